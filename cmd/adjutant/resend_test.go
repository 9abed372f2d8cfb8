package main

import (
	"bytes"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/emersion/go-smtp"
)

// refusingBackend is an SMTP server that refuses every recipient for
// good (550 5.1.1), as a relay that was set up wrong may.
type refusingBackend struct{}

func (refusingBackend) NewSession(*smtp.Conn) (smtp.Session, error) { return refusingSession{}, nil }

type refusingSession struct{}

func (refusingSession) Reset()                               {}
func (refusingSession) Logout() error                        { return nil }
func (refusingSession) Mail(string, *smtp.MailOptions) error { return nil }
func (refusingSession) Rcpt(string, *smtp.RcptOptions) error {
	return &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 1, 1}, Message: "relay not permitted"}
}
func (refusingSession) Data(r io.Reader) error { _, err := io.Copy(io.Discard, r); return err }

// refusingRelay starts an SMTP relay that refuses every recipient for
// good, a relay set up wrong, and returns its address.
func refusingRelay(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := smtp.NewServer(refusingBackend{})
	srv.Domain = "localhost"
	srv.AllowInsecureAuth = true
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { srv.Close() })
	return ln.Addr().String()
}

// TestTheOperatorResendsAReplyThatFailed: a relay set up wrong refuses
// every reply for good. The operator sees the failed reply with its
// number, lists it with `adjutant resend`, mends the relay, and puts it
// back with `adjutant resend --all` while the daemon runs: the player
// gets it, once. Before, the failed list could only be read.
func TestTheOperatorResendsAReplyThatFailed(t *testing.T) {
	relay := refusingRelay(t)
	mail := startLoopbackMail(t)
	dataDir := filepath.Join(t.TempDir(), "data")
	cfg := devConfig(dataDir, mail.IMAPAddr(), relay, testJudgeAddress, mail.Password())
	auth := cfg.SMTP.Auth
	cfg.SMTP.Auth = "none" // the relay takes mail without a login
	stop := runInBackground(t, cfg)
	submit(t, mail.SMTPAddr(), "ann@example.org", testJudgeAddress, "hi", "VERSION")
	var out string
	eventually(t, "the reply to fail", func() bool {
		_, out, _ = runCLI("status", "--data", dataDir)
		return strings.Contains(out, "failed             1")
	})
	if !strings.Contains(out, "#1 ") {
		t.Errorf("status does not number the failed reply:\n%s", out)
	}
	code, out, errs := runCLI("resend", "--data", dataDir)
	if code != 0 || !strings.Contains(out, "#1 ") || !strings.Contains(out, "ann@example.org") || !strings.Contains(out, "550") {
		t.Errorf("resend without a number: exit %d, want the failed reply listed\n%s%s", code, out, errs)
	}
	stop()

	cfg.SMTP.Addr, cfg.SMTP.Auth = mail.SMTPAddr(), auth // the relay is mended
	stop = runInBackground(t, cfg)
	if code, out, _ := runCLI("resend", "--data", dataDir, "99"); code != 0 || !strings.Contains(out, "#99: no failed mail") {
		t.Errorf("resend of an unknown number: exit %d\n%s", code, out)
	}
	if code, out, errs := runCLI("resend", "--data", dataDir, "--all"); code != 0 || !strings.Contains(out, "#1 is back in the outbox") {
		t.Fatalf("resend --all: exit %d\n%s%s", code, out, errs)
	}
	waitReplies(t, mail, "ann@example.org", 1)
	eventually(t, "the reply to be sent", func() bool {
		_, out, _ = runCLI("status", "--data", dataDir)
		return strings.Contains(out, "failed             0") && strings.Contains(out, "sent               1")
	})
	stop()
	if n := mailsReceivedBy(mail, "ann@example.org"); n != 1 {
		t.Errorf("ann got %d replies, want one", n)
	}
}

// TestListingFailedMailLeavesAnOlderVersionsFileAsItIs: `adjutant
// resend` with nothing named only lists, yet with no daemon running it
// opened the database as the daemon does, and so upgraded a file an
// older version wrote, which that version then refuses. It reads the
// file as status does now, and says what to do; the file is unchanged.
func TestListingFailedMailLeavesAnOlderVersionsFileAsItIs(t *testing.T) {
	dir := dataDirOfAnOlderVersion(t)
	old, err := os.ReadFile(filepath.Join(dir, dbFile))
	if err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := runCLI("resend", "--data", dir)
	if code != 1 || !strings.Contains(stderr, "an older version of Adjutant wrote it: start this version (adjutant serve) once to upgrade it") {
		t.Errorf("resend on an older file: exit %d\n%s%s", code, stdout, stderr)
	}
	if now, _ := os.ReadFile(filepath.Join(dir, dbFile)); !bytes.Equal(now, old) {
		t.Errorf("listing the failed mail changed the database file")
	}
}

// TestResendWithNoJudgeRunningSaysWhenTheMailGoes: with the daemon
// stopped, `adjutant resend --all` said the mail "is sent at once", which
// nothing did until the next start, and a second --all, with nothing
// left to put back, printed nothing at all.
func TestResendWithNoJudgeRunningSaysWhenTheMailGoes(t *testing.T) {
	relay := refusingRelay(t)
	mail := startLoopbackMail(t)
	dataDir := filepath.Join(t.TempDir(), "data")
	cfg := devConfig(dataDir, mail.IMAPAddr(), relay, testJudgeAddress, mail.Password())
	auth := cfg.SMTP.Auth
	cfg.SMTP.Auth = "none"
	stop := runInBackground(t, cfg)
	submit(t, mail.SMTPAddr(), "ann@example.org", testJudgeAddress, "hi", "VERSION")
	eventually(t, "the reply to fail", func() bool {
		_, out, _ := runCLI("status", "--data", dataDir)
		return strings.Contains(out, "failed             1")
	})
	stop()

	code, out, errs := runCLI("resend", "--data", dataDir, "--all")
	if want := "#1 is back in the outbox: no judge runs on this data directory: it is sent when the judge starts"; code != 0 || !strings.Contains(out, want) {
		t.Errorf("resend --all, no daemon: exit %d, want %q in\n%s%s", code, want, out, errs)
	}
	code, out, errs = runCLI("resend", "--data", dataDir, "--all")
	if want := "No mail failed: nothing to send again."; code != 0 || !strings.Contains(out, want) {
		t.Errorf("resend --all with nothing failed: exit %d, want %q in\n%s%s", code, want, out, errs)
	}

	cfg.SMTP.Addr, cfg.SMTP.Auth = mail.SMTPAddr(), auth // the relay is mended
	stop = runInBackground(t, cfg)
	waitReplies(t, mail, "ann@example.org", 1)
	stop()
	if n := mailsReceivedBy(mail, "ann@example.org"); n != 1 {
		t.Errorf("ann got %d replies, want one", n)
	}
}
