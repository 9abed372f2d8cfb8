package marengo

import (
	"slices"
	"testing"

	"adjutant/games/internal/wordtest"
	"adjutant/templates/i18n"
)

// The standing answers the view shows a side, in its language, sent back
// are accepted and leave the same answers.
func TestStandingAnswersShownReadBack(t *testing.T) {
	lines := []string{"BLOCK * ALL", "FRONT MAR BEST", "RETREAT MAR SVI CGR", "COUNTERFIRE * NO", "PURSUE * YES", "ADVANCE * NO", "HIT * WEAKEST", "LOSS * STRONGEST"}
	for _, lang := range i18n.Langs() {
		f := newFx(t).book(France, lines...)
		want := f.s.Books[France].Texts()
		shown := wordtest.ShownStandingAnswers(f.game().View(france, lang))
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
