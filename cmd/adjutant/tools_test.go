package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"adjutant/storage"
)

// runCLI runs a subcommand as the adjutant binary would, in this process.
func runCLI(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = run(context.Background(), args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestCheckConfigTriesBothLogins(t *testing.T) {
	dir := t.TempDir()
	mail := startLoopbackMail(t)
	good := writeLoopbackConfig(t, dir, mail)
	code, out, errs := runCLI("check-config", good)
	if code != 0 || !strings.Contains(out, "login and mailbox \"INBOX\" ok") || !strings.Contains(out, "connection and login ok") {
		t.Fatalf("good config: exit %d\n%s%s", code, out, errs)
	}
	text, _ := os.ReadFile(good)
	bad := filepath.Join(dir, "bad.toml")
	if err := os.WriteFile(bad, bytes.Replace(text, []byte(`password = "pw"`), []byte(`password = "wrong"`), 1), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, _ = runCLI("check-config", bad)
	if code != 1 || !strings.Contains(out, "IMAP") || !strings.Contains(out, "FAILED") {
		t.Fatalf("wrong IMAP password: exit %d\n%s", code, out)
	}
	invalid := filepath.Join(dir, "invalid.toml")
	if err := os.WriteFile(invalid, append(text, []byte("\n[limits]\nreplies = 3\n")...), 0o600); err != nil {
		t.Fatal(err)
	}
	code, _, errs = runCLI("check-config", invalid)
	if code != 1 || !strings.Contains(errs, "limits.replies") {
		t.Fatalf("unknown key: exit %d, stderr %q", code, errs)
	}
}

func TestStatusAndBackupWithAndWithoutADaemon(t *testing.T) {
	env := startDev(t)
	submit(t, env.mail.SMTPAddr(), "carol@example.org", "judge@localhost", "hi", "HELP")
	waitReplies(t, env.mail, "carol@example.org", 1)
	dir := env.cfg.DataDir

	code, out, errs := runCLI("status", "--data", dir)
	if code != 0 || !strings.Contains(out, ": running") || !strings.Contains(out, "mailbox INBOX") || !strings.Contains(out, "1 recorded, 0 not yet answered") {
		t.Fatalf("status of a running daemon: exit %d\n%s%s", code, out, errs)
	}
	live := filepath.Join(t.TempDir(), "live.db")
	if code, out, errs := runCLI("backup", "--data", dir, live); code != 0 {
		t.Fatalf("backup of a running daemon: exit %d\n%s%s", code, out, errs)
	}
	if code, out, errs := runCLI("compact", "--data", dir); code == 0 || !strings.Contains(errs, "stop the daemon first") {
		t.Fatalf("compact under a running daemon: exit %d\n%s%s", code, out, errs)
	}
	env.stop()

	code, out, _ = runCLI("status", "--data", dir)
	if code != 0 || !strings.Contains(out, "not running") {
		t.Fatalf("status without a daemon: exit %d\n%s", code, out)
	}
	code, out, _ = runCLI("status", "--data", dir, "--json")
	var st struct {
		Running bool `json:"daemon_running"`
		Inbound int  `json:"inbound_total"`
		Sent    int  `json:"sent_total"`
	}
	if err := json.Unmarshal([]byte(out), &st); code != 0 || err != nil || st.Running || st.Inbound != 1 || st.Sent != 1 {
		t.Fatalf("status --json: exit %d, %v, %+v\n%s", code, err, st, out)
	}
	code, out, _ = runCLI("status", "--data", dir, "--metrics")
	if code != 0 || !strings.Contains(out, "adjutant_inbound_total 1\n") || !strings.Contains(out, "# TYPE adjutant_outbox_waiting gauge") || !strings.Contains(out, `adjutant_mailbox_error{mailbox="INBOX"} 0`) {
		t.Fatalf("status --metrics: exit %d\n%s", code, out)
	}
	code, out, errs = runCLI("compact", "--data", dir)
	if code != 0 || !strings.Contains(out, "compacted") {
		t.Fatalf("compact: exit %d\n%s%s", code, out, errs)
	}
	cold := filepath.Join(t.TempDir(), "cold.db")
	if code, out, errs := runCLI("backup", "--data", dir, cold); code != 0 {
		t.Fatalf("backup without a daemon: exit %d\n%s%s", code, out, errs)
	}
	for _, path := range []string{live, cold} {
		db, err := storage.Open(path, &storage.Options{ReadOnly: true})
		if err != nil {
			t.Fatalf("backup %s does not open: %v", path, err)
		}
		st, err := db.Status()
		db.Close()
		// The live copy may catch the reply between SMTP's acceptance and
		// its "sent" mark; either way it holds the one message and its reply.
		if err != nil || st.Inbound != 1 || st.Sent+st.Outbox != 1 || (path == cold && st.Sent != 1) {
			t.Fatalf("backup %s: %+v, %v", path, st, err)
		}
	}
}

// TestSIGHUPKeepsOldConfigWhenNewIsBad reloads a broken file (the daemon
// keeps running on the old one), then a good one, and the judge still
// answers mail after each.
func TestSIGHUPKeepsOldConfigWhenNewIsBad(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a child process")
	}
	dir := t.TempDir()
	mail := startLoopbackMail(t)
	cfgPath := writeLoopbackConfig(t, dir, mail)
	good, _ := os.ReadFile(cfgPath)
	child := daemonChild(t, cfgPath, "")
	if err := child.Start(); err != nil {
		t.Fatal(err)
	}
	defer child.Process.Kill()
	ask := func(who string, n int) {
		t.Helper()
		submit(t, mail.SMTPAddr(), who, "judge@localhost", "ping", "VERSION")
		ctx, cancel := context.WithTimeout(context.Background(), mailPatience)
		defer cancel()
		if _, err := mail.WaitMessages(ctx, who, n); err != nil {
			t.Fatalf("no answer to %s: %v", who, err)
		}
	}
	ask("dan@example.org", 1)

	if err := os.WriteFile(cfgPath, []byte("[imap]\nhost = \n"), 0o600); err != nil {
		t.Fatal(err)
	}
	_ = child.Process.Signal(syscall.SIGHUP)
	ask("dan@example.org", 2)

	if err := os.WriteFile(cfgPath, bytes.Replace(good, []byte(`level = "info"`), []byte(`level = "debug"`), 1), 0o600); err != nil {
		t.Fatal(err)
	}
	_ = child.Process.Signal(syscall.SIGHUP)
	ask("dan@example.org", 3)

	_ = child.Process.Signal(syscall.SIGTERM)
	if err := child.Wait(); err != nil {
		t.Fatalf("daemon did not stop cleanly after reloads: %v", err)
	}
}
