package judge

import (
	"fmt"
	"strings"
	"testing"
)

func TestThousandHelpsGetOneShortReply(t *testing.T) {
	tj := newTestJudge(t, Options{RepliesPerHour: 100})
	single := tj.send(t, "victim@example.org", "HELP")
	r := tj.send(t, "victim@example.org", strings.Repeat("HELP\n", 1000))
	if len(r.Body) > 3*len(single.Body)+MaxLinesPerMail*64 {
		t.Errorf("1000 HELP lines gave a reply of %d bytes; one HELP gives %d", len(r.Body), len(single.Body))
	}
	wantIn(t, "the repeated HELP", r.Body, "(the same answer as for line 1)",
		fmt.Sprintf("reading stopped here: a mail may hold %d command lines; lines %d to 1000 were not read", MaxLinesPerMail, MaxLinesPerMail+1))
}

func TestReplyAnswersStopAtTheBudget(t *testing.T) {
	s := &session{lang: "en"}
	total := 0
	cut := 0
	for i := 0; i < 200; i++ {
		answer := strings.Repeat(fmt.Sprintf("%04d ", i), 2000) // 10 kB, each different
		got := s.capAnswer(i+1, answer)
		total += len(got)
		if strings.HasPrefix(got, "(answer left out") {
			cut++
		}
	}
	if total > MaxReplyAnswers+200*200 {
		t.Errorf("answers add up to %d bytes, over the %d budget", total, MaxReplyAnswers)
	}
	if cut == 0 || cut == 200 {
		t.Errorf("%d of 200 answers left out; want the ones past the budget only", cut)
	}
}
