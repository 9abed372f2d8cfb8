package adjudicate

import "adjutant/games/diplomacy/dip"

// resolveMovement adjudicates a movement phase (2.4, chapter 3).
//
// Orders are taken in the order given. An order that fails Check is
// reported and, unless a legal order for the unit follows, the unit holds;
// a second legal order for a unit is refused as a duplicate, so the first
// legal order counts (as in the retreat phase). A move across the sea that
// no fleets on the board could carry is refused by Check; one they could
// carry but were not ordered to fails (DATC 6.D.32 and 6.D.8).
func resolveMovement(m *dip.Map, pos dip.Position, orders []dip.Order, opts *Options) dip.Result {
	rules := rulesOf(opts)
	b := newBoard(m, pos, rules)
	res := make([]dip.Resolution, 0, len(pos.Units)+4)
	refusedAt := map[int]int{} // piece -> its first refused order's line
	for _, o := range orders {
		if f := checkMove(m, pos, o, opts); f != nil {
			res = append(res, refusal(o, noUnitAsOwn(f.Code)))
			if i, ok := b.at[o.At.Prov]; ok && ownUnitFault(f.Code) {
				if _, seen := refusedAt[i]; !seen {
					refusedAt[i] = len(res) - 1
				}
			}
			continue
		}
		i := b.at[o.At.Prov]
		p := &b.pieces[i]
		if p.res >= 0 {
			res = append(res, refusal(o, dip.FaultDuplicate))
			continue
		}
		o.Power, o.Type, o.At = p.unit.Power, p.unit.Type, p.unit.At
		if o.Kind == dip.Move {
			p.toLoc, _, _ = moveDestination(m, pos, p.unit, o.To)
			p.to = p.toLoc.Prov
			o.To = p.toLoc
		}
		p.order = o
		res = append(res, dip.Resolution{Order: o})
		p.res = len(res) - 1
	}
	for i := range b.pieces {
		p := &b.pieces[i]
		switch r, refused := refusedAt[i]; {
		case p.res >= 0:
		case refused:
			p.res = r // the unit holds; its report line is the refused order
		default:
			res = append(res, dip.Resolution{Order: p.order, Default: true})
			p.res = len(res) - 1
		}
	}
	b.link()

	for i := range b.pieces {
		b.resolve(i)
	}
	return b.finish(pos, res)
}

// ownUnitFault reports whether a fault leaves the ordered unit holding
// under its own power (rather than naming a unit the power does not have).
func ownUnitFault(c dip.FaultCode) bool {
	return c != dip.FaultNoUnit && c != dip.FaultForeignUnit && c != dip.FaultNeutralPower
}

// noUnitAsOwn maps the faults that mean "you have no unit there" to
// FaultNoUnit, which refused reports as NoSuchUnit.
func noUnitAsOwn(c dip.FaultCode) dip.FaultCode {
	if c == dip.FaultForeignUnit {
		return dip.FaultNoUnit
	}
	return c
}

// outcome is what the report says of piece i once every decision is made.
func (b *board) outcome(i int) dip.Outcome {
	p := &b.pieces[i]
	switch p.order.Kind {
	case dip.Move:
		switch {
		case p.ok:
			return dip.Succeeded
		case p.byConvoy && !b.path(i):
			return dip.Disrupted
		}
		return dip.Bounced
	case dip.Support:
		switch {
		case !p.matched:
			return dip.Void
		case !p.ok:
			return dip.Cut
		}
	case dip.Convoy:
		switch {
		case !p.matched:
			return dip.Void
		case !p.ok || b.pieces[p.other].broken:
			return dip.Disrupted
		}
	}
	return dip.Succeeded
}
