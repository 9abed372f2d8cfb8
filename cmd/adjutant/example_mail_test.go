package main

import (
	"bytes"
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/example"
	"adjutant/mailio/mailtest"
	"adjutant/templates/i18n"
)

// The example engine by mail (issue #8): a master creates a hidden-number
// duel, two players join and play it to the end through the daemon and the
// embedded IMAP and SMTP servers, reading everything they need from the
// judge's mail. Then every mail each seat received is searched for the
// other seat's secrets, the master's mail for them, and everyone's last
// mail for the reveal; `adjutant verify` replays the game.
//
// The example engine is not in this build's games (players are not offered
// it): the daemon runs it through daemonEnv.testEngines.

// duelist is one seat at the table, and how it plays: it halves the range
// the answers leave (starting over when a bluff has emptied it), and, when
// asked about a guess, bluffs once if bluffer, else tells the truth.
type duelist struct {
	seat, code, pw string
	mbox           *gbMailbox
	bluffer        bool
	lo, hi, last   int
}

func (d *duelist) guess() int {
	if d.lo > d.hi || d.hi == 0 {
		d.lo, d.hi = 1, 1000
	}
	d.last = (d.lo + d.hi) / 2
	return d.last
}

// read takes in what a results mail says about the last guess of d: the
// other seat's answer.
func (d *duelist) read(body, other string) {
	m := regexp.MustCompile(other + ` answers (HIGHER|LOWER)`).FindStringSubmatch(body)
	switch {
	case m == nil:
	case m[1] == "HIGHER":
		d.lo = d.last + 1
	default:
		d.hi = d.last - 1
	}
}

var (
	duelAsked  = regexp.MustCompile(`Only (East|West) is asked: `)
	duelPrompt = regexp.MustCompile(`your secret is (\d+): HIGHER or LOWER than (East|West)'s (\d+)\?`)
	duelRolled = regexp.MustCompile(`West sent no secret: roll #1 chose (\d+) for it\.`)
)

