package judge

import (
	"fmt"
	"testing"
)

// The answer's subject carries one reply prefix: the one the thread
// already uses, or the reply's language's own.
func TestReplySubjectKeepsOnePrefix(t *testing.T) {
	tj := newTestJudge(t, Options{RepliesPerHour: 1000})
	cases := []struct{ subject, body, want string }{
		{"orders", "HELP", "Re: orders"},
		{"Re: Re: orders", "HELP", "Re: orders"},
		{"AW: orders", "HELP", "AW: orders"},
		{"AW: Re: AW: orders", "HELP", "AW: orders"},
		{"SV: Fwd: orders", "HELP", "SV: orders"},
		{"Fwd: orders", "HELP", "Re: orders"},
		{"WG: orders", "HELP", "Re: orders"},
		{"回复：回复：命令", "帮助", "回复：命令"},
		{"回覆:命令", "幫助", "回覆：命令"},
		{"答复：命令", "帮助", "答复：命令"},
		{"轉寄：命令", "幫助", "回覆：命令"},
		{"命令", "帮助", "回复：命令"},
		{"Re: 命令", "帮助", "Re: 命令"},
		{"[Dipl] Re: orders", "HELP", "Re: [Dipl] orders"},
		{"Re: [Dipl] AW: orders", "HELP", "Re: [Dipl] orders"},
	}
	for i, c := range cases {
		id := fmt.Sprintf("subj%d@example.org", i)
		tj.deliver(t, mailFrom("subject@example.org", id, c.subject, c.body))
		r := tj.outbox(t)
		got := r[len(r)-1]
		if got.InReplyTo != "<"+id+">" {
			t.Fatalf("%q: no answer", c.subject)
		}
		if got.Subject != c.want {
			t.Errorf("answer to %q is %q, want %q", c.subject, got.Subject, c.want)
		}
	}
}
