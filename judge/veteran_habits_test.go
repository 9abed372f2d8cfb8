package judge

import (
	"strings"
	"testing"
)

// The commands a referee types from habit on the classic email judges: the
// press words of their SET (NOPRESS, NO PRESS, GREY, WHITE), values in
// capitals, and the short forms of the phase times. Each is carried out,
// and LIST shows the game as the answer says.
func TestMasterSetsTheClassicJudgesWay(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj) // press=grey
	for _, c := range []struct{ line, answer, list string }{
		{"SET PRESS NONE", "west: press=none", "press=none"},
		{"SET GREY", "west: press=grey", "press=grey"},
		{"SET NOPRESS", "west: press=none", "press=none"},
		{"SET WHITE", "west: press=white", "press=white"},
		{"SET NO PRESS", "west: press=none", "press=none"},
		{"SET PRESS GRAY", "west: press=grey", "press=grey"},
		{"SET NMR ABANDON", "west: nmr=abandon", "nmr=abandon"},
		{"SET MOVE 36h", "west: movement=36h", "movement=36h"},
		{"SET ADJUST 12h", "west: adjustment=12h", "adjustment=12h"},
		{"SET BUILD 6h", "west: adjustment=6h", "adjustment=6h"},
	} {
		r := tj.asMaster(t, c.line)
		mustContain(t, c.line, r.Body, c.answer)
		if strings.Contains(r.Body, "Problems") {
			t.Errorf("%s was refused:\n%s", c.line, r.Body)
		}
		mustContain(t, "LIST after "+c.line, tj.listWest(t), c.list)
	}
}
