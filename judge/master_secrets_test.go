package judge

import (
	"bytes"
	"strings"
	"testing"

	"fmt"
	"regexp"

	"adjutant/games"
	"adjutant/games/maneuver"
	"adjutant/games/marengo"
	"adjutant/mailio/mailtest"
)

// A master's actions in the middle of a game with secrets in play tell
// the players and observers of each change; none of those mails may carry
// a secret of a seat other than the reader's. The tests below walk each
// engine's master through every action it allows and read, after each,
// every new mail of every player, observer and replacement.

// secretReader reads the mail of the players, observers and replacements
// of one game, step by step.
type secretReader struct {
	tj    *testJudge
	game  string
	seats map[string]games.Seat // address → seat; "" an observer
	read  map[string]int        // address → mails read so far
	mails int                   // mails read in all
	own   int                   // secrets found in their own seat's mail
}

func newSecretReader(tj *testJudge, game string) *secretReader {
	return &secretReader{tj: tj, game: game, seats: map[string]games.Seat{}, read: map[string]int{}}
}

// watch adds addr, reading its mail from the first (a replacement's
// welcome mail included).
func (r *secretReader) watch(addr string, seat games.Seat) { r.seats[addr] = seat }

// check reads each watched address's new mail after step: no text of
// secrets[s] (as whole words) may stand in the mail of an address not seat s, and no
// picture may be the drawing of another seat's view, or the master's,
// where that differs from the reader's own.
func (r *secretReader) check(t *testing.T, step string, secrets map[games.Seat][]string) {
	t.Helper()
	now := r.tj.gameNow(t, r.game)
	_, pictured := now.(games.Pictured)
	for _, addr := range sortedKeys(r.seats) {
		seat := r.seats[addr]
		all := r.tj.mailsTo(t, addr)
		for _, m := range all[r.read[addr]:] {
			r.mails++
			body := oneLine(m.Subject + "\n" + m.Body)
			for _, owner := range sortedKeys(secrets) {
				for _, s := range secrets[owner] {
					found := regexp.MustCompile(`\b` + regexp.QuoteMeta(s) + `\b`).MatchString(body)
					if found && owner == seat {
						r.own++
					} else if found {
						t.Errorf("%s: %s's mail %q carries %s's secret %q:\n%s", step, addr, m.Subject, owner, s, m.Body)
					}
				}
			}
			if pictured {
				r.checkPictures(t, step, addr, seat, m, now, secrets)
			}
		}
		r.read[addr] = len(all)
	}
}

func (r *secretReader) checkPictures(t *testing.T, step, addr string, seat games.Seat, m mailtest.Mail, now games.Game, secrets map[games.Seat][]string) {
	t.Helper()
	if len(m.Pictures) == 0 {
		return
	}
	own := drawnPNG(t, now, games.SeatView(seat))
	if seat == "" {
		own = drawnPNG(t, now, games.Observer())
	}
	others := map[string][]byte{"the master": drawnPNG(t, now, games.MasterView())}
	for _, s := range sortedKeys(secrets) {
		if s != seat {
			others[string(s)] = drawnPNG(t, now, games.SeatView(s))
		}
	}
	for _, p := range m.Pictures {
		for who, view := range others {
			if !bytes.Equal(view, own) && bytes.Equal(p.Data, view) {
				t.Errorf("%s: %s's mail %q carries %s's picture", step, addr, m.Subject, who)
			}
		}
	}
}

// wantRead fails when the sweep read too little to mean anything: few
// mails, or no secret ever in its own seat's mail (a secret written in a
// form the judge never prints would pass for kept).
func (r *secretReader) wantRead(t *testing.T) {
	t.Helper()
	if r.mails < 20 || r.own == 0 {
		t.Errorf("%d mails read, %d secrets seen by their own seat: the sweep checked too little", r.mails, r.own)
	}
}

