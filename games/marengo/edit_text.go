package marengo

import (
	"adjutant/games"
	"fmt"
	"strings"

	"adjutant/games/kit/checked"
	"adjutant/templates/i18n"
)

// editShown are the Chinese words, Traditional then Simplified, an edit's
// notice shows the players for the canonical words of its line.
var editShown = map[string][2]string{
	"TIME": {"時間", "时间"}, "MORALE": {"士氣", "士气"}, "BONUS": {"加分", "加分"},
	"YES": {"是", "是"}, "NO": {"否", "否"}, "BLOCK": {"棋子", "棋子"}, "GONE": {"消滅", "消灭"},
	"PLACE": {"移到", "移到"}, "Austria": {"奧軍", "奥军"}, "France": {"法軍", "法军"},
}

var _ games.EditTexter = (*Game)(nil)

// EditText is an accepted edit's canonical line as the players' notice
// shows it: English keeps the line, Chinese gives its words in Chinese
// ("MORALE Austria 9" is "士氣 奧軍 9"); codes, places and numbers stay as
// they are. Every player and observer reads the notice, and a block lies
// face down to the other side, so a BLOCK or PLACE line is told without
// the block's face: which side's block, where, and what became of it.
// The master's own answer keeps the whole line.
func (g *Game) EditText(change string) i18n.Text {
	f := strings.Fields(change)
	if len(f) == 5 && (f[0] == "BLOCK" || f[0] == "PLACE") {
		return blockEditText(f)
	}
	return checked.Worded(change, editShown)
}

// blockEditText words "BLOCK side place face new|GONE" and "PLACE side
// place face to" without the face.
func blockEditText(f []string) i18n.Text {
	side, at, to := f[1], f[2], f[4]
	zh := editShown[side]
	if zh[0] == "" {
		zh = [2]string{side, side}
	}
	switch {
	case f[0] == "PLACE":
		return i18n.Text{
			EN:   fmt.Sprintf("PLACE %s: one block moved from %s to %s", side, at, to),
			Hant: fmt.Sprintf("移到 %s：一枚棋子由 %s 移到 %s", zh[0], at, to),
			Hans: fmt.Sprintf("移到 %s：一枚棋子由 %s 移到 %s", zh[1], at, to),
		}
	case to == "GONE":
		return i18n.Text{
			EN:   fmt.Sprintf("BLOCK %s %s: one block eliminated", side, at),
			Hant: fmt.Sprintf("棋子 %s %s：消滅一枚棋子", zh[0], at),
			Hans: fmt.Sprintf("棋子 %s %s：消灭一枚棋子", zh[1], at),
		}
	}
	return i18n.Text{
		EN:   fmt.Sprintf("BLOCK %s %s: one block's strength changed", side, at),
		Hant: fmt.Sprintf("棋子 %s %s：一枚棋子的戰力已更改", zh[0], at),
		Hans: fmt.Sprintf("棋子 %s %s：一枚棋子的战力已更改", zh[1], at),
	}
}
