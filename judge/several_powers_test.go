package judge

import (
	"fmt"
	"strings"
	"testing"
)

// TestAnOrderForAnotherOfOnesPowersSaysHowToGiveIt: a player of several
// powers who, signed on as one, orders a unit of another of theirs was
// told whose unit it is, but not how to order it. The refusal now gives
// the SIGNON of the power that owns it (BECOME for a master), and says
// nothing of the kind about a power the sender does not hold.
func TestAnOrderForAnotherOfOnesPowersSaysHowToGiveIt(t *testing.T) {
	tj := newSeededJudge(t, 1)
	startDuel(t, tj)
	r := tj.send(t, duelWest, "SIGNON Eduel pw-west\nA Par - Bur\nFrance: A Mar - Spa\nA Vie - Gal")
	wantIn(t, "an order for France signed on as England", r.Body,
		"the unit in Paris belongs to France; you are signed on as England. You play France too: to order it, sign on with SIGNON Fduel <password> above its orders (one mail may sign on several times)",
		"this order is for France, but you are signed on as England. You play France too: to order it, sign on with SIGNON Fduel <password>",
		"the unit in Vienna belongs to Austria; you are signed on as England")
	if strings.Contains(r.Body, "Aduel") || strings.Contains(r.Body, "You play Austria") {
		t.Errorf("the refusal names a way to order a power the sender does not hold:\n%s", r.Body)
	}
	r = tj.send(t, duelMaster, "SIGNON Mduel gmpw\nBECOME England\nA Par - Bur")
	wantIn(t, "a master's order for France written for England", r.Body,
		"the unit in Paris belongs to France; you are signed on as England. As master, write BECOME France above its orders")
	tj.send(t, duelWest, "設定 語言 zh-Hant")
	r = tj.send(t, duelWest, "SIGNON Eduel pw-west\nA Par - Bur")
	wantIn(t, "the refusal in Chinese", r.Body, "您也執掌法國：要為它下令，請在其命令上方以 SIGNON Fduel <密碼> 登入")
}

// TestThePowersNobodyPlaysAreNamed: the start mail, LIST and the results
// of a game of fewer than seven players left out the powers no player
// orders (two-player 1914: Italy neutral; five players: Germany and Italy
// in civil disorder), so nothing told a player not to wait for them.
func TestThePowersNobodyPlaysAreNamed(t *testing.T) {
	tj := newSeededJudge(t, 1)
	startDuel(t, tj)
	wantIn(t, "west's start mail", tj.newest(t, duelWest, "the game has started").Body,
		"Powers nobody plays", "Italy: neutral: no units, and no unit may enter its land")
	r := tj.send(t, duelWest, "LIST duel")
	wantIn(t, "LIST duel", r.Body, "Nobody plays:\n  Italy: neutral: no units")

	r = tj.send(t, "gm5@example.org", "CREATE ?quint gmpw five")
	wantIn(t, "CREATE five", r.Body, "Game quint created")
	for i := range 5 {
		tj.send(t, fmt.Sprintf("p%d@example.org", i), fmt.Sprintf("SIGNON ?quint pw-%d", i))
	}
	start := tj.newest(t, "p0@example.org", "the game has started").Body
	wantIn(t, "the five-player start mail", start, "Germany: in civil disorder from the start", "Italy: in civil disorder from the start")
	r = tj.send(t, "p0@example.org", "LIST quint")
	wantIn(t, "LIST quint", r.Body, "Nobody plays:\n  Germany: in civil disorder from the start", "  Italy: in civil disorder from the start")
	tj.send(t, "reader@example.org", "SET LANGUAGE zh-Hans")
	r = tj.send(t, "reader@example.org", "LIST quint")
	wantIn(t, "LIST quint in Chinese", r.Body, "无人执掌：\n  德国：开局即陷入内乱")
}
