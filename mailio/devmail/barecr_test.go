package devmail_test

import (
	"bufio"
	"bytes"
	"net"
	"strings"
	"testing"
	"time"
)

// TestSMTPBodyWithCRCRLFEndsItsData: a body line ending "\r\r\n" used to
// hide the end of DATA from go-smtp, and the session waited its 5-minute
// timeout. The message must be accepted at once and keep its text.
func TestSMTPBodyWithCRCRLFEndsItsData(t *testing.T) {
	s := start(t, "")
	c, err := net.Dial("tcp", s.SMTPAddr())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	// A guard so a regression fails instead of hanging the suite.
	_ = c.SetDeadline(time.Now().Add(20 * time.Second))
	r := bufio.NewReader(c)
	expect := func(code string) {
		t.Helper()
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				t.Fatalf("waiting for %s: %v", code, err)
			}
			if !strings.HasPrefix(line, code) {
				t.Fatalf("want %s, got %q", code, line)
			}
			if len(line) > 3 && line[3] == ' ' {
				return
			}
		}
	}
	send := func(s string) {
		t.Helper()
		if _, err := c.Write([]byte(s)); err != nil {
			t.Fatal(err)
		}
	}
	expect("220")
	send("EHLO script\r\n")
	expect("250")
	send("MAIL FROM:<alice@example.org>\r\n")
	expect("250")
	send("RCPT TO:<judge@localhost>\r\n")
	expect("250")
	send("DATA\r\n")
	expect("354")
	send("From: alice@example.org\r\nSubject: crcrlf\r\n\r\nVERSION\r\nHELP\r\r\n.\r\n")
	expect("250")
	send("QUIT\r\n")
	got, err := s.WaitMessages(ctxT(t), "judge@localhost", 1)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(got[0], []byte("VERSION\r\nHELP\r\n")) {
		t.Errorf("the body lost its lines: %q", got[0])
	}
}

// TestSMTPLogKeepsOnlyAPrefixOfLargeMail: the transaction log (Received)
// keeps the first 256 KiB of a large mail; the mailbox has all of it.
func TestSMTPLogKeepsOnlyAPrefixOfLargeMail(t *testing.T) {
	s := start(t, "")
	big := append(msg("big"), bytes.Repeat([]byte("0123456789abcdef\r\n"), 3<<16)...) // ~3.5 MB
	if err := sendSMTP(t, s, nil, "alice@example.org", []string{"bob@example.org"}, big); err != nil {
		t.Fatal(err)
	}
	rec := s.Received()
	if len(rec) != 1 || !rec[0].Truncated || len(rec[0].Data) != 256<<10 {
		t.Fatalf("the log kept %d bytes (truncated %v) of a %d-byte mail", len(rec[0].Data), rec[0].Truncated, len(big))
	}
	got, err := s.WaitMessages(ctxT(t), "bob@example.org", 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(got[0]) < len(big) {
		t.Errorf("the mailbox copy has %d bytes, want all %d", len(got[0]), len(big))
	}
}

// TestSMTPBareCRIsALineEnd: mail written with the old Macintosh line end,
// a CR alone, arrives with its lines, header and body apart, instead of
// one long header line.
func TestSMTPBareCRIsALineEnd(t *testing.T) {
	s := start(t, "")
	raw := []byte("From: Old Mac <oldmac@example.org>\rSubject: cr\r\rLIST\rHELP\r\r\n")
	if err := sendSMTP(t, s, nil, "oldmac@example.org", []string{"judge@localhost"}, raw); err != nil {
		t.Fatal(err)
	}
	got, err := s.WaitMessages(ctxT(t), "judge@localhost", 1)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(got[0], []byte("From: Old Mac <oldmac@example.org>\r\nSubject: cr\r\n\r\nLIST\r\nHELP\r\n")) {
		t.Errorf("the mail lost its lines: %q", got[0])
	}
}
