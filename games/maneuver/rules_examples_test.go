package maneuver

import (
	"regexp"
	"strconv"
	"testing"

	"adjutant/games"
)

// The rulebook's worked examples, each reproduced with its own numbers.

// Rules 1.3 and 7 name three printed facts: a French infantry unit of
// strength 8, 5 when damaged; Soult rallies on 1-3, Ney on 1-5. Both
// French armies keep them.
func TestR1_3And7RulebookNumbersInTheArmies(t *testing.T) {
	d, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	for _, set := range []string{ArmiesOurs, ArmiesTranscribed} {
		fr, ok := d.armies(set).Nation("france")
		if !ok {
			t.Fatalf("armies %q: no France", set)
		}
		eightFive := false
		for _, u := range fr.Units {
			eightFive = eightFive || !u.Cavalry && u.Full == 8 && u.Damaged == 5
		}
		if !eightFive {
			t.Errorf("armies %q: no French infantry unit of 8, damaged 5", set)
		}
		rally := map[string]string{}
		for _, c := range fr.Cards {
			if c.Kind == KindLeader {
				rally[c.Name.EN] = c.Rally.String()
			}
		}
		if rally["Nicolas Soult"] != "1-3" || rally["Michel Ney"] != "1-5" {
			t.Errorf("armies %q: Soult rallies on %q, Ney on %q; want 1-3 and 1-5", set, rally["Nicolas Soult"], rally["Michel Ney"])
		}
	}
}

// Rule 7's example: a damaged unit rallied by Soult is restored on a 1d6
// of 1, 2 or 3; by Ney on 1 to 5. Every roll the dice give is checked
// against the example's numbers.
func TestR7ExampleSoultAndNeyRally(t *testing.T) {
	rolled := regexp.MustCompile(`to rally LIN: rolls #\d+ (\d+)`)
	for _, c := range []struct {
		card string
		max  int
	}{{"F43", 3}, {"F42", 5}} {
		seen := [2]bool{}
		for seed := byte(0); seed < 24; seed++ {
			f := newFx(t).place(Blue, "LIN*", "D7").place(Blue, "GRD", "A8").place(Red, "FGD", "D2").
				hand(Blue, c.card, "F46", "F47", "F48", "F49").cautious(Red)
			f.seed[1] = seed
			f.resolve("MOVE GRD A7", "RESTORE LIN WITH "+c.card).nextTurn()
			m := rolled.FindStringSubmatch(f.log)
			if m == nil {
				t.Fatalf("no rally roll:\n%s", f.log)
			}
			roll, _ := strconv.Atoi(m[1])
			restored := !f.unit(Blue, "LIN").Damaged
			if restored != (roll <= c.max) {
				t.Errorf("%s rolls %d: restored %v, want %v", c.card, roll, restored, roll <= c.max)
			}
			seen[boolIndex(restored)] = true
		}
		if !seen[0] || !seen[1] {
			t.Errorf("%s: 24 seeds never gave both outcomes: %v", c.card, seen)
		}
	}
}

func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Rule 5's example: one Supply and two Forced Marches in a movement phase
// take two units one square further each.
func TestR5ExampleSupplyAndTwoForcedMarches(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D7").place(Blue, "LIN", "F7").place(Red, "FGD", "D2").cautious(Red).
		hand(Blue, "F52", "F49", "F50", "F01", "F02")
	f.resolve("MOVE GRD D6", "SUPPLY F52 LIN F6", "FORCED F49 GRD D5", "FORCED F50 LIN F5").
		has("Blue's GRD marches on from D6 to D5", "Blue's LIN marches on from F6 to F5").nextTurn()
	f.at(Blue, "GRD", "D5").at(Blue, "LIN", "F5")
}

