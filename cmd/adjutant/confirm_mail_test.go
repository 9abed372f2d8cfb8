package main

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/maneuver"
	"adjutant/mailio/mailtest"
)

// cfTable is a two-player Maneuver game played by mail through the embedded
// servers, with a shadow game that says whose turn it is and what they send.
type cfTable struct {
	t        *testing.T
	smtpAddr string
	seed     [games.SeedSize]byte
	shadow   games.Game
	seq      uint64
	boxes    map[games.Seat]*gbMailbox
	signon   map[games.Seat]string
	scripts  map[games.Seat]maneuver.Scripted
}

// step has the seat asked send its lines; everyone in watchers (players
// not asked, the master, observers) then gets the results. It returns the
// phase id resolved.
func (c *cfTable) step(watchers ...*gbMailbox) string {
	c.t.Helper()
	r := c.shadow.Requests()[0]
	lines := c.scripts[r.Seat].Lines(c.shadow.(*maneuver.Game))
	sub, _ := mailPlan(c.t, c.smtpAddr, c.boxes[r.Seat], c.signon[r.Seat], lines, true, c.shadow, r.Seat)
	id := c.shadow.Phase().ID
	for seat, box := range c.boxes {
		if seat != r.Seat {
			box.await(1)
		}
	}
	for _, w := range watchers {
		if got := w.await(1)[0]; got.Subject != "cf: "+id+" results" {
			c.t.Fatalf("%s got %q, want the %s results", w.addr, got.Subject, id)
		}
	}
	c.resolve(map[games.Seat]games.Submission{r.Seat: sub})
	return id
}

func (c *cfTable) resolve(subs map[games.Seat]games.Submission) {
	c.t.Helper()
	c.seq++
	res, err := c.shadow.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice(c.seed, fmt.Sprintf("%d:%s", c.seq, c.shadow.Phase().ID)))
	if err != nil {
		c.t.Fatal(err)
	}
	c.shadow = res.Next
}

var confirmLineRE = regexp.MustCompile(`CONFIRM cf [0-9a-f]{16}`)

