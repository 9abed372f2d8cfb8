package main

import (
	"fmt"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/maneuver"
	"adjutant/mailio/mailtest"
	"adjutant/templates/i18n"
)

// TestPlayingMasterSeesNoOtherSeat: in a Maneuver game whose master joined
// as Blue, Red is told in the start mail and by LIST that the master plays;
// with Red's plan in and Blue's not, the master's BECOME Red, EDIT and an
// early PROCESS are refused, each saying why, and no reply to the master
// carries Red's plan.
func TestPlayingMasterSeesNoOtherSeat(t *testing.T) {
	seed := [games.SeedSize]byte{1, 8, 0, 5}
	dir := t.TempDir()
	mail, cfg := devMailAndJudge(t, dir)
	cfg.RepliesPerHour = 1000
	runDaemonFor(t, cfg, &seed)
	smtpAddr := mail.SMTPAddr()
	umpire := &gbMailbox{t: t, mail: mail, addr: "umpire@example.org"} // the master, and Blue
	red := &gbMailbox{t: t, mail: mail, addr: "red@example.org"}
	send := func(m *gbMailbox, body string) mailtest.Mail {
		t.Helper()
		id := submit(t, smtpAddr, m.addr, "judge@localhost", "mp", body)
		r := m.await(1)[0]
		if r.InReplyTo != id {
			t.Fatalf("%s: the next mail is not the reply:\n%s", m.addr, r.Body)
		}
		return r
	}

	send(umpire, "CREATE ?mp mpw maneuver standard\n")
	send(red, "SIGNON ?mp r3d Red\n")
	submit(t, smtpAddr, umpire.addr, "judge@localhost", "join", "SIGNON ?mp b1ue Blue\n")
	umpire.await(3) // the reply, the start mail (one for master and Blue) and the first roll's results
	red.await(2)
	if start := red.find("mp: the game has started"); !hasText(start.Body, "The master of this game also plays Blue, and so cannot see or act for any other player.") {
		t.Fatalf("Red's start mail does not say the master plays:\n%s", start.Body)
	}
	if r := send(red, "LIST mp\n"); !hasText(r.Body, "The master also plays Blue, and cannot see or act for any other player.") {
		t.Errorf("LIST does not say the master plays:\n%s", r.Body)
	}

	// Play, as the shadow game asks, up to a phase in which Red is asked.
	shadow, err := maneuver.Engine{}.New("standard", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	seq := uint64(0)
	resolve := func(subs map[games.Seat]games.Submission) {
		t.Helper()
		seq++
		res, err := shadow.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice(seed, fmt.Sprintf("%d:%s", seq, shadow.Phase().ID)))
		if err != nil {
			t.Fatal(err)
		}
		shadow = res.Next
	}
	resolve(nil)
	const blue, redSeat = games.Seat("Blue"), games.Seat("Red")
	boxes := map[games.Seat]*gbMailbox{blue: umpire, redSeat: red}
	signon := map[games.Seat]string{blue: "SIGNON Bmp b1ue", redSeat: "SIGNON Rmp r3d"}
	scripts := map[games.Seat]maneuver.Scripted{blue: {Seat: maneuver.Blue, Cautious: true}, redSeat: {Seat: maneuver.Red}}
	for shadow.Requests()[0].Seat != redSeat {
		if seq > 40 || shadow.Over() != nil {
			t.Fatal("no phase asked Red")
		}
		r := shadow.Requests()[0]
		lines := scripts[r.Seat].Lines(shadow.(*maneuver.Game))
		sub, _ := mailPlan(t, smtpAddr, boxes[r.Seat], signon[r.Seat], lines, true, shadow, r.Seat)
		for seat, box := range boxes {
			if seat != r.Seat {
				box.await(1)
			}
		}
		resolve(map[games.Seat]games.Submission{r.Seat: sub})
	}

	masterOn := "SIGNON Mmp mpw\n"
	r := send(umpire, masterOn+"PROCESS\n")
	if !hasText(r.Body, "You also play Blue in this game") || !hasText(r.Body, "PROCESS refused: in mp the master also plays Blue") || !hasText(r.Body, "Processing now would give Red the defaults") {
		t.Fatalf("PROCESS by the playing master before Red's plan:\n%s", r.Body)
	}

	redLines := scripts[redSeat].Lines(shadow.(*maneuver.Game))
	// SET WAIT keeps Red's plan pending until the deadline: the secret the
	// master must not read.
	mailPlan(t, smtpAddr, red, signon[redSeat]+"\nSET WAIT", redLines, false, shadow, redSeat)
	numbered := make([]games.Line, len(redLines))
	for i, l := range redLines {
		numbered[i] = games.Line{N: i + 3, Text: l}
	}
	redPlan := shadow.Submit(redSeat, numbered, i18n.English).Summary

	r = send(umpire, masterOn+"EDIT remove 0101\nBECOME Red\nADD\nxyzzy\n")
	for _, want := range []string{
		"BECOME refused: in mp the master also plays Blue, so the master may not see or act for any other player.",
		"BECOME Red would show you what that player has sent and let you act for it.",
		"EDIT refused: in mp the master also plays Blue",
	} {
		if !hasText(r.Body, want) {
			t.Errorf("the master's BECOME Red and EDIT: reply lacks %q:\n%s", want, r.Body)
		}
	}
	for _, l := range redLines {
		if strings.TrimSpace(l) != "" && strings.Contains(r.Body, "\n  "+l) {
			t.Errorf("the reply to the master shows Red's line %q:\n%s", l, r.Body)
		}
	}
	if redPlan != "" && hasText(r.Body, redPlan) {
		t.Errorf("the reply to the master carries Red's plan %q:\n%s", redPlan, r.Body)
	}
}
