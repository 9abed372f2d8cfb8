package judge

import (
	"fmt"
	"strings"

	"adjutant/games"
)

// flushOrders hands the order lines collected since the last SIGNON to the
// engine, stores what it accepted, and fills in the echo of each line.
func (s *session) flushOrders() error {
	if s.game == nil || s.seat == "" || len(s.orders) == 0 {
		s.orders = nil
		return nil
	}
	g, seat, lines := s.game, s.seat, s.orders
	s.orders = nil
	refuse := func(msg *games.Text) {
		for _, l := range lines {
			idx := s.echoAt[l.N]
			s.problem(Line{N: l.N, Text: l.Text}, idx, *msg)
		}
	}
	if g.Status != statusActive {
		refuse(txtf("%s is %s: no orders are taken now", "%s 目前為%s:現在不接受命令", "%s 目前为%s:现在不接受命令", g.Name, g.Status))
		return nil
	}
	game, err := g.Game()
	if err != nil {
		return err
	}
	if !requested(game, seat) {
		refuse(txtf("%s has nothing to order in %s", "%s 在%s沒有需要下的命令", "%s 在%s没有需要下的命令", seat, game.Phase().Name.EN))
		return nil
	}
	all := lines
	if s.add {
		if prev, ok := g.Submissions[seat]; ok {
			old := make([]games.Line, len(prev.Lines))
			for i, l := range prev.Lines {
				old[i] = games.Line{N: 0, Text: l.Text}
			}
			all = append(old, lines...)
		}
	}
	res := game.Submit(seat, all, s.lang)
	for _, e := range res.Echo {
		idx, ok := s.echoAt[e.N]
		if e.N == 0 || !ok {
			continue
		}
		if e.Problem != nil {
			msg := e.Problem.Message
			if words := strings.Fields(e.Input); len(words) > 0 {
				if near := s.j.closeCommand(words[0]); near != "" && s.j.lookup(words[0]) == nil {
					msg = *joinText(&msg, txtf(" (did you mean the command %s?)", "(您是指指令 %s 嗎?)", "(您是指指令 %s 吗?)", near))
				}
			}
			s.problem(Line{N: e.N, Text: e.Input}, idx, msg)
		} else if e.Understood != "" && !strings.EqualFold(e.Understood, e.Input) {
			s.reply.Lines[idx].Answer = "→ " + e.Understood
		}
	}
	var loose []string
	for _, n := range res.Notes {
		note := tr(s.lang, "note: ", "注意:", "注意:") + n.Message.In(s.lang)
		if idx, ok := s.echoAt[n.Line]; ok && n.Line > 0 {
			if a := s.reply.Lines[idx].Answer; a != "" {
				note = a + "\n" + note
			}
			s.reply.Lines[idx].Answer = note
			continue
		}
		loose = append(loose, note)
	}
	if g.Submissions == nil {
		g.Submissions = map[games.Seat]games.Submission{}
		g.Complete = map[games.Seat]bool{}
	}
	if g.Complete == nil {
		g.Complete = map[games.Seat]bool{}
	}
	res.Accepted.Seat = seat
	g.Submissions[seat] = res.Accepted
	g.Complete[seat] = res.Complete
	s.keep(g)
	s.reply.Sections = append(s.reply.Sections, section{
		Title: tr(s.lang,
			fmt.Sprintf("Orders of %s in %s, %s:", seat, g.Name, game.Phase().Name.In(s.lang)),
			fmt.Sprintf("%s 在 %s 的命令(%s):", seat, g.Name, game.Phase().Name.In(s.lang)),
			fmt.Sprintf("%s 在 %s 的命令(%s):", seat, g.Name, game.Phase().Name.In(s.lang))),
		Body: res.Summary + "\n" + notesBlock(loose) + s.waitingLine(g, game) + tr(s.lang,
			"Deadline: "+when(g.Deadline, s.loc)+". A later mail replaces what you sent unless it says ADD.",
			"期限:"+whenIn(g.Deadline, s.loc, games.TraditionalChinese)+"。之後的郵件會取代這次所寄內容,除非寫上 ADD。",
			"期限:"+whenIn(g.Deadline, s.loc, games.SimplifiedChinese)+"。之后的邮件会取代这次所寄内容,除非写上 ADD。"),
	})
	return nil
}

