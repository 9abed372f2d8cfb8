package incoming

import (
	"strings"
	"testing"
)

// Plain-text bounces in the shapes common mail systems send, written in
// our own words with the fields each format carries.
var plainBounces = []struct {
	name, raw           string
	addr, status, msgID string
	action              string
}{
	{"exim", "From: Mail Delivery System <Mailer-Daemon@mx.example.net>\nTo: judge@example.org\nSubject: Mail delivery failed: returning message to sender\n\n" +
		"This message was created automatically by mail delivery software.\n\nA message that you sent could not be delivered to one or more of its\nrecipients. This is a permanent error. The following address(es) failed:\n\n" +
		"  alice@example.net\n    host mx.example.net [192.0.2.1]\n    SMTP error from remote mail server after RCPT TO:<alice@example.net>:\n    550 5.1.1 User unknown\n\n" +
		"------ This is a copy of the message, including all the headers. ------\n\nMessage-ID: <r17.abc@example.org>\nFrom: judge@example.org\nTo: alice@example.net\n\nS1901M results\n",
		"alice@example.net", "5.1.1", "<r17.abc@example.org>", "failed"},
	{"qmail", "From: MAILER-DAEMON@mail.example.com\nTo: judge@example.org\nSubject: failure notice\n\n" +
		"Hi. This is the qmail-send program at mail.example.com.\nI'm afraid I wasn't able to deliver your message to the following addresses.\nThis is a permanent error; I've given up. Sorry it didn't work out.\n\n" +
		"<bob@example.com>:\nSorry, no mailbox here by that name. (#5.1.1)\n\n--- Below this line is a copy of the message.\n\nMessage-Id: <r18.def@example.org>\nTo: bob@example.com\n",
		"bob@example.com", "5.1.1", "<r18.def@example.org>", "failed"},
	{"postfix-plain", "Return-Path: <>\nFrom: MAILER-DAEMON@relay.example.org (Mail Delivery System)\nTo: judge@example.org\nSubject: Undelivered Mail Returned to Sender\n\n" +
		"I'm sorry to have to inform you that your message could not\nbe delivered to one or more recipients.\n\n" +
		"<carol@example.biz>: host mx.example.biz[198.51.100.7] said: 552 5.2.2 Mailbox\n    full (in reply to RCPT TO command)\n",
		"carol@example.biz", "5.2.2", "", "failed"},
	{"delayed", "From: postmaster@example.com\nTo: judge@example.org\nSubject: Delivery Status Notification (Delay)\n\n" +
		"Delivery to the following recipient has been delayed:\n\n     dave@example.com\n\nMessage will be retried for 2 more day(s)\n",
		"dave@example.com", "4.0.0", "", "delayed"},
	{"webmail", "From: Mail Delivery Subsystem <mailer-daemon@example.com>\nTo: judge@example.org\nSubject: Delivery Status Notification (Failure)\n\n" +
		"Address not found\n\nYour message wasn't delivered to erin@example.com because the address couldn't be found, or is unable to receive mail.\n",
		"erin@example.com", "5.0.0", "", "failed"},
}

func TestPlainTextBouncesAreRead(t *testing.T) {
	for _, c := range plainBounces {
		m, err := Parse([]byte(strings.ReplaceAll(c.raw, "\n", "\r\n")), &Options{Self: []string{"judge@example.org"}})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if m.Bounce == nil || len(m.Bounce.Recipients) != 1 {
			t.Errorf("%s: not read as a bounce: %+v", c.name, m.Bounce)
			continue
		}
		r := m.Bounce.Recipients[0]
		if r.Addr != c.addr || r.Status != c.status || r.Action != c.action || m.Bounce.OriginalMessageID != c.msgID {
			t.Errorf("%s: got %s %s %s %q, want %s %s %s %q", c.name, r.Addr, r.Status, r.Action, m.Bounce.OriginalMessageID, c.addr, c.status, c.action, c.msgID)
		}
	}
	// A player who writes about a failed delivery is not a bounce.
	m, err := Parse([]byte("From: alice@example.net\r\nTo: judge@example.org\r\nSubject: my orders were not delivered?\r\n\r\nA Par - Bur\r\n"), nil)
	if err != nil || m.Bounce != nil {
		t.Errorf("a player's mail read as a bounce: %+v, %v", m.Bounce, err)
	}
}
