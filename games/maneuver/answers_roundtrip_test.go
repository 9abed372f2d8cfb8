package maneuver

import (
	"slices"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// shownAnswers are the lines the view lists under a seat's standing
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

// The standing answers the view shows a seat, in its language, sent back
// are accepted and leave the same answers.
func TestStandingAnswersShownReadBack(t *testing.T) {
	for _, lang := range i18n.Langs() {
		f := newFx(t).place(Red, "FGD", "D5").cautious(Red).answers(Red, "DEFEND * ALL LEADER BEST", "CHOOSE FGD RETREAT", "SIDE FGD EAST")
		want := f.s.Sides[Red].Book.Texts()
		shown := shownAnswers(f.game().View(games.SeatView("Red"), lang))
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
