package asl

import (
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// BenchmarkSightOnTheSampleBoard measures one line of sight across the
// sample board (the judge traces many for fire, routs and LOS queries).
func BenchmarkSightOnTheSampleBoard(b *testing.B) {
	sc, err := LoadScenario("village")
	if err != nil {
		b.Fatal(err)
	}
	s := newState(sc)
	from, _ := sc.ParseHex("vA1")
	to, _ := sc.ParseHex("vT10")
	for b.Loop() {
		s.sight(from, to)
	}
}

// BenchmarkVillageGame plays the whole sample scenario with the scripted
// players through the engine's interface.
func BenchmarkVillageGame(b *testing.B) {
	for b.Loop() {
		g, _ := Engine{}.New("village", nil, nil)
		n := 0
		for g.Over() == nil && n < 100 {
			subs := map[games.Seat]games.Submission{}
			for _, r := range g.Requests() {
				var in []games.Line
				for i, l := range g.(*Game).ScriptedOrders(r.Seat) {
					in = append(in, games.Line{N: i + 1, Text: l})
				}
				subs[r.Seat] = g.Submit(r.Seat, in, i18n.English).Accepted
			}
			res, err := g.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice([games.SeedSize]byte{1}, g.Phase().ID))
			if err != nil {
				b.Fatal(err)
			}
			g = res.Next
			n++
		}
	}
}
