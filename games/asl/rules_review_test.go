package asl

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/asl/orders"
	"adjutant/templates/i18n"
)

// 3.8, 5.3: a leader created in close combat defends with the unit that
// created him, so the other side's attack on it is recomputed with him
// (the rulebook's E6 example: "the German attack is still 1:1 (5:5)");
// here the odds fall from 3:2 to 1:1 and its result is read on 1:1.
func TestRule3_8CreatedLeaderDefendsWithItsCreator(t *testing.T) {
	s := ccCase(t, []string{"...."}, []string{"G1 german 5-4-8 vB1", "G2 german 8-1 vB1", "R1 russian 4-4-7 vB1"})
	l, d := dice(t, 3, 3, 1, 1, 1, 1)
	s.closeCombat(s.hex(t, "vB1"), true, l)
	d.used()
	wantLog(t, l, "The German attack is now at 1:1 (6 to 5).",
		"German CC at 1:1 (6 to 5): #1,#2 DR 3+3=6, -1 leader G2, final 5 against kill number 5: casualty reduction.",
		"Russian CC at 1:2 (5 to 6): #3,#4 DR 1+1=2")
	if r := s.u(t, "R1"); r.Type != "2-2-7" {
		t.Fatalf("R1 is a %s: the 1:1 result (not 3:2's elimination) should reduce it to a 2-2-7", r.Type)
	}
}

// 3.8: leaders who attack together with a squad defend with it (the G5
// example: the Russian must attack the two leaders and the 4-6-7 at 1:2;
// he may not attack the leaders apart); a leader who attacked alone is
// attacked alone.
func TestRule3_8LeadersDefendAsTheyAttacked(t *testing.T) {
	s := ccCase(t, []string{"...."}, []string{"G1 german 8-1 vB1", "G2 german 9-1 vB1", "G3 german 4-6-7 vB1", "R1 russian 4-4-7 vB1"})
	s.Lines[1] = []orders.Order{s.order(t, "CC R1 AT G1")}
	l, d := dice(t, 6, 6, 6, 6)
	s.closeCombat(s.hex(t, "vB1"), true, l)
	d.used()
	wantLog(t, l, "Russian attack: R1 4-4-7 against G1 8-1, G2 9-1, G3 4-6-7.", "Russian CC at 1:2 (4 to 6)", "the attack takes in G2, G3 too (3.8)")

	s = ccCase(t, []string{"...."}, []string{"G1 german 8-1 vB1", "G3 german 4-6-7 vB1", "R1 russian 4-4-7 vB1", "R2 russian 4-4-7 vB1"})
	s.Lines[0] = []orders.Order{s.order(t, "CC G1 AT R1"), s.order(t, "CC G3 AT R2")}
	s.Lines[1] = []orders.Order{s.order(t, "CC R1,R2 AT G1,G3")}
	l, d = dice(t, 6, 6, 6, 6, 6, 6)
	s.closeCombat(s.hex(t, "vB1"), true, l)
	d.used()
	wantLog(t, l, "Russian CC at 2:1 (8 to 4)")
}

// 3.6: an interdicted unit that passes its NMC on its morale exactly is
// pinned and routs no farther.
func TestRule3_6InterdictionPinStopsTheRout(t *testing.T) {
	s := fixture{
		rows:  []string{"w...........", "............", "............"},
		sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 4-6-7 vD2", "R1 russian 4-4-7 vC2"},
	}.state(t)
	s.u(t, "R1").Broken, s.u(t, "R1").DM = true, true
	l, d := dice(t, 3, 4)
	s.routPhase(l)
	d.used()
	wantLog(t, l, "G1 4-6-7 interdicts R1 in vB1", "final 7 against morale 7: passed", "pinned, it routs no farther (3.6)")
	if r := s.u(t, "R1"); r.Hex != s.hex(t, "vB1") || r.Gone {
		t.Fatalf("R1 in %s gone %v: the pin should stop it in B1", s.sc.ID(r.Hex), r.Gone)
	}
}

// 3.6: a broken unit next to a known enemy that is itself broken need
// not rout (it gets DM all the same, 3.2.1); hemmed in, it is not
// eliminated.
func TestRule3_6BrokenEnemyDoesNotForceARout(t *testing.T) {
	s := fixture{
		rows:  []string{"ww..", "w..."},
		sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 4-6-7 vB1", "G2 german 4-6-7 vA2", "G3 german 4-6-7 vB2", "R1 russian 4-4-7 vA1"},
	}.state(t)
	for _, id := range []string{"G1", "G2", "G3", "R1"} {
		s.u(t, id).Broken = true
	}
	l, _ := dice(t)
	s.routPhase(l)
	if r := s.u(t, "R1"); r.Gone || !r.DM {
		t.Fatalf("R1 gone %v DM %v: next to broken enemies only, it should stay with DM\n%s", r.Gone, r.DM, l.text())
	}
}

