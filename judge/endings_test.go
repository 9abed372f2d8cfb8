package judge

import (
	"crypto/sha256"
	"encoding/hex"
	"regexp"
	"strings"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/games/diplomacy"
	"adjutant/judge/play"
	"adjutant/storage"
)

// The tests in this file play games to their end by mail: the two-player
// 1914 game with its coin toss and a victory by centres, and timed games
// won by the most units or shared on a tie. A draw by unanimous SET DRAW
// is played in set_test.go (TestEveryPowerVotingDrawEndsTheGame).

// endSeed fixes a game's secret seed, so its dice (the 1914 coin toss)
// come out the same on every run.
func endSeed(b byte) func() [games.SeedSize]byte {
	return func() [games.SeedSize]byte {
		var s [games.SeedSize]byte
		for i := range s {
			s[i] = b + byte(i)
		}
		return s
	}
}

func newSeededJudge(t *testing.T, seed byte) *testJudge {
	t.Helper()
	return newTestJudge(t, Options{Engines: []games.Engine{diplomacy.New()}, RepliesPerHour: 1000, Seed: endSeed(seed)})
}

// endRecord reads a game's record as stored.
func (tj *testJudge) endRecord(t *testing.T, name string) *play.Record {
	t.Helper()
	var g *play.Record
	if err := tj.db.View(func(tx *storage.Tx) error {
		var ok bool
		var err error
		g, ok, err = play.Load(tx, tj.engines, name)
		if err == nil && !ok {
			t.Fatalf("no game %s", name)
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return g
}

// endPhase is the phase a game stands in, as its engine says.
func (tj *testJudge) endPhase(t *testing.T, name string) string {
	t.Helper()
	g := tj.endRecord(t, name)
	game, err := g.Game()
	if err != nil {
		t.Fatal(err)
	}
	return game.Phase().ID
}

// endSendClean sends a mail that must be answered without a problem.
func (tj *testJudge) endSendClean(t *testing.T, from, body string) string {
	t.Helper()
	r := tj.send(t, from, body)
	if strings.Contains(r.Body, "Problems (") {
		t.Fatalf("mail from %s had problems:\n%s", from, r.Body)
	}
	return r.Body
}

// endVerify runs what `adjutant verify` runs and wants every phase to
// replay to the stored result.
func (tj *testJudge) endVerify(t *testing.T, name string, phases int) {
	t.Helper()
	var rep VerifyReport
	if err := tj.db.View(func(tx *storage.Tx) error {
		var err error
		rep, err = Verify(tx, []games.Engine{diplomacy.New()}, name)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if rep.Failed != 0 || len(rep.Lines) != phases+1 {
		t.Fatalf("verify of the finished game: %d failed, %d lines, want 0 and %d:\n%s", rep.Failed, len(rep.Lines), phases+1, strings.Join(rep.Lines, "\n"))
	}
}

var seedLineRE = regexp.MustCompile(`secret seed, for checking every roll:\s+([0-9a-f]{64})`)

// endCheckSeed wants the published seed to hash to the SHA-256 that the
// player was given when the game started.
func endCheckSeed(t *testing.T, start, end string) {
	t.Helper()
	m := seedLineRE.FindStringSubmatch(end)
	if m == nil {
		t.Fatalf("the end mail publishes no seed:\n%s", end)
	}
	seed, err := hex.DecodeString(m[1])
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(seed)
	if announced := hex.EncodeToString(sum[:]); !strings.Contains(start, announced) {
		t.Fatalf("the published seed hashes to %s, which the start mail did not announce:\n%s", announced, start)
	}
}

// endAfterTheEnd checks that a finished game takes no more orders and has
// left the deadline index.
func (tj *testJudge) endAfterTheEnd(t *testing.T, name, from, body string) {
	t.Helper()
	r := tj.send(t, from, body)
	wantIn(t, "orders after the end", r.Body, "no orders are taken now")
	if err := tj.db.View(func(tx *storage.Tx) error {
		if _, ok, err := tx.Deadline(play.Key(name)); err != nil || ok {
			t.Errorf("a finished game still has a deadline (err %v)", err)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if g := tj.endRecord(t, name); g.Status != play.StatusFinished || g.Ending == nil {
		t.Errorf("status %q, ending %v after the end", g.Status, g.Ending)
	}
}

const (
	duelMaster = "gm@example.org"
	duelEast   = "east@example.org"
	duelWest   = "west@example.org"
)

// startDuel creates a two-1914 game and signs on two players who name the
// side they want by one of its powers; east asks for Turkey, west for
// France, and each gets the three powers of that side.
func startDuel(t *testing.T, tj *testJudge) {
	t.Helper()
	r := tj.send(t, duelMaster, "CREATE ?duel gmpw two-1914")
	wantIn(t, "CREATE answer", r.Body, "Game duel created: diplomacy, variant two-1914, 2 players")
	tj.endSendClean(t, duelEast, "SIGNON ?duel pw-east Turkey")
	r = tj.send(t, duelWest, "SIGNON ?duel pw-west F")
	wantIn(t, "the second player's answer", r.Body, "has started")
	wantIn(t, "east's start mail", tj.newest(t, duelEast, "the game has started").Body, "You play Austria, Germany, Turkey", "Spring 1914")
	wantIn(t, "west's start mail", tj.newest(t, duelWest, "the game has started").Body, "You play England, France, Russia")
}

// duelHolds are complete orders for the 1914 opening units of each side,
// every unit holding, one sign-on per power.
const (
	duelEastHolds = "SIGNON Aduel pw-east\nA Vie H\nA Bud H\nF Tri H\n" +
		"SIGNON Gduel pw-east\nA Ber H\nA Mun H\nF Kie H\n" +
		"SIGNON Tduel pw-east\nF Ank H\nA Con H\nA Smy H\n"
	duelWestHolds = "SIGNON Eduel pw-west\nF Lon H\nF Edi H\nA Lvp H\n" +
		"SIGNON Fduel pw-west\nA Par H\nF Bre H\nA Mar H\n" +
		"SIGNON Rduel pw-west\nA Mos H\nA War H\nF Sev H\nF StP/sc H\n"
)

func TestTwoPlayer1914CoinTossGivesItalyToOneSide(t *testing.T) {
	tj := newSeededJudge(t, 1)
	startDuel(t, tj)
	// Neutral Italy cannot be entered (1.2.3e), and nobody plays it yet.
	r := tj.send(t, duelEast, "SIGNON Aduel pw-east\nF Tri - Ven")
	wantIn(t, "an order into neutral Italy", r.Body, "Problems (1)")
	for i, phase := range []string{"S1914M", "F1914M"} {
		if got := tj.endPhase(t, "duel"); got != phase {
			t.Fatalf("year 1914, turn %d: phase %s, want %s", i+1, got, phase)
		}
		tj.endSendClean(t, duelEast, duelEastHolds)
		tj.endSendClean(t, duelWest, duelWestHolds)
	}
	// The toss is in the Fall report every reader gets.
	for _, addr := range []string{duelEast, duelWest, duelMaster} {
		m := tj.newest(t, addr, "F1914M results")
		wantIn(t, "the Fall 1914 report to "+addr, strings.Join(strings.Fields(m.Body), " "), "Coin toss", "The coin toss gives Italy to Austria+Germany+Turkey", "Now: Fall 1914, Adjustment")
		assertWidth(t, "the Fall 1914 report to "+addr, m.Body)
	}
	if got := tj.endPhase(t, "duel"); got != "W1914A" {
		t.Fatalf("after the toss the phase is %s, want W1914A (Italy builds)", got)
	}
	// The judge has moved Italy to the side that won the toss.
	list := tj.send(t, duelWest, "LIST duel").Body
	wantIn(t, "LIST after the toss", list, "Austria, Germany, Italy, Turkey", "England, France, Russia")
	if strings.Contains(list, "England, France, Italy") {
		t.Errorf("Italy is on both sides:\n%s", list)
	}

	// The winner of the toss builds Italy's first units.
	r = tj.send(t, duelEast, "SIGNON Iduel pw-east\nBuild A Ven\nBuild A Rom\nBuild F Nap")
	wantIn(t, "Italy's builds", r.Body, "signed on as Italy in duel", "Orders of Italy")
	if strings.Contains(r.Body, "Problems (") {
		t.Fatalf("Italy's builds refused:\n%s", r.Body)
	}
	// Italy was the only power to act: the winter is resolved at once.
	wantIn(t, "the winter report", tj.newest(t, duelWest, "W1914A results").Body, "Spring 1915")
	if got := tj.endPhase(t, "duel"); got != "S1915M" {
		t.Fatalf("after Italy's builds the phase is %s, want S1915M", got)
	}
	// From Spring 1915 Italy moves with its side, and the other side
	// cannot order it.
	r = tj.send(t, duelWest, "SIGNON Iduel pw-west\nA Ven - Tyr")
	wantIn(t, "west signing on as Italy", r.Body, "wrong password")
	r = tj.send(t, duelEast, "SIGNON Iduel pw-east\nA Ven - Tyr\nA Rom - Apu\nF Nap - Ion")
	wantIn(t, "Italy's spring orders", r.Body, "Orders of Italy in duel, Spring 1915")
	if strings.Contains(r.Body, "Problems (") {
		t.Fatalf("Italy's spring orders refused:\n%s", r.Body)
	}
}

// duelNearVictory is the master's board for the victory game, set before
// the first phase so the history still replays from it: England and
// Russia have no units, France owns 23 centres and keeps a fleet beside
// Tunis, the last neutral centre; the east keeps Austria and Turkey whole
// and Germany only Berlin.
func duelNearVictory() string {
	var b strings.Builder
	b.WriteString("SIGNON Mduel gmpw\n")
	for _, p := range []string{"Lon", "Edi", "Lvp", "Mos", "StP", "Sev", "War", "Kie", "Mun"} {
		b.WriteString("EDIT remove " + p + "\n")
	}
	for _, p := range []string{"Lon", "Edi", "Lvp", "Mos", "StP", "Sev", "War", "Kie", "Mun",
		"Nwy", "Swe", "Den", "Hol", "Bel", "Spa", "Por", "Ser", "Rum", "Bul", "Gre"} {
		b.WriteString("EDIT owner " + p + " France\n")
	}
	b.WriteString("EDIT add France F Wes\n")
	return b.String()
}

func TestTwoPlayer1914EndsInVictoryByMail(t *testing.T) {
	tj := newSeededJudge(t, 1)
	startDuel(t, tj)
	start := tj.newest(t, duelWest, "the game has started").Body
	tj.endSendClean(t, duelMaster, duelNearVictory())

	east := "SIGNON Aduel pw-east\nA Vie H\nA Bud H\nF Tri H\nSIGNON Gduel pw-east\nA Ber H\nSIGNON Tduel pw-east\nF Ank H\nA Con H\nA Smy H\n"
	westHold := "SIGNON Fduel pw-west\nA Par H\nF Bre H\nA Mar H\nF Wes H\n"
	for _, phase := range []string{"S1914M", "F1914M"} {
		if got := tj.endPhase(t, "duel"); got != phase {
			t.Fatalf("phase %s, want %s", got, phase)
		}
		tj.endSendClean(t, duelEast, east)
		tj.endSendClean(t, duelWest, westHold)
	}
	fall := tj.newest(t, duelWest, "F1914M results").Body
	wantIn(t, "the Fall 1914 report", fall, "The coin toss gives Italy to Austria+Germany+Turkey")
	if tj.countMails(t, duelWest, "game over") != 0 {
		t.Fatal("the game ended before France took its 24th centre")
	}
	// Italy's side sends no builds; the master closes the winter.
	wantIn(t, "PROCESS", tj.endSendClean(t, duelMaster, "SIGNON Mduel gmpw\nPROCESS"), "W1914A of duel processed")

	// 1915: France moves into Tunis and holds it through the Fall.
	if got := tj.endPhase(t, "duel"); got != "S1915M" {
		t.Fatalf("phase %s, want S1915M", got)
	}
	tj.endSendClean(t, duelEast, east)
	tj.endSendClean(t, duelWest, "SIGNON Fduel pw-west\nA Par H\nF Bre H\nA Mar H\nF Wes - Tun\n")
	if tj.countMails(t, duelWest, "game over") != 0 {
		t.Fatal("the game ended in the Spring: centres change hands only in the Fall")
	}
	tj.endSendClean(t, duelEast, east)
	tj.endSendClean(t, duelWest, "SIGNON Fduel pw-west\nA Par H\nF Bre H\nA Mar H\nF Tun H\n")

	for _, addr := range []string{duelEast, duelWest, duelMaster} {
		if n := tj.countMails(t, addr, "duel: game over"); n != 1 {
			t.Fatalf("%s got %d end mails, want 1", addr, n)
		}
		end := tj.newest(t, addr, "duel: game over").Body
		// The publisher's two-player game counts a player's powers together
		// (docs/rules/diplomacy.md, 1.2.3e); here France owns all 24.
		wantIn(t, "the end mail to "+addr, end, "England+France+Russia own 24 supply centres between them and win", "Winner: France")
		endCheckSeed(t, start, end)
	}
	// The Fall report comes first and shows the board that won.
	wantIn(t, "the F1915M report", tj.newest(t, duelEast, "F1915M results").Body, "France: F tun")
	if g := tj.endRecord(t, "duel"); g.Ending == nil || len(g.Ending.Winners) != 1 || g.Ending.Winners[0] != "France" {
		t.Fatalf("stored ending %+v", g.Ending)
	}
	// S1914M, F1914M, W1914A, S1915M, F1915M: all replay from the seed.
	tj.endVerify(t, "duel", 5)
	tj.endAfterTheEnd(t, "duel", duelWest, "SIGNON Fduel pw-west\nF Tun - Ion")
}

// startTimed creates a standard game agreed to end after 1902 and seats
// seven players, each given the power asked for.
func startTimed(t *testing.T, tj *testJudge) (players map[string]string, start string) {
	t.Helper()
	r := tj.send(t, "gm@example.org", "CREATE ?timed gmpw standard end=timed endyear=1902")
	wantIn(t, "CREATE answer", r.Body, "Game timed created: diplomacy, variant standard, 7 players")
	players = map[string]string{}
	for _, power := range sevenPowers {
		players[power] = strings.ToLower(power) + "@example.org"
		tj.endSendClean(t, players[power], "SIGNON ?timed pw-"+power+" "+power)
	}
	for _, power := range sevenPowers {
		wantIn(t, power+"'s start mail", tj.newest(t, players[power], "the game has started").Body, "You play "+power)
	}
	return players, tj.newest(t, players["Germany"], "the game has started").Body
}

// playTimed plays the timed game: Germany's orders for 1901 as given, the
// other powers always holding. The master processes the movement phases
// of 1901 and the Spring of 1902; the Fall of 1902 runs out its clock.
func playTimed(t *testing.T, tj *testJudge, spring, fall, builds string) map[string]string {
	t.Helper()
	players, start := startTimed(t, tj)
	signon := "SIGNON Gtimed pw-Germany\n"
	master := "SIGNON Mtimed gmpw\nPROCESS"
	tj.endSendClean(t, players["Germany"], signon+spring)
	tj.endSendClean(t, "gm@example.org", master)
	tj.endSendClean(t, players["Germany"], signon+fall)
	tj.endSendClean(t, "gm@example.org", master)
	// Germany alone builds, so its builds close the winter.
	tj.endSendClean(t, players["Germany"], signon+builds)
	if got := tj.endPhase(t, "timed"); got != "S1902M" {
		t.Fatalf("after Germany's builds the phase is %s, want S1902M", got)
	}
	tj.endSendClean(t, "gm@example.org", master)
	if got := tj.endPhase(t, "timed"); got != "F1902M" {
		t.Fatalf("phase %s, want F1902M", got)
	}
	if tj.countMails(t, players["Russia"], "game over") != 0 {
		t.Fatal("the game ended before its end year was played")
	}
	// Nobody orders in the Fall of 1902: reminder, deadline, grace, then
	// the phase is processed, the winter needs nobody, and time is up.
	g := tj.endRecord(t, "timed")
	tj.now = g.Deadline.Add(g.Settings.Grace + time.Minute)
	for i := 0; i < 3; i++ {
		tj.tick()
	}
	for _, power := range sevenPowers {
		if n := tj.countMails(t, players[power], "timed: game over"); n != 1 {
			t.Fatalf("%s got %d end mails, want 1", power, n)
		}
		endCheckSeed(t, start, tj.newest(t, players[power], "timed: game over").Body)
	}
	// S1901M, F1901M, W1901A, S1902M, F1902M; with no adjustments due the
	// Fall of 1902 leads straight to 1903, past the end year.
	tj.endVerify(t, "timed", 5)
	tj.endAfterTheEnd(t, "timed", players["Germany"], signon+"A Ber H")
	return players
}

func TestTimedGameIsWonByTheMostUnitsAfterTheEndYear(t *testing.T) {
	tj := newSeededJudge(t, 2)
	players := playTimed(t, tj,
		"F Kie - Den\nA Mun - Ruh\nA Ber - Kie",
		"F Den H\nA Ruh - Hol\nA Kie H",
		"Build A Ber\nBuild A Mun")
	for _, power := range []string{"Germany", "Russia", "France"} {
		end := tj.newest(t, players[power], "timed: game over").Body
		wantIn(t, "the end mail to "+power, end, "Time is up after 1902", "most units (5)", "Winner: Germany")
		if strings.Contains(end, "Draw shared by") {
			t.Errorf("a clear win reported as a draw:\n%s", end)
		}
	}
	if g := tj.endRecord(t, "timed"); g.Ending == nil || len(g.Ending.Winners) != 1 || g.Ending.Winners[0] != "Germany" || len(g.Ending.Draw) != 0 {
		t.Fatalf("stored ending %+v", g.Ending)
	}
}

func TestTimedGameTiedOnUnitsIsSharedByTheTied(t *testing.T) {
	tj := newSeededJudge(t, 3)
	players := playTimed(t, tj,
		"F Kie - Den\nA Mun H\nA Ber H",
		"F Den H\nA Mun H\nA Ber H",
		"Build F Kie")
	// Germany's four units tie Russia's four.
	for _, power := range []string{"Germany", "Russia", "England"} {
		end := tj.newest(t, players[power], "timed: game over").Body
		wantIn(t, "the end mail to "+power, end, "Time is up after 1902", "most units (4)", "Draw shared by: Germany, Russia")
		if strings.Contains(end, "Winner:") {
			t.Errorf("a tie reported with a winner:\n%s", end)
		}
	}
}

// TestPlayerOfSeveralPowersIsToldEachSignon: the start mail of a player
// of three powers says how to sign on as each (orders are read per power);
// an order for one of them under another's SIGNON is refused with whose
// unit it is and as whom the player signed on, not "not yours".
func TestPlayerOfSeveralPowersIsToldEachSignon(t *testing.T) {
	tj := newSeededJudge(t, 1)
	startDuel(t, tj)
	wantIn(t, "west's start mail", tj.newest(t, duelWest, "the game has started").Body, "Sign on as each in turn (SIGNON Eduel,", "SIGNON Fduel, SIGNON Rduel, each with your password)")
	r := tj.send(t, duelWest, "SIGNON Eduel pw-west\nA Par - Bur")
	wantIn(t, "an order for France signed on as England", r.Body, "the unit in Paris belongs to France; you are signed on as England")
	// One password holds all three: the answer to its change says so.
	r = tj.send(t, duelWest, "SIGNON Rduel pw-west\nSET PASSWORD new-west")
	wantIn(t, "a password change by a player of three powers", r.Body, "England, France, Russia", "SIGNON Eduel, SIGNON Fduel,", "SIGNON Rduel <new password>")
	r = tj.send(t, duelWest, "SIGNON Fduel new-west")
	wantIn(t, "France under the new password", r.Body, "signed on as France in duel")
}
