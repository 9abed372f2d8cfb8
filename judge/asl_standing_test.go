package judge

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/asl"
)

// newASLJudge starts a judge with the ASL engine and the sample game
// "vil": the Russian (ivan, ipw) moves first, the German (hans, hpw)
// answers with standing orders.
func newASLJudge(t *testing.T) *testJudge {
	t.Helper()
	tj := newTestJudge(t, Options{Engines: []games.Engine{asl.Engine{}}, RepliesPerHour: 1000})
	tj.send(t, "gm@example.org", "CREATE ?vil gmpw asl")
	tj.send(t, "ivan@example.org", "SIGNON ?vil ipw Russian")
	tj.send(t, "hans@example.org", "SIGNON ?vil hpw German")
	return tj
}

// Issue 19: ADD with FIRE lines adds them to the standing fire orders
// sent in earlier player turns instead of replacing them, and the reply
// lists every standing order in force.
func TestASLAddKeepsTheStandingOrdersOfEarlierTurns(t *testing.T) {
	tj := newASLJudge(t)
	// T1, Russian player turn: the German's standing orders.
	tj.send(t, "hans@example.org", "SIGNON Gvil hpw\nFIRE G4 AT ANY WITHIN 3")
	tj.send(t, "ivan@example.org", "SIGNON Rvil ipw\nPASS")
	if p := tj.endPhase(t, "vil"); !strings.Contains(p, "T1-G") {
		t.Fatalf("after both sent, the phase is %s", p)
	}
	// T1, German player turn: nothing happens.
	tj.send(t, "hans@example.org", "SIGNON Gvil hpw\nPASS")
	tj.send(t, "ivan@example.org", "SIGNON Rvil ipw\nPASS")
	if p := tj.endPhase(t, "vil"); !strings.Contains(p, "T2-R") {
		t.Fatalf("after both sent, the phase is %s", p)
	}
	r := tj.send(t, "hans@example.org", "SIGNON Gvil hpw\nADD\nFIRE G5 AT ANY WITHIN 3")
	wantIn(t, "the reply to ADD", r.Body, "FIRE G4 AT ANY WITHIN 3", "FIRE G5 AT ANY WITHIN 3")
	stored := tj.endRecord(t, "vil").Submissions["German"]
	var texts []string
	for _, l := range stored.Lines {
		texts = append(texts, l.Text)
	}
	if all := strings.Join(texts, "\n"); !strings.Contains(all, "FIRE G4 AT ANY WITHIN 3") || !strings.Contains(all, "FIRE G5 AT ANY WITHIN 3") {
		t.Errorf("the stored standing orders after ADD:\n%s", all)
	}
	// Without ADD, FIRE lines still replace them.
	r = tj.send(t, "hans@example.org", "SIGNON Gvil hpw\nFIRE G6 AT ANY")
	if strings.Contains(r.Body, "FIRE G4 AT") || !strings.Contains(r.Body, "FIRE G6 AT ANY") {
		t.Errorf("a mail without ADD replaces the standing orders:\n%s", r.Body)
	}
}

// Issue 19: the reply to a plan with a refused line names that line and
// what the deadline will do, beside the judge's "not resolved early".
func TestASLReplyNamesTheRefusedLine(t *testing.T) {
	tj := newASLJudge(t)
	tj.send(t, "hans@example.org", "SIGNON Gvil hpw\nPASS")
	r := tj.send(t, "ivan@example.org", "SIGNON Rvil ipw\nMOVE R7 vF3\nADVANCE R4 vJ4")
	wantIn(t, "the reply to a plan with a refused line", r.Body, "Refused: line 3 (ADVANCE R4 vJ4)", "what was accepted above runs without the refused lines", "is not complete (a line was refused")
	if p := tj.endPhase(t, "vil"); p != "T1-R" {
		t.Errorf("the phase was resolved early: now %s", p)
	}
}

// Issue 19: one Chinese keyword among English orders does not turn the
// whole reply Chinese: the reply follows the mail's dominant language,
// and the reader's SET LANGUAGE over that.
func TestASLReplyFollowsTheMailsDominantLanguage(t *testing.T) {
	tj := newASLJudge(t)
	r := tj.send(t, "hans@example.org", "SIGNON Gvil hpw\nFIRE G4 AT ANY\nFIRE vJ5 AT ANY\n射击 G6 向 任何")
	wantIn(t, "the reply to mostly English orders", r.Body, "Your orders while the enemy moves:", "FIRE G6 AT ANY")
	if strings.Contains(r.Body, "敌方行动时") {
		t.Errorf("one Chinese line turned the reply Chinese:\n%s", r.Body)
	}
	r = tj.send(t, "hans@example.org", "SIGNON Gvil hpw\n射击 G4 向 任何\n射击 vJ5 向 任何\nFIRE G6 AT ANY")
	wantIn(t, "the reply to mostly Chinese orders", r.Body, "敌方行动时您的命令")
	tj.send(t, "hans@example.org", "SET LANGUAGE en")
	r = tj.send(t, "hans@example.org", "SIGNON Gvil hpw\n射击 G4 向 任何\n射击 vJ5 向 任何")
	wantIn(t, "the reply to a reader who chose English", r.Body, "Your orders while the enemy moves:")
}

// A unit fires once a player turn: by mail, a second PREP line for a
// unit that the first fires for sure is refused in the reply, naming the
// earlier line, and the phase waits for the deadline or a corrected mail
// instead of running and skipping the line; the corrected mail, in
// Chinese, is taken whole.
func TestASLSecondFireLineIsRefusedInTheReply(t *testing.T) {
	tj := newASLJudge(t)
	tj.send(t, "hans@example.org", "SIGNON Gvil hpw\nPASS")
	r := tj.send(t, "ivan@example.org", "SIGNON Rvil ipw\nPREP R10 AT vJ4\nPREP R10 AT vJ5")
	wantIn(t, "the reply to a plan firing R10 twice", strings.Join(strings.Fields(r.Body), " "), "Refused: line 3 (PREP R10 AT vJ5)", "R10 fires by line 2 already (at vJ4), and a unit fires once a player turn (3.2)")
	if p := tj.endPhase(t, "vil"); p != "T1-R" {
		t.Errorf("the phase was resolved early: now %s", p)
	}
	r = tj.send(t, "ivan@example.org", "SIGNON Rvil ipw\n準備射擊 R10 向 vJ4\n準備射擊 R11 向 vJ5")
	if strings.Contains(r.Body, "被拒絕") || strings.Contains(r.Body, "Refused") {
		t.Errorf("the corrected plan was refused:\n%s", r.Body)
	}
}