// 3.3.1: a unit firing FPF fires all its FP and the weapons it can, even
// when its standing line names the squad alone.
func TestRule3_3_1FPFTakesTheSquadsWeapons(t *testing.T) {
	s := fixture{
		rows:  []string{"............", "............", "............", "............", ".........s..", "............"},
		sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units:   []string{"R1 russian 4-4-7 vI6", "G1 german 4-6-7 vK5"},
		weapons: []string{"G20 german MMG G1"},
	}.state(t)
	s.u(t, "G1").Fire, s.weapon("G20").Fire = FinalFire, FinalFire
	l, d := dice(t, 6, 5)
	runMPh(t, s, l, []string{"MOVE R1 vJ5"}, []string{"FIRE G1 AT vJ5 FPF"})
	d.used()
	wantLog(t, l, "Final Protective Fire at vJ5: G1 4-6-7 ×2 PBF, ×½ subsequent 4, G20 MMG (G1) ×2 PBF, ×½ subsequent 5; total 9, 8 FP column")
}

// 3.3.1: the same firer attacks a mover in one hex no more often than the
// MF it spent there, counted over all its expenditures in the hex (here
// 1 MF to enter and 1 to try smoke: two attacks by R1, not three).
func TestRule3_3_1ShotsInAHexNeverExceedItsMF(t *testing.T) {
	s := fixture{
		rows:  []string{"............", "............", "............"},
		sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 4-6-7 vE2", "R1 russian 4-4-7 vG2"},
	}.state(t)
	l, d := dice(t, 6, 5, 2, 5, 4, 6, 5, 6, 5)
	runMPh(t, s, l, []string{"MOVE G1 vF2 SMOKE"}, []string{"FIRE R1 AT vF2 SFF FPF", "FIRE R1 AT vF2 SFF FPF"})
	d.used()
	wantLog(t, l, "Defensive First Fire at vF2", "Residual FP at vF2", "Subsequent First Fire at vF2")
	if strings.Contains(l.text(), "Final Protective Fire") {
		t.Fatalf("a third attack by R1 after 2 MF in F2:\n%s", l.text())
	}
}

// 4.1: beyond 16 hexes an MG fires only under a leader's direction, and
// then at half FP (area fire) at a stack not all broken.
func TestRule4_1MGBeyondSixteenHexes(t *testing.T) {
	row := "...................."
	f := fixture{rows: []string{row, row}, sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units:   []string{"G1 german 4-6-7 vA1", "R1 russian 4-4-7 vS1"},
		weapons: []string{"G20 german HMG G1"},
	}
	s := f.state(t)
	if d := s.sc.Grid().Distance(s.hex(t, "vA1"), s.hex(t, "vS1")); d != 18 {
		t.Fatalf("the fixture's range is %d, want 18", d)
	}
	shots, ex := s.compose(0, fkPrep, []string{"G20"}, nil, s.hex(t, "vS1"))
	if len(shots) != 0 || len(ex) != 1 || ex[0].why.EN != "beyond 16 hexes an MG fires only when a leader directs it (4.1)" {
		t.Fatalf("an unled HMG at 18 hexes: %d attacks, %+v", len(shots), ex)
	}
	f.units = append(f.units, "G2 german 9-1 vA1")
	s = f.state(t)
	shots, _ = s.compose(0, fkPrep, []string{"G20", "G2"}, nil, s.hex(t, "vS1"))
	if len(shots) != 1 || len(shots[0].leaders) != 1 {
		t.Fatalf("a led HMG at 18 hexes should fire: %+v", shots)
	}
	l, d := dice(t, 6, 5)
	s.fire(shots[0], l)
	d.used()
	wantLog(t, l, "G20 HMG (G1) ×½ long range, ×½ area fire beyond 16 hexes 1.75, directed by G2 9-1; total 1.75, 1 FP column")
}

