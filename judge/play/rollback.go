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
// (S1901M, in any case), a phase's number in the history, or its name as
// the reports write it in any language ("1901年春季 行動期", "Spring
// 1901, Movement"; the start of a name with its year, "1901年春季", names
// the earliest such phase); "" means the last phase in which someone had to act, since
// phases that needed nobody were resolved straight after another and would
// be again. A phase the master cannot return to gives a problem in every
// language.
func RollbackTarget(tx *storage.Tx, g *Record, want string) (PhaseRecord, games.Game, *i18n.Text, error) {
	if g.eng == nil {
		return PhaseRecord{}, nil, nil, fmt.Errorf("game %s uses engine %q, which this judge does not have", g.Name, g.Engine)
	}
	// The earliest phase whose name begins with want, kept as the loop
	// goes back, for a want that names no phase whole.
	var earliest PhaseRecord
	var earliestGame games.Game
	for seq := g.Phase; seq >= 1; seq-- {
		rec, ok, err := LoadPhase(tx, g.Name, seq)
		if err == nil && !ok {
			err = fmt.Errorf("game %s: phase %d missing from the history", g.Name, seq)
		}
		if err != nil {
			return PhaseRecord{}, nil, nil, err
		}
		game, err := g.eng.Load(rec.State)
		if err != nil {
			return PhaseRecord{}, nil, nil, fmt.Errorf("game %s phase %d: %w", g.Name, seq, err)
		}
		if want == "" {
			if len(game.Requests()) > 0 {
				return rec, game, nil, nil
			}
			continue
		}
		whole, start := phaseNamed(game.Phase().Name, want)
		if start {
			earliest, earliestGame = rec, game
		}
		if !strings.EqualFold(rec.ID, want) && strconv.FormatUint(seq, 10) != want && !whole {
			continue
		}
		return rollbackTo(rec, game)
	}
	if earliestGame != nil {
		return rollbackTo(earliest, earliestGame)
	}
	t := templates.T("rollback.nothing-asked")
	if want != "" {
		t = templates.T("rollback.no-such-phase", want, g.Name, g.Phase)
	}
	return PhaseRecord{}, nil, &t, nil
}

// rollbackTo is RollbackTarget's answer for a phase found: the phase, or
// the problem that nobody had to act in it.
func rollbackTo(rec PhaseRecord, game games.Game) (PhaseRecord, games.Game, *i18n.Text, error) {
	if len(game.Requests()) == 0 {
		t := templates.T("rollback.no-orders-phase", rec.ID)
		return PhaseRecord{}, nil, &t, nil
	}
	return rec, game, nil, nil
}

// phaseNamed reports whether want is a phase's whole name in one of its
// languages, or the start of one, compared without spaces, commas and
// case ("1901年春季行動期", "spring 1901 movement").
func phaseNamed(name i18n.Text, want string) (whole, start bool) {
	squeeze := func(s string) string {
		return strings.ToLower(strings.NewReplacer(" ", "", ",", "", "，", "", "、", "").Replace(i18n.Narrow(s)))
	}
	w := squeeze(want)
	if _, err := strconv.ParseUint(w, 10, 64); err == nil || w == "" {
		// A number is a phase's number, never the start of a name
		// ("19" is not 1901年春季).
		return false, false
	}
	for _, n := range []string{name.EN, name.Hant, name.Hans} {
		n = squeeze(n)
		if n == "" {
			continue
		}
		whole = whole || n == w
		// The start of a name names its year ("1901年春季"): a season
		// alone ("spring") could send a game back years.
		start = start || (strings.HasPrefix(n, w) && strings.ContainsAny(w, "0123456789"))
	}
	return whole, start
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
