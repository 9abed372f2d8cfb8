package command

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"adjutant/games"
	"adjutant/judge/outbox"
	"adjutant/judge/play"
	"adjutant/templates"
)

// runRollback returns the game to the start of an earlier phase: the board
// it was resolved from and the orders that were in for it, exactly as the
// history holds them. Later phases are deleted. Since the dice of a phase
// are keyed by its number and id, the same orders give the same result.
//
// ROLLBACK alone goes back to the last phase in which someone had to act
// (phases that needed nobody were resolved straight after another and would
// be again); ROLLBACK S1901M or ROLLBACK 3 names one by engine id or by its
// number in the history. Restored orders stand, but do not count as
// complete: the phase is not processed early until each power sends its
// orders again, so the master has time to correct what went wrong.
// Players' judge-side flags (missed deadlines, civil disorder) are not
// rolled back: they belong to the people, who may have changed.
//
// An ended game is not rolled back: its seed is published, and a player
// who knows it could foresee every later roll.
func runRollback(s *session, l Line) (string, *games.Text) {
	g, p := s.masterStartedGame("ROLLBACK")
	if p != nil {
		return "", p
	}
	if g.Phase == 0 {
		return "", msg("rollback.no-phases", g.Name)
	}
	target, game, p := s.rollbackTarget(g, l.Args)
	if p != nil {
		return "", p
	}
	if err := s.tx.DeletePhasesAfter(play.Key(g.Name), target.Seq-1); err != nil {
		return "", s.fail(err)
	}
	g.SetState(target.State)
	g.Phase, g.Stage = target.Seq-1, ""
	g.Submissions, g.Complete = nil, nil
	for seat, sub := range target.Submissions {
		if g.Submissions == nil {
			g.Submissions = map[games.Seat]games.Submission{}
		}
		g.Submissions[seat] = sub
	}
	ph := game.Phase()
	switch g.Status {
	case play.StatusActive:
		g.Deadline = g.Settings.DeadlineFrom(s.now, ph.Class)
	case play.StatusPaused:
		g.Remaining = g.Settings.PhaseTime(ph.Class)
	}
	if err := s.masterDid(g, "rollback", fmt.Sprintf("to %d %s", target.Seq, target.ID), templates.T("rollback.notice", ph.Name, ph.ID)); err != nil {
		return "", s.fail(err)
	}
	notices := g.Notices
	g.Notices = nil
	if err := s.tree.Out.Each(s.tx, g.Recipients(), g.Name, g.Settings.Lang, outbox.Report, func(addr string, lang games.Lang, loc *time.Location) (string, string) {
		var b strings.Builder
		for _, n := range notices {
			fmt.Fprintln(&b, games.Wrap(n.In(lang), games.ProseWidth))
		}
		b.WriteString("\n")
		if g.Status == play.StatusActive {
			b.WriteString(play.PhaseLine(g, game, g.ViewerOf(addr), lang, loc))
		} else {
			b.WriteString(templates.In(lang, "rollback.stopped", ph.Name, g.Status))
		}
		v := g.ViewerOf(addr)
		for _, seat := range v.Seats {
			sub, ok := g.Submissions[seat]
			if !ok {
				continue
			}
			title := templates.In(lang, "rollback.your-orders")
			if len(v.Seats) > 1 {
				title = play.SeatNames(game, []games.Seat{seat}, lang) + " " + title
			}
			fmt.Fprintf(&b, "\n\n%s\n  %s", title, game.Submit(seat, sub.Lines, lang).Summary)
		}
		fmt.Fprintf(&b, "\n\n%s\n", game.View(v, lang))
		return fmt.Sprintf("%s: %s %s", g.Name, templates.In(lang, "rollback.subject"), ph.ID), b.String()
	}); err != nil {
		return "", s.fail(err)
	}
	return s.tr("rollback.done", g.Name, ph.Name, ph.ID), nil
}

// rollbackTarget finds the phase record to return to, with the game loaded
// from it.
func (s *session) rollbackTarget(g *play.Record, args []string) (play.PhaseRecord, games.Game, *games.Text) {
	eng := g.Rules()
	load := func(seq uint64) (play.PhaseRecord, games.Game, bool) {
		rec, ok, err := play.LoadPhase(s.tx, g.Name, seq)
		if err != nil || !ok {
			if err == nil {
				err = fmt.Errorf("game %s: phase %d missing from the history", g.Name, seq)
			}
			s.fail(err)
			return play.PhaseRecord{}, nil, false
		}
		game, err := eng.Load(rec.State)
		if err != nil {
			s.fail(fmt.Errorf("game %s phase %d: %w", g.Name, seq, err))
			return play.PhaseRecord{}, nil, false
		}
		return rec, game, true
	}
	if len(args) == 0 {
		for seq := g.Phase; seq >= 1; seq-- {
			rec, game, ok := load(seq)
			if !ok {
				return play.PhaseRecord{}, nil, internalText()
			}
			if len(game.Requests()) > 0 {
				return rec, game, nil
			}
		}
		return play.PhaseRecord{}, nil, msg("rollback.nothing-asked")
	}
	want := args[0]
	for seq := g.Phase; seq >= 1; seq-- {
		rec, game, ok := load(seq)
		if !ok {
			return play.PhaseRecord{}, nil, internalText()
		}
		if !strings.EqualFold(rec.ID, want) && strconv.FormatUint(seq, 10) != want {
			continue
		}
		if len(game.Requests()) == 0 {
			return play.PhaseRecord{}, nil, msg("rollback.no-orders-phase", rec.ID)
		}
		return rec, game, nil
	}
	return play.PhaseRecord{}, nil, msg("rollback.no-such-phase", want, g.Name, g.Phase)
}
