package judge

import (
	"crypto/rand"
	"errors"
	"fmt"
	"net/mail"
	"strings"
	"time"

	"adjutant/games"
	"adjutant/storage"
)

// The master's commands. A master signs on with SIGNON M<game> <password>;
// the session then holds the game with s.master set. Every command here
// first checks that (masterGame), changes nothing when it answers with a
// problem, writes one audit entry when it acts, and queues a notice that
// process.go prints at the top of the next report every reader gets.
// ROLLBACK, DECLARE DRAW and TERMINATE mail everyone at once instead, since
// the mail they cause is the next one anyway.

// masterCommands are registered in commandTable.
func (j *Judge) masterCommands() []*command {
	return []*command{
		{Name: "PROCESS", Aliases: []string{"處理", "处理"},
			Summary: games.Text{EN: "master: resolve the current phase now", Hant: "主持人:立即結算本階段", Hans: "主持人:立即结算本阶段"},
			Run:     runProcess},
		{Name: "PAUSE", Aliases: []string{"暫停", "暂停"},
			Summary: games.Text{EN: "master: stop the clock; RESUME gives back the time that was left", Hant: "主持人:停止計時;RESUME 時恢復剩餘時間", Hans: "主持人:停止计时;RESUME 时恢复剩余时间"},
			Run:     runPause},
		{Name: "RESUME", Aliases: []string{"繼續", "继续"},
			Summary: games.Text{EN: "master: restart a paused or waiting game", Hant: "主持人:恢復暫停或等待中的棋局", Hans: "主持人:恢复暂停或等待中的棋局"},
			Run:     runResume},
		{Name: "EXTEND", Aliases: []string{"延長", "延长"}, Usage: "duration",
			Summary: games.Text{EN: "master: move the deadline later, e.g. EXTEND 1d12h", Hant: "主持人:延後期限,例如 EXTEND 1d12h", Hans: "主持人:延后期限,例如 EXTEND 1d12h"},
			Run:     runExtend},
		{Name: "BECOME", Aliases: []string{"代理"}, Usage: "power",
			Summary: games.Text{EN: "master: write the following orders on behalf of a power", Hant: "主持人:以下命令代某國下達", Hans: "主持人:以下命令代某国下达"},
			Run:     runBecome},
		{Name: "EJECT", Aliases: []string{"逐出"}, Usage: "power",
			Summary: games.Text{EN: "master: remove a power's player; the power is in civil disorder until REPLACE", Hant: "主持人:移除某國玩家;該國陷入內亂直到 REPLACE", Hans: "主持人:移除某国玩家;该国陷入内乱直到 REPLACE"},
			Run:     runEject},
		{Name: "REPLACE", Aliases: []string{"替換", "替换"}, Usage: "power address",
			Summary: games.Text{EN: "master: give a power to a new player, who is mailed a password", Hant: "主持人:把某國交給新玩家,並寄密碼給他", Hans: "主持人:把某国交给新玩家,并寄密码给他"},
			Run:     runReplace},
		{Name: "EDIT", Aliases: []string{"編輯", "编辑"}, Usage: "add POWER A|F PLACE | remove PLACE | owner PLACE POWER|none",
			Summary: games.Text{EN: "master: change the board between phases", Hant: "主持人:在階段之間修改局面", Hans: "主持人:在阶段之间修改局面"},
			Run:     runEdit},
		{Name: "ROLLBACK", Aliases: []string{"回溯"}, Usage: "[phase]",
			Summary: games.Text{EN: "master: return to an earlier phase (default the previous one), orders included", Hant: "主持人:回到先前的階段(預設為上一階段),連同命令", Hans: "主持人:回到先前的阶段(默认为上一阶段),连同命令"},
			Run:     runRollback},
		{Name: "DECLARE", Aliases: []string{"宣布"}, Usage: "DRAW",
			Summary: games.Text{EN: "master: end the game as a draw among the powers still alive", Hant: "主持人:宣布棋局由尚存各國和局", Hans: "主持人:宣布棋局由尚存各国和局"},
			Run:     runDeclare},
		{Name: "TERMINATE", Aliases: []string{"終止", "终止"},
			Summary: games.Text{EN: "master: stop the game for good, without a result", Hant: "主持人:永久終止棋局,不計結果", Hans: "主持人:永久终止棋局,不计结果"},
			Run:     runTerminate},
	}
}

