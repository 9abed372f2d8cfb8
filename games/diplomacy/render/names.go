package render

import (
	"strings"

	"adjutant/games"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

// powerNames are the powers as the rulebook's translation names them (its
// introduction lists 英國、德國、俄羅斯、土耳其、奧匈帝國、意大利和法國).
var powerNames = map[dip.Power]games.Text{
	dip.Austria: {EN: "Austria", Hant: "奧匈帝國", Hans: "奥匈帝国"},
	dip.England: {EN: "England", Hant: "英國", Hans: "英国"},
	dip.France:  {EN: "France", Hant: "法國", Hans: "法国"},
	dip.Germany: {EN: "Germany", Hant: "德國", Hans: "德国"},
	dip.Italy:   {EN: "Italy", Hant: "意大利", Hans: "意大利"},
	dip.Russia:  {EN: "Russia", Hant: "俄羅斯", Hans: "俄罗斯"},
	dip.Turkey:  {EN: "Turkey", Hant: "土耳其", Hans: "土耳其"},
}

// PowerName is the power's name in every language. A power the table does
// not know (a variant's) keeps its English name.
func PowerName(p dip.Power) games.Text {
	if t, ok := powerNames[p]; ok {
		return t
	}
	return games.Text{EN: string(p)}
}

// UnitName is "army" / "陸軍" / "陆军" (and "unit" / "部隊" when the type
// was not written).
func UnitName(t dip.UnitType) games.Text {
	switch t {
	case dip.Army:
		return games.Text{EN: "army", Hant: "陸軍", Hans: "陆军"}
	case dip.Fleet:
		return games.Text{EN: "fleet", Hant: "艦隊", Hans: "舰队"}
	}
	return games.Text{EN: "unit", Hant: "部隊", Hans: "部队"}
}

// Abbrev is the short English form of a province that players write and
// reports print: the id with a capital, and the rulebook's capitals for
// St. Petersburg, North Africa and the North Atlantic ("StP", "NAf", "NAt").
func Abbrev(p dip.Province) string {
	switch p {
	case "stp":
		return "StP"
	case "naf":
		return "NAf"
	case "nao", "nat":
		return "NAt"
	}
	s := string(p)
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// LocAbbrev is Abbrev with the coast: "StP/nc".
func LocAbbrev(l dip.Loc) string {
	if l.Coast == dip.NoCoast {
		return Abbrev(l.Prov)
	}
	return Abbrev(l.Prov) + "/" + string(l.Coast)
}

// PlaceName is a province's name in every language.
func PlaceName(names *dipmap.Names, p dip.Province) games.Text {
	return games.Text{
		EN:   names.Name(p, games.English),
		Hant: names.Name(p, games.TraditionalChinese),
		Hans: names.Name(p, games.SimplifiedChinese),
	}
}
