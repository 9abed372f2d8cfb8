package asl

import (
	"slices"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// shownStanding are the lines the view lists under a side's standing
// orders heading (the viewer sees one side's only).
func shownStanding(t *testing.T, view string) []string {
	t.Helper()
	var out []string
	in := false
	for _, l := range strings.Split(view, "\n") {
		switch {
		case strings.Contains(l, "Standing orders of") || strings.Contains(l, "常設命令") || strings.Contains(l, "常设命令"):
			in = true
		case in && strings.HasPrefix(l, "  "):
			out = append(out, strings.TrimSpace(l))
		default:
			in = false
		}
	}
	if len(out) == 0 {
		t.Fatalf("no standing orders in the view:\n%s", view)
	}
	return out
}

// What the view shows as a side's standing orders, sent back in the same
// language, is accepted and leaves the same standing orders (none: no
// defensive fire, or the FIRE lines).
func TestStandingOrdersShownReadBack(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.English, i18n.TraditionalChinese, i18n.SimplifiedChinese} {
		for _, set := range [][]string{{"PASS"}, {"FIRE vJ4 AT ANY", "ASK G4 AT ANY WITHIN 2"}} {
			g, _ := Engine{}.New("village", nil, nil)
			g, _ = resolve(t, g, 1, submit(t, g, "Russian", "PASS"), submit(t, g, "German", set...))
			g, _ = resolve(t, g, 1, submit(t, g, "German", "PASS"), submit(t, g, "Russian", "PASS"))
			want := texts(g)
			shown := shownStanding(t, g.View(games.SeatView("German"), lang))
			var in []games.Line
			for i, l := range shown {
				in = append(in, games.Line{N: i + 1, Text: l})
			}
			res := g.Submit("German", in, lang)
			if len(res.Problems) > 0 {
				t.Fatalf("%s: the view's standing orders %q sent back are refused: %s", lang, shown, res.Problems[0].Render(lang))
			}
			res.Accepted.Seat = "German"
			g, _ = resolve(t, g, 1, submit(t, g, "Russian", "PASS"), res.Accepted)
			if got := texts(g); !slices.Equal(got, want) {
				t.Errorf("%s: %q sent back left standing orders %q, want %q", lang, shown, got, want)
			}
		}
	}
}

func texts(g games.Game) []string {
	s := g.(*Game).s
	var out []string
	for _, o := range s.Standing[1] {
		out = append(out, o.Text(s.sc))
	}
	return out
}
