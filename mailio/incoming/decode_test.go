package incoming

import (
	"strings"
	"testing"
)

func TestDecodeBase64(t *testing.T) {
	cases := []struct{ in, want, problem string }{
		{"QSBQYXItQnVy\r\n", "A Par-Bur", ""},
		{"QSBQ\r\nYXIt\r\nQnVy", "A Par-Bur", ""},
		{"QQ==", "A", ""},
		{"QQ==QkI=", "ABB", ""}, // two pieces joined
		{"QSBQYXItQn", "A Par-B", "truncated base64"},
		{"QSBQYXItQ", "A Par-", "truncated base64"},
		{"QSBQ*YXIt", "A Par-", "invalid base64 character"},
	}
	for _, c := range cases {
		got, problem := decodeBase64([]byte(c.in))
		if string(got) != c.want || problem != c.problem {
			t.Errorf("decodeBase64(%q) = %q, %q; want %q, %q", c.in, got, problem, c.want, c.problem)
		}
	}
}

func TestDecodeQP(t *testing.T) {
	cases := []struct{ in, want string }{
		{"A Par=2DBur\r\n", "A Par-Bur\n"},
		{"soft=\r\nbreak\r\n", "softbreak\n"},
		{"trailing   \r\nspace", "trailing\nspace"},
		{"=E9=99=B8=E8=BB=8D", "陸軍"},
		{"bad =ZZ escape = kept", "bad =ZZ escape = kept"},
		{"lower =e9=99=b8", "lower 陸"},
	}
	for _, c := range cases {
		if got := string(decodeQP([]byte(c.in))); got != c.want {
			t.Errorf("decodeQP(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// A NUL an IMAP server served as 0x80 (Dovecot does) is read as the NUL
// it was, and so as a space, in ASCII and UTF-8 text; in text of another
// charset, or as part of a UTF-8 character, 0x80 stays what it is.
func TestNULsAServerChangedAreReadAsSpaces(t *testing.T) {
	cases := []struct{ name, charset, body, want string }{
		{"undeclared", "", "HELP\x80SIGNON\r\n\x80\x80\r\nLIST\r\n", "HELP SIGNON\n\nLIST"},
		{"utf-8", "; charset=utf-8", "帮助\x80SIGNON\r\nA Par\x80\x80- Bur — 好\r\n", "帮助 SIGNON\nA Par - Bur - 好"},
		{"windows-1252", "; charset=windows-1252", "5 \x80 each\r\n", "5 € each"},
		{"latin-1 undeclared", "", "caf\xe9 \x80\r\n", "café €"},
	}
	for _, c := range cases {
		raw := "From: a@example.org\r\nSubject: x\r\nContent-Type: text/plain" + c.charset + "\r\n\r\n" + c.body
		m, err := Parse([]byte(raw), nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(strings.Fields(strings.ReplaceAll(m.Text, "\n", " | ")), " "); got != strings.Join(strings.Fields(strings.ReplaceAll(c.want, "\n", " | ")), " ") {
			t.Errorf("%s: read %q, want %q", c.name, m.Text, c.want)
		}
	}
}
