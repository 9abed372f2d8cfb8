package render

import (
	"strings"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/templates/i18n"
)

// orderWords are the words of the canonical order forms. English uses the
// judges' short notation; Chinese uses the rulebook's words (3.2–3.5,
// 2.5.7, 2.6.4), which ParseOrder reads back.
type orderWords struct {
	move, support, convoy, hold, via, retreat, disband, build, remove, waive string
}

var wordsEN = orderWords{"-", "S", "C", "H", "via convoy", "-", "disband", "Build", "Remove", "Waive"}
var wordsHant = orderWords{"移動", "支援", "護航", "留守", "經護航", "撤退", "復員", "成軍", "復員", "放棄成軍"}
var wordsHans = orderWords{"移动", "支援", "护航", "留守", "经护航", "撤退", "复员", "成军", "复员", "放弃成军"}

func wordsFor(lang i18n.Lang) orderWords {
	switch lang {
	case i18n.TraditionalChinese:
		return wordsHant
	case i18n.SimplifiedChinese:
		return wordsHans
	}
	return wordsEN
}

// FormatOrder writes an order in its canonical form: "A Par - Bur",
// "F Nth C A Lon - Nwy", "Build F StP/nc" in English, and
// "陸軍 巴黎 移動 布根第", "成軍 艦隊 聖彼得堡（北岸）" in Chinese. ParseOrder
// reads every form it writes back to the same order (a retreat written in
// English reads back as a move; ForPhase makes it a retreat again).
func FormatOrder(names *dipmap.Names, o dip.Order, lang i18n.Lang) string {
	w := wordsFor(lang)
	unit := func(t dip.UnitType, l dip.Loc) string {
		place := placeIn(names, l, lang)
		if t == dip.NoUnit {
			return place
		}
		if lang == i18n.English {
			return t.Letter() + " " + place
		}
		return UnitName(t).In(lang) + " " + place
	}
	self := unit(o.Type, o.At)
	other := unit(o.OtherType, o.Other)
	parts := []string{}
	switch o.Kind {
	case dip.Hold:
		parts = append(parts, self, w.hold)
	case dip.Move:
		parts = append(parts, self, w.move, placeIn(names, o.To, lang))
		if o.Via {
			parts = append(parts, w.via)
		}
	case dip.Support:
		parts = append(parts, self, w.support, other)
		if !o.OtherTo.IsZero() {
			parts = append(parts, w.move, placeIn(names, o.OtherTo, lang))
		} else if lang != i18n.English {
			parts = append(parts, w.hold)
		}
	case dip.Convoy:
		parts = append(parts, self, w.convoy, other, w.move, placeIn(names, o.OtherTo, lang))
	case dip.Retreat:
		parts = append(parts, self, w.retreat, placeIn(names, o.To, lang))
	case dip.Disband:
		parts = append(parts, self, w.disband)
	case dip.Build:
		parts = append(parts, w.build, self)
	case dip.Remove:
		parts = append(parts, w.remove, self)
	case dip.Waive:
		parts = append(parts, w.waive)
	default:
		parts = append(parts, self, "?")
	}
	return strings.Join(parts, " ")
}

// placeIn is "StP/nc" in English and "聖彼得堡(北岸)" in Chinese.
func placeIn(names *dipmap.Names, l dip.Loc, lang i18n.Lang) string {
	if lang == i18n.English {
		return LocAbbrev(l)
	}
	return names.LocName(l, lang)
}
