package adjudicate

import "adjutant/games/diplomacy/dip"

// BuildSites lists, sorted, the home centres where power may build now: owned
// by it and empty (2.6.6, 2.6.7). It is empty for a power with no builds
// due or in civil disorder, so a judge can tell a player with builds but no
// free centre that they lapse, and need not wait for that player's orders.
func BuildSites(m *dip.Map, pos dip.Position, power dip.Power) []dip.Province {
	owed := centreBalances(m, pos)[power]
	var out []dip.Province
	for _, prov := range m.Provinces() { // sorted
		// Every home centre is on land, so an army fits wherever any
		// build does.
		o := dip.Order{Kind: dip.Build, Power: power, Type: dip.Army, At: dip.At(prov)}
		if _, code, _ := buildSite(m, pos, o, owed); code == dip.FaultNone {
			out = append(out, prov)
		}
	}
	return out
}
