package gettysburg

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/kit/plan"
)

// The tests in this file come from a second reading of the rulebook,
// clause by clause: the worked examples it gives, and clauses whose
// existing tests checked only part of what they say.

// tiedDice returns dice whose first n pairs of rolls are equal, so that n
// combats without modifiers are all ties and nothing moves.
func tiedDice(t *testing.T, n int) *games.Dice {
	t.Helper()
	for i := 0; i < 100000; i++ {
		seed := [games.SeedSize]byte{byte(i), byte(i >> 8), 7}
		d := games.NewDice(seed, "test")
		ok := true
		for p := 0; p < n && ok; p++ {
			ok = d.Roll(6, "a") == d.Roll(6, "b")
		}
		if ok {
			return games.NewDice(seed, "test")
		}
	}
	t.Fatalf("no seed gives %d tied pairs", n)
	return nil
}

// The rulebook's example for stars: one star adds one to the roll, two
// stars add two; for the attacker and the defender alike.
func TestA4dStarsExampleOneStarOnePointTwoStarsTwo(t *testing.T) {
	for _, tc := range []struct {
		attStars, defStars int
		att, def           string
	}{
		{1, 0, "#1 Confederate rolls 3 +1 star = 4", "#2 Union rolls 3\n"},
		{2, 0, "#1 Confederate rolls 3 +2 stars = 5", "#2 Union rolls 3\n"},
		{0, 2, "#1 Confederate rolls 3\n", "#2 Union rolls 3 +2 stars = 5"},
	} {
		s, place := board(t, 2)
		he := place("HE", "0606", true)
		xi := place("11", "0706", true) // open ground, no defensive +2
		s.sc.Units[he].Stars, s.sc.Units[xi].Stars = tc.attStars, tc.defStars
		l := &log{dice: diceWith(t, 3, 3)}
		s.attack(he, xi, false, plan.Book[bool]{}, l)
		text := strings.Join(l.english(), "\n") + "\n"
		if !strings.Contains(text, tc.att) || !strings.Contains(text, tc.def) {
			t.Errorf("attacker %d stars, defender %d: want %q and %q in\n%s", tc.attStars, tc.defStars, tc.att, tc.def, text)
		}
	}
}

// The rulebook's example for stragglers: a unit that leaves the map in a
// morning comes back two turns later, the next day's morning.
func TestST1ExampleMorningStragglersReturnNextMorning(t *testing.T) {
	s, place := board(t, 1)
	s.HQ[Confederate] = hx(t, "0803")
	he := place("HE", "0606", true)
	xi := place("11", "0706", true)
	l := &log{}
	s.combatResult(he, xi, 3, l)
	if s.Units[he].Where != Straggler || !strings.Contains(strings.Join(l.english(), "\n"), "may return on turn 3") {
		t.Fatalf("a loss by 3 on turn 1: %v, %v; want stragglers who may return on turn 3", s.Units[he].Where, l.english())
	}
	if turnText(1).EN != "July 1 AM" || turnText(3).EN != "July 2 AM" {
		t.Errorf("turn 1 is %q and turn 3 %q; want July 1 AM and July 2 AM", turnText(1).EN, turnText(3).EN)
	}
	s.Turn = 2 // July 1 PM: too soon
	s.returnStragglers(Confederate, nil, nil, nil, &log{})
	if s.Units[he].Where != Straggler {
		t.Errorf("stragglers of July 1 AM came back on July 1 PM")
	}
	s.Turn = 3
	s.returnStragglers(Confederate, nil, nil, nil, &log{})
	if s.Units[he].Where != OnMap || !Adjacent(s.Units[he].Hex, s.HQ[Confederate]) {
		t.Errorf("stragglers of July 1 AM did not come back next to the HQ on July 2 AM")
	}
}

