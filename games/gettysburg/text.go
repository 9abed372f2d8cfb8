package gettysburg

import (
	"fmt"

	"adjutant/games"
)

// tr picks one of three translations.
func tr(lang games.Lang, en, hant, hans string) string {
	return games.Text{EN: en, Hant: hant, Hans: hans}.In(lang)
}

// txt builds a Text from three format strings sharing the same arguments.
func txt(en, hant, hans string, a ...any) games.Text {
	return games.Text{EN: fmt.Sprintf(en, a...), Hant: fmt.Sprintf(hant, a...), Hans: fmt.Sprintf(hans, a...)}
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
		return txt("July %d AM", "七月%d日上午", "七月%d日上午", day)
	}
	return txt("July %d PM", "七月%d日下午", "七月%d日下午", day)
}

func stageText(st Stage) games.Text {
	switch st {
	case StageCommand:
		return games.Text{EN: "command and organisation", Hant: "指揮及組織階段", Hans: "指挥及组织阶段"}
	case StageWithdraw:
		return games.Text{EN: "organisation (withdrawals)", Hant: "組織階段(撤離)", Hans: "组织阶段(撤离)"}
	case StageMove:
		return games.Text{EN: "movement", Hant: "移動階段", Hans: "移动阶段"}
	case StageAttack:
		return games.Text{EN: "attacks", Hant: "攻擊階段", Hans: "攻击阶段"}
	}
	return games.Text{EN: "game over", Hant: "遊戲結束", Hans: "游戏结束"}
}

// unitName is a unit's code and name in lang.
func (s *State) unitName(u int, lang games.Lang) string {
	un := s.sc.Units[u]
	n := games.Text{EN: un.Names[0], Hant: un.Names[1], Hans: un.Names[2]}.In(lang)
	return un.Code + " " + n
}

func (s *State) unitText(u int) games.Text {
	return games.Text{EN: s.unitName(u, games.English), Hant: s.unitName(u, games.TraditionalChinese), Hans: s.unitName(u, games.SimplifiedChinese)}
}

// join3 concatenates Texts language by language.
func join3(parts ...games.Text) games.Text {
	var t games.Text
	for _, p := range parts {
		t.EN += p.EN
		t.Hant += p.In(games.TraditionalChinese)
		t.Hans += p.In(games.SimplifiedChinese)
	}
	return t
}

func plain(s string) games.Text { return games.Text{EN: s, Hant: s, Hans: s} }

// stxt is txt whose first %s is the side's name in each language.
func stxt(side Side, en, hant, hans string, a ...any) games.Text {
	n := sideText(side)
	return games.Text{
		EN:   fmt.Sprintf(en, append([]any{n.EN}, a...)...),
		Hant: fmt.Sprintf(hant, append([]any{n.Hant}, a...)...),
		Hans: fmt.Sprintf(hans, append([]any{n.Hans}, a...)...),
	}
}

// width is the number of terminal columns s takes: Chinese characters and
// full-width forms take two.
func width(s string) int {
	n := 0
	for _, r := range s {
		switch {
		case r >= 0x1100 && r <= 0x115F, r >= 0x2E80 && r <= 0xA4CF, r >= 0xAC00 && r <= 0xD7A3,
			r >= 0xF900 && r <= 0xFAFF, r >= 0xFE30 && r <= 0xFE4F, r >= 0xFF00 && r <= 0xFF60, r >= 0xFFE0 && r <= 0xFFE6:
			n += 2
		default:
			n++
		}
	}
	return n
}
