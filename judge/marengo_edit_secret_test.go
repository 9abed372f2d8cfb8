package judge

import (
	"fmt"
	"strings"
	"testing"

	"adjutant/games/marengo"
)

// A master's BLOCK edit in Marengo names a block by its face, which the
// other side may not see. The master's answer keeps the whole line; every
// mail to the players (the mail asking them to send their plans again,
// the results that carry the notice) tells it by side and place alone.
func TestMarengoBlockEditKeepsTheFaceFromThePlayers(t *testing.T) {
	tj := newMarengoJudge(t)
	var line string
	for _, b := range tj.gameNow(t, "mg").(*marengo.Game).State().B.Blocks {
		if b.Side == marengo.France && b.Status == "map" && b.Strength > 1 {
			f := b.Face()
			line = fmt.Sprintf("BLOCK France %s %s %s%d", b.At, f, f.Arm, b.Strength-1)
			break
		}
	}
	if line == "" {
		t.Fatal("no French block on the map to edit")
	}
	before := map[string]int{}
	for _, addr := range []string{"aus@example.org", "fra@example.org"} {
		before[addr] = len(tj.mailsTo(t, addr))
	}
	tj.send(t, "aus@example.org", "SIGNON Amg apw\nSET WAIT\nENTER A01")
	r := tj.send(t, "gm@example.org", "SIGNON Mmg gmpw\nPAUSE\nEDIT "+line+"\nRESUME")
	wantIn(t, "the master's answer", r.Body, line)
	tj.send(t, "aus@example.org", "SIGNON Amg apw\nSET NOWAIT\nENTER A01")
	face := strings.Fields(line)[3]
	told := false
	for _, addr := range []string{"aus@example.org", "fra@example.org"} {
		for _, m := range tj.mailsTo(t, addr)[before[addr]:] {
			body := strings.Join(strings.Fields(m.Body), " ") // unwrapped
			if strings.Contains(body, "France "+strings.Fields(line)[2]+" "+face) {
				t.Errorf("%s's mail %q names the edited block's face:\n%s", addr, m.Subject, m.Body)
			}
			told = told || strings.Contains(body, "BLOCK France "+strings.Fields(line)[2]+": one block's strength changed")
		}
	}
	if !told {
		t.Error("no player was told of the edit")
	}
}
