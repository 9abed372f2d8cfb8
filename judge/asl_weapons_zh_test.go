package judge

import (
	"strings"
	"testing"
)

// The new ASL weapon orders come through a Chinese mail: 轉交 … 突擊階段
// (a transfer in the APh, 3.7) and 毀滅 (voluntary destruction, 4.0) are
// echoed in their canonical form, nothing is refused, and the turn's
// result mail tells the other side the weapon was destroyed and passed.
func TestASLWeaponOrdersByChineseMail(t *testing.T) {
	tj := newASLJudge(t)
	r := tj.send(t, "hans@example.org", "SIGNON Gvil hpw\n略過")
	wantIn(t, "the German's reply", r.Body, "略過")
	r = tj.send(t, "ivan@example.org", "SIGNON Rvil ipw\n轉交 R20 給 R5 突擊階段\n毀滅 R21")
	wantIn(t, "the Russian's reply", r.Body, "TRANSFER R20 TO R5 APH", "DESTROY R21")
	if strings.Contains(r.Body, "被拒絕") || strings.Contains(r.Body, "Refused") {
		t.Fatalf("a line was refused:\n%s", r.Body)
	}
	if p := tj.endPhase(t, "vil"); !strings.Contains(p, "T1-G") {
		t.Fatalf("after both sent, the phase is %s", p)
	}
	got := tj.last(t, "hans@example.org").Body
	wantIn(t, "the German's result mail", got, "R6 4-4-7 destroys its R21 LMG (4.0).", "R4 passes R20 MMG to R5.")
}
