package command

import (
	"slices"
	"strings"
	"time"

	"adjutant/games"
	"adjutant/judge/play"
	"adjutant/templates"
	"adjutant/templates/i18n"
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
	if h := s.handedIn; h != nil && h.game == g.Name && h.seat == seat && h.phase == g.Phase && !s.add {
		// Orders above a command that left the phase as it was (a
		// refused PROCESS, PAUSE) were handed in before it: these add.
		s.add = true
		defer func() { s.add = false }()
	}
	// A reason that holds for the whole mail is given once, under its
	// first line; the lines after it point back to it.
	refuse := func(why *i18n.Text) {
		for i, l := range lines {
			m := why
			if i > 0 {
				m = msg("orders.refused-as-above", lines[0].N)
			}
			s.problem(Line{N: l.N, Text: l.Text}, s.echoAt[l.N], *m)
		}
	}
	if g.Status == play.StatusPaused {
		// RESUME mails every player the new deadline (master_clock.go).
		refuse(g.Worded(msg("orders.paused", g.Name)))
		return nil
	}
	if g.Status != play.StatusActive {
		refuse(msg("orders.not-now", g.Name, statusText(g.Status)))
		return nil
	}
	game, err := g.Game()
	if err != nil {
		return err
	}
	if !play.MaySubmit(game, seat) {
		refuse(s.notAsked(g, game, seat, lines, false))
		return nil
	}
	earlier := func() []games.Line {
		prev := g.Submissions[seat]
		old := make([]games.Line, len(prev.Lines))
		for i, l := range prev.Lines {
			old[i] = games.Line{N: 0, Text: l.Text}
		}
		return old
	}
	all := lines
	if s.add {
		all = append(earlier(), lines...)
	}
	var res games.SubmitResult
	if a, ok := game.(games.Adder); ok && s.add {
		res = a.SubmitAdd(seat, all, s.lang)
	} else {
		res = game.Submit(seat, all, s.lang)
	}
	if !play.Asked(game, seat) && len(res.Echo) == 0 && len(res.Problems) > 0 {
		// A seat not asked whose mail holds no standing line at all (a
		// plan written ahead of its turn, or one for the turn just
		// resolved): one reason for the whole mail.
		refuse(s.notAsked(g, game, seat, lines, true))
		return nil
	}
	var loose []string
	late := s.lateText(g, game, seat, lines, res)
	if note := s.replacedEarlier(g, g.Submissions[seat], res); note != "" {
		loose = append(loose, note)
	}
	if !s.add && len(res.Accepted.Lines) == 0 && len(g.Submissions[seat].Lines) > 0 {
		// Nothing in the mail is an order (questions such as ASL's LOS,
		// answered in the echo), or every line was refused (a misspelt
		// PRESS block, say): it must not wipe the orders already sent.
		note := g.WordedIn(s.lang, "orders.earlier-stand")
		if len(res.Problems) > 0 {
			note = g.WordedIn(s.lang, "orders.refused-earlier-stand")
		}
		res = game.Submit(seat, append(earlier(), lines...), s.lang)
		loose = append(loose, note)
	}
	loose = append(loose, s.answerEcho(res)...)
	if late != "" {
		loose = append(loose, late)
	} else if note := s.writtenForThePhaseBefore(g, game); note != "" {
		loose = append(loose, note)
	}
	s.storeOrders(g, game, seat, res, loose)
	return nil
}

// lateText is the note for orders meant for the phase just resolved
// (orders_late.go), when the phase now open refused every line, or, from
// a seat not asked whose standing answers were taken (a Maneuver plan
// holds them), its turn's lines. Lines some of which were taken count for
// this phase, which writtenForThePhaseBefore says.
func (s *session) lateText(g *play.Record, game games.Game, seat games.Seat, lines []games.Line, res games.SubmitResult) string {
	if len(res.Problems) == 0 || !noneAccepted(res) && play.Asked(game, seat) {
		return ""
	}
	if note, ok := s.lateNote(g, game, seat, lines); ok {
		return note.In(s.lang)
	}
	return ""
}

// storeOrders keeps what res accepted as seat's orders of the phase, and
// answers with the orders section (loose: the notes that go with it).
func (s *session) storeOrders(g *play.Record, game games.Game, seat games.Seat, res games.SubmitResult, loose []string) {
	if g.Submissions == nil {
		g.Submissions = map[games.Seat]games.Submission{}
	}
	if g.Complete == nil {
		g.Complete = map[games.Seat]bool{}
	}
	res.Accepted.Seat = seat
	g.Submissions[seat] = res.Accepted
	g.Complete[seat] = res.Complete
	s.keep(g)
	s.dropSummary(g.Name, seat)
	s.reply.Sections = append(s.reply.Sections, s.ordersSection(g, game, seat, res.Summary, loose))
}

