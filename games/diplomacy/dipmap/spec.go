package dipmap

import (
	"sort"

	"adjutant/games/diplomacy/dip"
)

// Spec is a map as plain data: what dip.NewMap takes. A variant that needs
// to alter the standard board (a neutral, impassable Italy, say) changes a
// copy of the standard Spec and builds its own map from it.
type Spec struct {
	Provinces  []dip.ProvinceInfo // sorted by id
	ArmyEdges  []dip.Edge         // each edge once, A < B, sorted
	FleetEdges []dip.Edge         // each edge once, A < B, sorted
}

// Map builds the board the spec describes.
func (s Spec) Map() (*dip.Map, error) { return dip.NewMap(s.Provinces, s.ArmyEdges, s.FleetEdges) }

// spec turns checked data into a Spec; every slice is fresh.
func (d *mapData) spec() Spec {
	var s Spec
	for _, p := range d.provs {
		info := p.info
		info.Coasts = append([]dip.Coast(nil), p.info.Coasts...)
		if len(info.Coasts) == 0 {
			info.Coasts = nil
		}
		s.Provinces = append(s.Provinces, info)
		for _, b := range p.army {
			if p.info.ID < b {
				s.ArmyEdges = append(s.ArmyEdges, dip.Edge{A: dip.At(p.info.ID), B: dip.At(b)})
			}
		}
		for _, c := range sortedCoasts(p.fleet) {
			from := dip.Loc{Prov: p.info.ID, Coast: c}
			for _, to := range p.fleet[c] {
				if from.String() < to.String() {
					s.FleetEdges = append(s.FleetEdges, dip.Edge{A: from, B: to})
				}
			}
		}
	}
	sort.Slice(s.Provinces, func(i, j int) bool { return s.Provinces[i].ID < s.Provinces[j].ID })
	edgeLess := func(es []dip.Edge) func(i, j int) bool {
		return func(i, j int) bool {
			if es[i].A != es[j].A {
				return es[i].A.String() < es[j].A.String()
			}
			return es[i].B.String() < es[j].B.String()
		}
	}
	sort.Slice(s.ArmyEdges, edgeLess(s.ArmyEdges))
	sort.Slice(s.FleetEdges, edgeLess(s.FleetEdges))
	return s
}
