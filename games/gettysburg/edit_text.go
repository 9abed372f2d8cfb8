package gettysburg

import (
	"adjutant/games"
	"adjutant/games/kit/checked"
	"adjutant/templates/i18n"
)

// editShown are the Chinese words, Traditional then Simplified, an edit's
// notice shows the players for the canonical words of its line.
var editShown = map[string][2]string{
	"PLACE": {"放置", "放置"}, "MARCH": {"行軍", "行军"}, "COMBAT": {"戰鬥", "战斗"},
	"STRAGGLE": {"落伍", "落伍"}, "ELIMINATE": {"消滅", "消灭"}, "PENDING": {"待援", "待援"},
	"ARTILLERY": {"炮火", "炮火"}, "POINTS": {"分數", "分数"},
	"Union": {"聯邦軍", "联邦军"}, "Confederate": {"邦聯軍", "邦联军"},
}

var _ games.EditTexter = (*Game)(nil)

// EditText is an accepted edit's canonical line as the players' notice
// shows it: English keeps the line, Chinese gives its words in Chinese
// ("PLACE HE 1104 COMBAT" is "放置 HE 1104 戰鬥"); codes, places and numbers stay as they are.
func (g *Game) EditText(change string) i18n.Text {
	return checked.Worded(change, editShown)
}