// nothingAsked tells seat that the phase asks nothing of it, and which
// seats it does ask.
func nothingAsked(g *play.Record, game games.Game, seat games.Seat) *i18n.Text {
	var asked []games.Seat
	for _, r := range game.Requests() {
		asked = append(asked, r.Seat)
	}
	return g.Worded(msg("orders.nothing-asked", g.SeatText([]games.Seat{seat}), game.Phase().Name, g.SeatText(asked)))
}

// replacedEarlier notes, for a mail without ADD whose orders replaced
// those sent before and leave something to the default, which orders it
// replaced: players of judges where a new order replaces only its unit's
// send one corrected order and would lose the rest unawares.
func (s *session) replacedEarlier(g *play.Record, prev games.Submission, res games.SubmitResult) string {
	if s.add || res.Complete || len(prev.Lines) == 0 || len(res.Accepted.Lines) == 0 {
		return ""
	}
	texts := make([]string, len(prev.Lines))
	for i, l := range prev.Lines {
		texts[i] = strings.TrimSpace(l.Text)
	}
	return g.WordedIn(s.lang, "orders.replaced-earlier", strings.Join(texts, i18n.Tr(s.lang, "; ", "；", "；")))
}

// writtenForThePhaseBefore notes, for a mail dated while the phase before
// was open, that its orders count for the phase now open: the player wrote
// them for a phase that was resolved before the mail was read.
func (s *session) writtenForThePhaseBefore(g *play.Record, game games.Game) string {
	if s.msg == nil || s.msg.Date.IsZero() || g.PrevStart.IsZero() {
		return ""
	}
	// A mail program's clock may be a little slow: a mail dated within
	// skew of the phase's start may have been written after it began.
	const skew = 2 * time.Minute
	if s.msg.Date.Before(g.PrevStart) || !s.msg.Date.Before(g.PhaseStart.Add(-skew)) {
		return ""
	}
	return g.WordedIn(s.lang, "orders.written-before", templates.DateText(s.msg.Date, s.loc), templates.DateText(g.PhaseStart, s.loc), game.Phase().Name)
}

// dropSummary removes the summary of a seat's orders that an earlier part
// of this mail gave (BECOME France … BECOME Germany … BECOME France): the
// newer one says what stands.
func (s *session) dropSummary(game string, seat games.Seat) {
	kept := s.reply.Sections[:0]
	for _, sec := range s.reply.Sections {
		if sec.game != game || sec.seat != seat {
			kept = append(kept, sec)
		}
	}
	s.reply.Sections = kept
}

// ordersDraft is what a summary of a seat's orders is written from when
// the mail is done (ordersBody).
type ordersDraft struct {
	summary string
	loose   []string // notes under no line of the mail
	phase   uint64   // the game's phase count when the orders were handed in
	// after says which command below the orders resolved, rolled back or
	// ended the phase they were handed in for; "" while none did.
	after string
}

// ordersSection sums up what stands for seat after this mail's orders; its
// body is written by ordersBody once the whole mail is carried out.
func (s *session) ordersSection(g *play.Record, game games.Game, seat games.Seat, summary string, loose []string) Section {
	return Section{
		Title:  g.WordedIn(s.lang, "orders.title", games.SeatName(game, seat), g.Name, game.Phase().Name),
		game:   g.Name,
		seat:   seat,
		orders: &ordersDraft{summary: summary, loose: loose, phase: g.Phase},
	}
}

// writeOrderSections writes the body of each summary of orders from the
// game as the whole mail left it: a PROCESS, ROLLBACK, PAUSE, EXTEND or
// end below the orders changes what the summary must say.
func (s *session) writeOrderSections() error {
	for i, sec := range s.reply.Sections {
		if sec.orders == nil {
			continue
		}
		g, ok := s.games[play.Key(sec.game)]
		if !ok {
			continue
		}
		game, err := g.Game()
		if err != nil {
			return err
		}
		s.reply.Sections[i].Body = s.ordersBody(g, game, sec.seat, sec.orders)
	}
	return nil
}

