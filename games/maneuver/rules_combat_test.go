package maneuver

import (
	"fmt"
	"strings"
	"testing"

	"adjutant/templates/i18n"
)

// duel is Blue's HUS (strength 4) at D6 next to Red's FGD (strength 7) at
// D5 on clear ground; Blue's card F36 attacks with a fixed value.
func duel(t *testing.T, attack int) *fx {
	f := newFx(t).place(Blue, "HUS", "D6").place(Blue, "GRD", "A8").place(Red, "FGD", "D5").
		card(Blue, "F36", func(c *Card) { c.Attack = fixed(attack); c.Pursuit = Span{} }).
		hand(Blue, "F36", "F46", "F47", "F48", "F49").cautious(Red)
	return f
}

// Rule 6.1 step 7: the result table, row by row; the published rules'
// thresholds are "at least" twice, three and four times the defence.
func TestR6_1Step7ResultTable(t *testing.T) {
	for _, c := range []struct {
		attack  int
		extra   string
		want    []string
		defence string // where Red's FGD ends: a square, "gone"
		damaged bool   // FGD damaged
		hus     string // where HUS ends
		husHit  bool
		more    bool // results=more, the translation's reading
	}{
		{10, "", []string{"Attack 14 beats defence 7: the defender chooses the hit"}, "D5", true, "D6", false, true},
		{24, "", []string{"Attack 28 is more than three times defence 7: the defending unit retreats and takes a hit"}, "D4", true, "D5", false, true},
		{1, "", []string{"Attack 5 is less than defence 7", "Blue's HUS at D6 takes a hit"}, "D5", false, "D6", true, false},
		{3, "", []string{"Attack 7 equals defence 7: nothing happens"}, "D5", false, "D6", false, false},
		{5, "", []string{"Attack 9 beats defence 7: the defender chooses the hit"}, "D5", true, "D6", false, false},
		{10, "RESULT RETREAT", []string{"Attack 14 is at least twice defence 7: the attacker chooses the retreat"}, "D4", false, "D5", false, false},
		{17, "", []string{"Attack 21 is at least three times defence 7: the defending unit retreats and takes a hit"}, "D4", true, "D5", false, false},
		{24, "", []string{"Attack 28 is at least four times defence 7: the defending unit is eliminated"}, "gone", false, "D5", false, false},
		{12, "RESULT RETREAT", []string{"at least twice defence 7: the attacker chooses the retreat", "Red's FGD retreats from D5 to D4", "Blue's HUS advances from D6 to D5"}, "D4", false, "D5", false, false},
		{12, "RESULT HIT", []string{"the attacker chooses the hit"}, "D5", true, "D6", false, false},
		{18, "", []string{"at least three times defence 7: the defending unit retreats and takes a hit", "retreats from D5 to D4"}, "D4", true, "D5", false, false},
		{25, "", []string{"at least four times defence 7: the defending unit is eliminated", "Red's FGD at D5 is eliminated"}, "gone", false, "D5", false, false},
	} {
		t.Run(fmt.Sprint(c.attack, c.extra, c.more), func(t *testing.T) {
			f := duel(t, c.attack)
			if c.more {
				f.s.Opt.Results = "more"
			}
			plan := []string{"MOVE GRD A7", "ASSAULT HUS D5 WITH F36"}
			if c.extra != "" {
				plan = append(plan, c.extra)
			}
			f.resolve(plan...).has(c.want...).has(fmt.Sprintf("Attack total: HUS strength 4 + F36 %d = %d", c.attack, 4+c.attack)).nextTurn()
			fgd := f.unit(Red, "FGD")
			if c.defence == "gone" {
				if !fgd.Gone {
					t.Errorf("FGD survived")
				}
			} else if fgd.Sq != sq(t, c.defence) || fgd.Damaged != c.damaged {
				t.Errorf("FGD at %s damaged %v, want %s %v", fgd.Sq, fgd.Damaged, c.defence, c.damaged)
			}
			if hus := f.unit(Blue, "HUS"); hus.Sq != sq(t, c.hus) || hus.Damaged != c.husHit {
				t.Errorf("HUS at %s damaged %v, want %s %v", hus.Sq, hus.Damaged, c.hus, c.husHit)
			}
			// Every card played ends on its owner's discard pile.
			if !contains(f.s.Sides[Blue].Discard, "F36") {
				t.Errorf("the attack card is not discarded")
			}
		})
	}
}

// Rule 6.1 step 7: the defender's choice is asked when no standing answer
// covers it and neither answer is plainly worse; a damaged unit able to
// retreat retreats, a unit unable to retreat takes the hit, unasked.
func TestR6_1Step7DefendersChoice(t *testing.T) {
	f := duel(t, 5).answers(Red, "DEFEND * NONE").answers(Red, "WITHDRAW * NO")
	f.s.Sides[Red].Book.Clear("choose")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36").asked(Red, askChoose)
	if q := f.s.Question; !strings.Contains(q.Public.Ask.EN, "Red chooses between a retreat and a hit for the unit at D5") {
		t.Errorf("public question %q", q.Public.Ask.EN)
	}
	f.resolve("CHOOSE FGD RETREAT").has("the defender chooses the retreat", "Red's FGD retreats from D5 to D4", "Blue's HUS advances").nextTurn()

	// A written standing choice is followed, for a damaged unit too.
	f = duel(t, 5).place(Red, "FGD*", "D5").answers(Red, "CHOOSE * HIT")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36").has("Attack 9 beats defence 5: the defender chooses the hit", "Red's FGD at D5 is eliminated").nextTurn()
	// Without one, a damaged unit able to retreat retreats, unasked.
	f = duel(t, 5).place(Red, "FGD*", "D5").answers(Red, "DEFEND * NONE", "WITHDRAW * NO")
	f.s.Sides[Red].Book.Clear("choose")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36").has("Attack 9 beats defence 5: the defender chooses the retreat").nextTurn()
	// A written retreat that cannot be followed: the hit, and its owner is
	// told why.
	// (Sent in Red's own turn, the mail also gets the note that the turn
	// begins without a discard.)
	if res := f.game().Submit("Red", numbered([]string{"CHOOSE FGD RETREAT"}), i18n.English); len(res.Notes) == 0 || !strings.Contains(res.Notes[0].Message.EN, "takes the hit instead") {
		t.Errorf("the reply does not say when a standing retreat cannot be followed: %+v", res.Notes)
	}
	f = duel(t, 5).place(Red, "HLD", "D4").place(Red, "FUS", "C5").place(Red, "RIF", "E5").answers(Red, "CHOOSE FGD RETREAT")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36").has("the defender chooses the hit", "CHOOSE FGD RETREAT cannot be followed").nextTurn()

	f = duel(t, 5).place(Red, "HLD", "D4").place(Red, "FUS", "C5").place(Red, "RIF", "E5")
	f.s.Sides[Red].Book.Clear("choose")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36").has("the defender chooses the hit").nextTurn()
}