// masterGame returns the game the sender is master of in this mail, or the
// problem to show: not signed on, or signed on as a player.
func (s *session) masterGame(verb string) (*gameRecord, *games.Text) {
	if s.game == nil {
		return nil, txtf("sign on as master first: SIGNON M<game> <password>, then %s",
			"請先以主持人身分登入:SIGNON M<棋局> <密碼>,再寫 %s",
			"请先以主持人身份登录:SIGNON M<棋局> <密码>,再写 %s", verb)
	}
	if !s.master {
		return nil, txtf("only the master of %s may %s", "只有 %s 的主持人可以 %s", "只有 %s 的主持人可以 %s", s.game.Name, verb)
	}
	return s.game, nil
}

// masterDid audits a master action and queues its announcement for the
// players' next mail. The game is marked for saving.
func (s *session) masterDid(g *gameRecord, action, detail string, notice games.Text) error {
	if err := s.tx.Audit(storage.AuditEntry{At: s.now, Actor: s.sender, Game: g.Name, Action: action, Detail: detail}); err != nil {
		return fmt.Errorf("auditing %s: %w", action, err)
	}
	if notice.EN != "" {
		g.Notices = append(g.Notices, noticeLine(g, notice))
	}
	s.keep(g)
	return nil
}

// noticeLine renders an announcement in the game's language, followed by
// English when that is another language: a notice reaches every reader in
// one form, since Notices are stored as plain text.
func noticeLine(g *gameRecord, t games.Text) string {
	lang := g.Settings.Lang
	if lang == "" || lang == games.English {
		return t.EN
	}
	return t.In(lang) + " / " + t.EN
}

// ended reports a problem when the game is over: nothing can be changed.
func ended(g *gameRecord) *games.Text {
	if g.Status == statusFinished || g.Status == statusTerminated {
		return txtf("%s has ended (%s); nothing can be changed", "%s 已結束(%s);不能再更改", "%s 已结束(%s);不能再更改", g.Name, g.Status)
	}
	return nil
}

// notStarted reports a problem when the game is still forming.
func notStarted(g *gameRecord) *games.Text {
	if g.Status == statusForming {
		return txtf("%s has not started yet", "%s 尚未開始", "%s 尚未开始", g.Name)
	}
	return nil
}

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
	if playerSetKeys[key] {
		return "", nil, false
	}
	if key == "deadline" {
		a, p := s.setDeadline(g, words)
		return a, p, true
	}
	trial := g.Settings
	if err := trial.set(key, ""); errors.Is(err, errUnknownSetting) {
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
	if err := trial.set(key, value); err != nil {
		return "", &games.Text{EN: err.Error(), Hant: "無法設定:" + err.Error(), Hans: "无法设定:" + err.Error()}, true
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
		return "", txtf("%s waits for the master to REPLACE an abandoned power; RESUME it first", "%s 正等待主持人 REPLACE 被放棄的國家;請先 RESUME", "%s 正等待主持人 REPLACE 被放弃的国家;请先 RESUME", g.Name)
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
		EN:   "the master moved the deadline to " + when(at, time.UTC) + ".",
		Hant: "主持人將期限改為 " + when(at, time.UTC) + "。",
		Hans: "主持人将期限改为 " + when(at, time.UTC) + "。",
	}); err != nil {
		return "", s.fail(err)
	}
	return tr(s.lang, "the deadline of "+g.Name+" is now "+when(at, s.loc),
		g.Name+" 的期限改為 "+when(at, s.loc), g.Name+" 的期限改为 "+when(at, s.loc)), nil
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

