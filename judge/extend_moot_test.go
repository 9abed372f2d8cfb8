package judge

import (
	"strings"
	"testing"
)

// TestExtendWhenEveryPowerIsInDisorder: in a game every player has left,
// any mail that touches it resolves the phase at once, so the master's
// EXTEND (or SET DEADLINE, or RESUME) cannot give anyone more time. The answer says what happens
// instead, and the players' report does not announce a deadline that was
// never kept.
func TestExtendWhenEveryPowerIsInDisorder(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	var eject []string
	for _, p := range sevenPowers {
		eject = append(eject, "EJECT "+p)
	}
	tj.asMaster(t, strings.Join(eject, "\n"))
	before := len(tj.mailsTo(t, players["France"]))
	r := tj.asMaster(t, "EXTEND 2d")
	mustContain(t, "EXTEND", r.Body, "every power that must act has sent its orders or is in civil\n  disorder, so the phase is resolved as soon as this mail is read")
	if strings.Contains(r.Body, "the deadline of west is now") {
		t.Fatalf("EXTEND named a deadline the phase never waits for:\n%s", r.Body)
	}
	for _, m := range tj.mailsTo(t, players["France"])[before:] {
		if strings.Contains(m.Body, "extended the deadline") {
			t.Fatalf("the report announces the extension:\n%s", m.Body)
		}
	}
	r = tj.asMaster(t, "SET DEADLINE 2026-12-20 12:00")
	mustContain(t, "SET DEADLINE", r.Body, "so the phase is resolved as soon as this mail is read")
	tj.asMaster(t, "PAUSE")
	r = tj.asMaster(t, "RESUME")
	mustContain(t, "RESUME", r.Body, "west resumed; every power that must act", "so the phase is resolved as soon as this mail is read")
	// A PAUSE later in the same mail keeps the phase waiting: then the
	// new deadline is true and said.
	r = tj.asMaster(t, "EXTEND 1d\nPAUSE")
	mustContain(t, "EXTEND then PAUSE", r.Body, "the deadline of west is now")
}
