package command

import (
	"strings"
	"testing"
)

// FuzzConfirmFromSubject: whatever a reply's subject holds, a CONFIRM line
// is taken from it only when the body has none, and it is a well-formed
// CONFIRM <game> <code> line with a 16-digit lower-case hex code.
func FuzzConfirmFromSubject(f *testing.F) {
	for _, seed := range []string{
		"Re: west: you are offered a place in a game (CONFIRM west 0123456789abcdef)",
		"AW: Re: west (confirm WEST 0123456789ABCDEF)",
		"CONFIRM west 0123",
		"confirm",
		"",
	} {
		f.Add(seed, "")
	}
	f.Add("Re: x (CONFIRM west 0123456789abcdef)", "CONFIRM west fedcba9876543210")
	f.Add("Re: join (CONFIRM west 0123456789abcdef, CONFIRM east fedcba9876543210)", "")
	f.Fuzz(func(t *testing.T, subject, body string) {
		lines, _ := SplitLines(body)
		got := confirmFromSubject(subject, lines)
		for _, b := range lines {
			if b.Verb == "CONFIRM" && len(got) > 0 {
				t.Fatalf("the subject's line was taken though the body has one: %q", body)
			}
		}
		for _, l := range got {
			if l.Verb != "CONFIRM" || len(l.Args) != 2 || len(l.Args[1]) != 16 || strings.ToLower(l.Args[1]) != l.Args[1] || l.Text != "CONFIRM "+l.Args[0]+" "+l.Args[1] {
				t.Fatalf("subject %q gave the line %+v", subject, l)
			}
		}
	})
}
