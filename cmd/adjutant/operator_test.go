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

// TestEverySubcommandAnswersHelp: `adjutant help` sends the operator to
// "adjutant COMMAND -h". check-config took -h for the file to read
// ("open -h: no such file"), scenario called it a usage error, and
// version printed the version.
func TestEverySubcommandAnswersHelp(t *testing.T) {
	for _, c := range subcommands() {
		for _, flag := range []string{"-h", "--help"} {
			code, out, errs := runCLI(c.name, flag)
			text := out + errs
			if code != 0 {
				t.Errorf("adjutant %s %s: exit %d\n%s", c.name, flag, code, text)
			}
			if strings.Contains(text, "no such file") || strings.Contains(text, "adjutant "+c.name+":") {
				t.Errorf("adjutant %s %s took the flag for an argument:\n%s", c.name, flag, text)
			}
			if !strings.Contains(text, "Usage of "+c.name) && !strings.Contains(text, "usage: adjutant "+c.name) {
				t.Errorf("adjutant %s %s prints no usage:\n%s", c.name, flag, text)
			}
		}
	}
}
