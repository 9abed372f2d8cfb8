package command

import (
	"adjutant/judge/play"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// deadlineMove is a running game's deadline that a master's command moved
// in this mail, with the line that said so and the notice for the players.
type deadlineMove struct {
	game   string
	idx    int
	notice i18n.Text
	moot   templates.Key // the answer when the phase is resolved at once
}

// movedDeadline notes that the command being run moved g's deadline;
// moot is what it answers instead if the phase does not wait for it.
func (s *session) movedDeadline(g *play.Record, notice i18n.Text, moot templates.Key) {
	if g.Status == play.StatusActive {
		s.moved = append(s.moved, deadlineMove{game: play.Key(g.Name), idx: s.lineIdx, notice: notice, moot: moot})
	}
}

// mootDeadlineMoves corrects the answer to EXTEND or SET DEADLINE when the
// phase is resolved as soon as this mail is read (every seat to act has its
// orders in or is in civil disorder, as in a game every player has left):
// the new deadline is never reached, so the answer says what happens
// instead, and the players are not told of a deadline that never was.
func (s *session) mootDeadlineMoves() error {
	for _, m := range s.moved {
		g := s.games[m.game]
		if g == nil {
			continue
		}
		ready, err := g.ReadyToResolve()
		if err != nil {
			return err
		}
		if !ready {
			continue
		}
		s.reply.Lines[m.idx].Answer = g.WordedIn(s.lang, m.moot, g.Name)
		dropped := templates.T("master.notice", m.notice)
		kept := g.Notices[:0]
		for _, n := range g.Notices {
			if n != dropped {
				kept = append(kept, n)
			}
		}
		g.Notices = kept
	}
	return nil
}
