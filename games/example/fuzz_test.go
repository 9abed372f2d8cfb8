package example

import (
	"strings"
	"testing"

	"adjutant/templates/i18n"
)

// FuzzParseOrder: any line is either an order whose canonical form parses
// back to itself, or a problem in every language; never a panic. Submit,
// in every stage, gives each input line exactly one echo. The seeds are in
// testdata/fuzz/FuzzParseOrder.
func FuzzParseOrder(f *testing.F) {
	stages := []*Game{duel(30, 60), {s: &State{Max: 100, Allowance: 1, Stage: StageSecrets}}}
	asked := duel(30, 60)
	asked.s.Stage, asked.s.Log = StageAnswer, []Exchange{{Guesser: East, Guess: 50}}
	stages = append(stages, asked)
	f.Fuzz(func(t *testing.T, text string) {
		o, why := ParseOrder(text)
		if why != nil {
			if why.EN == "" || why.Hant == "" || why.Hans == "" {
				t.Fatalf("%q: a problem missing a language: %+v", text, why)
			}
		} else if again, why := ParseOrder(o.String()); why != nil || again != o {
			t.Fatalf("%q: canonical %q parses back as %+v (%v)", text, o, again, why)
		}
		ls := lines(strings.Split(text, "\n")...)
		for _, g := range stages {
			seat := g.Requests()[0].Seat
			res := g.Submit(seat, ls, i18n.English)
			if len(res.Echo) != len(ls) || len(res.Accepted.Lines)+len(res.Problems) != len(ls) {
				t.Fatalf("%s: %d lines gave %d echoes, %d accepted, %d problems", g.Phase().ID, len(ls), len(res.Echo), len(res.Accepted.Lines), len(res.Problems))
			}
		}
	})
}
