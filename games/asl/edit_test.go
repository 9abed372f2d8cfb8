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

// A master reads the states off the map and the results, which write CX
// as 疲倦 and a pin as 被壓制/被压制: the edit takes those words too. A
// state it does not know is named in the refusal, and DM or a pin on a
// unit whose state cannot carry it (DM is a broken unit's marker, a pin a
// good-order one's) is refused, saying what would set it.
func TestEditStatesInTheMapsWords(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	lines := []games.Line{{N: 1, Text: "設為 R10 疲倦"}, {N: 2, Text: "设为 R11 被压制"}, {N: 3, Text: "設為 G4 絕望士氣"}}
	next, res := g.Edit([]games.Line{lines[0], lines[1]}, i18n.TraditionalChinese)
	if len(res.Problems) > 0 {
		t.Fatalf("%+v", res.Problems)
	}
	if s := next.(*Game).s; !s.unit("R10").CX || !s.unit("R11").Pinned {
		t.Error("疲倦 and 被压制 did not apply")
	}
	if got := g.(*Game).EditText("SET R10 CX"); got.Hant != "設為 R10 疲倦" {
		t.Errorf("the notice words CX as the map does: %q", got.Hant)
	}
	_, res = g.Edit([]games.Line{lines[2]}, i18n.TraditionalChinese)
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "G4 is not broken: DM marks a broken unit (SET G4 BROKEN breaks it, with DM)") {
		t.Errorf("DM on a good-order unit: %+v", res.Problems)
	}
	s := g.(*Game).s.clone()
	s.unit("G4").Broken = true
	if _, why := s.edit([]string{"SET", "G4", "PINNED"}); why == nil || !strings.Contains(why.EN, "G4 is broken: a pin marks a unit in good order") {
		t.Errorf("a pin on a broken unit: %v", why)
	}
	_, res = g.Edit([]games.Line{{N: 1, Text: "設為 G4 睡覺"}}, i18n.TraditionalChinese)
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hant, "睡覺 不是可設定的狀態") || !strings.Contains(res.Problems[0].Message.EN, "睡覺 is not a state") {
		t.Errorf("an unknown state is named: %+v", res.Problems)
	}
}

// An edit that leaves a melee hex to one side ends the melee there (the
// units were otherwise locked for good: melee is settled only by close
// combat in the hex), and one that brings the two sides together in a hex
// with a unit in good order locks them in melee, as the CCPh would.
func TestEditsSettleMelee(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	s := g.(*Game).s
	h := s.hex(t, "vI4")
	for _, id := range []string{"R10", "R11", "G4"} {
		u := s.u(t, id)
		u.Hex, u.Melee = h, true
	}
	next, res := g.Edit([]games.Line{{N: 1, Text: "REMOVE G4"}}, i18n.English)
	if len(res.Problems) > 0 {
		t.Fatalf("%+v", res.Problems)
	}
	if ns := next.(*Game).s; ns.unit("R10").Melee || ns.unit("R11").Melee {
		t.Error("the Russians stay locked in melee with no German left in vI4")
	}
	next, _ = g.Edit([]games.Line{{N: 1, Text: "PLACE R10 vH4"}, {N: 2, Text: "PLACE R11 vH4"}}, i18n.English)
	if ns := next.(*Game).s; ns.unit("R10").Melee || ns.unit("G4").Melee {
		t.Error("units placed out of a melee, or left alone in it, stay locked")
	}
	next, _ = g.Edit([]games.Line{{N: 1, Text: "PLACE G5 vD5"}}, i18n.English)
	if ns := next.(*Game).s; !ns.unit("G5").Melee || !ns.unit("R1").Melee {
		t.Error("a unit placed among the enemy is not in melee with them")
	}
}