// Rule 6.1 step 1: the attacking card is the attacking unit's own, with an
// attack value; no assault from a marsh. Step 2: the target is next to it.
func TestR6_1Steps1And2Declaration(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D6").place(Blue, "ART", "C6").place(Blue, "HUS", "A8").place(Red, "FGD", "D5").place(Red, "HLD", "G2")
	for _, c := range []struct{ line, why string }{
		{"ASSAULT GRD D5 WITH F06", "attacking unit's cards"},
		{"ASSAULT ART C5 WITH F21", "no enemy unit in C5"},
		{"ASSAULT GRD G2 WITH F01", "next to the attacking unit"},
		{"ASSAULT ART D5 WITH F21", "attacking unit's cards that has an attack value"},
	} {
		res := f.submit(Blue, "MOVE HUS A7", c.line)
		if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, c.why) {
			t.Errorf("%s: %v, want %q", c.line, res.Problems, c.why)
		}
	}
	f.terrain("D6", "marsh")
	if res := f.submit(Blue, "MOVE HUS A7", "ASSAULT GRD D5 WITH F01"); len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "no assault from marsh") {
		t.Errorf("assault from a marsh: %v", res.Problems)
	}
	// An ambush may strike any enemy unit.
	if res := f.submit(Blue, "MOVE HUS A7", "AMBUSH F51 G2"); len(res.Problems) != 0 {
		t.Errorf("ambush far away: %v", res.Problems)
	}
	// Rule 4: one combat a turn (after one whose card is in the hand).
	f.hand(Blue, "F51", "F21")
	if res := f.submit(Blue, "MOVE HUS A7", "AMBUSH F51 G2", "BOMBARD ART C5 WITH F21"); len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "one combat a turn") {
		t.Errorf("two combats: %v", res.Problems)
	}
}

// Rule 6.1 step 3 and 9.2 Withdraw: played at once, the unit withdraws by
// the retreat rules if a square next to it is free; the attacker plays no
// more cards, advances and pursues; Withdraw never answers a bombard.
func TestR6_1Step3Withdraw(t *testing.T) {
	f := newFx(t).place(Blue, "HUS", "D6").place(Blue, "GRD", "A8").place(Red, "FGD", "D5").
		card(Blue, "F36", func(c *Card) { c.Pursuit = Span{Lo: 1, Hi: 6} }).
		hand(Blue, "F36", "F46", "F47", "F48", "F42").hand(Red, "B57", "B01").cautious(Red).answers(Red, "WITHDRAW * YES", "DEFEND * ALL")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "PLAY F46", "LEADER F42 COMBAT").
		has("Red plays B57 Withdraw: the unit at D5 withdraws", "Red's FGD retreats from D5 to D4", "Blue's HUS advances from D6 to D5", "Pursuit with F36", "Red's FGD at D4 takes a hit").
		lacks("Committed Attack", "Michel Ney", "defends with").nextTurn()
	if !contains(f.s.Sides[Red].Discard, "B57") || !contains(f.s.Sides[Blue].Discard, "F36") || !contains(f.s.Sides[Red].Hand, "B01") {
		t.Errorf("discards: Blue %v, Red %v; Red's hand %v", f.s.Sides[Blue].Discard, f.s.Sides[Red].Discard, f.s.Sides[Red].Hand)
	}

	// No free square next to the unit: no withdrawal, the defence goes on.
	f = newFx(t).place(Blue, "HUS", "D6").place(Blue, "GRD", "A8").place(Red, "FGD", "D5").
		place(Red, "HLD", "D4").place(Red, "FUS", "C5").place(Red, "RIF", "E5").
		hand(Blue, "F36", "F46", "F47", "F48", "F42").hand(Red, "B57", "B01").cautious(Red).answers(Red, "WITHDRAW * YES", "DEFEND * ALL")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36").lacks("B57 Withdraw").has("Red defends with B01").nextTurn()

	// A bombard is not answered by Withdraw.
	f = newFx(t).place(Blue, "ART", "D7").place(Blue, "GRD", "A8").place(Red, "FGD", "D5").
		hand(Blue, "F21", "F46", "F47", "F48", "F42").hand(Red, "B57", "B01").cautious(Red).answers(Red, "WITHDRAW * YES")
	f.resolve("MOVE GRD A7", "BOMBARD ART D5 WITH F21").lacks("Withdraw").at(Red, "FGD", "D5").nextTurn()
	// Nor is a volley.
	f = newFx(t).place(Blue, "LIG", "D6").place(Blue, "GRD", "A8").place(Red, "FGD", "D5").card(Blue, "F11", func(c *Card) { c.Volley = fixed(1) }).
		hand(Blue, "F11", "F46", "F47", "F48", "F42").hand(Red, "B57", "B01").cautious(Red).answers(Red, "WITHDRAW * YES")
	f.resolve("MOVE GRD A7", "VOLLEY LIG D5 WITH F11").has("fires a volley").lacks("Withdraw").at(Red, "FGD", "D5").nextTurn()
}

