package adjudicate

import "adjutant/games/diplomacy/dip"

// fleetsAtSea lists the locations of every fleet standing in a sea: the
// fleets that could convoy at all (3.6.1).
func fleetsAtSea(m *dip.Map, pos dip.Position) []dip.Loc {
	var out []dip.Loc
	for _, u := range pos.Units {
		if info := m.Province(u.At.Prov); u.Type == dip.Fleet && info != nil && info.Terrain == dip.Sea {
			out = append(out, u.At)
		}
	}
	return out
}

// seaRouteExists reports whether the fleets at the given sea locations form
// a chain from province a to province b: the first fleet borders a, each
// fleet borders the next, and the last borders b (3.4.3). Coasts do not
// matter where the chain touches land: an army lands on the province.
func seaRouteExists(m *dip.Map, a, b dip.Province, fleets []dip.Loc) bool {
	return searchRoute(m, a, b, len(fleets), func(i int) dip.Loc { return fleets[i] }, nil)
}

// searchRoute is a breadth-first search over n fleets, fleet i standing at
// at(i). When usable is not nil, it is asked about a fleet only once the
// search reaches it, and fleets it refuses are not passed through; this
// keeps the adjudicator from deciding fleets no route could use.
func searchRoute(m *dip.Map, a, b dip.Province, n int, at func(int) dip.Loc, usable func(int) bool) bool {
	if n == 0 {
		return false
	}
	const (
		unseen = iota
		queued
		refused
	)
	state := make([]uint8, n)
	queue := make([]int, 0, n)
	for i := 0; i < n; i++ {
		if len(m.FleetCanReach(at(i), a)) > 0 {
			state[i] = queued
			queue = append(queue, i)
		}
	}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		if usable != nil && !usable(i) {
			state[i] = refused
			continue
		}
		if len(m.FleetCanReach(at(i), b)) > 0 {
			return true
		}
		for j := 0; j < n; j++ {
			if state[j] == unseen && m.FleetAdjacent(at(i), at(j)) {
				state[j] = queued
				queue = append(queue, j)
			}
		}
	}
	return false
}
