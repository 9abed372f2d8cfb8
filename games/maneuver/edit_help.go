package maneuver

import (
	"adjutant/games"
	"adjutant/templates/i18n"
)

// editsTopic is the help a master gets from EDIT alone, HELP EDIT or GET
// maneuver edits: the edits this game takes, in each language.
func editsTopic() games.HelpTopic {
	return games.HelpTopic{Name: "edits", Aliases: []string{"edit", "修改", "編輯", "编辑"},
		Title: i18n.T("Maneuver: the master's edits", "演習：主持人的修改", "演习：主持人的修改"),
		Body:  i18n.Text{EN: editsHelpEN, Hant: editsHelpHant, Hans: editsHelpHans}}
}

const editsHelpEN = `Once the turns have begun, the game's master may correct the field
with EDIT, one change a line, each made on its own: a refused line
changes nothing, and the other lines stand. Every player reads each
edit.
  UNIT Blue GRD C4      put a unit on a free square (or move it there)
  UNIT Red FGD GONE     eliminate a unit
  DAMAGE Blue GRD       flip a unit to its damaged side
  FULL Blue GRD         flip it back to full strength
  REDOUBT C4 ON|OFF     place or take away a redoubt
`

const editsHelpHant = `回合開始後，棋局主持人可用 EDIT（或「編輯」）修正戰場，每行一項；
每行各自執行：被拒的一行不做任何修改，其他行照常生效。每位玩家都會讀到
每項修改。
  單位 藍方 GRD C4      把單位放到空格上（或移到那裡）
  單位 紅方 FGD 消滅    消滅單位
  受損 藍方 GRD         把單位翻到受損面
  滿編 藍方 GRD         把單位翻回完整面
  戰壕 C4 開|關         設置或拆除戰壕
英文 UNIT、GONE、DAMAGE、FULL、REDOUBT、ON、OFF 亦可；
Blue、Red 即藍方、紅方。
`

const editsHelpHans = `回合开始后，棋局主持人可用 EDIT（或“编辑”）修正战场，每行一项；
每行各自执行：被拒的一行不做任何修改，其他行照常生效。每位玩家都会读到
每项修改。
  单位 蓝方 GRD C4      把单位放到空格上（或移到那里）
  单位 红方 FGD 消灭    消灭单位
  受损 蓝方 GRD         把单位翻到受损面
  满编 蓝方 GRD         把单位翻回完整面
  战壕 C4 开|关         设置或拆除战壕
英文 UNIT、GONE、DAMAGE、FULL、REDOUBT、ON、OFF 亦可；
Blue、Red 即蓝方、红方。
`
