package command

import (
	"strings"
	"time"

	"adjutant/games"
	"adjutant/judge/play"
	"adjutant/mailio/mailaddr"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// lateSkew is how slow a mail program's clock may be: a mail dated within
// it of a phase's start may have been written after the phase began.
const lateSkew = 2 * time.Minute

// lateNote says, for order lines the phase now open refused, that they
// came after the phase they were meant for was resolved, as far as the
// judge can tell: the lines read as the seat's orders of the phase just
// resolved, the mail is dated while that phase was open, or it replies to
// the judge's mail of that phase. It says when
// that phase was resolved, what ran for the seat then (its orders or the
// default), and what the phase now open asks of the seat. ok is false
// when nothing says the lines were meant for the phase before.
func (s *session) lateNote(g *play.Record, game games.Game, seat games.Seat, lines []games.Line) (note i18n.Text, ok bool) {
	if g.Phase == 0 || g.Rules() == nil {
		return i18n.Text{}, false
	}
	prev, before, found := s.phaseAsked(g, seat)
	if !found {
		return i18n.Text{}, false // no history to tell by: the refusal says enough
	}
	phase := before.Phase().Name
	var why i18n.Text
	switch {
	case s.datedIn(g.PrevStart, g.PhaseStart):
		why = templates.T("orders.late-dated", templates.DateText(s.msg.Date, s.loc), phase, templates.DateText(prev.At, s.loc))
	case s.answersMailOfPhaseBefore(g):
		why = templates.T("orders.late-reply", phase, templates.DateText(prev.At, s.loc))
	case !sentFor(prev, seat) && readsAsOrders(before, seat, lines, s.lang):
		// Lines that would also do for a later phase (a plan written
		// ahead of the seat's next turn) read as late only when the
		// seat sent nothing for the phase before.
		why = templates.T("orders.late-read", phase, templates.DateText(prev.At, s.loc))
	default:
		return i18n.Text{}, false
	}
	return *g.Worded(msg("orders.late", why, s.ranThen(before, prev, seat), s.askedNow(g, game, seat))), true
}

// phaseAsked is the newest phase resolved in the run that opened the
// phase now open and asked seat for something: the phase just resolved,
// or one before it resolved at the same moment (phases that asked nobody
// run on at once). found is false when there is none.
func (s *session) phaseAsked(g *play.Record, seat games.Seat) (prev play.PhaseRecord, before games.Game, found bool) {
	var at time.Time
	for seq := g.Phase; seq > 0; seq-- {
		p, ok, err := play.LoadPhase(s.tx, g.Name, seq)
		if err != nil || !ok || (!at.IsZero() && !p.At.Equal(at)) {
			return prev, nil, false
		}
		at = p.At
		game, err := g.Rules().Load(p.State)
		if err != nil {
			return prev, nil, false
		}
		if play.MaySubmit(game, seat) {
			return p, game, true
		}
	}
	return prev, nil, false
}

// datedIn reports whether the mail is dated in [from, to-lateSkew).
func (s *session) datedIn(from, to time.Time) bool {
	if s.msg == nil || s.msg.Date.IsZero() || from.IsZero() || to.IsZero() {
		return false
	}
	return !s.msg.Date.Before(from) && s.msg.Date.Before(to.Add(-lateSkew))
}

// answersMailOfPhaseBefore reports whether the mail replies to one the
// judge sent the sender about this game (or in answer to them) while the
// phase before the one now open was open: the results that opened it, a
// reminder, an answer. The judge's log of sent mail tells.
func (s *session) answersMailOfPhaseBefore(g *play.Record) bool {
	if s.msg == nil || s.msg.InReplyTo == "" || g.PrevStart.IsZero() {
		return false
	}
	o, ok, err := s.tx.SentByMessageID(s.msg.InReplyTo)
	if err != nil || !ok || mailaddr.Key(o.To) != s.sender || (o.Game != "" && o.Game != g.Name) {
		return false
	}
	return !o.CreatedAt.Before(g.PrevStart) && o.CreatedAt.Before(g.PhaseStart)
}

// sentFor reports whether seat had orders of its own in the phase prev.
func sentFor(prev play.PhaseRecord, seat games.Seat) bool {
	sub, sent := prev.Submissions[seat]
	return sent && len(sub.Lines) > 0
}

// readsAsOrders reports whether lines are, every one, orders the seat
// could have given in game (a phase resolved since).
func readsAsOrders(game games.Game, seat games.Seat, lines []games.Line, lang i18n.Lang) bool {
	res := game.Submit(seat, lines, lang)
	return len(res.Problems) == 0 && len(res.Accepted.Lines) > 0
}

// ranThen says what was carried out for seat when the phase before was
// resolved: the orders it had sent, else the rules' default.
func (s *session) ranThen(before games.Game, prev play.PhaseRecord, seat games.Seat) i18n.Text {
	if sub, sent := prev.Submissions[seat]; sent && !prev.Disorder[seat] && len(sub.Lines) > 0 {
		texts := make([]string, len(sub.Lines))
		for i, l := range sub.Lines {
			texts[i] = strings.TrimSpace(l.Text)
		}
		return templates.T("orders.late-ran-sent", strings.Join(texts, i18n.Tr(s.lang, "; ", "；", "；")))
	}
	for _, r := range before.Requests() {
		if r.Seat != seat {
			continue
		}
		p := r.Private
		if p.Default.Empty() {
			p = r.Public
		}
		if !p.Default.Empty() {
			return templates.T("orders.late-ran-default", p.Default)
		}
	}
	return templates.T("orders.late-ran-rules")
}

// askedNow says what the phase now open asks of seat, and by when.
func (s *session) askedNow(g *play.Record, game games.Game, seat games.Seat) i18n.Text {
	var asked []games.Seat
	for _, r := range game.Requests() {
		asked = append(asked, r.Seat)
		if r.Seat != seat {
			continue
		}
		p := r.Private
		if p.Ask.Empty() {
			p = r.Public
		}
		return templates.T("orders.late-now-asked", game.Phase().Name, p.Ask, templates.DateText(g.Deadline, s.loc))
	}
	return templates.T("orders.late-now-nothing", game.Phase().Name, g.SeatText([]games.Seat{seat}), g.SeatText(asked))
}

// noneAccepted reports whether no line of this mail was taken as an
// order (lines sent before, under ADD, have no line number).
func noneAccepted(res games.SubmitResult) bool {
	for _, e := range res.Echo {
		if e.N > 0 && e.Problem == nil && e.Understood != "" {
			return false
		}
	}
	return true
}
