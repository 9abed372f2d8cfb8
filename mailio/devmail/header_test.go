package devmail

import (
	"bufio"
	"bytes"
	"testing"

	"github.com/emersion/go-message/textproto"
)

func TestRepairHeader(t *testing.T) {
	cases := []struct{ in, want string }{
		{"From: a@b\r\nSubject: x\r\n\r\nbody\r\n", "From: a@b\r\nSubject: x\r\n\r\nbody\r\n"},
		{"From: poison@ex.org\r\nTo: judge@localhost\r\nSubject: x\r\nVERSION\r\n", "From: poison@ex.org\r\nTo: judge@localhost\r\nSubject: x\r\n\r\nVERSION\r\n"},
		{"From: a@b\r\nSubject: no body", "From: a@b\r\nSubject: no body"}, // parses as it is
		{"From: a@b\r\nSubject: long\r\n folded\r\nHELP me\r\n", "From: a@b\r\nSubject: long\r\n folded\r\n\r\nHELP me\r\n"},
		{" starts with space\r\n", "\r\n starts with space\r\n"},
		{"", ""},
		{"HELP\nVERSION\n", "\r\nHELP\nVERSION\n"},
	}
	for _, c := range cases {
		if got := string(repairHeader([]byte(c.in))); got != c.want {
			t.Errorf("repairHeader(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// FuzzRepairHeader checks what the IMAP store relies on: the result always
// has a header block go-message can read, a message that had one is left
// alone, and a repair only inserts line ends, never drops a byte.
func FuzzRepairHeader(f *testing.F) {
	f.Add([]byte("From: a@b\r\nSubject: x\r\nVERSION\r\n"))
	f.Add([]byte("From: a@b\r\n\r\nbody"))
	f.Fuzz(func(t *testing.T, raw []byte) {
		out := repairHeader(raw)
		if _, err := textproto.ReadHeader(bufio.NewReader(bytes.NewReader(out))); err != nil {
			t.Fatalf("repaired %q to %q, which still does not parse: %v", raw, out, err)
		}
		if headerParses(raw) && !bytes.Equal(out, raw) {
			t.Fatalf("changed a message that parsed: %q -> %q", raw, out)
		}
		if !bytes.Equal(bytes.ReplaceAll(out, []byte("\r\n"), nil), bytes.ReplaceAll(raw, []byte("\r\n"), nil)) && !bytes.Contains(out, raw) {
			t.Fatalf("the repair lost bytes: %q -> %q", raw, out)
		}
	})
}
