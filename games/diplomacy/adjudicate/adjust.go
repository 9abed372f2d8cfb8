package adjudicate

import (
	"sort"

	"adjutant/games/diplomacy/dip"
)

// resolveAdjustments adjudicates an adjustment phase (2.6). Orders are taken
// in the order given, per power, until what the power is owed is used up:
// later builds or removals are refused (DATC 6.I.1, 6.J.1), as are a
// second build in the same centre and a second removal of the same unit
// (6.I.7, 6.J.2). Builds left unused are waived; removals left unordered are
// made by the judge in the civil-disorder order of 4.3.3, which also covers
// a power in civil disorder, whose builds always lapse (4.3.1).
func resolveAdjustments(m *dip.Map, pos dip.Position, orders []dip.Order, opts *Options) (dip.Result, error) {
	owed := centreBalances(m, pos)
	used := map[dip.Power]int{}
	taken := map[dip.Province]bool{} // build sites used and units removed this phase
	next := pos.Clone()
	var resolutions []dip.Resolution

	for _, given := range orders {
		o := asAdjustOrder(given)
		if f := checkAdjust(m, pos, o, opts); f != nil {
			resolutions = append(resolutions, refusal(o, f.Code))
			continue
		}
		due := owed[o.Power]
		if due < 0 {
			due = -due
		}
		switch {
		case o.Kind != dip.Waive && taken[o.At.Prov]:
			resolutions = append(resolutions, refusal(o, dip.FaultDuplicate))
			continue
		case used[o.Power] >= due && o.Kind == dip.Remove:
			resolutions = append(resolutions, refusal(o, dip.FaultNoRemovalsDue))
			continue
		case used[o.Power] >= due:
			resolutions = append(resolutions, refusal(o, dip.FaultNoBuildsDue))
			continue
		}
		used[o.Power]++
		switch o.Kind {
		case dip.Build:
			o.At, _, _ = buildSite(m, pos, o, owed[o.Power])
			next.Units[o.At.Prov] = dip.Unit{Type: o.Type, Power: o.Power, At: o.At}
			taken[o.At.Prov] = true
		case dip.Remove:
			u := pos.Units[o.At.Prov]
			o.Type, o.At = u.Type, u.At
			delete(next.Units, o.At.Prov)
			taken[o.At.Prov] = true
		}
		resolutions = append(resolutions, dip.Resolution{Order: o, Outcome: dip.Succeeded})
	}

	for _, power := range powersByName(owed) {
		due := owed[power]
		switch {
		case pos.Absent[power]:
		case due > 0:
			for i := used[power]; i < due; i++ {
				resolutions = append(resolutions, dip.Resolution{
					Order:   dip.Order{Kind: dip.Waive, Power: power},
					Outcome: dip.Succeeded,
					Default: true,
				})
			}
		case due < 0:
			missing := -due - used[power]
			for _, u := range removalOrder(m, next, power, opts != nil && opts.DisorderToHome) {
				if missing <= 0 {
					break
				}
				delete(next.Units, u.At.Prov)
				missing--
				resolutions = append(resolutions, dip.Resolution{
					Order:   dip.Order{Kind: dip.Remove, Power: power, Type: u.Type, At: u.At},
					Outcome: dip.Succeeded,
					Default: true,
				})
			}
		}
	}
	sortReport(resolutions)

	next.Dislodged = map[dip.Province]dip.Dislodged{}
	next.Standoffs = nil
	next.Phase = dip.Phase{Year: pos.Phase.Year + 1, Season: dip.Spring, Kind: dip.MovementPhase}
	return dip.Result{Phase: pos.Phase, Resolutions: resolutions, Next: next}, nil
}

func powersByName(m map[dip.Power]int) []dip.Power {
	out := make([]dip.Power, 0, len(m))
	for p := range m {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