// ordersBody is the summary of a seat's orders, then what happens to them
// now: the wait and the deadline, or what a command below them did.
func (s *session) ordersBody(g *play.Record, game games.Game, seat games.Seat, d *ordersDraft) string {
	head := d.summary + "\n" + notesBlock(d.loose)
	if d.after != "" {
		return head + d.after + "\n" + s.gameNowLine(g, game)
	}
	if g.Status == play.StatusPaused {
		return head + g.WordedIn(s.lang, "orders.paused-stand") + "\n"
	}
	graceEnd := g.Deadline.Add(g.Settings.Grace)
	inGrace := !s.now.Before(g.Deadline) && s.now.Before(graceEnd)
	wait, resolvedNow := s.waitingLine(g, game, seat, inGrace)
	if resolvedNow {
		// The results follow this reply: no deadline or wait is ahead
		// of these orders, and a later mail counts for the next phase.
		return head + wait
	}
	deadline := s.tr("orders.deadline", templates.DateText(g.Deadline, s.loc))
	if inGrace {
		// Sent in grace: the deadline is behind, the game's wait is not.
		deadline = g.WordedIn(s.lang, "orders.deadline-grace", templates.DateText(g.Deadline, s.loc), templates.DateText(graceEnd, s.loc))
	}
	return head + wait + deadline
}

// gameNowLine says where a game stands once a command below a seat's
// orders moved it on: the phase now open and its deadline, or its end.
func (s *session) gameNowLine(g *play.Record, game games.Game) string {
	switch g.Status {
	case play.StatusActive:
		return s.tr("orders.now-at", game.Phase().Name, templates.DateText(g.Deadline, s.loc))
	case play.StatusPaused, play.StatusWaiting:
		return s.tr("orders.now-stopped", game.Phase().Name, statusText(g.Status))
	}
	return s.tr("orders.now-ended", statusText(g.Status))
}

// markOrdersOvertaken notes, on each summary of g's orders that this mail
// handed in for the phase before, what the command on line l did to that
// phase: it resolved it (PROCESS), returned the game to an earlier one
// (ROLLBACK), or ended the game.
func (s *session) markOrdersOvertaken(g *play.Record, verb string, l Line, phase uint64, phaseName i18n.Text) {
	game, err := g.Game()
	if err != nil {
		s.fail(err)
		return
	}
	var note string
	switch {
	case verb == "ROLLBACK":
		note = g.WordedIn(s.lang, "orders.then-rolled-back", phaseName, l.N, game.Phase().Name)
	case g.Status == play.StatusFinished || g.Status == play.StatusTerminated:
		if verb == "PROCESS" {
			note = g.WordedIn(s.lang, "orders.then-resolved", phaseName, l.N)
			break
		}
		note = g.WordedIn(s.lang, "orders.then-ended", phaseName, l.Text, l.N)
	case g.Phase != phase:
		note = g.WordedIn(s.lang, "orders.then-resolved", phaseName, l.N)
	default:
		return
	}
	for _, sec := range s.reply.Sections {
		if sec.game == g.Name && sec.orders != nil && sec.orders.after == "" && sec.orders.phase == phase {
			sec.orders.after = note
		}
	}
}

func runClear(s *session, _ Line) (string, *i18n.Text) {
	if s.game == nil || s.seat == "" {
		return "", notSignedOn()
	}
	s.orders = nil
	delete(s.game.Submissions, s.seat)
	delete(s.game.Complete, s.seat)
	s.keep(s.game)
	if err := s.summariseClearedSeat(); err != nil {
		return "", s.fail(err)
	}
	return s.tr("orders.cleared"), nil
}

// summariseClearedSeat rewrites the summary this reply already holds for the
// seat whose orders CLEAR withdrew (a master's BECOME France … BECOME
// Germany … BECOME France, CLEAR): it must show what stands now, not the
// orders the CLEAR took back.
func (s *session) summariseClearedSeat() error {
	for i, sec := range s.reply.Sections {
		if sec.game != s.game.Name || sec.seat != s.seat {
			continue
		}
		game, err := s.game.Game()
		if err != nil {
			return err
		}
		res := game.Submit(s.seat, nil, s.lang)
		s.reply.Sections[i] = s.ordersSection(s.game, game, s.seat, res.Summary, nil)
	}
	return nil
}

func runAdd(s *session, _ Line) (string, *i18n.Text) {
	if s.game == nil || s.seat == "" {
		return "", notSignedOn()
	}
	s.add = true
	return s.tr("orders.add"), nil
}

func notSignedOn() *i18n.Text {
	return msg("signon.first")
}

