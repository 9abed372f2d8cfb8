package judge

import (
	"adjutant/games"
	"adjutant/judge/account"
	"adjutant/templates"
	"errors"
	"fmt"
	"strings"
	"time"
)

// playerSetKeys are the SET words that belong to a person rather than a
// game (set.go handles them); a master's SET with one of these is left to
// it. Two spellings are shared, and a master means the game's setting by
// them: LANG is the game's announcement language (LANGUAGE stays the
// master's own), ZONE the zone of the fixed processing time (TIMEZONE and
// TZ stay the master's own).
var playerSetKeys = map[string]bool{
	"wait": true, "nowait": true, "no": true, "draw": true, "nodraw": true,
	"password": true, "pw": true, "address": true, "addr": true, "email": true,
	"timezone": true, "tz": true, "language": true,
	"preference": true, "preferences": true, "pref": true, "prefs": true,
}

// masterSet handles a master's SET line: SET DEADLINE <date time [zone]>,
// SET GRACE <duration>, and SET <key>=<value> or SET <key> <value> for every
// judge setting of the game (press, movement, nmr …). It reports handled =
// false when the sender is not signed on as master or the key is not one of
// these, so the player's SET (set.go) can take the line.
func (s *session) masterSet(args []string) (answer string, problem *games.Text, handled bool) {
	if !s.master || s.game == nil || len(args) == 0 {
		return "", nil, false
	}
	g := s.game
	key, value, hasEq := strings.Cut(args[0], "=")
	key = strings.ToLower(key)
	words := args[1:]
	if hasEq {
		words = append([]string{value}, words...)
	}
	if (key == "password" || key == "pw") && s.seat == "" {
		a, p := s.setMasterPassword(g, words)
		return a, p, true
	}
	if playerSetKeys[key] {
		return "", nil, false
	}
	if key == "deadline" {
		a, p := s.setDeadline(g, words)
		return a, p, true
	}
	trial := g.Settings
	classes := s.j.engines[g.Engine].Classes()
	if err := trial.set(key, "", classes); errors.Is(err, errUnknownSetting) {
		return "", nil, false
	}
	if p := ended(g); p != nil {
		return "", p, true
	}
	value = strings.Join(words, " ")
	if value == "" {
		return "", msg("master-set.usage", key, settingHelp()), true
	}
	trial = g.Settings
	if err := trial.set(key, value, classes); err != nil {
		return "", settingText(err), true
	}
	g.Settings = trial
	detail := key + "=" + value
	if err := s.masterDid(g, "set", detail, templates.T("master-set.notice", detail)); err != nil {
		return "", s.fail(err), true
	}
	return s.tr("master-set.done", g.Name, detail), nil, true
}

func settingHelp() string {
	return "deadline, " + strings.Join(settingKeys(), ", ")
}

// setDeadline moves the current phase's deadline to a date and time.
func (s *session) setDeadline(g *gameRecord, words []string) (string, *games.Text) {
	if p := ended(g); p != nil {
		return "", p
	}
	switch g.Status {
	case statusForming:
		return "", notStarted(g)
	case statusPaused:
		return "", msg("deadline.paused", g.Name)
	case statusWaiting:
		return "", s.j.worded(g, msg("game.waiting-replace", g.Name))
	}
	at, err := parseDeadline(words, s.loc)
	if err != nil {
		return "", settingText(err)
	}
	if !at.After(s.now) {
		return "", msg("deadline.past", templates.When(at, s.loc))
	}
	old := g.Deadline
	g.Deadline = at
	g.Stage = stageFor(g, s.now)
	if err := s.masterDid(g, "set-deadline", fmt.Sprintf("%s -> %s", old.UTC().Format(time.RFC3339), at.UTC().Format(time.RFC3339)),
		templates.T("deadline.notice", templates.DateText(at, time.UTC))); err != nil {
		return "", s.fail(err)
	}
	return s.tr("deadline.done", g.Name, templates.DateText(at, s.loc)), nil
}

// parseDeadline reads "2026-11-25 20:00 [zone]" (also "2026-11-25T20:00").
// Without a zone the time is in def, the master's own zone. Its errors
// are settingErrors, in every language.
func parseDeadline(words []string, def *time.Location) (time.Time, error) {
	if len(words) == 1 {
		if d, t, ok := strings.Cut(words[0], "T"); ok {
			words = []string{d, t}
		}
	}
	if len(words) < 2 || len(words) > 3 {
		return time.Time{}, settingErr("deadline.form")
	}
	loc := def
	if len(words) == 3 {
		l, err := time.LoadLocation(words[2])
		if err != nil || words[2] == "" || strings.EqualFold(words[2], "local") {
			return time.Time{}, settingErr("deadline.zone", words[2])
		}
		loc = l
	}
	const layout = "2006-01-02 15:04"
	t, err := time.ParseInLocation(layout, words[0]+" "+words[1], loc)
	if err != nil {
		return time.Time{}, settingErr("deadline.form")
	}
	if t.Format(layout) != words[0]+" "+words[1] {
		// A wall-clock time skipped when the clocks went forward.
		return time.Time{}, settingErr("deadline.skipped", words[0], words[1], loc.String())
	}
	return t, nil
}

// stageFor is the deadline stage that fits a deadline just moved: a
// deadline still past keeps its stage (grace goes on), nobody is reminded
// twice, and a deadline moved well into the future starts afresh.
func stageFor(g *gameRecord, now time.Time) string {
	switch {
	case !now.Before(g.Deadline):
		return g.Stage
	case g.Stage != "" && g.Settings.Reminder > 0 && !now.Before(g.Deadline.Add(-g.Settings.Reminder)):
		return "reminded"
	}
	return ""
}

// setMasterPassword changes the password the master signs on with; the
// change is audited but not announced (players need not know it).
func (s *session) setMasterPassword(g *gameRecord, words []string) (string, *games.Text) {
	if len(words) != 1 {
		return "", msg("master-password.usage")
	}
	g.MasterPW = account.HashPassword(words[0])
	if err := s.masterDid(g, "master-password", "changed", games.Text{}); err != nil {
		return "", s.fail(err)
	}
	return s.tr("master-password.done", g.Name), nil
}
