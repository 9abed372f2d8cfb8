package maneuver

import (
	"fmt"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// step is one resolution of a played game.
type step struct {
	id     string
	subs   map[games.Seat]games.Submission
	res    []byte
	draws  []games.Draw
	before games.Game
	after  games.Game
}

// play runs a game by two scripted players, keying each phase's dice as
// the judge does, and returns every resolution. Every plan a scripted
// player writes must be accepted whole.
func play(t testing.TB, seed [games.SeedSize]byte, variant string, opts map[string]string, players [2]Scripted) []step {
	t.Helper()
	g, err := Engine{}.New(variant, opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	var hist []step
	for seq := 1; g.Over() == nil; seq++ {
		if seq > 400 {
			t.Fatalf("no end after %d resolutions", seq)
		}
		subs := map[games.Seat]games.Submission{}
		for _, r := range g.Requests() {
			seat, _ := seatOf(r.Seat)
			lines := players[seat].Lines(g.(*Game))
			res := g.Submit(r.Seat, numbered(lines), i18n.English)
			if len(res.Problems) > 0 {
				t.Fatalf("%s: %s's plan %q refused: %s", g.Phase().ID, seat, lines, res.Problems[0].Render(i18n.English))
			}
			subs[r.Seat] = res.Accepted
		}
		id := g.Phase().ID
		res, err := g.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice(seed, fmt.Sprintf("%d:%s", seq, id)))
		if err != nil {
			t.Fatalf("%s: %v", id, err)
		}
		hist = append(hist, step{id: id, subs: subs, res: res.Result, draws: res.Draws, before: g, after: res.Next})
		g = res.Next
	}
	return hist
}

func TestWholeGameScripted(t *testing.T) {
	hist := play(t, [games.SeedSize]byte{1, 8, 0, 8}, "standard", nil, [2]Scripted{{Seat: Blue, Cautious: true}, {Seat: Red}})
	last := hist[len(hist)-1].after
	end := last.Over()
	t.Logf("%d resolutions; %s", len(hist), end.Reason.EN)
	for _, h := range hist {
		for _, v := range []games.Viewer{games.SeatView("Blue"), games.SeatView("Red"), games.MasterView(), games.Observer()} {
			if _, err := (Engine{}).Report(h.res, v, i18n.English); err != nil {
				t.Fatal(err)
			}
		}
	}
	rep, _ := Engine{}.Report(hist[len(hist)-1].res, games.EndView(), i18n.English)
	if !strings.Contains(rep, "game over") && !strings.Contains(rep, "The game is over") {
		t.Errorf("last report:\n%s", rep)
	}
}