func requested(game games.Game, seat games.Seat) bool {
	for _, r := range game.Requests() {
		if r.Seat == seat {
			return true
		}
	}
	return false
}

func runClear(s *session, _ Line) (string, *games.Text) {
	if s.game == nil || s.seat == "" {
		return "", notSignedOn()
	}
	s.orders = nil
	delete(s.game.Submissions, s.seat)
	delete(s.game.Complete, s.seat)
	s.keep(s.game)
	return tr(s.lang, "orders withdrawn; your units will follow the default unless you send new ones",
		"命令已撤回;除非再寄新命令,您的部隊將按預設行動",
		"命令已撤回;除非再寄新命令,您的部队将按默认行动"), nil
}

func runAdd(s *session, _ Line) (string, *games.Text) {
	if s.game == nil || s.seat == "" {
		return "", notSignedOn()
	}
	s.add = true
	return tr(s.lang, "the orders below are added to those you sent before", "以下命令會加到您先前的命令上", "以下命令会加到您先前的命令上"), nil
}

func notSignedOn() *games.Text {
	return txt("sign on first: SIGNON <letter><game> <password>, e.g. SIGNON Fwest s3cret (the start mail gives your letter)",
		"請先登入:SIGNON <代號><棋局> <密碼>,例如 SIGNON Fwest s3cret(代號見開局郵件)",
		"请先登录:SIGNON <代号><棋局> <密码>,例如 SIGNON Fwest s3cret(代号见开局邮件)")
}

// waitingLine tells a player whether the phase now waits for others or will
// be resolved at once (every seat asked has sent complete orders).
func (s *session) waitingLine(g *gameRecord, game games.Game) string {
	var missing []games.Seat
	waiting := false
	for _, r := range game.Requests() {
		p := g.playerBySeat(r.Seat)
		if p != nil && p.Wait {
			waiting = true
		}
		if r.Seat != s.seat && !g.complete(r.Seat) && (p == nil || !p.Disorder) {
			missing = append(missing, r.Seat)
		}
	}
	var b strings.Builder
	if !g.complete(s.seat) {
		b.WriteString(s.j.wordedIn(g, s.lang, "What you sent leaves something to the default, so the phase is not resolved early; it waits for the deadline or for a mail that leaves nothing to it.\n",
			"這些{orders}有部分留給預設處理,因此本階段不會提前結算;將等到期限或收到完整{orders}。\n",
			"这些{orders}有部分留给默认处理,因此本阶段不会提前结算;将等到期限或收到完整{orders}。\n"))
	}
	switch {
	case len(missing) > 0:
		b.WriteString(tr(s.lang, "Still waiting for: ", "仍在等待:", "仍在等待:") + seatNames(game, missing, s.lang) + tr(s.lang, ".\n", "。\n", "。\n"))
	case !g.complete(s.seat):
	case waiting:
		b.WriteString(s.j.wordedIn(g, s.lang, "Every {seat} asked has sent its {orders} in full, but someone asked to WAIT: the phase is resolved at the deadline.\n",
			"所有需要行動的{seat}都已寄出完整{orders},但有人要求等待(WAIT):本階段在期限時結算。\n",
			"所有需要行动的{seat}都已寄出完整{orders},但有人要求等待(WAIT):本阶段在期限时结算。\n"))
	default:
		b.WriteString(s.j.wordedIn(g, s.lang, "Every {seat} asked has sent its {orders} in full: the phase is resolved now and the results follow this reply.\n",
			"所有需要行動的{seat}都已寄出完整{orders}:本階段立即結算,結果隨本回覆之後寄出。\n",
			"所有需要行动的{seat}都已寄出完整{orders}:本阶段立即结算,结果随本回复之后寄出。\n"))
	}
	return b.String()
}

func notesBlock(notes []string) string {
	if len(notes) == 0 {
		return ""
	}
	return strings.Join(notes, "\n") + "\n"
}
