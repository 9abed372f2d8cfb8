package variant

import (
	"strings"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/render"
	"adjutant/templates/i18n"
)

// namesText joins seat or power names ("Austria+France", "Italy") in each
// language: "+" and ", " in English, "及" and "、" in Chinese.
func namesText(names []string) i18n.Text {
	var en, hant, hans []string
	for _, n := range names {
		var e, t, s []string
		for _, p := range strings.Split(n, "+") {
			name := render.PowerName(dip.Power(p))
			e, t, s = append(e, name.EN), append(t, name.Hant), append(s, name.Hans)
		}
		en, hant, hans = append(en, strings.Join(e, "+")), append(hant, strings.Join(t, "及")), append(hans, strings.Join(s, "及"))
	}
	return i18n.Text{EN: strings.Join(en, ", "), Hant: strings.Join(hant, "、"), Hans: strings.Join(hans, "、")}
}