// runProcess resolves the current phase now, with the orders in so far.
func runProcess(s *session, _ Line) (string, *games.Text) {
	g, p := s.masterGame("PROCESS")
	if p != nil {
		return "", p
	}
	if p := stoppedOrEnded(g); p != nil {
		return "", p
	}
	// Orders written after BECOME in this mail count.
	if err := s.flushOrders(); err != nil {
		return "", s.fail(err)
	}
	game, err := s.j.engines[g.Engine].Load(g.State)
	if err != nil {
		return "", s.fail(err)
	}
	ph := game.Phase()
	if err := s.masterDid(g, "process", ph.ID, games.Text{
		EN:   "processed " + ph.Name.EN + " (" + ph.ID + ") before its deadline.",
		Hant: "提前結算" + ph.Name.In(games.TraditionalChinese) + "。",
		Hans: "提前结算" + ph.Name.In(games.SimplifiedChinese) + "。",
	}); err != nil {
		return "", s.fail(err)
	}
	if err := s.j.process(s.tx, g, s.now); err != nil {
		return "", s.fail(err)
	}
	return tr(s.lang, fmt.Sprintf("%s of %s processed; everyone is mailed the results", ph.ID, g.Name),
		fmt.Sprintf("%s 的 %s 已結算;結果已寄給所有人", g.Name, ph.ID),
		fmt.Sprintf("%s 的 %s 已结算;结果已寄给所有人", g.Name, ph.ID)), nil
}

// stoppedOrEnded is the problem with acting on a game that is not running.
func stoppedOrEnded(g *gameRecord) *games.Text {
	if p := ended(g); p != nil {
		return p
	}
	if p := notStarted(g); p != nil {
		return p
	}
	if g.Status != statusActive {
		return txtf("%s is %s: RESUME it first", "%s 目前為%s:請先 RESUME", "%s 目前为%s:请先 RESUME", g.Name, g.Status)
	}
	return nil
}

// runPause stops the clock. The time left (negative during grace) is kept
// so RESUME gives it back; orders already in stay.
func runPause(s *session, _ Line) (string, *games.Text) {
	g, p := s.masterGame("PAUSE")
	if p != nil {
		return "", p
	}
	if p := stoppedOrEnded(g); p != nil {
		return "", p
	}
	g.Status, g.Remaining = statusPaused, g.Deadline.Sub(s.now)
	if err := s.masterDid(g, "pause", "remaining "+g.Remaining.String(), games.Text{
		EN:   "paused the game; the clock is stopped until the master resumes it.",
		Hant: "暫停棋局;在主持人恢復前停止計時。",
		Hans: "暂停棋局;在主持人恢复前停止计时。",
	}); err != nil {
		return "", s.fail(err)
	}
	return tr(s.lang, fmt.Sprintf("%s paused with %s left; RESUME restarts the clock", g.Name, fmtLeft(g.Remaining)),
		fmt.Sprintf("%s 已暫停,剩餘 %s;RESUME 恢復計時", g.Name, fmtLeft(g.Remaining)),
		fmt.Sprintf("%s 已暂停,剩余 %s;RESUME 恢复计时", g.Name, fmtLeft(g.Remaining))), nil
}

// fmtLeft shows time left on a clock, rounded to the minute.
func fmtLeft(d time.Duration) string {
	if d <= 0 {
		return "0 (in grace)"
	}
	return fmtDur(d.Round(time.Minute))
}

