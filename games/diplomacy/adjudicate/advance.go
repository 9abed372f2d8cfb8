package adjudicate

import (
	"sort"

	"adjutant/games/diplomacy/dip"
)

// finish turns the settled decisions into the report and the next
// position: units move, dislodged units wait for a retreat phase, and when
// nobody was dislodged the phase after the movement phase follows directly.
func (b *board) finish(pos dip.Position, res []dip.Resolution) dip.Result {
	next := pos.Clone()
	next.Units = make(map[dip.Province]dip.Unit, len(pos.Units))
	next.Dislodged = map[dip.Province]dip.Dislodged{}
	next.Standoffs = nil
	var dislodged []dip.Province
	for i := range b.pieces {
		p := &b.pieces[i]
		r := &res[p.res]
		if r.Outcome == dip.Outcome(0) {
			r.Outcome = b.outcome(i)
		}
		if p.order.Kind == dip.Move && p.ok {
			continue
		}
		if by, ok := b.dislodgedBy(i); ok {
			r.Dislodged = true
			d := dip.Dislodged{Unit: p.unit}
			// 2.5.3(b). The DATC lets a unit dislodged by a convoyed army
			// retreat to the army's origin (DATC 4.A.5); the rulebook does
			// not say so, and its text forbids the attacker's origin.
			if q := &b.pieces[by]; !q.byConvoy || b.rules == Rulebook {
				d.AttackerFrom = q.unit.At.Prov
			}
			next.Dislodged[p.unit.At.Prov] = d
			dislodged = append(dislodged, p.unit.At.Prov)
			continue
		}
		next.Units[p.unit.At.Prov] = p.unit
	}
	for i := range b.pieces {
		if p := &b.pieces[i]; p.order.Kind == dip.Move && p.ok {
			next.Units[p.to] = dip.Unit{Type: p.unit.Type, Power: p.unit.Power, At: p.toLoc}
		}
	}
	result := dip.Result{Phase: pos.Phase, Resolutions: res, Standoffs: b.standoffs(next)}
	sortReport(result.Resolutions)
	if len(dislodged) > 0 {
		next.Phase = dip.Phase{Year: pos.Phase.Year, Season: pos.Phase.Season, Kind: dip.RetreatPhase}
		next.Standoffs = append([]dip.Province(nil), result.Standoffs...)
		result.Retreats = retreatOptions(b.m, next, dislodged)
	} else {
		next.Phase = phaseAfterMoves(b.m, &next, pos.Phase)
	}
	result.Next = next
	return result
}

// dislodgedBy returns the move that dislodged piece i, if one did: a move
// into its province that succeeded while it stayed.
func (b *board) dislodgedBy(i int) (int, bool) {
	for _, k := range b.into[b.pieces[i].unit.At.Prov] {
		if b.pieces[k].ok {
			return k, true
		}
	}
	return -1, false
}

// standoffs lists, sorted, the provinces left empty although two or more
// units tried to enter them (2.4.6a, 2.5.3c). A move whose convoy failed
// never arrived and does not count (DATC 6.F.7).
func (b *board) standoffs(next dip.Position) []dip.Province {
	var out []dip.Province
	for prov, movers := range b.into {
		if _, occupied := next.Units[prov]; occupied || len(movers) < 2 {
			continue
		}
		arrived := 0
		for _, k := range movers {
			if b.path(k) {
				arrived++
			}
		}
		if arrived >= 2 {
			out = append(out, prov)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// retreatOptions lists where each dislodged unit may retreat (2.5.3): a
// space it could move to without a convoy, passable, empty after the moves,
// not the attacker's origin and not left empty by a standoff.
func retreatOptions(m *dip.Map, next dip.Position, dislodged []dip.Province) []dip.RetreatOptions {
	sort.Slice(dislodged, func(i, j int) bool { return dislodged[i] < dislodged[j] })
	standoff := map[dip.Province]bool{}
	for _, p := range next.Standoffs {
		standoff[p] = true
	}
	out := make([]dip.RetreatOptions, 0, len(dislodged))
	for _, prov := range dislodged {
		d := next.Dislodged[prov]
		ro := dip.RetreatOptions{Unit: d.Unit, AttackerFrom: d.AttackerFrom}
		var cands []dip.Loc
		if d.Unit.Type == dip.Army {
			for _, p := range m.ArmyNeighbours(prov) {
				cands = append(cands, dip.At(p))
			}
		} else {
			cands = m.FleetNeighbours(d.Unit.At)
		}
		for _, l := range cands {
			info := m.Province(l.Prov)
			_, occupied := next.Units[l.Prov]
			if info == nil || info.Impassable || occupied || standoff[l.Prov] || l.Prov == d.AttackerFrom {
				continue
			}
			ro.Options = append(ro.Options, l)
		}
		sort.Slice(ro.Options, func(i, j int) bool { return ro.Options[i].String() < ro.Options[j].String() })
		out = append(out, ro)
	}
	return out
}

// RetreatOptionsAt lists where the unit dislodged from prov may retreat in
// the retreat-phase position pos, sorted; none means it must disband. A
// refused retreat order names them.
func RetreatOptionsAt(m *dip.Map, pos dip.Position, prov dip.Province) []dip.Loc {
	if _, ok := pos.Dislodged[prov]; !ok {
		return nil
	}
	return retreatOptions(m, pos, []dip.Province{prov})[0].Options
}

// phaseAfterMoves is the phase after a movement phase in which nobody was
// dislodged. After spring, fall follows. After fall, supply centres change
// hands (2.6.2; next is updated in place), and the adjustment phase follows
// only when some power has builds or removals due.
func phaseAfterMoves(m *dip.Map, next *dip.Position, ph dip.Phase) dip.Phase {
	if ph.Season == dip.Spring {
		return dip.Phase{Year: ph.Year, Season: dip.Fall, Kind: dip.MovementPhase}
	}
	if next.Owners == nil {
		next.Owners = map[dip.Province]dip.Power{}
	}
	for prov, u := range next.Units {
		if info := m.Province(prov); info != nil && info.SupplyCenter {
			next.Owners[prov] = u.Power
		}
	}
	next.Phase = dip.Phase{Year: ph.Year, Season: dip.Fall, Kind: dip.AdjustmentPhase}
	if NeedsAdjustment(m, *next) {
		return next.Phase
	}
	return dip.Phase{Year: ph.Year + 1, Season: dip.Spring, Kind: dip.MovementPhase}
}

// refusal is the report line of an order that failed validation.
func refusal(o dip.Order, code dip.FaultCode) dip.Resolution {
	if code == dip.FaultNoUnit {
		return dip.Resolution{Order: o, Outcome: dip.NoSuchUnit}
	}
	return dip.Resolution{Order: o, Outcome: dip.Illegal}
}

// sortReport puts a report in the agreed order: by power, then by the
// province of the unit, keeping the given order among equals.
func sortReport(rs []dip.Resolution) {
	sort.SliceStable(rs, func(i, j int) bool {
		a, b := rs[i].Order, rs[j].Order
		if a.Power != b.Power {
			return a.Power < b.Power
		}
		return a.At.Prov < b.At.Prov
	})
}
