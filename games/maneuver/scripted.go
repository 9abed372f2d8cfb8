package maneuver

import (
	"fmt"
	"slices"
	"strings"

	"adjutant/games"
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
	if !slices.ContainsFunc(g.Requests(), func(r games.Request) bool { return r.Seat == p.Seat.Seat() }) {
		return nil
	}
	s := g.s
	switch {
	case s.Question != nil:
		return p.answer(s, s.Question.Kind, s.Question.Subject)
	case s.Stage != StageTurn:
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

// book is the standing answers a player sends with each plan; only those
// its nation's cards can be asked (the judge refuses the others).
func (p Scripted) book(s *State) []string {
	out := []string{"WITHDRAW * NO"}
	if s.nations[p.Seat].HasKind(KindGuerrilla) {
		out = append(out, "GUERRILLA * YES")
	}
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
	return append(append(out, lines...), p.book(s)...)
}

// rest plans the remainder of a turn after an ASK.
func (p Scripted) rest(sim *State) []string {
	return append(p.plan(sim), p.book(sim)...)
}

// plan writes the move, the combat, the restore and the redoubt.
func (p Scripted) plan(sim *State) []string {
	t := &scriptedTurn{sim: sim, me: p.Seat, opp: p.Seat.Other(), moved: -1, redoubts: slices.Clone(sim.Redoubts)}
	t.n, t.hand = sim.nations[t.me], sim.Sides[t.me].Hand
	combat := t.findCombat()
	if combat == "" {
		combat = t.ambush()
	}
	if t.moved < 0 {
		t.march(combat)
	}
	t.combatLines(combat)
	t.restore()
	t.redoubt()
	if len(t.lines) == 0 {
		return []string{"ASK"}
	}
	return t.lines
}

// scriptedTurn is a turn the scripted player is planning: the seat's
// view of the game, played forward as lines are written (sim), the
// lines so far, and which unit has moved (-1: none yet).
type scriptedTurn struct {
	sim     *State
	me, opp Seat
	n       *Nation
	hand    []string
	lines   []string
	moved   int
	// redoubts as the turn found them: the trial steps of the planning
	// take units out of their squares and back, which clears them in sim.
	redoubts []Square
}

// has is a card of kind in the hand, "" if none.
func (t *scriptedTurn) has(kind string) string {
	for _, id := range t.hand {
		if c, _ := t.sim.card(t.me, id); c.Kind == kind {
			return id
		}
	}
	return ""
}

// enemyNext is an enemy unit next to at.
func (t *scriptedTurn) enemyNext(at Square) (Square, bool) {
	for _, nb := range at.Neighbours() {
		if who, _, ok := t.sim.unitAt(nb); ok && who == t.opp {
			return nb, true
		}
	}
	return NoSquare, false
}

// move writes the turn's one move and makes it.
func (t *scriptedTurn) move(i int, path []Square) {
	from := t.sim.unit(t.me, i).Sq
	var sqs []string
	for _, sq := range path {
		sqs = append(sqs, sq.String())
	}
	t.lines = append(t.lines, fmt.Sprintf("MOVE %s %s", t.n.Units[i].Code, strings.Join(sqs, " ")))
	t.sim.relocate(t.me, i, path[len(path)-1])
	t.sim.T.Moved, t.sim.T.From = append(t.sim.T.Moved, i), append(t.sim.T.From, from)
	t.moved = i
}

// findCombat looks for an attack by a unit with one of its own cards: from
// where a unit stands, else after one step of it (which it then moves).
func (t *scriptedTurn) findCombat() string {
	for pass := 0; pass < 2; pass++ {
		for i, u := range t.sim.Sides[t.me].Units {
			if !u.On() {
				continue
			}
			for _, id := range t.hand {
				c, _ := t.sim.card(t.me, id)
				if c.Kind != KindUnit || c.Unit != i {
					continue
				}
				combat := ""
				if pass == 0 {
					combat = t.combatFrom(i, c, id)
				} else {
					combat = t.combatAfterStep(i, u.Sq, c, id)
				}
				if combat != "" {
					return combat
				}
			}
		}
	}
	return ""
}

// combatFrom is the attack unit i can make with its card c (id) where it
// stands: an assault or a volley on a neighbour, else a bombardment.
func (t *scriptedTurn) combatFrom(i int, c *Card, id string) string {
	at := t.sim.unit(t.me, i).Sq
	code := t.n.Units[i].Code
	if !c.Attack.Zero() && !t.sim.field.At(at).NoAssaultFrom {
		if sq, ok := t.enemyNext(at); ok {
			return fmt.Sprintf("ASSAULT %s %s WITH %s", code, sq, id)
		}
	}
	if !c.Volley.Zero() {
		if sq, ok := t.enemyNext(at); ok {
			return fmt.Sprintf("VOLLEY %s %s WITH %s", code, sq, id)
		}
	}
	if !c.Bombard.Zero() {
		for _, e := range t.sim.Sides[t.opp].Units {
			if e.On() && t.sim.fireProblem(at, e.Sq, c.Range) == nil {
				return fmt.Sprintf("BOMBARD %s %s WITH %s", code, e.Sq, id)
			}
		}
	}
	return ""
}

// combatAfterStep tries each step unit i (at from) may take, and moves it
// where the first attack can be made from.
func (t *scriptedTurn) combatAfterStep(i int, from Square, c *Card, id string) string {
	for _, nb := range from.Neighbours() {
		if t.sim.moveProblem(t.me, i, []Square{nb}) != nil {
			continue
		}
		t.sim.relocate(t.me, i, nb)
		combat := t.combatFrom(i, c, id)
		t.sim.relocate(t.me, i, from)
		if combat != "" {
			t.move(i, []Square{nb})
			return combat
		}
	}
	return ""
}

// ambush springs an ambush card on the first enemy unit on the field.
func (t *scriptedTurn) ambush() string {
	amb := t.has(KindAmbush)
	if amb == "" {
		return ""
	}
	for _, u := range t.sim.Sides[t.opp].Units {
		if u.On() {
			return fmt.Sprintf("AMBUSH %s %s", amb, u.Sq)
		}
	}
	return ""
}

// nearestEnemy is the distance from at to the nearest enemy unit.
func (t *scriptedTurn) nearestEnemy(at Square) int {
	d := 99
	for _, e := range t.sim.Sides[t.opp].Units {
		if e.On() {
			d = min(d, Dist(at, e.Sq))
		}
	}
	return d
}

// march moves toward the enemy: the move of one or two squares that most
// shortens some unit's distance to the nearest enemy, without spoiling
// the combat planned.
func (t *scriptedTurn) march(combat string) {
	bestGain, bi := 0, -1
	var bp []Square
	for i, u := range t.sim.Sides[t.me].Units {
		if !u.On() {
			continue
		}
		for _, nb := range u.Sq.Neighbours() {
			paths := [][]Square{{nb}}
			for _, nb2 := range nb.Neighbours() {
				paths = append(paths, []Square{nb, nb2})
			}
			for _, path := range paths {
				if t.sim.moveProblem(t.me, i, path) != nil {
					continue
				}
				gain := t.nearestEnemy(u.Sq) - t.nearestEnemy(path[len(path)-1])
				if !t.spoils(i, u.Sq, path[len(path)-1], combat) && (bi < 0 || gain > bestGain) {
					bestGain, bi, bp = gain, i, path
				}
			}
		}
	}
	if bi >= 0 {
		t.move(bi, bp)
	}
}

// spoils reports whether moving unit i from from to to would make the
// combat line no longer a legal declaration. The trial move is made even
// with no combat planned: like a real one, it drops the redoubts of the
// squares it leaves, which the redoubt step then sees.
func (t *scriptedTurn) spoils(i int, from, to Square, combat string) bool {
	t.sim.relocate(t.me, i, to)
	defer t.sim.relocate(t.me, i, from)
	if combat == "" {
		return false
	}
	st, err := t.sim.parseStep(t.me, verbs[tokens(combat)[0]], tokens(combat)[1:], true)
	return err != nil || t.sim.checkDeclare(t.me, st) != nil
}

// combatLines writes the combat and, for an assault or ambush, the cards
// and answers that back it: leader, committed attack, skirmish, sappers.
func (t *scriptedTurn) combatLines(combat string) {
	if combat == "" {
		return
	}
	t.lines = append(t.lines, combat)
	assault := strings.HasPrefix(combat, "ASSAULT")
	if !assault && !strings.HasPrefix(combat, "AMBUSH") {
		return
	}
	if l := t.has(KindLeader); l != "" {
		t.lines = append(t.lines, "LEADER "+l+" COMBAT")
	}
	if ca := t.has(KindCommitted); ca != "" && assault {
		t.lines = append(t.lines, "IF DEF >= 9 PLAY "+ca)
	}
	if sk := t.has(KindSkirmish); sk != "" && assault {
		t.lines = append(t.lines, "IF DEF >= 20 SKIRMISH "+sk)
	}
	if sp := t.has(KindSappers); sp != "" {
		t.lines = append(t.lines, "PLAY "+sp)
	}
	t.lines = append(t.lines, "RESULT RETREAT")
}

// usedCard reports whether a line so far plays card id.
func (t *scriptedTurn) usedCard(id string) bool {
	return slices.ContainsFunc(t.lines, func(l string) bool { return slices.Contains(strings.Fields(l), id) })
}

// restore restores the first damaged unit a spare card fits.
func (t *scriptedTurn) restore() {
	for i, u := range t.sim.Sides[t.me].Units {
		if !u.On() || !u.Damaged {
			continue
		}
		for _, id := range t.hand {
			c, _ := t.sim.card(t.me, id)
			fits := c.Kind == KindRegroup || c.Kind == KindSupply || (c.Kind == KindUnit && c.Unit == i) || (c.Kind == KindLeader && !c.Rally.Zero())
			if fits && !t.usedCard(id) {
				t.lines = append(t.lines, fmt.Sprintf("RESTORE %s WITH %s", t.n.Units[i].Code, id))
				return
			}
		}
	}
}

// redoubt digs in the first unit not already behind a redoubt.
func (t *scriptedTurn) redoubt() {
	r := t.has(KindRedoubt)
	if r == "" {
		return
	}
	for i, u := range t.sim.Sides[t.me].Units {
		if u.On() && !t.sim.hasRedoubt(u.Sq) && !slices.Contains(t.redoubts, u.Sq) {
			t.lines = append(t.lines, fmt.Sprintf("REDOUBT %s %s", r, t.n.Units[i].Code))
			return
		}
	}
}
