package variant

import (
	"fmt"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

// territoryOf lists the provinces of a power's country on the standard map,
// for the one case that needs them: a neutral Italy's land is closed like
// Switzerland's (1.2.3e). Home centres alone would leave Apulia, Piedmont
// and Tuscany open.
func territoryOf(p dip.Power) []dip.Province {
	if p == dip.Italy {
		return []dip.Province{"apu", "nap", "pie", "rom", "tus", "ven"}
	}
	return nil
}

// Initial returns the opening position: Spring of StartYear, Movement, the
// units of 1.1.1 of every power that is not neutral, each such power owning
// its home centres on m, the disorder powers marked in civil disorder and the
// neutral ones absent (their centres owned by nobody).
func (v Variant) Initial(m *dip.Map) dip.Position {
	neutral := set(v.Neutral)
	pos := dip.Position{
		Phase:     dip.Phase{Year: v.StartYear, Season: dip.Spring, Kind: dip.MovementPhase},
		Units:     map[dip.Province]dip.Unit{},
		Dislodged: map[dip.Province]dip.Dislodged{},
		Owners:    map[dip.Province]dip.Power{},
		Disorder:  map[dip.Power]bool{},
		Absent:    map[dip.Power]bool{},
	}
	for _, u := range dipmap.StartingUnits() {
		if !neutral[u.Power] {
			pos.Units[u.At.Prov] = u
		}
	}
	for _, p := range m.Provinces() {
		info := m.Province(p)
		if info.SupplyCenter && info.Home != "" && !neutral[info.Home] {
			pos.Owners[p] = info.Home
		}
	}
	for _, p := range v.Disorder {
		pos.Disorder[p] = true
	}
	for _, p := range v.Neutral {
		pos.Absent[p] = true
	}
	return pos
}

// Board returns the map to adjudicate pos on: base itself, unless a neutral
// power of this variant is still absent in pos, in which case a copy of base
// with that power's land impassable (1.2.3e, 4.1). The copy is built anew on
// each call; a caller adjudicating many phases may keep it while the
// neutral stays out.
func (v Variant) Board(base *dip.Map, pos dip.Position) (*dip.Map, error) {
	closed := map[dip.Province]bool{}
	for _, p := range v.Neutral {
		if !pos.Absent[p] {
			continue
		}
		for _, prov := range territoryOf(p) {
			closed[prov] = true
		}
	}
	if len(closed) == 0 {
		return base, nil
	}
	var provinces []dip.ProvinceInfo
	var armyEdges, fleetEdges []dip.Edge
	for _, p := range base.Provinces() {
		info := *base.Province(p)
		info.Coasts = append([]dip.Coast(nil), info.Coasts...)
		if closed[p] {
			info.Impassable = true
		}
		provinces = append(provinces, info)
		for _, n := range base.ArmyNeighbours(p) {
			if p < n {
				armyEdges = append(armyEdges, dip.Edge{A: dip.At(p), B: dip.At(n)})
			}
		}
		for _, l := range fleetLocs(&info) {
			for _, n := range base.FleetNeighbours(l) {
				if l.String() < n.String() {
					fleetEdges = append(fleetEdges, dip.Edge{A: l, B: n})
				}
			}
		}
	}
	m, err := dip.NewMap(provinces, armyEdges, fleetEdges)
	if err != nil {
		return nil, fmt.Errorf("variant %s: closing neutral land: %w", v.Name, err)
	}
	return m, nil
}

func fleetLocs(info *dip.ProvinceInfo) []dip.Loc {
	if info.Terrain == dip.Land {
		return nil
	}
	if !info.Split() {
		return []dip.Loc{dip.At(info.ID)}
	}
	out := make([]dip.Loc, len(info.Coasts))
	for i, c := range info.Coasts {
		out[i] = dip.Loc{Prov: info.ID, Coast: c}
	}
	return out
}

func set(ps []dip.Power) map[dip.Power]bool {
	out := make(map[dip.Power]bool, len(ps))
	for _, p := range ps {
		out[p] = true
	}
	return out
}