// The combat table, every difference, before and on turns 5–6: 1–2
// retreat three hexes, 3–4 stragglers (eliminated on turns 5–6), 5 and
// more eliminated, a point to the winner's side for each elimination.
func TestA5CombatTableEveryDifference(t *testing.T) {
	for _, turn := range []int{2, 5} {
		for diff := 1; diff <= 7; diff++ {
			s, place := board(t, turn)
			s.HQ[Confederate] = hx(t, "0303")
			he := place("HE", "0606", true)
			bu := place("BU", "0706", true)
			s.combatResult(he, bu, diff, &log{})
			want := Eliminated
			switch {
			case diff <= 2:
				want = OnMap
			case diff <= 4 && turn < 5:
				want = Straggler
			}
			u := s.Units[he]
			if u.Where != want {
				t.Errorf("turn %d, loss by %d: %v, want %v", turn, diff, u.Where, want)
				continue
			}
			// Three hexes, each farther from the winner: four from it.
			if want == OnMap && (Distance(u.Hex, hx(t, "0606")) != 3 || Distance(u.Hex, s.Units[bu].Hex) != 4) {
				t.Errorf("turn %d, loss by %d: retreated to %s; want three hexes away, four from the winner", turn, diff, u.Hex)
			}
			if points := s.Points[Union]; (want == Eliminated) != (points == 1) {
				t.Errorf("turn %d, loss by %d: Union points %d", turn, diff, points)
			}
		}
	}
}

// A loss by 1–2 whose retreat fails makes stragglers on every turn: the
// table's turn 5–6 clause is written for 3–4 alone.
func TestA5FailedRetreatOnTurnFiveMakesStragglers(t *testing.T) {
	s, place := board(t, 5)
	he := place("HE", "0101", true)
	bu := place("BU", "0201", true)
	place("1C", "0102", true)
	s.combatResult(he, bu, 1, &log{})
	if s.Units[he].Where != Straggler || s.Points[Union] != 0 {
		t.Errorf("a cornered loser by 1 on turn 5: %v, Union points %d; want stragglers and no point", s.Units[he].Where, s.Points[Union])
	}
}

// A3: both sides declared; the loser of the duel still pays, so a tie
// costs each side a point and gives neither the +2; a 6 costs the other
// side one more point, on both sides when both roll it.
func TestA3TiedDuelCostsBothSides(t *testing.T) {
	for _, tc := range []struct {
		rolls    []int
		conf, un int
	}{{[]int{4, 4}, 10, 13}, {[]int{6, 6}, 9, 12}} {
		s, _ := board(t, 1)
		got := s.artillery([2]bool{true, true}, &log{dice: diceWith(t, tc.rolls...)})
		if got[Confederate] || got[Union] {
			t.Errorf("duel %v gave support %v", tc.rolls, got)
		}
		if s.Artillery[Confederate] != tc.conf || s.Artillery[Union] != tc.un {
			t.Errorf("after duel %v: C %d U %d; want C %d U %d", tc.rolls, s.Artillery[Confederate], s.Artillery[Union], tc.conf, tc.un)
		}
	}
}

// A7: the attacker advances only when the defender left and the attacker
// is no longer in an enemy ZOC; a defender who wins stays put.
func TestA7NoAdvanceFromAnEnemyZOCNorForTheDefender(t *testing.T) {
	s, place := board(t, 2)
	he := place("HE", "0606", true)
	xi := place("11", "0706", true)
	place("3C", "0506", true) // next to Heth, not to XI Corps
	s.attack(he, xi, false, plan.Book[bool]{}, &log{dice: diceWith(t, 5, 3)})
	if s.Units[xi].Hex == hx(t, "0706") {
		t.Fatalf("XI Corps lost by 2 and did not retreat")
	}
	if s.Units[he].Hex != hx(t, "0606") {
		t.Errorf("Heth, still next to III Corps, advanced to %s", s.Units[he].Hex)
	}
	s2, place2 := board(t, 2)
	he2 := place2("HE", "0606", true)
	xi2 := place2("11", "0706", true)
	s2.attack(he2, xi2, false, plan.Book[bool]{}, &log{dice: diceWith(t, 1, 5)})
	if s2.Units[he2].Where != Straggler || s2.Units[xi2].Hex != hx(t, "0706") {
		t.Errorf("the attacker lost by 4: attacker %v, defender at %s; want stragglers and the defender in place", s2.Units[he2].Where, s2.Units[xi2].Hex)
	}
}

