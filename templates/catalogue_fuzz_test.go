package templates

import (
	"bytes"
	"errors"
	"io/fs"
	"maps"
	"path"
	"regexp"
	"slices"
	"strings"
	"testing"

	"adjutant/templates/i18n"
)

// FuzzParseEntries: a catalogue file is either entries with a key of the
// allowed form and some text each, which written out again (with CRLF
// line ends, as an editor on Windows saves it) read back the same, or
// ErrCatalogue naming the file and the line or the key at fault. Seeds:
// the shipped catalogues' first entries, and broken ones (testdata).
func FuzzParseEntries(f *testing.F) {
	// The shipped catalogues are seeds cut short (testdata): whole, each
	// of their lines is a step for the fuzzer to shrink a find by.
	en, err := fs.ReadFile(files, path.Join(string(i18n.English), catalogueFile))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(en[:bytes.Index(en, []byte("\n[address.code]"))])
	f.Add([]byte("# comment\n\n[a.b]\ntext\n\n[c]\nmore\r\n  \n"))
	f.Add([]byte("text before\n[a]\nx\n"))
	f.Add([]byte("[a]\nx\n[a]\ny\n"))
	f.Add([]byte("[a]\n\n\n[b]\nx\n"))
	f.Add([]byte("[A]\nx\n[a b]\ny\n[]\n"))
	keyLine := regexp.MustCompile(`^[a-z0-9][a-z0-9_.-]*$`)
	f.Fuzz(func(t *testing.T, src []byte) {
		const name = "xx/catalogue.msg"
		entries, err := parseEntries(name, src)
		if err != nil {
			if !errors.Is(err, ErrCatalogue) || !strings.Contains(err.Error(), name) {
				t.Fatalf("an error that names no file: %v", err)
			}
			if !regexp.MustCompile(regexp.QuoteMeta(name) + `:[1-9][0-9]*: |: "`).MatchString(err.Error()) {
				t.Fatalf("an error that names neither a line nor a key: %v", err)
			}
			if _, again := parseEntries(name, src); again == nil || again.Error() != err.Error() {
				t.Fatalf("refused as %q, then as %v", err, again)
			}
			return
		}
		var out strings.Builder
		for _, k := range slices.Sorted(maps.Keys(entries)) {
			text := entries[k]
			if !keyLine.MatchString(string(k)) || strings.TrimSpace(text) == "" || strings.HasSuffix(text, "\n") {
				t.Fatalf("entry %q accepted with text %q", k, text)
			}
			out.WriteString("[" + string(k) + "]\r\n" + strings.ReplaceAll(text, "\n", "\r\n") + "\r\n\r\n")
		}
		again, err := parseEntries(name, []byte(out.String()))
		if err != nil {
			t.Fatalf("the entries written out do not read back: %v\n%q", err, out.String())
		}
		for k, text := range entries {
			if again[k] != text {
				t.Fatalf("%q: %q reads back as %q", k, text, again[k])
			}
		}
		if len(again) != len(entries) {
			t.Fatalf("%d entries read back as %d", len(entries), len(again))
		}
	})
}
