package marengo

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// problemsOf submits lines for the side asked and returns its refusals
// as "line: message".
func (f *fx) problemsOf(lines ...string) []string {
	f.t.Helper()
	seat := f.s.B.Active.Seat()
	if q := f.s.Question; q != nil {
		seat = q.Seat
	}
	res := f.game().Submit(seat, numbered(lines), i18n.English)
	var out []string
	for _, p := range res.Problems {
		out = append(out, p.Render(i18n.English))
	}
	return out
}

func wantProblems(t *testing.T, got []string, want ...string) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("refused %q, want %d: %q", got, len(want), want)
	}
	for i := range want {
		if !strings.Contains(got[i], want[i]) {
			t.Errorf("refusal %d: %q, want %q", i+1, got[i], want[i])
		}
	}
}

// A plan is played through when it is sent, on the position it will
// meet: a line the lines before it make impossible is refused then, and
// a refused line is left out of what the later lines meet.
func TestSubmitPlaysThePlanThrough(t *testing.T) {
	// The inactive F03 cannot road-move, so MAR keeps room for F08.
	f := newFx(t).turn(France, 8).at("MAR", "F06", "F10").at("SGI", "F03").inactive("F03").at("FON", "F08")
	wantProblems(t, f.problemsOf("ROAD F03 CGR MAR", "MOVE F08 TO MAR"), `line 1 "ROAD F03 CGR MAR": F03 is not activated yet (rule 4.6): ACTIVATE it`)
	// A line the play-through refuses is left out of what the lines
	// after it meet: A03 has not moved, and A08 enters to the BRH
	// reserve, from which it cannot bombard.
	k := newFx(t).turn(Austria, 7).at("BRH", "A03", "A04").at("PDB/BRH", "F01").due("A08")
	wantProblems(t, k.problemsOf("ROAD A03 PDB", "MOVE A03 A04 TO BRH/PDB", "ENTER A08", "BOMBARD A08"),
		`line 1 "ROAD A03 PDB": the enemy blocks the approach PDB/BRH`,
		`line 4 "BOMBARD A08": A08 will stand in the BRH reserve then`)
	// A road move and an entry meet the capacity the lines before them
	// leave.
	c := newFx(t).turn(Austria, 7).at("PDB", "A03", "A04").at("BRH", "A05").due("A01")
	wantProblems(t, c.problemsOf("ROAD A05 PDB", "ENTER A01 PDB"),
		`line 2 "ENTER A01 PDB": PDB holds 3 of your blocks at most, and 3 stand there then: stop short of it, or send fewer`)
	// A cavalry continuation that could never run is refused, not
	// passed over with a word when the turn runs (rule 6.4).
	cv := newFx(t).turn(Austria, 7).at("BNO", "A02", "A07").at("FNN", "F02")
	wantProblems(t, cv.problemsOf("MOVE A02 TO FMA THEN A02 TO FMA/BNO", "MOVE A07 TO FMA THEN A07 TO FNN/FMA"),
		`line 1 "MOVE A02 TO FMA THEN A02 TO FMA/BNO": A02 cannot continue to FMA/BNO: no enemy is in BNO, and cavalry continues only to an approach facing the enemy`,
		`line 2 "MOVE A07 TO FMA THEN A07 TO FNN/FMA": cavalry continues from the area it enters to one of that area's approaches: write THEN A07 TO FMA/area`)
	// The fourth entry by one road and a second pontoon are held back:
	// refused, with what would be accepted.
	g := newFx(t).turn(Austria, 7).due("A01", "A02", "A03", "A04", "A05", "A06")
	wantProblems(t, g.problemsOf("ENTER A01", "ENTER A02", "ENTER A03", "ENTER A04", "PONTOON A05", "PONTOON A06"),
		`line 4 "ENTER A04": A04 would be held back this turn: three blocks have entered by Alessandria-Tortona road this turn; enter it in a later turn`,
		`line 6 "PONTOON A06": one block a turn crosses the pontoon`)
	// Command points run out on the fourth group, in a stopped turn too
	// (the turn is played again to its stop, then the new lines).
	h := newFx(t).at("BRH", "A03", "A06", "A07").at("FON", "F02").at("BNO", "A04").at("FRU", "A05")
	h.refuses(1, "only cavalry enters an enemy area by road", "ROAD A03 PDB FON")
	h.asked(Austria, askPlan, "1")
	wantProblems(t, h.problemsOf("MOVE A04 TO FMA", "MOVE A05 TO BSO", "MOVE A06 TO FRU", "MOVE A07 TO BNO"),
		`line 4 "MOVE A07 TO BNO": it needs 1 command point(s) and 0 are left of the turn's three`)
}

