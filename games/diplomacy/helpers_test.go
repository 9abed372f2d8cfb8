package diplomacy

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// newGame starts a game through the interface.
func newGame(t testing.TB, variantName string, opts map[string]string) games.Game {
	t.Helper()
	g, err := New().New(variantName, opts, nil)
	if err != nil {
		t.Fatalf("New(%s, %v): %v", variantName, opts, err)
	}
	return g
}

// lines numbers order text from 1, one order a line.
func lines(orders ...string) []games.Line {
	out := make([]games.Line, len(orders))
	for i, o := range orders {
		out[i] = games.Line{N: i + 1, Text: o}
	}
	return out
}

// seedFor makes a fixed seed from a number.
func seedFor(n byte) [games.SeedSize]byte {
	var s [games.SeedSize]byte
	s[0] = n
	return s
}

// play submits every power's orders as a player would, fails the test on
// any problem, and resolves the phase with a fixed seed.
func play(t testing.TB, g games.Game, orders map[string][]string) (games.Game, games.Resolution) {
	t.Helper()
	in := games.ResolveInput{Submissions: map[games.Seat]games.Submission{}}
	for seat, text := range orders {
		res := g.Submit(games.Seat(seat), lines(text...), i18n.English)
		if len(res.Problems) > 0 {
			var msgs []string
			for _, p := range res.Problems {
				msgs = append(msgs, p.Render(i18n.English))
			}
			t.Fatalf("%s %s: problems: %s", g.Phase().ID, seat, strings.Join(msgs, "; "))
		}
		in.Submissions[games.Seat(seat)] = res.Accepted
	}
	r, err := g.Resolve(in, games.NewDice(seedFor(1), g.Phase().ID))
	if err != nil {
		t.Fatalf("Resolve %s: %v", g.Phase().ID, err)
	}
	return r.Next, r
}

// unitLines returns the units block of the English view, one
// "England: F nth" line per unit.
func unitLines(t testing.TB, g games.Game) []string {
	t.Helper()
	v := g.View(games.Observer(), i18n.English)
	_, after, ok := strings.Cut(v, "\nUnits\n-----\n")
	if !ok {
		t.Fatalf("view has no units block:\n%s", v)
	}
	block, _, _ := strings.Cut(after, "\n\n")
	return strings.Split(strings.TrimSpace(block), "\n")
}

func report(t testing.TB, r games.Resolution, lang i18n.Lang) string {
	t.Helper()
	s, err := New().Report(r.Result, games.Observer(), lang)
	if err != nil {
		t.Fatalf("Report: %v", err)
	}
	return s
}

func contains(t testing.TB, what, text string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(text, w) {
			t.Errorf("%s lacks %q; it is:\n%s", what, w, text)
		}
	}
}