// Rule 8, withdraw value: the American withdrawal roll comes before the
// other defence cards; on a failure the card's defence counts.
func TestR8WithdrawRollOfAUnitCard(t *testing.T) {
	for _, c := range []struct {
		span Span
		want string
	}{
		{Span{Lo: 1, Hi: 6}, "within 1-6: the unit withdraws"},
		{Span{Lo: 7, Hi: 7}, "outside 7: the unit stays, and the card's defence counts"},
	} {
		f := duel(t, 3).card(Red, "B01", func(cd *Card) { cd.Withdraw = c.span }).hand(Red, "B01", "B02").answers(Red, "WITHDRAW * YES", "DEFEND * ALL")
		f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36").has(c.want).nextTurn()
		if c.span.Lo == 7 {
			f.has("Defence total: FGD strength 7 + B01 3 + B02 3 = 13")
		}
	}
}

// Rule 6.1 step 4: the defender plays cards of the attacked unit (any
// number) and one leader; the standing answer or the question says which.
func TestR6_1Step4DefenceCards(t *testing.T) {
	f := duel(t, 3).hand(Red, "B01", "B02", "B06", "B41", "B43").answers(Red, "DEFEND * ALL LEADER BEST")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36").
		has("Defence total: FGD strength 7 + B01 3 + B02 3 + B41 combat 3 = 16").lacks("B06", "B43").nextTurn()
	if got := f.s.Sides[Red].Hand; !equal(got, []string{"B06", "B43"}) {
		t.Errorf("Red keeps %v, want B06 B43", got)
	}

	f = duel(t, 3).hand(Red, "B01", "B02", "B06", "B41", "B43").answers(Red, "DEFEND FGD B02 LEADER B43")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36").has("Defence total: FGD strength 7 + B02 3 + B43 combat 2 = 12").nextTurn()

	// Uncovered: Red is asked, the private question lists its cards, the
	// public one only where; without an answer the default plays them all.
	f = duel(t, 3).hand(Red, "B01", "B41")
	f.s.Sides[Red].Book.Clear("defend")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36").asked(Red, askDefend)
	q := f.s.Question
	if q.Public.Ask.EN != "Red decides on defence cards for the unit at D5" || !strings.Contains(q.Private.Ask.EN, "B01 Foot Guards") || !strings.Contains(q.Private.Ask.EN, "B41") {
		t.Errorf("question public %q private %q", q.Public.Ask.EN, q.Private.Ask.EN)
	}
	f.resolve().has("Red did not answer", "Defence total: FGD strength 7 + B01 3 = 10").nextTurn()

	// ALL leaves in the hand a card of the unit without a defence value:
	// it would be lost and shown for nothing.
	f = duel(t, 3).card(Red, "B02", func(c *Card) { c.Defence = 0 }).hand(Red, "B01", "B02").answers(Red, "DEFEND * ALL")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36").has("Defence total: FGD strength 7 + B01 3 = 10").lacks("B02").nextTurn()
	if !contains(f.s.Sides[Red].Hand, "B02") {
		t.Errorf("Red's B02 was played: hand %v", f.s.Sides[Red].Hand)
	}
}

// Rule 6.1 step 5: the attacker's further cards, here only if the
// defence it sees reaches a number.
func TestR6_1Step5ConditionalAdditions(t *testing.T) {
	for _, c := range []struct {
		defCards []string
		want     string
	}{
		{nil, "Attack total: HUS strength 4 + F36 3 + F37 2 = 9"},
		{[]string{"B01"}, "Attack total: HUS strength 4 + F36 3 + F46 2d6"},
	} {
		f := duel(t, 3).card(Blue, "F37", func(cd *Card) { cd.Attack = fixed(2) }).hand(Blue, "F36", "F37", "F46", "F47", "F48").
			hand(Red, c.defCards...).answers(Red, "DEFEND * ALL")
		f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "IF DEF >= 10 PLAY F46 ON HUS", "IF DEF < 10 PLAY F37").has(c.want).nextTurn()
	}
}

// Rule 9.2 Committed Attack: 2d6 for each, at most one per attacking or
// supporting unit, each a hit on its unit after the combat.
func TestR9_2CommittedAttack(t *testing.T) {
	f := duel(t, 3).hand(Blue, "F36", "F46", "F47", "F48", "F49")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "PLAY F46 ON HUS", "PLAY F47").
		has("Blue plays F46 Committed Attack on HUS: +2d6", "Plan line 4 (PLAY F47) is not carried out: one Committed Attack per attacking or supporting unit", "Blue's HUS at D6 takes a hit").nextTurn()
}

// Rule 9.2 Skirmish: at step 5, the attacking card returns to the hand,
// the defender's cards are discarded, the attacking unit may move two
// squares; no leader; never in an ambush.
func TestR9_2Skirmish(t *testing.T) {
	f := duel(t, 3).hand(Blue, "F36", "F57", "F42", "F47", "F48").hand(Red, "B01", "B02").answers(Red, "DEFEND * ALL")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "LEADER F42 COMBAT", "IF DEF >= 12 SKIRMISH F57 D7 C7").
		has("Blue plays F57 Skirmish: the assault is called off; F36 goes back to Blue's hand", "Blue's HUS moves from D6 to D7-C7").lacks("Attack total", "Ney").nextTurn()
	if !contains(f.s.Sides[Blue].Hand, "F36") || !contains(f.s.Sides[Blue].Hand, "F42") || !contains(f.s.Sides[Red].Discard, "B01") {
		t.Errorf("after the skirmish Blue holds %v, Red's pile %v", f.s.Sides[Blue].Hand, f.s.Sides[Red].Discard)
	}
	// Infantry too moves up to two squares after its Skirmish.
	f = newFx(t).place(Blue, "GRD", "D6").place(Blue, "HUS", "A8").place(Red, "FGD", "D5").hand(Blue, "F01", "F57", "F47", "F48", "F49").cautious(Red)
	f.resolve("MOVE HUS A7", "ASSAULT GRD D5 WITH F01", "SKIRMISH F57 D7 C7").has("Blue's GRD moves from D6 to D7-C7").nextTurn()
	f.at(Blue, "GRD", "C7")
	f = newFx(t).place(Blue, "GRD", "A8").place(Red, "FGD", "D5").hand(Blue, "F51", "F57", "F42", "F47", "F48").cautious(Red)
	f.refuses(3, []string{"MOVE GRD A7", "AMBUSH F51 D5", "SKIRMISH F57"}, "never played in an ambush")
	f.unchecked("MOVE GRD A7", "AMBUSH F51 D5", "SKIRMISH F57").has("Skirmish is never played in an ambush", "Attack total").nextTurn()
}

