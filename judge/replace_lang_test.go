package judge

import (
	"strings"
	"testing"
)

// TestReplyToAChineseOfferIsChinese: a new address offered a power in a
// Chinese game replies to the offer (its subject "west: 邀請您加入一局棋
// (CONFIRM …)", the game's name first) and is answered in Chinese, not in
// the English the game's name and the code would suggest.
func TestReplyToAChineseOfferIsChinese(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	tj.asMaster(t, "SET lang zh-Hant")
	tj.asMaster(t, "EJECT Italy\nREPLACE Italy newcomer@example.net")
	offer := tj.last(t, "newcomer@example.net")
	mustContain(t, "the offer", offer.Subject, "邀請")
	r := replyTo(t, tj, "newcomer@example.net", offer)
	if !strings.Contains(r.Body, "已讀取您的郵件") {
		t.Fatalf("the answer to a reply to a Chinese offer is not Chinese:\n%s", r.Body)
	}
}
