package maneuver

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// Rule 6.5 advance: the defender's square emptied by an elimination calls
// for an advance whatever eliminated it, here the attacker's chosen hit on
// a damaged unit (more than twice the defence).
func TestR6_5AdvanceAfterAHitEliminates(t *testing.T) {
	f := duel(t, 7).place(Red, "FGD*", "D5")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "RESULT HIT").
		has("the attacker chooses the hit", "Red's FGD at D5 takes a hit while damaged", "Blue's HUS advances from D6 to D5").nextTurn()
	f.at(Blue, "HUS", "D5")
}

// Rule 6.6 and 9.1: a leader's pursuit value makes a pursuit roll more
// likely to hit; a roll taken below 1 by the modifier is still within a
// range such as 1-3.
func TestR6_6PursuitModifiedBelowOneStillHits(t *testing.T) {
	f := duel(t, 12).card(Blue, "F36", func(c *Card) { c.Pursuit = Span{Lo: 1, Hi: 1} }).
		card(Blue, "F44", func(c *Card) { c.PursuitMod = -6; c.HasPursuitMod = true; c.Combat = 0 }).hand(Blue, "F36", "F44", "F47", "F48", "F49")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "LEADER F44 COMBAT", "RESULT RETREAT").
		has("Pursuit with F36 (pursuit 1)", "a hit", "Red's FGD at D4 takes a hit").nextTurn()
}

// Rule 2.2, published: equal squares go first to the side that eliminated
// more enemy units, then to the one with fewer damaged units; ties=damaged
// (the translation's single criterion) counts damaged units only.
func TestR2_2TiesEliminationsThenDamage(t *testing.T) {
	for _, c := range []struct {
		ties   string
		winner Seat
		reason string
		says   string
	}{
		{"published", Blue, "eliminated", "Blue (France) has eliminated more enemy units, 2 to 0"},
		{"damaged", Red, "damaged", "Red (Britain) has fewer damaged units, 0 to 1"},
	} {
		f := newFx(t).place(Blue, "GRD*", "D7").place(Red, "FGD", "D2")
		for _, code := range []string{"HLD", "FUS"} {
			i, _ := f.s.nations[Red].UnitIndex(code)
			f.s.Sides[Red].Units[i].Gone = true
		}
		f.s.Opt.Ties = c.ties
		l := &logger{dice: games.NewDice(f.seed, "end")}
		f.s.finalScore(l)
		f.log = strings.Join(strings.Fields(strings.Join(games.Render(l.Events, games.MasterView(), i18n.English), " ")), " ")
		if Seat(f.s.Winner) != c.winner || f.s.Reason != c.reason {
			t.Errorf("ties=%s: %s wins by %s", c.ties, Seat(f.s.Winner), f.s.Reason)
		}
		f.has(c.says)
	}
	// Equal eliminations: fewer damaged units decides.
	f := newFx(t).place(Blue, "GRD*", "D7").place(Red, "FGD", "D2")
	l := &logger{dice: games.NewDice(f.seed, "end")}
	f.s.finalScore(l)
	if Seat(f.s.Winner) != Red || f.s.Reason != "damaged" {
		t.Errorf("equal eliminations: %s wins by %s", Seat(f.s.Winner), f.s.Reason)
	}
}

// Rule 9.2 Skirmish: no leader and no further card in a skirmished
// assault; the attacker alone reads which of its lines did not run.
func TestR9_2SkirmishTellsTheAttackerWhichLinesDidNotRun(t *testing.T) {
	f := duel(t, 3).hand(Blue, "F36", "F57", "F42", "F46", "F48")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "LEADER F42 COMBAT", "PLAY F46", "SKIRMISH F57").
		has("Plan line 3 (LEADER F42 COMBAT) is not carried out: the Skirmish called the assault off",
			"Plan line 4 (PLAY F46) is not carried out: the Skirmish called the assault off").nextTurn()
	if !contains(f.s.Sides[Blue].Hand, "F42") || !contains(f.s.Sides[Blue].Hand, "F46") {
		t.Errorf("Blue holds %v: the leader and Committed Attack stay in hand", f.s.Sides[Blue].Hand)
	}
}

