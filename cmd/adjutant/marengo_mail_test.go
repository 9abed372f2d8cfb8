package main

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/games/marengo"
	"adjutant/templates/i18n"
)

// Bonaparte at Marengo by mail (issue #9): a master creates a game, the
// two sides join, and two scripted players answer whatever the judge's
// mail asks them (plans, and the questions of the enemy's turn) through
// the embedded IMAP and SMTP servers, until the sixteenth hour ends the
// battle; `adjutant verify` then replays every phase and the draw of the
// French start blocks. A shadow game resolved with the judge's dice
// stream gives the players their position and checks that every results
// mail carries exactly the engine's report.
//
// The privacy check (checkMarengoPrivacy) reads every mail each side
// received and fails on any enemy block's id, and on any enemy block's
// face (arm and strength) the rules had not shown that side by then. What
// was shown is worked out from the positions before and after each phase
// and from the lines the players sent, by the rules, not from the
// engine's events or their visibility.

type mgPlayer struct {
	addr, pw string
	side     marengo.Side
	script   marengo.Scripted
	mbox     *gbMailbox
}

// mgPhase is one resolution as the shadow saw it.
type mgPhase struct {
	id            string
	before, after *marengo.State
	subs          map[games.Seat]games.Submission
}

func TestMarengoWholeGameByMail(t *testing.T) {
	seed := [games.SeedSize]byte{1, 8, 0, 0, 6, 14}
	dir := t.TempDir()
	mail, cfg := devMailAndJudge(t, dir)
	cfg.RepliesPerHour = 1000
	stop := runDaemonFor(t, cfg, &seed)
	smtpAddr := mail.SMTPAddr()
	box := func(addr string) *gbMailbox { return &gbMailbox{t: t, mail: mail, addr: addr} }

	master := box("melas-bonaparte@example.org")
	aus := &mgPlayer{addr: "melas@example.org", pw: "a1800", side: marengo.Austria, script: marengo.Scripted{Side: marengo.Austria, Cautious: true}}
	fra := &mgPlayer{addr: "bonaparte@example.org", pw: "f1800", side: marengo.France, script: marengo.Scripted{Side: marengo.France}}
	aus.mbox, fra.mbox = box(aus.addr), box(fra.addr)
	players := map[games.Seat]*mgPlayer{"Austria": aus, "France": fra}
	readers := []*gbMailbox{master, aus.mbox, fra.mbox}

	createID := submit(t, smtpAddr, master.addr, "judge@localhost", "new game", "CREATE ?mg pw marengo scenario=sample\n")
	if r := master.await(1)[0]; r.InReplyTo != createID || !strings.Contains(r.Body, "Game mg created: marengo, variant sample, 2 players") {
		t.Fatalf("CREATE answered:\n%s", r.Body)
	}
	submit(t, smtpAddr, fra.addr, "judge@localhost", "join", "SIGNON ?mg "+fra.pw+" France\n")
	fra.mbox.await(1)
	submit(t, smtpAddr, aus.addr, "judge@localhost", "join", "SIGNON ?mg "+aus.pw+" Austria\n")
	// The second join starts the game; the set-up's draw asks nobody and
	// is resolved at once.
	aus.mbox.await(3)
	fra.mbox.await(2)
	master.await(2)
	for seat, p := range players {
		start := p.mbox.find("mg: the game has started")
		if !strings.Contains(start.Body, "You play "+string(seat)+".") || !strings.Contains(start.Body, "Marengo: how to play") {
			t.Fatalf("%s's start mail:\n%s", seat, start.Body)
		}
	}

	shadow0, err := marengo.Engine{}.New("sample", map[string]string{"scenario": "sample"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	shadow := shadow0.(*marengo.Game)
	var phases []mgPhase
	var seq uint64
	resolve := func(subs map[games.Seat]games.Submission) (string, []byte) {
		t.Helper()
		seq++
		id := shadow.Phase().ID
		before := shadow.State()
		res, err := shadow.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice(seed, fmt.Sprintf("%d:%s", seq, id)))
		if err != nil {
			t.Fatal(err)
		}
		shadow = res.Next.(*marengo.Game)
		phases = append(phases, mgPhase{id: id, before: before, after: shadow.State(), subs: subs})
		return id, res.Result
	}
	checkResults := func(id string, result []byte) {
		t.Helper()
		end := shadow.Over() != nil
		for _, r := range readers {
			v := games.MasterView()
			for s, p := range players {
				if p.mbox == r {
					v = games.SeatView(s)
				}
			}
			if end {
				v = games.EndView()
			}
			want, err := marengo.Engine{}.Report(result, v, i18n.English)
			if err != nil {
				t.Fatal(err)
			}
			if got := r.find("mg: " + id + " results"); !strings.Contains(got.Body, want) {
				t.Fatalf("%s: %s's results mail differs from the engine's report:\n%s\n--- want within:\n%s", id, r.addr, got.Body, want)
			}
		}
	}
	id, result := resolve(nil)
	checkResults(id, result)

	stops, fights := 0, 0
	for shadow.Over() == nil {
		if seq > 200 {
			t.Fatalf("no end after %d resolutions", seq)
		}
		reqs := shadow.Requests()
		if shadow.Phase().Class == plan.ClassStop {
			stops++
		}
		subs := map[games.Seat]games.Submission{}
		for i, r := range reqs {
			p := players[r.Seat]
			lines := p.script.Lines(shadow)
			signon := fmt.Sprintf("SIGNON %smg %s", p.side.Code(), p.pw)
			subs[r.Seat], _ = mailPlan(t, smtpAddr, p.mbox, signon, lines, i == len(reqs)-1, shadow, r.Seat)
		}
		master.await(1)
		for s, p := range players {
			if !slices.ContainsFunc(reqs, func(r games.Request) bool { return r.Seat == s }) {
				p.mbox.await(1)
			}
		}
		id, result := resolve(subs)
		if shadow.Over() != nil {
			for _, r := range readers {
				r.await(1)
			}
		}
		checkResults(id, result)
		fights += strings.Count(string(result), "Result on ")
	}
	end := shadow.Over()
	t.Logf("%s after %d resolutions by mail: %d questions to one side, %d attack results", end.Reason.EN, seq, stops, fights/3)
	if stops == 0 || fights == 0 {
		t.Errorf("%d questions, %d attacks: the game did not exercise the mail paths", stops, fights)
	}
	for _, r := range readers {
		final := r.find("mg: game over")
		if !strings.Contains(final.Body, "Winner: "+string(end.Winners[0])) || !strings.Contains(final.Body, fmt.Sprintf("%x", seed)) {
			t.Errorf("%s's final mail:\n%s", r.addr, final.Body)
		}
	}
	stop()
	for _, r := range readers {
		if raws, _ := mail.Messages(r.addr); len(raws) != len(r.all) {
			t.Errorf("%s got %d mails, %d expected", r.addr, len(raws), len(r.all))
		}
	}

	checkMarengoPrivacy(t, players, phases)
	checkMarengoPictures(t, players, phases)

	var out, errOut bytes.Buffer
	if err := runVerify(context.Background(), []string{"--data", dir, "mg"}, &out, &errOut); err != nil {
		t.Fatalf("verify: %v\n%s%s", err, out.String(), errOut.String())
	}
	if rep := out.String(); strings.Contains(rep, "FAIL") || strings.Count(rep, "\nok   ") != int(seq) {
		t.Errorf("verify did not replay %d phases without failure:\n%s", seq, rep)
	}
}
