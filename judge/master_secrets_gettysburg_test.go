package judge

import (
	"strings"
	"testing"

	"adjutant/games"
)

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
		wantDone(t, step, body)
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
	// After the end every secret opens on purpose: that mail is not read.
	wantIn(t, "TERMINATE", tj.send(t, "gm@example.org", "SIGNON Mgb gmpw\nTERMINATE").Body, "is terminated")
}