// Rule 6.1 step 3: a withdrawal comes before step 5, so the attacker's
// leader and step-5 cards are never played; the attacker alone reads
// which lines did not run, and that the unit it named to advance took no
// part (the attacking unit advances instead).
func TestR6_1Step3WithdrawTellsTheAttackerWhichLinesDidNotRun(t *testing.T) {
	f := newFx(t).place(Blue, "HUS", "D6").place(Blue, "LIN", "E5").place(Blue, "GRD", "A8").place(Red, "FGD", "D5").
		hand(Blue, "F36", "F42", "F46", "F47", "F48").hand(Red, "B57", "B01").cautious(Red).answers(Red, "WITHDRAW * YES", "DEFEND * ALL")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "LEADER F42 COMMAND LIN", "IF DEF >= 5 PLAY F46 ON HUS", "ADVANCE LIN").
		has("Red plays B57 Withdraw",
			"Plan line 3 (LEADER F42 COMMAND LIN) is not carried out: the defender withdrew before the attacker's further cards",
			"Plan line 4 (IF DEF >= 5 PLAY F46 ON HUS) is not carried out: the defender withdrew before the attacker's further cards",
			"ADVANCE LIN cannot be followed: LIN took no part in the combat",
			"Blue's HUS advances from D6 to D5")
	if !contains(f.s.Sides[Blue].Hand, "F42") || !contains(f.s.Sides[Blue].Hand, "F46") {
		t.Errorf("Blue holds %v: the leader and Committed Attack stay in hand", f.s.Sides[Blue].Hand)
	}
	red := f.reads(games.SeatView("Red"))
	if strings.Contains(red, "Plan line") || strings.Contains(red, "ADVANCE LIN") {
		t.Errorf("Red reads the attacker's plan:\n%s", red)
	}
}

// Rule 8, withdraw value: after a failed withdrawal roll the card's
// defence counts, so when no other card follows the report says "no
// other defence card", not that the defender played none.
func TestR8FailedWithdrawalCardIsADefenceCard(t *testing.T) {
	f := duel(t, 3).card(Red, "B01", func(cd *Card) { cd.Withdraw = Span{Lo: 7, Hi: 7} }).hand(Red, "B01").answers(Red, "WITHDRAW * YES", "DEFEND * ALL")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36").
		has("outside 7: the unit stays, and the card's defence counts", "Red plays no other defence card.", "Defence total: FGD strength 7 + B01 3 = 10").
		lacks("Red plays no defence card")
}

// At a stop, an answer with no plan line (only standing answers, or a
// mail whose every line was refused) leaves the plan still to run as it
// stands: it does not wipe it for the defaults.
func TestAnswerWithoutPlanLinesKeepsThePlanStillToRun(t *testing.T) {
	base := func() *fx {
		f := newFx(t).place(Blue, "GRD", "D7").place(Blue, "LIN", "B7").place(Red, "FGD", "D2").hand(Blue, "F46").deck(Blue, "F01", "F02", "F03", "F04", "F05")
		return f.resolve("DISCARD NONE", "ASK", "MOVE LIN B6").asked(Blue, askPlan)
	}
	// Every line refused: the judge hands the resolution an empty answer.
	f := base()
	f.resolveSubs(f.game(), map[games.Seat]games.Submission{"Blue": {Seat: "Blue"}}).
		has("Blue moves LIN from B7 to B6").lacks("by default").nextTurn()
	f.at(Blue, "LIN", "B6").at(Blue, "GRD", "D7")

	// Standing answers alone: they are kept, and so is the plan.
	f = base()
	res := f.submit(Blue, "DEFEND * NONE")
	if len(res.Problems) > 0 || !res.Complete || !strings.Contains(noteText(res), "the plan still to run runs as written") {
		t.Errorf("standing answers alone at a stop: complete %v, problems %v, notes %q", res.Complete, res.Problems, noteText(res))
	}
	f.resolve("DEFEND * NONE").has("Blue moves LIN from B7 to B6").lacks("by default").nextTurn()
	f.at(Blue, "LIN", "B6")
	if e := f.s.Sides[Blue].Book.Entries; len(e) == 0 {
		t.Errorf("the standing answer was not kept")
	}
}

func noteText(res games.SubmitResult) string {
	var b strings.Builder
	for _, n := range res.Notes {
		b.WriteString(n.Render(i18n.English) + "\n")
	}
	return b.String()
}

