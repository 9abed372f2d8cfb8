package judge

import (
	"strings"
	"testing"
)

// 3.3 by Chinese mail: a stack splits in the middle of its move (留下：R5)
// and the next MOVE line takes the squad left behind on from there; the
// reply accepts both lines, and the result mail shows the split.
func TestASLSplitStackByChineseMail(t *testing.T) {
	tj := newASLJudge(t)
	tj.send(t, "hans@example.org", "SIGNON Gvil hpw\n略過")
	r := tj.send(t, "ivan@example.org", "SIGNON Rvil ipw\n移動 R1,R4,R5 vE5 留下：R5 vF5\n移動 R5 vE6")
	wantIn(t, "the Russian's reply", r.Body, "MOVE R1,R4,R5 vE5 LEAVE:R5 vF5", "MOVE R5 vE6")
	if strings.Contains(r.Body, "被拒絕") || strings.Contains(r.Body, "Refused") {
		t.Fatalf("a line was refused:\n%s", r.Body)
	}
	if p := tj.endPhase(t, "vil"); !strings.Contains(p, "T1-G") {
		t.Fatalf("after both sent, the phase is %s", p)
	}
	got := tj.last(t, "hans@example.org").Body
	wantIn(t, "the German's result mail", got, "R5 4-4-7 stays in vE5: the others move on (3.3).", "R5 4-4-7 moves (4 MF).", "Left in vE5 by line 2, they go on with 2 MF spent (3.3).", "vE6:")
}
