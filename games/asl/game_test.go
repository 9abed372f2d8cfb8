package asl

import (
	"fmt"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// played is one resolution of a whole game.
type played struct {
	phase string
	asked []games.Seat
	sent  map[games.Seat][]string
	res   games.Resolution
}

// playVillage plays the sample scenario to its end with the scripted
// players through the engine's interface, the dice keyed as the judge
// keys them.
func playVillage(t *testing.T, seed byte) (games.Game, []played) {
	t.Helper()
	g, err := Engine{}.New("village", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	var hist []played
	var sd [games.SeedSize]byte
	sd[0] = seed
	for g.Over() == nil {
		if len(hist) > 200 {
			t.Fatalf("no end after %d resolutions", len(hist))
		}
		p := played{phase: g.Phase().ID, sent: map[games.Seat][]string{}}
		subs := map[games.Seat]games.Submission{}
		for _, r := range g.Requests() {
			lines := g.(*Game).ScriptedOrders(r.Seat)
			var in []games.Line
			for i, l := range lines {
				in = append(in, games.Line{N: i + 1, Text: l})
			}
			res := g.Submit(r.Seat, in, i18n.English)
			if len(res.Problems) > 0 {
				t.Fatalf("%s: %s's scripted orders refused: %s\n%s", p.phase, r.Seat, res.Problems[0].Render(i18n.English), strings.Join(lines, "\n"))
			}
			if !res.Complete {
				t.Fatalf("%s: %s's orders are not complete", p.phase, r.Seat)
			}
			p.asked = append(p.asked, r.Seat)
			p.sent[r.Seat] = lines
			subs[r.Seat] = res.Accepted
		}
		res, err := g.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice(sd, fmt.Sprintf("%d:%s", len(hist)+1, p.phase)))
		if err != nil {
			t.Fatal(err)
		}
		p.res = res
		hist = append(hist, p)
		g = res.Next
	}
	return g, hist
}

func TestVillagePlaysToItsEnd(t *testing.T) {
	g, hist := playVillage(t, 1)
	end := g.Over()
	if len(end.Winners) != 1 {
		t.Fatalf("ending %+v", end)
	}
	stops := 0
	for _, p := range hist {
		if len(p.asked) == 1 {
			stops++
		}
	}
	t.Logf("%s wins (%s) after %d resolutions, %d stops", end.Winners[0], end.Reason.EN, len(hist), stops)
}
