package asl

import (
	"adjutant/games"
	"adjutant/games/kit/checked"
	"adjutant/templates/i18n"
)

// editShown are the Chinese words, Traditional then Simplified, an edit's
// notice shows the players for the canonical words of its line.
var editShown = map[string][2]string{
	"PLACE": {"放置", "放置"}, "REMOVE": {"移除", "移除"}, "SET": {"設為", "设为"},
	"CONTROL": {"控制", "控制"}, "TURN": {"回合", "回合"}, "GOOD": {"良好", "良好"},
	"BROKEN": {"潰散", "溃散"}, "DM": {"絕望", "绝望"}, "PINNED": {"壓制", "压制"},
	"CX": {"疲倦", "疲倦"}, "CLEAR": {"清除", "清除"}, "german": {"德軍", "德军"}, "russian": {"俄軍", "俄军"},
}

var _ games.EditTexter = (*Game)(nil)

// EditText is an accepted edit's canonical line as the players' notice
// shows it: English keeps the line, Chinese gives its words in Chinese
// ("SET G4 BROKEN" is "設為 G4 潰散"); codes, places and numbers stay as they are.
func (g *Game) EditText(change string) i18n.Text {
	return checked.Worded(change, editShown)
}
