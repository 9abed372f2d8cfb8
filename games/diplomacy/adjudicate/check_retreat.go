package adjudicate

import "adjutant/games/diplomacy/dip"

// checkRetreat validates a retreat-phase order (2.5). Only dislodged units
// receive orders in this phase, and only two kinds: retreat to a space the
// unit could move to, or disband. Supports, convoys and moves of units that
// were not dislodged are refused (2.5.3d; DATC 6.H.1–6.H.4).
func checkRetreat(m *dip.Map, pos dip.Position, o dip.Order, opts *Options) *dip.Fault {
	o = asRetreatOrder(o)
	fault := func(c dip.FaultCode, detail ...dip.Loc) *dip.Fault {
		return &dip.Fault{Code: c, Order: o, Detail: detail}
	}
	if pos.Absent[o.Power] {
		return fault(dip.FaultNeutralPower)
	}
	if o.Kind != dip.Retreat && o.Kind != dip.Disband {
		return fault(dip.FaultWrongPhase)
	}
	d, ok := pos.Dislodged[o.At.Prov]
	if !ok {
		if _, onBoard := pos.Units[o.At.Prov]; onBoard {
			return fault(dip.FaultNotDislodged)
		}
		return fault(dip.FaultNoUnit)
	}
	if o.Power != "" && d.Unit.Power != o.Power {
		return fault(dip.FaultForeignUnit)
	}
	if o.Type != dip.NoUnit && o.Type != d.Unit.Type {
		return fault(dip.FaultWrongType)
	}
	if o.Kind == dip.Disband {
		return nil
	}
	// 4.3.1: a unit of a power in civil disorder is disbanded when dislodged.
	if pos.Disorder[d.Unit.Power] {
		return fault(dip.FaultInDisorder)
	}
	if _, code, detail := retreatDestination(m, pos, d, o.To); code != dip.FaultNone {
		return fault(code, detail...)
	}
	return nil
}

// asRetreatOrder reads a move written for a dislodged unit ("F tri-alb") as
// the retreat it must mean: order text carries no phase, so the parser
// cannot tell the two apart.
func asRetreatOrder(o dip.Order) dip.Order {
	if o.Kind == dip.Move {
		o.Kind = dip.Retreat
	}
	return o
}

// retreatDestination decides where a dislodged unit may go when ordered to
// retreat to `to`, and returns the exact location (a fleet's coast filled in
// when only one coast can be reached). The restrictions are those of 2.5.3:
// the space must be one the unit could move to without a convoy, passable,
// empty, not the attacker's origin, and not left vacant by a standoff.
func retreatDestination(m *dip.Map, pos dip.Position, d dip.Dislodged, to dip.Loc) (dip.Loc, dip.FaultCode, []dip.Loc) {
	u := d.Unit
	info := m.Province(to.Prov)
	switch {
	case info == nil:
		return to, dip.FaultNotAdjacent, nil
	case to.Prov == u.At.Prov:
		return to, dip.FaultToSelf, nil
	case info.Impassable:
		return to, dip.FaultImpassable, nil
	}
	switch u.Type {
	case dip.Army:
		if info.Terrain == dip.Sea {
			return to, dip.FaultArmyToSea, nil
		}
		if !m.ArmyAdjacent(u.At.Prov, to.Prov) {
			return to, dip.FaultNotAdjacent, nil
		}
		to.Coast = dip.NoCoast // an army stands in the whole province
	case dip.Fleet:
		if info.Terrain == dip.Land {
			return to, dip.FaultFleetInland, nil
		}
		coasts := m.FleetCanReach(u.At, to.Prov)
		if len(coasts) == 0 {
			return to, dip.FaultNotAdjacent, nil
		}
		loc, code, detail := coastForRetreat(to, coasts)
		if code != dip.FaultNone {
			return to, code, detail
		}
		to = loc
	}
	if _, occupied := pos.Units[to.Prov]; occupied {
		return to, dip.FaultRetreatOccupied, nil
	}
	if d.AttackerFrom != "" && d.AttackerFrom == to.Prov {
		return to, dip.FaultRetreatToAttacker, nil
	}
	for _, p := range pos.Standoffs {
		if p == to.Prov {
			return to, dip.FaultRetreatToStandoff, nil
		}
	}
	return to, dip.FaultNone, nil
}

// coastForRetreat matches the coast a player wrote against the coasts a fleet can
// reach. A coast may be left out when only one is reachable (DATC 4.B.1's
// preferred choice); where two are, it must be named (3.6.2).
func coastForRetreat(to dip.Loc, reachable []dip.Coast) (dip.Loc, dip.FaultCode, []dip.Loc) {
	if to.Coast == dip.NoCoast {
		if len(reachable) == 1 {
			to.Coast = reachable[0]
			return to, dip.FaultNone, nil
		}
		detail := make([]dip.Loc, len(reachable))
		for i, c := range reachable {
			detail[i] = dip.Loc{Prov: to.Prov, Coast: c}
		}
		return to, dip.FaultCoastNeeded, detail
	}
	for _, c := range reachable {
		if c == to.Coast {
			return to, dip.FaultNone, nil
		}
	}
	detail := make([]dip.Loc, 0, len(reachable))
	for _, c := range reachable {
		if c != dip.NoCoast {
			detail = append(detail, dip.Loc{Prov: to.Prov, Coast: c})
		}
	}
	return to, dip.FaultBadCoast, detail
}
