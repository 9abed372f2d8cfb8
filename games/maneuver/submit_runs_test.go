package maneuver

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// What Submit accepts runs as sent when nothing the sender cannot know
// gets in the way: random Blue plans on the front position (discards,
// moves, Supply and Forced March, every kind of combat with its step-5,
// result and advance lines, restores, redoubts), from random hands,
// against a Red whose standing answers decide every question, leave no
// line "not carried out" unless the reply noted it when it was sent.
func TestAcceptedPlansRunAsSent(t *testing.T) {
	re := regexp.MustCompile(`Plan line (\d+) \(([^)]*)\) is not carried out: ([^.]*)\.`)
	for seed := uint64(0); seed < 8000; seed++ {
		r := rand.New(rand.NewPCG(seed, 9))
		pool := []string{"F36", "F44", "F01", "F55", "F46", "F47", "F49", "F52", "F54", "F21", "F16", "F15", "F42", "F43", "F02", "F19", "F51", "F03", "F41", "F50", "F53", "F37", "F45", "F48"}
		r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
		f := front(t).hand(Blue, pool[:5]...).answers(Red, "DEFEND * ALL", "WITHDRAW * NO", "GUERRILLA * NO", "CHOOSE * HIT")
		lines := randomBluePlan(r, pool)
		res := f.submit(Blue, lines...)
		if len(res.Accepted.Lines) == 0 {
			continue
		}
		noted := map[string]bool{}
		for _, n := range res.Notes {
			noted[fmt.Sprint(n.Line)] = true
		}
		out, err := f.game().Resolve(games.ResolveInput{Submissions: map[games.Seat]games.Submission{"Blue": res.Accepted}}, games.NewDice([games.SeedSize]byte{byte(seed), 2}, fmt.Sprint(seed)))
		if err != nil {
			t.Fatal(err)
		}
		rep, _ := Engine{}.Report(out.Result, games.MasterView(), i18n.English)
		for _, m := range re.FindAllStringSubmatch(strings.Join(strings.Fields(rep), " "), -1) {
			if !noted[m[1]] {
				t.Errorf("seed %d: plan %q from hand %v: line %s (%s) not carried out: %s", seed, lines, pool[:5], m[1], m[2], m[3])
			}
		}
	}
}

// randomBluePlan writes a plan of a move and up to five more lines for
// the front position, naming cards of pool, some legal, some not.
func randomBluePlan(r *rand.Rand, pool []string) []string {
	units := []string{"HUS", "GRD", "LIN", "ART", "LIG"}
	sqs := []string{"A7", "A8", "B6", "C4", "C6", "D4", "D5", "D6", "D7", "E5", "E6", "E4", "F4", "F6", "G8", "H7", "B8", "C7"}
	card := func() string { return pool[r.IntN(len(pool))] }
	u := func() string { return units[r.IntN(len(units))] }
	q := func() string { return sqs[r.IntN(len(sqs))] }
	var lines []string
	if r.IntN(2) == 0 {
		lines = append(lines, "DISCARD "+card())
	}
	lines = append(lines, "MOVE "+u()+" "+q())
	for n := 0; n < r.IntN(6); n++ {
		lines = append(lines, []func() string{
			func() string { return "SUPPLY " + card() + " " + u() + " " + q() },
			func() string { return "FORCED " + card() + " " + u() + " " + q() },
			func() string { return "ASSAULT " + u() + " D5 WITH " + card() },
			func() string { return "PLAY " + card() },
			func() string { return "LEADER " + card() + " COMBAT" },
			func() string { return "LEADER " + card() + " COMMAND " + u() },
			func() string { return "RESULT " + []string{"RETREAT", "HIT"}[r.IntN(2)] },
			func() string { return "ADVANCE " + u() },
			func() string { return "RESTORE " + u() + " WITH " + card() },
			func() string { return "REDOUBT " + card() + " " + u() },
			func() string { return "BOMBARD ART D5 WITH " + card() },
			func() string { return fmt.Sprintf("IF DEF >= %d PLAY %s", 3+r.IntN(10), card()) },
			func() string { return "AMBUSH " + card() + " D5" },
			func() string { return "VOLLEY " + u() + " D5 WITH " + card() },
			func() string { return "BATTERY " + card() + " ART D5" },
			func() string { return "SKIRMISH " + card() + " " + q() + " " + q() },
			func() string { return fmt.Sprintf("IF DEF >= %d LEADER %s COMBAT", 3+r.IntN(10), card()) },
			func() string { return "LOSS " + u() },
			func() string { return "PLAY " + card() + " ON " + u() },
		}[r.IntN(19)]())
	}
	return lines
}
