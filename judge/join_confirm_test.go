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
	mustContain(t, addr+"'s join", r.Body, "to join "+game+", this address must first confirm", "Your place is held until then")
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

// TestJoinWaitsForConfirmation: a first-time address's SIGNON ?game holds
// a place and mails it only the request; the game does not start while a
// place is held, and a further newcomer finds no place; a reply to the
// request (or CONFIRM typed out) seats the address and the game starts.
// An address that confirmed once joins the next game at once.
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
	// Turkey's join is forged: the place is held, nothing starts.
	turkey := "turkey@example.org"
	req := heldJoin(t, tj, turkey, "west", "pw-Turkey", "T")
	for _, m := range tj.allMail(t) {
		if strings.Contains(m.Subject, "the game has started") {
			t.Fatalf("the game started with a place held: %s", m.Subject)
		}
	}
	r := tj.send(t, "late@example.org", "SIGNON ?west pw-late")
	mustContain(t, "a join while the last place is held", r.Body, "west has no place left to join: the places still open are held")
	// The same address asking again gets the same code.
	again := heldJoin(t, tj, turkey, "west", "pw-Turkey", "T")
	if joinConfirmRE.FindString(again.Subject) != joinConfirmRE.FindString(req.Subject) {
		t.Fatalf("a second SIGNON drew a new code: %q, then %q", req.Subject, again.Subject)
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
	// Austria confirmed once: the next game seats it at once.
	tj.send(t, "master@example.org", "CREATE ?east masterpw standard")
	r = tj.send(t, "austria@example.org", "SIGNON ?east pw-a2")
	mustContain(t, "a confirmed address's join", r.Body, "you joined east (1 of 7 players)")
	if strings.Contains(r.Subject, "CONFIRM") {
		t.Errorf("a join at once carries a CONFIRM line: %q", r.Subject)
	}
}

// TestHeldJoinExpiresAndLeaves: a held place not confirmed within 7 days is
// freed for the next newcomer, and its code then fails; LEAVE with the
// password frees a held place at once.
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
	mustContain(t, "a late confirmation", r.Body, "your place in east was held for 7 days without a confirmation and has been given up")
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
