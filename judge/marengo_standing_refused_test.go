package judge

import (
	"strings"
	"testing"
)

// A side not asked whose mail of standing answers has a refused line was
// told that its mail was not complete, "so the phase is not resolved
// early": untrue, the phase waits only for the side asked, and resolves
// as soon as that side's plan is in.
func TestMarengoStandingAnswersWithARefusedLineDoNotHoldThePhase(t *testing.T) {
	tj := newMarengoJudge(t)
	body := oneLine(tj.send(t, "fra@example.org", "SIGNON Fmg fpw\nLOSS * WEAKEST\nRETREAT PDB SGI").Body)
	wantIn(t, "France's reply", body, "LOSS * WEAKEST", "Still waiting for: Austria")
	if strings.Contains(body, "not resolved early") {
		t.Errorf("France, not asked, is told its mail holds the phase:\n%s", body)
	}
	body = oneLine(tj.send(t, "fra@example.org", "登入 Fmg fpw\n損失 * 最弱\n撤退 PDB SGI").Body)
	if strings.Contains(body, "不會提前結算") || !strings.Contains(body, "仍在等待：奧地利") {
		t.Errorf("France's Chinese reply:\n%s", body)
	}
	wantIn(t, "Austria's reply", tj.send(t, "aus@example.org", "SIGNON Amg apw\nDONE").Body, "the phase is resolved now")
}
