package main

import (
	"bytes"
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/games/maneuver"
	"adjutant/templates/i18n"
)

// Maneuver by mail (issue #10): a master creates a game, two scripted
// players join and answer whatever the judge's mail asks them, the set-up
// included, through the embedded IMAP and SMTP servers, until one wins;
// `adjutant verify` then replays every phase and shuffle. As in the
// Gettysburg test, a shadow game resolved with the judge's dice stream
// gives the players their position (as a person reads it off the mail)
// and checks that each results mail carries exactly the engine's report.
//
// The privacy check reads every mail each seat received and fails on any
// card of the opponent's hand, deck or buried discards that the rules had
// not shown that seat. What was shown is worked out from the positions
// before and after each phase and from the lines the players sent, not
// from the engine's events.

type mvPlayer struct {
	addr, pw string
	seat     maneuver.Seat
	script   maneuver.Scripted
	mbox     *gbMailbox
	sent     map[string]bool // Message-IDs of the mails it sent
}

// mvPhase is one resolution as the shadow saw it.
type mvPhase struct {
	before, after *maneuver.State
	subs          map[games.Seat]games.Submission
}

func TestManeuverWholeGameByMail(t *testing.T) {
	seed := [games.SeedSize]byte{1, 8, 0, 5}
	dir := t.TempDir()
	mail, cfg := devMailAndJudge(t, dir)
	cfg.RepliesPerHour = 1000
	stop := runDaemonFor(t, cfg, &seed)
	smtpAddr := mail.SMTPAddr()
	box := func(addr string) *gbMailbox { return &gbMailbox{t: t, mail: mail, addr: addr} }

	master := box("umpire@example.org")
	blue := &mvPlayer{addr: "blue@example.org", pw: "b1ue", seat: maneuver.Blue, script: maneuver.Scripted{Seat: maneuver.Blue, Cautious: true}, sent: map[string]bool{}}
	red := &mvPlayer{addr: "red@example.org", pw: "r3d", seat: maneuver.Red, script: maneuver.Scripted{Seat: maneuver.Red}, sent: map[string]bool{}}
	blue.mbox, red.mbox = box(blue.addr), box(red.addr)
	players := map[games.Seat]*mvPlayer{"Blue": blue, "Red": red}
	readers := []*gbMailbox{master, blue.mbox, red.mbox}

	createID := submit(t, smtpAddr, master.addr, "judge@localhost", "new game", "CREATE ?mv pw maneuver standard\n")
	if r := master.await(1)[0]; r.InReplyTo != createID || !strings.Contains(r.Body, "Game mv created: maneuver, variant standard, 2 players") {
		t.Fatalf("CREATE answered:\n%s", r.Body)
	}
	red.sent[submit(t, smtpAddr, red.addr, "judge@localhost", "join", "SIGNON ?mv "+red.pw+" Red\n")] = true
	red.mbox.await(1)
	blue.sent[submit(t, smtpAddr, blue.addr, "judge@localhost", "join", "SIGNON ?mv "+blue.pw+" Blue\n")] = true
	// The game starts on the second join, and the roll for the first
	// player, which asks no one, is resolved at once.
	blue.mbox.await(3)
	red.mbox.await(2)
	master.await(2)

	shadow, err := maneuver.Engine{}.New("standard", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	phases := map[string]mvPhase{}
	var seq uint64
	resolve := func(subs map[games.Seat]games.Submission) (string, []byte) {
		t.Helper()
		seq++
		id := shadow.Phase().ID
		before := shadow.(*maneuver.Game).State()
		res, err := shadow.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice(seed, fmt.Sprintf("%d:%s", seq, id)))
		if err != nil {
			t.Fatal(err)
		}
		shadow = res.Next
		phases[id] = mvPhase{before: before, after: shadow.(*maneuver.Game).State(), subs: subs}
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
			want, err := maneuver.Engine{}.Report(result, v, i18n.English)
			if err != nil {
				t.Fatal(err)
			}
			if got := r.find("mv: " + id + " results"); !strings.Contains(got.Body, want) {
				t.Fatalf("%s: %s's results mail differs from the engine's report:\n%s\n--- want within:\n%s", id, r.addr, got.Body, want)
			}
		}
	}
	id, result := resolve(nil)
	checkResults(id, result)

	stops, combats, setups := 0, 0, 0
	standingSent := false
	for shadow.Over() == nil {
		if seq > 150 {
			t.Fatalf("no end after %d resolutions", seq)
		}
		reqs := shadow.Requests()
		switch shadow.Phase().Class {
		case plan.ClassStop:
			stops++
		case maneuver.ClassSetup:
			setups++
		}
		subs := map[games.Seat]games.Submission{}
		if !standingSent && shadow.Phase().Class == plan.ClassTurn && reqs[0].Seat == "Red" {
			// Standing answers are taken at any time once the turns have
			// begun: Blue, not asked now, mails one (the one it keeps, so
			// that the game goes on as the script plays it) and the judge
			// takes it and hands it to the resolution.
			accepted, msgID := mailPlan(t, smtpAddr, blue.mbox, "SIGNON Bmv "+blue.pw, []string{"SIDE * WEST"}, false, shadow, "Blue")
			blue.sent[msgID] = true
			subs["Blue"] = accepted
			standingSent = true
		}
		for i, r := range reqs {
			p := players[r.Seat]
			lines := p.script.Lines(shadow.(*maneuver.Game))
			signon := fmt.Sprintf("SIGNON %smv %s", p.seat.Code(), p.pw)
			accepted, msgID := mailPlan(t, smtpAddr, p.mbox, signon, lines, i == len(reqs)-1, shadow, r.Seat)
			p.sent[msgID] = true
			subs[r.Seat] = accepted
		}
		// Everyone else reads the results too.
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
		if strings.Contains(string(result), "Attack total") {
			combats++
		}
	}
	end := shadow.Over()
	t.Logf("%s after %d resolutions by mail: %d set-up steps, %d combats, %d questions to one seat", end.Reason.EN, seq, setups, combats, stops)
	if !standingSent {
		t.Errorf("no standing answer was mailed outside the sender's turn")
	}
	if combats == 0 || stops == 0 || setups < 4 {
		t.Errorf("%d combats, %d questions, %d set-up steps: the game did not exercise the mail paths", combats, stops, setups)
	}
	for _, r := range readers {
		final := r.find("mv: game over")
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

	checkManeuverPrivacy(t, players, phases)
	checkManeuverPictures(t, players, phases)

	var out, errOut bytes.Buffer
	if err := runVerify(context.Background(), []string{"--data", dir, "mv"}, &out, &errOut); err != nil {
		t.Fatalf("verify: %v\n%s%s", err, out.String(), errOut.String())
	}
	if rep := out.String(); strings.Contains(rep, "FAIL") || strings.Count(rep, "\nok   ") != int(seq) {
		t.Errorf("verify did not replay %d phases without failure:\n%s", seq, rep)
	}
}