// 3.2.1, 3.1: a broken unit next to a known enemy gets DM (here one that
// moved next to it), so its rally in the next RPh is at +4.
func TestRule3_2_1DMNextToAKnownEnemy(t *testing.T) {
	s := fixture{rows: []string{"..........", ".......bb."}, sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 4-6-7 vE2", "R1 russian 8-1 vI2", "R2 russian 4-4-7 vI2"},
	}.state(t)
	s.u(t, "R2").Broken = true
	l, d := dice(t)
	runMPh(t, s, l, []string{"MOVE G1 vF2 vG2 vH2"}, nil)
	s.endMPh(l)
	d.used()
	if !s.u(t, "R2").DM {
		t.Fatal("R2 is broken next to G1 and should have DM")
	}
	s.Half = 1
	l, d = dice(t, 2, 3)
	s.rallyPhase(l)
	d.used()
	wantLog(t, l, "R2 4-4-7 rallied by R1: #1,#2 DR 2+3=5, +4 DM, -1 wooden building, -1 leader R1, final 7")
}

// 1.2.1: a leader directs one attack a player turn, but directs again the
// MG that kept its rate of fire.
func TestRule1_2_1LeaderDirectsRateOfFireAgain(t *testing.T) {
	s := fixture{rows: open12(), sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units:   []string{"G1 german 4-6-7 vA1", "G2 german 9-1 vA1", "R1 russian 4-4-7 vE1", "R2 russian 4-4-7 vF2"},
		weapons: []string{"G20 german MMG G1"},
	}.state(t)
	l, d := dice(t, 6, 2, 3, 3, 6, 5)
	shots, _ := s.compose(0, fkPrep, []string{"G20", "G2"}, nil, s.hex(t, "vE1"))
	s.fire(shots[0], l)
	wantLog(t, l, "G20 MMG keeps its rate of fire")
	shots, _ = s.compose(0, fkPrep, []string{"G20", "G2"}, nil, s.hex(t, "vF2"))
	if len(shots) != 1 || len(shots[0].leaders) != 1 {
		t.Fatalf("the 9-1 should direct the MMG's ROF shot: %+v", shots)
	}
	s.fire(shots[0], l)
	d.used()
	// The squad's own FP is another attack: he has no direction left for it.
	shots, _ = s.compose(0, fkPrep, []string{"G1", "G2"}, nil, s.hex(t, "vF2"))
	if len(shots) != 1 || len(shots[0].leaders) != 0 {
		t.Fatalf("the 9-1 directed already; the squad fires alone: %+v", shots)
	}
}

// 3.2, 4.0: a squad fires its weapon at one target and its own FP at
// another in the PFPh; having prep fired it neither moves nor fires in
// the AFPh (3.3, 3.5).
func TestRule3_2OwnFPAndWeaponAtTwoTargets(t *testing.T) {
	s := fixture{rows: open12(), sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units:   []string{"G1 german 4-6-7 vA1", "G2 german 4-6-7 vA2", "R1 russian 4-4-7 vD1", "R2 russian 4-4-7 vC2"},
		weapons: []string{"G20 german LMG G1", "G21 german LMG G2"},
	}.state(t)
	s.Lines[0] = []orders.Order{s.order(t, "PREP G20 AT vD1"), s.order(t, "PREP G1 AT vC2"), s.order(t, "PREP G21 AT vC2"),
		s.order(t, "MOVE G1 vB1"), s.order(t, "AFIRE G1 AT vD1"), s.order(t, "AFIRE G2 AT vD1")}
	l, d := dice(t, 6, 6, 6, 5, 6, 5)
	s.prepPhase(l)
	wantLog(t, l, "Prep Fire at vD1: G20 LMG (G1) 3", "Prep Fire at vC2: G1 4-6-7 4")
	s.startMPh(l)
	s.runMoves(l)
	s.advancingPhase(l)
	d.used()
	wantLog(t, l, "G1 does not move: it fired in the PFPh", "G1 does not fire: it has fired already this player turn",
		"G2 does not fire: it prep fired this player turn")
}

// 3.3: assault movement is one hex without spending every MF; a line
// that would spend them all is refused when sent, with what to change
// (the 3.3.1 example: a 4-4-7 with an MMG, PP 5, has 2 MF and "cannot use
// assault movement" into a 2-MF hex).
func TestRule3_3AssaultMovementRefusedWhenSent(t *testing.T) {
	s := fixture{rows: []string{"............", "..w.........", "............"}, sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units:   []string{"R1 russian 4-4-7 vB2", "R2 russian 4-4-7 vB2", "G1 german 4-6-7 vH2"},
		weapons: []string{"R20 russian MMG R1"},
	}.state(t)
	why := s.validate(0, roleAttack, s.order(t, "MOVE R1 AM vC2"))
	if why == nil || why.EN != "assault movement must leave MF unspent: the hex costs 2 MF and the units have 2 (3.3); drop AM" {
		t.Fatalf("AM spending every MF: %v", why)
	}
	if why := s.validate(0, roleAttack, s.order(t, "MOVE R2 AM vC2")); why != nil {
		t.Fatalf("AM into woods with 4 MF: %s", why.EN)
	}
}

