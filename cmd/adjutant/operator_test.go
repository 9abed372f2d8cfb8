package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"adjutant/mailio/devmail"
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

// TestCheckConfigChecksTheDataDirectory: check-config said a file was fine
// whose judge.data_dir could not be created, and `serve` then failed at
// once. It now says whether the directory can be used, and whether a
// daemon runs on it.
func TestCheckConfigChecksTheDataDirectory(t *testing.T) {
	dir := t.TempDir()
	mail, err := devmail.Start(devmail.Options{IMAPAddr: "127.0.0.1:0", SMTPAddr: "127.0.0.1:0", Password: "pw"})
	if err != nil {
		t.Fatal(err)
	}
	defer mail.Close()
	good := writeLoopbackConfig(t, dir, mail)
	code, out, errs := runCLI("check-config", good)
	if code != 0 || !strings.Contains(out, "data directory "+filepath.Join(dir, "data")+": does not exist yet; the first start creates it") {
		t.Errorf("a data directory still to be created: exit %d\n%s%s", code, out, errs)
	}

	// A file where the directory should be: a typo an operator makes,
	// and one that root's permissions cannot hide.
	blocker := filepath.Join(dir, "blocker")
	if err := os.WriteFile(blocker, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	text, _ := os.ReadFile(good)
	bad := filepath.Join(dir, "bad.toml")
	badText := strings.Replace(string(text), filepath.Join(dir, "data"), filepath.Join(blocker, "data"), 1)
	if err := os.WriteFile(bad, []byte(badText), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errs = runCLI("check-config", bad)
	if code != 1 || !strings.Contains(out, "data directory "+filepath.Join(blocker, "data")+": FAILED") || !strings.Contains(out, "not a directory") {
		t.Errorf("a data directory under a file: exit %d\n%s%s", code, out, errs)
	}
	if !strings.Contains(errs, "a check failed") {
		t.Errorf("the summary does not say a check failed: %q", errs)
	}

	cfg, err := loadConfig(good)
	if err != nil {
		t.Fatal(err)
	}
	cfg.IMAP.Password, cfg.SMTP.Password = "pw", "pw"
	runInBackground(t, cfg)
	code, out, errs = runCLI("check-config", good)
	if code != 0 || !strings.Contains(out, "data directory "+cfg.DataDir+": usable (adjutant.db there; an adjutant daemon runs on it)") {
		t.Errorf("the data directory of a running daemon: exit %d\n%s%s", code, out, errs)
	}
}
