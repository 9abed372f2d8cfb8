package judge

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"adjutant/mailio/mailtest"
)

// acceptOffer answers the one mail a REPLACE sent to addr, as a mail client's
// Reply does: "Re:" and the subject, the offer quoted, nothing typed. It
// returns the judge's answer.
func (tj *testJudge) acceptOffer(t *testing.T, addr string) mailtest.Mail {
	t.Helper()
	all := tj.mailsTo(t, addr)
	if len(all) != 1 || !strings.Contains(all[0].Subject, "you are offered a place") {
		t.Fatalf("%s has %d mails, want the one offer: %+v", addr, len(all), all)
	}
	return replyTo(t, tj, addr, all[0])
}

// TestReplaceMailsOnlyAConfirmationRequest: a master's mail with 50 REPLACE
// lines sends at most five requests (the rest are refused, saying why); the
// seat changes only when an address accepts, and an older offer it
// withdrew no longer works.
func TestReplaceMailsOnlyAConfirmationRequest(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	before := len(tj.allMail(t))
	var lines []string
	for i := 1; i <= 50; i++ {
		lines = append(lines, fmt.Sprintf("REPLACE France p%d@example.net", i))
	}
	r := tj.asMaster(t, strings.Join(lines, "\n"))
	mustContain(t, "50 REPLACE lines", r.Body,
		"p5@example.net has been mailed one request to confirm taking France",
		`line 7 "REPLACE France p6@example.net": REPLACE refused: one mail may ask at most 5 addresses to confirm game mail`,
		"Problems (45)")
	sent := tj.allMail(t)[before:]
	if len(sent) != 6 { // the reply and five requests
		t.Fatalf("the mail with 50 REPLACE lines caused %d mails, want 6", len(sent))
	}
	for i := 6; i <= 50; i++ {
		if n := len(tj.mailsTo(t, fmt.Sprintf("p%d@example.net", i))); n != 0 {
			t.Fatalf("p%d@example.net got %d mails", i, n)
		}
	}
	mustContain(t, "LIST before anyone confirms", tj.listWest(t), "France")
	if rec := tj.endRecord(t, "west"); rec.PlayerBySeat("France").Addr != "france@example.org" {
		t.Fatalf("France changed hands before anyone confirmed: %s", rec.PlayerBySeat("France").Addr)
	}
	// p1's offer was withdrawn by the next REPLACE of France.
	offer := tj.mailsTo(t, "p1@example.net")[0]
	code := offer.Subject[strings.LastIndex(offer.Subject, " ")+1 : len(offer.Subject)-1]
	mustContain(t, "a withdrawn offer", tj.send(t, "p1@example.net", "CONFIRM west "+code).Body, "nothing with this code is waiting for confirmation in west")
	// Someone else cannot accept p5's offer with its code.
	offer = tj.mailsTo(t, "p5@example.net")[0]
	code = offer.Subject[strings.LastIndex(offer.Subject, " ")+1 : len(offer.Subject)-1]
	mustContain(t, "an offer taken up elsewhere", tj.send(t, "p4@example.net", "CONFIRM west "+code).Body, "this code was mailed to another address")
	mustContain(t, "p5 accepts", tj.acceptOffer(t, "p5@example.net").Body, "confirmed: you now play France in west")
	if rec := tj.endRecord(t, "west"); rec.PlayerBySeat("France").Addr != "p5@example.net" {
		t.Fatalf("France after p5 confirmed: %s", rec.PlayerBySeat("France").Addr)
	}
	mustContain(t, "the new player's password", tj.newest(t, "p5@example.net", "you now play France").Body, "Your password is")
}

// TestConfirmationRequestsPerAddressPerDay: one address is sent at most
// three requests in 24 hours, whatever asks; the refusal says until when.
func TestConfirmationRequestsPerAddressPerDay(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	r := tj.asMaster(t, "REPLACE France x@example.net\nREPLACE Italy x@example.net\nREPLACE Russia x@example.net\nREPLACE Turkey x@example.net")
	mustContain(t, "a fourth request to one address", r.Body,
		"x@example.net has been mailed one request to confirm taking Russia",
		"REPLACE refused: x@example.net has been sent 3 confirmation requests in the last 24 hours, the most the judge sends to one address; try again after Mon 23 Nov 2026 12:00 UTC")
	if n := len(tj.mailsTo(t, "x@example.net")); n != 3 {
		t.Fatalf("x@example.net got %d mails, want 3", n)
	}
	tj.now = tj.now.Add(24 * time.Hour)
	mustContain(t, "a day later", tj.asMaster(t, "REPLACE Turkey x@example.net").Body, "x@example.net has been mailed one request to confirm taking Turkey")
}

// TestForgedObserveMailsNoReports: OBSERVE in someone's name gets that
// address one mail, the request with its code, and no reports until it
// confirms; then the reports come.
func TestForgedObserveMailsNoReports(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	r := tj.send(t, "victim@example.net", "OBSERVE west")
	mustContain(t, "the OBSERVE reply", r.Body, "to get west's reports here, this address must first confirm that it wants them", "CONFIRM west ")
	line := ""
	for _, l := range strings.Split(r.Body, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "CONFIRM west ") {
			line = strings.TrimSpace(l)
		}
	}
	mustContain(t, "OBSERVE again", tj.send(t, "victim@example.net", "OBSERVE west").Body, line)
	for _, power := range sevenPowers {
		tj.send(t, players[power], "SIGNON "+power[:1]+"west pw-"+power+"\n"+springOrders[power])
	}
	if n := count(tj, t, "victim@example.net", "S1901M results"); n != 0 {
		t.Fatalf("an unconfirmed observer got %d results mails", n)
	}
	mustContain(t, "CONFIRM", tj.send(t, "victim@example.net", line).Body, "confirmed: you will receive west's reports")
	tj.now = tj.now.Add(73 * time.Hour)
	tj.tick()
	tj.tick()
	if n := count(tj, t, "victim@example.net", "F1901M results"); n != 1 {
		t.Fatalf("the confirmed observer got %d F1901M results mails, want 1", n)
	}
}
