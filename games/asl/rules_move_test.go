package asl

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/asl/orders"
)

// runMoves plays MOVE lines of side 0 against side 1's standing lines.
func runMPh(t *testing.T, s *State, l *log, moves, standing []string) bool {
	t.Helper()
	s.Lines[0], s.Standing[1] = nil, nil
	for _, m := range moves {
		s.Lines[0] = append(s.Lines[0], s.order(t, m))
	}
	for _, m := range standing {
		s.Standing[1] = append(s.Standing[1], s.order(t, m))
	}
	s.startMPh(l)
	return s.runMoves(l)
}

// The movement example, figure 1 (3.3 and its MF table, 4.0): assault
// movement, an LMG within the IPC, double time, a leader's +2 MF.
func TestExample3_3MovementAllowances(t *testing.T) {
	f := fixture{
		rows: []string{
			//ABCDEFGHIJKL
			"............",
			".........w..", // J2 woods
			"........bb..", // I3, J3 buildings
			"....w.www...", // E4, G4, H4, I4 woods
			"....www..b..", // E5, F5, G5 woods, J5 building
			"............",
		},
		sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units: []string{"R1 russian 4-4-7 vI5", "R2 russian 4-4-7 vH3", "R3 russian 5-2-7 vF3", "R4 russian 9-1 vF4", "R5 russian 4-4-7 vF4",
			"R6 russian 8-1 vE3", "R7 russian 4-4-7 vE3", "G1 german 4-6-7 vL6"},
		weapons: []string{"R20 russian LMG R2"},
	}
	s := f.state(t)
	ok := []string{"MOVE R1 AM vJ5", "MOVE R2 vI3 vJ2", "MOVE R3 DT vG3 vH2 vI3 vJ3", "MOVE R4,R5 vG4 vH4 vI4", "MOVE R6,R7 DT vE4 vE5 vF5 vG5"}
	for _, line := range ok {
		if why := s.validate(0, roleAttack, s.order(t, line)); why != nil {
			t.Errorf("%s refused: %s", line, why.EN)
		}
	}
	// One MF more is refused: the same paths without DT, or a step further.
	for _, line := range []string{"MOVE R3 vG3 vH2 vI3 vJ3", "MOVE R6,R7 vE4 vE5 vF5 vG5", "MOVE R4,R5 vG4 vH4 vI4 vJ5", "MOVE R1 AM vJ5 vK5"} {
		if why := s.validate(0, roleAttack, s.order(t, line)); why == nil {
			t.Errorf("%s accepted beyond the MF or the AM rule", line)
		}
	}
	l, d := dice(t)
	if !runMPh(t, s, l, ok, nil) {
		t.Fatal("stopped")
	}
	d.used()
	wantLog(t, l, "R1 4-4-7 moves AM (4 MF)", "R2 4-4-7 moves (4 MF)", "R3 5-2-7 moves DT (6 MF)", "R4 9-1, R5 4-4-7 move (6 MF)",
		"R6 8-1, R7 4-4-7 move DT (8 MF)", "vG5: woods, 2 MF (8 of 8)")
	if !s.u(t, "R3").CX || !s.u(t, "R7").CX || s.u(t, "R2").CX {
		t.Error("double time should leave CX markers, and only on those that used it")
	}
}

// 3.3: the road bonus is +1 MF only when the whole move follows the road;
// a woods-road costs 1 MF along the road, 2 off it.
func TestRule3_3RoadBonusAndWoodsRoad(t *testing.T) {
	f := fixture{
		rows:  []string{"............", "..ww........", "............"},
		sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		roads: [][]string{{"vA2", "vB2", "vC2", "vD2", "vE2", "vF2"}},
		units: []string{"R1 russian 4-4-7 vA2", "R2 russian 4-4-7 vA2", "G1 german 4-6-7 vL3"},
	}
	s := f.state(t)
	if why := s.validate(0, roleAttack, s.order(t, "MOVE R1 vB2 vC2 vD2 vE2 vF2")); why != nil {
		t.Fatalf("five road hexes with the road bonus (4+1 MF, the woods-road at 1 MF each): %s", why.EN)
	}
	if why := s.validate(0, roleAttack, s.order(t, "MOVE R1 vB2 vC2 vD2 vE2 vF2 vG2")); why == nil {
		t.Fatal("a sixth hex off the road loses the bonus and goes beyond 4 MF")
	}
	if c := s.enterCost(s.hex(t, "vB3"), s.hex(t, "vC2"), false); c != 2 {
		t.Fatalf("entering the woods-road off the road costs %g, want 2", c)
	}
}