// Sharpshooters: a Confederate unit that comes next to the marker stops
// there, and one next to it or in its hex cannot move; Union units are
// not hindered.
func TestSSSharpshootersStopAndFreezeConfederatesOnly(t *testing.T) {
	s, place := board(t, 3)
	s.Sharpshooters = hx(t, "0606")
	pe := place("PE", "0603", false)
	if _, bad := s.checkMove(pe, []Hex{hx(t, "0604"), hx(t, "0605"), hx(t, "0705")}); bad == nil {
		t.Errorf("Pender went on past 0605, next to the sharpshooters")
	}
	path, bad := s.checkMove(pe, []Hex{hx(t, "0604"), hx(t, "0605")})
	if bad != nil {
		t.Fatalf("Pender could not move next to the sharpshooters: %s", bad.why.EN)
	}
	s.doMove(pe, path, &log{})
	if !s.Units[pe].Combat {
		t.Errorf("Pender, stopped by the sharpshooters, is in march mode")
	}
	if _, bad := s.checkMove(pe, []Hex{hx(t, "0604")}); bad == nil {
		t.Errorf("Pender moved away from the sharpshooters")
	}
	xi := place("11", "0707", false)
	if _, bad := s.checkMove(xi, []Hex{hx(t, "0708"), hx(t, "0709")}); bad != nil {
		t.Errorf("a Union unit next to its own sharpshooters could not move: %s", bad.why.EN)
	}
	s.Units[xi] = UnitState{Where: Eliminated}
	he := place("HE", "0606", true) // in the marker's hex
	if _, bad := s.checkMove(he, []Hex{hx(t, "0607")}); bad == nil {
		t.Errorf("Heth, in the sharpshooters' hex, moved")
	}
}