// oneLine is s with every run of white space one space, so that a line
// the judge wrapped still reads as written.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// sortedKeys lists a map's keys in order.
func sortedKeys[K ~string, V any](m map[K]V) []K {
	var out []K
	for k := range m {
		out = append(out, k)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// observe makes addr an observer of game, confirmed.
func (tj *testJudge) observe(t *testing.T, addr, game string) {
	t.Helper()
	r := tj.send(t, addr, "OBSERVE "+game)
	for _, l := range strings.Split(r.Body, "\n") {
		if l = strings.TrimSpace(l); strings.HasPrefix(l, "CONFIRM "+game+" ") {
			wantIn(t, "CONFIRM", tj.send(t, addr, l).Body, "confirmed")
			return
		}
	}
	t.Fatalf("no CONFIRM line in the answer to OBSERVE:\n%s", r.Body)
}

// Marengo: a block's face is its side's secret, and a plan its side's
// until it runs.
func TestMarengoMasterActionsKeepEachSidesSecrets(t *testing.T) {
	tj := newMarengoJudge(t)
	r := newSecretReader(tj, "mg")
	r.watch("aus@example.org", "Austria")
	r.watch("fra@example.org", "France")
	tj.observe(t, "obs@example.net", "mg")
	r.watch("obs@example.net", "")
	var french []marengo.Block
	for _, b := range tj.gameNow(t, "mg").(*marengo.Game).State().B.Blocks {
		if b.Side == marengo.France && b.Status == "map" && b.Strength > 1 {
			french = append(french, b)
		}
	}
	if len(french) < 2 {
		t.Fatalf("want two French blocks on the map, have %d", len(french))
	}
	a, b, to := french[0], french[len(french)-1], "SPI"
	if b.At.String() == to {
		to = "MAR"
	}
	weaker := fmt.Sprintf("%s%d", a.Face().Arm, a.Strength-1)
	edits := []string{
		fmt.Sprintf("BLOCK France %s %s %s", a.At, a.Face(), weaker),
		fmt.Sprintf("PLACE France %s %s %s", b.At, b.Face(), to),
		"MORALE Austria 9", "BONUS NO", "TIME 8",
	}
	plan := "ENTER A01"
	secrets := map[games.Seat][]string{
		"Austria": {plan},
		"France": {
			fmt.Sprintf("France %s %s", a.At, a.Face()), fmt.Sprintf("France %s %s", a.At, weaker),
			fmt.Sprintf("France %s %s", b.At, b.Face()), fmt.Sprintf("%s %s", b.Face(), to),
		},
	}
	master := func(step, lines string) string {
		t.Helper()
		body := tj.send(t, "gm@example.org", "SIGNON Mmg gmpw\n"+lines).Body
		r.check(t, step, secrets)
		return body
	}
	tj.send(t, "aus@example.org", "SIGNON Amg apw\nSET WAIT\n"+plan)
	r.check(t, "Austria's plan", secrets)
	wantIn(t, "the edits", master("EDIT", "PAUSE\nEDIT "+strings.Join(edits, "\nEDIT ")+"\nRESUME"), edits...)
	master("EXTEND", "EXTEND 1d")
	master("SET", "SET grace 12h\nSET pictures on")
	master("BROADCAST", "BROADCAST\nHold the line.\nENDPRESS")
	master("PRESS", "PRESS TO France\nA word for France.\nENDPRESS")
	wantIn(t, "BECOME", master("BECOME", "BECOME Austria\n"+plan), plan)
	master("PROCESS", "PROCESS")
	master("EJECT", "EJECT France")
	r.watch("fra@example.org", "") // the old player is told, then no more of the seat
	master("REPLACE", "REPLACE France new@example.net")
	tj.acceptOffer(t, "new@example.net")
	r.watch("new@example.net", "France")
	r.check(t, "the new player's welcome", secrets)
	master("ROLLBACK", "ROLLBACK")
	wantIn(t, "ROLLBACK to Austria's turn", master("ROLLBACK T08A", "ROLLBACK T08A"), "T08A")
	r.wantRead(t)
	master("TERMINATE", "TERMINATE")
}

// ASL: a side's plan and its standing orders while the enemy moves are
// its own until they run.
func TestASLMasterActionsKeepEachSidesPlans(t *testing.T) {
	tj := newASLJudge(t)
	r := newSecretReader(tj, "vil")
	r.watch("ivan@example.org", "Russian")
	r.watch("hans@example.org", "German")
	tj.observe(t, "obs@example.net", "vil")
	r.watch("obs@example.net", "")
	// The German stands ready to fire and asks to be asked when a
	// Russian enters vE3; the Russian's plan moves R7 there first.
	russian := []string{"MOVE R7 vE3", "MOVE R6 vC6"}
	german := []string{"FIRE G4 AT ANY WITHIN 3", "ASK AT vE3"}
	secrets := map[games.Seat][]string{"Russian": russian, "German": append(german, "FIRE G5 AT ANY")}
	master := func(step, lines string) string {
		t.Helper()
		body := tj.send(t, "gm@example.org", "SIGNON Mvil gmpw\n"+lines).Body
		r.check(t, step, secrets)
		return body
	}
	plans := func(step string) {
		t.Helper()
		wantIn(t, "the German's orders", tj.send(t, "hans@example.org", "SIGNON Gvil hpw\n"+strings.Join(german, "\n")).Body, german...)
		wantIn(t, "the Russian's plan", tj.send(t, "ivan@example.org", "SIGNON Rvil ipw\nSET WAIT\n"+strings.Join(russian, "\n")).Body, russian...)
		r.check(t, step, secrets)
	}
	plans("the plans")
	edits := []string{"PLACE R4 vF3", "SET G6 PINNED", "CONTROL vK3 Russian", "TURN 1", "REMOVE R4"}
	wantIn(t, "the edits", master("EDIT", "PAUSE\nEDIT "+strings.Join(edits, "\nEDIT ")+"\nRESUME"), edits...)
	plans("the plans sent again")
	master("EXTEND", "EXTEND 1d")
	master("SET", "SET grace 12h\nSET pictures on")
	master("BROADCAST", "BROADCAST\nHold the line.\nENDPRESS")
	master("PRESS", "PRESS TO German\nA word for the German.\nENDPRESS")
	wantIn(t, "BECOME", master("BECOME", "BECOME German\nADD\nFIRE G5 AT ANY"), append(german, "FIRE G5 AT ANY")...)
	// R7's move runs and is told; the German alone is asked, and the rest
	// of the Russian's plan waits unseen.
	secrets["Russian"] = russian[1:]
	master("PROCESS", "PROCESS")
	master("EJECT", "EJECT Russian")
	r.watch("ivan@example.org", "") // the old player is told, then no more of the seat
	master("REPLACE", "REPLACE Russian new@example.net")
	tj.acceptOffer(t, "new@example.net")
	r.watch("new@example.net", "Russian")
	r.check(t, "the new player's welcome", secrets)
	secrets["Russian"] = russian // back in, not yet run
	wantIn(t, "ROLLBACK", master("ROLLBACK", "ROLLBACK"), "T1-R")
	r.wantRead(t)
	master("TERMINATE", "TERMINATE")
}

// Gettysburg: a plan is its side's own until it runs, and so is the rest
// of it while the other side alone is asked.
func TestGettysburgMasterActionsKeepEachSidesPlans(t *testing.T) {
	tj := newGettysburgJudge(t)
	r := newSecretReader(tj, "gb")
	r.watch("grey@example.org", "Confederate")
	r.watch("blue@example.org", "Union")
	tj.observe(t, "obs@example.net", "gb")
	r.watch("obs@example.net", "")
	grey, blue := "HQ 1002", "HQ 1305"
	secrets := map[games.Seat][]string{"Confederate": {grey}, "Union": {blue}}
	master := func(step, lines string) string {
		t.Helper()
		body := tj.send(t, "gm@example.org", "SIGNON Mgb gmpw\n"+lines).Body
		r.check(t, step, secrets)
		return body
	}
	plans := func(step string) {
		t.Helper()
		wantIn(t, "the Confederate plan", tj.send(t, "grey@example.org", "SIGNON Cgb greypw\nSET WAIT\n"+grey+"\nPASS").Body, grey)
		wantIn(t, "the Union plan", tj.send(t, "blue@example.org", "SIGNON Ugb bluepw\n"+blue+"\nPASS").Body, blue)
		r.check(t, step, secrets)
	}
	plans("the plans")
	edits := []string{"PLACE HE 1004 COMBAT", "STRAGGLE BU", "PENDING BU", "PLACE BU 1304 MARCH", "ELIMINATE 6C", "ARTILLERY Union 12", "POINTS Confederate 1"}
	wantIn(t, "the edits", master("EDIT", "PAUSE\nEDIT "+strings.Join(edits, "\nEDIT ")+"\nRESUME"), edits...)
	plans("the plans sent again")
	master("EXTEND", "EXTEND 1d")
	master("SET", "SET grace 12h\nSET pictures on")
	master("BROADCAST", "BROADCAST\nHold the line.\nENDPRESS")
	master("PRESS", "PRESS TO Union\nA word for the Union.\nENDPRESS")
	wantIn(t, "BECOME", master("BECOME", "BECOME Union\n"+blue+"\nPASS"), blue)
	master("PROCESS", "PROCESS")
	// The HQs are placed and shown; in the movement the Confederate plan
	// stops at once to ask its side, and the Union plan waits unseen.
	march := "1C 0913"
	secrets = map[games.Seat][]string{"Union": {march}}
	r.check(t, "the Confederate asked", secrets)
	master("EJECT", "EJECT Confederate")
	r.watch("grey@example.org", "") // the old player is told, then no more of the seat
	master("REPLACE", "REPLACE Confederate new@example.net")
	tj.acceptOffer(t, "new@example.net")
	r.watch("new@example.net", "Confederate")
	r.check(t, "the new player's welcome", secrets)
	// Back to the start of the turn: the plans sent for it are in again,
	// not yet run.
	secrets = map[games.Seat][]string{"Union": {blue}, "Confederate": {grey}}
	wantIn(t, "ROLLBACK T1-command", master("ROLLBACK T1-command", "ROLLBACK T1-command"), "(T1-command)")
	r.wantRead(t)
	master("TERMINATE", "TERMINATE")
}

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
	master("TERMINATE", "TERMINATE")
}
