package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/emersion/go-smtp"

	"adjutant/mailio"
)

// senderCheckingBackend is an SMTP server that, like most providers,
// lets mail leave only from the one address it is given, refusing any
// other MAIL FROM with 553 5.7.1; it keeps nothing.
type senderCheckingBackend struct{ allowed string }

func (b senderCheckingBackend) NewSession(*smtp.Conn) (smtp.Session, error) {
	return &senderCheckingSession{allowed: b.allowed}, nil
}

type senderCheckingSession struct{ allowed string }

func (s *senderCheckingSession) Reset()        {}
func (s *senderCheckingSession) Logout() error { return nil }
func (s *senderCheckingSession) Mail(from string, _ *smtp.MailOptions) error {
	if from != s.allowed {
		return &smtp.SMTPError{Code: 553, EnhancedCode: smtp.EnhancedCode{5, 7, 1}, Message: "Sender address rejected: not owned by the user"}
	}
	return nil
}
func (s *senderCheckingSession) Rcpt(string, *smtp.RcptOptions) error { return nil }
func (s *senderCheckingSession) Data(r io.Reader) error {
	_, err := io.Copy(io.Discard, r)
	return err
}

func startSenderCheckingSMTP(t *testing.T, allowed string) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := smtp.NewServer(senderCheckingBackend{allowed: allowed})
	srv.Domain = "localhost"
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(func() { srv.Close() })
	return ln.Addr().String()
}

// TestASenderTheSMTPServerRefuses: a server that will not let the judge
// send as judge.address (or as its VERP form) refused every reply at MAIL
// FROM with a 5xx, and each was failed for good at its first try;
// check-config, which only logged in, called the server fine. Now
// check-config offers the sender, and a refused sender is retried, not
// failed.
func TestASenderTheSMTPServerRefuses(t *testing.T) {
	smtpAddr := startSenderCheckingSMTP(t, "judge@localhost")
	mail := startLoopbackMail(t)
	dir := t.TempDir()
	imapHost, imapPort := splitHostPort(t, mail.IMAPAddr())
	smtpHost, smtpPort := splitHostPort(t, smtpAddr)
	write := func(name, address string, verp bool) string {
		text := fmt.Sprintf("[imap]\nhost = %q\nport = %s\ntls = \"none\"\nuser = \"judge@localhost\"\npassword = \"pw\"\n"+
			"[smtp]\nhost = %q\nport = %s\ntls = \"none\"\nauth = \"none\"\n"+
			"[judge]\naddress = %q\ndata_dir = %q\nverp = %v\n", imapHost, imapPort, smtpHost, smtpPort, address, filepath.Join(dir, "data"), verp)
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		return path
	}
	if code, out, _ := runCLI("check-config", write("good.toml", "judge@localhost", false)); code != 0 || !strings.Contains(out, "and it takes judge@localhost as the sender") {
		t.Errorf("an allowed sender: exit %d\n%s", code, out)
	}
	for _, c := range []struct {
		name, address string
		verp          bool
		sender        string
	}{
		{"other.toml", "club@localhost", false, "club@localhost"},
		{"verp.toml", "judge@localhost", true, "judge+bounce-1@localhost"},
	} {
		code, out, _ := runCLI("check-config", write(c.name, c.address, c.verp))
		if code != 1 || !strings.Contains(out, "FAILED: smtp MAIL FROM refused: 553 5.7.1 Sender address rejected") {
			t.Errorf("%s: the sender %s refused: exit %d\n%s", c.name, c.sender, code, out)
		}
	}

	sink := mailio.NewSink(mailio.SMTPOptions{Addr: smtpAddr, TLS: mailio.TLSNone, Auth: "none"})
	err := sink.Send(context.Background(), "club@localhost", []string{"ann@example.org"}, []byte("Subject: x\r\n\r\nx\r\n"))
	if err == nil || mailio.IsPermanent(err) || !mailio.IsSessionRefused(err) {
		t.Errorf("a refused sender: %v; want it retried, not failed", err)
	}
}