// runResume restarts a paused game with the time it had left, or a waiting
// one (after abandoned powers) with a fresh deadline for the phase. Powers
// still abandoned then stay in civil disorder.
func runResume(s *session, _ Line) (string, *games.Text) {
	g, p := s.masterGame("RESUME")
	if p != nil {
		return "", p
	}
	if p := ended(g); p != nil {
		return "", p
	}
	switch g.Status {
	case statusPaused:
		g.Deadline, g.Remaining = s.now.Add(g.Remaining), 0
	case statusWaiting:
		game, err := s.j.engines[g.Engine].Load(g.State)
		if err != nil {
			return "", s.fail(err)
		}
		for _, pl := range g.Players {
			if pl.Abandoned {
				pl.Disorder = true
			}
		}
		g.Deadline, g.Stage = g.Settings.deadlineFrom(s.now, game.Phase().Kind), ""
	default:
		return "", txtf("%s is %s, not paused or waiting", "%s 目前為%s,並非暫停或等待中", "%s 目前为%s,并非暂停或等待中", g.Name, g.Status)
	}
	g.Status = statusActive
	if err := s.masterDid(g, "resume", "deadline "+g.Deadline.UTC().Format(time.RFC3339), games.Text{
		EN:   "resumed the game; the deadline is " + when(g.Deadline, time.UTC) + ".",
		Hant: "恢復棋局;期限為 " + when(g.Deadline, time.UTC) + "。",
		Hans: "恢复棋局;期限为 " + when(g.Deadline, time.UTC) + "。",
	}); err != nil {
		return "", s.fail(err)
	}
	return tr(s.lang, g.Name+" resumed; deadline "+when(g.Deadline, s.loc),
		g.Name+" 已恢復;期限 "+when(g.Deadline, s.loc), g.Name+" 已恢复;期限 "+when(g.Deadline, s.loc)), nil
}

// runExtend moves the deadline later; in a paused game it adds to the time
// left on the stopped clock.
func runExtend(s *session, l Line) (string, *games.Text) {
	g, p := s.masterGame("EXTEND")
	if p != nil {
		return "", p
	}
	if p := ended(g); p != nil {
		return "", p
	}
	if p := notStarted(g); p != nil {
		return "", p
	}
	if len(l.Args) != 1 {
		return "", txt("write EXTEND and a duration, e.g. EXTEND 2d, EXTEND 36h or EXTEND 1d12h", "請寫 EXTEND 加時間長度,例如 EXTEND 2d、EXTEND 36h 或 EXTEND 1d12h", "请写 EXTEND 加时间长度,例如 EXTEND 2d、EXTEND 36h 或 EXTEND 1d12h")
	}
	d, err := parseDuration(l.Args[0])
	if err != nil || d <= 0 {
		return "", txtf("%q is not a duration: write e.g. 2d, 36h or 1d12h", "「%s」不是時間長度:請寫如 2d、36h 或 1d12h", "“%s”不是时间长度:请写如 2d、36h 或 1d12h", l.Args[0])
	}
	var answer string
	switch g.Status {
	case statusPaused:
		g.Remaining += d
		answer = tr(s.lang, fmt.Sprintf("%s stays paused, now with %s left", g.Name, fmtLeft(g.Remaining)),
			fmt.Sprintf("%s 仍暫停,剩餘時間改為 %s", g.Name, fmtLeft(g.Remaining)),
			fmt.Sprintf("%s 仍暂停,剩余时间改为 %s", g.Name, fmtLeft(g.Remaining)))
	case statusActive:
		g.Deadline = g.Deadline.Add(d)
		g.Stage = stageFor(g, s.now)
		answer = tr(s.lang, "the deadline of "+g.Name+" is now "+when(g.Deadline, s.loc),
			g.Name+" 的期限改為 "+when(g.Deadline, s.loc), g.Name+" 的期限改为 "+when(g.Deadline, s.loc))
	default:
		return "", txtf("%s waits for the master to REPLACE an abandoned power; RESUME it first", "%s 正等待主持人 REPLACE 被放棄的國家;請先 RESUME", "%s 正等待主持人 REPLACE 被放弃的国家;请先 RESUME", g.Name)
	}
	notice := games.Text{
		EN:   "extended the deadline by " + fmtDur(d) + " to " + when(g.Deadline, time.UTC) + ".",
		Hant: "期限延長 " + fmtDur(d) + ",至 " + when(g.Deadline, time.UTC) + "。",
		Hans: "期限延长 " + fmtDur(d) + ",至 " + when(g.Deadline, time.UTC) + "。",
	}
	if g.Status == statusPaused {
		notice = games.Text{EN: "gave the paused game " + fmtDur(d) + " more.", Hant: "暫停中的棋局增加 " + fmtDur(d) + "。", Hans: "暂停中的棋局增加 " + fmtDur(d) + "。"}
	}
	if err := s.masterDid(g, "extend", fmtDur(d), notice); err != nil {
		return "", s.fail(err)
	}
	return answer, nil
}

