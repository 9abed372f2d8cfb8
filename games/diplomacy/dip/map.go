package dip

import (
	"errors"
	"fmt"
	"sort"
)

// ErrBadMap is wrapped by every error NewMap returns.
var ErrBadMap = errors.New("dip: invalid map")

// Map is the board as a graph. Armies move between provinces; fleets move
// between locations (a province, or one coast of a split-coast province).
// A Map is immutable after NewMap and safe for concurrent readers.
type Map struct {
	provs map[Province]*ProvinceInfo
	ids   []Province // sorted
	army  map[Province][]Province
	fleet map[Loc][]Loc
}

// Edge joins two places; NewMap adds the reverse direction itself.
type Edge struct{ A, B Loc }

// NewMap builds a map from its provinces and its army and fleet edges. It
// checks that every edge names known places, that armies only cross land and
// fleets only sea or coast, and that a fleet in a split-coast province always
// stands on a named coast.
func NewMap(provinces []ProvinceInfo, armyEdges, fleetEdges []Edge) (*Map, error) {
	m := &Map{
		provs: make(map[Province]*ProvinceInfo, len(provinces)),
		army:  map[Province][]Province{},
		fleet: map[Loc][]Loc{},
	}
	for i := range provinces {
		p := provinces[i]
		if p.ID == "" {
			return nil, fmt.Errorf("%w: province %d has no id", ErrBadMap, i)
		}
		if _, dup := m.provs[p.ID]; dup {
			return nil, fmt.Errorf("%w: province %s listed twice", ErrBadMap, p.ID)
		}
		m.provs[p.ID] = &p
		m.ids = append(m.ids, p.ID)
	}
	sort.Slice(m.ids, func(i, j int) bool { return m.ids[i] < m.ids[j] })
	for _, e := range armyEdges {
		for _, l := range []Loc{e.A, e.B} {
			p, ok := m.provs[l.Prov]
			if !ok {
				return nil, fmt.Errorf("%w: army edge %s-%s names unknown %s", ErrBadMap, e.A, e.B, l.Prov)
			}
			if p.Terrain == Sea || l.Coast != NoCoast {
				return nil, fmt.Errorf("%w: army edge %s-%s touches sea or a coast", ErrBadMap, e.A, e.B)
			}
		}
		m.army[e.A.Prov] = appendUnique(m.army[e.A.Prov], e.B.Prov)
		m.army[e.B.Prov] = appendUnique(m.army[e.B.Prov], e.A.Prov)
	}
	for _, e := range fleetEdges {
		for _, l := range []Loc{e.A, e.B} {
			p, ok := m.provs[l.Prov]
			if !ok {
				return nil, fmt.Errorf("%w: fleet edge %s-%s names unknown %s", ErrBadMap, e.A, e.B, l.Prov)
			}
			if p.Terrain == Land {
				return nil, fmt.Errorf("%w: fleet edge %s-%s touches inland %s", ErrBadMap, e.A, e.B, l.Prov)
			}
			if p.Split() != (l.Coast != NoCoast) || (l.Coast != NoCoast && !hasCoast(p, l.Coast)) {
				return nil, fmt.Errorf("%w: fleet edge %s-%s: wrong coast for %s", ErrBadMap, e.A, e.B, l.Prov)
			}
		}
		m.fleet[e.A] = appendUniqueLoc(m.fleet[e.A], e.B)
		m.fleet[e.B] = appendUniqueLoc(m.fleet[e.B], e.A)
	}
	for k := range m.army {
		sort.Slice(m.army[k], func(i, j int) bool { return m.army[k][i] < m.army[k][j] })
	}
	for k := range m.fleet {
		locs := m.fleet[k]
		sort.Slice(locs, func(i, j int) bool { return locs[i].String() < locs[j].String() })
	}
	return m, nil
}

func hasCoast(p *ProvinceInfo, c Coast) bool {
	for _, x := range p.Coasts {
		if x == c {
			return true
		}
	}
	return false
}

func appendUnique(s []Province, p Province) []Province {
	for _, x := range s {
		if x == p {
			return s
		}
	}
	return append(s, p)
}

func appendUniqueLoc(s []Loc, l Loc) []Loc {
	for _, x := range s {
		if x == l {
			return s
		}
	}
	return append(s, l)
}

// Provinces returns every province id in sorted order.
func (m *Map) Provinces() []Province { return append([]Province(nil), m.ids...) }

// Province returns what the map knows of p, or nil if p is not on the map.
// The caller must not modify the result.
func (m *Map) Province(p Province) *ProvinceInfo { return m.provs[p] }

// ArmyNeighbours returns the provinces an army in p can move to directly,
// sorted. Impassable provinces are included; callers decide about them.
func (m *Map) ArmyNeighbours(p Province) []Province { return append([]Province(nil), m.army[p]...) }

// FleetNeighbours returns the locations a fleet at l can move to, sorted.
func (m *Map) FleetNeighbours(l Loc) []Loc { return append([]Loc(nil), m.fleet[l]...) }

// ArmyAdjacent reports whether an army can move from a to b without a convoy.
func (m *Map) ArmyAdjacent(a, b Province) bool {
	for _, x := range m.army[a] {
		if x == b {
			return true
		}
	}
	return false
}

// FleetAdjacent reports whether a fleet at a can move to b (coasts exact).
func (m *Map) FleetAdjacent(a, b Loc) bool {
	for _, x := range m.fleet[a] {
		if x == b {
			return true
		}
	}
	return false
}

// FleetCanReach reports whether a fleet at a can move into province b at all,
// whatever the coast, and lists the coasts of b it can reach (NoCoast for a
// province without named coasts).
func (m *Map) FleetCanReach(a Loc, b Province) []Coast {
	var out []Coast
	for _, x := range m.fleet[a] {
		if x.Prov == b {
			out = append(out, x.Coast)
		}
	}
	return out
}

// Adjacent reports whether the provinces touch for any unit type; it is what
// a support needs ("could the supporting unit move there").
func (m *Map) Adjacent(t UnitType, from Loc, to Province) bool {
	switch t {
	case Army:
		return m.ArmyAdjacent(from.Prov, to)
	case Fleet:
		return len(m.FleetCanReach(from, to)) > 0
	}
	return false
}
