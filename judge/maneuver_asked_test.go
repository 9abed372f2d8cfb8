package judge

import (
	"slices"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/maneuver"
)

// A Maneuver seat that writes in a set-up step that asks the other seat
// is told, in its own language, that it has nothing to send now, who is
// asked, and that the judge mails it when its turn comes.
func TestTheSeatNotAskedIsToldWhoIs(t *testing.T) {
	tj := newTestJudge(t, Options{Engines: []games.Engine{maneuver.Engine{}}, RepliesPerHour: 1000})
	tj.send(t, "gm@example.org", "CREATE ?ulm gmpw maneuver")
	tj.send(t, "blue@example.org", "SET LANGUAGE zh-Hant\nSIGNON ?ulm bpw Blue")
	tj.send(t, "red@example.org", "SET LANGUAGE zh-Hant\nSIGNON ?ulm rpw Red")
	game, err := tj.endRecord(t, "ulm").Game()
	if err != nil {
		t.Fatal(err)
	}
	// The first player lays the tiles; the other is not asked.
	other := "blue@example.org\n登入 Bulm bpw"
	if reqs := game.Requests(); len(reqs) != 1 || reqs[0].Seat == "Blue" {
		other = "red@example.org\n登入 Rulm rpw"
	}
	addr, signon, _ := strings.Cut(other, "\n")
	refused := tj.send(t, addr, signon+"\n地圖塊 1 2 3 4").Body
	wantIn(t, "the refusal to the seat not asked", refused, "布置：地圖塊", "現在只等", "輪到您時裁判會寄信通知")
	if strings.Contains(refused, "set-up") || strings.Contains(refused, "Blue 在") || strings.Contains(refused, "Red 在") {
		t.Errorf("English in the Chinese refusal:\n%s", refused)
	}
}

// A set-up answer written with a standing answer's word ("SIDE" for the
// starting edge) is refused with what the set-up asks of the seat now, so
// the player learns the word to use.
func TestASetUpLineWithAStandingAnswersWordSaysWhatIsAsked(t *testing.T) {
	tj := newTestJudge(t, Options{Engines: []games.Engine{maneuver.Engine{}}, RepliesPerHour: 1000})
	tj.send(t, "gm@example.org", "CREATE ?ulm gmpw maneuver")
	tj.send(t, "blue@example.org", "SIGNON ?ulm bpw Blue")
	tj.send(t, "red@example.org", "SIGNON ?ulm rpw Red")
	game, err := tj.endRecord(t, "ulm").Game()
	if err != nil {
		t.Fatal(err)
	}
	asked := "blue@example.org\nSIGNON Bulm bpw"
	if reqs := game.Requests(); len(reqs) == 1 && reqs[0].Seat == "Red" {
		asked = "red@example.org\nSIGNON Rulm rpw"
	}
	addr, signon, _ := strings.Cut(asked, "\n")
	refused := tj.send(t, addr, signon+"\nSIDE south").Body
	wantIn(t, "SIDE in the set-up", refused, "standing answers are given once the turns have begun; the set-up asks you now for four tiles for the field: TILES")
}

// At a stop that asks the active player for the rest of its turn, a mail
// whose every line is refused (here a misspelt CONTINUE) is
// no answer that wipes the plan still to run: at the deadline the plan's
// move runs as written, not the default move.
func TestManeuverRefusedAnswerAtAStopKeepsThePlanStillToRun(t *testing.T) {
	tj, addr, sign, move := maneuverFirstTurn(t)
	tj.send(t, addr, sign+"\nDISCARD NONE\nASK\n"+move)
	refused := tj.send(t, addr, sign+"\nCONTINU").Body
	wantIn(t, "the refused answer at the stop", refused, `"CONTINU" is not a word of Maneuver's plans: did you mean CONTINUE?`,
		"No plan line of this mail is taken: the plan still to run runs as written")
	tj.send(t, "gm@example.org", "SIGNON Mulm gmpw\nPROCESS")
	f := strings.Fields(move) // MOVE unit ... square
	results := tj.last(t, addr).Body
	wantIn(t, "the results after the deadline", results, "sent no new plan line: the rest of the plan sent runs", "moves "+f[1]+" from")
	if strings.Contains(results, "by default") {
		t.Errorf("the plan still to run was dropped for the default move:\n%s", results)
	}
}

