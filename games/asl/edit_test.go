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

// A Chinese-writing master edits with the Chinese words, in either script
// and in full-width letters.
func TestEditsInChinese(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	lines := []games.Line{{N: 1, Text: "放置 R7 vF3"}, {N: 2, Text: "設為 G4 潰散"}, {N: 3, Text: "移除 G9"}, {N: 4, Text: "控制 vL4 俄军"}, {N: 5, Text: "回合 2"}, {N: 6, Text: "ＳＥＴ Ｇ５ 压制"}}
	next, res := g.Edit(lines, i18n.TraditionalChinese)
	if len(res.Problems) > 0 {
		t.Fatalf("%+v", res.Problems)
	}
	if want := "PLACE R7 vF3; SET G4 BROKEN; REMOVE G9; CONTROL vL4 russian; TURN 2; SET G5 PINNED"; res.Summary != want {
		t.Errorf("summary %q, want %q", res.Summary, want)
	}
	if s := next.(*Game).s; !s.unit("G4").Broken || !s.unit("G5").Pinned || s.Turn != 2 {
		t.Error("the Chinese edits did not apply")
	}
	_, res = g.Edit([]games.Line{{N: 1, Text: "飛"}}, i18n.SimplifiedChinese)
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hans, "放置") {
		t.Errorf("the usage names the Chinese words: %+v", res.Problems)
	}
}
