package asl

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/internal/golden"
	"adjutant/templates/i18n"
)

// goldenText renders out for each reader and language, checks no line is
// wider than a mail reader's 78 columns, and compares the whole with
// testdata/name (go test -update rewrites it).
func goldenText(t *testing.T, name string, readers map[string]games.Viewer, out func(v games.Viewer, lang i18n.Lang) string) {
	t.Helper()
	var b strings.Builder
	for _, who := range []string{"Russian", "German", "master", "after the end"} {
		v, ok := readers[who]
		if !ok {
			continue
		}
		for _, lang := range i18n.Langs() {
			text := out(v, lang)
			for _, line := range strings.Split(text, "\n") {
				if w := i18n.Width(line); w > MapWidth {
					t.Errorf("%s, %s in %s: a line %d columns wide: %q", name, who, lang, w, line)
				}
			}
			fmt.Fprintf(&b, "=== %s, %s\n%s\n", who, lang, text)
		}
	}
	golden.Check(t, filepath.Join("testdata", name), b.String())
}

var goldenReaders = map[string]games.Viewer{
	"Russian": games.SeatView("Russian"), "German": games.SeatView("German"), "master": games.MasterView(),
}

// The report of the sample game's first resolution (the Russian turn up
// to the German stop) and of the answer, as each reader reads them, and
// the view at the stop.
func TestGoldenReports(t *testing.T) {
	_, hist := playVillage(t, 1)
	var stop int
	for i, p := range hist {
		if len(p.asked) == 1 {
			stop = i
			break
		}
	}
	if stop == 0 {
		t.Fatal("the sample game has no stop")
	}
	for _, c := range []struct {
		name string
		i    int
	}{{"report_turn.golden", stop - 1}, {"report_answer.golden", stop}} {
		res := hist[c.i].res
		goldenText(t, c.name, goldenReaders, func(v games.Viewer, lang i18n.Lang) string {
			out, err := Engine{}.Report(res.Result, v, lang)
			if err != nil {
				t.Fatal(err)
			}
			return out
		})
	}
	at := hist[stop-1].res.Next
	goldenText(t, "view_stop.golden", goldenReaders, func(v games.Viewer, lang i18n.Lang) string { return at.View(v, lang) })
}

// `adjutant scenario render` of the sample, compared by eye with the
// drawing in data/village.toml.
func TestGoldenScenarioRender(t *testing.T) {
	out, err := RenderScenarioFile("data/village.toml")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(out, "\n") {
		if i18n.Width(line) > MapWidth {
			t.Errorf("a line %d columns wide: %q", i18n.Width(line), line)
		}
	}
	golden.Check(t, filepath.Join("testdata", "village_render.golden"), out)
}
