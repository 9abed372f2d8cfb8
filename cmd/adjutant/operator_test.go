package main

import (
	"strings"
	"testing"
)

// TestAuditOfAnEmptyLogWhileTheDaemonRuns: a new judge has nothing in its
// audit log; `adjutant audit` asked the running daemon, got no entries
// back, and crashed with a nil pointer instead of saying the log is empty.
func TestAuditOfAnEmptyLogWhileTheDaemonRuns(t *testing.T) {
	env := startDev(t)
	submit(t, env.mail.SMTPAddr(), "carol@example.org", "judge@localhost", "hi", "VERSION")
	waitReplies(t, env.mail, "carol@example.org", 1)
	for _, args := range [][]string{
		{"audit", "--data", env.cfg.DataDir},
		{"audit", "--data", env.cfg.DataDir, "west"},
	} {
		code, out, errs := runCLI(args...)
		if code != 0 || (!strings.Contains(out, "The audit log is empty.") && !strings.Contains(out, `No audit entries for game "west".`)) {
			t.Errorf("%v with the daemon running: exit %d\n%s%s", args, code, out, errs)
		}
	}
}
