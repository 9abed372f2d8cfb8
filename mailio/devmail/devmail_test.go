package devmail_test

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"adjutant/mailio/devmail"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

func start(t *testing.T, dir string) *devmail.Server {
	t.Helper()
	s, err := devmail.Start(devmail.Options{Password: "pw", Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// login connects to s's IMAP server as addr, with the password start
// gives, for the rest of the test.
func login(t *testing.T, s *devmail.Server, addr string) *imapclient.Client {
	t.Helper()
	c, err := imapclient.DialInsecure(s.IMAPAddr(), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	if err := c.Login(addr, "pw").Wait(); err != nil {
		t.Fatal(err)
	}
	return c
}

// appendTo APPENDs raw to folder with flags, as a mail client files a
// message.
func appendTo(t *testing.T, c *imapclient.Client, folder string, raw []byte, flags ...imap.Flag) {
	t.Helper()
	w := c.Append(folder, int64(len(raw)), &imap.AppendOptions{Flags: flags})
	if _, err := w.Write(raw); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := w.Wait(); err != nil {
		t.Fatal(err)
	}
}

func msg(subject string) []byte {
	return []byte("From: alice@example.org\r\nTo: judge@dip.test\r\nSubject: " + subject + "\r\nMessage-ID: <" + subject + "@example.org>\r\n\r\nbody of " + subject + "\r\n")
}

func ctxT(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	t.Cleanup(cancel)
	return ctx
}

// sendSMTP submits over the server's SMTP port like a script would.
func sendSMTP(t *testing.T, s *devmail.Server, auth sasl.Client, from string, to []string, data []byte) error {
	t.Helper()
	c, err := smtp.Dial(s.SMTPAddr())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if auth != nil {
		if err := c.Auth(auth); err != nil {
			return err
		}
	}
	if err := c.SendMail(from, to, bytes.NewReader(data)); err != nil {
		return err
	}
	return c.Quit()
}

func TestSMTPDeliversACopyToEachRecipient(t *testing.T) {
	s := start(t, "")
	err := sendSMTP(t, s, nil, "judge@dip.test", []string{"Alice@Example.org", "bob@example.org"}, msg("turn1"))
	if err != nil {
		t.Fatal(err)
	}
	for _, who := range []string{"alice@example.org", "BOB@example.org"} {
		got, err := s.WaitMessages(ctxT(t), who, 1)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || !bytes.Contains(got[0], []byte("Subject: turn1")) {
			t.Fatalf("%s INBOX = %q", who, got)
		}
		if !bytes.HasPrefix(got[0], []byte("Return-Path: <judge@dip.test>\r\nReceived: ")) {
			t.Errorf("%s copy lacks trace headers: %q", who, got[0][:80])
		}
	}
	rec := s.Received()
	if len(rec) != 1 || rec[0].From != "judge@dip.test" || strings.Join(rec[0].To, ",") != "alice@example.org,bob@example.org" || !bytes.Equal(rec[0].Data, msg("turn1")) {
		t.Fatalf("Received() = %+v", rec)
	}
}

func TestSMTPAuthPlain(t *testing.T) {
	s := start(t, "")
	if err := sendSMTP(t, s, sasl.NewPlainClient("", "carol@x.test", "pw"), "carol@x.test", []string{"judge@dip.test"}, msg("a")); err != nil {
		t.Fatalf("good password: %v", err)
	}
	err := sendSMTP(t, s, sasl.NewPlainClient("", "carol@x.test", "wrong"), "carol@x.test", []string{"judge@dip.test"}, msg("b"))
	var se *smtp.SMTPError
	if !errors.As(err, &se) || se.Code != 535 {
		t.Fatalf("wrong password: got %v, want 535", err)
	}
	if rec := s.Received(); len(rec) != 1 || rec[0].Authenticated != "carol@x.test" {
		t.Fatalf("Received() = %+v", rec)
	}
}

func TestSMTPRefusesUnusableRecipient(t *testing.T) {
	s := start(t, "")
	err := sendSMTP(t, s, nil, "a@b.test", []string{"../etc@x"}, msg("a"))
	var se *smtp.SMTPError
	if !errors.As(err, &se) || se.Code != 553 {
		t.Fatalf("got %v, want 553", err)
	}
}

func TestIMAPLoginAnyAddressWithDevPassword(t *testing.T) {
	s := start(t, "")
	if err := s.Deliver("alice@example.org", []string{"judge@dip.test"}, msg("hello")); err != nil {
		t.Fatal(err)
	}
	c, err := imapclient.DialInsecure(s.IMAPAddr(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Login("JUDGE@dip.test", "nope").Wait(); err == nil {
		t.Fatal("login with a wrong password succeeded")
	}
	if err := c.Login("JUDGE@dip.test", "pw").Wait(); err != nil {
		t.Fatal(err)
	}
	sel, err := c.Select("INBOX", nil).Wait()
	if err != nil {
		t.Fatal(err)
	}
	if sel.NumMessages != 1 {
		t.Fatalf("INBOX has %d messages, want 1", sel.NumMessages)
	}
}

func TestMailSurvivesRestart(t *testing.T) {
	dir := t.TempDir()
	s, err := devmail.Start(devmail.Options{Password: "pw", Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	for _, subj := range []string{"one", "two"} {
		if err := s.Deliver("alice@example.org", []string{"judge@dip.test"}, msg(subj)); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()

	s2 := start(t, dir)
	if err := s2.Deliver("alice@example.org", []string{"judge@dip.test"}, msg("three")); err != nil {
		t.Fatal(err)
	}
	got, err := s2.Messages("judge@dip.test")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 {
		t.Fatalf("after restart INBOX has %d messages, want 3", len(got))
	}
	for i, subj := range []string{"one", "two", "three"} {
		if !bytes.Contains(got[i], []byte("Subject: "+subj+"\r\n")) {
			t.Errorf("message %d is not %q: %q", i, subj, got[i])
		}
	}
}

func TestWaitMessagesGivesUpWithContext(t *testing.T) {
	s := start(t, "")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := s.WaitMessages(ctx, "nobody@x.test", 1)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want context.Canceled", err)
	}
}
