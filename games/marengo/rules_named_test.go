package marengo

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// Rules 8.3 and 9: the side that suffers a loss picks the block that
// takes it. A LOSS answer may name the side's own blocks, in the order
// they take losses (each until it is gone), per area or for all; the
// blocks not named follow the answer's preference, else LOSS *'s, else
// STRONGEST.
func TestRule8_3LossNamesTheBlocksInOrder(t *testing.T) {
	for _, c := range []struct {
		opt                string
		book               []string
		f05, f02, f06      string
		strF02, wantMorale int
	}{
		// bombard_loss=one: the named block takes every step, against
		// the preference.
		{BombardOne, []string{"LOSS * STRONGEST", "LOSS MAR F02"}, "inf3", "gone", "inf2", 2, 14 - 2},
		{BombardOne, []string{"LOSS * F06 WEAKEST"}, "inf3", "inf2", "gone", 2, 14 - 2},
		// spread: the named block goes first, and what it cannot take
		// falls to the preference: MAR's own, else LOSS *'s.
		{BombardSpread, []string{"LOSS * WEAKEST", "LOSS MAR F02"}, "inf3", "gone", "inf1", 1, 14 - 2},
		{BombardSpread, []string{"LOSS * WEAKEST", "LOSS MAR F02 STRONGEST"}, "inf2", "gone", "inf2", 1, 14 - 2},
		{BombardSpread, []string{"LOSS MAR F02"}, "inf2", "gone", "inf2", 1, 14 - 2},
		// A named block not in the battle is passed over.
		{BombardSpread, []string{"LOSS * F01 WEAKEST"}, "inf3", "gone", "inf1", 1, 14 - 2},
	} {
		f := newFx(t).opt("bombard_loss", c.opt).at("FON/MAR", "A08").at("MAR/FON", "F05", "F02", "F06").at("SPI", "F01").
			str("F02", c.strF02).turn(Austria, 9).book(France, c.book...)
		f.s.B.Declared = []Bombard{{Art: "A08", Side: Austria, Target: "MAR"}}
		f.play()
		if f.face("F05") != c.f05 || f.face("F02") != c.f02 || f.face("F06") != c.f06 || f.s.B.Morale[France] != c.wantMorale {
			t.Errorf("bombard_loss=%s, %q: F05 %s, F02 %s, F06 %s, morale %d; want %s, %s, %s, %d\n%s",
				c.opt, c.book, f.face("F05"), f.face("F02"), f.face("F06"), f.s.B.Morale[France], c.f05, c.f02, c.f06, c.wantMorale, f.events(master))
		}
		f.wantNoEvent(austria, "F0")
	}
}

// Rule 10: the retreating side picks which of its reserve infantry takes
// the retreat's step: a LOSS answer naming a block puts it there, against
// the preference.
func TestRule10RetreatLossNamesTheBlock(t *testing.T) {
	f := newFx(t).at("CGR", "A03").at("SGI", "F05", "F01").at("RIV", "F02").
		book(France, "BLOCK * NONE", "RETREAT SGI RIV", "LOSS * WEAKEST", "LOSS SGI F05")
	f.play("MOVE A03 TO SGI")
	f.wantFace("F05", "inf2")
	f.wantFace("F01", "inf2")
	f.wantAt("F05", "RIV")
	f.wantNoEvent(austria, "F05")
}

// Rule 10: the retreating side sends each block where it will. A
// RETREAT answer's "id TO area" sends that block there before the rest
// fill the areas in order; a block sent where this retreat may not go,
// or to an area full by then, retreats with the rest, and only its owner
// reads why.
func TestRule10RetreatSendsNamedBlocks(t *testing.T) {
	f := newFx(t).at("CGR", "A03").at("SGI", "F05", "F03").at("RIV", "F01", "F02").
		book(France, "BLOCK * NONE", "RETREAT SGI SAL F03 TO RIV")
	f.play("MOVE A03 TO SGI")
	f.wantAt("F05", "SAL")
	f.wantAt("F03", "RIV")
	f.wantEvent(austria, "France retreats "+f.face("F03")+" to RIV.")
	f.wantNoEvent(austria, "F03")
	// The assault's own area is closed: F03 goes with the rest.
	g := newFx(t).at("CGR", "A03").at("SGI", "F05", "F03").at("RIV", "F01", "F02").
		book(France, "BLOCK * NONE", "RETREAT * SAL F03 TO CGR")
	g.play("MOVE A03 TO SGI")
	g.wantAt("F03", "SAL")
	g.wantEvent(france, "Your RETREAT SGI sends F03 to CGR, which this retreat may not go to (open: SAL, RIV): it retreats with the others.")
	g.wantNoEvent(austria, "Your RETREAT")
	// RIV has room for one: the first sent there takes it.
	h := newFx(t).at("CGR", "A03").at("SGI", "F05", "F03").at("RIV", "F01", "F02", "F04").
		book(France, "BLOCK * NONE", "RETREAT SGI ROOM F03 TO RIV F05 TO RIV")
	h.play("MOVE A03 TO SGI")
	h.wantAt("F03", "RIV")
	h.wantAt("F05", "SAL")
	h.wantEvent(france, "Your RETREAT SGI sends F05 to RIV, which is full by now: it retreats with the others.")
	h.wantNoEvent(austria, "Your RETREAT")
	// Asked, the side may answer with a block sent by name.
	k := newFx(t).at("CGR", "A03").at("SGI", "F05", "F03").at("RIV", "F01", "F02").book(France, "BLOCK * NONE")
	k.send("MOVE A03 TO SGI")
	k.asked(France, askRetreat, "SGI")
	if p := k.game().Requests()[0]; !strings.Contains(p.Private.Ask.EN, "then any block sent by name (F0") || !strings.Contains(p.Private.Ask.EN, "TO SAL)") {
		t.Errorf("the question does not say a block may be sent by name: %s", p.Private.Ask.EN)
	}
	// An answer to the question asked now is checked against this
	// retreat: its blocks and the areas open to it (a RETREAT * line is
	// kept for later retreats, unchecked).
	wantProblems(t, k.problemsOf("RETREAT SGI F01 TO RIV", "RETREAT SGI F05 TO CGR", "RETREAT * F01 TO CGR"),
		`line 1 "RETREAT SGI F01 TO RIV": F01 is not in this retreat from SGI; the blocks retreating: F03 inf2, F05 inf3`,
		`line 2 "RETREAT SGI F05 TO CGR": this retreat from SGI may not go to CGR; it may go to SAL, RIV`)
	k.send("撤退 SGI F05到RIV")
	k.wantAt("F05", "RIV")
	k.wantAt("F03", "SAL")
}

