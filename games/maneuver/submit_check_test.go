package maneuver

import (
	"strings"
	"testing"

	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// front is Blue's HUS at D6 and GRD at C5 next to Red's FGD at D5, LIN
// away at A8, ART at D8 (two squares behind HUS), a damaged LIG at H8;
// Blue holds F36 (HUS), F44 (Murat, command 2), F01 (GRD), F55 (Redoubt)
// and F46 (Committed Attack).
func front(t *testing.T) *fx {
	return newFx(t).place(Blue, "HUS", "D6").place(Blue, "GRD", "C5").place(Blue, "LIN", "A8").
		place(Blue, "ART", "F5").place(Blue, "LIG*", "H8").place(Red, "FGD", "D5").
		hand(Blue, "F36", "F44", "F01", "F55", "F46")
}

// The lines of a combat whose declaration is refused are refused with it:
// kept, they would be told a day later that no combat is under way.
func TestSubmitCombatLinesGoWithARefusedDeclaration(t *testing.T) {
	front(t).refuses(3, []string{"MOVE LIN A7", "ASSAULT HUS E5 WITH F36", "PLAY F01"}, "line 2")
}

// A bombard, a volley and the Grand Battery have no step 5, no result to
// choose and no advance (6.2): lines for them are refused.
func TestSubmitFireTakesNoCombatLines(t *testing.T) {
	f := front(t).hand(Blue, "F21", "F44", "F01", "F55", "F46")
	for _, ln := range []string{"PLAY F01", "LEADER F44 COMBAT", "RESULT HIT", "ADVANCE GRD", "IF DEF >= 3 PLAY F46"} {
		f.refuses(3, []string{"MOVE LIN A7", "BOMBARD ART D5 WITH F21", ln}, "bombard")
	}
}

// 6.4: a leader's supports are checked on the position the plan's move
// leaves: next to the target, within the command, not the attacker.
func TestSubmitLeaderCommandChecked(t *testing.T) {
	f := front(t)
	f.refuses(3, []string{"MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "LEADER F44 COMMAND LIN"}, "LIN", "next to the target")
	f.refuses(3, []string{"MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "LEADER F44 COMMAND GRD LIN"}, "command 2 allows 1")
	f.refuses(3, []string{"MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "LEADER F44 COMMAND HUS"}, "HUS")
	f.accepts("MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "LEADER F44 COMMAND GRD", "PLAY F01")
	// The move of the plan brings LIN next to the target first.
	f.place(Blue, "LIN", "E6").accepts("MOVE LIN E5", "ASSAULT HUS D5 WITH F36", "LEADER F44 COMMAND LIN")
}

// One leader a combat: a second line after a certain one never runs.
func TestSubmitSecondLeaderRefused(t *testing.T) {
	f := front(t).hand(Blue, "F36", "F44", "F43", "F55", "F46")
	f.refuses(4, []string{"MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "LEADER F44 COMBAT", "LEADER F43 COMBAT"}, "one leader", "line 3")
	// Under IF, the second is the fallback when the first does not hold.
	f.accepts("MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "IF DEF >= 9 LEADER F44 COMBAT", "LEADER F43 COMBAT")
	// A leader line that is refused neither takes the combat's leader nor
	// makes its units supports.
	f.hand(Blue, "F36", "F44", "F43", "F16", "F46")
	plan := []string{"MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "LEADER F44 COMMAND LIN", "LEADER F43 COMBAT", "PLAY F16"}
	f.refuses(5, plan, "LIN", "takes no part")
	if res := f.submit(Blue, plan...); len(res.Problems) != 2 {
		t.Errorf("want lines 3 and 5 refused, line 4 kept: %+v", res.Problems)
	}
}

// A unit card added at step 5 is the attacking unit's or a support's.
func TestSubmitStep5CardOfAUnitNotInTheCombat(t *testing.T) {
	f := front(t)
	f.refuses(3, []string{"MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "PLAY F01"}, "GRD", "takes no part")
	f.accepts("MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "PLAY F01", "LEADER F44 COMMAND GRD")
	f.refuses(3, []string{"MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "PLAY F46 ON LIN"}, "LIN")
	f.refuses(4, []string{"MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "LEADER F44 COMMAND GRD", "PLAY F01 ON GRD"}, "F01 is not a Committed Attack")
}

// A Skirmish is never played in an ambush, and its move is checked.
func TestSubmitSkirmishChecked(t *testing.T) {
	f := front(t).hand(Blue, "F36", "F51", "F57", "F55", "F46")
	f.refuses(3, []string{"MOVE LIN A7", "AMBUSH F51 D5", "SKIRMISH F57"}, "ambush")
	f.refuses(3, []string{"MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "SKIRMISH F57 D5"}, "D5")
	f.accepts("MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "SKIRMISH F57 E6 E7")
}

// ADVANCE names the attacking unit or a support; LOSS a support, and only
// where losses=extra; ADVANCE NONE needs "not required to advance" cards.
func TestSubmitAdvanceAndLossChecked(t *testing.T) {
	f := front(t)
	f.refuses(3, []string{"MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "ADVANCE LIN"}, "LIN", "HUS")
	f.refuses(3, []string{"MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "ADVANCE NONE"}, "not required to advance")
	f.refuses(4, []string{"MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "LEADER F44 COMMAND GRD", "LOSS GRD"}, "losses=extra")
	f.accepts("MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "LEADER F44 COMMAND GRD", "ADVANCE GRD")
	f.s.Opt.Losses = LossesExtra
	f.refuses(4, []string{"MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "LEADER F44 COMMAND GRD", "LOSS HUS"}, "support")
	f.accepts("MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "LEADER F44 COMMAND GRD", "LOSS GRD")
}

// Rule 7: a restore names a damaged unit; one undamaged that takes no part
// in the plan's combat cannot be damaged before the restoring phase.
func TestSubmitRestoreOfAnUndamagedUnit(t *testing.T) {
	f := front(t).hand(Blue, "F36", "F44", "F54", "F55", "F46")
	f.refuses(2, []string{"MOVE LIN A7", "RESTORE GRD WITH F54"}, "GRD is not damaged", "LIG")
	f.accepts("MOVE LIN A7", "RESTORE LIG WITH F54")
	// The attacking unit may be damaged by the combat: a note, not a refusal.
	res := f.submit(Blue, "MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "RESTORE HUS WITH F54")
	if len(res.Problems) > 0 || len(res.Notes) == 0 {
		t.Fatalf("want a note only: %+v %+v", res.Problems, res.Notes)
	}
	f.refuses(3, []string{"MOVE LIN A7", "RESTORE LIG WITH F54", "RESTORE LIG WITH F44"}, "one restoring", "line 2")
}

// A redoubt goes under a unit on the field, on a square without one, one
// a turn.
func TestSubmitRedoubtChecked(t *testing.T) {
	f := front(t)
	f.s.addRedoubt(sq(t, "C5"))
	f.refuses(2, []string{"MOVE LIN A7", "REDOUBT F55 GRD"}, "C5", "redoubt")
	f.accepts("MOVE LIN A7", "REDOUBT F55 LIN")
	// Rule 9.2: one Redoubt a player turn.
	f.card(Blue, "F54", func(c *Card) { c.Kind = KindRedoubt }).hand(Blue, "F55", "F54")
	f.refuses(3, []string{"MOVE LIN A7", "REDOUBT F55 LIN", "REDOUBT F54 HUS"}, "one Redoubt")
}

// Rule 4: the player draws back to five before the move; with a full hand
// kept, no card comes, so a card not in the hand is refused.
func TestSubmitCardThatCannotBeDrawn(t *testing.T) {
	f := front(t)
	f.refuses(3, []string{"MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "PLAY F37"}, "F37 is not in your hand", "DISCARD")
	res := f.submit(Blue, "DISCARD F55", "MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "PLAY F37")
	if len(res.Problems) > 0 || len(res.Notes) != 1 || !strings.Contains(res.Notes[0].Message.EN, "1 card") {
		t.Fatalf("want one note saying one card is drawn: %+v %+v", res.Problems, res.Notes)
	}
	// Asked for the rest of the turn, the draw is behind the player.
	f.s.T = &TurnState{Phase: phMove}
	f.s.Question = &plan.Question{Seat: Blue.Seat(), Kind: askPlan}
	f.refuses(2, []string{"MOVE LIN A7", "REDOUBT F54 LIN"}, "F54 is not in your hand", "no card is drawn for the rest of this turn")
}

// A card is used once in a plan; a refused line is not kept, so its card
// is free for a later line.
func TestSubmitCardUsedTwice(t *testing.T) {
	f := front(t)
	f.refuses(3, []string{"MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "PLAY F36"}, "F36 is used twice", "line 2")
	// One card under two conditions that exclude each other: one runs.
	f.accepts("MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "LEADER F44 COMMAND GRD", "IF DEF >= 9 PLAY F46 ON GRD", "IF DEF < 9 PLAY F46 ON HUS")
	f.refuses(5, []string{"MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "LEADER F44 COMMAND GRD", "IF DEF >= 9 PLAY F46 ON GRD", "IF DEF > 5 PLAY F46 ON HUS"}, "F46 is used twice")
	res := f.submit(Blue, "MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "LEADER F44 COMMAND LIN", "RESTORE LIG WITH F44")
	if len(res.Problems) != 1 || res.Problems[0].Line != 3 {
		t.Fatalf("want line 3 alone refused: %+v", res.Problems)
	}
}

// Standing answers to questions that can never be asked are refused: a
// Guerrilla answer from a nation without the card, a Withdraw answer
// without any way to withdraw, defence cards of another unit.
func TestSubmitStandingAnswersThatCannotBeUsed(t *testing.T) {
	f := front(t)
	f.refuses(2, []string{"MOVE LIN A7", "GUERRILLA SUPPLY YES"}, "Guerrilla")
	f.refuses(2, []string{"MOVE LIN A7", "DEFEND GRD F36"}, "F36", "GRD")
	f.refuses(2, []string{"MOVE LIN A7", "SIDE * SOUTH"}, "WEST or EAST, never SOUTH")
	f.s.Sides[Blue].Units[f.unitIndex(Blue, "DRA")].Gone = true
	f.refuses(2, []string{"MOVE LIN A7", "DEFEND DRA ALL"}, "DRA has been eliminated")
	f.accepts("MOVE LIN A7", "DEFEND GRD F01", "DEFEND * ALL LEADER BEST", "WITHDRAW * NO")
	f.card(Blue, "F59", func(c *Card) { c.Kind = KindSupply }).card(Blue, "F60", func(c *Card) { c.Kind = KindSupply })
	f.refuses(2, []string{"MOVE LIN A7", "WITHDRAW * YES"}, "Withdraw")
	// Red (Britain, our own) holds a Guerrilla card; France has no Scout
	// to cancel, but every kind it answers is one France has.
	res := f.game().Submit(Red.Seat(), numbered([]string{"GUERRILLA SUPPLY YES", "GUERRILLA REGROUP YES"}), i18n.English)
	if len(res.Problems) > 0 {
		t.Fatalf("Red's Guerrilla answers refused: %+v", res.Problems)
	}
}

// A refusal that names the line's verb names it in the reader's words: a
// Chinese reader who wrote 加 reads 加, not PLAY.
func TestSubmitNamesTheVerbInTheReadersLanguage(t *testing.T) {
	res := front(t).game().Submit(Blue.Seat(), numbered([]string{"移动LIN A7", "突击HUS E5用F36", "加F01"}), i18n.SimplifiedChinese)
	if len(res.Problems) != 2 || !strings.HasPrefix(res.Problems[1].Message.Hans, "加 属于第 2 行的战斗") {
		t.Fatalf("%+v", res.Problems)
	}
}

// One combat a turn: a second declaration is refused only after one that
// is kept and certain to run; after a refused one it is the turn's combat.
func TestSubmitSecondCombat(t *testing.T) {
	f := front(t).hand(Blue, "F36", "F01", "F21", "F55", "F46")
	f.refuses(3, []string{"MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "ASSAULT GRD D5 WITH F01"}, "one combat a turn: line 2")
	if res := f.submit(Blue, "MOVE LIN A7", "ASSAULT HUS E5 WITH F36", "ASSAULT GRD D5 WITH F01"); len(res.Problems) != 1 || res.Problems[0].Line != 2 {
		t.Fatalf("want line 2 alone refused: %+v", res.Problems)
	}
}

// A refusal that names terrain names it in the reader's language.
func TestSubmitForcedMarchTerrainInChinese(t *testing.T) {
	f := front(t).hand(Blue, "F49", "F01", "F21", "F55", "F46").terrain("A6", "fields")
	res := f.game().Submit(Blue.Seat(), numbered([]string{"移动LIN A7", "强行军F49 LIN A6"}), i18n.SimplifiedChinese)
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hans, "田野") {
		t.Fatalf("%+v", res.Problems)
	}
}

// A Supply the opponent's Guerrilla may cancel is noted; a refused Supply
// leaves the phase's Supply for a later line.
func TestSubmitSupplyMayBeCancelled(t *testing.T) {
	f := front(t).hand(Blue, "F52", "F53", "F21", "F55", "F46")
	res := f.submit(Blue, "MOVE LIN A7", "SUPPLY F52 GRD C4")
	if len(res.Problems) > 0 || len(res.Notes) != 1 || !strings.Contains(res.Notes[0].Message.EN, "Britain's cards include Guerrilla") {
		t.Fatalf("%+v %+v", res.Problems, res.Notes)
	}
	res = f.submit(Blue, "MOVE LIN A7", "SUPPLY F52 GRD D5", "SUPPLY F53 GRD C4")
	if len(res.Problems) != 1 || res.Problems[0].Line != 2 {
		t.Fatalf("want line 2 alone refused: %+v", res.Problems)
	}
}

func (f *fx) unitIndex(seat Seat, code string) int {
	i, _ := f.s.nations[seat].UnitIndex(code)
	return i
}

// A full plan that uses every kind of line the checks look at is kept
// whole and runs: the Supply brings a support next to the target, the
// leader names it, its card and a Committed Attack are added for it, it
// advances.
func TestSubmitKeepsAFullPlan(t *testing.T) {
	f := front(t).place(Blue, "GRE", "E6").hand(Blue, "F36", "F42", "F06", "F52", "F46").cautious(Red).
		card(Blue, "F06", func(c *Card) { c.Attack = fixed(1) })
	plan := []string{"DISCARD NONE", "MOVE LIN A7", "SUPPLY F52 GRE E5", "ASSAULT HUS D5 WITH F36", "LEADER F42 COMMAND GRE GRD",
		"PLAY F06", "PLAY F46 ON GRE", "ADVANCE GRE", "RESULT RETREAT"}
	res := f.submit(Blue, plan...)
	if len(res.Problems) > 0 {
		t.Fatalf("refused: %+v", res.Problems)
	}
	f.resolve(plan...).has("Blue discards no card.", "supporting units GRE E5, GRD C5", "Blue adds F06").lacks("discards 0")
}

// An answer mail that does not answer the question asked (another unit,
// another kind) is kept as standing answers, with a note naming the
// question and its default, and does not settle the question early.
func TestSubmitAnswerThatMissesTheQuestion(t *testing.T) {
	f := duel(t, 5).answers(Red, "WITHDRAW * NO", "CHOOSE * HIT", "SIDE * WEST")
	f.s.Sides[Red].Book.Clear("defend")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36").asked(Red, askDefend)
	miss := f.game().Submit("Red", numbered([]string{"DEFEND HLD ALL", "CHOOSE FGD RETREAT"}), i18n.English)
	last := len(miss.Notes) - 1
	if len(miss.Problems) > 0 || miss.Complete || last < 0 || !strings.HasPrefix(miss.Notes[last].Message.EN, "No line of this mail answers the question") || !strings.Contains(miss.Notes[last].Message.EN, "DEFEND FGD") {
		t.Fatalf("%+v", miss)
	}
	zh := f.game().Submit("Red", numbered([]string{"移动FGD D4"}), i18n.SimplifiedChinese)
	if len(zh.Problems) != 1 || !strings.HasSuffix(zh.Problems[0].Message.Hans, "不是 移动") {
		t.Errorf("a Chinese reader reads the verb in English: %+v", zh.Problems)
	}
	for _, ok := range []string{"DEFEND FGD NONE", "DEFEND * ALL"} {
		if res := f.game().Submit("Red", numbered([]string{ok}), i18n.English); !res.Complete || len(res.Notes) > 0 {
			t.Errorf("%s: %+v", ok, res)
		}
	}
}

// A combat opened with the wrong card names the card and whose it is.
func TestSubmitOpeningCardNamed(t *testing.T) {
	f := front(t)
	f.refuses(2, []string{"MOVE LIN A7", "ASSAULT HUS D5 WITH F01"}, "F01 is a card of GRD, not of HUS")
	f.refuses(2, []string{"MOVE LIN A7", "ASSAULT HUS D5 WITH F44"}, "F44 is not a unit card")
	f.hand(Blue, "F36", "F44", "F01", "F24", "F46").place(Blue, "ART", "D7")
	f.refuses(2, []string{"MOVE LIN A7", "VOLLEY GRD D5 WITH F01"}, "F01 has no volley value")
}

// The judge asks after the draw: a DISCARD after an ASK would never run.
func TestSubmitDiscardAfterAsk(t *testing.T) {
	front(t).refuses(2, []string{"ASK", "DISCARD F55", "MOVE LIN A7"}, "comes too late")
}

// A combat has one leader, the first whose line runs (6.4): a leader
// line after an IF leader line whose condition may hold with it is kept
// (the fallback when the first does not hold) with a note that it runs
// only if the earlier does not; conditions no one defence meets both of
// need no note.
func TestSubmitNotesALeaderAnEarlierIfLeaderMayTakeThePlaceOf(t *testing.T) {
	f := front(t).hand(Blue, "F36", "F44", "F43", "F55", "F46")
	res := f.submit(Blue, "MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "IF DEF >= 9 LEADER F44 COMBAT", "LEADER F43 COMBAT")
	if len(res.Problems) > 0 || len(res.Notes) != 1 || res.Notes[0].Line != 4 || !strings.Contains(res.Notes[0].Message.EN, "line 3 plays a leader first when its condition holds") {
		t.Errorf("an unconditional leader after an IF leader: %+v %+v", res.Problems, res.Notes)
	}
	if !strings.Contains(res.Notes[0].Message.Hans, "每场战斗只有一位领袖") {
		t.Errorf("the note in Chinese: %q", res.Notes[0].Message.Hans)
	}
	res = f.submit(Blue, "MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "IF DEF >= 9 LEADER F44 COMBAT", "IF DEF < 9 LEADER F43 COMBAT")
	if len(res.Problems) > 0 || len(res.Notes) != 0 {
		t.Errorf("two leaders under exclusive conditions: %+v %+v", res.Problems, res.Notes)
	}
}

// One Committed Attack a unit (9.2): a second on a unit, after an IF line
// that may play one on it first, is kept with a note.
func TestSubmitNotesACommittedAttackAnEarlierIfMayTakeThePlaceOf(t *testing.T) {
	f := front(t).hand(Blue, "F36", "F46", "F47", "F55", "F44")
	res := f.submit(Blue, "MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "IF DEF >= 9 PLAY F46 ON HUS", "PLAY F47 ON HUS")
	if len(res.Problems) > 0 || len(res.Notes) != 1 || res.Notes[0].Line != 4 || !strings.Contains(res.Notes[0].Message.EN, "line 3 plays one first when its condition holds and its card is in the hand, and a unit takes one Committed Attack (9.2)") {
		t.Errorf("a Committed Attack on HUS after an IF one: %+v %+v", res.Problems, res.Notes)
	}
	f.refuses(4, []string{"MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "PLAY F46 ON HUS", "PLAY F47 ON HUS"}, "one Committed Attack a unit")
}

// One restoring attempt a turn (7): a RESTORE after one that may run (of
// a unit the combat may damage) is kept with a note that it runs only if
// the first does not; after one certain to run, it is refused.
func TestSubmitNotesASecondRestoreAfterOneThatMayRun(t *testing.T) {
	f := front(t).hand(Blue, "F36", "F44", "F54", "F55", "F46")
	res := f.submit(Blue, "MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "RESTORE HUS WITH F54", "RESTORE LIG WITH F44")
	var got []string
	for _, n := range res.Notes {
		if n.Line == 4 {
			got = append(got, n.Message.EN)
		}
	}
	if len(res.Problems) > 0 || len(got) != 1 || !strings.Contains(got[0], "line 3 comes first and runs if it can") || !strings.Contains(got[0], "one restoring attempt a turn (7): this line runs only if line 3 does not") {
		t.Errorf("a second restore after one that may run: %+v %+v", res.Problems, res.Notes)
	}
	f.refuses(3, []string{"MOVE LIN A7", "RESTORE LIG WITH F54", "RESTORE LIG WITH F44"}, "one restoring", "line 2")
}

// A plan with no move (its MOVE line refused) gets the turn's default
// move as the movement phase closes; the reply says which, and the lines
// after are judged on the position it leaves. Here the default moves GRD
// off C5, so GRD's assault on D5 can no longer be made: refused when
// sent, not skipped when the turn runs.
func TestSubmitJudgesTheCombatAfterTheDefaultMove(t *testing.T) {
	f := front(t).hand(Blue, "F01", "F51", "F15", "F42", "F54")
	res := f.submit(Blue, "MOVE HUS B8", "LEADER F42 COMBAT", "ASSAULT GRD D5 WITH F01")
	got := map[int]string{}
	for _, p := range res.Problems {
		got[p.Line] = p.Message.EN
	}
	if !strings.Contains(got[2], "a unit must move before the combat and restoring phases") || !strings.Contains(got[2], "without one, the judge moves GRD from C5 to C4 first, by default") {
		t.Errorf("line 2: %q", got[2])
	}
	if !strings.Contains(got[3], "target is next to the attacking unit") {
		t.Errorf("line 3, GRD's assault after the default move: %q", got[3])
	}
}

// A declaration refused because no move comes before it is not kept, so
// its combat's lines go with it: a RESULT kept alone would be told a day
// later that no combat is under way.
func TestSubmitCombatLinesGoWithADeclarationRefusedForItsPlace(t *testing.T) {
	f := front(t).hand(Blue, "F36", "F44", "F21", "F55", "F02")
	res := f.submit(Blue, "MOVE GRD D5", "ASSAULT HUS D5 WITH F36", "RESULT HIT")
	got := map[int]string{}
	for _, p := range res.Problems {
		got[p.Line] = p.Message.EN
	}
	if !strings.Contains(got[2], "a unit must move before the combat") || !strings.Contains(got[3], "goes with the combat of line 2, which is refused") {
		t.Errorf("problems %v", got)
	}
}

// A combat declared with a card the draw may not bring is only noted, and
// so is its RESULT line (and ADVANCE, LOSS): it runs only with its combat.
// When the card does not come, the report tells the player why each of
// the combat's lines did not run.
func TestCombatLinesOfADeclarationThatMayNotBeDrawn(t *testing.T) {
	f := front(t).cautious(Red)
	plan := []string{"DISCARD F55", "MOVE LIN A7", "ASSAULT HUS D5 WITH F37", "RESULT RETREAT"}
	res := f.submit(Blue, plan...)
	if len(res.Problems) > 0 {
		t.Fatalf("refused: %+v", res.Problems)
	}
	var noted bool
	for _, n := range res.Notes {
		if n.Line == 4 && strings.Contains(n.Message.EN, "the line runs only if line 3's combat is fought: F37 is not in your hand now") &&
			strings.Contains(n.Message.Hant, "此行只有第 3 行的戰鬥進行時才會執行") {
			noted = true
		}
	}
	if !noted {
		t.Fatalf("the RESULT line carries no note: %+v", res.Notes)
	}
	f.deck(Blue, "F48").resolve(plan...).
		has("Plan line 3 (ASSAULT HUS D5 WITH F37) is not carried out",
			"Plan line 4 (RESULT RETREAT) is not carried out: the combat of line 3 it belongs to was not fought.")
}

// PLAY's unit follows ON; TO or FOR in its place, an English slip, is
// refused naming ON, not as an unknown unit "TO".
func TestPlayWithToOrForSaysToWriteOn(t *testing.T) {
	f := duel(t, 3).hand(Blue, "F36", "F46", "F47", "F48", "F49")
	for _, w := range []string{"TO", "for"} {
		f.refuses(3, []string{"MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "PLAY F46 " + w + " HUS"}, "write ON before the unit", "PLAY F46 ON GRD")
	}
	f.accepts("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "PLAY F46 ON HUS")
}