// What the enemy's hidden blocks or answers decide is never judged when
// the plan is sent, so a refusal says nothing of them: the lines after
// an assault, or after a bombardment that may empty its target, are
// accepted (the run stops on them, if at all, and asks the owner alone).
func TestSubmitJudgesNothingPastTheFirstContact(t *testing.T) {
	// How the attack across PDB/FON ends is France's secret: the line
	// after it is accepted, and the run sets it aside (the attack took
	// FON, or failed and closed the approach).
	f := newFx(t).at("PDB/FON", "A03", "A04").at("PDB", "A05").at("FON/PDB", "F02").book(France, "FRONT * BEST", "RETREAT * ROOM")
	wantProblems(t, f.problemsOf("ATTACK A03 A04 LEAD A03", "MOVE A05 TO FON"))
	f.send("ATTACK A03 A04 LEAD A03", "MOVE A05 TO FON")
	f.wantEvent(austria, "Plan line 2 (MOVE A05 TO FON) cannot run")
	// A bombardment that may eliminate the only block of its target
	// ends the play-through: the lines after it are not played, but the
	// command points they need are counted from the sender's own lines,
	// whatever the bombardment does, so the fourth group is refused ...
	g := newFx(t).at("BRH/PDB", "A08").str("A08", 1).at("BRH", "A03", "A04").at("BNO", "A05", "A06").at("PDB", "F01")
	g.s.B.Declared = []Bombard{{Art: "A08", Side: Austria, Target: "PDB"}}
	lines := []string{"MOVE A03 TO FRU", "MOVE A04 TO FRU", "MOVE A05 TO FMA", "MOVE A06 TO FMA"}
	wantProblems(t, g.problemsOf(lines...), `line 4 "MOVE A06 TO FMA": it needs 1 command point(s) and at most 0 are left of the turn's three by then: the lines before it spend the rest whatever the enemy does`)
	if res := g.game().Submit("Austria", numbered(lines), i18n.SimplifiedChinese); len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hans, "需要 1 指挥点，届时本回合三点最多只剩 0 点") {
		t.Errorf("the refusal in Chinese: %+v", res.Problems)
	}
	// ... as when one that cannot empty its target leaves the position
	// known, and the play-through itself refuses it.
	g.at("PDB", "F02")
	wantProblems(t, g.problemsOf(lines...), `line 4 "MOVE A06 TO FMA": it needs 1 command point(s) and 0 are left of the turn's three`)
	// A line after the contact that may cost nothing (a group into its
	// own reserve, or a block the fighting may have moved) is left to
	// the run.
	h := newFx(t).at("PDB/FON", "A03", "A04").at("PDB", "A05").at("BRH", "A06").at("BNO", "A07").at("BNO/FMA", "A08").at("FON/PDB", "F02").book(France, "FRONT * BEST", "RETREAT * ROOM")
	wantProblems(t, h.problemsOf("ATTACK A03 A04 LEAD A03", "MOVE A05 TO BSO", "MOVE A06 TO FRU", "MOVE A08 TO BNO"))
	wantProblems(t, h.problemsOf("ATTACK A03 A04 LEAD A03", "MOVE A05 TO BSO", "MOVE A06 TO FRU", "MOVE A07 TO FMA"),
		`line 4 "MOVE A07 TO FMA": it needs 1 command point(s) and at most 0 are left`)
}

// The refusals of a plan played through read in the sender's language.
func TestSubmitPlaysThePlanThroughInChinese(t *testing.T) {
	f := newFx(t).turn(Austria, 7).due("A01", "A02", "A03", "A04", "A05")
	res := f.game().Submit("Austria", numbered([]string{"登場A01", "登场A02", "登場 A03", "登場A04", "浮橋A05"}), i18n.TraditionalChinese)
	if len(res.Problems) != 1 || res.Problems[0].Line != 4 || !strings.Contains(res.Problems[0].Message.Hant, "A04 本回合會暫不登場") {
		t.Errorf("problems %+v", res.Problems)
	}
}

