package judge

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/games/diplomacy"
	"adjutant/mailio/mailtest"
)

func newJoinConfirmJudge(t *testing.T) *testJudge {
	t.Helper()
	return newTestJudge(t, Options{Engines: []games.Engine{diplomacy.New()}, RepliesPerHour: 1000, ConfirmJoins: true})
}

var joinConfirmRE = regexp.MustCompile(`CONFIRM (\w+) [0-9a-f]{16}`)

// heldJoin sends SIGNON ?game from addr, a first-time address, and checks
// that the one mail it gets is the request, its subject carrying the
// CONFIRM line. It returns that mail.
func heldJoin(t *testing.T, tj *testJudge, addr, game, pw, prefs string) mailtest.Mail {
	t.Helper()
	before := len(tj.mailsTo(t, addr))
	r := tj.send(t, addr, fmt.Sprintf("SIGNON ?%s %s %s", game, pw, prefs))
	mustContain(t, addr+"'s join", r.Body, "to join "+game+", this address must first confirm", "Places go to those who confirm first")
	if m := joinConfirmRE.FindString(r.Subject); m == "" || !strings.HasPrefix(m, "CONFIRM "+game+" ") {
		t.Fatalf("the request's subject %q carries no CONFIRM line", r.Subject)
	}
	if strings.Contains(r.Body, "you joined") {
		t.Fatalf("a first-time address was seated at once:\n%s", r.Body)
	}
	if n := len(tj.mailsTo(t, addr)) - before; n != 1 {
		t.Fatalf("%s got %d mails for its join, want the one request", addr, n)
	}
	return r
}

// replyTo answers req as a mail client's Reply does: "Re:" and the
// subject, the request quoted, nothing typed.
func replyTo(t *testing.T, tj *testJudge, addr string, req mailtest.Mail) mailtest.Mail {
	t.Helper()
	msgSeq++
	id := fmt.Sprintf("m%d@test", msgSeq)
	quoted := "> " + strings.ReplaceAll(strings.TrimSpace(req.Body), "\n", "\n> ") + "\n"
	tj.deliver(t, mailFrom(addr, id, "Re: "+req.Subject, "\n"+quoted, "In-Reply-To: "+req.MessageID))
	for _, m := range tj.mailsTo(t, addr) {
		if m.InReplyTo == "<"+id+">" {
			return m
		}
	}
	t.Fatalf("no answer to %s's reply", addr)
	return mailtest.Mail{}
}

// TestJoinWaitsForConfirmation: a first-time address's SIGNON ?game mails
// it only the request and seats nobody; a reply to the request (or CONFIRM
// typed out) seats the address and the game starts when it is full. A
// waiting join reserves no place: a forged one cannot hold the game back,
// and its confirmation after the game filled is told so. An address that
// confirmed once joins the next game at once.
func TestJoinWaitsForConfirmation(t *testing.T) {
	tj := newJoinConfirmJudge(t)
	tj.send(t, "master@example.org", "CREATE ?west masterpw standard")
	for i, power := range sevenPowers[:6] {
		addr := strings.ToLower(power) + "@example.org"
		req := heldJoin(t, tj, addr, "west", "pw-"+power, power[:1])
		var r mailtest.Mail
		if i%2 == 0 {
			r = replyTo(t, tj, addr, req)
		} else {
			r = tj.send(t, addr, joinConfirmRE.FindString(req.Body))
		}
		mustContain(t, addr+"'s confirmation", r.Body, fmt.Sprintf("you joined west (%d of 7 players)", i+1))
	}
	// A forged join waits for a confirmation that never comes; nothing
	// starts, and it holds no place against the next newcomer.
	forged := "forged@example.org"
	req := heldJoin(t, tj, forged, "west", "pw-forged", "T")
	for _, m := range tj.allMail(t) {
		if strings.Contains(m.Subject, "the game has started") {
			t.Fatalf("the game started with a join unconfirmed: %s", m.Subject)
		}
	}
	r := tj.send(t, "austria@example.org", "LIST west")
	mustContain(t, "LIST of a game with a join waiting", r.Body, "forming, 6 of 7 players\n", "  1 more waiting to confirm a join")
	turkey := "turkey@example.org"
	first := heldJoin(t, tj, turkey, "west", "pw-Turkey", "T")
	// The same address asking again gets the same code.
	again := heldJoin(t, tj, turkey, "west", "pw-Turkey", "T")
	if joinConfirmRE.FindString(again.Subject) != joinConfirmRE.FindString(first.Subject) {
		t.Fatalf("a second SIGNON drew a new code: %q, then %q", first.Subject, again.Subject)
	}
	r = replyTo(t, tj, turkey, again)
	mustContain(t, "Turkey's confirmation", r.Body, "you joined west (7 of 7 players)", "The game is full and has started")
	for _, power := range sevenPowers {
		found := false
		for _, m := range tj.mailsTo(t, strings.ToLower(power)+"@example.org") {
			if strings.Contains(m.Subject, "the game has started") {
				found = true
				mustContain(t, power+"'s start mail", m.Body, "You play "+power)
			}
		}
		if !found {
			t.Errorf("%s got no start mail", power)
		}
	}
	r = replyTo(t, tj, forged, req)
	mustContain(t, "a confirmation after the game filled", r.Body, "west filled up and started before this confirmation arrived")
	// Austria confirmed once: the next game seats it at once.
	tj.send(t, "master@example.org", "CREATE ?east masterpw standard")
	r = tj.send(t, "austria@example.org", "SIGNON ?east pw-a2")
	mustContain(t, "a confirmed address's join", r.Body, "you joined east (1 of 7 players)")
	if strings.Contains(r.Subject, "CONFIRM") {
		t.Errorf("a join at once carries a CONFIRM line: %q", r.Subject)
	}
}

