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
		// EDIT alone asks what the edits are, as HELP EDIT does: the
		// answer, not a problem repeated under Problems.
		if h, ok := helpTopic(g.Rules(), "edits"); ok {
			return msg("edit.usage-topic", h.Body).In(s.lang), nil
		}
		return msg("edit.usage").In(s.lang), nil
	}
	if p := editRefused(g); p != nil {
		return "", p
	}
	if g.Status == play.StatusActive && len(g.Submissions) > 0 {
		return "", g.Worded(msg("edit.orders-in", g.Name))
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
	shown := editText(game, change)
	notice := templates.T("edit.notice", shown)
	withdrawn := len(g.Submissions) > 0
	asked := play.SortedSeats(submitted(g))
	if withdrawn {
		notice = *g.Worded(ptrText(templates.T("edit.notice-withdrawn", shown)))
	}
	if err := g.SetGame(next); err != nil {
		return "", s.fail(err)
	}
	g.Submissions, g.Complete = nil, nil
	if err := play.RecordEdit(s.tx, g, res.Accepted.Lines); err != nil {
		return "", s.fail(err)
	}
	s.masterDid(g, "edit", change, notice)
	s.noteEditAsk(g, asked, change, withdrawn)
	answer := "→ " + change
	if withdrawn {
		answer += "; " + g.WordedIn(s.lang, "edit.orders-withdrawn")
	}
	return answer, nil
}

// editText is change as the players' notice words it (games.EditTexter).
func editText(game games.Game, change string) i18n.Text {
	if t, ok := game.(games.EditTexter); ok {
		return t.EditText(change)
	}
	return i18n.Plain(change)
}

func submitted(g *play.Record) map[games.Seat]bool {
	out := map[games.Seat]bool{}
	for seat := range g.Submissions {
		out[seat] = true
	}
	return out
}

// editAsk is a game whose stored orders an edit of this mail withdrew.
// Its players are asked again once the whole mail is carried out, so that
// the mail tells every change and the game as the mail left it: a RESUME
// after the EDIT means a deadline, not a pause.
type editAsk struct {
	g       *play.Record
	phase   uint64
	seats   []games.Seat
	changes []string
}

// noteEditAsk keeps an edit for the mail to the players: an edit that
// withdrew orders starts one, a later edit of the same game adds its change.
// Withdrawn orders give the phase its full time again when the master
// resumes (a paused game's clock is stopped, so the fresh time starts then).
func (s *session) noteEditAsk(g *play.Record, seats []games.Seat, change string, withdrawn bool) {
	for _, a := range s.editAsks {
		if a.g == g {
			a.changes = append(a.changes, change)
			return
		}
	}
	if !withdrawn {
		return
	}
	game, err := g.Game()
	if err != nil {
		s.fail(err)
		return
	}
	if full := g.Settings.PhaseTime(game.Phase().Class); g.Remaining < full {
		g.Remaining = full
	}
	s.editAsks = append(s.editAsks, &editAsk{g: g, phase: g.Phase, seats: seats, changes: []string{change}})
}

// askAgainAfterEdit mails each player whose orders an edit withdrew: what
// changed, the board now, and when the phase is due: the deadline when the
// game runs, the time it will have when it is paused. A game the same mail
// processed or ended needs no such mail.
func (s *session) askAgainAfterEdit(a *editAsk) error {
	g := a.g
	if g.Phase != a.phase || (g.Status != play.StatusActive && g.Status != play.StatusPaused && g.Status != play.StatusWaiting) {
		return nil
	}
	game, err := g.Game()
	if err != nil {
		return err
	}
	var to []string
	for _, seat := range a.seats {
		if p := g.PlayerBySeat(seat); p != nil && !contains(to, p.Addr) {
			to = append(to, p.Addr)
		}
	}
	left := fmtLeft(g.Remaining) // as PAUSE and EXTEND say it, in the reader's language
	return s.tree.Out.EachPictured(s.tx, to, g.Name, g.Settings.Lang, outbox.Notice, func(addr string, lang i18n.Lang, loc *time.Location) (string, string, *picture.Drawing) {
		v := g.ViewerOf(addr)
		// The players' wording of each change, as the notice gives it: an
		// engine leaves out what a player may not see (Marengo's faces).
		shown := make([]string, len(a.changes))
		for i, c := range a.changes {
			shown[i] = editText(game, c).In(lang)
		}
		sep := "; "
		if lang != i18n.English {
			sep = "；" // Chinese lists its clauses with a full-width semicolon
		}
		change := strings.Join(shown, sep)
		subject := g.Name + ": " + g.WordedIn(lang, "edit.ask-again-subject")
		// Wrapped as Each wraps a notice; the board view's lines are laid
		// out and stay as the engine drew them.
		text := g.WordedIn(lang, "edit.ask-again", g.Name, change, game.Phase().Name, left, game.View(v, lang))
		if g.Status == play.StatusActive {
			text = g.WordedIn(lang, "edit.ask-again-running", g.Name, change, game.Phase().Name, templates.DateText(g.Deadline, loc), game.View(v, lang))
		}
		// The picture of the edited board, drawn from what this reader's
		// seat may see, like the view above it.
		return subject, i18n.Wrap(text+"\n", i18n.ProseWidth), s.tree.Clerk.PositionPicture(g, game, v, lang)
	})
}

func ptrText(t i18n.Text) *i18n.Text { return &t }
