package maneuver

import (
	"fmt"
	"slices"
	"strings"
)

// Scripted is a simple player for tests and demonstrations: it reads only
// what its seat may see (the field, its own hand and answers) and writes
// the lines a player would mail for whatever it is asked now. Cautious
// sets every standing answer at once; a player that is not cautious leaves
// the defence and retreat answers open and is asked by the judge.
type Scripted struct {
	Seat     Seat
	Cautious bool
}

// Lines returns the mail for the seat's current request, or nil when it
// is not asked.
func (p Scripted) Lines(g *Game) []string {
	s := g.s
	if q := s.Question; q != nil {
		if q.Seat != p.Seat.seat() {
			return nil
		}
		return p.answer(s, q.Kind, q.Subject)
	}
	asked := false
	for _, r := range g.Requests() {
		asked = asked || r.Seat == p.Seat.seat()
	}
	if !asked {
		return nil
	}
	if s.Stage != StageTurn {
		return p.setup(s)
	}
	return p.turn(s)
}

func (p Scripted) setup(s *State) []string {
	switch s.Stage {
	case StageTiles:
		return []string{"TILES 1 6 2/180 5", "NATION FRANCE"}
	case StageNations:
		return []string{"NATIONS FRANCE BRITAIN", "EDGE SOUTH"}
	case StageNation:
		return []string{"NATION " + s.Offered[0]}
	case StageEdge:
		return []string{"EDGE SOUTH"}
	case StageHands:
		var ids []string
		for _, c := range s.nations[p.Seat].Cards[:HandSize] {
			ids = append(ids, c.ID)
		}
		return []string{"HAND " + strings.Join(ids, " ")}
	case StageDeploy:
		// Infantry in the front row, cavalry behind, from the centre out.
		n := s.nations[p.Seat]
		edge := s.Sides[p.Seat].Edge
		zone := s.field.deployZone(edge)
		var front, back []Square
		for _, sq := range zone {
			if edge.Depth(sq) == 1 {
				front = append(front, sq)
			} else {
				back = append(back, sq)
			}
		}
		centre := func(sqs []Square) {
			slices.SortStableFunc(sqs, func(a, b Square) int { return centreDist(a) - centreDist(b) })
		}
		centre(front)
		centre(back)
		var line []string
		for i, u := range n.Units {
			var sq Square
			switch {
			case !u.Cavalry && len(front) > 0:
				sq, front = front[0], front[1:]
			case len(back) > 0:
				sq, back = back[0], back[1:]
			default:
				sq, front = front[0], front[1:]
			}
			line = append(line, n.Units[i].Code, sq.String())
		}
		return []string{"DEPLOY " + strings.Join(line, " ")}
	}
	return nil
}

func centreDist(s Square) int { return abs(2*s.Col-7) + abs(2*s.Row-7) }

// answer replies to a question: a standing answer for that unit or kind.
func (p Scripted) answer(s *State, kind, subject string) []string {
	switch kind {
	case askDefend:
		return []string{fmt.Sprintf("DEFEND %s ALL LEADER BEST", subject)}
	case askWithdraw:
		return []string{fmt.Sprintf("WITHDRAW %s NO", subject)}
	case askGuerrilla:
		return []string{fmt.Sprintf("GUERRILLA %s YES", strings.ToUpper(subject))}
	case askChoose:
		return []string{fmt.Sprintf("CHOOSE %s RETREAT", subject)}
	case askSide:
		return []string{fmt.Sprintf("SIDE %s %s", subject, strings.ToUpper(s.Sides[p.Seat].Edge.Sides()[1].Name))}
	case askPlan:
		sim := s.clone()
		return p.rest(sim)
	}
	return nil
}

// book is the standing answers a player sends with each plan.
func (p Scripted) book() []string {
	out := []string{"WITHDRAW * NO", "GUERRILLA * YES"}
	if p.Cautious {
		out = append(out, "DEFEND * ALL LEADER BEST", "CHOOSE * HIT", "SIDE * WEST")
	}
	return out
}