// The turn's once-only limits hold whatever an attack does, so they are
// counted past it: a second attack from one approach, a fourth entry by
// one road, a second pontoon crossing, a bombardment by a gun that
// attacked, and a move by a gun that fires its declared bombardment.
func TestSubmitCountsTheTurnsLimitsPastAnAttack(t *testing.T) {
	f := newFx(t).turn(Austria, 7).at("MAR/CGR", "A03", "A04", "A08").at("CGR/MAR", "F03").due("A01", "A02", "A05", "A06", "A07", "A09")
	wantProblems(t, f.problemsOf("ATTACK A03 A08 LEAD A03", "ATTACK A04 LEAD A04", "ENTER A01", "ENTER A02", "ENTER A05", "ENTER A06", "PONTOON A07", "PONTOON A09", "BOMBARD A08"),
		`line 2 "ATTACK A04 LEAD A04": an earlier line attacks from MAR/CGR: an approach is attacked once a turn`,
		`line 6 "ENTER A06": A06 would be held back this turn: three blocks have entered by Alessandria-Tortona road this turn`,
		`line 8 "PONTOON A09": one block a turn crosses the pontoon, and an earlier line brings one across: ENTER A09 by road`,
		`line 9 "BOMBARD A08": A08 attacks on an earlier line and may not declare a bombardment this turn`)
	g := newFx(t).at("FON/MAR", "A08").at("MAR/FON", "F05").at("CGR/MAR", "F03").at("MAR/CGR", "A03").turn(Austria, 9)
	g.s.B.Declared = []Bombard{{Art: "A08", Side: Austria, Target: "MAR"}}
	wantProblems(t, g.problemsOf("ATTACK A03 LEAD A03", "MOVE A08 TO FON"),
		`line 2 "MOVE A08 TO FON": A08 fires its declared bombardment at the start of this turn and may not move or attack after it: CANCEL A08 first`)
	wantProblems(t, g.problemsOf("CANCEL A08", "MOVE A08 TO FON"))
}

// A standing answer the map or the side's own blocks rule out for good
// is refused when sent, not kept to be passed over in the enemy's turn.
func TestStandingAnswersTheMapRulesOut(t *testing.T) {
	f := newFx(t).at("BRH", "A03", "A08", "A07", "A05")
	wantProblems(t, f.problemsOf("MOVE A03 TO FRU", "RETREAT FON STO", "RETREAT BRH SGI", "RETREAT BRH BRH", "RETREAT BRH FRU PDB", "PURSUE MAR A05", "PURSUE MAR A07", "FRONT BRH A08", "FRONT BRH A05 A07", "FRONT BRH A05"),
		`line 2 "RETREAT FON STO": the border FON-STO is impassable: a retreat goes to a neighbouring area across a passable border (PDB, MAR, FNN), or write ROOM`,
		`line 3 "RETREAT BRH SGI": SGI does not border BRH`,
		`line 4 "RETREAT BRH BRH": a retreat leaves BRH`,
		`line 6 "PURSUE MAR A05": A05 is not cavalry: only cavalry pursues`,
		`line 8 "FRONT BRH A08": A08 is artillery: a front line is infantry or cavalry`,
		`line 9 "FRONT BRH A05 A07": a front line is all infantry or all cavalry`)
}

// A standing answer naming an eliminated block, or an attack line's
// PURSUE naming blocks that could never pursue in it, is refused when
// sent: either would be passed over whenever it is used.
func TestAnswersNamingBlocksThatCanNeverServeAreRefused(t *testing.T) {
	f := newFx(t).at("MAR/CGR", "A03", "A12", "A07").at("CGR/MAR", "F04").at("BRH", "A05")
	wantProblems(t, f.problemsOf("ATTACK A03 A12 LEAD A03 PURSUE A07", "ATTACK A03 A12 LEAD A12 PURSUE A12", "ATTACK A03 A12 A05 LEAD A12 PURSUE A05", "PURSUE CGR A13", "BLOCK MAR A13", "FRONT * A10 A11", "PURSUE * A12 A07"),
		`line 1 "ATTACK A03 A12 LEAD A03 PURSUE A07": PURSUE names cavalry of the attack (A07 is not in it)`,
		`line 2 "ATTACK A03 A12 LEAD A12 PURSUE A12": A12 leads the attack, and a lead does not pursue`,
		`line 3 "ATTACK A03 A12 A05 LEAD A12 PURSUE A05": A05 is not cavalry`,
		`line 4 "PURSUE CGR A13": A13 has been eliminated: name blocks still in play, or answer YES, NO`,
		`line 5 "BLOCK MAR A13": A13 has been eliminated: name blocks still in play, or answer ALL, NONE`,
		`line 6 "FRONT * A10 A11": A10 has been eliminated: name blocks still in play, or answer BEST, NONE`)
}