// The master's edits are made line by line: a refused EDIT line changes
// nothing and the good lines of the same mail stand, as GET maneuver
// edits says (it once said one bad line undid the whole mail).
func TestManeuverEditsAreMadeLineByLine(t *testing.T) {
	tj, _, _, _ := maneuverFirstTurn(t)
	help := tj.send(t, "gm@example.org", "SIGNON Mulm gmpw\nEDIT").Body
	wantIn(t, "the edits topic", help, "a refused line changes nothing")
	reply := tj.send(t, "gm@example.org", "SIGNON Mulm gmpw\nEDIT REDOUBT D4 ON\nEDIT UNIT Blue ZZZ D5").Body
	wantIn(t, "the edit reply", reply, "→ REDOUBT D4 ON")
	s := tj.gameNow(t, "ulm").(*maneuver.Game).State()
	if !slices.ContainsFunc(s.Redoubts, func(sq maneuver.Square) bool { return sq.String() == "D4" }) {
		t.Errorf("the good edit line was not made beside a refused one: redoubts %v", s.Redoubts)
	}
}

// 继续 ("go on") is the judge's RESUME, which only a master sends; a
// player whose plan stopped for a question means their own CONTINUE, and
// gets it.
func TestAPlayersChineseGoOnAtAStopIsTheirContinue(t *testing.T) {
	tj, addr, sign, move := maneuverFirstTurn(t)
	// Before any stop, 继续 from a player is still the master's word.
	r := tj.send(t, addr, sign+"\n继续").Body
	wantIn(t, "继续 with no stop", r, "只有 ulm 的主持人可以 RESUME")
	tj.send(t, addr, sign+"\nDISCARD NONE\nASK\n"+move)
	r = tj.send(t, addr, sign+"\n继续").Body
	if strings.Contains(r, "主持人可以 RESUME") {
		t.Fatalf("继续 at a stop was taken for the master's RESUME:\n%s", r)
	}
	wantIn(t, "继续 at a stop", r, "CONTINUE")
	f := strings.Fields(move)
	wantIn(t, "the results", tj.last(t, addr).Body, "moves "+f[1]+" from")
}

// maneuverFirstTurn starts a France–Britain game in ulm and plays its
// set-up by the master's PROCESS; it returns the address and SIGNON line
// of the side whose turn it is and a MOVE line of that side's script.
func maneuverFirstTurn(t *testing.T) (tj *testJudge, addr, sign, move string) {
	t.Helper()
	tj = newTestJudge(t, Options{Engines: []games.Engine{maneuver.Engine{}}, RepliesPerHour: 1000})
	tj.send(t, "gm@example.org", "CREATE ?ulm gmpw maneuver nations=france,britain tiles=1,2,3,4")
	tj.send(t, "blue@example.org", "SIGNON ?ulm bpw Blue")
	tj.send(t, "red@example.org", "SIGNON ?ulm rpw Red")
	game := tj.gameNow(t, "ulm")
	for i := 0; game.Phase().Class == maneuver.ClassSetup; i++ {
		if i > 10 {
			t.Fatalf("still in the set-up at %s", game.Phase().ID)
		}
		tj.send(t, "gm@example.org", "SIGNON Mulm gmpw\nPROCESS")
		game = tj.gameNow(t, "ulm")
	}
	seat := maneuver.Blue
	addr, sign = "blue@example.org", "SIGNON Bulm bpw"
	if game.Requests()[0].Seat == "Red" {
		seat = maneuver.Red
		addr, sign = "red@example.org", "SIGNON Rulm rpw"
	}
	for _, l := range (maneuver.Scripted{Seat: seat}).Lines(game.(*maneuver.Game)) {
		if strings.HasPrefix(l, "MOVE ") {
			move = l
		}
	}
	if move == "" {
		t.Fatal("the script has no move")
	}
	return tj, addr, sign, move
}