// Playing by email: an ASK line that names no firers stops the move when
// any unit or weapon of the side could fire, here an MG whose squad is out
// of range, and the question lists the MG.
func TestAskCountsTheWeapons(t *testing.T) {
	s := fixture{rows: []string{"..............", "..............", ".............."}, sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units:   []string{"R1 russian 4-4-7 vA2", "G1 german 4-4-7 vL2"},
		weapons: []string{"G20 german MMG G1"},
	}.state(t)
	l, _ := dice(t)
	if runMPh(t, s, l, []string{"MOVE R1 vB2"}, []string{"ASK AT vB2"}) {
		t.Fatalf("no stop at B2, where the MMG can fire:\n%s", l.text())
	}
	if ask := s.Question.Request().For(games.SeatView("German")).Ask.EN; !strings.Contains(ask, "G20 (Defensive First Fire, 5 FP)") {
		t.Fatalf("the question does not list the MMG: %s", ask)
	}
}

// The 3.3.1 example's SFF at I5 (the 4-6-7 and its MMG, 4.5 FP on the 4
// column) "leaves residual FP 2, unless it cowers or the MMG breaks down
// (then 1), or both (then 0)".
func TestExample3_3_1ResidualAfterCowerOrBreakdown(t *testing.T) {
	for _, c := range []struct {
		name     string
		dice     []int
		residual int
	}{
		{"neither", []int{3, 5, 5, 4}, 2},
		{"cowers", []int{3, 3, 1, 1}, 1},
		{"MMG breaks down", []int{4, 6}, 1},
		{"both", []int{5, 5}, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := fixture{
				rows:  []string{"............", "............", ".........s..", "............", ".........ss.", "..........o."},
				sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
				units: []string{"R2 russian 5-2-7 vG5", "G1 german 4-6-7 vK5"}, weapons: []string{"G20 german MMG G1"},
			}.state(t)
			s.u(t, "G1").Fire, s.weapon("G20").Fire = FirstFire, FirstFire
			l, d := dice(t, c.dice...)
			runMPh(t, s, l, []string{"MOVE R2 vH5 vI5"}, []string{"FIRE G1,G20 AT vI5 SFF"})
			d.used()
			wantLog(t, l, "Subsequent First Fire at vI5: G1 4-6-7 ×½ subsequent 2, G20 MMG (G1) ×½ subsequent 2.5; total 4.5, 4 FP column")
			got := 0
			for _, r := range s.Residual {
				if r.Hex == s.hex(t, "vI5") {
					got = r.FP
				}
			}
			if got != c.residual {
				t.Fatalf("residual FP %d, want %d:\n%s", got, c.residual, l.text())
			}
		})
	}
}

// The 3.3.1 example's last FPF: the pinned 4-6-7's NMC on the original
// DR 10 fails by 3; "were the Germans ELR 2 or less it would be replaced
// by a 4-4-7" (at ELR 3 it stays a 4-6-7: TestExample3_3_1DefensiveFire).
func TestExample3_3_1FPFFailureAtELR2(t *testing.T) {
	s := fixture{
		rows:  []string{"............", "............", ".........s..", "............", ".........ss.", "..........o."},
		sides: [2]string{"russian", "german"}, elr: [2]int{3, 2},
		units: []string{"R6 russian 4-2-6 vJ6", "G1 german 4-6-7 vK5"}, weapons: []string{"G20 german MMG G1"},
	}.state(t)
	s.u(t, "G1").Fire, s.weapon("G20").Fire, s.u(t, "G1").Pinned = FinalFire, FinalFire, true
	l, d := dice(t, 4, 6)
	runMPh(t, s, l, []string{"MOVE R6 vK6"}, []string{"FIRE G1,G20 AT vK6 FPF"})
	d.used()
	wantLog(t, l, "total 4.5, 4 FP column", "final DR 9: no effect", "final 10 against morale 7: failed", "replaced by a 4-4-7")
	if g := s.u(t, "G1"); g.Type != "4-4-7" || !g.Broken {
		t.Fatalf("G1 is a %s broken %v; want a broken 4-4-7", g.Type, g.Broken)
	}
}