func TestExampleDuelByMail(t *testing.T) {
	dir := t.TempDir()
	mail, cfg := devMailAndJudge(t, dir)
	cfg.RepliesPerHour = 1000
	seed := [games.SeedSize]byte{'d', 'u', 'e', 'l'}
	stop := runDaemonEnv(t, cfg, daemonEnv{
		seed:        func() [games.SeedSize]byte { return seed },
		testEngines: append(engines(), example.Engine{}),
	})
	smtpAddr := mail.SMTPAddr()
	box := func(addr string) *gbMailbox { return &gbMailbox{t: t, mail: mail, addr: addr} }
	send := func(from *gbMailbox, body string) string {
		return submit(t, smtpAddr, from.addr, "judge@localhost", "duel", body)
	}

	master := box("master@example.org")
	east := &duelist{seat: "East", code: "E", pw: "e4st", mbox: box("east@example.org")}
	west := &duelist{seat: "West", code: "W", pw: "w3st", mbox: box("west@example.org"), bluffer: true}
	seats := map[string]*duelist{"East": east, "West": west}
	readers := []*gbMailbox{master, east.mbox, west.mbox}

	// An option the engine refuses is explained in the master's language.
	send(master, "CREATE ?bad pw example max=5000\n")
	if r := master.await(1)[0]; !strings.Contains(r.Body, "max=5000: give a whole number from 2 to 1000") {
		t.Fatalf("CREATE with a bad option answered:\n%s", r.Body)
	}
	send(master, "CREATE ?duel pw example max=1000\n")
	if r := master.await(1)[0]; !strings.Contains(r.Body, "Game duel created: example, variant standard, 2 players") {
		t.Fatalf("CREATE answered:\n%s", r.Body)
	}
	send(east.mbox, "SIGNON ?duel e4st East\n")
	east.mbox.await(1)
	send(west.mbox, "SIGNON ?duel w3st West\n")
	west.mbox.await(2)
	east.mbox.await(1)
	master.await(1)
	for _, d := range seats {
		if start := d.mbox.find("duel: the game has started"); !strings.Contains(start.Body, "You play "+d.seat+".") {
			t.Fatalf("%s's start mail:\n%s", d.seat, start.Body)
		}
	}

	// The shadow is the engine run directly on the same lines with the
	// judge's dice labels; every results mail must carry its report.
	shadow, err := example.Engine{}.New("standard", map[string]string{"max": "1000"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	seq, lastID := 0, ""
	beforeEnd := map[*gbMailbox]int{} // mails read before the last resolution
	// accept is what the engine accepts of d's lines, as the judge stores it.
	accept := func(d *duelist, text ...string) map[games.Seat]games.Submission {
		t.Helper()
		ls := make([]games.Line, len(text))
		for i, l := range text {
			ls[i] = games.Line{N: i + 2, Text: l}
		}
		res := shadow.Submit(games.Seat(d.seat), ls, i18n.English)
		if len(res.Problems) > 0 {
			t.Fatalf("%s: %s", d.seat, res.Problems[0].Render(i18n.English))
		}
		return map[games.Seat]games.Submission{games.Seat(d.seat): res.Accepted}
	}
	// resolved sends body from sender, which makes the judge resolve the
	// phase; the shadow resolves it with subs. It waits for the reply and
	// everyone's results (and game over, at the end), and checks that each
	// results mail holds the engine's report for its reader.
	resolved := func(sender *gbMailbox, body string, subs map[games.Seat]games.Submission) {
		t.Helper()
		for _, r := range readers {
			beforeEnd[r] = len(r.all)
		}
		id := send(sender, body)
		seq++
		lastID = shadow.Phase().ID
		res, err := shadow.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice(seed, fmt.Sprintf("%d:%s", seq, lastID)))
		if err != nil {
			t.Fatal(err)
		}
		shadow = res.Next
		ended := shadow.Over() != nil
		for _, r := range readers {
			n := 1
			if ended {
				n++ // game over
			}
			if r == sender {
				n++ // the reply
			}
			r.await(n)
			v := games.MasterView()
			for _, d := range seats {
				if d.mbox == r {
					v = games.SeatView(games.Seat(d.seat))
				}
			}
			if ended {
				v = games.EndView()
			}
			want, err := example.Engine{}.Report(res.Result, v, i18n.English)
			if err != nil {
				t.Fatal(err)
			}
			if got := r.find("duel: " + lastID + " results"); !strings.Contains(got.Body, want) {
				t.Fatalf("%s: %s's results mail lacks the engine's report:\n%s\n--- want within:\n%s", lastID, r.addr, got.Body, want)
			}
		}
		for _, m := range sender.all {
			if m.InReplyTo == id {
				return
			}
		}
		t.Fatalf("no reply to %s's mail", sender.addr)
	}
	signon := func(d *duelist, lines ...string) string {
		return fmt.Sprintf("SIGNON %sduel %s\n%s\n", d.code, d.pw, strings.Join(lines, "\n"))
	}
	results := func(b *gbMailbox) string { return b.find("duel: " + lastID + " results").Body }

	// The secrets: East sends one and a standing answer; West sends none,
	// and the master processes the phase, so the dice choose West's.
	secret := []string{"SECRET 288", "ANSWER TRUTHFULLY"}
	subs := accept(east, secret...)
	send(east.mbox, signon(east, secret...))
	if r := east.mbox.await(1)[0]; !strings.Contains(r.Body, "SECRET 288; ANSWER TRUTHFULLY") {
		t.Fatalf("East's secret is not echoed:\n%s", r.Body)
	}
	resolved(master, "SIGNON Mduel pw\nPROCESS\n", subs)
	m := duelRolled.FindStringSubmatch(results(west.mbox))
	if m == nil {
		t.Fatalf("West's results mail does not tell West its secret:\n%s", results(west.mbox))
	}
	westSecret, _ := strconv.Atoi(m[1])

	// The guesses: each seat reads its turn, the answers to its guesses and
	// its private prompt from its own mail.
	bluffed := false
	for shadow.Over() == nil {
		if seq > 4*example.Rounds+1 {
			t.Fatalf("no end after %d resolutions", seq)
		}
		east.read(results(east.mbox), "West")
		west.read(results(west.mbox), "East")
		asked := duelAsked.FindStringSubmatch(results(master))
		if asked == nil || games.Seat(asked[1]) != shadow.Requests()[0].Seat {
			t.Fatalf("the master's mail does not name %s as asked:\n%s", shadow.Requests()[0].Seat, results(master))
		}
		d := seats[asked[1]]
		lines := []string{fmt.Sprintf("GUESS %d", d.guess())}
		if p := duelPrompt.FindStringSubmatch(results(d.mbox)); p != nil {
			secret, _ := strconv.Atoi(p[1])
			guess, _ := strconv.Atoi(p[3])
			higher := secret > guess
			if d.bluffer && !bluffed {
				higher, bluffed = !higher, true
			}
			lines = []string{map[bool]string{true: "HIGHER", false: "LOWER"}[higher]}
		}
		resolved(d.mbox, signon(d, lines...), accept(d, lines...))
	}
	end := shadow.Over()
	t.Logf("%s after %d resolutions by mail; West's secret %d", end.Reason.EN, seq, westSecret)
	if held := shadow.(*example.Game).State().Hands[example.West].Secret; !bluffed || westSecret != held {
		t.Fatalf("bluffed %v; West read the secret %d, the engine holds %d", bluffed, westSecret, held)
	}

	// Everyone reads the reveal in the last report, and the winner.
	reveal := fmt.Sprintf("The secrets were: East 288, West %d. Bluffs: East 0, West 1.", westSecret)
	for _, r := range readers {
		if !strings.Contains(results(r), reveal) {
			t.Errorf("%s's last report lacks the reveal %q", r.addr, reveal)
		}
		if over := r.find("duel: game over"); len(end.Winners) > 0 && !strings.Contains(over.Body, "Winner: "+string(end.Winners[0])) {
			t.Errorf("%s's game over mail:\n%s", r.addr, over.Body)
		}
	}

	// Privacy: before the mail that ends the game, no mail to a seat holds
	// the other's secret, private prompt, bluff or standing answers.
	before := func(b *gbMailbox) []mailtest.Mail { return b.all[:beforeEnd[b]] }
	leaks := map[*duelist][]*regexp.Regexp{
		east: {regexp.MustCompile(fmt.Sprintf(`\b%d\b`, westSecret)), regexp.MustCompile(`your secret is|a bluff|West: secret \d`)},
		west: {regexp.MustCompile(`\b288\b`), regexp.MustCompile(`ANSWER TRUTHFULLY|chose the secret|East: secret \d`)},
	}
	for d, res := range leaks {
		for _, m := range before(d.mbox) {
			for _, re := range res {
				if hit := re.FindString(withoutHelp(m.Body, example.Engine{})); hit != "" {
					t.Errorf("%s's mail %q shows %q before the end:\n%s", d.seat, m.Subject, hit, m.Body)
				}
			}
		}
	}
	// West did read its own prompt, and the master read West's prompt and
	// secret while the game ran.
	for _, b := range []*gbMailbox{west.mbox, master} {
		all := ""
		for _, m := range before(b) {
			all += m.Body
		}
		for _, want := range []string{fmt.Sprintf("your secret is %d: HIGHER or LOWER than East's", westSecret), fmt.Sprintf("chose %d for it", westSecret)} {
			if !strings.Contains(all, want) {
				t.Errorf("%s never read %q before the end", b.addr, want)
			}
		}
	}

	// `adjutant verify` replays every phase through the running daemon,
	// which has the example engine.
	var out, errOut bytes.Buffer
	if err := runVerify(context.Background(), []string{"--data", dir, "duel"}, &out, &errOut); err != nil {
		t.Fatalf("verify: %v\n%s%s", err, out.String(), errOut.String())
	}
	if rep := out.String(); strings.Contains(rep, "FAIL") || strings.Count(rep, "\nok   ") != seq || !strings.HasPrefix(rep, "ok   seed matches") {
		t.Errorf("verify did not replay %d phases and the seed:\n%s", seq, rep)
	}

	stop()
	for _, r := range readers {
		if raws, _ := mail.Messages(r.addr); len(raws) != len(r.all) {
			t.Errorf("%s got %d mails, %d read", r.addr, len(raws), len(r.all))
		}
	}
	if left, _ := mail.Messages("judge@localhost"); len(left) != 0 {
		t.Errorf("%d mails left unhandled in the judge's INBOX", len(left))
	}
	assertMailWidths(t, readers...)
}
