package judge

import (
	"strings"
	"testing"

	"adjutant/games"
)

// Marengo: a LOSS answer naming blocks and a RETREAT answer sending a
// block by name are the sender's secret. France's reply and its own
// SUMMARY show them (in Chinese too), and no mail to Austria or to an
// observer ever does, through the turns that follow.
func TestMarengoNamedLossAndRetreatAnswersStayWithTheirSide(t *testing.T) {
	tj := newMarengoJudge(t)
	r := newSecretReader(tj, "mg")
	r.watch("aus@example.org", "Austria")
	r.watch("fra@example.org", "France")
	tj.observe(t, "obs@example.net", "mg")
	r.watch("obs@example.net", "")
	secrets := map[games.Seat][]string{"France": {
		"LOSS * F05 F03 WEAKEST", "RETREAT * ROOM F05 TO SPI", "損失 * F05 F03 最弱", "撤退 * 空間 F05 到 SPI",
	}}
	tj.send(t, "aus@example.org", "SIGNON Amg apw\nENTER A01\nENTER A02\nENTER A03\nPONTOON A04")
	r.check(t, "Austria's plan", secrets)
	// In France's turn: a refused line names the line, what is wrong
	// and what would do; the answers go with the turn's DONE, and stand
	// once the turn has run.
	refused := strings.Join(strings.Fields(tj.send(t, "fra@example.org", "SIGNON Fmg fpw\n撤退 * F10 到 SPI").Body), "")
	wantIn(t, "a retreat sending the gun", refused, `第2行“撤退*F10到SPI”：F10是炮兵，撤退时全灭（规则10）：请点名步兵或骑兵`)
	r.check(t, "the refused line", secrets)
	body := oneLine(tj.send(t, "fra@example.org", "SIGNON Fmg fpw\nLOSS * F05 F03 WEAKEST\nRETREAT * ROOM F05 TO SPI\nDONE").Body)
	wantIn(t, "France's answers", body, "LOSS * F05 F03 WEAKEST", "RETREAT * ROOM F05 TO SPI")
	r.check(t, "France's standing answers", secrets)
	body = oneLine(tj.send(t, "fra@example.org", "SUMMARY mg").Body)
	wantIn(t, "France's SUMMARY", body, "LOSS * F05 F03 WEAKEST", "RETREAT * ROOM F05 TO SPI")
	r.check(t, "France's SUMMARY", secrets)
	tj.send(t, "aus@example.org", "SUMMARY mg")
	tj.send(t, "obs@example.net", "SUMMARY mg")
	r.check(t, "Austria's and the observer's SUMMARY", secrets)
	tj.send(t, "aus@example.org", "SIGNON Amg apw\nMOVE A01 TO BNO")
	r.check(t, "Austria's second plan", secrets)
	tj.send(t, "fra@example.org", "SIGNON Fmg fpw\nSET LANGUAGE zh-Hant")
	if !strings.Contains(oneLine(tj.send(t, "fra@example.org", "SUMMARY mg").Body), "撤退 * 空間 F05 到 SPI") {
		t.Errorf("France's Chinese SUMMARY does not show the retreat answer in Chinese")
	}
	r.check(t, "France's Chinese SUMMARY", secrets)
	tj.send(t, "fra@example.org", "SIGNON Fmg fpw\nDONE")
	r.check(t, "France's second turn", secrets)
	r.wantRead(t)
}
