package main

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/mailio/mailtest"
	"adjutant/templates/i18n"
)

// mailPlan sends a seat's lines under its SIGNON line, waits for the reply
// (and, when it is the last seat asked, for the results that follow), and
// checks that the reply carries the summary the shadow game gives the same
// lines without a problem. It returns the accepted submission, to resolve
// the shadow with, and the Message-ID of the mail sent.
func mailPlan(t *testing.T, smtpAddr string, mbox *gbMailbox, signon string, lines []string, last bool, shadow games.Game, seat games.Seat) (games.Submission, string) {
	t.Helper()
	body := signon + "\n" + strings.Join(lines, "\n") + "\n"
	msgID := submit(t, smtpAddr, mbox.addr, "judge@localhost", "plan", body)
	n := 1
	if last {
		n = 2
	}
	var reply *mailtest.Mail
	for _, m := range mbox.await(n) {
		if m.InReplyTo == msgID {
			reply = &m
		}
	}
	numbered := make([]games.Line, len(lines))
	for k, text := range lines {
		numbered[k] = games.Line{N: k + 2, Text: text}
	}
	res := shadow.Submit(seat, numbered, i18n.English)
	if len(res.Problems) > 0 {
		t.Fatalf("%s: %s's lines refused by the engine: %s", shadow.Phase().ID, seat, res.Problems[0].Render(i18n.English))
	}
	if reply == nil || !hasText(reply.Body, res.Summary) || strings.Contains(reply.Body, "\nProblems (") {
		t.Fatalf("%s: the reply to %s (want the summary %q):\n%v", shadow.Phase().ID, seat, res.Summary, reply)
	}
	return res.Accepted, msgID
}