// 3.3: no entering an enemy hex in the MPh; stacking is three squads and
// four leaders a side; a move stops where its next step is illegal.
func TestRule3_3EnemyHexesAndStacking(t *testing.T) {
	f := fixture{
		rows:  []string{"............", "............"},
		sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units: []string{"R1 russian 4-4-7 vA1", "R2 russian 4-4-7 vC1", "R3 russian 4-4-7 vC1", "R4 russian 4-4-7 vC1", "G1 german 4-6-7 vE1"},
	}
	s := f.state(t)
	if why := s.validate(0, roleAttack, s.order(t, "MOVE R2 vD1 vE1")); why == nil || !strings.Contains(why.EN, "enemy") {
		t.Fatalf("a path into the enemy's hex: %v", why)
	}
	l, _ := dice(t)
	runMPh(t, s, l, []string{"MOVE R1 vB1 vC1 vD1"}, nil)
	wantLog(t, l, "stops in vB1: vC1 would hold more than 3 squads or 4 leaders of a side (3.3).")
	if s.u(t, "R1").Hex != s.hex(t, "vB1") {
		t.Fatal("R1 should stop in B1")
	}
}

// 3.3: CX comes off at the start of the side's MPh and such a unit cannot
// double time; a CX unit's attacks get +1 (3.3); its IPC drops by one.
func TestRule3_3CXAndDoubleTime(t *testing.T) {
	f := fixture{
		rows:  []string{"............"},
		sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units: []string{"R1 russian 4-4-7 vA1", "G1 german 4-6-7 vL1"},
	}
	s := f.state(t)
	s.u(t, "R1").CX = true
	if why := s.validate(0, roleAttack, s.order(t, "MOVE R1 DT vB1")); why == nil {
		t.Fatal("a CX unit may not declare double time")
	}
	l, _ := dice(t)
	runMPh(t, s, l, []string{"MOVE R1 vB1"}, nil)
	if u := s.u(t, "R1"); u.CX || !u.NoDT {
		t.Fatalf("CX should come off at the MPh's start, leaving no double time: %+v", u)
	}
	s.u(t, "R1").CX = true
	sh := shot{side: 0, kind: fkPrep, target: s.hex(t, "vL1"), parts: []part{{unit: s.u(t, "R1")}}}
	if got := sumDRM(s.commonDRM(&sh)); got != 1 {
		t.Fatalf("a CX firer's DRM is %+d, want +1", got)
	}
}

// 4.0: portage: each PP over the IPC (3 an MMC, 1 a leader, one less when
// CX) costs 1 MF; a leader moving with an MMC lends it his IPC.
func TestRule4_0Portage(t *testing.T) {
	f := fixture{
		rows:  []string{"............"},
		sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units:   []string{"R1 russian 4-4-7 vA1", "R2 russian 9-1 vB1", "R3 russian 4-4-7 vB1", "G1 german 4-6-7 vL1"},
		weapons: []string{"R20 russian MMG R1", "R21 russian MMG R3"},
	}
	s := f.state(t)
	r1, r2, r3 := s.u(t, "R1"), s.u(t, "R2"), s.u(t, "R3")
	if mf := s.mf(r1, []*Unit{r1}, false, false); mf != 2 {
		t.Errorf("a 4-4-7 with PP 5: %g MF, want 2", mf)
	}
	if mf := s.mf(r1, []*Unit{r1}, true, false); mf != 3 {
		t.Errorf("the same by double time: %g MF, want 3 (+2, IPC one less)", mf)
	}
	if mf := s.mf(r3, []*Unit{r2, r3}, false, false); mf != 5 {
		t.Errorf("with a 9-1: %g MF, want 5 (+2, IPC 3+1)", mf)
	}
}

// 3.3.1: first fire hits only the movers; FFMO and FFNAM apply to a mover
// in open ground, not to one using assault movement (FFNAM) or seen
// through a hindrance (FFMO).
func TestRule3_3_1FirstFireHitsOnlyTheMovers(t *testing.T) {
	f := fixture{
		rows:  []string{"............", "......o.....", "............"},
		sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units: []string{"R1 russian 4-4-7 vD2", "R2 russian 4-4-7 vE2", "G1 german 4-6-7 vI2"},
	}
	s := f.state(t)
	// R1 moves into E2, where R2 stands; the line from I2 runs through
	// the orchard at G2: no FFMO. G1 fires 4 FP (+1 hindrance, -1 FFNAM).
	l, d := dice(t, 3, 4, 2, 2)
	runMPh(t, s, l, []string{"MOVE R1 vE2"}, []string{"FIRE G1 AT vE2"})
	d.used()
	wantLog(t, l, "R1 4-4-7: #1,#2 DR 3+4=7, +1 hindrance, -1 FFNAM, final DR 7: PTC")
	if strings.Contains(l.text(), "R2 4-4-7:") {
		t.Fatal("first fire hit a unit that did not move")
	}
	// Assault movement: no FFNAM.
	s = f.state(t)
	l, d = dice(t, 3, 4)
	runMPh(t, s, l, []string{"MOVE R1 AM vE2"}, []string{"FIRE G1 AT vE2"})
	d.used()
	wantLog(t, l, "+1 hindrance, final DR 8: no effect")
}