// Rules 6.4 and 9.1: a leader adds its combat value or, with command 2 or
// more, names supporting units next to the target, whose strength and
// cards add up; by default command counts the attacking unit too.
func TestR6_4SupportingUnits(t *testing.T) {
	setup := func() *fx {
		return duel(t, 3).place(Blue, "GRE", "C5").place(Blue, "LIN", "E5").place(Blue, "LIG", "D4").
			card(Blue, "F06", func(c *Card) { c.Attack = fixed(1) }).
			hand(Blue, "F36", "F42", "F06", "F43", "F44")
	}
	f := setup()
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "LEADER F42 COMMAND GRE LIN", "PLAY F06").
		has("supporting units GRE C5, LIN E5", "Attack total: HUS strength 4 + F36 3 + F06 1 + support GRE 7 + support LIN 6 = 21").nextTurn()
	f = setup()
	f.refuses(3, []string{"MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "LEADER F42 COMMAND GRE LIN LIG"}, "command 3 allows 2 supporting units")
	f.unchecked("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "LEADER F42 COMMAND GRE LIN LIG").has("command 3 allows 2 supporting units").nextTurn()
	f = setup()
	f.s.Opt.Command = "supports"
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "LEADER F42 COMMAND GRE LIN LIG").has("support LIG 6").nextTurn()
	f = setup()
	f.card(Blue, "F44", func(c *Card) { c.Command = 1 })
	f.refuses(3, []string{"MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "LEADER F44 COMMAND GRE"}, "a leader of command 1 adds only its combat value")
	f.unchecked("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "LEADER F44 COMMAND GRE").has("a leader of command 1 adds only its combat value").nextTurn()
	// Only units next to the target, and none in a marsh.
	f = setup().place(Blue, "DRA", "B5").terrain("E5", "marsh")
	f.refuses(3, []string{"MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "LEADER F42 COMMAND LIN"}, "LIN stands in marsh")
	f.unchecked("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "LEADER F42 COMMAND LIN").has("LIN stands in marsh").nextTurn()
}

// Rules 6.1 step 7 and 6.4: a failed attack hits every attacking and
// supporting unit (losses=all), the attacker and one support (one), or
// all and one support a second time (extra).
func TestR6_4FailedAttackHitsSupports(t *testing.T) {
	for _, c := range []struct {
		losses string
		want   []string
		not    []string
	}{
		{"all", []string{"HUS at D6 takes a hit", "GRE at C5 takes a hit", "LIN at E5 takes a hit"}, []string{"while damaged"}},
		{"extra", []string{"HUS at D6 takes a hit", "GRE at C5 takes a hit", "Blue's LIN at E5 takes a hit while damaged"}, nil},
	} {
		f := duel(t, 1).place(Blue, "GRE", "C5").place(Blue, "LIN", "E5").hand(Blue, "F36", "F42", "F47", "F48", "F49").
			card(Red, "B01", func(cd *Card) { cd.Defence = 9 }).hand(Red, "B01", "B02", "B03").answers(Red, "DEFEND * ALL")
		f.s.Opt.Losses = c.losses
		plan := []string{"MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "LEADER F42 COMMAND GRE LIN"}
		if c.losses == LossesExtra {
			plan = append(plan, "LOSS LIN")
		}
		f.resolve(plan...).has(c.want...).lacks(c.not...).nextTurn()
	}
}

// Rule 6.5 retreat: toward its own edge; else a side, the defender's
// choice when both are open; else toward the enemy edge; else eliminated.
// Units, lakes and the edge of the field block. The publisher's English
// rules (2010) say the same in their retreat paragraph.
func TestR6_5RetreatPriorities(t *testing.T) {
	run := func(f *fx) *fx {
		return f.resolve("MOVE GRD A7", "ASSAULT HUS D6 WITH F36", "RESULT RETREAT")
	}
	base := func() *fx {
		return newFx(t).place(Blue, "HUS", "D7").place(Blue, "GRD", "A8").place(Red, "FGD", "D6").
			card(Blue, "F36", func(c *Card) { c.Attack = fixed(12); c.Pursuit = Span{} }).
			hand(Blue, "F36", "F46", "F47", "F48", "F49").cautious(Red)
	}
	run(base()).has("retreats from D6 to D5").nextTurn()
	run(base().terrain("D5", "lake").answers(Red, "SIDE FGD EAST")).has("retreats from D6 to E6").nextTurn()
	run(base().place(Red, "HLD", "D5").place(Red, "FUS", "C6")).has("retreats from D6 to E6").nextTurn()
	f := run(base().place(Red, "HLD", "D5"))
	f.has("retreats from D6 to C6") // SIDE * WEST
	// Both sides and the own edge blocked: toward the enemy edge, which
	// here is the attacker's square, so eliminated; a unit at the field's
	// edge with the way to the enemy free retreats that way.
	run(base().place(Red, "HLD", "D5").place(Red, "FUS", "C6").place(Red, "RIF", "E6")).has("cannot retreat", "Red's FGD at D6 is eliminated").nextTurn()
	f = newFx(t).place(Blue, "HUS", "B1").place(Blue, "GRD", "A8").place(Red, "FGD", "A1").place(Red, "HLD", "A3").
		card(Blue, "F36", func(c *Card) { c.Attack = fixed(12); c.Pursuit = Span{} }).hand(Blue, "F36", "F46", "F47", "F48", "F49").cautious(Red)
	f.resolve("MOVE GRD A7", "ASSAULT HUS A1 WITH F36", "RESULT RETREAT").has("retreats from A1 to A2").nextTurn()
	// Uncovered, with both sides open: the defender is asked.
	f = base().place(Red, "HLD", "D5")
	f.s.Sides[Red].Book.Clear("side")
	run(f).asked(Red, askSide)
	f.resolve("SIDE FGD EAST").has("retreats from D6 to E6").nextTurn()
}

// Rule 6.5 advance: the attacking or one supporting unit must advance,
// unless every unit in the combat played a "not required to advance"
// card; never after an ambush, a bombard or a volley.
func TestR6_5Advance(t *testing.T) {
	f := duel(t, 25)
	f.refuses(3, []string{"MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "ADVANCE NONE"}, "ADVANCE NONE cannot be followed")
	f.unchecked("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "ADVANCE NONE").has("ADVANCE NONE cannot be followed", "Blue's HUS advances from D6 to D5").nextTurn()
	f = duel(t, 25).card(Blue, "F36", func(c *Card) { c.NoAdvance = true })
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "ADVANCE NONE").has("does not advance").at(Blue, "HUS", "D6").nextTurn()
	f = newFx(t).place(Blue, "HUS", "D6").place(Blue, "GRD", "A8").place(Red, "FGD", "D5").
		card(Blue, "F51", func(c *Card) { c.Attack = fixed(40) }).hand(Blue, "F51", "F46", "F47", "F48", "F49").cautious(Red)
	f.resolve("MOVE GRD A7", "AMBUSH F51 D5").has("is eliminated").lacks("advances").nextTurn()
	// A support that played a card may be the one to advance.
	f = duel(t, 25).place(Blue, "GRE", "C5").card(Blue, "F06", func(c *Card) { c.Attack = fixed(1) }).hand(Blue, "F36", "F42", "F06", "F47", "F48")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "LEADER F42 COMMAND GRE", "PLAY F06", "ADVANCE GRE").has("Blue's GRE advances from C5 to D5").nextTurn()
	// Published rules: a support that played no card may advance too, and
	// it cannot decline; advance=played (the translation) refuses it.
	f = duel(t, 25).place(Blue, "GRE", "C5").hand(Blue, "F36", "F42", "F46", "F47", "F48")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "LEADER F42 COMMAND GRE", "ADVANCE GRE").has("Blue's GRE advances from C5 to D5").nextTurn()
	f = duel(t, 25).place(Blue, "GRE", "C5").card(Blue, "F36", func(c *Card) { c.NoAdvance = true }).hand(Blue, "F36", "F42", "F46", "F47", "F48")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "LEADER F42 COMMAND GRE", "ADVANCE NONE").has("ADVANCE NONE cannot be followed", "Blue's HUS advances from D6 to D5").nextTurn()
	f = duel(t, 25).place(Blue, "GRE", "C5").hand(Blue, "F36", "F42", "F46", "F47", "F48")
	f.s.Opt.Advance = "played"
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "LEADER F42 COMMAND GRE", "ADVANCE GRE").has("Blue's HUS advances from D6 to D5").nextTurn()
}

// Rule 6.6 pursuit: cavalry advancing after a retreat rolls 1d6 for each
// of its cards played, modified by the leader's pursuit value; a result in
// the card's range is a hit.
func TestR6_6Pursuit(t *testing.T) {
	// A range of 1-4 on the card: with a leader's modifier of -6 every
	// roll falls in it; without the leader this seed's roll of 5 does not.
	f := duel(t, 12).card(Blue, "F36", func(c *Card) { c.Pursuit = Span{Lo: 1, Hi: 4} }).
		card(Blue, "F44", func(c *Card) { c.PursuitMod, c.HasPursuitMod, c.Combat = -6, true, 0 }).hand(Blue, "F36", "F44", "F47", "F48", "F49")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "LEADER F44 COMBAT", "RESULT RETREAT").has("Pursuit with F36 (pursuit 1-4)", "Red's FGD at D4 takes a hit").nextTurn()
	f = duel(t, 12).card(Blue, "F36", func(c *Card) { c.Pursuit = Span{Lo: 1, Hi: 4} })
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "RESULT RETREAT").has("Pursuit with F36", "rolls #1 5 +0 = 5, no hit").lacks("FGD at D4 takes a hit").nextTurn()
	// The leader's pursuit value counts when it gave its command, too.
	f = duel(t, 5).place(Blue, "GRE", "C5").card(Blue, "F36", func(c *Card) { c.Pursuit = Span{Lo: 1, Hi: 4} }).
		card(Blue, "F42", func(c *Card) { c.PursuitMod, c.HasPursuitMod = -6, true }).hand(Blue, "F36", "F42", "F47", "F48", "F49")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "LEADER F42 COMMAND GRE", "RESULT RETREAT").
		has("for its command", "Pursuit with F36 (pursuit 1-4): rolls #1 5 -6 = -1, a hit", "Red's FGD at D4 takes a hit").nextTurn()
	// A supporting cavalry unit that advances without a card of its own
	// does not pursue (6.6).
	f = duel(t, 12).place(Blue, "CUI", "C5").hand(Blue, "F36", "F42", "F47", "F48", "F49")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "LEADER F42 COMMAND CUI", "ADVANCE CUI", "RESULT RETREAT").has("Blue's CUI advances").lacks("Pursuit").nextTurn()
}

// Rule 6.5 damage and elimination: a hit flips a full unit and eliminates
// a damaged one.
func TestR6_5DamageThenElimination(t *testing.T) {
	f := duel(t, 5).place(Red, "FGD*", "D5")
	f.s.Sides[Red].Book.Clear("choose")
	f.answers(Red, "CHOOSE * HIT").place(Red, "HLD", "D4").place(Red, "FUS", "C5").place(Red, "RIF", "E5")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36").has("Red's FGD at D5 takes a hit while damaged", "is eliminated").nextTurn()
}

// Rule 6.2: a bombard reaches its card's range without diagonals, over
// squares free of units and of hill, town and forest (published rules); a diagonal
// neighbour is two squares away, one clear middle square being enough by
// default. The attack needs to beat the defence for one hit.
func TestR6_2BombardRangeAndSight(t *testing.T) {
	f := newFx(t).place(Blue, "ART", "D7").place(Blue, "GRD", "A8").place(Red, "FGD", "D5").place(Red, "HLD", "E6").place(Red, "FUS", "G7").
		hand(Blue, "F21", "F24", "F46", "F47", "F48")
	for _, c := range []struct {
		line, why string
	}{
		{"BOMBARD ART D5 WITH F21", ""},
		{"BOMBARD ART E6 WITH F21", ""},
		{"BOMBARD ART G7 WITH F21", "G7 is out of range from D7: distance 3, range 2"},
		{"BOMBARD ART D5 WITH F24", "distance 2, range 1"},
	} {
		res := f.submit(Blue, "MOVE GRD A7", c.line)
		if c.why == "" && len(res.Problems) != 0 || c.why != "" && (len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, c.why)) {
			t.Errorf("%s: %v, want %q", c.line, res.Problems, c.why)
		}
	}
	for _, block := range []string{"town", "forest", "hill"} {
		g := newFx(t).place(Blue, "ART", "D7").place(Blue, "GRD", "A8").place(Red, "FGD", "D5").terrain("D6", block).hand(Blue, "F21")
		if res := g.submit(Blue, "MOVE GRD A7", "BOMBARD ART D5 WITH F21"); len(res.Problems) != 1 {
			t.Errorf("a bombard over %s was accepted", block)
		}
		// The firing and target squares may be of any terrain.
		g = newFx(t).place(Blue, "ART", "D7").place(Blue, "GRD", "A8").place(Red, "FGD", "D5").terrain("D7", block).terrain("D5", block).hand(Blue, "F21")
		if res := g.submit(Blue, "MOVE GRD A7", "BOMBARD ART D5 WITH F21"); len(res.Problems) != 0 {
			t.Errorf("a bombard from and into %s: %v", block, res.Problems)
		}
	}
	g := newFx(t).place(Blue, "ART", "D7").place(Blue, "GRD", "A8").place(Blue, "LIN", "D6").place(Red, "FGD", "D5").hand(Blue, "F21")
	if res := g.submit(Blue, "MOVE GRD A7", "BOMBARD ART D5 WITH F21"); len(res.Problems) != 1 {
		t.Errorf("a bombard over a friendly unit was accepted")
	}
	// A unit in a marsh may bombard (it may not assault).
	g = newFx(t).place(Blue, "ART", "D7").place(Blue, "GRD", "A8").place(Red, "FGD", "D5").terrain("D7", "marsh").hand(Blue, "F21")
	if res := g.submit(Blue, "MOVE GRD A7", "BOMBARD ART D5 WITH F21"); len(res.Problems) != 0 {
		t.Errorf("a bombard from a marsh: %v", res.Problems)
	}
	// Diagonal: D6 holds a unit, E7 is clear.
	g = newFx(t).place(Blue, "ART", "D7").place(Blue, "GRD", "A8").place(Blue, "LIN", "D6").place(Red, "HLD", "E6").hand(Blue, "F21")
	if res := g.submit(Blue, "MOVE GRD A7", "BOMBARD ART E6 WITH F21"); len(res.Problems) != 0 {
		t.Errorf("diagonal with one clear middle square: %v", res.Problems)
	}
	// Results: more than the defence is one hit, otherwise nothing.
	for _, c := range []struct {
		attack int
		want   string
	}{{8, "The attack beats the defence: Red's FGD at D5 takes a hit"}, {7, "does not beat the defence: no effect"}} {
		g := newFx(t).place(Blue, "ART", "D7").place(Blue, "GRD", "A8").place(Red, "FGD", "D5").
			card(Blue, "F21", func(cd *Card) { cd.Bombard = fixed(c.attack) }).hand(Blue, "F21").cautious(Red)
		g.resolve("MOVE GRD A7", "BOMBARD ART D5 WITH F21").has(fmt.Sprintf("Attack total: F21 %d = %d", c.attack, c.attack), "Defence total: FGD strength 7 = 7", c.want).nextTurn()
	}
	// The defence of a bombarded unit is its strength and terrain only: no
	// defence card and no leader is played, whatever the standing answers.
	g = newFx(t).place(Blue, "ART", "D7").place(Blue, "GRD", "A8").place(Red, "FGD", "D5").
		hand(Blue, "F21").hand(Red, "B01", "B41").answers(Red, "DEFEND * ALL LEADER BEST", "WITHDRAW * NO", "CHOOSE * HIT")
	g.resolve("MOVE GRD A7", "BOMBARD ART D5 WITH F21").has("Defence total: FGD strength 7 = 7").lacks("B01", "B41").nextTurn()
	if !equal(g.s.Sides[Red].Hand, []string{"B01", "B41"}) {
		t.Errorf("Red's hand after a bombard: %v", g.s.Sides[Red].Hand)
	}
}

// Rule 6.2: a volley needs a card with a volley value and a target next
// to the unit; marsh does not stop it.
func TestR6_2Volley(t *testing.T) {
	f := newFx(t).place(Blue, "LIG", "D6").place(Blue, "GRD", "A8").place(Red, "FGD", "D5").place(Red, "HLD", "D3").terrain("D6", "marsh").
		card(Blue, "F11", func(c *Card) { c.Volley = fixed(9) }).hand(Blue, "F11", "F12")
	if res := f.submit(Blue, "MOVE GRD A7", "VOLLEY LIG D5 WITH F12"); len(res.Problems) != 1 {
		t.Errorf("volley without a volley value accepted")
	}
	if res := f.submit(Blue, "MOVE GRD A7", "VOLLEY LIG D3 WITH F11"); len(res.Problems) != 1 {
		t.Errorf("volley at two squares accepted")
	}
	f.cautious(Red).resolve("MOVE GRD A7", "VOLLEY LIG D5 WITH F11").has("fires a volley", "takes a hit").lacks("advances").nextTurn()
}

// Rule 6.3 and the chart: the attacker's square adds its attack effect,
// and so does each supporting unit's; the defender's square its defence
// effect; in an ambush the attacking card gets none.
func TestR6_3TerrainEffects(t *testing.T) {
	hill := Terrain{Key: "testhill", Char: 'x', Name: i18n.Plain("test hill"), Passable: true, Attack: fixed(2), Defence: fixed(1)}
	town := Terrain{Key: "testtown", Char: 'y', Name: i18n.Plain("test town"), Passable: true, Defence: fixed(3)}
	f := duel(t, 3).customTerrain("D6", hill).customTerrain("D5", town)
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36").has("Attack total: HUS strength 4 + F36 3 + test hill 2 = 9", "Defence total: FGD strength 7 + test town 3 = 10").nextTurn()
	f = newFx(t).place(Blue, "GRD", "A8").place(Red, "FGD", "D5").customTerrain("D5", hill).
		card(Blue, "F51", func(c *Card) { c.Attack = fixed(5) }).hand(Blue, "F51").cautious(Red)
	f.resolve("MOVE GRD A7", "AMBUSH F51 D5").has("Attack total: F51 5 = 5", "Defence total: FGD strength 7 + test hill 1 = 8").nextTurn()
	// The terrain under a supporting unit adds too (published 6.3).
	f = duel(t, 3).place(Blue, "GRE", "C5").customTerrain("C5", hill).hand(Blue, "F36", "F42", "F43", "F44", "F47")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "LEADER F42 COMMAND GRE").
		has("Attack total: HUS strength 4 + F36 3 + support GRE 7 + test hill (GRE) 2 = 16").nextTurn()
}

