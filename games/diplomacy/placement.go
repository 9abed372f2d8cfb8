package diplomacy

import (
	"adjutant/games/diplomacy/dip"
	"adjutant/templates/i18n"
)

// placementCode says whether a unit may stand where it is put. Load checks
// stored units with it and Edit checks the referee's additions, so a board
// the engine accepts is always one the adjudicator can work on.
type placementCode string

// The faults, each named by its key in names.toml's [placement] table.
const (
	placementOK      placementCode = ""
	placeUnknown     placementCode = "unknown"      // no such province
	placeImpassable  placementCode = "impassable"   // Switzerland
	placeArmyAtSea   placementCode = "army-at-sea"  // an army in a sea
	placeFleetInland placementCode = "fleet-inland" // a fleet in an inland province
	placeCoastNeeded placementCode = "coast-needed" // a fleet in a split-coast province without its coast
	placeBadCoast    placementCode = "bad-coast"    // a coast the province does not have, or a coast for an army
)

func placementFault(m *dip.Map, u dip.Unit) placementCode {
	info := m.Province(u.At.Prov)
	switch {
	case info == nil:
		return placeUnknown
	case info.Impassable:
		return placeImpassable
	case u.Type == dip.Army && info.Terrain == dip.Sea:
		return placeArmyAtSea
	case u.Type == dip.Army && u.At.Coast != dip.NoCoast:
		return placeBadCoast
	case u.Type == dip.Fleet && info.Terrain == dip.Land:
		return placeFleetInland
	case u.Type == dip.Fleet && info.Split() && u.At.Coast == dip.NoCoast:
		return placeCoastNeeded
	case u.Type == dip.Fleet && u.At.Coast != dip.NoCoast && !hasCoast(info, u.At.Coast):
		return placeBadCoast
	}
	return placementOK
}

func hasCoast(info *dip.ProvinceInfo, c dip.Coast) bool {
	for _, x := range info.Coasts {
		if x == c {
			return true
		}
	}
	return false
}

// Text says what is wrong, for a problem shown to the referee.
func (c placementCode) Text() i18n.Text { return word("placement", string(c)) }
