package maneuver

import (
	"slices"
	"testing"

	"adjutant/games"
	"adjutant/games/internal/wordtest"
	"adjutant/templates/i18n"
)

// The standing answers the view shows a seat, in its language, sent back
// are accepted and leave the same answers.
func TestStandingAnswersShownReadBack(t *testing.T) {
	for _, lang := range i18n.Langs() {
		f := newFx(t).place(Red, "FGD", "D5").cautious(Red).answers(Red, "DEFEND * ALL LEADER BEST", "CHOOSE FGD RETREAT", "SIDE FGD EAST")
		want := f.s.Sides[Red].Book.Texts()
		shown := wordtest.ShownStandingAnswers(f.game().View(games.SeatView("Red"), lang))
		if len(shown) != len(want) {
			t.Fatalf("%s: the view shows %q for the answers %q", lang, shown, want)
		}
		p, _, probs := f.s.parse(Red, modeAnswer, numbered(shown))
		if len(probs) > 0 {
			t.Fatalf("%s: %q sent back is refused: %s", lang, shown, probs[0].Render(lang))
		}
		g := newFx(t)
		g.s.applyBook(Red, p.book)
		if got := g.s.Sides[Red].Book.Texts(); !slices.Equal(got, want) {
			t.Errorf("%s: %q sent back left %q, want %q", lang, shown, got, want)
		}
	}
}