// Rule 2.2's example: both players control four squares of the other's
// half; a square next to units of both sides (X) and a square an enemy
// unit holds (Y) count for no one; France wins the tie with fewer damaged
// units, although the nations' order puts Britain first.
func TestR2_2ExampleEqualSquaresFewerDamagedWins(t *testing.T) {
	f := newFx(t).
		// France (Blue, north) in Britain's half: D4 with C4 and E4; D3 is
		// an X, next to Britain's D2; A1, whose neighbour B1 is a Y and A2
		// touches Britain's A3.
		place(Blue, "GRD", "D4").place(Blue, "LIN", "A1").place(Blue, "HUS", "G7").
		place(Red, "HLD", "D2").place(Red, "FUS*", "B1").place(Red, "RIF", "A3").
		// Britain (Red, south) in France's half: F6 with E6 and F5 (F7
		// touches G7); H8 (G8 and H7 touch G7).
		place(Red, "FGD", "F6").place(Red, "RHA", "H8")
	if b, r := f.s.controlled(Blue), f.s.controlled(Red); b != 4 || r != 4 {
		t.Fatalf("France controls %d, Britain %d; want 4 each", b, r)
	}
	for _, opt := range []string{TiesPublished, TiesDamaged} {
		f.s.Opt.Ties = opt
		f.s.Stage = StageTurn
		f.s.finalScore(&logger{dice: games.NewDice(f.seed, "end")})
		if Seat(f.s.Winner) != Blue || f.s.Reason != "damaged" {
			t.Errorf("ties=%q: %s wins by %s, want France by fewer damaged units", opt, Seat(f.s.Winner), f.s.Reason)
		}
	}
}

// Rule 6.5's example: an attacker who may choose finds the defending unit
// unable to retreat and chooses the retreat, which eliminates it; the
// judge makes that choice when the plan has no RESULT line.
func TestR6_5ExampleAttackerChoosesRetreatOfATrappedUnit(t *testing.T) {
	for _, plan := range [][]string{
		{"MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "RESULT RETREAT"},
		{"MOVE GRD A7", "ASSAULT HUS D5 WITH F36"},
	} {
		f := duel(t, 12).place(Red, "HLD", "D4").place(Red, "FUS", "C5").place(Red, "RIF", "E5")
		f.resolve(plan...).has("at least twice defence 7: the attacker chooses the retreat", "Red's FGD at D5 cannot retreat", "Red's FGD at D5 is eliminated", "Blue's HUS advances from D6 to D5").nextTurn()
	}
}

// Rules 9.2 Ambush and Withdraw, 6.5: the defender may withdraw from an
// ambush; no unit advances after an ambush, so none pursues.
func TestR9_2AmbushWithdrawalWithoutAdvance(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "A8").place(Blue, "CUI", "C5").place(Red, "FGD", "D5").
		hand(Blue, "F51", "F42", "F26", "F48", "F49").hand(Red, "B57").cautious(Red).answers(Red, "WITHDRAW * YES")
	f.resolve("MOVE GRD A7", "AMBUSH F51 D5", "LEADER F42 COMMAND CUI", "PLAY F26").
		has("Red plays B57 Withdraw", "Red's FGD retreats from D5 to D4").lacks("advances", "Pursuit").nextTurn()
	f.at(Blue, "CUI", "C5")
	if !contains(f.s.Sides[Blue].Discard, "F51") {
		t.Errorf("the Ambush card is not discarded: %v", f.s.Sides[Blue].Discard)
	}
}

// Rule 5: a Supply cancelled by a Guerrilla is still the phase's one
// Supply (the reading in docs/rules/maneuver.md): a second is refused when
// the plan comes in and, should one reach the turn, it does not run.
func TestR5CancelledSupplyStillCountsAsThePhasesSupply(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D7").place(Blue, "HUS", "F7").place(Blue, "LIN", "B7").place(Red, "FGD", "D2").
		hand(Blue, "F52", "F53", "F01", "F02", "F03").hand(Red, "B50").answers(Red, "GUERRILLA SUPPLY YES")
	plan := []string{"MOVE GRD D6", "SUPPLY F52 HUS F6", "SUPPLY F53 LIN B6"}
	f.refuses(3, plan, "one Supply card per movement phase")
	f.unchecked(plan...).has("Red answers with B50 Guerrilla: F52 Supply is cancelled", "Plan line 3 (SUPPLY F53 LIN B6) is not carried out").nextTurn()
	f.at(Blue, "HUS", "F7").at(Blue, "LIN", "B7")
}

