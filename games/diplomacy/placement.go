package diplomacy

import (
	"adjutant/games/diplomacy/dip"
	"adjutant/templates/i18n"
)

// placementCode says whether a unit may stand where it is put. Load checks
// stored units with it and Edit checks the referee's additions, so a board
// the engine accepts is always one the adjudicator can work on.
type placementCode uint8

const (
	placementOK      placementCode = iota
	placeUnknown                   // no such province
	placeImpassable                // Switzerland
	placeArmyAtSea                 // an army in a sea
	placeFleetInland               // a fleet in an inland province
	placeCoastNeeded               // a fleet in a split-coast province without its coast
	placeBadCoast                  // a coast the province does not have, or a coast for an army
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
func (c placementCode) Text() i18n.Text {
	switch c {
	case placeUnknown:
		return i18n.Text{EN: "no such province", Hant: "沒有這個區域", Hans: "没有这个区域"}
	case placeImpassable:
		return i18n.Text{EN: "no unit may stand there (impassable)", Hant: "該區域不可進入", Hans: "该区域不可进入"}
	case placeArmyAtSea:
		return i18n.Text{EN: "an army cannot stand in a sea", Hant: "陸軍不可位於海域", Hans: "陆军不可位于海域"}
	case placeFleetInland:
		return i18n.Text{EN: "a fleet cannot stand in an inland province", Hant: "艦隊不可位於內陸區域", Hans: "舰队不可位于内陆区域"}
	case placeCoastNeeded:
		return i18n.Text{EN: "this province has two coasts: name one (for example stp/nc)", Hant: "該區域有兩條海岸，須指明其一（例如 聖彼得堡北岸）", Hans: "该区域有两条海岸，须指明其一（例如 圣彼得堡北岸）"}
	case placeBadCoast:
		return i18n.Text{EN: "no such coast for this unit", Hant: "該部隊不可位於此海岸", Hans: "该部队不可位于此海岸"}
	}
	return i18n.Text{EN: "ok"}
}
