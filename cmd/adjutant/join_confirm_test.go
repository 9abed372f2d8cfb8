package main

import (
	"regexp"
	"strings"
	"testing"
)

var joinConfirmLineRE = regexp.MustCompile(`CONFIRM jc [0-9a-f]{16}`)

// TestForgedJoinMailsOnlyTheRequest runs the daemon with
// limits.confirm_joins on, as `adjutant dev` and the daemon's default
// config have it. A SIGNON ?game in someone else's name mails that address
// exactly one mail, the request, and the game does not start without it;
// once the address replies to the request it is seated and the game starts.
func TestForgedJoinMailsOnlyTheRequest(t *testing.T) {
	dir := t.TempDir()
	mail, cfg := devMailAndJudge(t, dir)
	cfg.ConfirmJoins = true
	cfg.RepliesPerHour = 1000
	stop := runInBackground(t, cfg)
	box := func(addr string) *gbMailbox { return &gbMailbox{t: t, mail: mail, addr: addr} }
	umpire, red, blue := box("umpire@example.org"), box("red@example.org"), box("blue@example.org")
	reply := func(m *gbMailbox, subject, body string) string {
		t.Helper()
		id := submit(t, mail.SMTPAddr(), m.addr, "judge@localhost", subject, body)
		r := m.await(1)[0]
		if r.InReplyTo != id {
			t.Fatalf("%s: the next mail is not the reply: %s\n%s", m.addr, r.Subject, r.Body)
		}
		return r.Body
	}
	reply(umpire, "new", "CREATE ?jc mpw maneuver standard\n")

	// Blue joins and confirms by typing the line.
	body := reply(blue, "join", "SIGNON ?jc b1ue Blue\n")
	line := joinConfirmLineRE.FindString(body)
	if line == "" || !hasText(body, "to join jc, this address must first confirm") {
		t.Fatalf("the reply to a first-time join:\n%s", body)
	}
	if body := reply(blue, "yes", line+"\n"); !hasText(body, "you joined jc (1 of 2 players)") {
		t.Fatalf("Blue's CONFIRM:\n%s", body)
	}

	// Someone writes Red's join in red@'s name.
	submit(t, mail.SMTPAddr(), red.addr, "judge@localhost", "join", "SIGNON ?jc forged Red\n")
	req := red.await(1)[0]
	if !strings.Contains(req.Subject, "(CONFIRM jc ") || !hasText(req.Body, "Places go to those who confirm first") {
		t.Fatalf("the forged join's mail: %s\n%s", req.Subject, req.Body)
	}
	// A mail round trip later, nothing more has come to anyone: the game
	// waits for Red.
	if body := reply(umpire, "list", "LIST jc\n"); strings.Contains(body, "has started") {
		t.Fatalf("LIST jc:\n%s", body)
	}
	for _, m := range []*gbMailbox{red, blue, umpire} {
		if raws, _ := mail.Messages(m.addr); len(raws) != len(m.all) {
			t.Fatalf("%s got %d mails, want %d: the game mailed it before Red confirmed", m.addr, len(raws), len(m.all))
		}
	}

	// red@ replies to the request without typing anything.
	quoted := "> " + strings.ReplaceAll(strings.TrimSpace(req.Body), "\n", "\n> ") + "\n"
	id := submit(t, mail.SMTPAddr(), red.addr, "judge@localhost", "Re: "+req.Subject, quoted)
	got := red.await(2) // the reply and the start mail
	if got[0].InReplyTo != id || !hasText(got[0].Body, "you joined jc (2 of 2 players)") || !hasText(got[0].Body, "The game is full and has started") {
		t.Fatalf("the reply to the request: %s\n%s", got[0].Subject, got[0].Body)
	}
	if !strings.Contains(got[1].Subject, "the game has started") {
		t.Fatalf("Red's second mail: %s\n%s", got[1].Subject, got[1].Body)
	}
	for _, m := range []*gbMailbox{blue, umpire} {
		if s := m.await(1)[0].Subject; !strings.Contains(s, "the game has started") {
			t.Errorf("%s's next mail: %s, want the start mail", m.addr, s)
		}
	}
	stop()
}
