package judge

import (
	"strings"
	"testing"
)

// The answer says, in one line, what quoted text and forwarded mail was
// left unread, in the reader's language.
func TestReplySaysQuotedTextWasSkipped(t *testing.T) {
	tj := newTestJudge(t, Options{RepliesPerHour: 1000})
	cases := []struct{ body, want, not string }{
		{"VERSION\n\nOn Sun, 22 Nov 2026 at 11:00, Judge <judge@example.org> wrote:\n> one\n> two\n", "Skipped 3 quoted lines.", "forwarded message"},
		{"VERSION\n> one\n", "Skipped 1 quoted line.", "forwarded message"},
		{"VERSION\n\n---------- Forwarded message ---------\nFrom: Bob <bob@example.org>\n\nSIGNON Fwest pw\n", "Skipped a forwarded message.", "quoted line"},
		{"VERSION\n> one\n> two\n\n---------- Forwarded message ---------\nx\n", "Skipped 2 quoted lines and a forwarded message.", "Skipped a"},
		// The mail's language is its own lines' (版本 is VERSION), not its
		// quoted lines' nor its client's attribution line.
		{"版本\n\n在 2026年11月22日 11:00，Judge 写道：\n> 一\n", "已略过 2 行引用的文字。", "Skipped"},
		{"VERSION\n\n在 2026年11月22日 11:00，Judge 写道：\n> 一\n> 二\n", "Skipped 3 quoted lines.", "已略过"},
		{"VERSION\n", "", "Skipped"},
	}
	for i, c := range cases {
		subject := "version"
		if strings.Contains(c.body, "写道") {
			subject = "版本"
		}
		tj.deliver(t, mailFrom("quoter@example.org", "q"+string(rune('a'+i))+"@example.org", subject, c.body))
		r := tj.outbox(t)
		body := r[len(r)-1].Body
		if c.want != "" && strings.Count(body, c.want) != 1 || strings.Contains(body, c.not) {
			t.Errorf("answer to %q: want %q once and no %q:\n%s", c.body, c.want, c.not, body)
		}
	}
}