// masterSeat reads the power a seat command names.
func (s *session) masterSeat(g *gameRecord, verb string, args []string) (games.Seat, *player, *games.Text) {
	eng := s.j.engines[g.Engine]
	if len(args) == 0 {
		return "", nil, txtf("write %s <power>; the powers are %s", "請寫 %s <國家>;可選:%s", "请写 %s <国家>;可选:%s", verb, seatList(eng, g))
	}
	seat, ok := seatFor(g, eng, args[0])
	if !ok {
		return "", nil, txtf("%s has no power %q; its seats are %s", "%s 沒有「%s」這個國家;可選:%s", "%s 没有“%s”这个国家;可选:%s", g.Name, args[0], seatList(eng, g))
	}
	pl := g.playerBySeat(seat)
	if pl == nil {
		return "", nil, txtf("nobody plays %s in %s", "%s 在 %s 沒有玩家", "%s 在 %s 没有玩家", seat, g.Name)
	}
	return seat, pl, nil
}

// runBecome makes the lines that follow orders for a power, as if its
// player had sent them.
func runBecome(s *session, l Line) (string, *games.Text) {
	g, p := s.masterGame("BECOME")
	if p != nil {
		return "", p
	}
	if p := stoppedOrEnded(g); p != nil {
		return "", p
	}
	seat, _, p := s.masterSeat(g, "BECOME", l.Args)
	if p != nil {
		return "", p
	}
	if err := s.flushOrders(); err != nil {
		return "", s.fail(err)
	}
	if err := s.masterDid(g, "become", string(seat), games.Text{
		EN:   "wrote orders on behalf of " + string(seat) + ".",
		Hant: "代 " + string(seat) + " 下達命令。",
		Hans: "代 " + string(seat) + " 下达命令。",
	}); err != nil {
		return "", s.fail(err)
	}
	s.seat, s.add = seat, false
	return tr(s.lang, "the lines below are orders for "+string(seat)+" (they replace its orders unless ADD follows)",
		"以下各行為 "+string(seat)+" 的命令(除非接著寫 ADD,否則取代其原有命令)",
		"以下各行为 "+string(seat)+" 的命令(除非接着写 ADD,否则取代其原有命令)"), nil
}

// runEject removes a power's player. The power's units then follow the
// engine's civil-disorder rules until REPLACE gives it a new player.
func runEject(s *session, l Line) (string, *games.Text) {
	g, p := s.masterGame("EJECT")
	if p != nil {
		return "", p
	}
	if p := ended(g); p != nil {
		return "", p
	}
	if p := notStarted(g); p != nil {
		return "", p
	}
	seat, pl, p := s.masterSeat(g, "EJECT", l.Args)
	if p != nil {
		return "", p
	}
	if pl.Abandoned || pl.Resigned {
		return "", txtf("%s has no player already; REPLACE gives it one", "%s 已經沒有玩家;可用 REPLACE 指定", "%s 已经没有玩家;可用 REPLACE 指定", seat)
	}
	seats := joinSeats(pl.Seats)
	pl.Abandoned, pl.Disorder, pl.Wait = true, true, false
	for _, st := range pl.Seats {
		delete(g.Submissions, st)
		delete(g.Complete, st)
	}
	lang, loc := s.j.readerOf(s.tx, pl.Addr, g)
	if err := s.j.notice(s.tx, pl.Addr, g.Name, "notice", fmt.Sprintf("%s: %s", g.Name, tr(lang, "you were removed from the game", "您已被移出棋局", "您已被移出棋局")),
		tr(lang,
			fmt.Sprintf("The master of %s removed you from the game at %s. You no longer play %s and will get no more of its mail.\n", g.Name, when(s.now, loc), seats),
			fmt.Sprintf("%s 的主持人於 %s 將您移出棋局。您不再代表 %s,也不會再收到該棋局的郵件。\n", g.Name, when(s.now, loc), seats),
			fmt.Sprintf("%s 的主持人于 %s 将您移出棋局。您不再代表 %s,也不会再收到该棋局的邮件。\n", g.Name, when(s.now, loc), seats))); err != nil {
		return "", s.fail(err)
	}
	if err := s.masterDid(g, "eject", seats+" "+pl.Addr, games.Text{
		EN:   "removed the player of " + seats + "; it is in civil disorder until a new player takes it.",
		Hant: "移除了 " + seats + " 的玩家;在新玩家接手前該國處於內亂。",
		Hans: "移除了 " + seats + " 的玩家;在新玩家接手前该国处于内乱。",
	}); err != nil {
		return "", s.fail(err)
	}
	return tr(s.lang, seats+" has no player now and is in civil disorder; REPLACE "+string(seat)+" <address> gives it a new one",
		seats+" 現在沒有玩家,處於內亂;REPLACE "+string(seat)+" <地址> 可指定新玩家",
		seats+" 现在没有玩家,处于内乱;REPLACE "+string(seat)+" <地址> 可指定新玩家"), nil
}

