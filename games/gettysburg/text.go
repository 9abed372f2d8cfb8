package gettysburg

import (
	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

// stxt is i18n.T whose first argument is a side's name in each language.
func stxt(side Side, en, hant, hans string, a ...any) i18n.Text {
	return i18n.T(en, hant, hans, append([]any{sideText(side)}, a...)...)
}

// names are the engine's words for its own values (names.toml).
var names = shipped.NamesIn(files)

// sideText names a side in every language.
func sideText(s Side) i18n.Text { return names().Of("side", s.String()) }

// turnText names a turn on the turn track: six half-days from July 1 AM.
func turnText(turn int) i18n.Text {
	day := 1 + (turn-1)/2
	if turn%2 == 1 {
		return i18n.T("July %d AM", "7月%d日上午", "7月%d日上午", day)
	}
	return i18n.T("July %d PM", "7月%d日下午", "7月%d日下午", day)
}

// stageText names a stage of the turn, as a phase's name shows it.
func stageText(st Stage) i18n.Text { return names().Of("stage", string(st)) }

// modifier is an attack's modifier of n, named by its key in names.toml.
func modifier(n int, key string) mod { return mod{n, names().Of("modifier", key)} }

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