var mvSubject = regexp.MustCompile(`^mv: (\S+) results$`)

// checkManeuverPrivacy reads every mail each player received.
func checkManeuverPrivacy(t *testing.T, players map[games.Seat]*mvPlayer, phases map[string]mvPhase) {
	t.Helper()
	data, err := maneuver.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]*regexp.Regexp{}
	checked := 0
	for seat, p := range players {
		x := p.seat
		o := x.Other()
		var table map[string]bool // cards on the table this player turn
		for _, m := range p.mbox.all {
			if strings.Contains(m.Subject, "game over") {
				continue
			}
			var allowed map[string]bool
			match := mvSubject.FindStringSubmatch(m.Subject)
			ph, isResult := phases[""]
			if match != nil {
				ph, isResult = phases[match[1]]
				if !isResult {
					t.Fatalf("a results mail for an unknown phase %q", match[1])
				}
				if ph.after.Stage == maneuver.StageOver {
					continue // the whole record is open at the end
				}
				if !strings.Contains(match[1], ".") {
					table = map[string]bool{}
				}
				for id := range shownTo(ph, x) {
					table[id] = true
				}
				allowed = table
			}
			nation := ""
			for _, st := range []*maneuver.State{ph.after} {
				if st != nil {
					nation = st.Sides[o].Nation
				}
			}
			if nation == "" {
				// A reply or a set-up mail before the nations: no card
				// of either nation may appear in a reply of the other.
				continue
			}
			n, _ := data.Nation(nation)
			re := ids[n.Prefix]
			if re == nil {
				re = regexp.MustCompile(`\b` + n.Prefix + `\d\d\b`)
				ids[n.Prefix] = re
			}
			for _, id := range re.FindAllString(m.Body, -1) {
				if _, ok := n.Card(id); !ok {
					continue
				}
				checked++
				if !allowed[id] {
					t.Fatalf("%s's mail %q names %s's card %s, which the rules had not shown it:\n%s", seat, m.Subject, o, id, m.Body)
				}
			}
		}
	}
	if checked == 0 {
		t.Errorf("no mail named an opponent's card: the privacy check checked nothing")
	}
}

// shownTo is what the rules let seat x learn of its opponent's cards in
// one phase: every card that left the opponent's hand or reached its
// discard pile other than by a DISCARD line, every card on the table in a
// combat under way, the card that opened a combat of the opponent's (a
// skirmish takes it back), the last card of a DISCARD line and the top of
// its discard pile, and its whole hand if x played a Scout. A card the
// opponent only named in a line that did not run, or in a standing answer,
// is not shown.
func shownTo(ph mvPhase, x maneuver.Seat) map[string]bool {
	o := x.Other()
	ok := map[string]bool{}
	discarded := map[string]bool{}
	for _, l := range ph.subs[games.Seat(o.String())].Lines {
		w := strings.Fields(l.Text)
		switch {
		case len(w) > 2 && w[0] == "DISCARD":
			for _, id := range w[1 : len(w)-1] {
				discarded[id] = true
			}
		case len(w) > 1 && slices.Contains([]string{"ASSAULT", "AMBUSH", "BOMBARD", "VOLLEY", "BATTERY"}, w[0]):
			for _, id := range w[1:] {
				ok[id] = true
			}
		}
	}
	for _, id := range ph.before.Sides[o].Hand {
		if !slices.Contains(ph.after.Sides[o].Hand, id) && !discarded[id] {
			ok[id] = true
		}
	}
	pile, was := ph.after.Sides[o].Discard, ph.before.Sides[o].Discard
	if len(pile) >= len(was) && slices.Equal(pile[:len(was)], was) {
		pile = pile[len(was):]
	}
	for _, id := range pile {
		if !discarded[id] {
			ok[id] = true
		}
	}
	if t := ph.after.T; t != nil && t.Combat != nil {
		for _, id := range append(slices.Clone(t.Combat.Played), t.Combat.DefPlayed...) {
			ok[id] = true
		}
	}
	if d := ph.after.Sides[o].Discard; len(d) > 0 {
		ok[d[len(d)-1]] = true
	}
	for _, l := range ph.subs[games.Seat(x.String())].Lines {
		if strings.HasPrefix(l.Text, "SCOUT ") {
			for _, id := range ph.before.Sides[o].Hand {
				ok[id] = true
			}
		}
	}
	return ok
}