// Rule 6.1 and 10: after an attack in the plan, a MOVE committing to an
// approach that faces an area the side still holds with a block no line
// has named since is refused when sent: in its own turn the enemy enters
// none of the side's areas (a retreat never goes into one). Where the
// area across may have been emptied (its blocks attacked, or none
// there), the line is left to its run.
func TestCommitFacingOwnAreaAfterAnAttackIsRefusedWhenSent(t *testing.T) {
	f := newFx(t).at("MAR/CGR", "A03").at("CGR/MAR", "F04").at("MAR", "A05").at("FON", "A07").at("FON/PDB", "A06").at("PDB/FON", "F02")
	wantProblems(t, f.problemsOf("ATTACK A03 LEAD A03", "MOVE A05 TO MAR/FON"),
		`line 2 "MOVE A05 TO MAR/FON": blocks commit to an approach only when the enemy is in the area across (FON is not held by the enemy)`)
	wantProblems(t, f.problemsOf("ATTACK A03 LEAD A03", "MOVE A05 TO FON/MAR"),
		`line 2 "MOVE A05 TO FON/MAR": a group goes to a neighbouring area, to an approach of its own area or back to its reserve`)
	// A07 attacks (by its line) before: FON may be lost and entered.
	g := newFx(t).at("MAR/CGR", "A03").at("CGR/MAR", "F04").at("MAR", "A05").at("FON/PDB", "A07").at("PDB/FON", "F02")
	wantProblems(t, g.problemsOf("ATTACK A03 LEAD A03", "ATTACK A07 LEAD A07", "MOVE A05 TO MAR/FON"))
}

// The lines after an ASK run, if at all, when the stop is answered with
// CONTINUE, on the position the plan leaves at the ASK: when no line
// before it meets the enemy, that position is the sender's own, and the
// lines after it are played through on it when the plan is sent. One
// that could not run then is refused now (command points spent, an
// infantry road move into an enemy area), in the sender's language;
// what the enemy decides (an assault) is noted, and nothing past it is
// judged.
func TestPlanLinesAfterAskArePlayedThroughWhenSent(t *testing.T) {
	f := newFx(t).at("BRH", "A03").at("BNO", "A04").at("PDB", "A05").at("FMA", "A06").at("FON", "F02")
	wantProblems(t, f.problemsOf("ASK", "MOVE A03 TO PDB", "MOVE A04 TO BRH", "MOVE A06 TO BNO", "MOVE A05 TO BRH"),
		`line 5 "MOVE A05 TO BRH": it needs 1 command point(s) and 0 are left of the turn's three`)
	wantProblems(t, f.problemsOf("MOVE A03 TO FRU", "ASK", "MOVE A04 TO BRH", "ASK", "MOVE A06 TO BNO", "MOVE A05 TO BRH"),
		`line 6 "MOVE A05 TO BRH": it needs 1 command point(s) and 0 are left of the turn's three`)
	wantProblems(t, f.problemsOf("ASK", "ROAD A03 PDB FON"),
		`line 2 "ROAD A03 PDB FON": FON holds the enemy: only cavalry enters an enemy area by road (rule 6.3)`)
	res := f.game().Submit("Austria", numbered([]string{"詢問", "移動A03到PDB", "移動A04到BRH", "移動A06到BNO", "移動A05到BRH"}), i18n.TraditionalChinese)
	if len(res.Problems) != 1 || res.Problems[0].Line != 5 || !strings.Contains(res.Problems[0].Message.Hant, "指揮點") {
		t.Errorf("the refusal past an ASK in Chinese: %+v", res.Problems)
	}
	// An assault after the ASK is the enemy's to block: noted. The
	// fourth group after it needs a command point the three lines before
	// it spend whatever the assault does: refused.
	var notes []string
	res = f.game().Submit("Austria", numbered([]string{"ASK", "MOVE A05 TO FON", "MOVE A03 TO PDB", "MOVE A04 TO BRH", "MOVE A06 TO BNO"}), i18n.English)
	for _, n := range res.Notes {
		notes = append(notes, n.Render(i18n.English))
	}
	if len(res.Problems) != 1 || res.Problems[0].Line != 5 || !strings.Contains(strings.Join(notes, "\n"), `line 2 "MOVE A05 TO FON": an assault on FON: whether the enemy blocks it is known only when it runs`) {
		t.Errorf("past an ASK, an assault: problems %+v, notes %q", res.Problems, notes)
	}
	// Lines that can run are accepted, and CONTINUE at the stop runs them.
	wantProblems(t, f.problemsOf("MOVE A03 TO PDB", "ASK", "MOVE A04 TO BRH"))
	f.send("MOVE A03 TO PDB", "ASK", "MOVE A04 TO BRH")
	f.asked(Austria, askPlan, "1")
	// An answer to the stop with an ASK of its own is played through
	// past it too, after the command point spent before the stop.
	wantProblems(t, f.problemsOf("MOVE A04 TO BRH", "ASK", "MOVE A06 TO BNO", "MOVE A05 TO BRH"),
		`line 4 "MOVE A05 TO BRH": it needs 1 command point(s) and 0 are left of the turn's three`)
	f.send("CONTINUE")
	f.wantAt("A03", "PDB")
	f.wantAt("A04", "BRH")
}

