package incoming

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzParse checks that no input makes Parse panic, and that what it
// returns keeps its promises: valid UTF-8, LF line ends, bounded sizes,
// the same lines in Text and TextAsWritten, and no control or bidi
// character that could reach another player.
func FuzzParse(f *testing.F) {
	opts := &Options{Self: corpusSelf, MaxTextBytes: 4 << 10, MaxRawBytes: 64 << 10}
	for _, b := range plainBounces {
		f.Add([]byte(b.raw))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		m, err := Parse(raw, opts)
		if err != nil {
			return
		}
		for name, s := range map[string]string{"Text": m.Text, "TextAsWritten": m.TextAsWritten,
			"Subject": m.Subject, "Readable": m.Readable} {
			if !utf8.ValidString(s) {
				t.Fatalf("%s is not valid UTF-8: %q", name, s)
			}
			if i := strings.IndexFunc(s, unsafeRune); i >= 0 {
				t.Fatalf("%s keeps a control or bidi character at %d: %q", name, i, s)
			}
		}
		for _, file := range m.Files {
			for name, s := range map[string]string{"file Text": file.Text, "file TextAsWritten": file.TextAsWritten, "file Name": file.Name} {
				if !utf8.ValidString(s) || strings.IndexFunc(s, unsafeRune) >= 0 || strings.Contains(s, "\r") {
					t.Fatalf("%s is not safe text: %q", name, s)
				}
			}
			if strings.Count(file.Text, "\n") != strings.Count(file.TextAsWritten, "\n") || len(file.TextAsWritten) > 3*MaxFileBytes {
				t.Fatalf("file %q: lines differ or too long", file.Name)
			}
		}
		if strings.ContainsAny(m.Subject, "\n\t") {
			t.Fatalf("Subject has a line break or tab: %q", m.Subject)
		}
		if strings.Contains(m.Text, "\r") {
			t.Fatalf("Text has a CR: %q", m.Text)
		}
		if len(m.TextAsWritten) > opts.MaxTextBytes || len(m.Readable) > maxReadableBytes {
			t.Fatalf("limits passed: text %d, readable %d", len(m.TextAsWritten), len(m.Readable))
		}
		if strings.Count(m.Text, "\n") != strings.Count(m.TextAsWritten, "\n") {
			t.Fatalf("Text and TextAsWritten differ in lines:\n%q\n%q", m.Text, m.TextAsWritten)
		}
		if m.QuotedLines < 0 || m.QuotedLines > len(raw) {
			t.Fatalf("QuotedLines %d for %d bytes", m.QuotedLines, len(raw))
		}
		if m.List != nil && m.Robot == "" {
			t.Fatal("list mail without Robot: the list would be answered")
		}
		if m.Bounce != nil && m.Robot == "" {
			t.Fatal("a bounce without Robot")
		}
	})
}

// FuzzNormaliseWidth checks that normalising is idempotent, keeps line
// breaks, yields valid UTF-8 and leaves ASCII alone.
func FuzzNormaliseWidth(f *testing.F) {
	f.Fuzz(func(t *testing.T, s string) {
		n := NormaliseWidth(s)
		if !utf8.ValidString(n) {
			t.Fatalf("invalid UTF-8 from %q", s)
		}
		if NormaliseWidth(n) != n {
			t.Fatalf("not idempotent: %q -> %q -> %q", s, n, NormaliseWidth(n))
		}
		if strings.Count(n, "\n") != strings.Count(s, "\n") || strings.Count(n, "\r") != strings.Count(s, "\r") {
			t.Fatalf("line breaks changed: %q -> %q", s, n)
		}
		if isPlainASCII(s) && n != s {
			t.Fatalf("ASCII changed: %q -> %q", s, n)
		}
	})
}
