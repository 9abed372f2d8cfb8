package main

import (
	"strings"
	"testing"
)

// TestAuditShowsWhatAMasterDid: docs/referees.md says every master action is
// written to the audit log, and operators.md sends the operator to it for
// mail set aside; `adjutant audit` is how an operator reads it, from the
// running daemon and from the database alone. There was no way to read it.
func TestAuditShowsWhatAMasterDid(t *testing.T) {
	env := startDev(t)
	submit(t, env.mail.SMTPAddr(), "gm@example.org", "judge@localhost", "new", "CREATE ?west gmpw")
	waitReplies(t, env.mail, "gm@example.org", 1)
	for _, p := range []string{"Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey"} {
		addr := strings.ToLower(p) + "@example.org"
		submit(t, env.mail.SMTPAddr(), addr, "judge@localhost", "join", "SIGNON ?west pw-"+p)
		waitReplies(t, env.mail, addr, 1)
	}
	submit(t, env.mail.SMTPAddr(), "gm@example.org", "judge@localhost", "pause", "SIGNON Mwest gmpw\nPAUSE")
	waitReplies(t, env.mail, "gm@example.org", 3) // the CREATE, the start, the PAUSE

	for _, running := range []bool{true, false} {
		if !running {
			env.stop()
		}
		code, out, errs := runCLI("audit", "--data", env.cfg.DataDir, "west")
		if code != 0 {
			t.Fatalf("audit (daemon running: %v): exit %d\n%s%s", running, code, out, errs)
		}
		lines := strings.Split(strings.TrimSpace(out), "\n")
		if len(lines) == 0 || !strings.Contains(lines[0], "gm@example.org") || !strings.Contains(lines[0], "west") || !strings.Contains(lines[0], "pause") {
			t.Errorf("audit (daemon running: %v): the newest entry is not the master's PAUSE:\n%s", running, out)
		}
	}
	code, out, errs := runCLI("audit", "--data", env.cfg.DataDir, "-n", "1")
	if code != 0 || strings.Count(strings.TrimSpace(out), "\n") != 0 {
		t.Errorf("audit -n 1: exit %d, want one line:\n%s%s", code, out, errs)
	}
	if code, out, _ := runCLI("audit", "--data", env.cfg.DataDir, "east"); code != 0 || !strings.Contains(out, `No audit entries for game "east".`) {
		t.Errorf("audit of a game without entries: exit %d\n%s", code, out)
	}
}
