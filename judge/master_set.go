package judge

import (
	"adjutant/games"
	"adjutant/judge/account"
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
		return "", txtf("write SET %s <value>; settings: %s", "請寫 SET %s <值>;可用設定:%s", "请写 SET %s <值>;可用设定:%s", key, settingHelp()), true
	}
	trial = g.Settings
	if err := trial.set(key, value, classes); err != nil {
		return "", settingText(err), true
	}
	g.Settings = trial
	detail := key + "=" + value
	if err := s.masterDid(g, "set", detail, games.Text{
		EN:   "set " + detail + ".",
		Hant: "設定 " + detail + "。",
		Hans: "设定 " + detail + "。",
	}); err != nil {
		return "", s.fail(err), true
	}
	return tr(s.lang, fmt.Sprintf("%s: %s; the players are told in their next mail", g.Name, detail),
		fmt.Sprintf("%s:%s;玩家會在下一封郵件中得知", g.Name, detail),
		fmt.Sprintf("%s:%s;玩家会在下一封邮件中得知", g.Name, detail)), nil, true
}

func settingHelp() string {
	keys := make([]string, len(settingKeys))
	for i, k := range settingKeys {
		keys[i] = k.key
	}
	return "deadline, " + strings.Join(keys, ", ")
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
		return "", txtf("%s is paused and its clock stopped: RESUME it first, or EXTEND the time it has left",
			"%s 已暫停,時鐘停止:請先 RESUME,或用 EXTEND 延長剩餘時間",
			"%s 已暂停,时钟停止:请先 RESUME,或用 EXTEND 延长剩余时间", g.Name)
	case statusWaiting:
		return "", s.j.worded(g, txtf("%s waits for the master to REPLACE an abandoned {seat}; RESUME it first", "%s 正等待主持人 REPLACE 被放棄的{seat};請先 RESUME", "%s 正等待主持人 REPLACE 被放弃的{seat};请先 RESUME", g.Name))
	}
	at, err := parseDeadline(words, s.loc)
	if err != nil {
		return "", txtf("%v", "無法辨認期限(%v):請寫如 SET DEADLINE 2026-11-25 20:00 Europe/London,時區可省略", "无法辨认期限(%v):请写如 SET DEADLINE 2026-11-25 20:00 Europe/London,时区可省略", err)
	}
	if !at.After(s.now) {
		return "", txtf("%s is not in the future; give a later date and time", "%s 不是未來的時間;請給較晚的日期時間", "%s 不是未来的时间;请给较晚的日期时间", when(at, s.loc))
	}
	old := g.Deadline
	g.Deadline = at
	g.Stage = stageFor(g, s.now)
	if err := s.masterDid(g, "set-deadline", fmt.Sprintf("%s -> %s", old.UTC().Format(time.RFC3339), at.UTC().Format(time.RFC3339)), games.Text{
		EN:   "moved the deadline to " + when(at, time.UTC) + ".",
		Hant: "將期限改為 " + whenIn(at, time.UTC, games.TraditionalChinese) + "。",
		Hans: "将期限改为 " + whenIn(at, time.UTC, games.SimplifiedChinese) + "。",
	}); err != nil {
		return "", s.fail(err)
	}
	return tr(s.lang, "the deadline of "+g.Name+" is now "+when(at, s.loc),
		g.Name+" 的期限改為 "+whenIn(at, s.loc, games.TraditionalChinese), g.Name+" 的期限改为 "+whenIn(at, s.loc, games.SimplifiedChinese)), nil
}

// errDeadlineForm is what parseDeadline says about text it cannot read.
var errDeadlineForm = errors.New("write the deadline as YYYY-MM-DD HH:MM, then optionally a time zone such as Europe/London")

// parseDeadline reads "2026-11-25 20:00 [zone]" (also "2026-11-25T20:00").
// Without a zone the time is in def, the master's own zone.
func parseDeadline(words []string, def *time.Location) (time.Time, error) {
	if len(words) == 1 {
		if d, t, ok := strings.Cut(words[0], "T"); ok {
			words = []string{d, t}
		}
	}
	if len(words) < 2 || len(words) > 3 {
		return time.Time{}, errDeadlineForm
	}
	loc := def
	if len(words) == 3 {
		l, err := time.LoadLocation(words[2])
		if err != nil || words[2] == "" || strings.EqualFold(words[2], "local") {
			return time.Time{}, fmt.Errorf("unknown time zone %q: give a name such as Europe/London, Asia/Taipei or UTC", words[2])
		}
		loc = l
	}
	const layout = "2006-01-02 15:04"
	t, err := time.ParseInLocation(layout, words[0]+" "+words[1], loc)
	if err != nil {
		return time.Time{}, errDeadlineForm
	}
	if t.Format(layout) != words[0]+" "+words[1] {
		// A wall-clock time skipped when the clocks went forward.
		return time.Time{}, fmt.Errorf("%s %s does not exist in %s (the clocks change then); choose another time", words[0], words[1], loc)
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
		return "", txt("write SET PASSWORD <new password> (one word)", "請寫 SET PASSWORD <新密碼>(一個詞)", "请写 SET PASSWORD <新密码>(一个词)")
	}
	g.MasterPW = account.HashPassword(words[0])
	if err := s.masterDid(g, "master-password", "changed", games.Text{}); err != nil {
		return "", s.fail(err)
	}
	return tr(s.lang, "the master's password of "+g.Name+" is changed; sign on with the new one from now on",
		g.Name+" 的主持人密碼已更改;今後請用新密碼登入",
		g.Name+" 的主持人密码已更改;今后请用新密码登录"), nil
}
