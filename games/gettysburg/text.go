package gettysburg

import (
	"adjutant/games"
)

// stxt is games.T whose first argument is a side's name in each language.
func stxt(side Side, en, hant, hans string, a ...any) games.Text {
	return games.T(en, hant, hans, append([]any{sideText(side)}, a...)...)
}

// sideText names a side in every language.
func sideText(s Side) games.Text {
	if s == Union {
		return games.Text{EN: "Union", Hant: "聯邦軍", Hans: "联邦军"}
	}
	return games.Text{EN: "Confederate", Hant: "邦聯軍", Hans: "邦联军"}
}

// turnText names a turn on the turn track: six half-days from July 1 AM.
func turnText(turn int) games.Text {
	day := 1 + (turn-1)/2
	if turn%2 == 1 {
		return games.T("July %d AM", "七月%d日上午", "七月%d日上午", day)
	}
	return games.T("July %d PM", "七月%d日下午", "七月%d日下午", day)
}

func stageText(st Stage) games.Text {
	switch st {
	case StageCommand:
		return games.Text{EN: "command and organisation", Hant: "指揮及組織階段", Hans: "指挥及组织阶段"}
	case StageWithdraw:
		return games.Text{EN: "organisation (withdrawals)", Hant: "組織階段（撤離）", Hans: "组织阶段（撤离）"}
	case StageMove:
		return games.Text{EN: "movement", Hant: "移動階段", Hans: "移动阶段"}
	case StageAttack:
		return games.Text{EN: "attacks", Hant: "攻擊階段", Hans: "攻击阶段"}
	}
	return games.Text{EN: "game over", Hant: "遊戲結束", Hans: "游戏结束"}
}

// unitName is a unit's code and name in lang.
func (s *State) unitName(u int, lang games.Lang) string {
	return s.unitText(u).In(lang)
}

// unitText is a unit's code and name in every language.
func (s *State) unitText(u int) games.Text {
	un := s.sc.Units[u]
	return games.Join(games.Plain(un.Code+" "), games.Text{EN: un.Names[0], Hant: un.Names[1], Hans: un.Names[2]})
}
