package devmail_test

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/emersion/go-imap/v2/imapclient"
)

// TestIdleAnnouncesEveryDelivery delivers 25 pairs of mails, each pair
// right after IDLE begins, the moment imapmemserver's own IDLE lost the
// wake-up. Every delivery must reach the idling client as an EXISTS while
// it idles: the test waits for each count in turn, so a lost wake-up
// leaves it waiting (and failing at the context guard), with no rescan or
// other command to rescue it.
func TestIdleAnnouncesEveryDelivery(t *testing.T) {
	s := start(t, "")
	exists := make(chan uint32, 100)
	c, err := imapclient.DialInsecure(s.IMAPAddr(), &imapclient.Options{
		UnilateralDataHandler: &imapclient.UnilateralDataHandler{
			Mailbox: func(d *imapclient.UnilateralDataMailbox) {
				if d.NumMessages != nil {
					exists <- *d.NumMessages
				}
			},
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Login("judge@dip.test", "pw").Wait(); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Select("INBOX", nil).Wait(); err != nil {
		t.Fatal(err)
	}
	ctx := ctxT(t)
	want := uint32(0)
	for pair := range 25 {
		idle, err := c.Idle()
		if err != nil {
			t.Fatal(err)
		}
		for i := range 2 {
			if err := s.Deliver("alice@example.org", []string{"judge@dip.test"}, msg(fmt.Sprintf("p%d-%d", pair, i))); err != nil {
				t.Fatal(err)
			}
		}
		want += 2
		for got := uint32(0); got < want; {
			select {
			case got = <-exists:
			case <-ctx.Done():
				t.Fatalf("pair %d: IDLE announced %d messages of %d; a wake-up was lost", pair, got, want)
			}
		}
		if err := idle.Close(); err != nil {
			t.Fatal(err)
		}
		if err := idle.Wait(); err != nil {
			t.Fatal(err)
		}
	}
}

// TestHeaderLineWithoutColonKeepsTheMessage: a header line without a colon
// made imapmemserver answer FETCH BODY[] with nothing. devmail ends the
// header there instead, by SMTP and by IMAP APPEND alike, so the reader
// gets the sender, the subject and the line as body.
func TestHeaderLineWithoutColonKeepsTheMessage(t *testing.T) {
	s := start(t, "")
	poison := []byte("From: poison@ex.org\r\nTo: judge@localhost\r\nSubject: x\r\nVERSION\r\n")
	if err := sendSMTP(t, s, nil, "poison@ex.org", []string{"judge@localhost"}, poison); err != nil {
		t.Fatal(err)
	}
	headerOnly := []byte("From: alice@example.org\r\nSubject: no body")
	c := login(t, s, "judge@localhost")
	for _, m := range [][]byte{poison, headerOnly} {
		appendTo(t, c, "INBOX", m)
	}
	got, err := s.Messages("judge@localhost")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 3 {
		t.Fatalf("INBOX has %d messages, want 3", len(got))
	}
	for i, m := range got[:2] {
		if !bytes.Contains(m, []byte("From: poison@ex.org\r\n")) || !bytes.Contains(m, []byte("Subject: x\r\n\r\nVERSION\r\n")) {
			t.Errorf("message %d came back as %q", i, m)
		}
	}
	if !bytes.Contains(got[2], []byte("Subject: no body\r\n\r\n")) {
		t.Errorf("header-only message came back as %q", got[2])
	}
}
