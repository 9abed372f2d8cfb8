package marengo

import (
	"strings"

	"adjutant/templates/i18n"
)

// editShown are the Chinese words, Traditional then Simplified, an edit's
// notice shows the players for the canonical words of its line.
var editShown = map[string][2]string{
	"TIME": {"時間", "时间"}, "MORALE": {"士氣", "士气"}, "BONUS": {"加分", "加分"},
	"YES": {"是", "是"}, "NO": {"否", "否"}, "BLOCK": {"方塊", "方块"}, "GONE": {"消滅", "消灭"},
	"PLACE": {"移到", "移到"}, "Austria": {"奧軍", "奥军"}, "France": {"法軍", "法军"},
}

// EditText is an accepted edit's canonical line as the players' notice
// shows it: English keeps the line, Chinese gives its words in Chinese
// ("BLOCK France MAR/CGR inf3 GONE" is "方塊 法軍 MAR/CGR inf3 消滅"); codes, places and numbers stay as they are.
func (g *Game) EditText(change string) i18n.Text {
	f := strings.Fields(change)
	hant, hans := make([]string, len(f)), make([]string, len(f))
	for i, w := range f {
		hant[i], hans[i] = w, w
		if zh, ok := editShown[w]; ok {
			hant[i], hans[i] = zh[0], zh[1]
		}
	}
	return i18n.Text{EN: change, Hant: strings.Join(hant, " "), Hans: strings.Join(hans, " ")}
}