// runReplace gives a power (with the seats grouped with it) to a new
// player, mails them a fresh password, and tells the old address. The new
// player starts clean: no misses, no civil disorder, and none of the old
// player's orders for the current phase. A waiting game starts again when
// no power is left abandoned.
func runReplace(s *session, l Line) (string, *games.Text) {
	g, p := s.masterGame("REPLACE")
	if p != nil {
		return "", p
	}
	if p := ended(g); p != nil {
		return "", p
	}
	if p := notStarted(g); p != nil {
		return "", p
	}
	if len(l.Args) != 2 {
		return "", txt("write REPLACE <power> <address>, e.g. REPLACE France newplayer@example.org", "請寫 REPLACE <國家> <地址>,例如 REPLACE France newplayer@example.org", "请写 REPLACE <国家> <地址>,例如 REPLACE France newplayer@example.org")
	}
	_, old, p := s.masterSeat(g, "REPLACE", l.Args[:1])
	if p != nil {
		return "", p
	}
	addr, ok := plainAddress(l.Args[1])
	if !ok || addr == s.j.opts.Address {
		return "", txtf("%q is not a mail address a player can use", "「%s」不是玩家可用的郵件地址", "“%s”不是玩家可用的邮件地址", l.Args[1])
	}
	if other := g.playerByAddr(addr); other != nil && !other.Abandoned && !other.Resigned {
		return "", txtf("%s plays %s in %s already", "%s 已在 %s 代表 %s", "%s 已在 %s 代表 %s", addr, joinSeats(other.Seats), g.Name)
	}
	pw := readablePassword()
	fresh := &player{Addr: addr, PW: hashPassword(pw), Seats: old.Seats, Joined: s.now}
	for i, pl := range g.Players {
		if pl == old {
			g.Players[i] = fresh
		}
	}
	seats := joinSeats(fresh.Seats)
	for _, st := range fresh.Seats {
		delete(g.Submissions, st)
		delete(g.Complete, st)
	}
	resumed := false
	if g.Status == statusWaiting && !anyAbandoned(g) {
		game, err := s.j.engines[g.Engine].Load(g.State)
		if err != nil {
			return "", s.fail(err)
		}
		g.Status, g.Deadline, g.Stage = statusActive, g.Settings.deadlineFrom(s.now, game.Phase().Kind), ""
		resumed = true
	}
	if err := s.mailReplacement(g, fresh, pw); err != nil {
		return "", s.fail(err)
	}
	if old.Addr != addr {
		lang, _ := s.j.readerOf(s.tx, old.Addr, g)
		if err := s.j.notice(s.tx, old.Addr, g.Name, "notice", fmt.Sprintf("%s: %s", g.Name, tr(lang, "your power has a new player", "您的國家已換人", "您的国家已换人")),
			tr(lang,
				fmt.Sprintf("The master of %s gave %s to another player. You will get no more of the game's mail.\n", g.Name, seats),
				fmt.Sprintf("%s 的主持人已把 %s 交給另一位玩家。您不會再收到該棋局的郵件。\n", g.Name, seats),
				fmt.Sprintf("%s 的主持人已把 %s 交给另一位玩家。您不会再收到该棋局的邮件。\n", g.Name, seats))); err != nil {
			return "", s.fail(err)
		}
	}
	notice := games.Text{
		EN:   "gave " + seats + " to a new player.",
		Hant: "把 " + seats + " 交給新玩家。",
		Hans: "把 " + seats + " 交给新玩家。",
	}
	if resumed {
		notice.EN += " The game goes on; the deadline is " + when(g.Deadline, time.UTC) + "."
		notice.Hant += "棋局繼續;期限為 " + when(g.Deadline, time.UTC) + "。"
		notice.Hans += "棋局继续;期限为 " + when(g.Deadline, time.UTC) + "。"
	}
	if err := s.masterDid(g, "replace", fmt.Sprintf("%s %s -> %s", seats, old.Addr, addr), notice); err != nil {
		return "", s.fail(err)
	}
	answer := tr(s.lang, seats+" is now played by "+addr+", who has been mailed a password",
		seats+" 現由 "+addr+" 代表,密碼已寄給對方", seats+" 现由 "+addr+" 代表,密码已寄给对方")
	if resumed {
		answer += "\n" + tr(s.lang, "the game goes on; deadline "+when(g.Deadline, s.loc), "棋局繼續;期限 "+when(g.Deadline, s.loc), "棋局继续;期限 "+when(g.Deadline, s.loc))
	}
	return answer, nil
}

