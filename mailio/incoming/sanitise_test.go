package incoming

import (
	"strings"
	"testing"
)

// unsafeRune is what Sanitise never lets through in a body (tabs and line
// breaks are kept there).
func unsafeRune(r rune) bool {
	return (isControl(r) && r != '\n' && r != '\t' && r != '\r') || isBidiFormat(r) || r == '\u2028' || r == '\u2029'
}

func TestSanitiseKeepsTextAndDropsControls(t *testing.T) {
	for _, c := range []struct {
		in, body, line string
	}{
		{"plain text\n\tindented", "plain text\n\tindented", "plain text  indented"},
		{"clear\x1b[2Jscreen", "clear [2Jscreen", "clear [2Jscreen"},
		{"ring\x07 bell\x00nul\x7fdel\u0085nel", "ring  bell nul del nel", "ring  bell nul del nel"},
		{"abc\u202edcba\u202c and \u2066iso\u2069 \u200emark\u200f", "abcdcba and iso mark", "abcdcba and iso mark"},
		{"one\u2028two", "one\ntwo", "one two"},
		{"北軍 ＡＢ 😀 e\u0301", "北軍 ＡＢ 😀 e\u0301", "北軍 ＡＢ 😀 e\u0301"},
	} {
		if got := Sanitise(c.in, true); got != c.body {
			t.Errorf("Sanitise(%q, body) = %q, want %q", c.in, got, c.body)
		}
		if got := Sanitise(c.in, false); got != c.line {
			t.Errorf("Sanitise(%q, line) = %q, want %q", c.in, got, c.line)
		}
	}
}

func TestParsedMailCarriesNoControls(t *testing.T) {
	raw := "From: \"Eve\x1b[31m\" <eve@example.org>\r\nSubject: hi\x07 \u202etxt.exe\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nPRESS\r\n\x1b[2J\x07hello\x00 \u202eworld\r\nENDPRESS\r\n"
	m, err := Parse([]byte(raw), nil)
	if err != nil {
		t.Fatal(err)
	}
	for name, s := range map[string]string{"Text": m.Text, "TextAsWritten": m.TextAsWritten, "Subject": m.Subject, "From name": m.From.Name} {
		if i := strings.IndexFunc(s, unsafeRune); i >= 0 {
			t.Errorf("%s keeps %q at %d: %q", name, s[i:i+1], i, s)
		}
	}
	if !strings.Contains(m.Text, "[2J hello  world") {
		t.Errorf("the words around the controls are lost: %q", m.Text)
	}
}

func TestAddressWithControlsIsNoSender(t *testing.T) {
	for _, from := range []string{"eve\u202e@example.org", "\"a\u0085b\"@example.org", "Eve <ev\u2067e@example.org>"} {
		m, err := Parse([]byte("From: "+from+"\r\nSubject: x\r\n\r\nHELP\r\n"), nil)
		if err != nil {
			t.Fatal(err)
		}
		if m.From.Address != "" {
			t.Errorf("From %q gives the sender %q", from, m.From.Address)
		}
	}
}
