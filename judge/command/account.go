package command

import (
	"strings"
	_ "time/tzdata" // SET TIMEZONE must know every zone even where the host has no zoneinfo

	"adjutant/games"
	"adjutant/judge/play"
	"adjutant/templates/i18n"
)

// playerCommands are the commands a player uses about themselves (SET,
// RESIGN, CONFIRM) and the information commands anyone may send (info.go).
func (tree *Tree) playerCommands() []*command {
	cmds := []*command{
		{Name: "SET", Aliases: []string{"設定", "设置", "设定"},
			Usage:   "WAIT|NOWAIT|DRAW|NODRAW|PASSWORD pw|ADDRESS addr|TIMEZONE Area/City|LANGUAGE lang|PREFERENCE seats|PICTURES ON/OFF",
			Summary: "cmd.set",
			Run:     runSet},
		{Name: "RESIGN", Aliases: []string{"棄權", "弃权", "認輸", "认输"},
			Summary: "cmd.resign",
			Run:     runResign},
		{Name: "CONFIRM", Aliases: []string{"確認", "确认"}, Usage: "game code",
			Summary: "cmd.confirm",
			Run:     runConfirm},
	}
	return append(cmds, tree.infoCommands()...)
}

// setWord is one sub-command of SET.
type setWord struct {
	names []string // upper-case English first, then other spellings
	run   func(s *session, args []string) (string, *i18n.Text)
}

// setWords lists the players' SET sub-commands. "SET NO WAIT" and
// "SET NO DRAW" (the classic judges' spellings) are joined before lookup.
func setWords() []setWord {
	return []setWord{
		{[]string{"WAIT", "等待"}, func(s *session, _ []string) (string, *i18n.Text) { return s.setWait(true) }},
		{[]string{"NOWAIT", "不等待"}, func(s *session, _ []string) (string, *i18n.Text) { return s.setWait(false) }},
		{[]string{"DRAW", "和局", "求和"}, func(s *session, args []string) (string, *i18n.Text) {
			if len(args) > 0 {
				// The classic judges' SET DRAW AEF, a draw among some
				// powers: here a draw is every survivor's, so such a
				// vote is not taken for one.
				if _, problem := s.signedOnPlayer(); problem != nil {
					return "", problem
				}
				return "", s.game.Worded(msg("draw.no-list", strings.Join(args, " ")))
			}
			return s.setDraw(true)
		}},
		{[]string{"NODRAW", "不和局", "不求和"}, func(s *session, _ []string) (string, *i18n.Text) { return s.setDraw(false) }},
		{[]string{"PASSWORD", "PW", "密碼", "密码"}, (*session).setPassword},
		{[]string{"ADDRESS", "EMAIL", "ADDR", "地址", "信箱", "邮箱"}, (*session).setAddress},
		{[]string{"TIMEZONE", "ZONE", "TZ", "時區", "时区"}, (*session).setTimezone},
		{[]string{"LANGUAGE", "LANG", "語言", "语言"}, (*session).setLanguage},
		{[]string{"PREFERENCE", "PREFERENCES", "PREF", "PREFS", "志願", "志愿", "偏好"}, (*session).setPreference},
		{[]string{"PICTURES", "PICTURE", "圖片", "图片"}, (*session).setPictures},
	}
}

func setUsage() *i18n.Text {
	return msg("set.usage")
}

// runSet handles SET. A master's SET (DEADLINE, GRACE, game settings) is
// master_set.go's; what it does not handle falls through to the player's words,
// so a master can still set their own time zone or language.
func runSet(s *session, l Line) (string, *i18n.Text) {
	if s.master {
		if answer, problem, handled := s.masterSet(l.Args); handled {
			return answer, problem
		}
		if w, _ := parseSetWord(l.Args); w == nil && s.game != nil {
			return "", s.masterSetRefusal(l.Args)
		}
	}
	if len(l.Args) == 0 {
		return "", setUsage()
	}
	w, args := parseSetWord(l.Args)
	if w == nil {
		if s.tree.gameSettingWord(l.Args) {
			if s.game != nil {
				return "", msg("set.masters-game", strings.ToUpper(l.Args[0]), s.game.Name)
			}
			return "", msg("set.masters", strings.ToUpper(l.Args[0]))
		}
		// The older judges' SET words with no twin here get what to do
		// instead, not the list of SET words.
		switch strings.ToUpper(l.Args[0]) {
		case "ABSENCE", "NOABSENCE":
			return "", msg("classic.absence")
		case "CONCEDE", "NOCONCEDE":
			// Marengo has a CONCEDE of its own, written without SET.
			if s.game == nil || s.game.Engine == "diplomacy" {
				return "", msg("classic.concede")
			}
		}
		return "", msg("set.unknown", l.Args[0], setUsage())
	}
	return w.run(s, args)
}

// gameSettingWord reports whether a SET line names one of a game's
// settings, which its master changes: the deadline, a judge setting, a
// phase's time in some game, or the classic judges' press words.
func (tree *Tree) gameSettingWord(words []string) bool {
	key, _, _ := strings.Cut(strings.ToLower(words[0]), "=")
	key, _, _ = strings.Cut(key, ":")
	if k, ok := masterSetWords[key]; ok {
		key = k // 設定 寬限 …, 設定 期限：…
	}
	if _, ok := classicPressWord(key, words[1:]); ok || key == "deadline" || key == "nopress" {
		return true
	}
	for _, k := range play.SettingKeys() {
		if k == key {
			return true
		}
	}
	for _, eng := range tree.Engines.All() {
		classes := eng.About().Classes
		if play.CanonicalKey(key, classes) != key || isClassKey(key, eng) || isClassKey(chineseSetKey(key, classes), eng) {
			return true
		}
	}
	return false
}

func isClassKey(key string, eng games.Engine) bool {
	for _, c := range eng.About().Classes {
		if c.Key == key {
			return true
		}
	}
	return false
}

// parseSetWord finds the sub-command of a SET line (its words after SET)
// and returns the words that follow it; nil when there is none.
func parseSetWord(words []string) (*setWord, []string) {
	if len(words) == 0 {
		return nil, nil
	}
	word, args := strings.ToUpper(words[0]), words[1:]
	if word == "NO" && len(args) > 0 {
		word, args = "NO"+strings.ToUpper(args[0]), args[1:]
	}
	all := setWords()
	for i := range all {
		for _, name := range all[i].names {
			if word == name {
				return &all[i], args
			}
		}
	}
	return nil, nil
}

// signedOnPlayer returns the player the session acts for, or the problem
// to show when there is none or the game is not under way.
func (s *session) signedOnPlayer() (*play.Player, *i18n.Text) {
	if s.game != nil && s.master && s.seat == "" {
		// "Sign on first" would be untrue: the master did.
		return nil, msg("set.master-holds-no-seat", s.game.Name)
	}
	if s.game == nil || s.seat == "" {
		return nil, notSignedOn()
	}
	p := s.game.PlayerBySeat(s.seat)
	if p == nil {
		return nil, notSignedOn()
	}
	switch s.game.Status {
	case play.StatusActive, play.StatusPaused, play.StatusWaiting:
		return p, nil
	}
	return nil, msg("set.not-now", s.game.Name, statusText(s.game.Status))
}
