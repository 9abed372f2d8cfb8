package judge

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/marengo"
)

// Marengo: a side that sees the enemy coming changes its standing answers
// in the enemy's turn, by a mail holding only them. The reply says what
// now stands; the enemy's turn uses the change; no mail to the enemy or
// to an observer shows it, nor that anything was sent (LIST, SUMMARY).
func TestMarengoStandingAnswersChangedInTheEnemysTurnAreUsed(t *testing.T) {
	tj := newMarengoJudge(t)
	r := newSecretReader(tj, "mg")
	r.watch("aus@example.org", "Austria")
	r.watch("fra@example.org", "France")
	tj.observe(t, "obs@example.net", "mg")
	r.watch("obs@example.net", "")
	secrets := map[games.Seat][]string{"France": {"RETREAT PDB FON", "RETREAT PDB BSO", "撤退 PDB BSO"}}
	tj.send(t, "aus@example.org", "SIGNON Amg apw\nENTER A01\nENTER A02\nENTER A03\nPONTOON A04")
	tj.send(t, "fra@example.org", "SIGNON Fmg fpw\nBLOCK * NONE\nRETREAT PDB FON\nDONE")
	r.check(t, "France's turn", secrets)
	onlyInfantryInPDB(t, tj)
	r.check(t, "the master's edit", secrets)

	ahead := oneLine(tj.send(t, "fra@example.org", "SIGNON Fmg fpw\nMOVE F01 TO BSO\nDONE").Body)
	wantIn(t, "the reply to France's plan written ahead", ahead,
		"France has nothing to order in 7 AM, Austria's turn", "standing answers are taken now too, in a mail that holds nothing else: they update yours for the decisions still to come", "not taken either, for the reason given at line 2")
	list := tj.send(t, "aus@example.org", "LIST mg").Body
	wantIn(t, "Austria's LIST", list, "Austria")
	body := oneLine(tj.send(t, "fra@example.org", "SIGNON Fmg fpw\nRETREAT PDB BSO\nMOVE F01 TO BSO").Body)
	wantIn(t, "the reply to France's standing answers in Austria's turn", body,
		"you are not asked now: MOVE waits for your own turn's plan",
		"your standing answers will then be: BLOCK * NONE; RETREAT PDB BSO")
	body = oneLine(tj.send(t, "fra@example.org", "SIGNON Fmg fpw\n撤退 PDB BSO").Body)
	wantIn(t, "the reply to France's Chinese standing answer", body, "RETREAT PDB BSO")
	r.check(t, "France's standing answers", secrets)
	if again := tj.send(t, "aus@example.org", "LIST mg").Body; again != list {
		t.Errorf("Austria's LIST changed when France changed its standing answers:\n%s\nwas\n%s", again, list)
	}
	wantIn(t, "Austria's assault", tj.send(t, "aus@example.org", "SIGNON Amg apw\nMOVE A01 TO PDB").Body, "MOVE A01 TO PDB")
	r.check(t, "Austria's turn", secrets)
	s := tj.gameNow(t, "mg").(*marengo.Game).State()
	for _, x := range s.B.Blocks {
		if x.Side == marengo.France && x.On() && x.At.Area == "PDB" {
			t.Errorf("%s is still in PDB: the assault did not make France retreat", x.ID)
		}
	}
	if n := frenchIn(s, "BSO"); n != 1 {
		t.Errorf("%d French blocks retreated to BSO, want the one France's changed answer sent", n)
	}
	for _, addr := range []string{"aus@example.org", "obs@example.net"} {
		sum := tj.send(t, addr, "SUMMARY mg").Body
		if strings.Contains(sum, "2/1") {
			t.Errorf("%s's SUMMARY counts France's standing answers as orders of Austria's turn:\n%s", addr, sum)
		}
	}
	r.check(t, "the SUMMARY answers", secrets)
	r.wantRead(t)
}

// onlyInfantryInPDB has the master make PDB hold one French block that a
// retreat does not eliminate (the start draw is random).
func onlyInfantryInPDB(t *testing.T, tj *testJudge) {
	t.Helper()
	s := tj.gameNow(t, "mg").(*marengo.Game).State()
	var in, out *marengo.Block
	for i := range s.B.Blocks {
		x := &s.B.Blocks[i]
		switch {
		case x.Side != marengo.France || !x.On():
		case x.At.Area == "PDB" && in == nil:
			in = x
		case x.At.Area != "PDB" && x.At.Face == "" && x.Arm != marengo.Artillery && out == nil:
			out = x
		}
	}
	if in == nil || out == nil {
		t.Fatal("no French block in PDB, or none in a reserve elsewhere")
	}
	if in.Arm != marengo.Artillery {
		return
	}
	lines := "EDIT PLACE France PDB " + in.Face().String() + " " + out.At.Area + "\nEDIT PLACE France " + out.At.Area + " " + out.Face().String() + " PDB"
	tj.send(t, "gm@example.org", "SIGNON Mmg gmpw\nPAUSE\n"+lines+"\nRESUME")
	if frenchIn(tj.gameNow(t, "mg").(*marengo.Game).State(), "PDB") != 1 {
		t.Fatal("the master's edit did not leave one French block in PDB")
	}
}

func frenchIn(s *marengo.State, area string) int {
	n := 0
	for _, x := range s.B.Blocks {
		if x.Side == marengo.France && x.On() && x.At.Area == area {
			n++
		}
	}
	return n
}

// A side in civil disorder that sends standing answers in the enemy's
// turn has them kept, and stays in civil disorder for that turn: the
// SUMMARY's civil disorder column, read by the enemy, must not change
// because it wrote (nor a question be put to it that the enemy would
// see asked).
func TestMarengoStandingAnswersOfASideInCivilDisorderDoNotShow(t *testing.T) {
	tj := newMarengoJudge(t)
	tj.send(t, "gm@example.org", "SIGNON Mmg gmpw\nSET nmr_limit 1")
	tj.send(t, "aus@example.org", "SIGNON Amg apw\nENTER A01\nENTER A02\nENTER A03\nPONTOON A04")
	tj.passDeadlineAndGrace(t, "mg")
	if got := tj.endPhase(t, "mg"); got != "T07A" {
		t.Fatalf("the game stands in %s, want T07A after France's missed turn", got)
	}
	wantIn(t, "France's standing answers in civil disorder", tj.send(t, "fra@example.org", "SIGNON Fmg fpw\nRETREAT * ROOM").Body, "RETREAT * ROOM")
	tj.send(t, "aus@example.org", "SIGNON Amg apw\nMOVE A04 TO BRH")
	sum := tj.send(t, "aus@example.org", "SUMMARY mg").Body
	for _, l := range strings.Split(sum, "\n") {
		if strings.Contains(l, "T07A") && !strings.Contains(l, "France") {
			t.Errorf("Austria's SUMMARY shows France out of civil disorder in the turn it wrote standing answers:\n%s", sum)
		}
	}
	saved, err := tj.gameNow(t, "mg").Save()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(saved), `"RETREAT * ROOM"`) {
		t.Error("France's standing answer was not kept")
	}
}
