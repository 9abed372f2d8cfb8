package gettysburg

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// board returns turn-`turn` state of the sample scenario with every unit
// off the map, and a helper placing units by code.
func board(t *testing.T, turn int) (*State, func(code, hex string, combat bool) int) {
	t.Helper()
	sc, err := LoadScenario("sample")
	if err != nil {
		t.Fatal(err)
	}
	s := newState(sc)
	s.Turn = turn
	for i := range s.Units {
		s.Units[i] = UnitState{Where: Eliminated}
	}
	place := func(code, hex string, combat bool) int {
		u, ok := sc.UnitIndex(code)
		if !ok {
			t.Fatalf("no unit %s", code)
		}
		h, err := ParseHex(hex)
		if err != nil {
			t.Fatal(err)
		}
		s.Units[u] = UnitState{Where: OnMap, Hex: h, Combat: combat}
		return u
	}
	return s, place
}

func hx(t *testing.T, s string) Hex {
	t.Helper()
	h, err := ParseHex(s)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// fixedDice returns a Dice whose rolls are fixed by seed; tests search a
// seed that gives the rolls they need, so no roll is faked.
func diceWith(t *testing.T, want ...int) *games.Dice {
	t.Helper()
	for i := 0; i < 200000; i++ {
		seed := [games.SeedSize]byte{byte(i), byte(i >> 8), byte(i >> 16)}
		d := games.NewDice(seed, "test")
		ok := true
		for _, w := range want {
			if d.Roll(6, "probe") != w {
				ok = false
				break
			}
		}
		if ok {
			return games.NewDice(seed, "test")
		}
	}
	t.Fatalf("no seed gives rolls %v", want)
	return nil
}

func TestS1SetUp(t *testing.T) {
	g, err := Engine{}.New("sample", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := g.(*Game).State()
	at := func(code string) UnitState { u, _ := s.sc.UnitIndex(code); return s.Units[u] }
	if at("BU").Hex != hx(t, "1304") || at("HE").Hex != hx(t, "1003") {
		t.Errorf("Buford at %s, Heth at %s; want 1304 and 1003", at("BU").Hex, at("HE").Hex)
	}
	i, _ := s.sc.UnitIndex("1C")
	xi, _ := s.sc.UnitIndex("11")
	if u := s.sc.Units[i]; u.Arrive != 1 || u.Entry != "L" {
		t.Errorf("I Corps arrives turn %d at %s; want 1 at L", u.Arrive, u.Entry)
	}
	if u := s.sc.Units[xi]; u.Arrive != 1 || u.Entry != "K" {
		t.Errorf("XI Corps arrives turn %d at %s; want 1 at K", u.Arrive, u.Entry)
	}
	if s.Artillery[Union] != 14 || s.Artillery[Confederate] != 11 || s.Turn != 1 {
		t.Errorf("artillery %v turn %d; want Union 14, Confederate 11, turn 1", s.Artillery, s.Turn)
	}
}

func TestC1HQNeedsEmptyHexNearUnitOutsideEnemyZones(t *testing.T) {
	s, place := board(t, 1)
	place("HE", "0503", false)
	place("BU", "1304", false)
	l := &log{}
	s.placeHQ(Confederate, hx(t, "0903"), Hex{}, l) // four hexes from Heth
	if s.HQ[Confederate] == hx(t, "0903") || Distance(s.HQ[Confederate], hx(t, "0503")) > 3 {
		t.Errorf("HQ at %s: the planned hex is too far, want the nearest legal hex", s.HQ[Confederate])
	}
	s.placeHQ(Confederate, hx(t, "0603"), Hex{}, l)
	if s.HQ[Confederate] != hx(t, "0603") {
		t.Errorf("HQ at %s, want the legal planned hex 0603", s.HQ[Confederate])
	}
	// A friendly unit inside an enemy ZOI does not count: 1002 is within
	// three hexes of Heth, who stands in Buford's ZOI, and far from Pender,
	// the one Confederate unit outside enemy zones. So 1002 is not legal,
	// and the HQ goes to a legal hex near Pender instead.
	s2, place2 := board(t, 1)
	he := place2("HE", "1103", false)
	place2("BU", "1304", false)
	pe := place2("PE", "0303", false)
	if !s2.inEnemyZOI(Confederate, s2.Units[he].Hex) || Distance(hx(t, "1002"), s2.Units[he].Hex) > 3 || Distance(hx(t, "1002"), s2.Units[pe].Hex) <= 3 {
		t.Fatal("the set-up does not test a unit in enemy ZOI")
	}
	if s2.hqLegal(Confederate, hx(t, "1002")) {
		t.Errorf("1002 counts as legal through Heth, who is in Buford's ZOI")
	}
	s2.placeHQ(Confederate, hx(t, "1002"), Hex{}, &log{})
	if s2.HQ[Confederate] == hx(t, "1002") || Distance(s2.HQ[Confederate], s2.Units[pe].Hex) > 3 {
		t.Errorf("HQ at %s: want a legal hex within three of Pender, not 1002 next to a unit in enemy ZOI", s2.HQ[Confederate])
	}
}

func TestC1cHQFallbackEntryWithoutUnits(t *testing.T) {
	s, place := board(t, 1)
	place("HE", "0203", false)
	s.placeHQ(Union, hx(t, "1505"), Hex{}, &log{})
	if s.HQ[Union] != s.sc.Entries["I"] {
		t.Errorf("Union HQ with no unit on the map at %s, want entry I %s", s.HQ[Union], s.sc.Entries["I"])
	}
}

func TestC2StragglersReturnOpponentChoosesExtrasEliminated(t *testing.T) {
	s, place := board(t, 3)
	place("BU", "1304", false)
	s.HQ[Union] = hx(t, "1306")
	for _, c := range []string{"1C", "11", "3C"} {
		u, _ := s.sc.UnitIndex(c)
		s.Units[u] = UnitState{Where: Straggler, Since: 1}
	}
	xi, _ := s.sc.UnitIndex("11")
	iii, _ := s.sc.UnitIndex("3C")
	i1, _ := s.sc.UnitIndex("1C")
	s.returnStragglers(Union, []int{xi, iii}, map[int]Hex{xi: hx(t, "1307")}, nil, &log{})
	if s.Units[xi].Where != OnMap || s.Units[xi].Hex != hx(t, "1307") {
		t.Errorf("XI at %v %s, want back at 1307", s.Units[xi].Where, s.Units[xi].Hex)
	}
	if s.Units[iii].Where != OnMap || !Adjacent(s.Units[iii].Hex, s.HQ[Union]) {
		t.Errorf("III Corps not returned next to the HQ")
	}
	if s.Units[i1].Where != Eliminated || s.Points[Confederate] != 1 {
		t.Errorf("the third straggler: %v, Confederate points %d; want eliminated and a point", s.Units[i1].Where, s.Points[Confederate])
	}
}

func TestST1StragglersWaitTwoTurns(t *testing.T) {
	s, place := board(t, 2)
	place("BU", "1304", false)
	s.HQ[Union] = hx(t, "1306")
	u, _ := s.sc.UnitIndex("1C")
	s.Units[u] = UnitState{Where: Straggler, Since: 1}
	s.returnStragglers(Union, nil, nil, nil, &log{})
	if s.Units[u].Where != Straggler {
		t.Errorf("a straggler from turn 1 came back on turn 2")
	}
	s.Turn = 3
	s.returnStragglers(Union, nil, nil, nil, &log{})
	if s.Units[u].Where != OnMap {
		t.Errorf("a straggler from turn 1 did not come back on turn 3")
	}
}

func TestC3SharpshootersHaveZOC(t *testing.T) {
	s, place := board(t, 3)
	place("BU", "1304", false)
	he := place("HE", "1103", false)
	s.placeSharpshooters(hx(t, "1203"), &log{})
	if s.Sharpshooters != hx(t, "1203") {
		t.Fatalf("sharpshooters at %s, want 1203", s.Sharpshooters)
	}
	if !s.inEnemyZOC(Confederate, s.Units[he].Hex) {
		t.Errorf("Heth next to the sharpshooters is not in a Union ZOC")
	}
	if _, bad := s.checkMove(he, []Hex{hx(t, "1002")}); bad == nil {
		t.Errorf("Heth moved out of the sharpshooters' ZOC")
	}
	s.placeSharpshooters(hx(t, "0101"), &log{})
	if !Adjacent(s.Sharpshooters, hx(t, "1304")) {
		t.Errorf("sharpshooters at %s, not next to a Union unit", s.Sharpshooters)
	}
}

func TestO1MarchModeOnlyOutsideEnemyZOI(t *testing.T) {
	s, place := board(t, 2)
	far := place("PE", "0203", true)
	near := place("HE", "1103", true)
	place("BU", "1304", true)
	s.marchMode(Confederate, nil, &log{})
	if s.Units[far].Combat || !s.Units[near].Combat {
		t.Errorf("far unit combat=%v, unit in ZOI combat=%v; want march and combat", s.Units[far].Combat, s.Units[near].Combat)
	}
}

func TestO3WithdrawalsAlternateThenThreeMore(t *testing.T) {
	s, place := board(t, 2)
	s.HQ[Confederate], s.HQ[Union] = hx(t, "0503"), hx(t, "1508")
	place("HE", "1103", true)
	place("BU", "1104", true)
	place("PE", "1107", true)
	place("1C", "1108", true)
	place("RO", "1111", true)
	place("11", "1112", true)
	s.Stage = StageWithdraw
	s.resetAlt()
	items := func(side Side, lines ...string) []Item {
		it, _, p := ParsePlan(s.sc, side, StageWithdraw, toLines(lines))
		if len(p) > 0 {
			t.Fatal(p[0].Render(i18n.English))
		}
		return it
	}
	s.Alt.Plans[Confederate] = s.ordered(items(Confederate, "PASS"))
	s.Alt.Plans[Union] = s.ordered(items(Union, "WITHDRAW BU", "WITHDRAW 1C", "WITHDRAW 11"))
	l := &log{}
	if !s.runAlternation(l) {
		t.Fatal("withdrawals did not finish")
	}
	text := ""
	for _, e := range l.english() {
		text += e + "\n"
	}
	if !strings.Contains(text, "the Union may withdraw at most 3 more units") || strings.Count(text, "withdraws") != 3 {
		t.Errorf("want the Union to get three more withdrawals after the pass:\n%s", text)
	}
}

func TestM3MovementAllowances(t *testing.T) {
	s, place := board(t, 1)
	he := place("HE", "0206", false)
	path := []Hex{hx(t, "0306"), hx(t, "0406"), hx(t, "0506"), hx(t, "0606")}
	if _, bad := s.checkMove(he, path); bad != nil {
		t.Errorf("infantry in march mode could not move 4 off road: %s", bad.why.EN)
	}
	if _, bad := s.checkMove(he, append(path, hx(t, "0706"))); bad == nil {
		t.Errorf("infantry moved 5 hexes off road")
	}
	s.Units[he].Combat = true
	if _, bad := s.checkMove(he, path[:2]); bad == nil {
		t.Errorf("a unit in combat mode moved 2 hexes")
	}
	st := place("ST", "0210", false)
	if _, bad := s.checkMove(st, []Hex{hx(t, "0310"), hx(t, "0410"), hx(t, "0510"), hx(t, "0610"), hx(t, "0710"), hx(t, "0810")}); bad != nil {
		t.Errorf("cavalry could not move 6: %s", bad.why.EN)
	}
}

func TestM5RoadHalfCostWholeMoveOnly(t *testing.T) {
	s, place := board(t, 1)
	s.HQ[Confederate] = hx(t, "0503")
	pe := place("PE", "0103", false)
	road := []Hex{hx(t, "0203"), hx(t, "0303"), hx(t, "0403"), hx(t, "0503"), hx(t, "0603"), hx(t, "0703"), hx(t, "0803"), hx(t, "0903")}
	if _, bad := s.checkMove(pe, road); bad != nil {
		t.Errorf("8 road hexes in march mode refused: %s", bad.why.EN)
	}
	if _, bad := s.checkMove(pe, append(road[:4:4], hx(t, "0504"))); bad == nil {
		t.Errorf("a move leaving the road got the road rate")
	}
	s.Units[pe].Combat = true
	if _, bad := s.checkMove(pe, road[:2]); bad == nil {
		t.Errorf("combat mode got the road rate")
	}
}

func TestM7ZOIStopsAndTurnsToCombat(t *testing.T) {
	s, place := board(t, 1)
	s.HQ[Confederate] = hx(t, "0803")
	he := place("HE", "0803", false)
	place("BU", "1304", false)
	if _, bad := s.checkMove(he, []Hex{hx(t, "0903"), hx(t, "1003"), hx(t, "1103"), hx(t, "1203")}); bad == nil {
		t.Errorf("a move went on after entering the enemy ZOI at 1103")
	}
	path, bad := s.checkMove(he, []Hex{hx(t, "0903"), hx(t, "1003"), hx(t, "1103")})
	if bad != nil {
		t.Fatalf("move into ZOI refused: %s", bad.why.EN)
	}
	s.doMove(he, path, &log{})
	if !s.Units[he].Combat {
		t.Errorf("unit entering an enemy ZOI is still in march mode")
	}
}

func TestM8MarchUnitLeavingZOIKeepsMarch(t *testing.T) {
	s, place := board(t, 1)
	s.HQ[Confederate] = hx(t, "0803")
	he := place("HE", "1103", false) // distance 2 from Buford: in ZOI, march mode
	place("BU", "1304", false)
	path, bad := s.checkMove(he, []Hex{hx(t, "1003"), hx(t, "0903")})
	if bad != nil {
		t.Fatalf("march unit could not leave the ZOI: %s", bad.why.EN)
	}
	s.doMove(he, path, &log{})
	if s.Units[he].Combat {
		t.Errorf("unit moving out of the ZOI turned to combat mode")
	}
}

func TestM9ZOCFreezesAndNoStacking(t *testing.T) {
	s, place := board(t, 1)
	he := place("HE", "1203", false)
	place("BU", "1304", false)
	pe := place("PE", "1002", false)
	s.forceCombatInZOC()
	if !s.Units[he].Combat {
		t.Errorf("march unit in enemy ZOC did not turn to combat mode")
	}
	if _, bad := s.checkMove(he, []Hex{hx(t, "1102")}); bad == nil {
		t.Errorf("a unit in enemy ZOC moved")
	}
	if _, bad := s.checkMove(pe, []Hex{hx(t, "1102"), hx(t, "1203")}); bad == nil {
		t.Errorf("a unit moved into an occupied hex")
	}
}

func TestM10CommandRange(t *testing.T) {
	s, place := board(t, 1)
	s.HQ[Confederate] = hx(t, "0503") // Lee, range 5
	he := place("HE", "1003", false)
	if _, bad := s.checkMove(he, []Hex{hx(t, "1103")}); bad == nil {
		t.Errorf("a unit left command range")
	}
	far := place("PE", "1207", false) // outside range
	if _, bad := s.checkMove(far, []Hex{hx(t, "1307")}); bad == nil {
		t.Errorf("a unit outside command range moved away from its HQ")
	}
	if _, bad := s.checkMove(far, []Hex{hx(t, "1107")}); bad != nil {
		t.Errorf("a unit outside command range could not move toward the HQ: %s", bad.why.EN)
	}
}

func TestM11EntriesComeFirstAndDisplaceEnemies(t *testing.T) {
	s, place := board(t, 1)
	pe, _ := s.sc.UnitIndex("PE")
	s.Units[pe] = UnitState{Where: Pending}
	bu := place("BU", "0103", false)
	s.HQ[Confederate], s.HQ[Union] = hx(t, "0305"), hx(t, "0405")
	s.Stage = StageMove
	s.resetAlt()
	l := &log{dice: games.NewDice([games.SeedSize]byte{}, "t")}
	s.Alt.Plans[Confederate] = s.ordered([]Item{{Kind: ItemPass, Unit: -1, Target: -1}})
	s.Alt.Plans[Union] = s.ordered([]Item{{Kind: ItemPass, Unit: -1, Target: -1}})
	s.runAlternation(l)
	if s.Units[pe].Where != OnMap || s.Units[pe].Hex != hx(t, "0103") {
		t.Errorf("Pender did not enter at A despite PASS: %v %s", s.Units[pe].Where, s.Units[pe].Hex)
	}
	if s.Units[bu].Hex == hx(t, "0103") && s.Units[bu].Where == OnMap {
		t.Errorf("Buford was not displaced from the entry hex")
	}
}

func TestM14PassGivesDieRollOfMoves(t *testing.T) {
	s, place := board(t, 1)
	s.HQ[Confederate], s.HQ[Union] = hx(t, "0305"), hx(t, "1510")
	place("HE", "0303", false)
	bu := place("BU", "1510", false)
	s.Stage = StageMove
	s.resetAlt()
	l := &log{dice: diceWith(t, 2)}
	s.Alt.Plans[Confederate] = s.ordered([]Item{{Kind: ItemPass, Unit: -1, Target: -1}})
	var moves []Item
	for _, h := range []string{"1509", "1508", "1509", "1508"} {
		moves = append(moves, Item{Kind: ItemMove, Unit: bu, Target: -1, Hexes: []Hex{hx(t, h)}})
	}
	s.Alt.Plans[Union] = s.ordered(moves)
	s.runAlternation(l)
	// The roll of 2, plus 1 for Buford, the one Union unit outside enemy ZOC.
	if n := countEvents(l, "Buford's cavalry moves"); n != 3 {
		t.Errorf("after a pass and a roll of 2 the Union made %d moves, want 3", n)
	}
	// The line that did not run is reported to the Union alone.
	own := strings.Join(games.Render(l.Events, games.SeatView("Union"), i18n.English), "\n")
	other := strings.Join(games.Render(l.Events, games.SeatView("Confederate"), i18n.English), "\n")
	if !strings.Contains(own, "did not run: line 0 MOVE BU 1508: the further actions after the opponent's pass were used up") || strings.Contains(other, "did not run") {
		t.Errorf("the dropped move: the Union reads\n%s\nthe Confederates read\n%s", own, other)
	}
	if l.english()[1] != "#1 Union rolls 2 +1 units outside enemy ZOC = 3" {
		t.Errorf("the pass roll is not reported with its modifier: %v", l.english())
	}
}

func TestA1CavalryAttacksOnlyCavalry(t *testing.T) {
	s, place := board(t, 1)
	bu := place("BU", "1304", false)
	he := place("HE", "1203", false)
	if s.checkAttack(bu, he) == nil {
		t.Errorf("cavalry attacked infantry")
	}
	if s.checkAttack(he, bu) != nil {
		t.Errorf("infantry could not attack cavalry")
	}
	far := place("PE", "0101", false)
	if s.checkAttack(far, bu) == nil {
		t.Errorf("a unit attacked a unit not next to it")
	}
}

func TestA3ArtilleryDuel(t *testing.T) {
	s, _ := board(t, 1)
	l := &log{dice: diceWith(t, 6, 3)}
	got := s.artillery([2]bool{true, true}, l)
	if !got[Confederate] || got[Union] {
		t.Errorf("duel 6 v 3: got %v, want the Confederate +2", got)
	}
	if s.Artillery[Confederate] != 10 || s.Artillery[Union] != 12 {
		t.Errorf("after the duel pools are C %d U %d; want 10 and 12 (loser pays, a 6 costs one more)", s.Artillery[Confederate], s.Artillery[Union])
	}
	l = &log{dice: diceWith(t, 4, 4)}
	if got := s.artillery([2]bool{true, true}, l); got[0] || got[1] {
		t.Errorf("a tied duel gave support %v", got)
	}
	s.Artillery[Union] = 0
	s.Artillery[Confederate] = 5
	l = &log{dice: diceWith(t, 6, 1)}
	s.artillery([2]bool{true, false}, l)
	if s.Artillery[Confederate] != 4 || len(l.dice.Draws()) != 0 {
		t.Errorf("one-sided support should cost one point and roll nothing")
	}
}

func TestA4ModifiersAndA5CombatTable(t *testing.T) {
	s, place := board(t, 2)
	s.HQ[Confederate], s.HQ[Union] = hx(t, "0803"), hx(t, "1508")
	he := place("HE", "1203", true)
	ro := place("RO", "1303", true)
	ic := place("1C", "1304", true) // defensive terrain, one star
	l := &log{dice: diceWith(t, 6, 1)}
	s.attack(he, ic, false, plan.Book[bool]{}, l)
	text := ""
	for _, e := range l.english() {
		text += e + "\n"
	}
	for _, want := range []string{"+1 attackers in the same ZOC", "+2 defensive terrain", "+1 star", "= 7", "= 4", "win by 3"} {
		if !strings.Contains(text, want) {
			t.Errorf("report lacks %q:\n%s", want, text)
		}
	}
	if s.Units[ic].Where != Straggler {
		t.Errorf("a loss by 3 on turn 2 should make stragglers, got %v", s.Units[ic].Where)
	}
	_ = ro
	// A7: the attacker is in RO's company but no longer in an enemy ZOC: it advances.
	if s.Units[he].Hex != hx(t, "1304") {
		t.Errorf("attacker did not advance into the vacated hex: at %s", s.Units[he].Hex)
	}
}

func TestA5StragglersEliminatedOnTurnsFiveAndSix(t *testing.T) {
	s, place := board(t, 5)
	he := place("HE", "1203", true)
	ic := place("1C", "1204", true)
	s.combatResult(ic, he, 3, &log{})
	if s.Units[ic].Where != Eliminated || s.Points[Confederate] != 1 {
		t.Errorf("a loss by 3 on turn 5 should eliminate and score, got %v", s.Units[ic].Where)
	}
}

func TestR1RetreatAwayAvoidingZOCElseStragglers(t *testing.T) {
	s, place := board(t, 1)
	s.HQ[Confederate] = hx(t, "0803")
	he := place("HE", "1003", true)
	bu := place("BU", "1104", true)
	if !s.retreat(he, []Hex{s.Units[bu].Hex}, &log{}) {
		t.Fatal("retreat failed in open country")
	}
	if Distance(s.Units[he].Hex, s.Units[bu].Hex) < 3 {
		t.Errorf("retreat ended %d hexes from the victor", Distance(s.Units[he].Hex, s.Units[bu].Hex))
	}
	// Surrounded: retreat fails and the unit becomes stragglers.
	s2, place2 := board(t, 1)
	he2 := place2("HE", "0101", true)
	place2("BU", "0201", true)
	place2("1C", "0102", true)
	if s2.retreat(he2, []Hex{hx(t, "0201")}, &log{}) || s2.Units[he2].Where != Straggler {
		t.Errorf("a cornered unit did not become stragglers")
	}
}

func TestR2RetreatMayStopInDefensiveTerrain(t *testing.T) {
	s, place := board(t, 1)
	s.HQ[Union] = hx(t, "1508")
	ic := place("1C", "1509", true)
	he := place("HE", "1409", true)
	_ = he
	paths := s.retreatPaths(ic, []Hex{hx(t, "1409")})
	p := s.bestRetreat(ic, paths)
	if len(p) != 2 || !s.sc.Defensive(p[1]) {
		t.Errorf("retreat %v: want a stop on a defensive second hex", p)
	}
}

func TestV1RoadVictoryAndV2PointsTiesToUnion(t *testing.T) {
	s, place := board(t, 2)
	if !s.roadOpen() {
		t.Errorf("an empty map should leave the road open")
	}
	place("12", "1608", true) // Taneytown Road ZOC, Baltimore Pike ZOC
	place("BU", "1310", true) // Emmitsburg Road
	if s.roadOpen() {
		// 1608 touches 1607 (both pikes start there) so every end is cut.
		t.Errorf("road open through a Union ZOC")
	}
	s2, _ := board(t, 6)
	s2.Points = [2]int{1, 1}
	s2.endOfTurn(&log{})
	if s2.Stage != StageOver || s2.Winner != int(Confederate) {
		// empty map: the road is open, Confederate victory first
		t.Errorf("road victory not taken at the end of the turn")
	}
	s3, place3 := board(t, 6)
	place3("BU", "1506", true)
	s3.Points = [2]int{1, 1}
	s3.endOfTurn(&log{})
	if s3.Stage != StageOver || s3.Winner != int(Union) {
		t.Errorf("a points tie after turn 6 should go to the Union, got winner %d", s3.Winner)
	}
}

func TestC1dHQAnyEmptyHexWhenNoHexQualifies(t *testing.T) {
	s, place := board(t, 1)
	place("HE", "1103", false) // two hexes from Buford: in his ZOI
	place("BU", "1304", false)
	if s.hqLegal(Confederate, hx(t, "1002")) {
		t.Fatal("a hex near a unit in enemy ZOI counted as legal")
	}
	s.placeHQ(Confederate, hx(t, "1002"), Hex{}, &log{})
	if s.HQ[Confederate] != hx(t, "1002") {
		t.Errorf("HQ at %s; with no legal hex the planned empty hex 1002 should do", s.HQ[Confederate])
	}
}

func TestM1MovesAlternateConfederateFirst(t *testing.T) {
	s, place := board(t, 1)
	s.HQ[Confederate], s.HQ[Union] = hx(t, "0305"), hx(t, "1510")
	he := place("HE", "0303", false)
	bu := place("BU", "1510", false)
	s.Stage = StageMove
	s.resetAlt()
	mv := func(u int, h string) Item { return Item{Kind: ItemMove, Unit: u, Target: -1, Hexes: []Hex{hx(t, h)}} }
	s.Alt.Plans[Confederate] = s.ordered([]Item{mv(he, "0304"), mv(he, "0305")})
	s.Alt.Plans[Union] = s.ordered([]Item{mv(bu, "1509"), mv(bu, "1508")})
	l := &log{dice: games.NewDice([games.SeedSize]byte{}, "t")}
	s.runAlternation(l)
	var order []string
	for _, e := range l.english() {
		if strings.Contains(e, " moves ") {
			order = append(order, e[:2])
		}
	}
	if strings.Join(order, " ") != "HE BU HE BU" {
		t.Errorf("move order %v, want HE BU HE BU", order)
	}
}

func TestA2NoArtilleryForCavalry(t *testing.T) {
	s, place := board(t, 1)
	he := place("HE", "1203", true)
	bu := place("BU", "1304", true)
	l := &log{dice: diceWith(t, 3, 3)}
	s.attack(he, bu, true, allArtillery(s), l)
	if s.Artillery[Union] != 14 || s.Artillery[Confederate] != 10 {
		t.Errorf("pools U %d C %d; want the cavalry defender to spend none and the infantry attacker one", s.Artillery[Union], s.Artillery[Confederate])
	}
	s.Artillery[Confederate] = 0
	l = &log{dice: diceWith(t, 3, 3)}
	s.Units[bu] = UnitState{Where: OnMap, Hex: hx(t, "1304"), Combat: true}
	s.attack(he, bu, true, plan.Book[bool]{}, l)
	for _, e := range l.english() {
		if strings.Contains(e, "artillery support") {
			t.Errorf("an empty pool still gave support: %s", e)
		}
	}
}

// With cavalry_artillery=combat (the default of new games) no side uses
// support in a combat with cavalry: the infantry attacker is barred too,
// and told so, while the defender's pool is untouched.
func TestA2CavalryInTheCombatBarsBothSides(t *testing.T) {
	s, place := board(t, 1)
	s.Options.CavalryArtillery = CavalryArtCombat
	he := place("HE", "1203", true)
	bu := place("BU", "1304", true)
	l := &log{dice: diceWith(t, 3, 3)}
	s.attack(he, bu, true, allArtillery(s), l)
	if s.Artillery[Union] != 14 || s.Artillery[Confederate] != 11 {
		t.Errorf("pools U %d C %d; want neither side to spend support in a combat with cavalry", s.Artillery[Union], s.Artillery[Confederate])
	}
	said := strings.Join(l.english(), "\n")
	for _, want := range []string{"The Confederate may not use artillery support: cavalry takes part in this combat (A2).",
		"The Union may not use artillery support"} {
		if !strings.Contains(said, want) {
			t.Errorf("the log lacks %q:\n%s", want, said)
		}
	}
	o, err := parseOptions(nil)
	if err != nil || !o.noArtilleryWithCavalry() {
		t.Errorf("a new game's default reading is %q (%v), want combat", o.CavalryArtillery, err)
	}
	if (Options{}).noArtilleryWithCavalry() {
		t.Error("a game saved before the option changed its reading")
	}
}

func TestA6TieHasNoEffect(t *testing.T) {
	s, place := board(t, 1)
	pe := place("PE", "0303", true)
	ic := place("1C", "0304", true) // one star each side? PE has none, 1C one
	l := &log{dice: diceWith(t, 4, 3)}
	s.attack(pe, ic, false, plan.Book[bool]{}, l)
	if s.Units[pe].Hex != hx(t, "0303") || s.Units[ic].Hex != hx(t, "0304") || s.Units[ic].Where != OnMap {
		t.Errorf("a tie moved a unit")
	}
}

func TestA8AttackPassGivesDieRollOfAttacks(t *testing.T) {
	s, place := board(t, 1)
	he := place("HE", "1203", true)
	ic := place("1C", "1304", true)
	xi := place("11", "1202", true)
	s.Stage = StageAttack
	s.resetAlt()
	s.Alt.Plans[Confederate] = s.ordered([]Item{{Kind: ItemPass, Unit: -1, Target: -1}})
	att := Item{Kind: ItemAttack, Unit: ic, Target: he}
	att2 := Item{Kind: ItemAttack, Unit: xi, Target: he}
	s.Alt.Plans[Union] = s.ordered([]Item{att, att2})
	l := &log{dice: diceWith(t, 1)}
	s.runAlternation(l)
	n := 0
	for _, e := range l.english() {
		if strings.Contains(e, " attacks ") {
			n++
		}
	}
	if n != 1 {
		t.Errorf("after the Confederate pass and a roll of 1 the Union made %d attacks, want 1", n)
	}
}

func TestC1eUnitsShareHexesWithHQs(t *testing.T) {
	s, place := board(t, 1)
	s.HQ[Confederate], s.HQ[Union] = hx(t, "0503"), hx(t, "0403")
	he := place("HE", "0303", false)
	path, bad := s.checkMove(he, []Hex{hx(t, "0403")})
	if bad != nil {
		t.Fatalf("a unit could not enter the enemy HQ's hex: %s", bad.why.EN)
	}
	s.doMove(he, path, &log{})
	if s.HQ[Union] != hx(t, "0403") || s.Units[he].Hex != hx(t, "0403") {
		t.Errorf("HQ or unit moved: HQ %s, unit %s", s.HQ[Union], s.Units[he].Hex)
	}
}

// english returns every event of l as the master reads it, in English.
func (l *log) english() []string { return games.Render(l.Events, games.MasterView(), i18n.English) }

// allArtillery is the standing answer ARTILLERY ALL.
func allArtillery(s *State) plan.Book[bool] {
	var b plan.Book[bool]
	b.Set(plan.Entry[bool]{Kind: artilleryKind, Subject: plan.Any, Answer: true})
	return b
}

func TestC2ReturningStragglersIsOptional(t *testing.T) {
	g, err := Engine{}.New("sample", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := g.(*Game).s
	s.Turn = 3
	xi, _ := s.sc.UnitIndex("11")
	s.Units[xi] = UnitState{Where: Straggler, Since: 1}
	next, rep := advance(t, g, 1, map[games.Seat][]string{"Confederate": {"HQ 0803"}, "Union": {"HQ 1306", "KEEP 11", "SHARPSHOOTERS 1203"}})
	if u := next.(*Game).s.Units[xi]; u.Where != Straggler {
		t.Errorf("XI Corps, kept back with KEEP 11, is %v", u.Where)
	}
	if !strings.Contains(rep, "stays among the stragglers") {
		t.Errorf("the report does not say XI Corps stayed back:\n%s", rep)
	}
	// Without KEEP it returns, as before.
	g2, _ := Engine{}.New("sample", nil, nil)
	s2 := g2.(*Game).s
	s2.Turn = 3
	s2.Units[xi] = UnitState{Where: Straggler, Since: 1}
	next2, _ := advance(t, g2, 1, map[games.Seat][]string{"Confederate": {"HQ 0803"}, "Union": {"HQ 1306"}})
	if u := next2.(*Game).s.Units[xi]; u.Where != OnMap {
		t.Errorf("XI Corps without KEEP is %v, want back on the map", u.Where)
	}
}

// countEvents counts the events of l (as the master reads them) that
// contain part.
func countEvents(l *log, part string) int {
	n := 0
	for _, e := range l.english() {
		if strings.Contains(e, part) {
			n++
		}
	}
	return n
}
