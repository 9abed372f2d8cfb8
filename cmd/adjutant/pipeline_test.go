package main

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"net/smtp"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/mailio/devmail"
	"adjutant/mailio/mailtest"
)

// testEnv is a judge running in this process against an embedded mail
// system, as `adjutant dev` runs it.
type testEnv struct {
	mail *devmail.Server
	cfg  *Config
	stop func()
}

// devMailAndJudge starts the embedded mail system for a test, with its
// maildirs under dir, and gives the judge's configuration for it: quick
// polls and rescans, the data directory in dir. The daemon is not started.
func devMailAndJudge(t *testing.T, dir string) (*devmail.Server, *Config) {
	t.Helper()
	mail, err := devmail.Start(devmail.Options{IMAPAddr: "127.0.0.1:0", SMTPAddr: "127.0.0.1:0", Password: "pw", Dir: filepath.Join(dir, "devmail")})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { mail.Close() })
	cfg := devConfig(dir, mail.IMAPAddr(), mail.SMTPAddr(), "judge@localhost", "pw")
	cfg.IMAP.PollInterval = 200 * time.Millisecond
	cfg.IMAP.RescanInterval = time.Second
	// The tests seat players from fresh addresses in one mail each; the
	// confirmation of a join is tested with it on (join_confirm_test.go).
	cfg.ConfirmJoins = false
	return mail, cfg
}

func startDev(t *testing.T) *testEnv {
	t.Helper()
	dir := t.TempDir()
	mail, cfg := devMailAndJudge(t, dir)
	env := &testEnv{mail: mail, cfg: cfg}
	env.stop = runInBackground(t, cfg)
	return env
}

// runInBackground runs the daemon until the returned stop is called (or the
// test ends) and fails the test if it returns an error.
func runInBackground(t *testing.T, cfg *Config) (stop func()) {
	t.Helper()
	return runDaemonFor(t, cfg, nil)
}

// runDaemonFor runs the daemon in this process, with the given game seed
// when seed is not nil, until stop is called or the test or benchmark ends.
func runDaemonFor(tb testing.TB, cfg *Config, seed *[games.SeedSize]byte) (stop func()) {
	tb.Helper()
	var env daemonEnv
	if seed != nil {
		fixed := *seed
		env.seed = func() [games.SeedSize]byte { return fixed }
	}
	return runDaemonEnv(tb, cfg, env)
}

// runDaemonEnv runs the daemon with the test hooks set in env (its seed,
// its engines) until stop is called or the test or benchmark ends.
func runDaemonEnv(tb testing.TB, cfg *Config, env daemonEnv) (stop func()) {
	tb.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	started := make(chan struct{})
	done := make(chan error, 1)
	if env.log == nil {
		env.log, env.level = slog.New(slog.DiscardHandler), new(slog.LevelVar)
	}
	env.started = func() { close(started) }
	go func() { done <- runDaemon(ctx, cfg, env) }()
	select {
	case <-started:
	case err := <-done:
		cancel()
		tb.Fatalf("daemon did not start: %v", err)
	}
	stopped := false
	stop = func() {
		if stopped {
			return
		}
		stopped = true
		cancel()
		if err := <-done; err != nil {
			tb.Errorf("daemon: %v", err)
		}
	}
	tb.Cleanup(stop)
	return stop
}

// submit sends mail through the SMTP server as a player's client would.
func submit(t *testing.T, smtpAddr, from, to, subject, body string, extraHeaders ...string) string {
	t.Helper()
	// The Message-ID is kept ASCII, as mail programs write it, even for
	// an address in Chinese.
	local := strings.Map(func(r rune) rune {
		if r >= 0x80 || r == '@' {
			return '.'
		}
		return r
	}, from)
	id := fmt.Sprintf("<%d.%s>", time.Now().UnixNano(), local)
	var b bytes.Buffer
	fmt.Fprintf(&b, "From: %s\r\nTo: %s\r\nSubject: %s\r\nMessage-ID: %s\r\nDate: %s\r\n", from, to, subject, id, time.Now().Format(time.RFC1123Z))
	for _, h := range extraHeaders {
		b.WriteString(h + "\r\n")
	}
	b.WriteString("MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n")
	b.WriteString(strings.ReplaceAll(body, "\n", "\r\n"))
	if err := smtp.SendMail(smtpAddr, nil, from, []string{to}, b.Bytes()); err != nil {
		t.Fatalf("submitting mail: %v", err)
	}
	return id
}

// mailPatience bounds every wait for mail in these tests. It only ends a
// test that would otherwise hang; it measures nothing, so it is generous:
// a machine busy compiling other packages may take many seconds to answer.
const mailPatience = 2 * time.Minute

func waitReplies(t *testing.T, mail *devmail.Server, addr string, n int) []mailtest.Mail {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), mailPatience)
	defer cancel()
	raws, err := mail.WaitMessages(ctx, addr, n)
	if err != nil {
		t.Fatalf("waiting for %d replies to %s: %v", n, addr, err)
	}
	var out []mailtest.Mail
	for _, raw := range raws {
		out = append(out, mailtest.Read(t, raw))
	}
	return out
}

func TestMailInReplyOutThroughEmbeddedServers(t *testing.T) {
	env := startDev(t)
	id := submit(t, env.mail.SMTPAddr(), "alice@example.org", "judge@localhost", "hello", "HELP\nflip the board\n")
	replies := waitReplies(t, env.mail, "alice@example.org", 1)
	r := replies[0]
	if r.InReplyTo != id {
		t.Errorf("reply In-Reply-To %q, want %q", r.InReplyTo, id)
	}
	for _, want := range []string{"> HELP", "VERSION", `line 2 "flip the board": "flip" is not a command I know`} {
		if !strings.Contains(r.Body, want) {
			t.Errorf("reply lacks %q:\n%s", want, r.Body)
		}
	}
	// The judge's own mailbox: the message was moved to Processed.
	left, err := env.mail.Messages("judge@localhost")
	if err != nil {
		t.Fatal(err)
	}
	if len(left) != 0 {
		t.Errorf("%d messages left in the judge's INBOX after handling", len(left))
	}
}

func TestStateSurvivesRestart(t *testing.T) {
	env := startDev(t)
	submit(t, env.mail.SMTPAddr(), "bob@example.org", "judge@localhost", "one", "VERSION")
	waitReplies(t, env.mail, "bob@example.org", 1)
	env.stop()

	// A second daemon on the same data directory answers new mail and does
	// not answer the old message again.
	stop := runInBackground(t, env.cfg)
	submit(t, env.mail.SMTPAddr(), "bob@example.org", "judge@localhost", "two", "HELP")
	replies := waitReplies(t, env.mail, "bob@example.org", 2)
	for _, m := range replies {
		t.Logf("reply %s to %s", m.MessageID, m.InReplyTo)
	}
	if !strings.Contains(replies[1].Body, "> HELP") {
		t.Errorf("second reply:\n%s", replies[1].Body)
	}
	stop() // flushes the outbox, so a wrong duplicate would be delivered by now
	if all, _ := env.mail.Messages("bob@example.org"); len(all) != 2 {
		for _, raw := range all {
			m := mailtest.Read(t, raw)
			t.Logf("reply %s to %s", m.MessageID, m.InReplyTo)
		}
		t.Fatalf("bob has %d replies, want exactly 2", len(all))
	}
}
