package adjudicate

import "adjutant/games/diplomacy/dip"

// checkAdjust validates an adjustment-phase order (2.6) against the
// position alone: whether the power has builds or removals due at all, and
// whether the site or unit is right. How many of a power's orders fit in
// what it is owed is decided by resolveAdjustments, which takes them in the
// order given.
func checkAdjust(m *dip.Map, pos dip.Position, o dip.Order, opts *Options) *dip.Fault {
	o = asAdjustOrder(o)
	if pos.Absent[o.Power] {
		return &dip.Fault{Code: dip.FaultNeutralPower, Order: o}
	}
	balance := centreBalances(m, pos)[o.Power]
	var code dip.FaultCode
	var detail []dip.Loc
	switch o.Kind {
	case dip.Build:
		_, code, detail = buildSite(m, pos, o, balance)
	case dip.Remove:
		code = checkRemoval(pos, o, balance)
	case dip.Waive:
		switch {
		case pos.Disorder[o.Power]:
			code = dip.FaultInDisorder
		case balance <= 0:
			code = dip.FaultNoBuildsDue
		}
	default:
		code = dip.FaultWrongPhase
	}
	if code == dip.FaultNone {
		return nil
	}
	return &dip.Fault{Code: code, Order: o, Detail: detail}
}

// asAdjustOrder reads "disband" in an adjustment phase as the removal it
// means; DATC files and many players write it so.
func asAdjustOrder(o dip.Order) dip.Order {
	if o.Kind == dip.Disband {
		o.Kind = dip.Remove
	}
	return o
}

// buildSite checks a build order and returns the exact place the new unit
// will stand. Builds go only in a home centre (2.6.6) that the power owns
// and that is empty now (2.6.7); a fleet needs a coast, and the coast must
// be named where the centre has two (2.6.6, 3.6.2). A power in civil
// disorder may not build (4.3.1).
func buildSite(m *dip.Map, pos dip.Position, o dip.Order, balance int) (dip.Loc, dip.FaultCode, []dip.Loc) {
	at := o.At
	info := m.Province(at.Prov)
	switch {
	case pos.Disorder[o.Power]:
		return at, dip.FaultInDisorder, nil
	case balance <= 0:
		return at, dip.FaultNoBuildsDue, nil
	case info == nil || !info.SupplyCenter || info.Home == "" || info.Home != o.Power:
		return at, dip.FaultBuildNotHome, nil
	case pos.Owners[at.Prov] != o.Power:
		return at, dip.FaultBuildNotOwned, nil
	}
	if _, occupied := pos.Units[at.Prov]; occupied {
		return at, dip.FaultBuildOccupied, nil
	}
	switch o.Type {
	case dip.Army:
		at.Coast = dip.NoCoast // an army stands in the whole province
	case dip.Fleet:
		if info.Terrain == dip.Land {
			return at, dip.FaultFleetInland, nil
		}
		if !info.Split() {
			if at.Coast != dip.NoCoast {
				return at, dip.FaultBadCoast, nil
			}
			break
		}
		var coasts []dip.Loc
		for _, c := range info.Coasts {
			coasts = append(coasts, dip.Loc{Prov: at.Prov, Coast: c})
		}
		if at.Coast == dip.NoCoast {
			return at, dip.FaultCoastNeeded, coasts
		}
		known := false
		for _, l := range coasts {
			known = known || l == at
		}
		if !known {
			return at, dip.FaultBadCoast, coasts
		}
	default:
		return at, dip.FaultWrongType, nil // a build must say army or fleet
	}
	return at, dip.FaultNone, nil
}

// checkRemoval checks a removal order (2.6.3): the power must have more
// units than centres, and the unit must be its own.
func checkRemoval(pos dip.Position, o dip.Order, balance int) dip.FaultCode {
	u, ok := pos.Units[o.At.Prov]
	switch {
	case balance >= 0:
		return dip.FaultNoRemovalsDue
	case !ok:
		return dip.FaultNoUnit
	case u.Power != o.Power:
		return dip.FaultForeignUnit
	case o.Type != dip.NoUnit && o.Type != u.Type:
		return dip.FaultWrongType
	}
	return dip.FaultNone
}
