package judge

import (
	"fmt"
	"net/mail"
	"strings"
	"time"

	"adjutant/games"
	"adjutant/judge/outbox"
	"adjutant/storage"
	"adjutant/templates"
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
			Summary: "cmd.process",
			Run:     runProcess},
		{Name: "PAUSE", Aliases: []string{"暫停", "暂停"},
			Summary: "cmd.pause",
			Run:     runPause},
		{Name: "RESUME", Aliases: []string{"繼續", "继续"},
			Summary: "cmd.resume",
			Run:     runResume},
		{Name: "EXTEND", Aliases: []string{"延長", "延长"}, Usage: "duration",
			Summary: "cmd.extend",
			Run:     runExtend},
		{Name: "BECOME", Aliases: []string{"代理"}, Usage: "power",
			Summary: "cmd.become",
			Run:     runBecome},
		{Name: "EJECT", Aliases: []string{"逐出"}, Usage: "power",
			Summary: "cmd.eject",
			Run:     runEject},
		{Name: "REPLACE", Aliases: []string{"替換", "替换"}, Usage: "power address",
			Summary: "cmd.replace",
			Run:     runReplace},
		{Name: "EDIT", Aliases: []string{"編輯", "编辑"}, Usage: "change",
			Summary: "cmd.edit",
			Run:     runEdit},
		{Name: "ROLLBACK", Aliases: []string{"回溯"}, Usage: "[phase]",
			Summary: "cmd.rollback",
			Run:     runRollback},
		{Name: "DECLARE", Aliases: []string{"宣布"}, Usage: "DRAW",
			Summary: "cmd.declare",
			Run:     runDeclare},
		{Name: "TERMINATE", Aliases: []string{"終止", "终止"},
			Summary: "cmd.terminate",
			Run:     runTerminate},
	}
}

// masterGame returns the game the sender is master of in this mail, or the
// problem to show: not signed on, or signed on as a player.
func (s *session) masterGame(verb string) (*gameRecord, *games.Text) {
	if s.game == nil {
		return nil, msg("master.signon-first", verb)
	}
	if !s.master {
		return nil, msg("master.only", s.game.Name, verb)
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
		g.Notices = append(g.Notices, games.Text{
			EN: "Master: " + notice.EN, Hant: "主持人:" + notice.In(games.TraditionalChinese), Hans: "主持人:" + notice.In(games.SimplifiedChinese)})
	}
	s.keep(g)
	return nil
}

// masterStartedGame is masterGame for commands that need a game that has
// started and not ended.
func (s *session) masterStartedGame(verb string) (*gameRecord, *games.Text) {
	g, p := s.masterGame(verb)
	if p == nil {
		p = ended(g)
	}
	if p == nil {
		p = notStarted(g)
	}
	return g, p
}

// ended reports a problem when the game is over: nothing can be changed.
func ended(g *gameRecord) *games.Text {
	if g.Status == statusFinished || g.Status == statusTerminated {
		return msg("game.ended", g.Name, g.Status)
	}
	return nil
}

// notStarted reports a problem when the game is still forming.
func notStarted(g *gameRecord) *games.Text {
	if g.Status == statusForming {
		return msg("game.not-started", g.Name)
	}
	return nil
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
	game, err := g.Game()
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
		return msg("game.resume-first", g.Name, g.Status)
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
	if err := s.masterDid(g, "pause", "remaining "+g.Remaining.String(), templates.T("pause.notice")); err != nil {
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
		game, err := g.Game()
		if err != nil {
			return "", s.fail(err)
		}
		for _, pl := range g.Players {
			if pl.Abandoned {
				pl.Disorder = true
			}
		}
		g.Deadline, g.Stage = g.Settings.deadlineFrom(s.now, game.Phase().Class), ""
	default:
		return "", msg("resume.not-stopped", g.Name, g.Status)
	}
	g.Status = statusActive
	if err := s.masterDid(g, "resume", "deadline "+g.Deadline.UTC().Format(time.RFC3339), games.Text{
		EN:   "resumed the game; the deadline is " + when(g.Deadline, time.UTC) + ".",
		Hant: "恢復棋局;期限為 " + whenIn(g.Deadline, time.UTC, games.TraditionalChinese) + "。",
		Hans: "恢复棋局;期限为 " + whenIn(g.Deadline, time.UTC, games.SimplifiedChinese) + "。",
	}); err != nil {
		return "", s.fail(err)
	}
	return tr(s.lang, g.Name+" resumed; deadline "+when(g.Deadline, s.loc),
		g.Name+" 已恢復;期限 "+whenIn(g.Deadline, s.loc, games.TraditionalChinese), g.Name+" 已恢复;期限 "+whenIn(g.Deadline, s.loc, games.SimplifiedChinese)), nil
}

