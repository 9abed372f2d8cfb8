package command

import (
	"strings"
	"time"

	"adjutant/games"
	"adjutant/games/kit/picture"
	"adjutant/judge/outbox"
	"adjutant/judge/play"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// runEdit hands one master's edit line to the engine (Diplomacy reads
// "add France A Par", "remove Par", "owner Par France") and saves the board
// it returns. The engine checks the line like an order (no two units in
// one province, armies on land …) and a refused line changes nothing.
//
// Edits happen between phases: in a running game only while no orders are
// in for the current phase, since orders already checked against the old
// board could name units that are gone. To edit a phase with orders in,
// PAUSE it first: an edit then withdraws the orders stored for the phase
// and the players are told to send them again.
func runEdit(s *session, l Line) (string, *i18n.Text) {
	g, p := s.masterGame("EDIT")
	if p != nil {
		return "", p
	}
	if p := ended(g); p != nil {
		return "", p
	}
	if len(l.Args) == 0 {
		if h, ok := helpTopic(g.Rules(), "edits"); ok {
			return "", msg("edit.usage-topic", h.Body)
		}
		return "", msg("edit.usage")
	}
	if p := editRefused(g); p != nil {
		return "", p
	}
	if g.Status == play.StatusActive && len(g.Submissions) > 0 {
		return "", msg("edit.orders-in", g.Name)
	}
	game, err := g.Game()
	if err != nil {
		return "", s.fail(err)
	}
	next, res := game.Edit([]games.Line{{N: l.N, Text: strings.Join(l.Args, " ")}}, s.lang)
	if len(res.Problems) > 0 {
		problem := res.Problems[0].Message
		return "", &problem
	}
	if len(res.Accepted.Lines) == 0 {
		return "", msg("edit.nothing")
	}
	change := res.Accepted.Lines[0].Text
	notice := templates.T("edit.notice", change)
	withdrawn := len(g.Submissions) > 0
	asked := play.SortedSeats(submitted(g))
	if withdrawn {
		notice = templates.T("edit.notice-withdrawn", change)
	}
	if err := g.SetGame(next); err != nil {
		return "", s.fail(err)
	}
	g.Submissions, g.Complete = nil, nil
	if err := play.RecordEdit(s.tx, g, res.Accepted.Lines); err != nil {
		return "", s.fail(err)
	}
	s.masterDid(g, "edit", change, notice)
	if withdrawn || s.editAsks[g.Name] != nil {
		s.noteEditAsk(g, next, asked, change)
	}
	answer := "→ " + change
	if withdrawn {
		answer += "; " + s.tr("edit.orders-withdrawn")
	}
	return answer, nil
}

func submitted(g *play.Record) map[games.Seat]bool {
	out := map[games.Seat]bool{}
	for seat := range g.Submissions {
		out[seat] = true
	}
	return out
}

// editAsk is what the players an EDIT asked to send their orders again
// are told: every change of the mail, and whom to tell.
type editAsk struct {
	seats   map[games.Seat]bool
	changes []string
}

// noteEditAsk gives the phase its full time again from the master's
// RESUME (a paused game's clock is stopped, so the fresh time starts
// then) and notes whom to ask again and what changed; sendEditAsks mails
// them when the whole mail is done.
func (s *session) noteEditAsk(g *play.Record, game games.Game, seats []games.Seat, change string) {
	full := g.Settings.PhaseTime(game.Phase().Class)
	if g.Remaining < full {
		g.Remaining = full
	}
	if s.editAsks == nil {
		s.editAsks = map[string]*editAsk{}
	}
	a := s.editAsks[g.Name]
	if a == nil {
		a = &editAsk{seats: map[games.Seat]bool{}}
		s.editAsks[g.Name] = a
	}
	for _, seat := range seats {
		a.seats[seat] = true
	}
	a.changes = append(a.changes, change)
}

// sendEditAsks mails each player whose orders an edit of this mail
// withdrew, once: what changed, and when the phase ends, or, while the
// game stays paused, that its full time starts when the master resumes.
func (s *session) sendEditAsks() error {
	for _, name := range sortedKeys(s.editAsks) {
		a := s.editAsks[name]
		g, err := s.loadGame(name)
		if err != nil {
			return err
		}
		if g == nil || len(a.seats) == 0 {
			continue
		}
		game, err := g.Game()
		if err != nil {
			return err
		}
		if err := s.askAgainAfterEdit(g, game, play.SortedSeats(a.seats), strings.Join(a.changes, "; ")); err != nil {
			return err
		}
	}
	return nil
}

// askAgainAfterEdit mails each player of seats that an edit withdrew
// their orders: what changed, and the clock as the mail left it.
func (s *session) askAgainAfterEdit(g *play.Record, game games.Game, seats []games.Seat, change string) error {
	var to []string
	for _, seat := range seats {
		if p := g.PlayerBySeat(seat); p != nil && !contains(to, p.Addr) {
			to = append(to, p.Addr)
		}
	}
	left := play.FmtDur(g.Remaining)
	return s.tree.Out.EachPictured(s.tx, to, g.Name, g.Settings.Lang, outbox.Notice, func(addr string, lang i18n.Lang, loc *time.Location) (string, string, *picture.Drawing) {
		v := g.ViewerOf(addr)
		subject := g.Name + ": " + g.WordedIn(lang, "edit.ask-again-subject")
		clock := g.WordedIn(lang, "edit.ask-again-paused", left)
		if g.Status != play.StatusPaused {
			clock = g.WordedIn(lang, "edit.ask-again-running", templates.DateText(g.Deadline, loc))
		}
		// Wrapped as Each wraps a notice; the board view's lines are laid
		// out and stay as the engine drew them.
		body := i18n.Wrap(g.WordedIn(lang, "edit.ask-again", g.Name, change, game.Phase().Name, clock, game.View(v, lang))+"\n", i18n.ProseWidth)
		// The picture of the edited board, drawn from what this reader's
		// seat may see, like the view above it.
		return subject, body, s.tree.Clerk.PositionPicture(g, game, v, lang)
	})
}
