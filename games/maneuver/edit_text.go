package maneuver

import (
	"adjutant/games"
	"adjutant/games/kit/checked"
	"adjutant/templates/i18n"
)

// editShown are the Chinese words, Traditional then Simplified, an edit's
// notice shows the players for the canonical words of its line.
var editShown = map[string][2]string{
	"UNIT": {"單位", "单位"}, "GONE": {"消滅", "消灭"}, "DAMAGE": {"受損", "受损"},
	"FULL": {"滿編", "满编"}, "REDOUBT": {"戰壕", "战壕"}, "ON": {"開", "开"}, "OFF": {"關", "关"},
	"Blue": {"藍方", "蓝方"}, "Red": {"紅方", "红方"},
}

var _ games.EditTexter = (*Game)(nil)

// EditText is an accepted edit's canonical line as the players' notice
// shows it: English keeps the line, Chinese gives its words in Chinese
// ("UNIT Blue GRD C4" is "單位 藍方 GRD C4"); codes, places and numbers stay as they are.
func (g *Game) EditText(change string) i18n.Text {
	return checked.Worded(change, editShown)
}