// runExtend moves the deadline later; in a paused game it adds to the time
// left on the stopped clock.
func runExtend(s *session, l Line) (string, *games.Text) {
	g, p := s.masterStartedGame("EXTEND")
	if p != nil {
		return "", p
	}
	if len(l.Args) != 1 {
		return "", msg("extend.usage")
	}
	d, err := parseDuration(l.Args[0])
	if err != nil || d <= 0 {
		return "", msg("duration.bad", l.Args[0])
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
			g.Name+" 的期限改為 "+whenIn(g.Deadline, s.loc, games.TraditionalChinese), g.Name+" 的期限改为 "+whenIn(g.Deadline, s.loc, games.SimplifiedChinese))
	default:
		return "", s.j.worded(g, msg("game.waiting-replace", g.Name))
	}
	notice := games.Text{
		EN:   "extended the deadline by " + fmtDur(d) + " to " + when(g.Deadline, time.UTC) + ".",
		Hant: "期限延長 " + fmtDur(d) + ",至 " + whenIn(g.Deadline, time.UTC, games.TraditionalChinese) + "。",
		Hans: "期限延长 " + fmtDur(d) + ",至 " + whenIn(g.Deadline, time.UTC, games.SimplifiedChinese) + "。",
	}
	if g.Status == statusPaused {
		notice = games.Text{EN: "gave the paused game " + fmtDur(d) + " more.", Hant: "暫停中的棋局增加 " + fmtDur(d) + "。", Hans: "暂停中的棋局增加 " + fmtDur(d) + "。"}
	}
	if err := s.masterDid(g, "extend", fmtDur(d), notice); err != nil {
		return "", s.fail(err)
	}
	return answer, nil
}

// mailReplacement tells a new player their power, password and position.
func (s *session) mailReplacement(g *gameRecord, pl *player, pw string) error {
	game, err := g.Game()
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
		fmt.Fprintf(&b, "\n%s\n", s.j.phaseLine(g, game, g.viewerOf(pl.Addr), lang, loc))
	} else {
		fmt.Fprintf(&b, "\n%s\n", tr(lang, "The game is "+g.Status+" for now; you will be told when it goes on.", "棋局目前為"+g.Status+";繼續時會通知您。", "棋局目前为"+g.Status+";继续时会通知您。"))
	}
	fmt.Fprintf(&b, "\n%s\n", game.View(g.viewerOf(pl.Addr), lang))
	// Kind KindSecret: the text holds the new password, so storage keeps it
	// only until it is handed to the SMTP server.
	return s.j.out.Notice(s.tx, pl.Addr, g.Name, outbox.Secret, fmt.Sprintf("%s: %s %s", g.Name, templates.In(lang, "replace.subject"), seats), b.String())
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

// runDeclare ends the game as a draw shared by every power still alive.
func runDeclare(s *session, l Line) (string, *games.Text) {
	g, p := s.masterGame("DECLARE DRAW")
	if p != nil {
		return "", p
	}
	if len(l.Args) != 1 || !(strings.EqualFold(l.Args[0], "draw") || l.Args[0] == "和局") {
		return "", msg("declare.usage")
	}
	if p := ended(g); p != nil {
		return "", p
	}
	if p := notStarted(g); p != nil {
		return "", p
	}
	game, err := g.Game()
	if err != nil {
		return "", s.fail(err)
	}
	alive := game.Alive()
	names := joinSeats(alive)
	end := &games.Ending{Draw: alive, Reason: withNotices(g, games.Text{
		EN:   "The master declared the game drawn among those still in it: " + names + ".",
		Hant: "主持人宣布棋局由尚存各方和局:" + names + "。",
		Hans: "主持人宣布棋局由尚存各方和局:" + names + "。",
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
	end := &games.Ending{Reason: withNotices(g, templates.T("terminate.reason"))}
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
			fmt.Fprintln(&b, games.Wrap(n.In(lang), games.ProseWidth))
		}
		return b.String()
	}
	return games.Text{
		EN:   prefix(games.English) + t.EN,
		Hant: prefix(games.TraditionalChinese) + t.Hant,
		Hans: prefix(games.SimplifiedChinese) + t.Hans,
	}
}
