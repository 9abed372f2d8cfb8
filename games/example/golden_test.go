package example

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/internal/golden"
	"adjutant/templates/i18n"
)

// readers are who reads a golden text, in order.
var readers = []struct {
	name string
	v    games.Viewer
}{{"East", east}, {"West", west}, {"observer", games.Observer()}, {"master", games.MasterView()}, {"after the end", games.EndView()}}

// goldenText renders out for every reader and language, one section each,
// checks no line is wider than a mail reader's 78 columns, and compares
// the whole with testdata/name (go test -update rewrites it).
func goldenText(t *testing.T, name string, out func(v games.Viewer, lang i18n.Lang) string) {
	t.Helper()
	var b strings.Builder
	for _, r := range readers {
		for _, lang := range i18n.Langs() {
			text := out(r.v, lang)
			for _, line := range strings.Split(text, "\n") {
				if w := i18n.Width(line); w > 78 {
					t.Errorf("%s, %s in %s: a line %d columns wide: %q", name, r.name, lang, w, line)
				}
			}
			fmt.Fprintf(&b, "=== %s, %s\n%s\n", r.name, lang, text)
		}
	}
	golden.Check(t, filepath.Join("testdata", name), b.String())
}

func TestGoldenReports(t *testing.T) {
	hist := playDuel(t)
	reportOf := func(h played) func(games.Viewer, i18n.Lang) string {
		return func(v games.Viewer, lang i18n.Lang) string {
			out, err := Engine{}.Report(h.res.Result, v, lang)
			if err != nil {
				t.Fatal(err)
			}
			return out
		}
	}
	var asked played
	for _, h := range hist {
		if h.from.s.Stage == StageAnswer {
			asked = h
			break
		}
	}
	// The secrets, one of them rolled; West asked about a guess (the
	// private prompt), its answer (a bluff) and the position after it; the
	// end.
	goldenText(t, "report_secrets.golden", reportOf(hist[0]))
	goldenText(t, "prompt_answer.golden", func(v games.Viewer, lang i18n.Lang) string {
		p := asked.from.Requests()[0].For(v)
		return p.Ask.In(lang) + "\n" + p.Default.In(lang) + "\n"
	})
	goldenText(t, "report_bluff.golden", reportOf(asked))
	goldenText(t, "view.golden", func(v games.Viewer, lang i18n.Lang) string { return asked.res.Next.View(v, lang) })
	goldenText(t, "report_end.golden", reportOf(hist[len(hist)-1]))
}
