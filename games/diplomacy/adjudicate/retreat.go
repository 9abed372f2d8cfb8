package adjudicate

import (
	"sort"

	"adjutant/games/diplomacy/dip"
)

// resolveRetreats adjudicates a retreat phase (2.5). Every dislodged unit
// either reaches the space it was ordered to, or is disbanded: when it was
// ordered to disband, when its order was illegal or missing (2.5.7), when
// its power is in civil disorder (4.3.1), or when another unit retreated to
// the same space (2.5.6, every one of them is disbanded).
//
// Orders are taken in the order given; a second order for the same unit is
// refused as a duplicate, so the first legal one counts.
func resolveRetreats(m *dip.Map, pos dip.Position, orders []dip.Order, opts *Options) (dip.Result, error) {
	var resolutions []dip.Resolution
	chosen := map[dip.Province]dip.Order{}
	for _, given := range orders {
		o := asRetreatOrder(given)
		if f := checkRetreat(m, pos, o, opts); f != nil {
			resolutions = append(resolutions, refusal(o, f.Code))
			continue
		}
		if _, dup := chosen[o.At.Prov]; dup {
			resolutions = append(resolutions, refusal(o, dip.FaultDuplicate))
			continue
		}
		d := pos.Dislodged[o.At.Prov]
		o.Power, o.Type, o.At = d.Unit.Power, d.Unit.Type, d.Unit.At
		if o.Kind == dip.Retreat {
			o.To, _, _ = retreatDestination(m, pos, d, o.To)
		}
		chosen[o.At.Prov] = o
	}

	arrivals := map[dip.Province]int{}
	for _, o := range chosen {
		if o.Kind == dip.Retreat {
			arrivals[o.To.Prov]++
		}
	}

	next := pos.Clone()
	next.Dislodged = map[dip.Province]dip.Dislodged{}
	next.Standoffs = nil
	for _, prov := range dislodgedProvinces(pos) {
		d := pos.Dislodged[prov]
		o, ordered := chosen[prov]
		if !ordered {
			resolutions = append(resolutions, dip.Resolution{
				Order:   dip.Order{Kind: dip.Disband, Power: d.Unit.Power, Type: d.Unit.Type, At: d.Unit.At},
				Outcome: dip.Succeeded,
				Default: true,
			})
			continue
		}
		r := dip.Resolution{Order: o, Outcome: dip.Succeeded}
		if o.Kind == dip.Retreat {
			if arrivals[o.To.Prov] > 1 {
				r.Outcome = dip.Bounced // 2.5.6: all of them disband
			} else {
				next.Units[o.To.Prov] = dip.Unit{Type: d.Unit.Type, Power: d.Unit.Power, At: o.To}
			}
		}
		resolutions = append(resolutions, r)
	}
	sortReport(resolutions)

	// What follows a retreat phase is what would have followed its movement
	// phase had nobody been dislodged (advance.go).
	next.Phase = phaseAfterMoves(m, &next, pos.Phase)
	return dip.Result{Phase: pos.Phase, Resolutions: resolutions, Next: next}, nil
}

func dislodgedProvinces(pos dip.Position) []dip.Province {
	out := make([]dip.Province, 0, len(pos.Dislodged))
	for p := range pos.Dislodged {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