// Playing by email: a path beyond the MF says why the MF are short when
// portage cut them (4.0); FIRE and ASK lines sent in one's own player
// turn are shown apart, as standing orders for the enemy's turns.
func TestSubmitExplainsPortageAndStandingLines(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	res := g.Submit("Russian", []games.Line{{N: 1, Text: "MOVE R4 vE5 vF5"}}, i18n.English)
	if len(res.Problems) != 1 || res.Problems[0].Message.EN != "the path costs at least 4 MF and the units have 2 (3.3); R4 carries 2 PP beyond its IPC: -2 MF (4.0)" {
		t.Fatalf("problems: %+v", res.Problems)
	}
	res = g.Submit("Russian", []games.Line{{N: 1, Text: "MOVE R7 vF3"}, {N: 2, Text: "FIRE vE4 AT ANY"}}, i18n.English)
	want := "Your plan for this player turn:\n  MOVE R7 vF3\nYour standing orders from now on, for the enemy's player turns:\n  FIRE vE4 AT ANY"
	if res.Summary != want {
		t.Fatalf("summary:\n%s\nwant:\n%s", res.Summary, want)
	}
}

// 3.3, 4.0: a unit CX from its last advance loses the marker as its MPh
// begins, and with it the IPC it cost: a plan is checked with the MF it
// will have then (here 2 with an MMG, not 1).
func TestRule3_3CXComesOffBeforeTheMoveIsChecked(t *testing.T) {
	s := fixture{rows: []string{"............", "..w.........", "............"}, sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units:   []string{"R1 russian 4-4-7 vB2", "G1 german 4-6-7 vL2"},
		weapons: []string{"R20 russian MMG R1"},
	}.state(t)
	s.u(t, "R1").CX = true
	if why := s.validate(0, roleAttack, s.order(t, "MOVE R1 vC2")); why != nil {
		t.Fatalf("a 2-MF move with 2 MF refused: %s", why.EN)
	}
	if !s.u(t, "R1").CX {
		t.Fatal("checking the plan took the CX marker off")
	}
}

// 4.0, 3.2.1: a unit drops the weapons beyond its IPC before it routs; a
// wounded leader's IPC is 0.
func TestRule4_0WoundedLeaderDropsHisWeaponToRout(t *testing.T) {
	s := fixture{rows: []string{"w...........", "............"}, sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units:   []string{"G1 german 4-6-7 vD2", "R1 russian 9-1 vC2"},
		weapons: []string{"R20 russian LMG R1"},
	}.state(t)
	r := s.u(t, "R1")
	r.Broken, r.DM, r.Wounded = true, true, true
	l, _ := dice(t, 2, 3)
	s.routPhase(l)
	wantLog(t, l, "R1 drops R20 LMG to rout.")
	if w := s.weapon("R20"); w.Owner != "" || w.Hex != s.hex(t, "vC2") {
		t.Fatalf("the LMG should lie in C2: %+v", w)
	}
}

// 5.3 with the full rules' field promotion (A18.12): a leader created by
// an original 2 in CC adds his leadership DRM to the DR that created him.
// A CX German 4-6-7 attacks three Russian 4-4-7 at 1:4 (kill 3): its
// original 2 +1 CX is 3, a casualty reduction; the 8-1 it creates (dr 2,
// -1 German) makes it 2, below the kill number: all three are eliminated.
// The earlier table (leader_creation=reconstruction) adds no DRM.
func TestRule5_3CreatedLeaderModifiesTheCCRollThatCreatedHim(t *testing.T) {
	for _, c := range []struct {
		option string
		dice   []int // the last picks the casualty at random
		log    string
		gone   bool
	}{
		{LeadersFullRules, []int{1, 1, 6, 6, 2}, "#1,#2 DR 1+1=2, -1 leader GL1, +1 CX attacker, final 2 against kill number 3: eliminated.", true},
		{LeadersReconstruction, []int{1, 1, 6, 6, 2, 1}, "#1,#2 DR 1+1=2, +1 CX attacker, final 3 against kill number 3: casualty reduction.", false},
	} {
		t.Run(c.option, func(t *testing.T) {
			s := ccCase(t, []string{"...."}, []string{"G1 german 4-6-7 vB1", "R1 russian 4-4-7 vB1", "R2 russian 4-4-7 vB1", "R3 russian 4-4-7 vB1"})
			s.Options.LeaderCreation = c.option
			s.u(t, "G1").CX = true
			l, d := dice(t, c.dice...)
			s.closeCombat(s.hex(t, "vB1"), false, l)
			d.used()
			wantLog(t, l, "leader, GL1, joins it", c.log)
			if gone := len(s.at(s.hex(t, "vB1"), 1)) == 0; gone != c.gone {
				t.Fatalf("Russians eliminated: %v, want %v:\n%s", gone, c.gone, l.text())
			}
		})
	}
}