// Rules 7 and 9.2 Redoubt: placed after the restoring, one a turn; +3 in
// defence until its unit leaves; Sappers cancel the +3.
func TestR9_2RedoubtAndSappers(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D7").place(Blue, "LIN", "E7").place(Red, "FGD", "D2").hand(Blue, "F55", "F01", "F02", "F03", "F04")
	if res := f.submit(Blue, "REDOUBT F55 LIN", "MOVE GRD D6"); len(res.Problems) == 0 {
		t.Errorf("a redoubt before the move was accepted")
	}
	f.resolve("MOVE GRD D6", "REDOUBT F55 LIN").has("a redoubt at E7 under LIN").nextTurn()
	if !f.s.hasRedoubt(sq(t, "E7")) {
		t.Fatal("no redoubt at E7")
	}
	f.s.Active = Red
	f.place(Red, "FGD", "E6").card(Red, "B01", func(c *Card) { c.Attack = fixed(1) }).hand(Red, "B01", "B60", "B02", "B03", "B04").place(Red, "HLD", "A1").cautious(Blue)
	f.resolve("MOVE HLD A2", "ASSAULT FGD E7 WITH B01").has("Defence total: LIN strength 6 + redoubt 3 = 9")
	f.s.Active = Red
	f.s.T = nil
	f.hand(Red, "B01", "B60", "B02", "B03", "B04")
	f.resolve("MOVE HLD A3", "ASSAULT FGD E7 WITH B01", "PLAY B60").has("The redoubt at E7 does not count: Sappers", "Defence total: LIN strength 6 = 6")
	// Leaving the square removes the marker.
	f = newFx(t).place(Blue, "LIN", "E7").place(Blue, "GRD", "A8").place(Red, "FGD", "D2")
	f.s.addRedoubt(sq(t, "E7"))
	f.resolve("MOVE LIN E6").nextTurn()
	if f.s.hasRedoubt(sq(t, "E7")) {
		t.Errorf("the redoubt stayed after its unit left")
	}
}