// A mail with ADD keeps the plan sent before, its lines unnumbered (0):
// an ASK among them is the sender's own stop as much as one in the new
// lines, so the lines after it, kept or added, are played through too:
// the added fourth group is refused when sent.
func TestLinesAddedAfterAKeptAskArePlayedThrough(t *testing.T) {
	f := newFx(t).at("BRH", "A03").at("BNO", "A04").at("PDB", "A05").at("FMA", "A06").at("FON", "F02")
	kept := []games.Line{{N: 0, Text: "MOVE A03 TO PDB"}, {N: 0, Text: "ASK"}, {N: 0, Text: "MOVE A04 TO BRH"}}
	res := f.game().Submit("Austria", append(kept, games.Line{N: 2, Text: "MOVE A06 TO BNO"}, games.Line{N: 3, Text: "MOVE A05 TO BRH"}), i18n.English)
	if len(res.Problems) != 1 || res.Problems[0].Line != 3 || !strings.Contains(res.Problems[0].Message.EN, "it needs 1 command point(s) and 0 are left of the turn's three") {
		t.Errorf("the fourth group added after a kept ASK: problems %+v", res.Problems)
	}
}

// An attack after the plan's first attack is not played through, but
// what no fight can change is refused when the plan is sent: attackers
// standing in a reserve (attacks come before moves, and nothing moves a
// reserve block before its attack), or more attackers than the target
// area holds. Attackers the first fight may have moved are left to the
// run.
func TestAnAttackPastTheFirstContactIsCheckedForWhatNoFightChanges(t *testing.T) {
	f := newFx(t).at("PDB/FON", "A03").at("BRH/PDB", "A04", "A05", "A06", "A07").at("BRH", "A01").at("FON/PDB", "F02").at("PDB/BRH", "F03").book(France, "FRONT * BEST", "RETREAT * ROOM")
	wantProblems(t, f.problemsOf("ATTACK A03 LEAD A03", "ATTACK A04 A05 A06 A07 LEAD A04"),
		`line 2 "ATTACK A04 A05 A06 A07 LEAD A04": 4 attackers would not fit in PDB (capacity 3) if they win`)
	wantProblems(t, f.problemsOf("ATTACK A03 LEAD A03", "ATTACK A01 LEAD A01"),
		`line 2 "ATTACK A01 LEAD A01": A01 stands in the BRH reserve, and nothing this turn moves it before its attack`)
	wantProblems(t, f.problemsOf("ATTACK A03 LEAD A03", "ATTACK A04 A05 LEAD A04"))
	// No enemy on the approach attacked, none to come there: no enemy
	// moves in this turn but to block an assault, and none is made.
	g := newFx(t).turn(France, 9).at("FON/PDB", "F03", "F04").at("FON", "F05", "F02").at("MAR/FON", "F08").at("PDB/FON", "A02").at("PDB", "A03").book(Austria, "FRONT * BEST", "RETREAT * ROOM", "BLOCK * ALL")
	wantProblems(t, g.problemsOf("ATTACK F03 F04 LEAD F03", "ATTACK F08 LEAD F08"),
		`line 2 "ATTACK F08 LEAD F08": no enemy block is on FON/MAR, and none will be when the line runs`)
	res := f.game().Submit("Austria", numbered([]string{"ATTACK A03 LEAD A03", "ATTACK A01 LEAD A01"}), i18n.TraditionalChinese)
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hant, "A01 在 BRH 後備") {
		t.Errorf("in Chinese: %+v", res.Problems)
	}
}

