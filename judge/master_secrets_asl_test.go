package judge

import (
	"strings"
	"testing"

	"adjutant/games"
)

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
		wantDone(t, step, body)
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
	// After the end every secret opens on purpose: that mail is not read.
	wantIn(t, "TERMINATE", tj.send(t, "gm@example.org", "SIGNON Mvil gmpw\nTERMINATE").Body, "is terminated")
}
