package diplomacy

import (
	"strings"

	"adjutant/games"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/render"
	"adjutant/templates/i18n"
)

var _ games.EditTexter = (*game)(nil)

// EditText is an accepted edit's canonical line ("add Italy F tys") as the
// players read it in their notice, in each language: English keeps the
// canonical line, Chinese names the power, unit and place in Chinese
// ("增加 意大利 艦隊 第勒尼安海"). A line it cannot read comes back as it is.
func (g *game) EditText(change string) i18n.Text {
	f := strings.Fields(change)
	plain := i18n.Plain(change)
	place := func(w string) (i18n.Text, bool) {
		l := dip.ParseLoc(w)
		if l.Prov == "" {
			return i18n.Text{}, false
		}
		return i18n.Text{EN: w, Hant: g.eng.names.LocName(l, i18n.TraditionalChinese), Hans: g.eng.names.LocName(l, i18n.SimplifiedChinese)}, true
	}
	switch {
	case len(f) == 4 && f[0] == "add":
		at, ok := place(f[3])
		t, isUnit := parseUnitType(f[2])
		if !ok || !isUnit {
			return plain
		}
		p, u := render.PowerName(dip.Power(f[1])), render.UnitName(t)
		return i18n.Text{EN: change, Hant: "增加 " + p.Hant + " " + u.Hant + " " + at.Hant, Hans: "增加 " + p.Hans + " " + u.Hans + " " + at.Hans}
	case len(f) == 2 && f[0] == "remove":
		at, ok := place(f[1])
		if !ok {
			return plain
		}
		return i18n.Text{EN: change, Hant: "移除 " + at.Hant + " 的部隊", Hans: "移除 " + at.Hans + " 的部队"}
	case len(f) == 3 && f[0] == "owner":
		at, ok := place(f[1])
		if !ok {
			return plain
		}
		if f[2] == "none" {
			return i18n.Text{EN: change, Hant: at.Hant + " 無人擁有", Hans: at.Hans + " 无人拥有"}
		}
		p := render.PowerName(dip.Power(f[2]))
		return i18n.Text{EN: change, Hant: at.Hant + " 歸 " + p.Hant + " 擁有", Hans: at.Hans + " 归 " + p.Hans + " 拥有"}
	}
	return plain
}