// waitingLine tells a player whether the phase now waits for others or will
// be resolved at once (every seat asked has sent complete orders).
func (s *session) waitingLine(g *play.Record, game games.Game, seat games.Seat, inGrace bool) (string, bool) {
	var missing []games.Seat
	waiting, asked := false, false
	for _, r := range game.Requests() {
		asked = asked || r.Seat == seat
		p := g.PlayerBySeat(r.Seat)
		if p != nil && p.Wait {
			waiting = true
		}
		if r.Seat != seat && !g.IsComplete(r.Seat) && (p == nil || !p.Disorder) {
			missing = append(missing, r.Seat)
		}
	}
	var b strings.Builder
	// A seat not asked (standing answers sent in the enemy's turn) holds
	// nothing up: the phase waits only for the seats asked.
	incomplete := asked && !g.IsComplete(seat)
	if incomplete {
		// In grace the deadline is behind: the phase waits for the end
		// of grace, which the line after this one names.
		if inGrace {
			b.WriteString(g.WordedIn(s.lang, "orders.left-to-default-grace") + "\n")
		} else {
			b.WriteString(g.WordedIn(s.lang, "orders.left-to-default") + "\n")
		}
	}
	resolvedNow := false
	switch {
	case len(missing) > 0:
		b.WriteString(s.tr("orders.still-waiting", play.SeatNames(game, missing, s.lang)) + "\n")
	case incomplete:
	case waiting:
		b.WriteString(g.WordedIn(s.lang, "orders.all-in-wait") + "\n")
	default:
		b.WriteString(g.WordedIn(s.lang, "orders.all-in") + "\n")
		resolvedNow = true
	}
	return b.String(), resolvedNow
}

func notesBlock(notes []string) string {
	if len(notes) == 0 {
		return ""
	}
	return strings.Join(notes, "\n") + "\n"
}

// answerEcho puts the engine's echo of each line under the line it answers
// (its problem, or what it was read as) and returns what stands under no
// line of this mail: an earlier order an ADD replaced, a note on the whole.
func (s *session) answerEcho(res games.SubmitResult) []string {
	var out []string
	for _, e := range res.Echo {
		if e.N == 0 && e.Problem != nil {
			// An order of an earlier mail that this ADD mail's order for
			// the same unit replaced: the player is told which.
			out = append(out, s.tr("orders.earlier-replaced", strings.TrimSpace(e.Input), e.Problem.Message))
			continue
		}
		idx, ok := s.echoAt[e.N]
		if e.N == 0 || !ok {
			continue
		}
		if e.Problem != nil {
			problem := s.otherSeatHint(*e.Problem)
			if words := strings.Fields(e.Input); len(words) > 0 {
				if near := s.tree.closeCommand(words[0]); near != "" && s.tree.lookup(words[0]) == nil {
					problem = templates.T("orders.did-you-mean", problem, near)
				}
			}
			s.problem(Line{N: e.N, Text: e.Input}, idx, problem)
		} else if e.Understood != "" && !strings.EqualFold(e.Understood, e.Input) {
			s.reply.Lines[idx].Answer = "→ " + e.Understood
		}
	}
	for _, n := range res.Notes {
		note := s.tr("orders.note", n.Message)
		if idx, ok := s.echoAt[n.Line]; ok && n.Line > 0 {
			if a := s.reply.Lines[idx].Answer; a != "" {
				note = a + "\n" + note
			}
			s.reply.Lines[idx].Answer = note
			continue
		}
		out = append(out, note)
	}
	return out
}

// otherSeatHint adds to the refusal of an order for another seat's piece
// how to order it, when the sender may: the SIGNON of a seat their address
// holds, or a master's BECOME. Of a seat the sender does not hold it says
// nothing more than the engine did (whose piece it is, which the board
// shows anyway).
func (s *session) otherSeatHint(p games.Problem) i18n.Text {
	if p.OtherSeat == "" || p.OtherSeat == s.seat || s.game == nil {
		return p.Message
	}
	g := s.game
	game, err := g.Game()
	if err != nil {
		return p.Message
	}
	if s.master {
		return *g.Worded(msg("orders.other-seat-become", p.Message, string(p.OtherSeat)))
	}
	if pl := g.PlayerByAddr(s.sender); pl != nil && slices.Contains(pl.Seats, p.OtherSeat) {
		return *g.Worded(msg("orders.other-seat-signon", p.Message, games.SeatName(game, p.OtherSeat), play.SignonAs(game, p.OtherSeat, g.Name)))
	}
	return p.Message
}

// notAsked is the reason a mail of a seat the phase does not ask is
// refused as a whole: orders for the phase just resolved are told so
// (orders_late.go), what ran then and what is asked now; else that the
// seat has nothing to order, adding, for a game that takes standing
// answers at any time, that those sent alone are taken.
func (s *session) notAsked(g *play.Record, game games.Game, seat games.Seat, lines []games.Line, standing bool) *i18n.Text {
	if note, late := s.lateNote(g, game, seat, lines); late {
		return &note
	}
	if !standing {
		return nothingAsked(g, game, seat)
	}
	why := i18n.Join(*nothingAsked(g, game, seat), *msg("orders.standing-taken"))
	return &why
}