// TestHeldJoinExpiresAndLeaves: a join not confirmed within 7 days lapses
// and its code then fails; LEAVE with the password withdraws a waiting
// join at once.
func TestHeldJoinExpiresAndLeaves(t *testing.T) {
	tj := newJoinConfirmJudge(t)
	tj.send(t, "master@example.org", "CREATE ?west masterpw standard")
	req := heldJoin(t, tj, "forged@example.org", "west", "pw1", "")
	tj.now = tj.now.Add(8 * 24 * time.Hour)
	heldJoin(t, tj, "other@example.org", "west", "pw2", "")
	r := replyTo(t, tj, "forged@example.org", req)
	mustContain(t, "an expired hold's confirmation", r.Body, "nothing with this code is waiting for confirmation in west")
	// A hold nobody else's join dropped: its own late reply says so.
	tj.send(t, "master@example.org", "CREATE ?east masterpw standard")
	late := heldJoin(t, tj, "slow@example.org", "east", "pw3", "")
	tj.now = tj.now.Add(8 * 24 * time.Hour)
	r = replyTo(t, tj, "slow@example.org", late)
	mustContain(t, "a late confirmation", r.Body, "your join of east waited 7 days without a confirmation and has lapsed")
	r = tj.send(t, "other@example.org", "LEAVE ?west pw2")
	mustContain(t, "LEAVE of a held place", r.Body, "you left west")
}

// TestJoinsAtOnceWithTheOptionOff: with ConfirmJoins off (the judge's zero
// value) a join seats its sender at once, as before.
func TestJoinsAtOnceWithTheOptionOff(t *testing.T) {
	tj := newGameJudge(t)
	tj.send(t, "master@example.org", "CREATE ?west masterpw standard")
	r := tj.send(t, "new@example.org", "SIGNON ?west pw")
	mustContain(t, "a join with the option off", r.Body, "you joined west (1 of 7 players)")
}

// TestWaitingJoinsAreBounded: a forming game keeps two waiting joins a
// place; the next pushes out the oldest, whose code then finds nothing,
// and a join confirmed from then on still seats its address.
func TestWaitingJoinsAreBounded(t *testing.T) {
	tj := newJoinConfirmJudge(t)
	tj.send(t, "master@example.org", "CREATE ?west masterpw standard")
	var reqs []mailtest.Mail
	for i := range 15 {
		reqs = append(reqs, heldJoin(t, tj, fmt.Sprintf("n%02d@example.org", i), "west", "pw", ""))
	}
	r := replyTo(t, tj, "n00@example.org", reqs[0])
	mustContain(t, "the oldest waiting join's confirmation", r.Body, "nothing with this code is waiting for confirmation in west")
	r = replyTo(t, tj, "n01@example.org", reqs[1])
	mustContain(t, "a kept waiting join's confirmation", r.Body, "you joined west (1 of 7 players)")
}

// TestOneReplyConfirmsEveryJoinOfItsMail: a newcomer who joins three games
// in one mail gets one request whose subject carries the three CONFIRM
// lines, as each join's text says; replying to it with nothing typed (no
// quote either, as a phone's mail program may) seats the address in all
// three, and the answer does not claim the subject went unread.
func TestOneReplyConfirmsEveryJoinOfItsMail(t *testing.T) {
	tj := newJoinConfirmJudge(t)
	for _, g := range []string{"west", "east", "north"} {
		tj.send(t, "master@example.org", "CREATE ?"+g+" masterpw two-1914")
	}
	busy := "busy@example.org"
	req := tj.send(t, busy, "SIGNON ?west pw-w\nSIGNON ?east pw-e\nSIGNON ?north pw-n")
	for _, g := range []string{"west", "east", "north"} {
		line := regexp.MustCompile(`CONFIRM ` + g + ` [0-9a-f]{16}`).FindString(req.Body)
		if line == "" || !strings.Contains(req.Subject, line) {
			t.Fatalf("the request says a reply confirms the join of %s, but its subject %q does not carry %q:\n%s", g, req.Subject, line, req.Body)
		}
	}
	msgSeq++
	id := fmt.Sprintf("m%d@test", msgSeq)
	tj.deliver(t, mailFrom(busy, id, "Re: "+req.Subject, "\n", "In-Reply-To: "+req.MessageID))
	var r mailtest.Mail
	for _, m := range tj.mailsTo(t, busy) {
		if m.InReplyTo == "<"+id+">" {
			r = m
		}
	}
	mustContain(t, "the reply to the request", r.Body, "you joined west (1 of 2 players)", "you joined east (1 of 2 players)", "you joined north (1 of 2 players)")
	if strings.Contains(r.Body, "not from its subject") {
		t.Errorf("the answer says the subject is not read, yet it carried out the subject's CONFIRM lines:\n%s", r.Body)
	}
}

// A code copied with the bracket or full stop around it still confirms:
// "CONFIRM west 4d…7)" from the subject, "4d…7。" from a Chinese sentence.
func TestConfirmCodeCopiedWithItsPunctuation(t *testing.T) {
	tj := newJoinConfirmJudge(t)
	tj.send(t, "master@example.org", "CREATE ?west masterpw standard")
	for i, tail := range []string{")", "。", "\"."} {
		addr := fmt.Sprintf("copier%d@example.org", i)
		req := heldJoin(t, tj, addr, "west", "pw", "")
		line := joinConfirmRE.FindString(req.Subject)
		r := tj.send(t, addr, line+tail)
		mustContain(t, "a CONFIRM with "+tail+" after its code", r.Body, "you joined west")
	}
}
