package judge

import (
	"strings"
	"testing"
)

// A player pastes a forwarded letter into a press block, with the mail
// program's "Forwarded message" line. The judge reads nothing from that
// line on (a forward is never read, so that a mail passed on cannot leak
// its orders), so the message is not sent: the reply said the block "has
// no ENDPRESS line", though the player wrote one. It now says that the
// forward cut it, and how to pass a letter on.
func TestPressCutByAForwardSaysSo(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	r := tj.send(t, players["England"], "SIGNON Ewest pw-England\nPRESS TO France\nThis is what Germany sent me:\n"+
		"---------- Forwarded message ---------\nFrom: Adjutant <judge@example.org>\nSubject: west: press\n\nGermany, to England: ally?\nENDPRESS\nF Lon - Nth")
	body := oneLine(r.Body)
	wantIn(t, "England's reply", body, "the PRESS message was not sent: a forwarded message begins inside it", "quote them with >")
	if strings.Contains(body, "it has no ENDPRESS line") {
		t.Errorf("the reply says the block has no ENDPRESS:\n%s", r.Body)
	}
	tj.asMaster(t, "SET LANGUAGE zh-Hant")
	r = tj.send(t, players["England"], "SIGNON Ewest pw-England\n通訊 給 法國\n德國寄給我：\n---------- 轉寄的郵件 ---------\n寄件者：Adjutant <judge@example.org>\n\n結盟？\n結束通訊")
	wantIn(t, "England's Chinese reply", oneLine(r.Body), "通訊沒有寄出：區塊中開始了一封轉寄的郵件")
}