// mailReplacement tells a new player their power, password and position.
func (s *session) mailReplacement(g *gameRecord, pl *player, pw string) error {
	game, err := s.j.engines[g.Engine].Load(g.State)
	if err != nil {
		return err
	}
	lang, loc := s.j.readerOf(s.tx, pl.Addr, g)
	seats := joinSeats(pl.Seats)
	signon := fmt.Sprintf("SIGNON %s%s %s", seats[:1], g.Name, pw)
	var b strings.Builder
	b.WriteString(tr(lang,
		fmt.Sprintf("The master of %s has given you %s. Your password is\n\n  %s\n\nSign on with the line\n\n  %s\n\nthen write your orders one per line. SET PASSWORD changes the password.\n", g.Name, seats, pw, signon),
		fmt.Sprintf("%s 的主持人把 %s 交給您。您的密碼是\n\n  %s\n\n請以這一行登入\n\n  %s\n\n然後每行寫一道命令。SET PASSWORD 可更改密碼。\n", g.Name, seats, pw, signon),
		fmt.Sprintf("%s 的主持人把 %s 交给您。您的密码是\n\n  %s\n\n请以这一行登录\n\n  %s\n\n然后每行写一道命令。SET PASSWORD 可更改密码。\n", g.Name, seats, pw, signon)))
	if g.Status == statusActive {
		fmt.Fprintf(&b, "\n%s\n", s.j.phaseLine(g, game, lang, loc))
	} else {
		fmt.Fprintf(&b, "\n%s\n", tr(lang, "The game is "+g.Status+" for now; you will be told when it goes on.", "棋局目前為"+g.Status+";繼續時會通知您。", "棋局目前为"+g.Status+";继续时会通知您。"))
	}
	fmt.Fprintf(&b, "\n%s\n", game.View(pl.Seats[0], lang))
	return s.j.notice(s.tx, pl.Addr, g.Name, "notice", fmt.Sprintf("%s: %s %s", g.Name, tr(lang, "you now play", "您現在代表", "您现在代表"), seats), b.String())
}

func anyAbandoned(g *gameRecord) bool {
	for _, pl := range g.Players {
		if pl.Abandoned {
			return true
		}
	}
	return false
}

// plainAddress accepts "name@host" or "<name@host>", lower-cased.
func plainAddress(s string) (string, bool) {
	a, err := mail.ParseAddress(strings.Trim(s, "<>"))
	if err != nil || !strings.Contains(a.Address, "@") {
		return "", false
	}
	return strings.ToLower(a.Address), true
}

// passwordAlphabet leaves out letters and digits that read alike (l, 1, o, 0).
const passwordAlphabet = "abcdefghijkmnpqrstuvwxyz23456789"