// 3.6 with 1.1.2: a broken unit routing along the road into a woods-road
// hex is in open ground to an interdictor whose line comes in along the
// road, and is interdicted there; off the road it pays the woods' 2 MF and
// is not. The judge's own rout counts that interdiction when it picks a
// path.
func TestRule3_6InterdictionOnAWoodsRoad(t *testing.T) {
	f := fixture{
		rows:  []string{"............", "......w.....", "............"},
		sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		roads: [][]string{{"vA2", "vB2", "vC2", "vD2", "vE2", "vF2", "vG2", "vH2", "vI2"}},
		units: []string{"G1 german 4-6-7 vA2", "R1 russian 4-4-7 vE2"},
	}
	s := f.state(t)
	s.u(t, "R1").Broken, s.u(t, "R1").DM = true, true
	s.Lines[1] = []orders.Order{s.order(t, "ROUT R1 vF2 vG2")}
	l, d := dice(t, 1, 2, 1, 3)
	s.routPhase(l)
	d.used()
	wantLog(t, l, "G1 4-6-7 interdicts R1 in vF2", "G1 4-6-7 interdicts R1 in vG2")
	// Without a line the judge takes the path with fewer interdictions:
	// by F1, entering G2 off the road (3 MF, one interdiction).
	s = f.state(t)
	s.u(t, "R1").Broken, s.u(t, "R1").DM = true, true
	l, d = dice(t, 1, 2)
	s.routPhase(l)
	d.used()
	wantLog(t, l, "G1 4-6-7 interdicts R1 in vF1", "R1 4-4-7 routs to vG2 (3 MF)")
}

// 3.8 with the publisher's full rules (A7.8): a pinned unit attacks in
// close combat at half its FP, fractions kept, and defends at full FP.
func TestRule3_8PinnedUnitsAttackAtHalfAndDefendAtFull(t *testing.T) {
	s := ccCase(t, []string{"...."}, []string{"G1 german 4-6-7 vB1", "R1 russian 4-4-7 vB1", "R2 russian 4-4-7 vB1"})
	s.u(t, "G1").Pinned = true
	s.u(t, "R1").Pinned = true
	s.Lines[0] = []orders.Order{s.order(t, "CC G1 AT R1,R2")}
	s.Lines[1] = []orders.Order{s.order(t, "CC R1,R2 AT G1")}
	l, d := dice(t, 6, 6, 6, 6)
	s.closeCombat(s.hex(t, "vB1"), true, l)
	d.used()
	// G1 pinned attacks at 2 against R1 and R2 at full 8; R1 pinned adds
	// 2, R2 4, against G1 at its full 4.
	wantLog(t, l, "German CC at 1:4 (2 to 8)", "Russian CC at 3:2 (6 to 4)")
}

// 1.2.1 in close combat: only a leader neither broken nor pinned lends his
// leadership DRM, so a pinned leader adds it neither to his stack's CC
// attack nor to its ambush dr (where the pin itself counts +1).
func TestRule3_8PinnedLeaderLendsNoLeadershipDRM(t *testing.T) {
	bldg := []string{"bbbb", "bbbb"}
	s := ccCase(t, bldg, []string{"G1 german 9-1 vB1", "G2 german 4-6-7 vB1", "R1 russian 4-4-7 vB1"})
	s.u(t, "G1").Pinned = true
	s.Lines[0] = []orders.Order{s.order(t, "CC G1,G2 AT R1")}
	// Ambush dr 3 each, then the German CC DR 6+6 and the Russian 6+6.
	l, d := dice(t, 3, 3, 6, 6, 6, 6)
	s.closeCombat(s.hex(t, "vB1"), true, l)
	d.used()
	wantLog(t, l, "German ambush: #1 dr 3, +1 pinned, final 4.", "German CC at 1:1 (4.5 to 4): #3,#4 DR 6+6=12, no DRM, final 12")
	if strings.Contains(l.text(), "leader G1") {
		t.Fatalf("a pinned leader lends no leadership DRM:\n%s", l.text())
	}
}

