package adjudicate

import (
	"sort"

	"adjutant/games/diplomacy/dip"
)

// RetreatsDue lists, per power, the provinces of its dislodged units that
// have somewhere to go, sorted: the decisions a retreat phase waits for. A
// unit with no legal retreat, or of a power in civil disorder (4.3.1) or
// nobody's, is disbanded whatever is ordered, so it is not listed; a judge
// may resolve a retreat phase at once when the map is empty.
func RetreatsDue(m *dip.Map, pos dip.Position) map[dip.Power][]dip.Province {
	out := map[dip.Power][]dip.Province{}
	for _, prov := range dislodgedProvinces(pos) {
		d := pos.Dislodged[prov]
		p := d.Unit.Power
		if pos.Disorder[p] || pos.Absent[p] || len(retreatsFor(m, pos, d)) == 0 {
			continue
		}
		out[p] = append(out[p], prov)
	}
	return out
}

// retreatsFor lists every place d may retreat to under 2.5.3, sorted.
func retreatsFor(m *dip.Map, pos dip.Position, d dip.Dislodged) []dip.Loc {
	var cands []dip.Loc
	if d.Unit.Type == dip.Army {
		for _, p := range m.ArmyNeighbours(d.Unit.At.Prov) {
			cands = append(cands, dip.At(p))
		}
	} else {
		cands = m.FleetNeighbours(d.Unit.At)
	}
	var out []dip.Loc
	for _, to := range cands {
		if _, code, _ := retreatDestination(m, pos, d, to); code == dip.FaultNone {
			out = append(out, to)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].String() < out[j].String() })
	return out
}
