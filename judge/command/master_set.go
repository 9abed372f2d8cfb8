package command

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"adjutant/games"
	"adjutant/games/kit/create"
	"adjutant/judge/account"
	"adjutant/judge/play"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// playerSetKey reports the SET words that belong to a person rather than
// a game (account.go handles them); a master's SET with one of these is left
// to it. Two spellings are shared, and a master means the game's setting
// by them: LANG is the game's announcement language (LANGUAGE stays the
// master's own), ZONE the zone of the fixed processing time (TIMEZONE and
// TZ stay the master's own).
func playerSetKey(key string) bool {
	switch key {
	case "wait", "nowait", "no", "draw", "nodraw", "password", "pw", "address", "addr", "email",
		"timezone", "tz", "language", "preference", "preferences", "pref", "prefs":
		return true
	}
	return false
}

// masterSet handles a master's SET line: SET DEADLINE <date time [zone]>,
// SET GRACE <duration>, and SET <key>=<value> or SET <key> <value> for every
// judge setting of the game (press, movement, nmr …). It reports handled =
// false when the sender is not signed on as master or the key is not one of
// these, so the player's SET (account.go) can take the line.
func (s *session) masterSet(args []string) (answer string, problem *i18n.Text, handled bool) {
	if !s.master || s.game == nil || len(args) == 0 {
		return "", nil, false
	}
	g := s.game
	key, value, hasEq := strings.Cut(args[0], "=")
	if !hasEq {
		// 設定 期限：12月1日20:00, as a Chinese writer puts a colon
		// after what they name (the mail reader made it ASCII).
		key, value, hasEq = strings.Cut(args[0], ":")
	}
	key = strings.ToLower(key)
	words := args[1:]
	if hasEq && value != "" {
		words = append([]string{value}, words...)
	}
	key = chineseSetKey(key, g.Rules().About().Classes)
	words = chineseSetValue(key, words)
	// The master's password, also after BECOME: a master never sets the
	// password of a power they write for.
	if key == "password" || key == "pw" || key == "密碼" || key == "密码" {
		a, p := s.setMasterPassword(g, words)
		return a, p, true
	}
	if press, ok := classicPressWord(key, words); ok {
		key, words = "press", []string{press}
	}
	if playerSetKey(key) {
		return "", nil, false
	}
	if key == "deadline" {
		a, p := s.setDeadline(g, words)
		return a, p, true
	}
	trial := g.Settings
	classes := g.Rules().About().Classes
	if err := trial.Set(key, "", classes); errors.Is(err, play.ErrUnknownSetting) {
		return "", nil, false
	}
	if p := ended(g); p != nil {
		return "", p, true
	}
	value = strings.Join(words, " ")
	if value == "" {
		return "", msg("master-set.usage", key, settingHelp(g.Rules())), true
	}
	trial = g.Settings
	if err := trial.Set(key, value, classes); err != nil {
		return "", play.RefusalText(err), true
	}
	g.Settings = trial
	// The answer and the players' notice name the setting and value as
	// LIST shows them, in each reader's language: SET MOVE 1d12h sets
	// movement=36h (36小時 in Chinese), SET PRESS NONE press=none.
	key = play.CanonicalKey(key, classes)
	shown := i18n.Plain(value)
	if v, ok := trial.Shown(key); ok {
		shown = v
	}
	detail := i18n.Join(i18n.Plain(key+"="), shown)
	s.masterDid(g, "set", detail.EN, templates.T("master-set.notice", detail))
	return s.tr("master-set.done", g.Name, detail), nil, true
}

// classicPressWord reads the press words of the classic judges' SET:
// SET NOPRESS and SET NO PRESS (press none), SET GREY and SET WHITE. It
// gives the press value they stand for, or ok false for any other SET.
func classicPressWord(key string, words []string) (press string, ok bool) {
	switch {
	case key == "nopress" && len(words) == 0,
		key == "no" && len(words) == 1 && strings.EqualFold(words[0], "press"):
		return "none", true
	case (key == "grey" || key == "gray") && len(words) == 0:
		return "grey", true
	case key == "white" && len(words) == 0:
		return "white", true
	}
	return "", false
}

// settingHelp lists what a master may SET in a game of eng: the deadline,
// the time of each phase class, and the judge's settings.
func settingHelp(eng games.Engine) i18n.Text {
	keys := []string{"deadline"}
	for _, c := range eng.About().Classes {
		keys = append(keys, c.Key)
	}
	keys = append(keys, play.SettingKeys()...)
	// Chinese lists them with 、, each with the Chinese word SET takes too.
	var hant, hans []string
	for _, k := range keys {
		hant = append(hant, settingNameZh(k, eng.About().Classes, 0))
		hans = append(hans, settingNameZh(k, eng.About().Classes, 1))
	}
	return i18n.Text{EN: strings.Join(keys, ", "), Hant: strings.Join(hant, "、"), Hans: strings.Join(hans, "、")}
}

// masterSetRefusal answers a master's SET that is neither a setting of the
// game nor one of the master's own (TIMEZONE, LANGUAGE, PASSWORD): it says
// what the master may set, and that CREATE's options stay as created.
func (s *session) masterSetRefusal(args []string) *i18n.Text {
	eng := s.game.Rules()
	if len(args) == 0 {
		return msg("master-set.usage-all", settingHelp(eng))
	}
	key, _, _ := strings.Cut(strings.ToLower(args[0]), "=")
	key, _ = create.English(eng.About().Options, key, "") // 設定 規則=datc
	if _, ok := findOption(eng, key); ok {
		return msg("master-set.fixed", key, settingHelp(eng))
	}
	return msg("master-set.unknown", key, s.game.Name, settingHelp(eng))
}

// setDeadline moves the current phase's deadline to a date and time.
func (s *session) setDeadline(g *play.Record, words []string) (string, *i18n.Text) {
	if p := ended(g); p != nil {
		return "", p
	}
	switch g.Status {
	case play.StatusForming:
		return "", formingDeadline(g, "SET DEADLINE")
	case play.StatusPaused:
		return "", msg("deadline.paused", g.Name)
	case play.StatusWaiting:
		return "", g.Worded(msg("game.waiting-replace", g.Name))
	}
	at, err := play.ParseDeadline(chineseDate(words, s.now, s.loc), s.loc)
	if err != nil {
		return "", play.RefusalText(err)
	}
	if !at.After(s.now) {
		return "", msg("deadline.past", templates.DateText(at, s.loc))
	}
	old := g.Deadline
	g.Deadline = at
	g.Stage = g.StageFor(s.now)
	notice := templates.T("deadline.notice", templates.DateText(at, time.UTC))
	s.masterDid(g, "set-deadline", fmt.Sprintf("%s -> %s", old.UTC().Format(time.RFC3339), at.UTC().Format(time.RFC3339)), notice)
	s.clockMoved(g)
	s.movedDeadline(g, notice, "deadline.moot")
	return s.tr("deadline.done", g.Name, templates.DateText(at, s.loc)), nil
}

// setMasterPassword changes the password the master signs on with; the
// change is audited but not announced (players need not know it).
func (s *session) setMasterPassword(g *play.Record, words []string) (string, *i18n.Text) {
	if len(words) != 1 {
		return "", msg("master-password.usage")
	}
	g.MasterPW = account.HashPassword(words[0])
	s.masterDid(g, "master-password", "changed", i18n.Text{})
	return s.tr("master-password.done", g.Name), nil
}
