package judge

import (
	"strings"
	"testing"
)

// The standing orders a side is mailed, with none in force, are a line it
// may send back: NOFIRE (不射擊), not the "none: no defensive fire" that
// the judge refused as an order.
func TestASLStandingOrdersShownWithNoneReadBackByMail(t *testing.T) {
	tj := newASLJudge(t)
	view := tj.send(t, "hans@example.org", "SUMMARY vil").Body
	wantIn(t, "the German's summary", view, "Standing orders of the German side (none: no defensive fire):\n  NOFIRE\n")
	r := tj.send(t, "hans@example.org", "SIGNON Gvil hpw\nNOFIRE")
	if strings.Contains(r.Body, "Refused") || strings.Contains(r.Body, "not an order") {
		t.Errorf("the view's NOFIRE sent back is refused:\n%s", r.Body)
	}
	tj.send(t, "hans@example.org", "SET LANGUAGE zh-Hant")
	view = tj.send(t, "hans@example.org", "SUMMARY vil").Body
	wantIn(t, "the German's summary in Chinese", view, "德軍的常設命令（無：不防禦射擊）：\n  不射擊\n")
	r = tj.send(t, "hans@example.org", "SIGNON Gvil hpw\n不射擊")
	if strings.Contains(r.Body, "不是命令") || strings.Contains(r.Body, "拒絕") {
		t.Errorf("the view's 不射擊 sent back is refused:\n%s", r.Body)
	}
}