// Rule 9.1 Grand Battery: Napoleon lets any French unit bombard a target
// within two squares with 2d10; it is the turn's combat.
func TestR9_1GrandBattery(t *testing.T) {
	f := newFx(t).place(Blue, "LIN", "D7").place(Blue, "GRD", "A8").place(Red, "FGD", "D5").hand(Blue, "F41", "F01").cautious(Red)
	if res := f.submit(Blue, "MOVE GRD A7", "BATTERY F42 LIN D5"); len(res.Problems) != 1 {
		t.Errorf("Ney's Grand Battery was accepted")
	}
	// Within two squares, and it is the turn's one combat.
	g := newFx(t).place(Blue, "LIN", "D7").place(Blue, "GRD", "A8").place(Blue, "HUS", "D6").place(Red, "FGD", "D5").place(Red, "HLD", "E4").hand(Blue, "F41", "F36")
	if res := g.submit(Blue, "MOVE GRD A7", "BATTERY F41 HUS E4"); len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "distance 3, range 2") {
		t.Errorf("a Grand Battery three squares away: %v", res.Problems)
	}
	if res := g.submit(Blue, "MOVE GRD A7", "BATTERY F41 HUS D5", "ASSAULT HUS D5 WITH F36"); len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "one combat a turn") {
		t.Errorf("a combat after the Grand Battery: %v", res.Problems)
	}
	f.resolve("MOVE GRD A7", "BATTERY F41 LIN D5").has("Grand Battery: LIN at D7 bombards Red's FGD at D5 with 2d10", "Attack total: F41 2d10 (#").nextTurn()
}