// C3: the sharpshooters are placed from turn 3 on, not before.
func TestC3SharpshootersFromTurnThreeOn(t *testing.T) {
	for _, turn := range []int{2, 3} {
		g, err := Engine{}.New("sample", nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		g.(*Game).s.Turn = turn
		next, _ := advance(t, g, 1, map[games.Seat][]string{"Confederate": {"HQ 0803"}, "Union": {"HQ 1306"}})
		s := next.(*Game).s
		placed := !s.Sharpshooters.IsZero()
		if placed != (turn >= 3) {
			t.Errorf("turn %d: sharpshooters placed %v", turn, placed)
		}
		if placed && len(s.unitsNextTo(Union, s.Sharpshooters)) == 0 {
			t.Errorf("turn %d: sharpshooters at %s, next to no Union unit", turn, s.Sharpshooters)
		}
	}
}

// C1: both HQ markers come off the map first, then the Confederate
// places, then the Union: the Confederate may take the hex the Union HQ
// stood on last turn, and the Union then may not.
func TestC1MarkersComeOffThenConfederatePlacesFirst(t *testing.T) {
	s, place := board(t, 2)
	place("HE", "0503", true)
	place("1C", "1003", true)
	s.HQ[Confederate], s.HQ[Union] = hx(t, "0303"), hx(t, "0703")
	plans := [2][]Item{}
	for _, side := range []Side{Confederate, Union} {
		items, _, p := ParsePlan(s.sc, side, StageCommand, toLines([]string{"HQ 0703"}))
		if len(p) > 0 {
			t.Fatalf("%v plan: %v", side, p)
		}
		plans[side] = items
	}
	s.command(plans, &log{})
	if s.HQ[Confederate] != hx(t, "0703") {
		t.Errorf("Lee at %s; want 0703, where Meade stood last turn", s.HQ[Confederate])
	}
	if s.HQ[Union] == hx(t, "0703") || s.HQ[Union].IsZero() {
		t.Errorf("Meade at %s; want another legal hex, 0703 being Lee's", s.HQ[Union])
	}
}

// A1 and the author's note: attacks alternate, Confederate first, and a
// unit may attack, and be attacked, again and again in a phase.
func TestA1AttacksAlternateAndRepeat(t *testing.T) {
	s, place := board(t, 2)
	he := place("HE", "0606", true)
	xi := place("11", "0706", true)
	s.Stage = StageAttack
	s.resetAlt()
	att := func(a, d int) Item { return Item{Kind: ItemAttack, Unit: a, Target: d} }
	pass := Item{Kind: ItemPass, Unit: -1, Target: -1}
	s.Alt.Plans[Confederate] = s.ordered([]Item{att(he, xi), att(he, xi), pass})
	s.Alt.Plans[Union] = s.ordered([]Item{att(xi, he), att(xi, he), pass})
	l := &log{dice: tiedDice(t, 4)}
	s.runAlternation(l)
	var order []string
	for _, e := range l.english() {
		if strings.Contains(e, " attacks ") {
			order = append(order, e[:2])
		}
	}
	if got := strings.Join(order, " "); got != "HE 11 HE 11" {
		t.Errorf("attack order %q, want HE 11 HE 11", got)
	}
}

// M6: the town is open ground, and every town hex is road-linked to the
// next, so a march through it goes at the road rate even where no named
// road runs (1505–1506, 1606–1605).
func TestM6TownIsOpenGroundLinkedByRoads(t *testing.T) {
	s, place := board(t, 1)
	for _, id := range []string{"1504", "1505", "1506", "1604", "1605", "1606"} {
		if s.sc.Defensive(hx(t, id)) {
			t.Errorf("town hex %s is defensive terrain", id)
		}
	}
	pe := place("PE", "1504", false)
	path := []Hex{hx(t, "1505"), hx(t, "1506"), hx(t, "1606"), hx(t, "1605"), hx(t, "1604")}
	if _, bad := s.checkMove(pe, path); bad != nil {
		t.Errorf("five town hexes in march mode (2½ points) refused: %s", bad.why.EN)
	}
}

// M14, as pass_moves=die-and-units reads it: the roll counts the
// opponent's units outside enemy ZOC and those still to enter.
func TestM14PassMovesCountUnitsStillToEnter(t *testing.T) {
	s, place := board(t, 1)
	s.HQ[Confederate], s.HQ[Union] = hx(t, "0305"), hx(t, "1510")
	place("HE", "0303", false)
	place("BU", "1510", false)
	xi, _ := s.sc.UnitIndex("11")
	s.Units[xi] = UnitState{Where: Pending}
	s.Stage = StageMove
	s.resetAlt()
	pass := Item{Kind: ItemPass, Unit: -1, Target: -1}
	s.Alt.Plans[Confederate] = s.ordered([]Item{pass})
	s.Alt.Plans[Union] = s.ordered([]Item{pass})
	l := &log{dice: diceWith(t, 2)}
	s.runAlternation(l)
	want := "#1 Union rolls 2 +1 units outside enemy ZOC +1 units still to enter = 4"
	if !strings.Contains(strings.Join(l.english(), "\n"), want) {
		t.Errorf("want %q in\n%s", want, strings.Join(l.english(), "\n"))
	}
	if s.Units[xi].Where != OnMap {
		t.Errorf("XI Corps, due, did not enter after the Confederate pass: %v", s.Units[xi].Where)
	}
}

// S2: six turns, July 1 to 3, morning and afternoon; the game goes on
// after turn 5 and ends after turn 6 (points, the road being closed).
func TestS2SixTurnsJulyFirstToThird(t *testing.T) {
	want := []string{"July 1 AM", "July 1 PM", "July 2 AM", "July 2 PM", "July 3 AM", "July 3 PM"}
	for i, w := range want {
		if got := turnText(i + 1).EN; got != w {
			t.Errorf("turn %d is %q, want %q", i+1, got, w)
		}
	}
	s, place := board(t, 5)
	place("BU", "0203", true) // next to entry A: the road is closed
	if s.sc.Turns != 6 {
		t.Errorf("the scenario has %d turns, want 6", s.sc.Turns)
	}
	s.endOfTurn(&log{})
	if s.Stage == StageOver || s.Turn != 6 {
		t.Fatalf("after turn 5: stage %s, turn %d; want turn 6 to be played", s.Stage, s.Turn)
	}
	s.endOfTurn(&log{})
	if s.Stage != StageOver || s.EndReason != endPoints {
		t.Errorf("after turn 6: stage %s, end %d; want the game over on points", s.Stage, s.EndReason)
	}
}

// C1–C3: only the HQ markers are taken up at the start of the command
// phase; last turn's sharpshooters stand until the Union places them anew
// (step 3), so during HQ placement a Confederate unit next to them is in
// a Union ZOC and does not count for its HQ.
func TestC3LastTurnsSharpshootersStandUntilPlacedAnew(t *testing.T) {
	for _, old := range []string{"0504", ""} {
		s, place := board(t, 4)
		place("HE", "0503", true) // next to 0504
		place("PE", "0303", true) // four hexes from 0703
		place("BU", "1510", true)
		if old != "" {
			s.Sharpshooters = hx(t, old)
		}
		items, _, p := ParsePlan(s.sc, Confederate, StageCommand, toLines([]string{"HQ 0703"}))
		if len(p) > 0 {
			t.Fatal(p)
		}
		s.command([2][]Item{Confederate: items}, &log{})
		if got := s.HQ[Confederate] == hx(t, "0703"); got != (old == "") {
			t.Errorf("last turn's sharpshooters at %q: Lee at %s", old, s.HQ[Confederate])
		}
	}
}

// C1c: with no friendly unit on the map the HQ goes to its entry (A for
// the Confederates, I for the Union) even when enemy units are next to
// it, or on it: an HQ may share a hex with any unit.
func TestC1cFallbackEntryEvenInEnemyZones(t *testing.T) {
	s, place := board(t, 1)
	place("HE", "1810", true) // next to I (1811)
	s.placeHQ(Union, hx(t, "1509"), Hex{}, &log{})
	if s.HQ[Union] != hx(t, "1811") {
		t.Errorf("Meade, no Union unit on the map, at %s; want I (1811) though Heth is next to it", s.HQ[Union])
	}
	s2, place2 := board(t, 1)
	place2("BU", "0103", true) // on A
	s2.placeHQ(Confederate, hx(t, "0503"), Hex{}, &log{})
	if s2.HQ[Confederate] != hx(t, "0103") {
		t.Errorf("Lee, no Confederate unit on the map, at %s; want A (0103), under Buford", s2.HQ[Confederate])
	}
}

// O3: withdrawals alternate, Confederate first; once a side passes, the
// other may withdraw at most three more units, and its fourth line does
// not run.
func TestO3WithdrawalsConfederateFirstAndNoFourthAfterAPass(t *testing.T) {
	setUp := func() *State {
		s, place := board(t, 2)
		s.HQ[Confederate], s.HQ[Union] = hx(t, "0503"), hx(t, "1508")
		for _, p := range [][2]string{{"HE", "1103"}, {"BU", "1104"}, {"PE", "1107"}, {"1C", "1108"},
			{"RO", "1111"}, {"11", "1112"}, {"JO", "1014"}, {"3C", "1114"}} {
			place(p[0], p[1], true)
		}
		s.Stage = StageWithdraw
		s.resetAlt()
		return s
	}
	run := func(s *State, conf, union []string) []string {
		for side, lines := range map[Side][]string{Confederate: conf, Union: union} {
			it, _, p := ParsePlan(s.sc, side, StageWithdraw, toLines(lines))
			if len(p) > 0 {
				t.Fatal(p)
			}
			s.Alt.Plans[side] = s.ordered(it)
		}
		l := &log{dice: diceWith(t)}
		s.runAlternation(l)
		var order []string
		for _, e := range l.english() {
			if strings.Contains(e, " withdraws ") {
				order = append(order, e[:2])
			}
		}
		return order
	}
	if got := strings.Join(run(setUp(), []string{"WITHDRAW HE", "WITHDRAW PE", "PASS"}, []string{"WITHDRAW 11", "WITHDRAW 3C", "PASS"}), " "); got != "HE 11 PE 3C" {
		t.Errorf("withdrawal order %q, want HE 11 PE 3C", got)
	}
	if got := run(setUp(), []string{"PASS"}, []string{"WITHDRAW BU", "WITHDRAW 1C", "WITHDRAW 11", "WITHDRAW 3C"}); len(got) != 3 {
		t.Errorf("after the Confederate pass the Union withdrew %v, want three units", got)
	}
}
