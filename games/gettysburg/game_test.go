package gettysburg

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"adjutant/games"
)

// bot is a scripted player that builds each plan from the position it can
// see, as a person reading the report would: every unit steps toward the
// nearest enemy, every unit next to an enemy attacks.
type bot struct {
	side      Side
	artillery string // standing answer for defence
}

func (b bot) plan(g *Game) []string {
	s := g.State()
	var out []string
	switch s.Stage {
	case StageCommand:
		if b.side == Union {
			out = append(out, "RANGE ON")
		}
	case StageMove:
		taken := map[Hex]bool{}
		for _, u := range s.dueUnits(b.side) {
			out = append(out, fmt.Sprintf("MOVE %s %s", s.sc.Units[u].Code, s.sc.Entries[s.sc.Units[u].Entry]))
			taken[s.sc.Entries[s.sc.Units[u].Entry]] = true
		}
		for _, u := range s.onMap(b.side) {
			near := func(h Hex) int {
				d := 1 << 30
				for _, e := range s.onMap(b.side.Other()) {
					d = min(d, Distance(h, s.Units[e].Hex))
				}
				return d
			}
			var path []Hex
			at := s.Units[u].Hex
			for k := 0; k < 8; k++ {
				best, bestD := Hex{}, near(at)
				for _, n := range at.neighbours() {
					if taken[n] {
						continue
					}
					if _, bad := s.checkMove(u, append(append([]Hex(nil), path...), n)); bad != nil {
						continue
					}
					if d := near(n); d < bestD {
						best, bestD = n, d
					}
				}
				if best.IsZero() {
					break
				}
				path = append(path, best)
				at = best
			}
			if len(path) > 0 {
				taken[at] = true
				out = append(out, fmt.Sprintf("%s %s", s.sc.Units[u].Code, joinHexes(path)))
			}
		}
		out = append(out, "PASS")
	case StageAttack:
		out = append(out, "ARTILLERY "+b.artillery)
		for _, u := range s.onMap(b.side) {
			for _, e := range s.onMap(b.side.Other()) {
				if s.checkAttack(u, e) == nil {
					out = append(out, fmt.Sprintf("%s ATTACK %s ART", s.sc.Units[u].Code, s.sc.Units[e].Code))
					break
				}
			}
		}
		out = append(out, "PASS")
	default:
		out = append(out, "PASS")
	}
	return out
}

func toLines(ss []string) []games.Line {
	out := make([]games.Line, len(ss))
	for i, s := range ss {
		out[i] = games.Line{N: i + 1, Text: s}
	}
	return out
}

// step is one stored resolution: what the judge keeps in its history.
type step struct {
	phase string
	subs  map[games.Seat]games.Submission
	draws []games.Draw
	saved []byte
	res   []byte
}

// playGame plays a whole game through the games.Engine interface.
func playGame(t testing.TB, seed [games.SeedSize]byte) (games.Game, []step) {
	t.Helper()
	var eng games.Engine = Engine{}
	g, err := eng.New("sample", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	bots := map[games.Seat]bot{"Union": {Union, "NONE"}, "Confederate": {Confederate, "ALL"}}
	var hist []step
	for i := 0; g.Over() == nil; i++ {
		if i > 400 {
			t.Fatalf("game did not end after %d resolutions", i)
		}
		subs := map[games.Seat]games.Submission{}
		for _, r := range g.Requests() {
			res := g.Submit(r.Seat, toLines(bots[r.Seat].plan(g.(*Game))), games.English)
			if len(res.Problems) > 0 {
				t.Fatalf("%s: bot plan refused: %v", g.Phase().ID, res.Problems[0].Render(games.English))
			}
			subs[r.Seat] = res.Accepted
		}
		id := g.Phase().ID
		res, err := g.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice(seed, id))
		if err != nil {
			t.Fatal(err)
		}
		saved, err := res.Next.Save()
		if err != nil {
			t.Fatal(err)
		}
		// The judge stores and reloads the game between phases.
		if g, err = eng.Load(saved); err != nil {
			t.Fatal(err)
		}
		hist = append(hist, step{phase: id, subs: subs, draws: res.Draws, saved: saved, res: res.Result})
	}
	return g, hist
}

func TestWholeGameThroughEngineInterface(t *testing.T) {
	seed := [games.SeedSize]byte{1, 8, 6, 3}
	g, hist := playGame(t, seed)
	end := g.Over()
	if len(end.Winners) != 1 {
		t.Fatalf("ending %+v: want one winner", end)
	}
	rolls, asked, combats := 0, 0, 0
	for _, h := range hist {
		rolls += len(h.draws)
		if len(h.subs) == 1 {
			asked++
		}
		rep, err := Engine{}.Report(h.res, "Confederate", games.English)
		if err != nil {
			t.Fatal(err)
		}
		combats += strings.Count(rep, " attacks ")
		for _, d := range h.draws {
			if !strings.Contains(rep, fmt.Sprintf("#%d ", d.N)) {
				t.Fatalf("%s: roll #%d (%s) not shown in the report", h.phase, d.N, d.Purpose)
			}
		}
	}
	if rolls == 0 || combats == 0 {
		t.Fatalf("a whole game with %d rolls and %d attacks: the bots did not fight", rolls, combats)
	}
	t.Logf("winner %s (%s) after %d resolutions, %d rolls, %d attacks, %d single-seat answers",
		end.Winners[0], end.Reason.EN, len(hist), rolls, combats, asked)
	// Fixed seed, fixed bots: the same game every time.
	if end.Winners[0] != "Union" || len(hist) != 28 {
		t.Errorf("seed 1863: winner %s after %d resolutions; this seed used to give the Union after 28", end.Winners[0], len(hist))
	}
	if asked == 0 {
		t.Errorf("no plan was ever set aside: the response path was not exercised")
	}
}

func TestReplayFromStoredSubmissionsReproducesEveryRoll(t *testing.T) {
	seed := [games.SeedSize]byte{1, 8, 6, 3}
	_, hist := playGame(t, seed)
	g, err := Engine{}.New("sample", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range hist {
		if g.Phase().ID != h.phase {
			t.Fatalf("replay at %s, history at %s", g.Phase().ID, h.phase)
		}
		res, err := g.Resolve(games.ResolveInput{Submissions: h.subs}, games.NewDice(seed, h.phase))
		if err != nil {
			t.Fatal(err)
		}
		if fmt.Sprint(res.Draws) != fmt.Sprint(h.draws) {
			t.Fatalf("%s: replayed rolls %v, stored %v", h.phase, res.Draws, h.draws)
		}
		saved, _ := res.Next.Save()
		if !bytes.Equal(saved, h.saved) {
			t.Fatalf("%s: replayed position differs", h.phase)
		}
		g = res.Next
	}
	if g.Over() == nil {
		t.Fatal("replayed game did not end")
	}
}
