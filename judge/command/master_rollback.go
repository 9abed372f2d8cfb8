package command

import (
	"fmt"
	"strings"

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
	// A phase may be named as the reports write it, in words
	// (1901年春季 行動期); after an id or a number nothing more is read.
	if len(l.Args) > 1 && phaseIDOrNumber(l.Args[0]) {
		if p := strayWords(l, 1, "ROLLBACK"); p != nil {
			return "", p
		}
	}
	if g.Phase == 0 {
		return "", msg("rollback.no-phases", g.Name)
	}
	want := strings.Join(l.Args, " ")
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
	notice := templates.T("rollback.notice", ph.Name, ph.ID)
	s.masterDid(g, "rollback", fmt.Sprintf("to %d %s", target.Seq, target.ID), *g.Worded(&notice))
	if err := s.tree.Clerk.AnnounceRollback(s.tx, g); err != nil {
		return "", s.fail(err)
	}
	return s.tr("rollback.done", g.Name, ph.Name, ph.ID), nil
}

// phaseIDOrNumber reports whether w is written as a phase's id (S1901M,
// T1-command) or number (3) rather than as a word of its name.
func phaseIDOrNumber(w string) bool {
	hasDigit, hasHan := false, false
	for _, r := range w {
		hasDigit = hasDigit || (r >= '0' && r <= '9')
		hasHan = hasHan || r >= 0x2E80
	}
	return hasDigit && !hasHan
}