// Rule 2.1: the fifth enemy unit eliminated wins at once; nothing more of
// the turn runs.
func TestR2_1FifthEliminationWinsAtOnce(t *testing.T) {
	f := duel(t, 25).hand(Blue, "F36", "F54", "F47", "F48", "F49").place(Blue, "LIN*", "B8")
	for _, code := range []string{"HLD", "FUS", "RIF", "RHA"} {
		i, _ := f.s.nations[Red].UnitIndex(code)
		f.s.Sides[Red].Units[i].Gone = true
	}
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "RESTORE LIN WITH F54").has("Blue (France) has eliminated five enemy units and wins").lacks("restored")
	if end := f.game().Over(); end == nil || end.Winners[0] != "Blue" {
		t.Errorf("game not over for Blue: %+v", end)
	}
	if len(f.game().Requests()) != 0 {
		t.Errorf("a finished game still asks")
	}
}

// Rule 2.1, published: a player whose own fifth unit falls to its own
// Committed Attack loses, even when the same battle eliminates the
// defender's fifth unit.
func TestR2_1OwnCommittedAttackLossCountsFirst(t *testing.T) {
	f := duel(t, 25).hand(Blue, "F36", "F46", "F47", "F48", "F49").place(Blue, "HUS*", "D6")
	for _, code := range []string{"HLD", "FUS", "RIF", "RHA"} {
		i, _ := f.s.nations[Red].UnitIndex(code)
		f.s.Sides[Red].Units[i].Gone = true
	}
	for _, code := range []string{"LIN", "LIG", "GRE", "CUI"} {
		i, _ := f.s.nations[Blue].UnitIndex(code)
		f.s.Sides[Blue].Units[i].Gone = true
	}
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "PLAY F46 ON HUS").
		has("Red's FGD at D5 is eliminated", "Blue's HUS at D6 takes a hit while damaged", "Red (Britain) has eliminated five enemy units and wins")
	if end := f.game().Over(); end == nil || end.Winners[0] != "Red" {
		t.Errorf("want Red to win: %+v", end)
	}
}