// Rule 1.2: a d10 reads 1 to 10 (its face 0 is 10), a d8 1 to 8, a d6 1 to
// 6; 2d8 is the sum of two d8.
func TestR1_2DiceReadOneToTheirSides(t *testing.T) {
	l := &logger{dice: games.NewDice([games.SeedSize]byte{1, 2}, "dice")}
	for _, sides := range []int{6, 8, 10} {
		seen := map[int]bool{}
		for range 400 {
			v, _ := l.roll(Dice{N: 1, Sides: sides}, "test")
			if v < 1 || v > sides {
				t.Fatalf("1d%d rolled %d", sides, v)
			}
			seen[v] = true
		}
		if len(seen) != sides {
			t.Errorf("1d%d: 400 rolls gave only %v", sides, seen)
		}
	}
	for range 100 {
		if v, _ := l.roll(Dice{N: 2, Sides: 8}, "test"); v < 2 || v > 16 {
			t.Fatalf("2d8 rolled %d", v)
		}
	}
}

// Rule 2.2's last tie-break: the nation earlier in the order US, Ottoman
// Empire, Spain, Austria, Prussia, Russia, Britain, France wins, so France
// never wins a tie.
func TestR2_2NationOrderBreaksTheLastTie(t *testing.T) {
	order := []string{"usa", "ottoman", "spain", "austria", "prussia", "russia", "britain", "france"}
	for i, a := range order {
		for _, b := range order[i+1:] {
			for _, blueFirst := range []bool{true, false} {
				s := &State{Opt: Options{Ties: TiesPublished}}
				s.Sides[Blue].Nation, s.Sides[Red].Nation = a, b
				want := Blue
				if !blueFirst {
					s.Sides[Blue].Nation, s.Sides[Red].Nation = b, a
					want = Red
				}
				if w, why := s.tieBreak(&Score{}); w != want || why != "nation" {
					t.Errorf("%s against %s: %s wins by %s", s.Sides[Blue].Nation, s.Sides[Red].Nation, w, why)
				}
			}
		}
	}
}

// Rules 7 and 9.2 Guerrilla: a Supply, a Regroup or the unit's own card
// played to restore is cancelled by the opponent's Guerrilla, both cards
// discarded; a leader's rally roll is not one of the cards a Guerrilla
// answers.
func TestR7GuerrillaCancelsEveryRestoreButALeadersRally(t *testing.T) {
	for _, c := range []struct{ card, answer, name string }{
		{"F52", "GUERRILLA SUPPLY YES", "F52 Supply"},
		{"F54", "GUERRILLA REGROUP YES", "F54 Regroup"},
		{"F16", "GUERRILLA RESTORE YES", "F16 Line Infantry"},
	} {
		f := newFx(t).place(Blue, "LIN*", "D7").place(Blue, "GRD", "A8").place(Red, "FGD", "D2").
			hand(Blue, c.card, "F46", "F47", "F48", "F49").hand(Red, "B50").answers(Red, c.answer)
		f.resolve("MOVE GRD A7", "RESTORE LIN WITH "+c.card).
			has("Red answers with B50 Guerrilla: "+c.name+" is cancelled", "The unit stays damaged").nextTurn()
		if !f.unit(Blue, "LIN").Damaged || !contains(f.s.Sides[Blue].Discard, c.card) || !contains(f.s.Sides[Red].Discard, "B50") {
			t.Errorf("%s: LIN damaged %v, Blue's pile %v, Red's pile %v", c.card, f.unit(Blue, "LIN").Damaged, f.s.Sides[Blue].Discard, f.s.Sides[Red].Discard)
		}
	}
	f := newFx(t).place(Blue, "LIN*", "D7").place(Blue, "GRD", "A8").place(Red, "FGD", "D2").
		card(Blue, "F43", func(cd *Card) { cd.Rally = Span{Lo: 1, Hi: 6} }).
		hand(Blue, "F43", "F46", "F47", "F48", "F49").hand(Red, "B50").answers(Red, "GUERRILLA * YES")
	f.resolve("MOVE GRD A7", "RESTORE LIN WITH F43").has("restored to full strength").lacks("Guerrilla").nextTurn()
	if !contains(f.s.Sides[Red].Hand, "B50") {
		t.Errorf("Red's Guerrilla was spent on a leader's rally: hand %v", f.s.Sides[Red].Hand)
	}
}
