package devmail_test

import (
	"bytes"
	"log/slog"
	"strings"
	"sync"
	"testing"

	"adjutant/mailio/devmail"

	"github.com/emersion/go-smtp"
)

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestClosingWithClientsConnectedLogsNothingAlarming: `adjutant dev`
// stopped normally while a mail client was still connected (a player's
// client idling in the INBOX, a script in the middle of an SMTP session)
// logged a WARN "use of closed network connection": the server's own
// closing of those connections read as a fault.
func TestClosingWithClientsConnectedLogsNothingAlarming(t *testing.T) {
	var out syncBuffer
	s, err := devmail.Start(devmail.Options{Password: "pw", Logger: slog.New(slog.NewTextHandler(&out, nil))})
	if err != nil {
		t.Fatal(err)
	}
	idler := login(t, s, "ann@example.org")
	if _, err := idler.Select("INBOX", nil).Wait(); err != nil {
		t.Fatal(err)
	}
	idle, err := idler.Idle()
	if err != nil {
		t.Fatal(err)
	}
	defer idle.Close()
	login(t, s, "bob@example.org") // logged in, not idling
	sc, err := smtp.Dial(s.SMTPAddr())
	if err != nil {
		t.Fatal(err)
	}
	defer sc.Close()
	if err := sc.Hello("localhost"); err != nil {
		t.Fatal(err)
	}
	if err := sc.Mail("ann@example.org", nil); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	_ = idle.Wait()
	if log := out.String(); strings.Contains(log, "level=WARN") || strings.Contains(log, "level=ERROR") {
		t.Errorf("a normal stop logged an alarm:\n%s", log)
	}
}
