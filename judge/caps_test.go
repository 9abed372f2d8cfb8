package judge

import (
	"fmt"
	"strings"
	"testing"

	"adjutant/judge/command"
)

func TestThousandHelpsGetOneShortReply(t *testing.T) {
	tj := newTestJudge(t, Options{RepliesPerHour: 100})
	single := tj.send(t, "victim@example.org", "HELP")
	r := tj.send(t, "victim@example.org", strings.Repeat("HELP\n", 1000))
	if len(r.Body) > 3*len(single.Body)+command.MaxLinesPerMail*64 {
		t.Errorf("1000 HELP lines gave a reply of %d bytes; one HELP gives %d", len(r.Body), len(single.Body))
	}
	wantIn(t, "the repeated HELP", r.Body, "(the same answer as for line 1)",
		fmt.Sprintf("reading stopped here: a mail may hold %d command lines; lines %d to 1000 were not read", command.MaxLinesPerMail, command.MaxLinesPerMail+1))
}

// A mail longer than the text cap is cut before its lines are counted:
// the note about lines not read still counts to the mail's last line.
func TestTooManyLinesCountsTheWholeMail(t *testing.T) {
	tj := newTestJudge(t, Options{RepliesPerHour: 100})
	r := tj.send(t, "victim@example.org", strings.Repeat("HELP "+strings.Repeat("x", 120)+"\n", 3001))
	wantIn(t, "a mail of 3001 long lines", r.Body,
		fmt.Sprintf("lines %d to 3001 were not read", command.MaxLinesPerMail+1))
}
