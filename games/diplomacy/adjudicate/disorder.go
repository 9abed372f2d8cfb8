package adjudicate

import (
	"sort"

	"adjutant/games/diplomacy/dip"
)

// farthestDistance is the distance of a unit that no path joins to any centre
// its power owns (or of every unit of a power that owns none); such units
// are the farthest of all.
const farthestDistance = int(^uint(0) >> 1)

// removalOrder lists power's units in the order the judge removes them when
// the power gives too few removal orders, or is in civil disorder (4.3.3):
// the unit farthest from the nearest supply centre the power owns goes
// first; at equal distance fleets go before armies; then by the English
// name of the unit's province, alphabetically.
//
// Distance is the least number of moves between the unit's province and an
// owned centre, where any step that some unit could take counts as one
// move: land steps, sea steps, and crossing seas as a convoyed army would
// (4.3.3a counts a convoy route when it is shorter). This is the DATC's
// reading (6.J.8: a fleet's distance may end over land), coast-blind, and
// nothing passes through an impassable space.
//
// With toHome the distance is to the nearest of the power's home centres,
// owned or not (the 1971 and 2000 rules' wording).
func removalOrder(m *dip.Map, pos dip.Position, power dip.Power, toHome bool) []dip.Unit {
	var sources []dip.Province
	if toHome {
		for _, prov := range m.Provinces() {
			if info := m.Province(prov); info != nil && info.SupplyCenter && info.Home == power {
				sources = append(sources, prov)
			}
		}
	} else {
		for prov, owner := range pos.Owners {
			if info := m.Province(prov); owner == power && info != nil && info.SupplyCenter {
				sources = append(sources, prov)
			}
		}
	}
	dist := distancesFrom(m, sources)
	var units []dip.Unit
	for _, u := range pos.Units {
		if u.Power == power {
			units = append(units, u)
		}
	}
	type key struct {
		distance int
		name     string
	}
	keys := make(map[dip.Province]key, len(units))
	for _, u := range units {
		k := key{distance: farthestDistance, name: string(u.At.Prov)}
		if d, ok := dist[u.At.Prov]; ok {
			k.distance = d
		}
		if info := m.Province(u.At.Prov); info != nil && info.Name != "" {
			k.name = info.Name
		}
		keys[u.At.Prov] = k
	}
	sort.Slice(units, func(i, j int) bool {
		a, b := units[i], units[j]
		ka, kb := keys[a.At.Prov], keys[b.At.Prov]
		if ka.distance != kb.distance {
			return ka.distance > kb.distance
		}
		if a.Type != b.Type {
			return a.Type == dip.Fleet
		}
		if ka.name != kb.name {
			return ka.name < kb.name
		}
		return a.At.Prov < b.At.Prov
	})
	return units
}

// distancesFrom runs a breadth-first search from every source at once over
// the graph described at removalOrder, and returns the distance of every
// province reached.
func distancesFrom(m *dip.Map, sources []dip.Province) map[dip.Province]int {
	sort.Slice(sources, func(i, j int) bool { return sources[i] < sources[j] })
	dist := make(map[dip.Province]int, len(sources))
	queue := make([]dip.Province, 0, len(sources))
	for _, s := range sources {
		if _, seen := dist[s]; !seen {
			dist[s] = 0
			queue = append(queue, s)
		}
	}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, n := range anyNeighbours(m, p) {
			if _, seen := dist[n]; seen {
				continue
			}
			if info := m.Province(n); info == nil || info.Impassable {
				continue
			}
			dist[n] = dist[p] + 1
			queue = append(queue, n)
		}
	}
	return dist
}

// anyNeighbours lists the provinces one move away from p for an army or a
// fleet standing on any of p's coasts, sorted and without repeats.
func anyNeighbours(m *dip.Map, p dip.Province) []dip.Province {
	out := m.ArmyNeighbours(p)
	for _, l := range fleetLocsIn(m, p) {
		for _, q := range m.FleetNeighbours(l) {
			if !containsProvince(out, q.Prov) {
				out = append(out, q.Prov)
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

func containsProvince(ps []dip.Province, p dip.Province) bool {
	for _, q := range ps {
		if q == p {
			return true
		}
	}
	return false
}

// fleetLocsIn lists the places a fleet can stand in p: each named coast of a
// split-coast province, else the province itself.
func fleetLocsIn(m *dip.Map, p dip.Province) []dip.Loc {
	info := m.Province(p)
	if info == nil || !info.Split() {
		return []dip.Loc{dip.At(p)}
	}
	out := make([]dip.Loc, len(info.Coasts))
	for i, c := range info.Coasts {
		out[i] = dip.Loc{Prov: p, Coast: c}
	}
	return out
}
