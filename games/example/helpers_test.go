package example

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

var (
	east = games.SeatView("East")
	west = games.SeatView("West")
)

// seed is the dice seed of the rule tests.
var seed = [games.SeedSize]byte{4, 2}

// duel is a game at guess 1, East to guess, with the given secrets and
// one bluff each.
func duel(eastSecret, westSecret int) *Game {
	return &Game{s: &State{Max: 100, Allowance: 1, Stage: StageGuess, Turn: East,
		Hands: [2]Hand{{Secret: eastSecret}, {Secret: westSecret}}}}
}

// lines numbers text as the judge does, from line 2 (line 1 is SIGNON).
func lines(text ...string) []games.Line {
	out := make([]games.Line, len(text))
	for i, t := range text {
		out[i] = games.Line{N: i + 2, Text: t}
	}
	return out
}

// step submits each seat's lines (failing the test on any problem) and
// resolves the phase with the dice stream labelled by the phase's id.
func step(t *testing.T, g games.Game, orders map[games.Seat][]string) (*Game, games.Resolution) {
	t.Helper()
	subs := map[games.Seat]games.Submission{}
	for seat, text := range orders {
		res := g.Submit(seat, lines(text...), i18n.English)
		if len(res.Problems) > 0 {
			t.Fatalf("%s: %s refused: %s", g.Phase().ID, seat, res.Problems[0].Render(i18n.English))
		}
		subs[seat] = res.Accepted
	}
	res, err := g.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice(seed, g.Phase().ID))
	if err != nil {
		t.Fatal(err)
	}
	return res.Next.(*Game), res
}

// report is what v reads of a resolution, in English.
func report(t *testing.T, res games.Resolution, v games.Viewer) string {
	t.Helper()
	out, err := Engine{}.Report(res.Result, v, i18n.English)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func mustContain(t *testing.T, what, text string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(text, w) {
			t.Errorf("%s lacks %q:\n%s", what, w, text)
		}
	}
}

func mustLack(t *testing.T, what, text string, nots ...string) {
	t.Helper()
	for _, w := range nots {
		if strings.Contains(text, w) {
			t.Errorf("%s shows %q:\n%s", what, w, text)
		}
	}
}
