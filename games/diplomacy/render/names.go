package render

import (
	"strings"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/templates/i18n"
)

// PowerName is the power's name in every language, as the rulebook's
// introduction gives it. A power not on the standard board keeps its
// English name.
func PowerName(p dip.Power) i18n.Text { return word("power", string(p)) }

// UnitName is "army" / "陸軍" / "陆军" (and "unit" / "部隊" when the type
// was not written).
func UnitName(t dip.UnitType) i18n.Text { return word("unit", t.String()) }

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
func PlaceName(names *dipmap.Names, p dip.Province) i18n.Text {
	return i18n.Text{
		EN:   names.Name(p, i18n.English),
		Hant: names.Name(p, i18n.TraditionalChinese),
		Hans: names.Name(p, i18n.SimplifiedChinese),
	}
}
