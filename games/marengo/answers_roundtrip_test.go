package marengo

import (
	"slices"
	"strings"
	"testing"

	"adjutant/templates/i18n"
)

// shownAnswers are the lines the view lists under a side's standing
// answers heading.
func shownAnswers(view string) []string {
	var out []string
	in := false
	for _, l := range strings.Split(view, "\n") {
		switch {
		case strings.Contains(l, "standing answers:") || strings.Contains(l, "常備答覆：") || strings.Contains(l, "常备答复："):
			in = true
		case in && strings.HasPrefix(l, "  "):
			out = append(out, strings.TrimSpace(l))
		default:
			in = false
		}
	}
	return out
}

// The standing answers the view shows a side, in its language, sent back
// are accepted and leave the same answers.
func TestStandingAnswersShownReadBack(t *testing.T) {
	lines := []string{"BLOCK * ALL", "FRONT MAR BEST", "RETREAT MAR SVI CGR", "COUNTERFIRE * NO", "PURSUE * YES", "ADVANCE * NO", "HIT * WEAKEST", "LOSS * STRONGEST"}
	for _, lang := range i18n.Langs() {
		f := newFx(t).book(France, lines...)
		want := f.s.Books[France].Texts()
		shown := shownAnswers(f.game().View(france, lang))
		if len(shown) != len(want) {
			t.Fatalf("%s: the view shows %q for the answers %q", lang, shown, want)
		}
		p, _, probs := parseLines(f.s.sc, France, modeAnswer, numbered(shown))
		if len(probs) > 0 {
			t.Fatalf("%s: %q sent back is refused: %s", lang, shown, probs[0].Render(lang))
		}
		g := newFx(t)
		g.s.applyBook(France, p)
		if got := g.s.Books[France].Texts(); !slices.Equal(got, want) {
			t.Errorf("%s: %q sent back left %q, want %q", lang, shown, got, want)
		}
	}
}
