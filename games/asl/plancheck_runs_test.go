package asl

import (
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"adjutant/games"
)

// What Submit accepts runs as sent when nothing the sender cannot know
// gets in the way: random Russian plans (moves with double time, assault
// movement and action steps, prep and advancing fire, advances,
// transfers, close combat), against a German side that does not fire,
// leave no line stopped, skipped or replaced in the report ("Line N …")
// unless the reply noted it when the plan was sent.
func TestAcceptedPlansRunAsSentAgainstAQuietDefender(t *testing.T) {
	lineRe := regexp.MustCompile(`Line (\d+)`)
	for seed := uint64(0); seed < 250; seed++ {
		g, _ := Engine{}.New("village", nil, nil)
		lines := randomRussianPlan(g.(*Game).s, rand.New(rand.NewPCG(seed, 3)))
		res := submitLines(g, "Russian", lines...)
		if len(res.Accepted.Lines) == 0 {
			continue
		}
		noted := map[string]bool{}
		for _, n := range res.Notes {
			noted["Line "+strconv.Itoa(n.Line)] = true
		}
		_, out := resolve(t, g, byte(seed), res.Accepted, submit(t, g, "German", "NOFIRE"))
		rep := strings.Join(strings.Fields(reportFor(t, out, games.SeatView("Russian"))), " ")
		for _, at := range lineRe.FindAllStringIndex(rep, -1) {
			if m := rep[at[0]:at[1]]; !noted[m] {
				t.Errorf("seed %d: plan %q, accepted %v: %s", seed, lines, res.Accepted.Lines, rep[at[0]:min(len(rep), at[1]+120)])
			}
		}
	}
}

// randomRussianPlan writes two to seven plan lines for the sample's
// Russians, some legal, some not.
func randomRussianPlan(s *State, r *rand.Rand) []string {
	var mine []*Unit
	var targets []string
	for i := range s.Units {
		u := &s.Units[i]
		switch {
		case u.Side == 0 && u.OnMap:
			mine = append(mine, u)
		case u.Side == 1 && u.OnMap:
			targets = append(targets, s.sc.ID(u.Hex))
		}
	}
	next := func(h Hex) Hex { nb := s.sc.Grid().Neighbours(h); return nb[r.IntN(len(nb))] }
	var lines []string
	for n := 0; n < 2+r.IntN(6); n++ {
		u := mine[r.IntN(len(mine))]
		switch r.IntN(11) {
		case 0, 1:
			at, path := u.Hex, []string{}
			for k := 0; k < 1+r.IntN(4); k++ {
				at = next(at)
				path = append(path, s.sc.ID(at))
			}
			dt := []string{"", "", "DT "}[r.IntN(3)]
			lines = append(lines, "MOVE "+u.ID+" "+dt+strings.Join(path, " "))
		case 2:
			lines = append(lines, "PREP "+u.ID+" AT "+targets[r.IntN(len(targets))])
		case 3:
			lines = append(lines, "AFIRE "+u.ID+" AT "+targets[r.IntN(len(targets))])
		case 4:
			lines = append(lines, "ADVANCE "+u.ID+" "+s.sc.ID(next(u.Hex)))
		case 5:
			lines = append(lines, "MOVE "+u.ID+","+mine[r.IntN(len(mine))].ID+" "+s.sc.ID(next(u.Hex)))
		case 6:
			steps := []string{"SMOKE", "SMOKE:" + s.sc.ID(next(u.Hex)), "DC:" + s.sc.ID(next(u.Hex)), "DROP:R20", "RECOVER:R21"}
			lines = append(lines, "MOVE "+u.ID+" "+s.sc.ID(next(u.Hex))+" "+steps[r.IntN(len(steps))])
		case 7:
			lines = append(lines, "MOVE "+u.ID+" AM "+s.sc.ID(next(u.Hex)))
		case 8:
			lines = append(lines, "TRANSFER "+[]string{"R20", "R21", "R22"}[r.IntN(3)]+" TO "+u.ID)
		case 9:
			lines = append(lines, "CC "+u.ID)
		case 10:
			lines = append(lines, "PREP "+u.ID+","+mine[r.IntN(len(mine))].ID+" AT "+targets[r.IntN(len(targets))])
		}
	}
	return lines
}
