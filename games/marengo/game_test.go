package marengo

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// wholeGame plays a game through the engine with two scripted players and
// calls check after every resolution with the result and the game before.
func wholeGame(t testing.TB, seed byte, check func(before *Game, subs map[games.Seat]games.Submission, result []byte, after *Game)) (*Game, map[string]int) {
	t.Helper()
	players := map[games.Seat]Scripted{"Austria": {Side: Austria, Cautious: true}, "France": {Side: France}}
	g0, err := Engine{}.New("sample", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	g := g0.(*Game)
	stats := map[string]int{}
	for n := 1; g.Over() == nil; n++ {
		if n > 400 {
			t.Fatalf("no end after %d resolutions", n)
		}
		subs := map[games.Seat]games.Submission{}
		for _, r := range g.Requests() {
			lines := players[r.Seat].Lines(g)
			res := g.Submit(r.Seat, numbered(lines), i18n.English)
			if len(res.Problems) > 0 {
				t.Fatalf("%s: %s's lines %q refused: %s", g.Phase().ID, r.Seat, lines, res.Problems[0].Render(i18n.English))
			}
			subs[r.Seat] = res.Accepted
		}
		if g.Phase().Class == plan.ClassStop {
			stats["questions"]++
			stats["q:"+g.s.Question.Kind]++
		}
		res, err := g.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice([games.SeedSize]byte{seed}, fmt.Sprintf("%d:%s", n, g.Phase().ID)))
		if err != nil {
			t.Fatalf("%s: %v", g.Phase().ID, err)
		}
		next := res.Next.(*Game)
		if check != nil {
			check(g, subs, res.Result, next)
		}
		rep := string(res.Result)
		for _, k := range []string{"Result on", "assault from", "bombards", "retreats from", "pursues", "cannot run", "continues to", "counter-fires", "crosses the pontoon", "is demoralised"} {
			stats[k] += strings.Count(rep, k)
		}
		stats["resolutions"]++
		g = next
	}
	return g, stats
}

// Two scripted players play whole games to a result; every kind of
// event happens; nothing a seat reads names an enemy block's id, and
// nothing an observer reads names any.
func TestWholeGame(t *testing.T) {
	anyID := regexp.MustCompile(`\b[AF]\d\d\b`)
	// Chinese text takes full-width punctuation next to Han characters.
	halfWidth := regexp.MustCompile(`\p{Han}[,:;()?]|[,:;(]\p{Han}`)
	enemyID := map[games.Seat]*regexp.Regexp{"Austria": regexp.MustCompile(`\bF\d\d\b`), "France": regexp.MustCompile(`\bA\d\d\b`)}
	for seed := byte(1); seed <= 3; seed++ {
		g, stats := wholeGame(t, seed, func(before *Game, _ map[games.Seat]games.Submission, result []byte, after *Game) {
			if after.Over() != nil {
				return
			}
			for seat, re := range enemyID {
				for _, lang := range i18n.Langs() {
					rep, err := Engine{}.Report(result, games.SeatView(seat), lang)
					if err != nil {
						t.Fatal(err)
					}
					if strings.Contains(rep, "%!") {
						t.Fatalf("%s: a text lacks an argument:\n%s", before.Phase().ID, rep)
					}
					if lang != i18n.English && strings.Contains(rep, "： ") {
						t.Fatalf("%s: a Chinese report has a space after a full-width colon:\n%s", before.Phase().ID, rep)
					}
					if m := halfWidth.FindString(rep); lang != i18n.English && m != "" {
						t.Fatalf("%s: a Chinese report has half-width punctuation by a Han character (%q):\n%s", before.Phase().ID, m, rep)
					}
					if id := re.FindString(rep); id != "" {
						t.Fatalf("%s: %s's report names the enemy block %s:\n%s", before.Phase().ID, seat, id, rep)
					}
					for _, r := range after.Requests() {
						if p := r.For(games.SeatView(seat)); re.MatchString(p.Ask.In(lang)) || re.MatchString(p.Default.In(lang)) {
							t.Fatalf("%s's prompt names an enemy block: %+v", seat, p)
						}
						if p := r.For(games.SeatView(seat)); lang != i18n.English && halfWidth.MatchString(p.Ask.In(lang)+p.Default.In(lang)) {
							t.Fatalf("%s's Chinese prompt has half-width punctuation: %q", seat, p.Ask.In(lang))
						}
					}
				}
				obs, _ := Engine{}.Report(result, games.Observer(), i18n.English)
				if id := anyID.FindString(obs + after.View(games.Observer(), i18n.English)); id != "" {
					t.Fatalf("%s: an observer reads the id %s", before.Phase().ID, id)
				}
				for i, line := range strings.Split(after.View(games.SeatView(seat), i18n.TraditionalChinese), "\n") {
					if i18n.Width(line) > 78 {
						t.Fatalf("view line %d is %d wide: %q", i, i18n.Width(line), line)
					}
				}
			}
		})
		end := g.Over()
		t.Logf("seed %d: %s wins (%s); %v", seed, end.Winners[0], end.Reason.EN, stats)
	}
}