func equal(a, b []string) bool { return strings.Join(a, " ") == strings.Join(b, " ") }

// Rules 9.2 Ambush and 6.4: in an ambush the Ambush card is the attacking
// unit, so a leader's command names supports next to the target, one
// fewer than its command; one leader a combat.
func TestR9_2AmbushWithSupports(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "A8").place(Blue, "GRE", "C5").place(Blue, "LIN", "E5").place(Blue, "LIG", "D4").place(Red, "FGD", "D5").
		card(Blue, "F51", func(c *Card) { c.Attack = fixed(2) }).hand(Blue, "F51", "F42", "F43", "F47", "F48").cautious(Red)
	f.refuses(4, []string{"MOVE GRD A7", "AMBUSH F51 D5", "LEADER F42 COMMAND GRE LIN", "LEADER F43 COMBAT"}, "one leader a combat")
	f.unchecked("MOVE GRD A7", "AMBUSH F51 D5", "LEADER F42 COMMAND GRE LIN", "LEADER F43 COMBAT").
		has("Attack total: F51 2 + support GRE 7 + support LIN 6 = 15", "(LEADER F43 COMBAT) is not carried out: one leader a combat").lacks("advances").nextTurn()
	f = newFx(t).place(Blue, "GRD", "A8").place(Blue, "GRE", "C5").place(Blue, "LIN", "E5").place(Blue, "LIG", "D4").place(Red, "FGD", "D5").
		hand(Blue, "F51", "F42", "F47", "F48", "F49").cautious(Red)
	f.refuses(3, []string{"MOVE GRD A7", "AMBUSH F51 D5", "LEADER F42 COMMAND GRE LIN LIG"}, "command 3 allows 2 supporting units")
	f.unchecked("MOVE GRD A7", "AMBUSH F51 D5", "LEADER F42 COMMAND GRE LIN LIG").has("command 3 allows 2 supporting units").nextTurn()
}

// Rule 9.2 Guerrilla is played only in the opponent's turn: a player
// cannot use it in its own.
func TestR9_2GuerrillaOnlyInTheOpponentsTurn(t *testing.T) {
	f := newFx(t).place(Red, "FGD", "D3").place(Red, "HLD*", "E2").place(Blue, "GRD", "D4").hand(Red, "B50", "B01")
	f.s.Active = Red
	for _, plan := range [][]string{{"MOVE HLD E1", "ASSAULT FGD D4 WITH B01", "PLAY B50"}, {"MOVE FGD C3", "RESTORE HLD WITH B50"}} {
		if res := f.submit(Red, plan...); len(res.Problems) != 1 {
			t.Errorf("%q: %v", plan, res.Problems)
		}
	}
}

// Rule 9.2 Redoubt: one marker a square.
func TestR9_2OneRedoubtASquare(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D7").place(Blue, "LIN", "E7").place(Red, "FGD", "D2").hand(Blue, "F55")
	f.s.addRedoubt(sq(t, "E7"))
	f.refuses(2, []string{"MOVE GRD D6", "REDOUBT F55 LIN"}, "E7 has a redoubt already")
	f.unchecked("MOVE GRD D6", "REDOUBT F55 LIN").has("E7 has a redoubt already").nextTurn()
}

// Rule 6.1 step 5: a unit card added to an assault adds its attack, so one
// without an attack value is refused when the plan comes in, not skipped
// in silence when the combat runs.
func TestStep5UnitCardWithoutAttackIsRefused(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D6").place(Blue, "ART", "C6").place(Blue, "HUS", "A8").place(Red, "FGD", "D5")
	for _, line := range []string{"PLAY F21", "IF DEF >= 9 PLAY F21"} {
		res := f.submit(Blue, "MOVE HUS A7", "ASSAULT GRD D5 WITH F01", line)
		if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "F21 has no attack value") {
			t.Errorf("%s: %v, want F21 refused for its missing attack value", line, res.Problems)
		}
	}
	if res := f.submit(Blue, "MOVE HUS A7", "ASSAULT GRD D5 WITH F01", "PLAY F02"); len(res.Problems) != 0 {
		t.Errorf("a unit card with an attack value: %v", res.Problems)
	}
}