// turn plans a player turn from the hand as it stands before the draw:
// find an attack (moving into reach if need be), keep its cards, discard
// the rest of the command cards it will not use, restore and dig in.
func (p Scripted) turn(s *State) []string {
	sim := s.clone()
	sim.T = &TurnState{Phase: phMove}
	lines := p.plan(sim)
	// Discard what the plan does not use and cannot help in defence.
	used := map[string]bool{}
	for _, l := range lines {
		for _, w := range strings.Fields(l) {
			used[w] = true
		}
	}
	var discard []string
	for _, id := range s.Sides[p.Seat].Hand {
		c, _ := s.card(p.Seat, id)
		if !used[id] && c.Kind != KindLeader && c.Kind != KindGuerrilla && c.Kind != KindWithdraw {
			discard = append(discard, id)
		}
	}
	out := []string{}
	if len(discard) > 0 {
		out = append(out, "DISCARD "+strings.Join(discard, " "))
	}
	return append(append(out, lines...), p.book()...)
}

// rest plans the remainder of a turn after an ASK.
func (p Scripted) rest(sim *State) []string {
	return append(p.plan(sim), p.book()...)
}

// plan writes the move, the combat, the restore and the redoubt.
func (p Scripted) plan(sim *State) []string {
	me, opp := p.Seat, p.Seat.Other()
	n := sim.nations[me]
	hand := sim.Sides[me].Hand
	has := func(kind string) string {
		for _, id := range hand {
			if c, _ := sim.card(me, id); c.Kind == kind {
				return id
			}
		}
		return ""
	}
	enemyNext := func(at Square) (Square, bool) {
		for _, nb := range at.Neighbours() {
			if who, _, ok := sim.unitAt(nb); ok && who == opp {
				return nb, true
			}
		}
		return NoSquare, false
	}
	var lines []string
	moved := -1
	move := func(i int, path []Square) {
		from := sim.unit(me, i).Sq
		var sqs []string
		for _, sq := range path {
			sqs = append(sqs, sq.String())
		}
		lines = append(lines, fmt.Sprintf("MOVE %s %s", n.Units[i].Code, strings.Join(sqs, " ")))
		sim.relocate(me, i, path[len(path)-1])
		sim.T.Moved, sim.T.From = append(sim.T.Moved, i), append(sim.T.From, from)
		moved = i
	}
	// An assault from where a unit stands, else after one move of it.
	combat := ""
	for pass := 0; pass < 2 && combat == ""; pass++ {
		for i, u := range sim.Sides[me].Units {
			if !u.On() || combat != "" {
				continue
			}
			for _, id := range hand {
				c, _ := sim.card(me, id)
				if c.Kind != KindUnit || c.Unit != i {
					continue
				}
				try := func() string {
					at := sim.unit(me, i).Sq
					if !c.Attack.Zero() && !sim.field.At(at).NoAssaultFrom {
						if t, ok := enemyNext(at); ok {
							return fmt.Sprintf("ASSAULT %s %s WITH %s", n.Units[i].Code, t, id)
						}
					}
					if !c.Volley.Zero() {
						if t, ok := enemyNext(at); ok {
							return fmt.Sprintf("VOLLEY %s %s WITH %s", n.Units[i].Code, t, id)
						}
					}
					if !c.Bombard.Zero() {
						for _, e := range sim.Sides[opp].Units {
							if e.On() && sim.fireProblem(at, e.Sq, c.Range) == nil {
								return fmt.Sprintf("BOMBARD %s %s WITH %s", n.Units[i].Code, e.Sq, id)
							}
						}
					}
					return ""
				}
				if pass == 0 {
					combat = try()
				} else {
					for _, nb := range u.Sq.Neighbours() {
						if sim.moveProblem(me, i, []Square{nb}) != nil {
							continue
						}
						from := u.Sq
						sim.relocate(me, i, nb)
						if combat = try(); combat != "" {
							sim.relocate(me, i, from)
							move(i, []Square{nb})
							break
						}
						sim.relocate(me, i, from)
					}
				}
				if combat != "" {
					break
				}
			}
		}
	}
	if combat == "" {
		if amb := has(KindAmbush); amb != "" {
			for _, u := range sim.Sides[opp].Units {
				if u.On() {
					combat = fmt.Sprintf("AMBUSH %s %s", amb, u.Sq)
					break
				}
			}
		}
	}
	if moved < 0 {
		// March toward the enemy: the move that most shortens some unit's
		// distance to the nearest enemy, without spoiling the combat.
		bestGain, bi := 0, -1
		var bp []Square
		for i, u := range sim.Sides[me].Units {
			if !u.On() {
				continue
			}
			near := func(at Square) int {
				d := 99
				for _, e := range sim.Sides[opp].Units {
					if e.On() {
						d = min(d, Dist(at, e.Sq))
					}
				}
				return d
			}
			for _, nb := range u.Sq.Neighbours() {
				paths := [][]Square{{nb}}
				for _, nb2 := range nb.Neighbours() {
					paths = append(paths, []Square{nb, nb2})
				}
				for _, path := range paths {
					if sim.moveProblem(me, i, path) != nil {
						continue
					}
					gain := near(u.Sq) - near(path[len(path)-1])
					from := u.Sq
					sim.relocate(me, i, path[len(path)-1])
					spoils := false
					if combat != "" {
						st, err := sim.parseStep(me, verbs[tokens(combat)[0]], tokens(combat)[1:], true)
						spoils = err != nil || sim.checkDeclare(me, st) != nil
					}
					sim.relocate(me, i, from)
					if !spoils && (bi < 0 || gain > bestGain) {
						bestGain, bi, bp = gain, i, path
					}
				}
			}
		}
		if bi >= 0 {
			move(bi, bp)
		}
	}
	if combat != "" {
		lines = append(lines, combat)
		if strings.HasPrefix(combat, "ASSAULT") || strings.HasPrefix(combat, "AMBUSH") {
			if l := has(KindLeader); l != "" {
				lines = append(lines, "LEADER "+l+" COMBAT")
			}
			if ca := has(KindCommitted); ca != "" && strings.HasPrefix(combat, "ASSAULT") {
				lines = append(lines, "IF DEF >= 9 PLAY "+ca)
			}
			if sk := has(KindSkirmish); sk != "" && strings.HasPrefix(combat, "ASSAULT") {
				lines = append(lines, "IF DEF >= 20 SKIRMISH "+sk)
			}
			if sp := has(KindSappers); sp != "" {
				lines = append(lines, "PLAY "+sp)
			}
			lines = append(lines, "RESULT RETREAT")
		}
	}
	usedCard := func(id string) bool {
		return slices.ContainsFunc(lines, func(l string) bool { return slices.Contains(strings.Fields(l), id) })
	}
	// Restore a damaged unit with whatever fits, then dig in.
	for i, u := range sim.Sides[me].Units {
		if !u.On() || !u.Damaged {
			continue
		}
		card := ""
		for _, id := range hand {
			c, _ := sim.card(me, id)
			fits := c.Kind == KindRegroup || c.Kind == KindSupply || (c.Kind == KindUnit && c.Unit == i) || (c.Kind == KindLeader && !c.Rally.Zero())
			if fits && !usedCard(id) {
				card = id
				break
			}
		}
		if card != "" {
			lines = append(lines, fmt.Sprintf("RESTORE %s WITH %s", n.Units[i].Code, card))
			break
		}
	}
	if r := has(KindRedoubt); r != "" {
		for i, u := range sim.Sides[me].Units {
			if u.On() && !sim.hasRedoubt(u.Sq) {
				lines = append(lines, fmt.Sprintf("REDOUBT %s %s", r, n.Units[i].Code))
				break
			}
		}
	}
	if len(lines) == 0 {
		return []string{"ASK"}
	}
	return lines
}
