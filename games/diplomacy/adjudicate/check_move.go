package adjudicate

import "adjutant/games/diplomacy/dip"

// checkMove validates a movement-phase order: hold, move, support or
// convoy (chapter 3 of the rulebook).
func checkMove(m *dip.Map, pos dip.Position, o dip.Order, _ *Options) *dip.Fault {
	fault := func(c dip.FaultCode, detail ...dip.Loc) *dip.Fault {
		return &dip.Fault{Code: c, Order: o, Detail: detail}
	}
	if pos.Absent[o.Power] {
		return fault(dip.FaultNeutralPower)
	}
	switch o.Kind {
	case dip.Hold, dip.Move, dip.Support, dip.Convoy:
	default:
		return fault(dip.FaultWrongPhase)
	}
	u, ok := pos.Units[o.At.Prov]
	switch {
	case !ok:
		return fault(dip.FaultNoUnit)
	case o.Power != "" && u.Power != o.Power:
		return fault(dip.FaultForeignUnit)
	case o.Type != dip.NoUnit && o.Type != u.Type:
		return fault(dip.FaultWrongType)
	}
	// The coast written for the ordered unit itself is not checked: the
	// unit is found by its province, and there is only one (DATC 4.B.5).
	var code dip.FaultCode
	var detail []dip.Loc
	switch o.Kind {
	case dip.Move:
		_, code, detail = moveDestination(m, pos, u, o.To)
	case dip.Support:
		code = checkSupport(m, pos, u, o)
	case dip.Convoy:
		code = checkConvoy(m, pos, u, o)
	}
	if code != dip.FaultNone {
		return fault(code, detail...)
	}
	return nil
}

// moveDestination decides whether unit u may be ordered to move to `to`,
// and returns the exact location it would stand on: a fleet's coast is
// filled in when only one coast can be reached (DATC 4.B.2), and an army's
// coast is dropped. An army may be ordered to a coastal province it does
// not border when some chain of fleets at sea could carry it (3.4.3); whether
// those fleets are ordered to convoy is settled by Resolve.
func moveDestination(m *dip.Map, pos dip.Position, u dip.Unit, to dip.Loc) (dip.Loc, dip.FaultCode, []dip.Loc) {
	info := m.Province(to.Prov)
	switch {
	case info == nil:
		return to, dip.FaultNotAdjacent, nil
	case to.Prov == u.At.Prov:
		return to, dip.FaultToSelf, nil
	case info.Impassable:
		return to, dip.FaultImpassable, nil
	}
	if u.Type == dip.Army {
		to.Coast = dip.NoCoast
		switch {
		case info.Terrain == dip.Sea:
			return to, dip.FaultArmyToSea, nil
		case m.ArmyAdjacent(u.At.Prov, to.Prov):
			return to, dip.FaultNone, nil
		case !convoyable(m, u.At.Prov, to.Prov):
			return to, dip.FaultNotAdjacent, nil
		case !seaRouteExists(m, u.At.Prov, to.Prov, fleetsAtSea(m, pos)):
			return to, dip.FaultNoConvoyRoute, nil
		}
		return to, dip.FaultNone, nil
	}
	if info.Terrain == dip.Land {
		return to, dip.FaultFleetInland, nil
	}
	coasts := m.FleetCanReach(u.At, to.Prov)
	if len(coasts) == 0 {
		return to, dip.FaultNotAdjacent, nil
	}
	if !info.Split() {
		// A coast written for a province that has none is harmless.
		to.Coast = dip.NoCoast
		return to, dip.FaultNone, nil
	}
	return fleetCoast(to, coasts)
}

// convoyable reports whether an army could ever be convoyed from a to b:
// both must be coastal provinces (3.4.1).
func convoyable(m *dip.Map, a, b dip.Province) bool {
	ia, ib := m.Province(a), m.Province(b)
	return ia != nil && ib != nil && ia.Terrain == dip.Coastal && ib.Terrain == dip.Coastal
}

// checkSupport validates a support order (3.3.1): the supporter must be
// able to move to the province where the support is given, without a
// convoy; coasts do not matter for that (3.3.1 speaks of the province, and
// DATC 4.B.4 lets a fleet support into a coast it could not reach itself).
func checkSupport(m *dip.Map, pos dip.Position, u dip.Unit, o dip.Order) dip.FaultCode {
	if o.Other.Prov == u.At.Prov {
		return dip.FaultSupportSelf
	}
	target := o.Other.Prov
	if !o.OtherTo.IsZero() {
		if o.OtherTo.Prov == o.Other.Prov {
			return dip.FaultToSelf
		}
		target = o.OtherTo.Prov
	}
	if target == u.At.Prov || !canReach(m, u, target) {
		return dip.FaultCannotSupport
	}
	return dip.FaultNone
}

// canReach reports whether u could move to province p in one step, without
// a convoy and whatever the coast.
func canReach(m *dip.Map, u dip.Unit, p dip.Province) bool {
	info := m.Province(p)
	if info == nil || info.Impassable {
		return false
	}
	return m.Adjacent(u.Type, u.At, p)
}

// checkConvoy validates a convoy order: only a fleet in a sea convoys
// (3.1.2, 3.6.1), only an army is convoyed (3.4.1), and only between
// coastal provinces.
func checkConvoy(m *dip.Map, pos dip.Position, u dip.Unit, o dip.Order) dip.FaultCode {
	if u.Type != dip.Fleet {
		return dip.FaultConvoyByArmy
	}
	if info := m.Province(u.At.Prov); info == nil || info.Terrain != dip.Sea {
		return dip.FaultConvoyFromCoast
	}
	if o.OtherType == dip.Fleet {
		return dip.FaultConvoyFleet
	}
	if other, ok := pos.Units[o.Other.Prov]; ok && other.Type == dip.Fleet {
		return dip.FaultConvoyFleet
	}
	switch {
	case o.OtherTo.IsZero(), o.OtherTo.Prov == o.Other.Prov:
		return dip.FaultNoConvoyRoute
	case !convoyable(m, o.Other.Prov, o.OtherTo.Prov):
		return dip.FaultNoConvoyRoute
	}
	return dip.FaultNone
}

// fleetCoast matches the coast written for a fleet's destination against
// the coasts the fleet can reach. A coast may be left out when only one can
// be reached (DATC 4.B.2); where two can, it must be named (3.6.2), and a
// coast the fleet cannot reach makes the order illegal (DATC 4.B.3).
func fleetCoast(to dip.Loc, reachable []dip.Coast) (dip.Loc, dip.FaultCode, []dip.Loc) {
	detail := make([]dip.Loc, len(reachable))
	for i, c := range reachable {
		detail[i] = dip.Loc{Prov: to.Prov, Coast: c}
	}
	if to.Coast == dip.NoCoast {
		if len(reachable) == 1 {
			return detail[0], dip.FaultNone, nil
		}
		return to, dip.FaultCoastNeeded, detail
	}
	for _, c := range reachable {
		if c == to.Coast {
			return to, dip.FaultNone, nil
		}
	}
	return to, dip.FaultBadCoast, detail
}
