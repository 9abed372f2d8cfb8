package asl

import (
	"adjutant/games"
	"adjutant/games/asl/orders"
	"adjutant/templates/i18n"
)

// planned is where a side's plan, as sent, leaves its units: after their
// MOVE lines (moved) and after their ADVANCE lines too (advanced). Lines
// are checked against it when sent (issue 19: what follows from the
// public position is refused in the reply, not found out when the turn
// runs).
type planned struct {
	moved, advanced map[string]Hex
}

// planOf reads a submission's MOVE and ADVANCE lines, in any order. A
// MOVE line the position refuses moves nothing; a unit's first MOVE line
// counts (a unit moves once an MPh).
func (s *State) planOf(side int, rl role, lines []games.Line) planned {
	p := planned{moved: map[string]Hex{}, advanced: map[string]Hex{}}
	var advances []orders.Order
	for _, ln := range lines {
		o, why := orders.ParseLine(s.sc, ln.Text)
		if why != nil {
			continue
		}
		switch o.Kind {
		case orders.KMove:
			if s.validate(side, rl, o) != nil {
				continue
			}
			end, ok := lastHex(o)
			for _, id := range o.Units {
				if _, seen := p.moved[id]; ok && !seen {
					p.moved[id] = end
				}
			}
		case orders.KAdvance:
			advances = append(advances, o)
		}
	}
	for _, o := range advances {
		for _, id := range o.Units {
			if _, seen := p.advanced[id]; !seen {
				p.advanced[id] = o.Hexes[0]
			}
		}
	}
	return p
}

// lastHex is the hex a MOVE line ends in.
func lastHex(o orders.Order) (Hex, bool) {
	for i := len(o.Steps) - 1; i >= 0; i-- {
		if h := o.Steps[i].Hex; h != nil {
			return *h, true
		}
	}
	return Hex{}, false
}

// afterMoves is where a unit stands when the MPh is over, by the plan;
// false when it is not on the map then.
func (s *State) afterMoves(u *Unit, p planned) (Hex, bool) {
	if h, ok := p.moved[u.ID]; ok {
		return h, true
	}
	return u.Hex, u.OnMap
}

// checkPlanned checks a line against the public position and the plan it
// belongs to: the firers of a PREP line see the target; an ADVANCE goes
// to a hex next to where the units end their move; a phasing side's CC
// attacks units in the hex where its attackers end the APh.
func (s *State) checkPlanned(side int, rl role, o orders.Order, p planned) *i18n.Text {
	switch {
	case o.Kind == orders.KPrep:
		return s.checkPrepSight(o)
	case o.Kind == orders.KAdvance:
		to := o.Hexes[0]
		for _, id := range o.Units {
			u := s.unit(id)
			h, on := s.afterMoves(u, p)
			switch {
			case !on:
				return want("%s is not on the map: it can advance only after a MOVE line brings it on", "%s 不在地圖上：須先以移動命令登場才能突擊", "%s 不在地图上：须先以移动命令登场才能突击", id)
			case !s.sc.Grid().Adjacent(h, to):
				return want("%s is not next to %s, where %s ends its move: an advance is one hex (3.7); advance into a hex next to it", "%s 與 %s（%s 移動後所在）不相鄰：突擊只能進入相鄰一格（3.7）", "%s 与 %s（%s 移动后所在）不相邻：突击只能进入相邻一格（3.7）", s.sc.ID(to), s.sc.ID(h), id)
			}
		}
	case o.Kind == orders.KCC && rl == roleAttack:
		return s.checkCCHex(o, p)
	}
	return nil
}

// checkPrepSight refuses a PREP line when one of its firers has no line
// of sight to the target (3.2).
func (s *State) checkPrepSight(o orders.Order) *i18n.Text {
	for _, id := range o.Units {
		var from Hex
		switch u, w := s.unit(id), s.weapon(id); {
		case u != nil && u.OnMap:
			from = u.Hex
		case w != nil && w.Owner != "" && s.unit(w.Owner).OnMap:
			from = s.unit(w.Owner).Hex
		default:
			continue
		}
		v := s.sight(from, *o.At)
		if v.Clear {
			continue
		}
		how := i18n.T("hindrances add %+d (6 or more block)", "障礙共 %+d（6 或以上即阻擋）", "障碍共 %+d（6 或以上即阻挡）", v.DRM)
		if v.Blocked != nil {
			how = i18n.T("blocked by the %s in %s", "被 %s（%s）阻擋", "被 %s（%s）阻挡", s.sc.Terrain(*v.Blocked).Name(), s.sc.ID(*v.Blocked))
		}
		return want("%s in %s has no line of sight to %s (%s), so it cannot fire there (3.2); name a target it sees, or leave it out",
			"%s（%s）對 %s 沒有視線（%s），不能向該處射擊（3.2）；請改選看得見的目標，或不讓它射擊",
			"%s（%s）对 %s 没有视线（%s），不能向该处射击（3.2）；请改选看得见的目标，或不让它射击",
			id, s.sc.ID(from), s.sc.ID(*o.At), how)
	}
	return nil
}

// checkCCHex refuses a phasing side's CC line whose targets are not in
// the hex where its attackers end the APh by the plan (3.8: close combat
// is in one hex, reached by advancing).
func (s *State) checkCCHex(o orders.Order, p planned) *i18n.Text {
	for _, id := range o.Units {
		u := s.unit(id)
		h, on := s.afterMoves(u, p)
		if a, ok := p.advanced[id]; ok {
			h, on = a, true
		}
		if !on {
			continue
		}
		for _, tid := range o.Targets {
			t := s.unit(tid)
			if t == nil || !t.OnMap || t.Hex == h {
				continue
			}
			return want("%s ends your plan in %s and %s is in %s: close combat is in one hex (3.8); ADVANCE %s %s first",
				"%s 依計劃最後在 %s，而 %s 在 %s：肉搏戰在同一格進行（3.8）；請先 突擊 %s %s",
				"%s 依计划最后在 %s，而 %s 在 %s：肉搏战在同一格进行（3.8）；请先 突击 %s %s",
				id, s.sc.ID(h), tid, s.sc.ID(t.Hex), id, s.sc.ID(t.Hex))
		}
	}
	return nil
}
