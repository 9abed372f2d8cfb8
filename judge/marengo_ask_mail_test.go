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
