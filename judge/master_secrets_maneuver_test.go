package judge

import (
	"fmt"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/maneuver"
)

// Maneuver: a seat's hand, the order of its deck and its standing answers
// are its own. The master runs the set-up on its defaults with PROCESS.
func TestManeuverMasterActionsKeepHandsDecksAndAnswers(t *testing.T) {
	tj := newTestJudge(t, Options{Engines: []games.Engine{maneuver.Engine{}}, RepliesPerHour: 1000})
	tj.send(t, "gm@example.org", "CREATE ?ulm gmpw maneuver")
	tj.send(t, "blue@example.org", "SIGNON ?ulm bpw Blue")
	tj.send(t, "red@example.org", "SIGNON ?ulm rpw Red")
	r := newSecretReader(tj, "ulm")
	r.watch("blue@example.org", "Blue")
	r.watch("red@example.org", "Red")
	tj.observe(t, "obs@example.net", "ulm")
	r.watch("obs@example.net", "")
	state := func() *maneuver.State { return tj.gameNow(t, "ulm").(*maneuver.Game).State() }
	standing := map[games.Seat][]string{}
	// hidden is each seat's secrets now: its hand, its deck, its answers.
	hidden := func() map[games.Seat][]string {
		out := map[games.Seat][]string{}
		for i, side := range state().Sides {
			seat := games.Seat([]string{"Blue", "Red"}[i])
			out[seat] = append(append(append([]string{}, side.Hand...), side.Deck...), standing[seat]...)
		}
		return out
	}
	master := func(step, lines string) string {
		t.Helper()
		body := tj.send(t, "gm@example.org", "SIGNON Mulm gmpw\n"+lines).Body
		r.check(t, step, hidden())
		wantDone(t, step, body)
		return body
	}
	for i := 0; state().Stage != maneuver.StageTurn; i++ {
		if i == 10 {
			t.Fatalf("the set-up did not end after %d PROCESS", i)
		}
		master("PROCESS in the set-up", "PROCESS")
	}
	data, err := maneuver.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	s := state()
	code := func(side int, unit int) string {
		n, _ := data.Nation(s.Sides[side].Nation)
		return n.Units[unit].Code
	}
	waiting, mover := games.Seat("Red"), "Blue"
	if s.Active == maneuver.Red {
		waiting, mover = "Blue", "Red"
	}
	w := map[games.Seat]int{"Blue": 0, "Red": 1}[waiting]
	answer := "SIDE " + code(w, 0) + " EAST"
	standing[waiting] = []string{answer}
	signon := func(seat string) (string, string) {
		return strings.ToLower(seat) + "@example.org", "SIGNON " + seat[:1] + "ulm " + map[string]string{"Blue": "bpw", "Red": "rpw"}[seat] + "\n"
	}
	addr, sign := signon(string(waiting))
	wantIn(t, "the standing answer", tj.send(t, addr, sign+answer).Body, answer)
	r.check(t, "the standing answer", hidden())
	sq := s.Sides[w].Units[1].Sq.String()
	edits := []string{
		fmt.Sprintf("DAMAGE %s %s", waiting, code(w, 0)), fmt.Sprintf("FULL %s %s", waiting, code(w, 0)),
		fmt.Sprintf("REDOUBT %s ON", sq), fmt.Sprintf("REDOUBT %s OFF", sq),
		fmt.Sprintf("UNIT %s %s GONE", waiting, code(w, 2)),
	}
	wantIn(t, "the edits", master("EDIT", "PAUSE\nEDIT "+strings.Join(edits, "\nEDIT ")+"\nRESUME"), edits...)
	master("EXTEND", "EXTEND 1d")
	master("SET", "SET grace 12h\nSET pictures on")
	master("BROADCAST", "BROADCAST\nHold the line.\nENDPRESS")
	master("PRESS", "PRESS TO "+mover+"\nA word for "+mover+".\nENDPRESS")
	other := "SIDE " + code(w, 1) + " EAST"
	standing[waiting] = append(standing[waiting], other)
	wantIn(t, "BECOME", master("BECOME", "BECOME "+string(waiting)+"\n"+other), other)
	// The mover's plan stops after the draw to ask it alone: that private
	// prompt, and the new player's welcome, list its hand.
	addr, sign = signon(mover)
	tj.send(t, addr, sign+"SET WAIT\nDISCARD NONE\nASK")
	r.check(t, "the mover's plan", hidden())
	master("PROCESS", "PROCESS")
	master("EJECT", "EJECT "+mover)
	r.watch(addr, "") // the old player is told, then no more of the seat
	master("REPLACE", "REPLACE "+mover+" new@example.net")
	tj.acceptOffer(t, "new@example.net")
	r.watch("new@example.net", games.Seat(mover))
	r.check(t, "the new player's welcome", hidden())
	// Back to the mover's turn, with the answers sent in it in again.
	back := "T1" + mover[:1]
	wantIn(t, "ROLLBACK", master("ROLLBACK", "ROLLBACK "+back), "("+back+")")
	r.wantRead(t)
	// After the end every secret opens on purpose: that mail is not read.
	wantIn(t, "TERMINATE", tj.send(t, "gm@example.org", "SIGNON Mulm gmpw\nTERMINATE").Body, "is terminated")
}
