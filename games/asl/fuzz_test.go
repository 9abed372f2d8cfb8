package asl

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/asl/orders"
	"adjutant/templates/i18n"
)

// FuzzParseLine: any line of a turn plan or of standing orders is either
// an order whose canonical form parses back to itself, or a problem in
// every language; never a panic. Submit, for the attacker, the defender
// and at a stop, gives each input line exactly one echo and accepts or
// refuses it (LOS queries are echoed only). Seeds in
// testdata/fuzz/FuzzParseLine.
func FuzzParseLine(f *testing.F) {
	for _, s := range []string{"MOVE R7 DT vF3 vG3", "FIRE vJ4 AT ANY WITHIN 4 SFF FPF", "ASK AT vF3,vG3", "LOS vD5 vJ4", "移動 R7 vF3", "射擊 G4 向 任何 範圍 3"} {
		f.Add(s)
	}
	g, _ := Engine{}.New("village", nil, nil)
	turn := g.(*Game)
	stop := &Game{s: turn.s.clone()}
	a := g.Submit("Russian", []games.Line{{N: 1, Text: "MOVE R7 vF3 vG3"}}, i18n.English).Accepted
	d := g.Submit("German", []games.Line{{N: 1, Text: "ASK AT vG3"}}, i18n.English).Accepted
	if next, err := g.Resolve(games.ResolveInput{Submissions: map[games.Seat]games.Submission{"Russian": a, "German": d}}, games.NewDice([games.SeedSize]byte{}, "x")); err == nil {
		stop = next.Next.(*Game)
	}
	if stop.s.Stage != StageStop {
		f.Fatal("the fuzz target's stop did not happen")
	}
	sc := turn.s.sc
	f.Fuzz(func(t *testing.T, text string) {
		o, why := orders.ParseLine(sc, text)
		if why != nil {
			if why.EN == "" || why.Hant == "" || why.Hans == "" {
				t.Fatalf("%q: a problem missing a language: %+v", text, why)
			}
		} else {
			canon := o.Text(sc)
			again, why := orders.ParseLine(sc, canon)
			if why != nil || again.Text(sc) != canon {
				t.Fatalf("%q: canonical %q reads back as %q (%v)", text, canon, again.Text(sc), why)
			}
		}
		var ls []games.Line
		for i, l := range strings.Split(text, "\n") {
			ls = append(ls, games.Line{N: i + 1, Text: l})
		}
		for _, c := range []struct {
			g    *Game
			seat games.Seat
		}{{turn, "Russian"}, {turn, "German"}, {stop, "German"}} {
			res := c.g.Submit(c.seat, ls, i18n.English)
			queries := 0
			for _, e := range res.Echo {
				if e.Problem == nil && strings.HasPrefix(e.Understood, "LOS ") {
					queries++
				}
			}
			if len(res.Echo) != len(ls) || len(res.Accepted.Lines)+len(res.Problems)+queries != len(ls) {
				t.Fatalf("%s: %d lines gave %d echoes, %d accepted, %d problems, %d queries", c.seat, len(ls), len(res.Echo), len(res.Accepted.Lines), len(res.Problems), queries)
			}
		}
	})
}
