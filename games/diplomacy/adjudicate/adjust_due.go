package adjudicate

import "adjutant/games/diplomacy/dip"

// AdjustmentsDue returns, for every power that has something to do in an
// adjustment phase, the number of builds it is owed (positive) or of units
// it must remove (negative): the supply centres it owns less the units it
// has (2.6.1, 2.6.3, 2.6.4). Centres count per power, even where one
// player holds several powers (1.2.4). Powers nobody plays are left out;
// a power in civil disorder is listed only when it must remove units,
// because it may not build (4.3.1) and its builds lapse.
func AdjustmentsDue(m *dip.Map, pos dip.Position) map[dip.Power]int {
	delta := centreBalances(m, pos)
	for p, n := range delta {
		if n == 0 || pos.Absent[p] || (n > 0 && pos.Disorder[p]) {
			delete(delta, p)
		}
	}
	return delta
}

// centreBalances is the supply centres each power owns less the units it has,
// for every power that owns a centre or has a unit.
func centreBalances(m *dip.Map, pos dip.Position) map[dip.Power]int {
	delta := map[dip.Power]int{}
	for prov, owner := range pos.Owners {
		if info := m.Province(prov); owner != "" && info != nil && info.SupplyCenter {
			delta[owner]++
		}
	}
	for _, u := range pos.Units {
		delta[u.Power]--
	}
	return delta
}

// NeedsAdjustment reports whether an adjustment phase must be played in pos,
// that is whether some power has builds or removals due.
func NeedsAdjustment(m *dip.Map, pos dip.Position) bool {
	return len(AdjustmentsDue(m, pos)) > 0
}
