package marengo

import (
	"adjutant/templates/i18n"
)

// Victory (rule 12): when the last French turn ends, a side demoralised
// while the other is not loses. Otherwise Austria wins if it holds
// objectives of two different colours (our reading of "control": its
// blocks stand in the area), else France. A player may also concede.

func (r *run) victory() {
	b := r.b
	da, df := b.demoralised(Austria), b.demoralised(France)
	var held []i18n.Text
	colours := map[Colour]bool{}
	for _, a := range r.sc.Areas {
		if a.Objective == "" {
			continue
		}
		if s, ok := b.holder(a.Key); ok && s == Austria {
			held = append(held, txt("%s (%s)", "%s（%s）", "%s（%s）", a.Key, colourText(a.Objective)))
			colours[a.Objective] = true
		}
	}
	r.pub(txt("%s: the battle ends.", "%s：戰鬥結束。", "%s：战斗结束。", hourText(b.Hour)))
	var w Side
	var why i18n.Text
	switch {
	case da && !df:
		w, why = France, txt("Austria is demoralised and France is not", "奧軍潰散而法軍沒有", "奥军溃散而法军没有")
	case df && !da:
		w, why = Austria, txt("France is demoralised and Austria is not", "法軍潰散而奧軍沒有", "法军溃散而奥军没有")
	case len(colours) >= 2:
		w, why = Austria, txt("Austria holds objectives of %d colours: %s", "奧軍控制 %d 種顏色的據點：%s", "奥军控制 %d 种颜色的据点：%s", len(colours), i18n.ListText(held))
	default:
		w, why = France, txt("Austria holds objectives of fewer than two colours (%s)", "奧軍控制的據點不足兩種顏色（%s）", "奥军控制的据点不足两种颜色（%s）", orNone(held))
	}
	r.end(w, why)
}

func orNone(xs []i18n.Text) i18n.Text {
	if len(xs) == 0 {
		return txt("none", "無", "无")
	}
	return i18n.ListText(xs)
}

// end closes the game with a winner.
func (r *run) end(w Side, why i18n.Text) {
	r.winner = int(w)
	r.reason = why
	r.pub(txt("%s wins: %s.", "%s獲勝：%s。", "%s获胜：%s。", sideText(w), why))
}
