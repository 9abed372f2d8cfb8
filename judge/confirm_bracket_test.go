package judge

import (
	"strings"
	"testing"

	"adjutant/mailio/mailtest"
)

// halfWidthBrackets turns a Chinese request's subject back into the form
// the judge wrote before its brackets were full width: "邀請您加入一局棋
// (CONFIRM west …)". Requests mailed before an upgrade still carry it.
func halfWidthBrackets(m mailtest.Mail) mailtest.Mail {
	m.Subject = strings.NewReplacer("（", " (", "）", ")").Replace(m.Subject)
	return m
}

// TestChineseOfferRepliesConfirmInEitherBracket: a Chinese game's REPLACE
// offer carries its CONFIRM line in full-width brackets, and a reply to it
// takes the seat; so does a reply to an offer in the old half-width form,
// mailed before the upgrade and answered after it.
func TestChineseOfferRepliesConfirmInEitherBracket(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	tj.asMaster(t, "SET lang zh-Hant")
	for _, c := range []struct {
		power, addr string
		old         bool
	}{{"Italy", "fresh@example.net", false}, {"France", "old@example.net", true}} {
		tj.asMaster(t, "EJECT "+c.power+"\nREPLACE "+c.power+" "+c.addr)
		offer := tj.last(t, c.addr)
		if !strings.Contains(offer.Subject, "邀請您加入一局棋（CONFIRM west ") || !strings.HasSuffix(offer.Subject, "）") {
			t.Fatalf("the Chinese offer's subject %q does not bracket its CONFIRM line in full width", offer.Subject)
		}
		if c.old {
			offer = halfWidthBrackets(offer)
		}
		r := replyTo(t, tj, c.addr, offer)
		p := tj.endRecord(t, "west").PlayerByAddr(c.addr)
		if p == nil || !strings.Contains(tj.endRecord(t, "west").SeatText(p.Seats).In("en"), c.power) {
			t.Fatalf("a reply to the offer %q did not seat %s as %s; the answer:\n%s", offer.Subject, c.addr, c.power, r.Body)
		}
	}
}

// TestChineseJoinRepliesConfirmInEitherBracket: a first join written in
// Chinese is answered with a request whose subject brackets the CONFIRM
// line in full width; a reply to it joins, and so does a reply to the old
// half-width form.
func TestChineseJoinRepliesConfirmInEitherBracket(t *testing.T) {
	tj := newJoinConfirmJudge(t)
	tj.send(t, "master@example.org", "CREATE ?west masterpw standard")
	for _, c := range []struct {
		addr string
		old  bool
	}{{"fresh@example.org", false}, {"old@example.org", true}} {
		req := tj.send(t, c.addr, "登入 ?west pw 奧匈")
		if !strings.Contains(req.Subject, "（CONFIRM west ") || !strings.HasSuffix(req.Subject, "）") {
			t.Fatalf("the Chinese join's request %q does not bracket its CONFIRM line in full width:\n%s", req.Subject, req.Body)
		}
		if c.old {
			req = halfWidthBrackets(req)
		}
		replyTo(t, tj, c.addr, req)
		if tj.endRecord(t, "west").PlayerByAddr(c.addr) == nil {
			t.Fatalf("a reply to the request %q did not seat %s", req.Subject, c.addr)
		}
	}
}