// The new forms are checked when sent against the map and the side's own
// blocks: which line, what is wrong, what would be accepted.
func TestNamedLossAndRetreatAnswersAreCheckedWhenSent(t *testing.T) {
	f := newFx(t).at("BRH", "A03", "A08", "A07", "A05")
	f.s.B.block("A13").Status = isGone
	// Refusals of the words come first, then those of the map and the
	// blocks.
	wantProblems(t, f.problemsOf(
		"LOSS * F03", "LOSS MAR A03 A03", "LOSS * STRONGEST A03 WEAKEST", "LOSS * A13", "LOSS * A03 FON",
		"RETREAT BRH PDB A03 TO SGI", "RETREAT BRH A08 TO PDB", "RETREAT * A13 TO PDB", "RETREAT BRH A03 TO PDB A03 TO BNO",
		"RETREAT BRH A03 TO PDB BNO", "RETREAT BRH A03 TO", "RETREAT BRH A03 TO BRH",
		"LOSS BRH A03 A05 WEAKEST", "RETREAT BRH PDB A03 TO BNO A05 PDB", "RETREAT * ROOM A07 TO SGI"),
		`line 1 "LOSS * F03": F03 is not one of your blocks`,
		`line 2 "LOSS MAR A03 A03": A03 is named twice`,
		`line 3 "LOSS * STRONGEST A03 WEAKEST": LOSS takes one preference (STRONGEST or WEAKEST) for the blocks not named, not two`,
		`line 5 "LOSS * A03 FON": "FON" is not read here: LOSS takes STRONGEST or WEAKEST, or your blocks by id in the order they take losses`,
		`line 9 "RETREAT BRH A03 TO PDB A03 TO BNO": A03 is sent twice: a block retreats to one area`,
		`line 10 "RETREAT BRH A03 TO PDB BNO": BNO comes too late: write ROOM or the areas to fill in order first, then each block sent by name`,
		`line 11 "RETREAT BRH A03 TO": A03 is sent nowhere: write the area after it (A03 TO PDB)`,
		`line 4 "LOSS * A13": A13 has been eliminated: name blocks still in play, or answer STRONGEST, WEAKEST`,
		`line 6 "RETREAT BRH PDB A03 TO SGI": SGI does not border BRH`,
		`line 7 "RETREAT BRH A08 TO PDB": A08 is artillery, which a retreat eliminates (rule 10): send infantry or cavalry`,
		`line 8 "RETREAT * A13 TO PDB": A13 has been eliminated: send blocks still in play, or leave it out`,
		`line 12 "RETREAT BRH A03 TO BRH": a retreat leaves BRH`)
	// In Chinese, as in English, and the reply echoes the canonical line.
	res := f.game().Submit("Austria", numbered([]string{"损失 * A03 A05 最弱", "撤退 BRH PDB A03到BNO", "损失 * 最强 A03 最弱"}), i18n.SimplifiedChinese)
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hans, "损失 只能写一种偏好") {
		t.Fatalf("the Chinese lines: %+v", res.Problems)
	}
	if got := res.Accepted.Lines; len(got) != 2 || got[0].Text != "LOSS * A03 A05 WEAKEST" || got[1].Text != "RETREAT BRH PDB A03 TO BNO" {
		t.Errorf("canonical lines %+v", got)
	}
}

// The new answers stand in their owner's view of standing answers, in
// the owner's language, and never in the enemy's view or an observer's.
func TestNamedAnswersShowOnlyToTheirOwner(t *testing.T) {
	f := newFx(t).at("CGR", "A03").at("SGI", "F05", "F03").
		book(France, "LOSS SGI F03 F05 WEAKEST", "RETREAT SGI SAL F03 TO RIV")
	g := f.game()
	own := g.View(france, i18n.English)
	for _, want := range []string{"LOSS SGI F03 F05 WEAKEST", "RETREAT SGI SAL F03 TO RIV"} {
		if !strings.Contains(own, want) {
			t.Errorf("France's view does not show %q:\n%s", want, own)
		}
	}
	if zh := g.View(france, i18n.TraditionalChinese); !strings.Contains(zh, "損失 SGI F03 F05 最弱") || !strings.Contains(zh, "撤退 SGI SAL F03 到 RIV") {
		t.Errorf("France's Chinese view does not show the answers in Chinese:\n%s", zh)
	}
	for _, v := range []games.Viewer{austria, games.Observer()} {
		for _, l := range []i18n.Lang{i18n.English, i18n.TraditionalChinese, i18n.SimplifiedChinese} {
			if view := g.View(v, l); strings.Contains(view, "F03") || strings.Contains(view, "F05") {
				t.Errorf("%v's view names France's blocks:\n%s", v, view)
			}
		}
	}
}
