package main

import (
	"bytes"
	"io"
	"net"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/emersion/go-smtp"

	"adjutant/mailio/devmail"
)

// pickyBackend is an SMTP relay in front of the embedded mail system that
// refuses one recipient for a while (452, a full mailbox) and one for
// good (550, no such user), and passes every other mail on.
type pickyBackend struct {
	mail *devmail.Server
}

func (b pickyBackend) NewSession(*smtp.Conn) (smtp.Session, error) {
	return &pickySession{mail: b.mail}, nil
}

type pickySession struct {
	mail *devmail.Server
	mu   sync.Mutex
	from string
	to   []string
}

func (s *pickySession) Reset()        { s.from, s.to = "", nil }
func (s *pickySession) Logout() error { return nil }
func (s *pickySession) Mail(from string, _ *smtp.MailOptions) error {
	s.from = from
	return nil
}

func (s *pickySession) Rcpt(to string, _ *smtp.RcptOptions) error {
	switch {
	case strings.HasPrefix(to, "full@"):
		return &smtp.SMTPError{Code: 452, EnhancedCode: smtp.EnhancedCode{4, 2, 2}, Message: "mailbox full"}
	case strings.HasPrefix(to, "gone@"):
		return &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 1, 1}, Message: "no such user"}
	}
	s.to = append(s.to, to)
	return nil
}

func (s *pickySession) Data(r io.Reader) error {
	var buf bytes.Buffer
	if _, err := io.Copy(&buf, r); err != nil {
		return err
	}
	return s.mail.Deliver(s.from, s.to, buf.Bytes())
}

// TestOneRecipientsRefusalHoldsUpNoOther: the relay refuses one player's
// answer for a while and another's for good; the answer to the mail
// behind both goes at once, and `adjutant status` shows both refusals:
// the failed one and the one to be tried again, with the server's words.
func TestOneRecipientsRefusalHoldsUpNoOther(t *testing.T) {
	mail := startLoopbackMail(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	relay := smtp.NewServer(pickyBackend{mail: mail})
	relay.Domain = "localhost"
	go func() { _ = relay.Serve(ln) }()
	t.Cleanup(func() { relay.Close() })

	dataDir := filepath.Join(t.TempDir(), "data")
	cfg := devConfig(dataDir, mail.IMAPAddr(), ln.Addr().String(), testJudgeAddress, mail.Password())
	cfg.SMTP.Auth = "none"
	runInBackground(t, cfg)
	submit(t, mail.SMTPAddr(), "full@example.org", testJudgeAddress, "one", "VERSION")
	submit(t, mail.SMTPAddr(), "gone@example.org", testJudgeAddress, "two", "VERSION")
	id := submit(t, mail.SMTPAddr(), "ann@example.org", testJudgeAddress, "three", "VERSION")
	eventually(t, "ann's answer", func() bool {
		raws, err := mail.Messages("ann@example.org")
		if err != nil {
			t.Fatal(err)
		}
		return len(raws) == 1 && strings.Contains(string(raws[0]), id)
	})
	var out string
	eventually(t, "status to show the two refusals", func() bool {
		_, out, _ = runCLI("status", "--data", dataDir)
		return strings.Contains(out, "failed             1") && strings.Contains(out, "1 waiting")
	})
	for _, want := range []string{"gone@example.org", "550", "full@example.org", "452 4.2.2 mailbox full", "1 attempts"} {
		if !strings.Contains(out, want) {
			t.Errorf("status does not say %q:\n%s", want, out)
		}
	}
}