// CONTINUE (續行, 续行) answers a stop with the plan still to run as
// written, at once; it is refused where there is no stop to answer, and
// beside plan lines that would replace that plan.
func TestContinueAtAStopRunsThePlanStillToRun(t *testing.T) {
	base := func() *fx {
		return newFx(t).place(Blue, "GRD", "D7").place(Blue, "LIN", "B7").place(Red, "FGD", "D2").hand(Blue, "F46").deck(Blue, "F01", "F02", "F03", "F04", "F05")
	}
	f := base()
	f.refuses(1, []string{"CONTINUE"}, "this turn has not stopped")
	f.resolve("DISCARD NONE", "ASK", "MOVE LIN B6").asked(Blue, askPlan)
	if ask := f.s.Question.Private.Ask.In(i18n.SimplifiedChinese); !strings.Contains(ask, "或写 续行 照写的执行") {
		t.Errorf("the question does not name CONTINUE: %q", ask)
	}
	if res := f.submit(Blue, "续行"); len(res.Problems) > 0 || !res.Complete || res.Echo[0].Understood != "CONTINUE" {
		t.Fatalf("续行 at the stop: complete %v, problems %v, echo %+v", res.Complete, res.Problems, res.Echo)
	}
	f.refuses(1, []string{"CONTINUE", "MOVE GRD D6"}, "send one or the other")
	f.resolve("CONTINUE").has("Blue moves LIN from B7 to B6").lacks("by default").nextTurn()
	f.at(Blue, "LIN", "B6").at(Blue, "GRD", "D7")
}

// Standing answers alone from the active player at the start of its
// turn: the turn begins with no discard and stops after the draw, and the
// reply says so before it happens.
func TestStandingAnswersAloneStartTheTurnWithoutADiscard(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D7").place(Red, "FGD", "D2").hand(Blue, "F46").deck(Blue, "F01", "F02", "F03", "F04", "F05")
	res := f.submit(Blue, "DEFEND * ALL")
	if !res.Complete || !strings.Contains(noteText(res), "your turn begins now with no discard") {
		t.Errorf("complete %v, notes %q", res.Complete, noteText(res))
	}
	f.resolve("DEFEND * ALL").asked(Blue, askPlan)
	// A plan with lines gets no such note.
	f = newFx(t).place(Blue, "GRD", "D7").place(Red, "FGD", "D2").hand(Blue, "F46").deck(Blue, "F01", "F02", "F03", "F04", "F05")
	if res := f.submit(Blue, "DISCARD NONE", "MOVE GRD D6", "DEFEND * ALL"); strings.Contains(noteText(res), "no discard") {
		t.Errorf("a note on a full plan: %q", noteText(res))
	}
}

// Rule 6.5: the unit ADVANCE names was eliminated by its own Committed
// Attack; a support advances instead, and the attacker reads why.
func TestR6_5AdvanceOfAUnitNoLongerOnTheField(t *testing.T) {
	f := duel(t, 20).place(Blue, "HUS*", "D6").place(Blue, "LIN", "E5").hand(Blue, "F36", "F42", "F46", "F47", "F48").answers(Red, "DEFEND * NONE", "WITHDRAW * NO")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "LEADER F42 COMMAND LIN", "PLAY F46 ON HUS", "RESULT RETREAT", "ADVANCE HUS").
		has("ADVANCE HUS cannot be followed: HUS is no longer on the field.", "Blue's LIN advances from E5 to D5")
}

// At a stop with no plan left to run, standing answers alone are no plan:
// the reply says the rest of the turn runs by default, and the report
// says the player sent no plan line, not that it sent nothing; the
// opponent reads only that the turn runs by default.
func TestStandingAnswersAloneAtAStopWithNoPlanLeftRunTheDefaults(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D7").place(Red, "FGD", "D2").hand(Blue, "F46", "F47").deck(Blue, "F01", "F02", "F03", "F04")
	f.resolve("DISCARD F46").asked(Blue, askPlan)
	res := f.submit(Blue, "DEFEND * NONE")
	if len(res.Problems) > 0 || !strings.Contains(noteText(res), "the rest of your turn runs by default (the default move, no combat, no restoring)") {
		t.Errorf("standing answers alone at a stop with no plan left: problems %v, notes %q", res.Problems, noteText(res))
	}
	f.resolve("DEFEND * NONE").has("Blue sent no plan line: the rest of the turn runs by default.", "Blue moves GRD").lacks("Blue sent nothing").nextTurn()
	if red := f.reads(games.SeatView("Red")); !strings.Contains(red, "Blue answered: the rest of the turn runs by default.") || strings.Contains(red, "no plan line") {
		t.Errorf("Red reads:\n%s", red)
	}
}
