package judge

import (
	"fmt"
	"strings"
	"testing"
)

// TestPlayingMasterInDiplomacy: Diplomacy's only secret is the orders of the
// phase in progress (and press between others), and a master who plays
// France reads neither: no BECOME of another power, no copy of press
// between England and Germany, grey press anonymous to them; the players
// are told in LIST.
func TestPlayingMasterInDiplomacy(t *testing.T) {
	tj := newGameJudge(t)
	tj.send(t, masterAddr, "CREATE ?west masterpw standard press=grey")
	mustContain(t, "LIST while forming", tj.send(t, masterAddr, "SIGNON ?west pw-France F").Body, "you joined west")
	mustContain(t, "LIST while forming", tj.listWest(t), "The master has joined as a player")
	for _, power := range sevenPowers {
		if power != "France" {
			tj.send(t, strings.ToLower(power)+"@example.org", fmt.Sprintf("SIGNON ?west pw-%s %s", power, power[:1]))
		}
	}
	mustContain(t, "England's start mail", tj.newest(t, "england@example.org", "the game has started").Body, "The master of this game also plays France")
	mustContain(t, "LIST", tj.listWest(t), "The master also plays France")

	tj.send(t, "england@example.org", "SIGNON Ewest pw-England\nF Lon - Nth")
	r := tj.asMaster(t, "BECOME England\nADD\nA Lvp H")
	mustContain(t, "BECOME England", r.Body, "BECOME refused: in west the master also plays France")
	if strings.Contains(r.Body, "F Lon - Nth") || strings.Contains(r.Body, "Orders of England") {
		t.Fatalf("the playing master read England's orders:\n%s", r.Body)
	}
	mustContain(t, "BECOME France", tj.asMaster(t, "BECOME France\nA Par - Bur").Body, "Orders of France")
	mustContain(t, "EJECT Germany", tj.asMaster(t, "EJECT Germany").Body, "EJECT refused")
	mustContain(t, "REPLACE Germany", tj.asMaster(t, "REPLACE Germany x@example.net").Body, "Germany still has a player")

	before := len(tj.mailsTo(t, masterAddr))
	tj.send(t, "england@example.org", "SIGNON Ewest pw-England\nPRESS TO Germany\nLet us split Belgium.\nENDPRESS\nPRESS GREY TO France\nGuess who.\nENDPRESS")
	var press []string
	for _, m := range tj.mailsTo(t, masterAddr)[before:] {
		if strings.Contains(m.Subject, "press") || strings.Contains(m.Body, "Belgium") || strings.Contains(m.Body, "Guess who") {
			press = append(press, m.Subject+"\n"+m.Body)
		}
	}
	if len(press) != 1 || strings.Contains(press[0], "Belgium") || strings.Contains(press[0], "England") {
		t.Fatalf("the playing master's press: %q", press)
	}
}