// A MOVE after the plan's first attack is not played through, but what
// the map and the blocks the fighting cannot move rule out is refused
// when the plan is sent: a reserve block into an area its own does not
// border (the run's words, with the neighbours); a block on an approach
// facing no enemy (it stays there) to another area; a group into an area
// its blocks that stay there already fill. What the fighting decides (a
// border closed by a failed attack, room the attackers may take) is left
// to the run.
func TestAMovePastTheFirstContactIsCheckedForWhatNoFightChanges(t *testing.T) {
	f := newFx(t).at("PDB/FON", "A03", "A04").at("PDB", "A05", "A02").at("BRH", "A06", "A01").at("BRH/PDB", "A08").at("BNO", "A07").
		at("FON/PDB", "F02").at("FON", "F03").book(France, "FRONT * BEST", "RETREAT * ROOM")
	wantProblems(t, f.problemsOf("ATTACK A03 A04 LEAD A03", "MOVE A01 TO FMA"),
		`line 2 "MOVE A01 TO FMA": BRH and FMA do not border each other: from BRH a block may go to PDB, BNO, FRU`)
	wantProblems(t, f.problemsOf("ATTACK A03 A04 LEAD A03", "MOVE A08 TO MAR"),
		`line 2 "MOVE A08 TO MAR": A08 stands on BRH/PDB: from an approach a block goes back to its reserve or across into PDB, not to MAR`)
	wantProblems(t, f.problemsOf("ATTACK A03 A04 LEAD A03", "MOVE A06 A01 TO PDB"),
		`line 2 "MOVE A06 A01 TO PDB": PDB holds 3 of your blocks at most, and 2 will stand there then whatever the fighting does`)
	if res := f.game().Submit("Austria", numbered([]string{"ATTACK A03 A04 LEAD A03", "MOVE A06 A01 TO PDB"}), i18n.TraditionalChinese); len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hant, "不論戰鬥結果，屆時至少已有 2 隻") {
		t.Errorf("in Chinese: %+v", res.Problems)
	}
	// A block on an approach facing the enemy may stay, withdraw to its
	// reserve or advance into the area it faces: a move that can run from
	// none of the three is refused, one that can from any is left to the
	// run.
	g := newFx(t).turn(France, 9).at("FON/PDB", "F03", "F04").at("FON", "F05", "F02").at("PDB/FON", "A02").at("PDB", "A03").book(Austria, "FRONT * BEST", "RETREAT * ROOM", "BLOCK * ALL")
	wantProblems(t, g.problemsOf("ATTACK F04 LEAD F04", "MOVE F03 TO FRU"),
		`line 2 "MOVE F03 TO FRU": F03 stands on FON/PDB: from an approach a block goes back to its reserve or across into PDB, not to FRU`)
	wantProblems(t, g.problemsOf("ATTACK F04 LEAD F04", "MOVE F03 TO BSO"))
	// The attackers may fall back into PDB or take FON: left to the run.
	wantProblems(t, f.problemsOf("ATTACK A03 A04 LEAD A03", "MOVE A06 TO PDB", "MOVE A05 TO FON"))
}

// Only a block that stood in a reserve when the turn began moves by road
// (rule 6.3): that is known as the turn opens, so a ROAD line for a block
// on an approach is refused when sent, after an attack too.
func TestARoadMoveFromAnApproachIsRefusedPastAnAttack(t *testing.T) {
	f := newFx(t).at("PDB/FON", "A03", "A04").at("BRH/PDB", "A08").at("FON/PDB", "F02").book(France, "FRONT * BEST", "RETREAT * ROOM")
	wantProblems(t, f.problemsOf("ATTACK A03 A04 LEAD A03", "ROAD A08 BRH FRU"),
		`line 2 "ROAD A08 BRH FRU": only a block that stood in a reserve when the turn began moves by road (rule 6.3), and A08 stood on BRH/PDB: MOVE A08 instead`)
}
