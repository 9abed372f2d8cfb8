package diplomacy

import (
	"fmt"
	"strings"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/games/diplomacy/render"
	"adjutant/templates/i18n"
)

// Phrases of replies and views. Each holds at most one %d or %s.
var (
	tNoOrders     = i18n.Text{EN: "no orders", Hant: "沒有指令", Hans: "没有指令"}
	tUnordered    = i18n.Text{EN: "unordered: ", Hant: "未下指令：", Hans: "未下指令："}
	tHolds        = i18n.Text{EN: "holds", Hant: "留守", Hans: "留守"}
	tDisbands     = i18n.Text{EN: "disbands", Hant: "復員", Hans: "复员"}
	tBuildsLeft   = i18n.Text{EN: "builds not ordered: %d (waived)", Hant: "未用之成軍名額：%d（作廢）", Hans: "未用之成军名额：%d（作废）"}
	tRemovalsLeft = i18n.Text{EN: "removals not ordered: %d (the judge chooses, 4.3.3)", Hant: "未指定之復員：%d（由裁判選擇，4.3.3）", Hans: "未指定之复员：%d（由裁判选择，4.3.3）"}
	tCoinToss     = i18n.Text{EN: "Coin toss", Hant: "擲毫", Hans: "掷毫"}
	tDraw         = i18n.Text{EN: "draw #%d: %d of %d", Hant: "第 %d 次抽取：%d（共 %d）", Hans: "第 %d 次抽取：%d（共 %d）"}
	tGameOver     = i18n.Text{EN: "Game over", Hant: "遊戲結束", Hans: "游戏结束"}
	tUnits        = i18n.Text{EN: "Units", Hant: "部隊", Hans: "部队"}
	tCentres      = i18n.Text{EN: "Supply centres and units", Hant: "軍需區及部隊", Hans: "军需区及部队"}
	tCentresUnits = i18n.Text{EN: "%d centres, %d units", Hant: "軍需區 %d，部隊 %d", Hans: "军需区 %d，部队 %d"}
)

func fmtText(t i18n.Text, args ...any) i18n.Text {
	return i18n.Text{EN: fmt.Sprintf(t.EN, args...), Hant: fmt.Sprintf(t.Hant, args...), Hans: fmt.Sprintf(t.Hans, args...)}
}

// fillText puts arg, in each language, into the %s of t in that language.
func fillText(t, arg i18n.Text) i18n.Text {
	return i18n.Text{EN: fmt.Sprintf(t.EN, arg.EN), Hant: fmt.Sprintf(t.Hant, arg.In(i18n.TraditionalChinese)),
		Hans: fmt.Sprintf(t.Hans, arg.In(i18n.SimplifiedChinese))}
}

// placeText names a province as orders are echoed: "StP" in English, the
// rulebook's name in Chinese.
func placeText(names *dipmap.Names, p dip.Province, lang i18n.Lang) string {
	if lang == i18n.English {
		return render.Abbrev(p)
	}
	return names.Name(p, lang)
}

func listJoin(items []string, lang i18n.Lang) string {
	if lang == i18n.English {
		return strings.Join(items, ", ")
	}
	return strings.Join(items, "、")
}

// heading writes a section heading underlined, as render's reports do.
func heading(b *strings.Builder, title string) {
	b.WriteString("\n" + title + "\n")
	b.WriteString(strings.Repeat("-", displayWidth(title)) + "\n")
}

// displayWidth counts columns in a fixed-width font: Han characters and
// full-width punctuation take two.
func displayWidth(s string) int {
	w := 0
	for _, r := range s {
		if r >= 0x1100 && (r <= 0x115f || (r >= 0x2e80 && r <= 0xa4cf) || (r >= 0xac00 && r <= 0xd7a3) ||
			(r >= 0xf900 && r <= 0xfaff) || (r >= 0xfe30 && r <= 0xfe4f) || (r >= 0xff00 && r <= 0xff60) || (r >= 0xffe0 && r <= 0xffe6)) {
			w += 2
		} else {
			w++
		}
	}
	return w
}
