package judge

import (
	"strings"
	"testing"
)

// A Marengo plan's lines after an ASK are played through when the mail
// arrives, on the position the plan leaves at the ASK: the reply names a
// line that could not run then (here the fourth group, with the turn's
// three command points spent), says why, and keeps the rest, and the
// stop's question offers CONTINUE for the lines kept alone.
func TestMarengoLinesAfterAskAreCheckedWhenTheMailArrives(t *testing.T) {
	tj := newMarengoJudge(t)
	tj.send(t, "aus@example.org", "SIGNON Amg apw\nENTER A01\nENTER A02\nENTER A03\nPONTOON A04")
	tj.send(t, "fra@example.org", "SIGNON Fmg fpw\nDONE")
	r := tj.send(t, "aus@example.org", "SIGNON Amg apw\nASK\nMOVE A01 TO BNO\nMOVE A04 TO BRH\nMOVE A02 TO BNO\nMOVE A03 TO BNO")
	body := strings.Join(strings.Fields(r.Body), " ")
	wantIn(t, "the reply to a plan with an ASK", body, "MOVE A03 TO BNO")
	wantIn(t, "the reply to a plan with an ASK", body, "it needs 1 command point(s) and 0 are left of the turn's three")
	wantIn(t, "the reply to a plan with an ASK", body, "line(s) 6 were refused and are left out")
	r = tj.send(t, "aus@example.org", "SIGNON Amg apw\n询问\n移动 A01 到 BNO\n移动 A04 到 BRH\n移动 A02 到 BNO\n移动 A03 到 BNO")
	wantIn(t, "the Chinese reply to a plan with an ASK", strings.Join(strings.Fields(r.Body), ""), "指挥点")
}

// A mail with ADD keeps the plan sent before: lines it adds after a kept
// ASK are played through as the ASK's CONTINUE would run them, the
// fourth group refused when the mail arrives.
func TestMarengoLinesAddedAfterAKeptAskAreChecked(t *testing.T) {
	tj := newMarengoJudge(t)
	tj.send(t, "aus@example.org", "SIGNON Amg apw\nENTER A01\nENTER A02\nENTER A03\nPONTOON A04")
	tj.send(t, "fra@example.org", "SIGNON Fmg fpw\nDONE")
	tj.send(t, "aus@example.org", "SIGNON Amg apw\nSET WAIT\nASK\nMOVE A01 TO BNO\nMOVE A04 TO BRH")
	r := tj.send(t, "aus@example.org", "SIGNON Amg apw\nADD\nMOVE A02 TO BNO\nMOVE A03 TO BNO")
	body := strings.Join(strings.Fields(r.Body), " ")
	wantIn(t, "the reply to lines added after a kept ASK", body, `line 4 "MOVE A03 TO BNO"`, "it needs 1 command point(s) and 0 are left of the turn's three")
}

// The turn's three command points are counted past the plan's first
// contact with the enemy when the mail arrives: an assault on PDB (which
// the French hold from the start) spends one whatever the French do, so
// the fourth group after it can never move, and the reply refuses it
// then, not the turn a day later.
func TestMarengoCommandPointsPastAnAssaultAreCountedWhenTheMailArrives(t *testing.T) {
	tj := newMarengoJudge(t)
	tj.send(t, "aus@example.org", "SIGNON Amg apw\nENTER A01\nENTER A02\nENTER A03\nPONTOON A04")
	tj.send(t, "fra@example.org", "SIGNON Fmg fpw\nDONE")
	r := tj.send(t, "aus@example.org", "SIGNON Amg apw\nMOVE A01 TO PDB\nMOVE A04 TO BRH\nMOVE A02 TO BNO\nMOVE A03 TO BNO")
	body := strings.Join(strings.Fields(r.Body), " ")
	wantIn(t, "the reply to a plan past an assault", body, `line 5 "MOVE A03 TO BNO"`, "it needs 1 command point(s) and at most 0 are left of the turn's three by then", "an assault on PDB")
	r = tj.send(t, "aus@example.org", "SIGNON Amg apw\n移動 A01 到 PDB\n移動 A04 到 BRH\n移動 A02 到 BNO\n移動 A03 到 BNO")
	wantIn(t, "the Chinese reply", strings.Join(strings.Fields(r.Body), ""), "最多只剩0點")
}
