package gettysburg

import (
	"adjutant/templates/i18n"
)

// stxt is i18n.T whose first argument is a side's name in each language.
func stxt(side Side, en, hant, hans string, a ...any) i18n.Text {
	return i18n.T(en, hant, hans, append([]any{sideText(side)}, a...)...)
}

// sideText names a side in every language.
func sideText(s Side) i18n.Text {
	if s == Union {
		return i18n.Text{EN: "Union", Hant: "聯邦軍", Hans: "联邦军"}
	}
	return i18n.Text{EN: "Confederate", Hant: "邦聯軍", Hans: "邦联军"}
}

// turnText names a turn on the turn track: six half-days from July 1 AM.
func turnText(turn int) i18n.Text {
	day := 1 + (turn-1)/2
	if turn%2 == 1 {
		return i18n.T("July %d AM", "七月%d日上午", "七月%d日上午", day)
	}
	return i18n.T("July %d PM", "七月%d日下午", "七月%d日下午", day)
}

func stageText(st Stage) i18n.Text {
	switch st {
	case StageCommand:
		return i18n.Text{EN: "command and organisation", Hant: "指揮及組織階段", Hans: "指挥及组织阶段"}
	case StageWithdraw:
		return i18n.Text{EN: "organisation (withdrawals)", Hant: "組織階段（撤離）", Hans: "组织阶段（撤离）"}
	case StageMove:
		return i18n.Text{EN: "movement", Hant: "移動階段", Hans: "移动阶段"}
	case StageAttack:
		return i18n.Text{EN: "attacks", Hant: "攻擊階段", Hans: "攻击阶段"}
	}
	return i18n.Text{EN: "game over", Hant: "遊戲結束", Hans: "游戏结束"}
}

// unitName is a unit's code and name in lang.
func (s *State) unitName(u int, lang i18n.Lang) string {
	return s.unitText(u).In(lang)
}

// unitText is a unit's code and name in every language.
func (s *State) unitText(u int) i18n.Text {
	un := s.sc.Units[u]
	return i18n.Join(i18n.Plain(un.Code+" "), i18n.Text{EN: un.Names[0], Hant: un.Names[1], Hans: un.Names[2]})
}

// colon ends a label: "Phase: ", "階段：".
func colon(lang i18n.Lang) string { return i18n.Tr(lang, ": ", "：", "：") }