// readablePassword draws 10 characters (50 bits) from crypto/rand, in two
// groups so it can be read out and typed.
func readablePassword() string {
	var raw [10]byte
	_, _ = rand.Read(raw[:]) // crypto/rand never fails on supported platforms
	out := make([]byte, 0, 11)
	for i, b := range raw {
		if i == 5 {
			out = append(out, '-')
		}
		out = append(out, passwordAlphabet[int(b)%len(passwordAlphabet)])
	}
	return string(out)
}

// runDeclare ends the game as a draw shared by every power still alive.
func runDeclare(s *session, l Line) (string, *games.Text) {
	g, p := s.masterGame("DECLARE DRAW")
	if p != nil {
		return "", p
	}
	if len(l.Args) != 1 || !(strings.EqualFold(l.Args[0], "draw") || l.Args[0] == "和局") {
		return "", txt("write DECLARE DRAW", "請寫 DECLARE DRAW", "请写 DECLARE DRAW")
	}
	if p := ended(g); p != nil {
		return "", p
	}
	if p := notStarted(g); p != nil {
		return "", p
	}
	game, err := s.j.engines[g.Engine].Load(g.State)
	if err != nil {
		return "", s.fail(err)
	}
	alive := game.Alive()
	names := joinSeats(alive)
	end := &games.Ending{Draw: alive, Reason: withNotices(g, games.Text{
		EN:   "The master declared the game drawn among the powers still alive: " + names + ".",
		Hant: "主持人宣布棋局由尚存各國和局:" + names + "。",
		Hans: "主持人宣布棋局由尚存各国和局:" + names + "。",
	})}
	if err := s.masterDid(g, "declare-draw", names, games.Text{}); err != nil {
		return "", s.fail(err)
	}
	g.Notices, g.Remaining = nil, 0
	if err := s.j.endGame(s.tx, g, end, s.now); err != nil {
		return "", s.fail(err)
	}
	return tr(s.lang, g.Name+" ends in a draw among "+names+"; everyone is told and the seed published",
		g.Name+" 以和局結束:"+names+";已通知所有人並公布種子",
		g.Name+" 以和局结束:"+names+";已通知所有人并公布种子"), nil
}

// runTerminate stops the game for good, without winner or draw; the seed is
// published as at any end.
func runTerminate(s *session, _ Line) (string, *games.Text) {
	g, p := s.masterGame("TERMINATE")
	if p != nil {
		return "", p
	}
	if p := ended(g); p != nil {
		return "", p
	}
	end := &games.Ending{Reason: withNotices(g, games.Text{
		EN:   "The master terminated the game. It has no result.",
		Hant: "主持人終止了棋局,不計結果。",
		Hans: "主持人终止了棋局,不计结果。",
	})}
	if err := s.masterDid(g, "terminate", g.Status, games.Text{}); err != nil {
		return "", s.fail(err)
	}
	g.Notices, g.Remaining = nil, 0
	if err := s.j.endGame(s.tx, g, end, s.now); err != nil {
		return "", s.fail(err)
	}
	g.Status = statusTerminated
	return tr(s.lang, g.Name+" is terminated; everyone is told and the seed published",
		g.Name+" 已終止;已通知所有人並公布種子", g.Name+" 已终止;已通知所有人并公布种子"), nil
}

// withNotices puts announcements still pending before a closing text, since
// the closing mail is the last the players get.
func withNotices(g *gameRecord, t games.Text) games.Text {
	if len(g.Notices) == 0 {
		return t
	}
	prefix := func(lang games.Lang) string {
		var b strings.Builder
		for _, n := range g.Notices {
			fmt.Fprintf(&b, "%s %s\n", tr(lang, "Master:", "主持人:", "主持人:"), n)
		}
		return b.String()
	}
	return games.Text{
		EN:   prefix(games.English) + t.EN,
		Hant: prefix(games.TraditionalChinese) + t.Hant,
		Hans: prefix(games.SimplifiedChinese) + t.Hans,
	}
}
