package asl

import (
	"adjutant/games/asl/orders"
	"adjutant/games/asl/tables"
	"adjutant/templates/i18n"
)

// checkCXAdvance refuses an ADVANCE line for a unit that the plan's own
// MOVE line makes double time, into a hex that costs all its MF: the
// unit is CX when the APh comes, and a CX unit does not advance into
// such a hex (3.7). The MF are counted at their most (leaders of the
// line leading, no inexperience), the hex at its least (no smoke), and
// a unit whose weapons the plan passes, drops or recovers is left to the
// APh; so a refusal here is one the APh would make whatever happens.
func (s *State) checkCXAdvance(o orders.Order, p planned) *i18n.Text {
	stack := s.unitsOf(o.Units)
	for _, u := range stack {
		if u == nil || s.ctype(u).Kind == tables.Leader && !leads(u) {
			return nil
		}
	}
	for _, u := range stack {
		dt, ok := s.doubleTimes(u, p)
		if !ok || !dt || s.weaponsChange(u, p) {
			continue
		}
		from, on := s.afterMoves(u, p)
		if !on {
			continue
		}
		to := o.Hexes[0]
		smoke := s.Smoke
		s.Smoke = nil
		cost := s.enterCost(from, to, s.sc.RoadStep(from, to))
		s.Smoke = smoke
		wasCX := u.CX
		u.CX = true
		mf := s.mf(u, stack, false, false)
		if s.inexperienced(u) {
			mf++
		}
		u.CX = wasCX
		if cost >= mf {
			return want("%[1]s double times by line %[2]d and so is CX in the APh, and %[3]s would cost it all its %[4]s MF: a CX unit does not advance into such a hex (3.7); advance into a cheaper hex, or drop DT from line %[2]d",
				"%[1]s 由第 %[2]d 行急速步，所以在突擊階段已疲倦，而進入 %[3]s 需用盡其 %[4]s 移動力：疲倦的部隊不能突擊進入這種格（3.7）；請突擊進入耗費較少的格，或刪去第 %[2]d 行的急速步",
				"%[1]s 由第 %[2]d 行急速步，所以在突击阶段已疲倦，而进入 %[3]s 需用尽其 %[4]s 移动力：疲倦的部队不能突击进入这种格（3.7）；请突击进入耗费较少的格，或删去第 %[2]d 行的急速步",
				u.ID, p.moveLine[u.ID], s.sc.ID(to), mfText(mf))
		}
	}
	return nil
}

// doubleTimes reports whether u's MOVE line (its first, the one that
// runs) double times; false when the plan does not move it.
func (s *State) doubleTimes(u *Unit, p planned) (bool, bool) {
	n, ok := p.moveLine[u.ID]
	if !ok || p.refused[n] {
		return false, false
	}
	for _, o := range p.lines {
		if o.Line == n && o.Kind == orders.KMove {
			return o.DT, true
		}
	}
	return false, false
}

// weaponsChange reports whether the plan passes, drops or recovers a
// weapon of u, or passes one to it: its portage, and so its MF, may then
// differ from what it carries now.
func (s *State) weaponsChange(u *Unit, p planned) bool {
	for id, to := range p.transferTo {
		if to == u.ID {
			return true
		}
		if w := s.weapon(id); w != nil && w.Owner == u.ID {
			return true
		}
	}
	for _, w := range s.held(u.ID) {
		if _, dropped := p.dropAt[w.ID]; dropped {
			return true
		}
	}
	for _, o := range p.lines {
		if o.Kind != orders.KMove || !contains(o.Units, u.ID) {
			continue
		}
		for _, st := range o.Steps {
			if st.Act == "RECOVER" {
				return true
			}
		}
	}
	return false
}
