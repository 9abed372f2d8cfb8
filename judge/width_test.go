package judge

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"adjutant/templates/i18n"
)

// The judge's mail is wrapped once, at i18n.ProseWidth (72) columns, so that
// a reader's "> " quoting still fits 80. The rule, applied to every line of a
// mail body:
//
//   - a pre-formatted line (i18n.LaidOut: two spaces in a row after its
//     indentation, or drawing characters) is exempt: maps, tables and the
//     aligned columns of help files are drawn within 78 and never wrapped;
//   - a quoted line ("> …", the player's own text echoed back), a header
//     line of a transcript ("Subject: …", "---- mail from …") and a single
//     word wider than the line (a SHA-256 seed) are exempt, since no
//     wrapping can shorten them;
//   - every other line is at most 72 columns (i18n.Width: a Han character
//     counts two).
func overWidth(body string) []string {
	var bad []string
	for _, l := range strings.Split(body, "\n") {
		if i18n.Width(l) <= i18n.ProseWidth || i18n.LaidOut(l) || exemptLine(l) {
			continue
		}
		bad = append(bad, l)
	}
	return bad
}

func exemptLine(l string) bool {
	t := strings.TrimLeft(l, " ")
	switch {
	case strings.HasPrefix(t, ">"), strings.HasPrefix(l, "Subject:"), strings.HasPrefix(l, "---- "):
		return true
	}
	fields := strings.Fields(l)
	return len(fields) > 0 && i18n.Width(fields[len(fields)-1]) > i18n.ProseWidth/2
}

// assertWidth fails t for every line of body the rule above refuses.
func assertWidth(t *testing.T, what, body string) {
	t.Helper()
	for _, l := range overWidth(body) {
		t.Errorf("%s: a line of %d columns (over %d):\n%s", what, i18n.Width(l), i18n.ProseWidth, l)
	}
}

// Every golden mail of the judge and every game's golden output keeps the
// rule: what the tests pin down is what players are sent. The output of
// `adjutant scenario render` is held to it too: it shows a data file as
// the game's mail would.
func TestGoldenMailsKeepTo72Columns(t *testing.T) {
	var files []string
	for _, pattern := range []string{"testdata/docs/*.txt", "../games/*/testdata/*.golden", "../games/*/*/testdata/*.golden"} {
		m, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 50 {
		t.Fatalf("found only %d golden files: the patterns are stale", len(files))
	}
	for _, f := range files {
		if exemptFile(f) {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		assertWidth(t, f, judgeText(string(data)))
	}
}

// judgeText keeps, of a transcript in testdata/docs, what the judge wrote:
// the players' mails in it are their own. Other files are all the judge's.
func judgeText(s string) string {
	if !strings.HasPrefix(s, "---- ") {
		return s
	}
	var b strings.Builder
	judge := false
	for _, l := range strings.Split(s, "\n") {
		if strings.HasPrefix(l, "---- ") {
			judge = strings.HasPrefix(l, "---- the judge's")
			continue
		}
		if judge {
			b.WriteString(l + "\n")
		}
	}
	return b.String()
}

// notMail are goldens that are no mail text: a picture's drawing commands
// and labels, drawn in pixels, not in columns.
var notMail = []string{"/picture_"}

func exemptFile(f string) bool {
	for _, e := range notMail {
		if strings.Contains(filepath.ToSlash(f), e) {
			return true
		}
	}
	return false
}

// helpWidth is the widest a help file's prose line may be: a reply shows
// GET's and HELP's answers indented by two, and wraps them at 72 there, so
// a line of 71 or 72 would be broken again into a ragged pair.
const helpWidth = i18n.ProseWidth - 2

// The judge's templates and every game's help files are written within the
// width they are shown at, so that the judge's wrap never breaks a line
// someone laid out by hand. A template line with an action ({{…}}) is
// filled when the mail is written: the golden mails above check those.
func TestTemplatesAndHelpFilesKeepTheirWidth(t *testing.T) {
	check := func(pattern string, width int) {
		files, err := filepath.Glob(pattern)
		if err != nil || len(files) == 0 {
			t.Fatalf("%s: no files (%v)", pattern, err)
		}
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			for n, l := range strings.Split(string(data), "\n") {
				if strings.Contains(l, "{{") || i18n.LaidOut(l) || i18n.Width(l) <= width {
					continue
				}
				t.Errorf("%s:%d: %d columns (over %d): %s", f, n+1, i18n.Width(l), width, l)
			}
		}
	}
	check("../templates/*/*.txt", i18n.ProseWidth)
	check("../templates/*/help/*.txt", helpWidth)
	for _, game := range []string{"asl", "diplomacy", "gettysburg", "marengo"} {
		check("../games/"+game+"/help/*.txt", helpWidth)
		check("../games/"+game+"/help/*/*.txt", helpWidth)
	}
}
