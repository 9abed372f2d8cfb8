package play

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"adjutant/games"
	"adjutant/games/kit/picture"
	"adjutant/judge/outbox"
	"adjutant/storage"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// RollbackTarget finds the resolved phase ROLLBACK returns to, with the
// game loaded from the state it was resolved from. want is a phase id
// (S1901M, in any case) or a phase's number in the history; "" means the
// last phase in which someone had to act, since phases that needed nobody
// were resolved straight after another and would be again. A phase the
// master cannot return to gives a problem in every language.
func RollbackTarget(tx *storage.Tx, g *Record, want string) (PhaseRecord, games.Game, *i18n.Text, error) {
	for seq := g.Phase; seq >= 1; seq-- {
		rec, ok, err := LoadPhase(tx, g.Name, seq)
		if err == nil && !ok {
			err = fmt.Errorf("game %s: phase %d missing from the history", g.Name, seq)
		}
		if err != nil {
			return PhaseRecord{}, nil, nil, err
		}
		if want != "" && !strings.EqualFold(rec.ID, want) && strconv.FormatUint(seq, 10) != want {
			continue
		}
		if g.eng == nil {
			return PhaseRecord{}, nil, nil, fmt.Errorf("game %s uses engine %q, which this judge does not have", g.Name, g.Engine)
		}
		game, err := g.eng.Load(rec.State)
		if err != nil {
			return PhaseRecord{}, nil, nil, fmt.Errorf("game %s phase %d: %w", g.Name, seq, err)
		}
		switch {
		case len(game.Requests()) > 0:
			return rec, game, nil, nil
		case want != "":
			t := templates.T("rollback.no-orders-phase", rec.ID)
			return PhaseRecord{}, nil, &t, nil
		}
	}
	t := templates.T("rollback.nothing-asked")
	if want != "" {
		t = templates.T("rollback.no-such-phase", want, g.Name, g.Phase)
	}
	return PhaseRecord{}, nil, &t, nil
}

// RollBack returns g to the start of target, whose state game was loaded
// from: the board it was resolved from and the orders that were in for it,
// exactly as the history holds them. Later phases are deleted. Since the
// dice of a phase are keyed by its number and id, the same orders give the
// same result. Restored orders stand, but do not count as complete: the
// phase is not resolved early until each seat sends its orders again, so
// the master has time to correct what went wrong. Players' judge-side
// flags (missed deadlines, civil disorder) are not rolled back: they belong
// to the people, who may have changed.
func RollBack(tx *storage.Tx, g *Record, target PhaseRecord, game games.Game, now time.Time) error {
	if err := tx.DeletePhasesAfter(Key(g.Name), target.Seq-1); err != nil {
		return err
	}
	g.State, g.live = target.State, game
	g.Phase, g.Stage = target.Seq-1, ""
	g.Submissions, g.Complete = nil, nil
	for seat, sub := range target.Submissions {
		if g.Submissions == nil {
			g.Submissions = map[games.Seat]games.Submission{}
		}
		g.Submissions[seat] = sub
	}
	class := game.Phase().Class
	switch g.Status {
	case StatusActive:
		g.Deadline, g.PhaseStart = g.Settings.DeadlineFrom(now, class), now
	case StatusPaused:
		g.Remaining = g.Settings.PhaseTime(class)
	}
	return nil
}

// AnnounceRollback mails every reader the pending notices, the phase the
// game is back at, their own restored orders and the board.
func (c *Clerk) AnnounceRollback(tx *storage.Tx, g *Record) error {
	game, err := g.Game()
	if err != nil {
		return err
	}
	ph := game.Phase()
	notices := g.Notices
	g.Notices = nil
	return c.Out.EachPictured(tx, g.Recipients(), g.Name, g.Settings.Lang, outbox.Report, func(addr string, lang i18n.Lang, loc *time.Location) (string, string, *picture.Drawing) {
		var b strings.Builder
		b.WriteString(NoticeLines(notices, lang))
		b.WriteString("\n")
		if g.Status == StatusActive {
			b.WriteString(PhaseLine(g, game, g.ViewerOf(addr), lang, loc))
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
				title = SeatNames(game, []games.Seat{seat}, lang) + " " + title
			}
			fmt.Fprintf(&b, "\n\n%s\n%s", title, i18n.Wrap("  "+game.Submit(seat, sub.Lines, lang).Summary, i18n.ProseWidth))
		}
		fmt.Fprintf(&b, "\n\n%s\n", game.View(v, lang))
		return fmt.Sprintf("%s: %s %s", g.Name, templates.In(lang, "rollback.subject"), ph.ID), b.String(), c.PositionPicture(g, game, v, lang)
	})
}