// TestConfirmationsByMail: a forged OBSERVE gets its address one mail, the
// request, and no reports until that address confirms; then the reports
// come. A master's mail with 50 REPLACE lines mails five addresses one
// request each and refuses the rest, saying why; the seat changes hands
// only when one of them replies to its request.
func TestConfirmationsByMail(t *testing.T) {
	dir := t.TempDir()
	mail, cfg := devMailAndJudge(t, dir)
	cfg.RepliesPerHour = 1000
	c := &cfTable{t: t, smtpAddr: mail.SMTPAddr(), seed: [games.SeedSize]byte{4, 4, 2}}
	stop := runDaemonFor(t, cfg, &c.seed)
	box := func(addr string) *gbMailbox { return &gbMailbox{t: t, mail: mail, addr: addr} }
	send := func(m *gbMailbox, subject, body string) mailtest.Mail {
		t.Helper()
		id := submit(t, c.smtpAddr, m.addr, "judge@localhost", subject, body)
		r := m.await(1)[0]
		if r.InReplyTo != id {
			t.Fatalf("%s: the next mail is not the reply:\n%s", m.addr, r.Body)
		}
		return r
	}
	umpire, red, blue := box("umpire@example.org"), box("red@example.org"), box("blue@example.org")
	send(umpire, "new", "CREATE ?cf mpw maneuver standard\n")
	send(red, "join", "SIGNON ?cf r3d Red\n")
	submit(t, c.smtpAddr, blue.addr, "judge@localhost", "join", "SIGNON ?cf b1ue Blue\n")
	blue.await(3) // the reply, the start mail and the first roll's results
	red.await(2)
	umpire.await(2)
	c.boxes = map[games.Seat]*gbMailbox{"Blue": blue, "Red": red}
	c.signon = map[games.Seat]string{"Blue": "SIGNON Bcf b1ue", "Red": "SIGNON Rcf r3d"}
	c.scripts = map[games.Seat]maneuver.Scripted{"Blue": {Seat: maneuver.Blue, Cautious: true}, "Red": {Seat: maneuver.Red}}
	var err error
	if c.shadow, err = (maneuver.Engine{}).New("standard", nil, nil); err != nil {
		t.Fatal(err)
	}
	c.resolve(nil)

	// Someone writes OBSERVE in the victim's name.
	victim := box("victim@example.org")
	r := send(victim, "watch", "OBSERVE cf\n")
	line := confirmLineRE.FindString(r.Body)
	if line == "" || !hasText(r.Body, "to get cf's reports here, this address must first confirm that it wants them") {
		t.Fatalf("the reply to the forged OBSERVE:\n%s", r.Body)
	}
	c.step(umpire)
	c.step(umpire)
	if raws, _ := mail.Messages(victim.addr); len(raws) != 1 {
		t.Fatalf("the address named in a forged OBSERVE got %d mails before confirming, want the one request", len(raws))
	}
	// The victim (or a real observer) confirms: the reports come.
	if r := send(victim, "yes", line+"\n"); !hasText(r.Body, "confirmed: you will receive cf's reports") {
		t.Fatalf("CONFIRM:\n%s", r.Body)
	}
	c.step(umpire, victim)

	// 50 REPLACE lines in one mail.
	var lines []string
	for i := 1; i <= 50; i++ {
		lines = append(lines, fmt.Sprintf("REPLACE Red p%d@example.org", i))
	}
	r = send(umpire, "replace", "SIGNON Mcf mpw\n"+strings.Join(lines, "\n")+"\n")
	for _, want := range []string{"p5@example.org has been mailed one request to confirm taking Red", "Problems (45)",
		`line 7 "REPLACE Red p6@example.org": REPLACE refused: one mail may ask at most 5 addresses to confirm game mail`} {
		if !hasText(r.Body, want) {
			t.Errorf("the answer to 50 REPLACE lines lacks %q:\n%s", want, r.Body)
		}
	}
	offers := map[int]mailtest.Mail{}
	for i := 1; i <= 5; i++ {
		offers[i] = box(fmt.Sprintf("p%d@example.org", i)).await(1)[0]
		if !strings.HasPrefix(offers[i].Subject, "cf: you are offered a place in a game (CONFIRM cf ") {
			t.Fatalf("p%d's mail: %s\n%s", i, offers[i].Subject, offers[i].Body)
		}
	}
	// p5 replies to the request without typing anything: Red is theirs.
	p5 := box("p5@example.org")
	p5.all = append(p5.all, offers[5])
	quoted := "> " + strings.ReplaceAll(strings.TrimSpace(offers[5].Body), "\n", "\n> ") + "\n"
	id := submit(t, c.smtpAddr, p5.addr, "judge@localhost", "Re: "+offers[5].Subject, quoted)
	// The reply, and the password in a mail of its own.
	for _, m := range p5.await(2) {
		switch {
		case m.InReplyTo == id:
			if !hasText(m.Body, "confirmed: you now play Red in cf") {
				t.Fatalf("the reply to the offer:\n%s", m.Body)
			}
		case m.Subject != "cf: you now play Red" || !strings.Contains(m.Body, "Your password is"):
			t.Fatalf("the new player's mail: %s\n%s", m.Subject, m.Body)
		}
	}
	if m := umpire.await(1)[0]; m.Subject != "cf: Red has a new player" {
		t.Errorf("the master's news: %s\n%s", m.Subject, m.Body)
	}
	// p1's offer was withdrawn by the next REPLACE of Red.
	p1 := box("p1@example.org")
	p1.all = append(p1.all, offers[1])
	code := confirmLineRE.FindString(offers[1].Body)
	if r := send(p1, "yes", code+"\n"); !hasText(r.Body, "nothing with this code is waiting for confirmation in cf") {
		t.Errorf("a withdrawn offer:\n%s", r.Body)
	}
	stop()
	for i := 6; i <= 50; i++ {
		if raws, _ := mail.Messages(fmt.Sprintf("p%d@example.org", i)); len(raws) != 0 {
			t.Fatalf("p%d@example.org got %d mails", i, len(raws))
		}
	}
	if raws, _ := mail.Messages(victim.addr); len(raws) != len(victim.all) {
		t.Errorf("the observer got %d mails, %d expected", len(raws), len(victim.all))
	}
}