// 3.3.1: subsequent first fire only at a mover within normal range with no
// other known enemy nearer; the same unit fires again at a mover in one
// hex only as often as the mover spent MF there.
func TestRule3_3_1SubsequentFirstFireLimits(t *testing.T) {
	f := fixture{
		rows:  []string{"............", "......b.....", "............"},
		sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units: []string{"R1 russian 4-4-7 vE2", "R2 russian 4-4-7 vA2", "G1 german 4-6-7 vJ2"},
	}
	s := f.state(t)
	// R1 enters the building G2 (2 MF): first fire, then SFF (a second
	// shot, since it spent 2 MF there).
	l, d := dice(t, 5, 6, 5, 6)
	runMPh(t, s, l, []string{"MOVE R1 vF2 vG2"}, []string{"FIRE G1 AT vG2", "FIRE G1 AT vG2 SFF"})
	d.used()
	if n := strings.Count(l.text(), "First Fire at vG2"); n != 2 {
		t.Fatalf("%d attacks at G2, want first fire and SFF:\n%s", n, l.text())
	}
	// R2 then moves within range but R1 is nearer: no SFF at it.
	l, d = dice(t)
	s.Cursor = Cursor{}
	s.Lines[0] = []orders.Order{s.order(t, "MOVE R2 vB2 vC2")}
	s.Standing[1] = []orders.Order{s.order(t, "FIRE G1 AT ANY FPF SFF")}
	s.Cursor.Move = 0
	s.runMoves(l)
	d.used()
	if strings.Contains(l.text(), "Fire at") {
		t.Fatalf("a unit with Final Fire fired again at a far mover:\n%s", l.text())
	}
}

// 3.3: smoke: 1 MF in its own hex, 2 in the next; the dr against the
// smoke exponent; a 6 stops the thrower; smoke hinders (+2) and costs +1
// MF to enter, and goes at the end of the MPh.
func TestRule3_3SmokeGrenades(t *testing.T) {
	f := fixture{
		rows:  []string{"............", "............"},
		sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 4-6-7 vB1", "G2 german 4-6-7 vB1", "R1 russian 4-4-7 vK1"},
	}
	s := f.state(t)
	l, d := dice(t, 1, 6)
	runMPh(t, s, l, []string{"MOVE G1 SMOKE:vC1 vC1 vD1", "MOVE G2 SMOKE vC1"}, nil)
	d.used()
	wantLog(t, l, "G1 tries smoke in vC1 (2 MF): #1 dr 1 against 1, smoke placed", "vC1: open ground, 2 MF (4 of 4)",
		"G2 tries smoke in vB1 (1 MF): #2 dr 6 against 1, none", "G2 rolled a 6 and stops moving")
	if s.u(t, "G1").Hex != s.hex(t, "vC1") || s.u(t, "G2").Hex != s.hex(t, "vB1") {
		t.Fatal("G1 should stop in C1 (smoke costs +1 MF there), G2 stay")
	}
	s.endMPh(l)
	if len(s.Smoke) != 0 {
		t.Fatal("smoke stays after the MPh")
	}
}

// 3.3 / 4.0: a moving unit may drop a weapon free and recover one for 1
// MF and a dr below 6; a weapon is carried once a MPh.
func TestRule4_0DropAndRecoverInTheMPh(t *testing.T) {
	f := fixture{
		rows:  []string{"............"},
		sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units:   []string{"G1 german 4-6-7 vA1", "G2 german 4-6-7 vB1", "R1 russian 4-4-7 vK1"},
		weapons: []string{"G20 german LMG G1"},
	}
	s := f.state(t)
	l, d := dice(t)
	runMPh(t, s, l, []string{"MOVE G1 vB1 DROP:G20", "MOVE G2 RECOVER:G20 vC1"}, nil)
	d.used()
	if w := s.weapon("G20"); w.Owner != "" || w.Hex != s.hex(t, "vB1") {
		t.Fatalf("the LMG was carried a second time in one MPh: %+v\n%s", w, l.text())
	}
	wantLog(t, l, "G1 drops G20 LMG in vB1", "stops in vB1: G20 is not lying here free to recover")
}

