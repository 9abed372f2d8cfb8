package asl

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

func TestEditsChangeOnlyWhatEveryoneSees(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	lines := []games.Line{{N: 1, Text: "PLACE R7 vF3"}, {N: 2, Text: "SET G4 BROKEN"}, {N: 3, Text: "REMOVE G9"}, {N: 4, Text: "CONTROL vL4 russian"}, {N: 5, Text: "TURN 2"}}
	next, res := g.Edit(lines, i18n.English)
	if len(res.Problems) > 0 {
		t.Fatalf("%v", res.Problems)
	}
	s := next.(*Game).s
	if s.unit("R7").Hex != s.hex(t, "vF3") || !s.unit("G4").Broken || !s.unit("G9").Gone || s.Turn != 2 {
		t.Fatal("the edits did not apply")
	}
	if i := 2; s.Control[i] != 0 {
		t.Fatal("vL4 should be Russian")
	}
	if g.(*Game).s.unit("R7").Hex == s.unit("R7").Hex {
		t.Fatal("Edit changed the game it was called on")
	}
	_, res = g.Edit([]games.Line{{N: 1, Text: "PLACE R7 vZ9"}, {N: 2, Text: "FLY"}}, i18n.English)
	if len(res.Problems) != 2 || !strings.Contains(res.Problems[1].Message.EN, "edits are") {
		t.Fatalf("bad edits: %+v", res.Problems)
	}
}
