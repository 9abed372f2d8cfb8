package command

import (
	"fmt"

	"adjutant/judge/play"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// runRollback returns the game to the start of an earlier phase
// (play.RollBack): ROLLBACK alone to the last phase in which someone had
// to act, ROLLBACK S1901M or ROLLBACK 3 to one named by engine id or by its
// number in the history. Everyone is mailed the phase they are back at.
//
// An ended game is not rolled back: its seed is published, and a player
// who knows it could foresee every later roll.
func runRollback(s *session, l Line) (string, *i18n.Text) {
	g, p := s.masterStartedGame("ROLLBACK")
	if p != nil {
		return "", p
	}
	if p := strayWords(l, 1, "ROLLBACK"); p != nil {
		return "", p
	}
	if g.Phase == 0 {
		return "", msg("rollback.no-phases", g.Name)
	}
	want := ""
	if len(l.Args) > 0 {
		want = l.Args[0]
	}
	target, game, p, err := play.RollbackTarget(s.tx, g, want)
	if err != nil {
		return "", s.fail(err)
	}
	if p != nil {
		return "", p
	}
	if err := play.RollBack(s.tx, g, target, game, s.now); err != nil {
		return "", s.fail(err)
	}
	ph := game.Phase()
	s.masterDid(g, "rollback", fmt.Sprintf("to %d %s", target.Seq, target.ID), templates.T("rollback.notice", ph.Name, ph.ID))
	if err := s.tree.Clerk.AnnounceRollback(s.tx, g); err != nil {
		return "", s.fail(err)
	}
	return s.tr("rollback.done", g.Name, ph.Name, ph.ID), nil
}
