package command

import (
	"errors"
	"fmt"
	"net/mail"
	"strings"
	"time"

	"adjutant/games"
	"adjutant/games/kit/picture"
	"adjutant/judge/outbox"
	"adjutant/judge/play"
	"adjutant/mailio/mailaddr"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// The master's commands. A master signs on with SIGNON M<game> <password>;
// the session then holds the game with s.master set. Every command here
// first checks that (masterGame), changes nothing when it answers with a
// problem, writes one audit entry when it acts, and queues a notice that
// play.Clerk prints at the top of the next report every reader gets.
// ROLLBACK, DECLARE DRAW and TERMINATE mail everyone at once instead, since
// the mail they cause is the next one anyway.

// masterCommands are registered in commandTable.
func (tree *Tree) masterCommands() []*command {
	return []*command{
		{Name: "PROCESS", Aliases: []string{"處理", "处理", "結算", "结算"},
			Summary: "cmd.process",
			Run:     runProcess, MovesPhase: true},
		{Name: "PAUSE", Aliases: []string{"暫停", "暂停", "暫停棋局", "暂停棋局"},
			Summary: "cmd.pause",
			Run:     runPause, MovesPhase: true},
		{Name: "RESUME", Aliases: []string{"繼續", "继续", "繼續棋局", "继续棋局", "恢復棋局", "恢复棋局"},
			Summary: "cmd.resume",
			Run:     runResume},
		{Name: "EXTEND", Aliases: []string{"延長", "延长", "延後", "延后", "延期", "順延", "顺延"}, Usage: "duration",
			Summary: "cmd.extend",
			Run:     runExtend},
		{Name: "BECOME", Aliases: []string{"代理"}, Usage: "seat",
			Summary: "cmd.become",
			Run:     runBecome},
		{Name: "EJECT", Aliases: []string{"逐出"}, Usage: "seat",
			Summary: "cmd.eject",
			Run:     runEject},
		{Name: "REPLACE", Aliases: []string{"替換", "替换"}, Usage: "seat address",
			Summary: "cmd.replace",
			Run:     runReplace},
		{Name: "EDIT", Aliases: []string{"編輯", "编辑"}, Usage: "change",
			Summary: "cmd.edit",
			Run:     runEdit},
		{Name: "ROLLBACK", Aliases: []string{"回溯", "回滾", "回滚", "回退"}, Usage: "[phase]",
			Summary: "cmd.rollback",
			Run:     runRollback, MovesPhase: true},
		{Name: "DECLARE", Aliases: []string{"宣布", "宣佈", "宣布和局", "宣佈和局", "宣布平局", "宣佈平局"}, Usage: "DRAW",
			Summary: "cmd.declare",
			Run:     runDeclare, MovesPhase: true},
		{Name: "TERMINATE", Aliases: []string{"終止", "终止", "終止棋局", "终止棋局"},
			Summary: "cmd.terminate",
			Run:     runTerminate, MovesPhase: true},
	}
}

// masterGame returns the game the sender is master of in this mail, or the
// problem to show: not signed on, or signed on as a player.
func (s *session) masterGame(verb string) (*play.Record, *i18n.Text) {
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
func (s *session) masterDid(g *play.Record, action, detail string, notice i18n.Text) {
	s.audit(g.Name, action, detail)
	if notice.EN != "" {
		g.Notices = append(g.Notices, templates.T("master.notice", notice))
	}
	s.keep(g)
}

// masterStartedGame is masterGame for commands that need a game that has
// started and not ended.
func (s *session) masterStartedGame(verb string) (*play.Record, *i18n.Text) {
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
func ended(g *play.Record) *i18n.Text {
	if g.Status == play.StatusFinished || g.Status == play.StatusTerminated {
		return msg("game.ended", g.Name, statusText(g.Status))
	}
	return nil
}

// notStarted reports a problem when the game is still forming.
func notStarted(g *play.Record) *i18n.Text {
	if g.Status == play.StatusForming {
		return msg("game.not-started", g.Name)
	}
	return nil
}

// formingDeadline answers EXTEND or SET DEADLINE in a game still forming,
// which has no deadline to move: it says when the first deadline comes
// (the phase's time from the start, which the last player's joining
// sets) and what the master may do meanwhile.
func formingDeadline(g *play.Record, verb string) *i18n.Text {
	game, err := g.Game()
	if err != nil || g.Rules() == nil {
		return notStarted(g)
	}
	// The first phase's class, not its name: a first phase that asks
	// nobody (Marengo's set-up) is resolved at the start, and the first
	// deadline is the next phase's, of the same class.
	first := game.Phase()
	dur := play.DurText(g.Settings.PhaseTime(first.Class))
	span := templates.T("deadline.forming-later", dur)
	if at := g.Settings.TimeOfDay; at != "" {
		zone := g.Settings.Zone
		if zone == "" {
			zone = "UTC"
		}
		span = templates.T("deadline.forming-at", dur, at, zone)
	}
	need := variantOf(g.Rules(), g.Variant).Players
	return g.Worded(msg("deadline.forming", verb, g.Name, len(g.Players), need, span, first.Class, first.Class, first.Class))
}

// runProcess resolves the current phase now, with the orders in so far.
func runProcess(s *session, l Line) (string, *i18n.Text) {
	g, p := s.masterGame("PROCESS")
	if p != nil {
		return "", p
	}
	if p := strayWords(l, 0, "PROCESS"); p != nil {
		return "", p
	}
	if p := stoppedOrEnded(g); p != nil {
		return "", p
	}
	// The orders written after BECOME above this line were handed in
	// before it ran (session.line), and count.
	game, err := g.Game()
	if err != nil {
		return "", s.fail(err)
	}
	if p := processRefused(g, game); p != nil {
		return "", p
	}
	ph := game.Phase()
	s.masterDid(g, "process", ph.ID, templates.T("process.notice", ph.Name, ph.ID))
	if err := s.tree.Clerk.Process(s.tx, g, s.now); err != nil {
		return "", s.fail(err)
	}
	return s.tr("process.done", ph.ID, g.Name), nil
}

// strayWords refuses a master's command that acts at once (and, for
// TERMINATE and ROLLBACK, cannot be undone) when its line says more than
// the command: "PROCESS tomorrow" or "TERMINATE if nobody objects" is not
// taken for the bare command. max is how many words the command takes.
func strayWords(l Line, max int, verb string) *i18n.Text {
	if max == 0 && len(l.Args) == 1 && gameWord(l.Args[0]) {
		return nil // 暫停 棋局, as the players' notice says it
	}
	if len(l.Args) <= max {
		return nil
	}
	words := strings.Join(l.Args[max:], " ")
	if max > 0 {
		return msg("master.stray-words-phase", words, verb, verb, verb)
	}
	return msg("master.stray-words", words, verb, verb)
}

// gluedVerb reads a master's line whose Chinese command word is written
// against what follows it, as Chinese writes it (延長2天, 延長至12月5日,
// 代理德國, 回溯1901年春季): the command, and the line with the word cut
// off as its first argument. The longest such word wins (延長 before 延).
func (tree *Tree) gluedVerb(l Line) (*command, Line, bool) {
	glued := map[string]bool{"SET": true}
	for _, c := range tree.masterCommands() {
		glued[c.Name] = true
	}
	var best *command
	word := ""
	for _, c := range tree.commands {
		if !glued[c.Name] {
			continue
		}
		for _, a := range c.Aliases {
			if !isASCII(a) && len(a) > len(word) && len(l.Verb) > len(a) && strings.HasPrefix(l.Verb, a) {
				best, word = c, a
			}
		}
	}
	if best == nil {
		return nil, l, false
	}
	l.Args = append([]string{strings.TrimPrefix(l.Verb, word)}, l.Args...)
	l.Verb = word
	return best, l, true
}

// extendTo reads EXTEND's words as a date to extend to, as Chinese says it
// (延長 到 12月5日 20:00, 延長至12月5日, EXTEND TO …): the words of the
// date, and ok when they follow such a "to".
func extendTo(args []string) ([]string, bool) {
	first := args[0]
	if first == "到" || first == "至" || strings.EqualFold(first, "TO") {
		return args[1:], len(args) > 1
	}
	for _, to := range []string{"到", "至"} {
		if rest, ok := strings.CutPrefix(first, to); ok && rest != "" {
			return append([]string{rest}, args[1:]...), true // 延長至12月5日
		}
	}
	return nil, false
}

// gameWord reports whether w is a word for "the game" that a Chinese
// master may write after a command that acts on the whole game (暫停棋局,
// 終止 本局): it adds nothing, so it is not a stray word.
func gameWord(w string) bool {
	switch w {
	case "棋局", "本局", "這局", "这局", "此局", "全局":
		return true
	}
	return false
}

// stoppedOrEnded is the problem with acting on a game that is not running.
func stoppedOrEnded(g *play.Record) *i18n.Text {
	if p := ended(g); p != nil {
		return p
	}
	if p := notStarted(g); p != nil {
		return p
	}
	if g.Status != play.StatusActive {
		return msg("game.resume-first", g.Name, statusText(g.Status))
	}
	return nil
}

// runPause stops the clock. The time left (negative during grace) is kept
// so RESUME gives it back; orders already in stay.
func runPause(s *session, l Line) (string, *i18n.Text) {
	g, p := s.masterGame("PAUSE")
	if p != nil {
		return "", p
	}
	if p := strayWords(l, 0, "PAUSE"); p != nil {
		return "", p
	}
	if p := stoppedOrEnded(g); p != nil {
		return "", p
	}
	g.Status, g.Remaining = play.StatusPaused, g.Deadline.Sub(s.now)
	s.masterDid(g, "pause", "remaining "+g.Remaining.String(), templates.T("pause.notice"))
	s.clockMoved(g)
	return s.tr("pause.done", g.Name, fmtLeft(g.Remaining)), nil
}

// fmtLeft shows time left on a clock, rounded to the minute.
func fmtLeft(d time.Duration) i18n.Text {
	if d <= 0 {
		return templates.T("pause.in-grace")
	}
	return play.DurText(d.Round(time.Minute))
}

// runResume restarts a paused game with the time it had left, or a waiting
// one (after abandoned powers) with a fresh deadline for the phase. Powers
// still abandoned then stay in civil disorder.
func runResume(s *session, l Line) (string, *i18n.Text) {
	g, p := s.masterGame("RESUME")
	if p != nil {
		return "", p
	}
	if p := strayWords(l, 0, "RESUME"); p != nil {
		return "", p
	}
	if p := ended(g); p != nil {
		return "", p
	}
	switch g.Status {
	case play.StatusPaused:
		g.Deadline, g.Remaining = s.now.Add(g.Remaining), 0
	case play.StatusWaiting:
		game, err := g.Game()
		if err != nil {
			return "", s.fail(err)
		}
		for _, pl := range g.Players {
			if pl.Abandoned {
				pl.Disorder = true
			}
		}
		g.Deadline, g.Stage = g.Settings.DeadlineFrom(s.now, game.Phase().Class), ""
	default:
		return "", msg("resume.not-stopped", g.Name, statusText(g.Status))
	}
	g.Status = play.StatusActive
	notice := templates.T("resume.notice", templates.DateText(g.Deadline, time.UTC))
	inGrace := !s.now.Before(g.Deadline)
	if inGrace {
		// Paused in grace, the game resumes in grace: the players'
		// mail names the past deadline and grace's end on its own.
		notice = templates.T("resume.notice-grace")
	}
	s.masterDid(g, "resume", "deadline "+g.Deadline.UTC().Format(time.RFC3339), notice)
	s.clockMoved(g)
	s.movedDeadline(g, notice, "resume.moot")
	if inGrace {
		return g.WordedIn(s.lang, "resume.done-grace", g.Name, templates.DateText(g.Deadline, s.loc), templates.DateText(g.Deadline.Add(g.Settings.Grace), s.loc)), nil
	}
	return s.tr("resume.done", g.Name, templates.DateText(g.Deadline, s.loc)), nil
}

// runExtend moves the deadline later; in a paused game it adds to the time
// left on the stopped clock.
func runExtend(s *session, l Line) (string, *i18n.Text) {
	g, p := s.masterGame("EXTEND")
	if p == nil {
		p = ended(g)
	}
	if p == nil && g.Status == play.StatusForming {
		p = formingDeadline(g, "EXTEND")
	}
	if p != nil {
		return "", p
	}
	if len(l.Args) == 0 {
		return "", msg("extend.usage")
	}
	if to, ok := extendTo(l.Args); ok {
		// 延長到 12月5日 晚上8點: to a date, as SET DEADLINE moves it;
		// a date it cannot read gets EXTEND TO's own forms.
		out, p := s.setDeadline(g, to)
		if p != nil && *p == templates.T("deadline.form") {
			p = msg("extend.to-form")
		}
		return out, p
	}
	written := strings.Join(l.Args, " ") // "EXTEND 2 days", "EXTEND 2d", "延長 2天"
	d, err := play.ParseDuration(written)
	if errors.Is(err, play.ErrDurationTooLong) {
		return "", msg("duration.too-long", written, play.MaxDays(), play.MaxDays())
	}
	if err != nil || d <= 0 {
		if len(l.Args) > 1 {
			return "", msg("extend.usage")
		}
		return "", msg("duration.bad", written)
	}
	var answer string
	switch g.Status {
	case play.StatusPaused:
		g.Remaining += d
		answer = s.tr("extend.paused", g.Name, fmtLeft(g.Remaining))
	case play.StatusActive:
		g.Deadline = g.Deadline.Add(d)
		g.Stage = g.StageFor(s.now)
		answer = s.tr("deadline.done", g.Name, templates.DateText(g.Deadline, s.loc))
	default:
		return "", g.Worded(msg("game.waiting-replace", g.Name))
	}
	notice := templates.T("extend.notice", play.DurText(d), templates.DateText(g.Deadline, time.UTC))
	if g.Status == play.StatusPaused {
		notice = templates.T("extend.notice-paused", play.DurText(d))
	}
	s.masterDid(g, "extend", play.FmtDur(d), notice)
	s.clockMoved(g)
	s.movedDeadline(g, notice, "deadline.moot")
	return answer, nil
}

// mailReplacement tells a new player their power, password and position.
func (s *session) mailReplacement(g *play.Record, pl *play.Player, pw string) error {
	game, err := g.Game()
	if err != nil {
		return err
	}
	lang, loc := s.tree.readerOf(s.tx, pl.Addr, g)
	seats := play.SeatNames(game, pl.Seats, lang)
	signon := fmt.Sprintf("SIGNON %s %s", play.SignonAs(game, pl.Seats[0], g.Name), pw)
	var b strings.Builder
	b.WriteString(g.WordedIn(lang, "replace.mail", g.Name, seats, pw, signon) + "\n")
	if g.Status == play.StatusActive {
		fmt.Fprintf(&b, "\n%s\n", play.PhaseLine(g, game, g.ViewerOf(pl.Addr), lang, loc))
	} else {
		fmt.Fprintf(&b, "\n%s\n", templates.In(lang, "replace.stopped", statusText(g.Status)))
	}
	v := g.ViewerOf(pl.Addr)
	fmt.Fprintf(&b, "\n%s\n", game.View(v, lang))
	subject := fmt.Sprintf("%s: %s %s", g.Name, templates.In(lang, "replace.subject"), seats)
	// Wrapped as Notice wraps a notice, and with the picture of the
	// position the new player takes over, drawn from what their seat may
	// see, unless they, the game or the judge turned pictures off. Kind
	// Secret: the text holds the new password, so storage keeps it only
	// until it is handed to the SMTP server.
	body := i18n.Wrap(b.String(), i18n.ProseWidth)
	pic := s.tree.Clerk.PositionPicture(g, game, v, lang)
	return s.tree.Out.EachPictured(s.tx, []string{pl.Addr}, g.Name, g.Settings.Lang, outbox.Secret, func(string, i18n.Lang, *time.Location) (string, string, *picture.Drawing) {
		return subject, body, pic
	})
}

func anyAbandoned(g *play.Record) bool {
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
	return mailaddr.Key(a.Address), true
}

// runDeclare ends the game as a draw shared by every power still alive.
func runDeclare(s *session, l Line) (string, *i18n.Text) {
	g, p := s.masterGame("DECLARE DRAW")
	if p != nil {
		return "", p
	}
	// 宣布和局, as Chinese writes it, in one word; 平局 is the mainland's
	// usual word for a draw.
	joined := (strings.HasSuffix(l.Verb, "和局") || strings.HasSuffix(l.Verb, "平局")) && len(l.Args) == 0
	if !joined && (len(l.Args) != 1 || !(strings.EqualFold(l.Args[0], "draw") || l.Args[0] == "和局" || l.Args[0] == "平局")) {
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
	names := g.SeatText(alive)
	end := &games.Ending{Draw: alive, Reason: withNotices(g, templates.T("declare.reason", names))}
	s.masterDid(g, "declare-draw", play.JoinSeats(alive), i18n.Text{})
	g.Notices, g.Remaining = nil, 0
	if err := s.tree.Clerk.End(s.tx, g, end, s.now); err != nil {
		return "", s.fail(err)
	}
	return s.tr("declare.done", g.Name, names), nil
}

// runTerminate stops the game for good, without winner or draw; the seed is
// published as at any end.
func runTerminate(s *session, l Line) (string, *i18n.Text) {
	g, p := s.masterGame("TERMINATE")
	if p != nil {
		return "", p
	}
	if p := strayWords(l, 0, "TERMINATE"); p != nil {
		return "", p
	}
	if p := ended(g); p != nil {
		return "", p
	}
	end := &games.Ending{Reason: withNotices(g, templates.T("terminate.reason"))}
	s.masterDid(g, "terminate", g.Status, i18n.Text{})
	g.Notices, g.Remaining = nil, 0
	if err := s.tree.Clerk.End(s.tx, g, end, s.now); err != nil {
		return "", s.fail(err)
	}
	g.Status = play.StatusTerminated
	return s.tr("terminate.done", g.Name), nil
}

// withNotices puts announcements still pending before a closing text, since
// the closing mail is the last the players get.
func withNotices(g *play.Record, t i18n.Text) i18n.Text {
	if len(g.Notices) == 0 {
		return t
	}
	prefix := func(lang i18n.Lang) string { return play.NoticeLines(g.Notices, lang) }
	return i18n.Text{
		EN:   prefix(i18n.English) + t.EN,
		Hant: prefix(i18n.TraditionalChinese) + t.Hant,
		Hans: prefix(i18n.SimplifiedChinese) + t.Hans,
	}
}