// 4.0: a leader carries at most 2 PP.
func TestRule4_0LeaderCarriesTwoPP(t *testing.T) {
	s := fixture{rows: []string{"............"}, sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units: []string{"R1 russian 9-1 vA1", "G1 german 4-6-7 vL1"}, weapons: []string{"R20 russian MMG R1"}}.state(t)
	if why := s.validate(0, roleAttack, s.order(t, "MOVE R1 vB1")); why == nil || !strings.Contains(why.EN, "at most 2 PP") {
		t.Fatalf("a leader with an MMG (PP 5) moved: %v", why)
	}
}

// 3.1 a, 3.3: reinforcements wait off the board until their turn and
// enter by one of their entry hexes, paying its terrain.
func TestRule3_1Reinforcements(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	s := g.(*Game).s
	if why := s.validate(0, roleAttack, s.order(t, "MOVE R12 vA6 vB6")); why == nil || !strings.Contains(why.EN, "not on the map yet") {
		t.Fatalf("a turn 2 reinforcement moved on turn 1: %v", why)
	}
	s.Turn = 2
	if why := s.validate(0, roleAttack, s.order(t, "MOVE R12 vB6")); why == nil || !strings.Contains(why.EN, "enters by one of vA5, vA6, vA7") {
		t.Fatalf("entry off its entry hexes: %v", why)
	}
	l, _ := dice(t)
	runMPh(t, s, l, []string{"MOVE R12,R13 vA6 vB6 vC6"}, nil)
	// Entering on the road and following it earns the road bonus: 5 MF.
	wantLog(t, l, "vA6: open ground with a road, 1 MF (1 of 5)", "vC6: open ground, along the road, 1 MF (3 of 5)")
	if u := s.u(t, "R13"); !u.OnMap || u.Hex != s.hex(t, "vC6") {
		t.Fatalf("R13 should be on the map in C6: %+v", u)
	}
}

// Issue 19, 3.3: a stack entering the map with its leader moves with the
// leader's +2 MF, and with the road bonus when it enters on a road hex
// and follows the road: the sample's turn-2 reinforcements (8-0 and two
// 4-4-7) reach vG6 along the street, 7 hexes for 7 MF.
func TestRule3_3ReinforcementsEnterWithTheirLeader(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	g, _ = resolve(t, g, 1, submit(t, g, "Russian", "PASS"), submit(t, g, "German", "PASS"))
	g, _ = resolve(t, g, 1, submit(t, g, "German", "PASS"), submit(t, g, "Russian", "PASS"))
	plan := submit(t, g, "Russian", "MOVE R14,R12,R13 vA6 vB6 vC6 vD6 vE6 vF6 vG6")
	g, res := resolve(t, g, 1, plan, submit(t, g, "German", "PASS"))
	s := g.(*Game).s
	for _, id := range []string{"R14", "R12", "R13"} {
		if u := s.unit(id); !u.OnMap || s.sc.ID(u.Hex) != "vG6" {
			t.Errorf("%s is in %s (on the map: %v), want vG6:\n%s", id, s.sc.ID(u.Hex), u.OnMap, reportFor(t, res, games.MasterView()))
		}
	}
	if r := reportFor(t, res, games.MasterView()); !strings.Contains(r, "(7 MF)") {
		t.Errorf("the stack should move with 7 MF (4, +2 leader, +1 road):\n%s", r)
	}
}

// 1.1.2 woods-road: a unit that entered a woods-road hex along its road is
// in open ground (no woods TEM, FFMO) only to a firer whose line of sight
// misses the woods, i.e. comes in along the road from a hex the road
// joins; a firer looking across the woods sees it in woods (+1, no FFMO).
func TestRule1_1_2WoodsRoadDependsOnTheFirersLine(t *testing.T) {
	f := fixture{
		rows:  []string{"............", "...w........", "............", "............"},
		sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		roads: [][]string{{"vA2", "vB2", "vC2", "vD2", "vE2", "vF2"}},
		units: []string{"R1 russian 4-4-7 vC2", "G1 german 4-6-7 vF2", "G2 german 4-6-7 vD4"},
	}
	// Along the road from F2 (the line comes in by E2): open ground, no
	// TEM.
	s := f.state(t)
	l, d := dice(t, 5, 6)
	runMPh(t, s, l, []string{"MOVE R1 vD2"}, []string{"FIRE G1 AT vD2"})
	d.used()
	wantLog(t, l, "vD2: woods, along the road, 1 MF", "R1 4-4-7: #1,#2 DR 5+6=11, -1 FFMO, -1 FFNAM, final DR 9")
	// Across the woods from D4 (the line comes in by D3): woods TEM, no
	// FFMO.
	s = f.state(t)
	l, d = dice(t, 5, 6)
	runMPh(t, s, l, []string{"MOVE R1 vD2"}, []string{"FIRE G2 AT vD2"})
	d.used()
	wantLog(t, l, "R1 4-4-7: #1,#2 DR 5+6=11, +1 woods, -1 FFNAM, final DR 11")
}
