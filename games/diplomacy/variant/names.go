package variant

import (
	"strings"

	"adjutant/games"
	"adjutant/games/diplomacy/dip"
)

// powerName is a power's name as the rulebook's introduction gives it.
func powerName(p dip.Power) games.Text {
	switch p {
	case dip.Austria:
		return games.Text{EN: "Austria", Hant: "奧匈帝國", Hans: "奥匈帝国"}
	case dip.England:
		return games.Text{EN: "England", Hant: "英國", Hans: "英国"}
	case dip.France:
		return games.Text{EN: "France", Hant: "法國", Hans: "法国"}
	case dip.Germany:
		return games.Text{EN: "Germany", Hant: "德國", Hans: "德国"}
	case dip.Italy:
		return games.Text{EN: "Italy", Hant: "意大利", Hans: "意大利"}
	case dip.Russia:
		return games.Text{EN: "Russia", Hant: "俄羅斯", Hans: "俄罗斯"}
	case dip.Turkey:
		return games.Text{EN: "Turkey", Hant: "土耳其", Hans: "土耳其"}
	}
	s := string(p)
	return games.Text{EN: s, Hant: s, Hans: s}
}

// namesText joins seat or power names ("Austria+France", "Italy") in each
// language: "+" and ", " in English, "及" and "、" in Chinese.
func namesText(names []string) games.Text {
	var en, hant, hans []string
	for _, n := range names {
		var e, t, s []string
		for _, p := range strings.Split(n, "+") {
			name := powerName(dip.Power(p))
			e, t, s = append(e, name.EN), append(t, name.Hant), append(s, name.Hans)
		}
		en, hant, hans = append(en, strings.Join(e, "+")), append(hant, strings.Join(t, "及")), append(hans, strings.Join(s, "及"))
	}
	return games.Text{EN: strings.Join(en, ", "), Hant: strings.Join(hant, "、"), Hans: strings.Join(hans, "、")}
}
