package command

import (
	"slices"
	"strings"
	"time"

	"adjutant/judge/outbox"
	"adjutant/judge/play"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// clockMoved notes that a command of this mail moved g's deadline or
// stopped or restarted its clock (EXTEND, SET DEADLINE, PAUSE, RESUME).
func (s *session) clockMoved(g *play.Record) {
	if key := play.Key(g.Name); !slices.Contains(s.clocks, key) {
		s.clocks = append(s.clocks, key)
	}
}

// tellClocks mails every reader of each game whose clock the master moved,
// but the master, who has the answer: the announcements still pending
// (what the master did in this mail and since the last report), then the
// deadline as it now stands in the reader's zone, or the time a paused
// game has left. A player who planned by the deadline of the last report
// learns at once that it no longer holds, whether it moved later or
// earlier. The next report still opens with the announcements, as the
// story of its phase. Left out: a game whose phase this mail resolves (its
// results follow at once), and a player whose orders an EDIT of this mail
// withdrew (that mail names the deadline).
func (s *session) tellClocks() error {
	for _, key := range s.clocks {
		g := s.games[key]
		if g == nil || (g.Status != play.StatusActive && g.Status != play.StatusPaused) {
			continue
		}
		if ready, err := g.ReadyToResolve(); err != nil {
			return err
		} else if ready {
			continue
		}
		game, err := g.Game()
		if err != nil {
			return err
		}
		// Told now, so not again at the top of the next report.
		notices := g.Notices
		g.Notices = nil
		asked := s.askedAgain(g)
		var to []string
		for _, addr := range g.Recipients() {
			if addr != g.Master && !slices.Contains(asked, addr) && !slices.Contains(s.clockTold, addr) {
				to = append(to, addr)
			}
		}
		err = s.tree.Out.Each(s.tx, to, g.Name, g.Settings.Lang, outbox.Notice, func(addr string, lang i18n.Lang, loc *time.Location) (string, string) {
			var b strings.Builder
			b.WriteString(play.NoticeLines(notices, lang))
			b.WriteString("\n")
			if g.Status == play.StatusPaused {
				b.WriteString(templates.In(lang, "clock.paused", game.Phase().Name, fmtLeft(g.Remaining)) + "\n")
			} else {
				if !s.now.Before(g.Deadline) {
					// Moved, but still past: the game is in grace.
					b.WriteString(play.PhaseLineInGrace(g, game, g.ViewerOf(addr), lang, loc) + "\n")
				} else {
					b.WriteString(play.PhaseLine(g, game, g.ViewerOf(addr), lang, loc) + "\n")
				}
			}
			return g.Name + ": " + templates.In(lang, "clock.subject"), b.String()
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// askedAgain lists the addresses an EDIT of this mail asked for their
// orders again in g's phase (askAgainAfterEdit).
func (s *session) askedAgain(g *play.Record) []string {
	var out []string
	for _, a := range s.editAsks {
		if a.g != g || a.phase != g.Phase {
			continue
		}
		for _, seat := range a.seats {
			if p := g.PlayerBySeat(seat); p != nil {
				out = append(out, p.Addr)
			}
		}
	}
	return out
}