// 3.7's two examples: a Russian squad with an MMG (PP 5) has 2 MF, so an
// advance into a building needs all of them and makes it CX, unless a
// leader goes with it (+2 MF, +1 IPC: 5 MF); a CX German squad with an
// HMG (PP 4, IPC 2 when CX) has 2 MF and may not advance into a building
// unless a leader goes with it.
func TestExample3_7AdvanceWithHeavyWeapons(t *testing.T) {
	rows := []string{".b..b.......", "............"}
	s := fixture{rows: rows, sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units:   []string{"R1 russian 4-4-7 vA1", "R2 russian 4-4-7 vD1", "R3 russian 8-1 vD1", "G1 german 4-6-7 vL2"},
		weapons: []string{"R20 russian MMG R1", "R21 russian MMG R2"}}.state(t)
	s.Lines[0] = []orders.Order{s.order(t, "ADVANCE R1 vB1"), s.order(t, "ADVANCE R2,R3 vE1")}
	l, _ := dice(t)
	s.advancePhase(l)
	wantLog(t, l, "R1 needs all its 2 MF: CX.", "R1 4-4-7 advances into vB1.", "R2 4-4-7 advances into vE1.")
	if !s.u(t, "R1").CX || s.u(t, "R2").CX {
		t.Fatalf("R1 CX %v (want CX), R2 with its leader CX %v (want not)\n%s", s.u(t, "R1").CX, s.u(t, "R2").CX, l.text())
	}

	s = fixture{rows: rows, sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units:   []string{"G1 german 4-6-7 vA1", "G2 german 4-6-7 vD1", "G3 german 9-1 vD1", "R1 russian 4-4-7 vL2"},
		weapons: []string{"G20 german HMG G1", "G21 german HMG G2"}}.state(t)
	s.u(t, "G1").CX, s.u(t, "G2").CX = true, true
	s.Lines[0] = []orders.Order{s.order(t, "ADVANCE G1 vB1"), s.order(t, "ADVANCE G2,G3 vE1")}
	l, _ = dice(t)
	s.advancePhase(l)
	wantLog(t, l, "G1 does not advance into vB1: it is CX and would need all its 2 MF (3.7).", "G2 4-6-7 advances into vE1.")
	if s.u(t, "G1").Hex != s.hex(t, "vA1") || s.u(t, "G2").Hex != s.hex(t, "vE1") {
		t.Fatalf("G1 should stay, G2 with its leader advance\n%s", l.text())
	}
}

// 3.3.1 FPF: the squad's NMC on the attack's own DR is modified by the
// directing leader's DRM; the leader checks first and lends it only if he
// comes through neither broken nor pinned (3.2.1).
func TestRule3_3_1FPFCheckTakesTheLeadersDRM(t *testing.T) {
	for _, c := range []struct {
		dr   []int
		want string
	}{
		// DR 8: the 9-2 passes; the 4-6-7 at 8-2 = 6 passes.
		{[]int{5, 3}, "G1 4-6-7 MC: #1,#2 DR 5+3=8, -2 leadership, final 6 against morale 7: passed."},
		// DR 9: the 9-2 is pinned on his morale and lends nothing; the
		// 4-6-7 fails at 9.
		{[]int{5, 4}, "G1 4-6-7 MC: #1,#2 DR 5+4=9, no DRM, final 9 against morale 7: failed."},
	} {
		s := fixture{
			rows:  []string{"............", "............", "............", "............", ".........s..", "............"},
			sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
			units: []string{"R1 russian 4-4-7 vI6", "G1 german 4-6-7 vK5", "G2 german 9-2 vK5"},
		}.state(t)
		s.u(t, "G1").Fire, s.u(t, "G2").Fire = FinalFire, FinalFire
		s.u(t, "G2").Directed = []string{"G1"} // he directed its First Fire
		l, d := dice(t, c.dr...)
		runMPh(t, s, l, []string{"MOVE R1 vJ5"}, []string{"FIRE G1,G2 AT vJ5 FPF"})
		d.used()
		wantLog(t, l, "Final Protective Fire at vJ5: G1 4-6-7 ×2 PBF, ×½ subsequent 4, directed by G2 9-2", c.want)
	}
}

