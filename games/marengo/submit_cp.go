package marengo

import (
	"slices"

	"adjutant/games/kit/checked"
	"adjutant/games/kit/plan"
)

// Command points past the first contact. The play-through stops where
// the plan meets the enemy, but a turn's three command points hold
// whatever happens there: a line that cannot run sets the rest of the
// plan aside (the owner is asked again), so a line runs only after every
// line before it ran, and each of those spent at least its least cost
// (an attack one point, a pontoon crossing one, an entry one unless by a
// main road, a move into another area's reserve or onto an approach
// one). A line needing more than the points those lines can have left
// can never run as sent: it is refused now, and nothing of the enemy's
// is told by it, since it is counted from the sender's own lines alone.

// dryStop is where a dry run met what the sender cannot know.
type dryStop struct {
	left    int              // command points left at most from there
	rest    plan.Queue[Step] // the lines not yet begun
	touched map[string]bool  // blocks the line under way names
	board   *Board           // the position when it stopped
}

// dryEnd ends a dry run at the edge of what the sender knows, noting
// what the command-point count past it needs. done is the contact line
// that has just run (its cost spent), or nil: then a line under way, if
// any, is counted at its least cost.
func (r *run) dryEnd(done *plan.Step[Step]) {
	d := r.dry
	if d != nil && d.live && d.end == nil {
		e := &dryStop{left: r.b.T.CP, rest: slices.Clone(r.queue), touched: map[string]bool{}, board: r.b}
		switch {
		case done != nil:
			for _, id := range done.Act.IDs {
				e.touched[id] = true
			}
		case d.underway:
			e.left = d.cpBefore - leastCost(r.sc, r.b, d.cur, nil)
			for _, id := range d.cur.IDs {
				e.touched[id] = true
			}
		}
		d.end = e
	}
	panic(dryEnd{})
}

// pastContact refuses the lines after the dry run's stop that need more
// command points than the lines before them can have left.
func (s *State) pastContact(side Side, d *dryRun) []checked.Finding {
	e := d.end
	if e == nil {
		return nil
	}
	var out []checked.Finding
	left := e.left
	for _, ps := range e.rest {
		if ps.Stop == plan.Ask {
			continue
		}
		if hasFail(d.out, ps.Line) {
			continue
		}
		need := leastCost(s.sc, e.board, ps.Act, e.touched)
		if need > left && ps.Line > 0 {
			out = append(out, checked.Finding{Line: ps.Line, Msg: txt("it needs %d command point(s) and at most %d are left of the turn's three by then: the lines before it spend the rest whatever the enemy does, and it runs only if they all ran; leave out a line before it that spends one, or move by a main road (free)",
				"需要 %d 指揮點，屆時本回合三點最多只剩 %d 點：不論敵軍如何，前面的行都會用掉其餘的點，而且前面各行都執行了它才會執行；請刪去前面某個耗點的行，或改走大路（免點）",
				"需要 %d 指挥点，届时本回合三点最多只剩 %d 点：不论敌军如何，前面的行都会用掉其余的点，而且前面各行都执行了它才会执行；请删去前面某个耗点的行，或改走大路（免点）", need, max(left, 0))})
			continue
		}
		left -= need
		for _, id := range ps.Act.IDs {
			e.touched[id] = true
		}
	}
	return out
}

// leastCost is the fewest command points line st spends if it runs, on
// board b as the sender knows it; touched are the blocks whose place
// the fighting may have changed (nil: none).
func leastCost(sc *Scenario, b *Board, st Step, touched map[string]bool) int {
	switch st.Verb {
	case "ATTACK", "PONTOON":
		return 1
	case "ENTER":
		if d, ok := sc.Def(st.IDs[0]); ok {
			if e, ok := sc.Entry(d.Entry); ok {
				if rd, ok := sc.Road(e.Road); ok && !rd.Main {
					return 1
				}
			}
		}
	case "MOVE":
		if st.To == nil {
			return 0
		}
		if !st.To.Reserve() {
			// Onto an approach: a commitment, one point.
			return 1
		}
		for _, id := range st.IDs {
			x := b.block(id)
			if x == nil || !x.On() || !x.At.Reserve() || touched[id] || x.At.Area == st.To.Area {
				return 0
			}
		}
		// From a reserve the enemy cannot move it out of, into
		// another area: an entry, one point.
		return 1
	}
	return 0
}
