package gettysburg

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// bot is a scripted player (see ScriptedPlan) with its standing artillery
// answer for defence.
type bot struct {
	side      Side
	artillery string // standing answer for defence
}

func (b bot) plan(g *Game) []string { return g.ScriptedPlan(b.side, b.artillery) }

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
			res := g.Submit(r.Seat, toLines(bots[r.Seat].plan(g.(*Game))), i18n.English)
			if len(res.Problems) > 0 {
				t.Fatalf("%s: bot plan refused: %v", g.Phase().ID, res.Problems[0].Render(i18n.English))
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

// longGame is a seed with which the scripted players' game goes all six
// turns (with most seeds the Confederates open their road on turn 2).
var longGame = [games.SeedSize]byte{1, 8, 6, 3, 11, 7}

// chineseTypography finds what Chinese text does not write: half-width
// punctuation by a Han character, a space after a full-width colon.
var chineseTypography = regexp.MustCompile(`\p{Han}[,:;()?]|[,:;(]\p{Han}|： `)

func TestWholeGameThroughEngineInterface(t *testing.T) {
	seed := longGame
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
		rep, err := Engine{}.Report(h.res, games.SeatView("Confederate"), i18n.English)
		if err != nil {
			t.Fatal(err)
		}
		combats += strings.Count(rep, " attacks ")
		for _, seat := range []games.Seat{"Confederate", "Union"} {
			for _, lang := range []i18n.Lang{i18n.TraditionalChinese, i18n.SimplifiedChinese} {
				zh, err := Engine{}.Report(h.res, games.SeatView(seat), lang)
				if err != nil {
					t.Fatal(err)
				}
				if m := chineseTypography.FindString(zh); m != "" {
					t.Fatalf("%s: %s's %s report has %q, Western punctuation or a space by a full-width colon:\n%s", h.phase, seat, lang, m, zh)
				}
			}
		}
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
	// Fixed seed, fixed bots: the same game every time (28 resolutions
	// since cavalry_artillery=combat became the default; 21 before).
	if end.Winners[0] != "Confederate" || len(hist) != 28 || end.Reason.EN[:6] != "points" {
		t.Errorf("winner %s (%s) after %d resolutions; this seed used to give the Confederates on points after 28", end.Winners[0], end.Reason.EN, len(hist))
	}
	if asked == 0 {
		t.Errorf("no plan was ever set aside: the response path was not exercised")
	}
}

func TestReplayFromStoredSubmissionsReproducesEveryRoll(t *testing.T) {
	seed := longGame
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