// 4.0: a captured weapon's ROF is one less and its B# two less: the
// Russian MMG (ROF 2, B12) in German hands keeps its rate of fire only on
// a coloured die of 1 and malfunctions on an original 10.
func TestRule4_0CapturedWeapon(t *testing.T) {
	for _, c := range []struct {
		dr   []int
		want string
	}{
		{[]int{4, 1}, "R20 MMG keeps its rate of fire (coloured die 1, ROF 1)."},
		{[]int{3, 2}, ""},
		{[]int{6, 4}, "R20 MMG malfunctions (original DR 10, B10)."},
	} {
		s := fixture{rows: []string{"....s.......", "............"}, sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
			units:   []string{"G1 german 4-6-7 vA1", "R1 russian 4-4-7 vE1", "R2 russian 4-4-7 vL2"},
			weapons: []string{"R20 russian MMG R2"}}.state(t)
		// G1 has captured it (recovered it where R2 fell).
		w := s.weapon("R20")
		w.Owner, w.Hex = "G1", s.hex(t, "vA1")
		l, d := dice(t, c.dr...)
		shots, _ := s.compose(0, fkPrep, []string{"R20"}, nil, s.hex(t, "vE1"))
		s.fire(shots[0], l)
		d.used()
		txt := l.text()
		if c.want != "" {
			wantLog(t, l, c.want)
		} else if strings.Contains(txt, "keeps its rate of fire") || strings.Contains(txt, "malfunctions") {
			t.Errorf("coloured die 2, original 5: neither ROF nor breakdown\n%s", txt)
		}
	}
}

// 3.2 in the DFPh: two standing lines whose units share a hex and pick the
// same target fire as one fire group; a later line whose TARGET does not
// match, or that does not name the hex, stays apart.
func TestRule3_4OneHexFiresAtOneTargetTogether(t *testing.T) {
	s := fixture{rows: open12(), sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units: []string{"R1 russian 4-4-7 vC1", "G1 german 4-6-7 vA1", "G2 german 4-6-7 vA1", "G3 german 4-6-7 vA1"}}.state(t)
	s.Standing[1] = []orders.Order{s.order(t, "FIRE G1 AT vC1"), s.order(t, "FIRE G2 AT ANY"), s.order(t, "FIRE G3 AT ANY TARGET LEADER")}
	l, d := dice(t, 6, 5)
	s.finalPhase(l)
	d.used()
	wantLog(t, l, "Final Fire at vC1: G1 4-6-7 4, G2 4-6-7 4; total 8, 8 FP column.")
	if strings.Count(l.text(), "Final Fire at") != 1 {
		t.Fatalf("want one attack:\n%s", l.text())
	}
}

// 3.2.1: a wounded leader has 3 MF, IPC 0 and no double time, and his
// morale and leadership DRM are one worse (a wounded 9-2: morale 8, -1).
func TestRule3_2_1WoundedLeader(t *testing.T) {
	s := fixture{rows: open12(), sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 9-2 vA1", "R1 russian 4-4-7 vL2"}}.state(t)
	g := s.u(t, "G1")
	g.Wounded = true
	if mf, ipc := s.mf(g, []*Unit{g}, false, false), s.ipc(g); mf != 3 || ipc != 0 {
		t.Errorf("a wounded leader: %g MF, IPC %d; want 3 and 0", mf, ipc)
	}
	if m, d := s.morale(g), s.leaderDRM(g); m != 8 || d != -1 {
		t.Errorf("a wounded 9-2: morale %d, DRM %d; want 8 and -1", m, d)
	}
	if why := s.validate(0, roleAttack, s.order(t, "MOVE G1 DT vB1")); why == nil || !strings.Contains(why.EN, "a wounded leader never does") {
		t.Errorf("a wounded leader double times: %v", why)
	}
}

// 3.2: firers that cower take their Prep Fire or Final Fire marker at
// once: at Defensive First Fire a Final Fire marker (so no Subsequent
// First Fire follows), and their MG keeps no rate of fire (here a coloured
// 2 against the Russian MMG's ROF 2).
func TestRule3_2CoweringFirersTakeTheirMarkerAtOnce(t *testing.T) {
	s := fixture{
		rows:  []string{"............", "....w.......", "............"},
		sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units:   []string{"G1 german 4-6-7 vD2", "R1 russian 4-4-7 vH2"},
		weapons: []string{"R20 russian MMG R1"},
	}.state(t)
	l, d := dice(t, 2, 2, 3, 4)
	runMPh(t, s, l, []string{"MOVE G1 vE2"}, []string{"FIRE R1,R20 AT vE2 SFF FPF"})
	d.used()
	wantLog(t, l, "Doubles without a leader: the firers cower, 1 column left to 6 FP.", "G1 4-6-7 breaks (DM).")
	if strings.Contains(l.text(), "keeps its rate of fire") {
		t.Errorf("a cowering MG kept its ROF:\n%s", l.text())
	}
	if s.u(t, "R1").Fire != FinalFire || s.weapon("R20").Fire != FinalFire {
		t.Errorf("R1 %v, R20 %v: want both Final Fire", s.u(t, "R1").Fire, s.weapon("R20").Fire)
	}
}
