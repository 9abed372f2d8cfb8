package dip

import (
	"adjutant/templates/i18n"
)

// Power is one of the seven great powers, by its English name.
type Power string

// The powers of the standard game.
const (
	Austria Power = "Austria"
	England Power = "England"
	France  Power = "France"
	Germany Power = "Germany"
	Italy   Power = "Italy"
	Russia  Power = "Russia"
	Turkey  Power = "Turkey"
)

// AllPowers returns the seven powers in alphabetical order, the order every
// table and report uses.
func AllPowers() []Power {
	return []Power{Austria, England, France, Germany, Italy, Russia, Turkey}
}

// Initial is the one-letter abbreviation classic judges use ("A" for Austria).
func (p Power) Initial() string {
	if p == "" {
		return "?"
	}
	return string(p[0])
}

// Name is the power's name in every language, as the rulebook's introduction
// gives it. A power not on the standard board keeps its English name.
func (p Power) Name() i18n.Text {
	switch p {
	case Austria:
		return i18n.Text{EN: "Austria", Hant: "奧匈帝國", Hans: "奥匈帝国"}
	case England:
		return i18n.Text{EN: "England", Hant: "英國", Hans: "英国"}
	case France:
		return i18n.Text{EN: "France", Hant: "法國", Hans: "法国"}
	case Germany:
		return i18n.Text{EN: "Germany", Hant: "德國", Hans: "德国"}
	case Italy:
		return i18n.Text{EN: "Italy", Hant: "意大利", Hans: "意大利"}
	case Russia:
		return i18n.Text{EN: "Russia", Hant: "俄羅斯", Hans: "俄罗斯"}
	case Turkey:
		return i18n.Text{EN: "Turkey", Hant: "土耳其", Hans: "土耳其"}
	}
	return i18n.Text{EN: string(p), Hant: string(p), Hans: string(p)}
}
