package judge

import (
	"fmt"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/marengo"
)

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
		wantDone(t, step, body)
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
	// After the end every secret opens on purpose: that mail is not read.
	wantIn(t, "TERMINATE", tj.send(t, "gm@example.org", "SIGNON Mmg gmpw\nTERMINATE").Body, "is terminated")
}
