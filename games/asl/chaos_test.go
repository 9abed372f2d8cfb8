package asl

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// randomLines makes lines from the order words, the side's ids and hexes
// near its units: mostly nonsense, some legal, for a game that must never
// panic whatever it is sent.
func randomLines(r *rand.Rand, g *Game, seat games.Seat) []string {
	s := g.s
	var ids, hexes []string
	for _, u := range s.Units {
		if !u.Gone {
			ids = append(ids, u.ID)
			if u.OnMap {
				hexes = append(hexes, s.sc.ID(u.Hex))
				for _, n := range s.sc.Grid().Neighbours(u.Hex) {
					if s.sc.OnMap(n) {
						hexes = append(hexes, s.sc.ID(n))
					}
				}
			}
		}
	}
	for _, w := range s.Weapons {
		ids = append(ids, w.ID)
	}
	pick := func(l []string) string { return l[r.IntN(len(l))] }
	var out []string
	n := 1 + r.IntN(8)
	for range n {
		switch r.IntN(12) {
		case 0:
			out = append(out, fmt.Sprintf("PREP %s AT %s", pick(ids), pick(hexes)))
		case 1, 2, 3:
			path := ""
			for range 1 + r.IntN(4) {
				path += " " + pick(hexes)
			}
			extra := []string{"", " DT", " AM", " SMOKE", " DC:" + pick(hexes), " RECOVER:" + pick(ids), " DROP:" + pick(ids)}[r.IntN(7)]
			out = append(out, fmt.Sprintf("MOVE %s%s%s", pick(ids), path, extra))
		case 4:
			out = append(out, fmt.Sprintf("AFIRE %s,%s AT %s", pick(ids), pick(ids), pick(hexes)))
		case 5:
			out = append(out, fmt.Sprintf("ADVANCE %s %s", pick(ids), pick(hexes)))
		case 6:
			out = append(out, fmt.Sprintf("CC %s AT %s", pick(ids), pick(ids)))
		case 7:
			out = append(out, fmt.Sprintf("FIRE %s AT ANY WITHIN %d SFF FPF", pick(hexes), 1+r.IntN(6)))
		case 8:
			out = append(out, fmt.Sprintf("ASK AT %s", pick(hexes)))
		case 9:
			out = append(out, fmt.Sprintf("ROUT %s %s", pick(ids), pick(hexes)))
		case 10:
			out = append(out, fmt.Sprintf("FIRE %s", pick(ids)))
		default:
			out = append(out, fmt.Sprintf("TRANSFER %s TO %s", pick(ids), pick(ids)))
		}
	}
	return out
}

// Random orders, most of them wrong, never make the engine panic, and
// every state saves, loads and saves again to the same bytes.
func TestChaosNeverPanics(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		r := rand.New(rand.NewPCG(seed, 7))
		g, _ := Engine{}.New("village", nil, nil)
		for step := 0; g.Over() == nil && step < 60; step++ {
			subs := map[games.Seat]games.Submission{}
			for _, req := range g.Requests() {
				var in []games.Line
				lines := randomLines(r, g.(*Game), req.Seat)
				if r.IntN(3) == 0 {
					lines = g.(*Game).ScriptedOrders(req.Seat)
				}
				for i, l := range lines {
					in = append(in, games.Line{N: i + 1, Text: l})
				}
				subs[req.Seat] = g.Submit(req.Seat, in, i18n.English).Accepted
			}
			var sd [games.SeedSize]byte
			sd[0], sd[1] = byte(seed), byte(step)
			res, err := g.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice(sd, g.Phase().ID))
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range []games.Viewer{games.SeatView("Russian"), games.MasterView()} {
				if _, err := (Engine{}).Report(res.Result, v, i18n.TraditionalChinese); err != nil {
					t.Fatal(err)
				}
				res.Next.View(v, i18n.SimplifiedChinese)
			}
			data, _ := res.Next.Save()
			back, err := Engine{}.Load(data)
			if err != nil {
				t.Fatal(err)
			}
			if again, _ := back.Save(); string(again) != string(data) {
				t.Fatal("a loaded game saves to other bytes")
			}
			g = res.Next
		}
	}
}
