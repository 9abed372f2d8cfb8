package asl

import (
	"strings"
	"testing"

	"adjutant/games/asl/orders"
)

// The rulebook's worked examples, replayed roll for roll. Boards y and z
// are not ours to copy, so each example stands on a small board drawn to
// give its hexes the terrain and ranges the example states; the dice are
// the example's.

// Prep fire example (3.2, 3.2.1, 5.1, 5.4; the Germans at ELR 3): a
// two-hex fire group of 19 FP on the 16 column, a long-range 3.5 FP shot
// on the 2 column directed by a leader who keeps it from cowering, and an
// inexperienced squad's PBF cowering two columns.
func TestExample3_2PrepFire(t *testing.T) {
	f := fixture{
		rows: []string{
			//ABCDEFGHIJKLMNOP
			"...............s", // 1: P1 stone building
			"................",
			"................",
			"................",
			"..............os", // 5: O5 orchard, P5 stone building
			"................",
		},
		sides: [2]string{"american", "german"}, elr: [2]int{3, 3},
		units: []string{
			"A1 american 7-4-7 vN5", "A2 american 9-1 vN5", "A3 american 6-6-6 vO6", "A4 american 7-4-7 vN5", "A5 american 5-3-6 vN4",
			"G1 german 4-6-7 vP5", "G2 german 4-6-7 vP5", "G3 german 4-6-7 vP1", "G4 german 4-6-7 vO5",
		},
	}
	s := f.state(t)
	// 7-4-7 in N5 and 6-6-6 in O6 (PBF, 12) at P5: 19 FP, the 16 column;
	// +3 stone building, +1 the orchard the line runs along; DR 6 -> 10:
	// NMC. One 4-6-7 rolls 9 and breaks, the other 7, its morale: pinned.
	l, d := dice(t, 2, 4, 4, 5, 3, 4)
	shots, ex := s.compose(0, fkPrep, []string{"A1", "A3"}, nil, s.hex(t, "vP5"))
	if len(shots) != 1 || len(ex) != 0 {
		t.Fatalf("want one fire group, got %d (%v)", len(shots), ex)
	}
	s.fire(shots[0], l)
	d.used()
	wantLog(t, l, "total 19, 16 FP column", "+3 stone building", "+1 hindrance", "final DR 10: NMC")
	if g1, g2 := s.u(t, "G1"), s.u(t, "G2"); !g1.Broken || !g1.DM || g2.Broken || !g2.Pinned {
		t.Fatalf("G1 broken %v DM %v; G2 broken %v pinned %v; want G1 broken with DM, G2 pinned\n%s", g1.Broken, g1.DM, g2.Broken, g2.Pinned, l.text())
	}
	if s.u(t, "A1").Fire != PrepFire || s.u(t, "A3").Fire != PrepFire {
		t.Fatal("the firers carry no Prep Fire marker")
	}

	// The other 7-4-7 and the 9-1 at P1, beyond its range 4: 3.5 FP, the
	// 2 column; +3 stone, -1 leader; DR 2 (doubles, but a leader directs:
	// no cowering) -> 4: 1MC; the 4-6-7 rolls 5, +1 -> 6: passes.
	l, d = dice(t, 1, 1, 2, 3)
	shots, _ = s.compose(0, fkPrep, []string{"A4", "A2"}, nil, s.hex(t, "vP1"))
	if len(shots) != 1 || len(shots[0].leaders) != 1 {
		t.Fatalf("want one attack directed by A2, got %+v", shots)
	}
	s.fire(shots[0], l)
	d.used()
	wantLog(t, l, "×½ long range 3.5", "total 3.5, 2 FP column", "-1 leadership", "final DR 4: 1MC", "final 6 against morale 7: passed")
	if l.text() == "" || strings.Contains(l.text(), "cower") {
		t.Fatalf("a led attack cowered:\n%s", l.text())
	}
	if g3 := s.u(t, "G3"); g3.Broken || g3.Pinned {
		t.Fatal("G3 should pass its 1MC unharmed")
	}
	// Directing counts as firing (3.2): the 9-1 takes Prep Fire too.
	if s.u(t, "A4").Fire != PrepFire || s.u(t, "A2").Fire != PrepFire {
		t.Fatal("the 7-4-7 and the 9-1 that directed it carry no Prep Fire marker")
	}

	// The green 5-3-6 in N4 at O5 (PBF, 10: the 8 column); the orchard
	// in the target hex is neither TEM nor hindrance; DR 4 is doubles and
	// the squad is inexperienced: two columns left, the 4 column: 1MC. The
	// 4-6-7 rolls 12 -> 13: casualty reduction to a 2-4-7 for the 12, and
	// 13 exceeds morale 7 + ELR 3: replaced by a 2-3-7; broken, DM.
	l, d = dice(t, 2, 2, 6, 6)
	shots, _ = s.compose(0, fkPrep, []string{"A5"}, nil, s.hex(t, "vO5"))
	s.fire(shots[0], l)
	d.used()
	wantLog(t, l, "×2 PBF 10", "8 FP column", "2 columns left to 4 FP", "no DRM, final DR 4: 1MC", "now a 2-4-7 half-squad", "replaced by a 2-3-7")
	if g4 := s.u(t, "G4"); g4.Type != "2-3-7" || !g4.Broken || !g4.DM {
		t.Fatalf("G4 is a %s broken %v DM %v; want a broken 2-3-7 with DM", g4.Type, g4.Broken, g4.DM)
	}
}

// Movement and defensive fire example, figure 2 (3.3, 3.3.1, 4.0, 4.1):
// the Russian moves and the German 4-6-7 with its MMG under standing
// orders: First Fire, the MMG's own First Fire, Subsequent First Fire at
// half FP, residual FP, and two FPF attacks with their morale checks, the
// second breaking the squad and the MMG.
func TestExample3_3_1DefensiveFire(t *testing.T) {
	f := fixture{
		rows: []string{
			//ABCDEFGHIJKL
			"............",
			"............",
			".........s..", // 3: J3 stone building
			"............",
			".........ss.", // 5: J5, K5 stone buildings
			"..........o.", // 6: K6 orchard
			"............",
			"............",
		},
		sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units: []string{
			"R1 russian 4-4-7 vI4", "R2 russian 5-2-7 vG5", "R3 russian 4-4-7 vF6",
			"R4 russian 9-2 vH6", "R5 russian 4-4-7 vH6", "R6 russian 4-2-6 vH6",
			"G1 german 4-6-7 vK5",
		},
		weapons: []string{"R20 russian MMG R1", "R21 russian MMG R5", "G20 german MMG G1"},
	}
	s := f.state(t)
	for _, line := range []string{
		"MOVE R1 DT vJ3 vK3", "MOVE R2 vH5 vI5", "MOVE R3 vG6 vH5 vI5", "MOVE R4,R5 vI6 vJ5", "MOVE R6 vI6 vJ6 vK6",
	} {
		s.Lines[0] = append(s.Lines[0], s.order(t, line))
	}
	for _, line := range []string{
		"FIRE G1 AT vJ3 FIRST", "FIRE G20 AT vK3 FIRST", "FIRE G1,G20 AT vI5 SFF FIRST", "FIRE G1,G20 AT vJ5,vK6 FPF FIRST",
	} {
		s.Standing[1] = append(s.Standing[1], s.order(t, line))
	}
	l, d := dice(t,
		2, 5, // First Fire at J3: 4 FP, +2: no effect
		4, 6, // the MMG at K3: 4 column, -2: no effect
		3, 5, // SFF at I5: 4.5 FP on the 4 column, -2 -> 6: NMC
		5, 4, // the 5-2-7 fails: broken
		4, 6, // residual 2 at I5 on the second 4-4-7: no effect
		3, 4, // FPF at J5: 8 column, +2 -> 9: PTC; the 4-6-7's NMC on 7: pinned
		5, 1, 4, 4, // the 9-2 and the 4-4-7 pass their PTCs
		4, 6, // FPF at K6: 4 column, -1 -> 9: none; NMC on 10 breaks the 4-6-7; the MMG breaks down
	)
	s.startMPh(l)
	if !s.runMoves(l) {
		t.Fatalf("the movement stopped to ask:\n%s", l.text())
	}
	d.used()
	// The 4-4-7 with the MMG has 3 MF by double time (4 +2 DT, -3 PP over
	// an IPC of 2); the 9-2's stack 5 (6, -1 PP over 3+1).
	wantLog(t, l, "R1 4-4-7 moves DT (3 MF)", "R4 9-2, R5 4-4-7 move (5 MF)",
		"Defensive First Fire at vJ3: G1 4-6-7 4; total 4, 4 FP column", "+3 stone building, -1 FFNAM, final DR 9",
		"Defensive First Fire at vK3: G20 MMG (G1) 5; total 5, 4 FP column", "-1 FFMO, -1 FFNAM, final DR 8",
		"Subsequent First Fire at vI5: G1 4-6-7 ×½ subsequent 2, G20 MMG (G1) ×½ subsequent 2.5; total 4.5, 4 FP column", "final DR 6: NMC",
		"Residual FP at vI5: residual FP 2", "Final Protective Fire at vJ5", "total 9, 8 FP column", "final DR 9: PTC",
		"G1 4-6-7 MC: #11,#12 DR 3+4=7, no DRM, final 7 against morale 7: passed on its morale, pinned.",
		"Final Protective Fire at vK6", "×½ pinned", "total 4.5, 4 FP column", "-1 FFNAM, final DR 9: no effect",
		"G20 MMG malfunctions (original DR 10, B10)", "G1 4-6-7 breaks (DM)")
	if r2 := s.u(t, "R2"); !r2.Broken || r2.Hex != s.hex(t, "vI5") {
		t.Fatal("the 5-2-7 should be broken in I5")
	}
	want := map[string]int{"vJ3": 2, "vK3": 2, "vI5": 2, "vJ5": 4, "vK6": 1}
	for id, fp := range want {
		got := 0
		for _, r := range s.Residual {
			if r.Hex == s.hex(t, id) {
				got = r.FP
			}
		}
		if got != fp {
			t.Errorf("residual FP in %s is %d, want %d", id, got, fp)
		}
	}
	if g1 := s.u(t, "G1"); !g1.Broken || g1.Type != "4-6-7" {
		t.Errorf("G1 is a %s broken %v: at ELR 3 a failed NMC by 3 breaks it without substitution", g1.Type, g1.Broken)
	}
	if !s.weapon("G20").Broken {
		t.Error("the MMG should have malfunctioned")
	}
}

// Russian rally phase example (3.1): a self-rally in a building (+1, -1),
// then a leader rallying a DM squad (+4, -1, -1) and one without DM.
func TestExample3_1Rally(t *testing.T) {
	f := fixture{
		rows:  []string{"..........", ".......bb.", "........b."},
		sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units: []string{"R1 russian 5-2-7 vH2", "R4 russian 8-1 vI2", "R2 russian 5-2-7 vI2", "R3 russian 4-4-7 vI2", "G1 german 4-6-7 vA1"},
	}
	s := f.state(t)
	for _, id := range []string{"R1", "R2", "R3"} {
		s.u(t, id).Broken = true
	}
	s.u(t, "R2").DM = true
	l, d := dice(t, 3, 4, 2, 4, 4, 5)
	s.rallyPhase(l)
	d.used()
	wantLog(t, l,
		"R1 5-2-7 self-rally: #1,#2 DR 3+4=7, +1 self-rally, -1 wooden building, final 7 against broken morale 7: rallied.",
		"R2 5-2-7 rallied by R4: #3,#4 DR 2+4=6, +4 DM, -1 wooden building, -1 leader R4, final 8 against broken morale 7: still broken.",
		"R3 4-4-7 rallied by R4: #5,#6 DR 4+5=9, -1 wooden building, -1 leader R4, final 7 against broken morale 7: rallied.")
	if s.u(t, "R1").Broken || !s.u(t, "R2").Broken || s.u(t, "R3").Broken {
		t.Fatal("R1 and R3 should rally, R2 not")
	}
}

// ccCase sets up one hex of close combat.
func ccCase(t *testing.T, rows []string, units []string) *State {
	t.Helper()
	return fixture{rows: rows, sides: [2]string{"german", "russian"}, elr: [2]int{3, 3}, units: units}.state(t)
}

// Close combat examples (3.8, 5.3): the six hexes of the rulebook's CCPh
// example, the Germans attacking.
func TestExample3_8CloseCombat(t *testing.T) {
	bldg := []string{"bbbbbbbbbb", "bbbbbbbbbb"}
	t.Run("F5 no ambush, casualty reduction, melee", func(t *testing.T) {
		s := ccCase(t, bldg, []string{"G1 german 4-6-7 vF1", "R1 russian 4-2-6 vF1"})
		l, d := dice(t, 2, 3, 2, 3, 4, 5)
		s.closeCombat(s.hex(t, "vF1"), true, l)
		d.used()
		wantLog(t, l, "German ambush: #1 dr 2, no DRM, final 2.", "Russian ambush: #2 dr 3, +1 inexperienced, final 4.", "No ambush.",
			"German CC at 1:1 (4 to 4): #3,#4 DR 2+3=5, no DRM, final 5 against kill number 5: casualty reduction.",
			"Russian CC at 1:1 (4 to 4): #5,#6 DR 4+5=9, no DRM, final 9 against kill number 5: no effect.", "melee goes on")
		if r := s.u(t, "R1"); r.Type != "2-2-6" || !r.Melee {
			t.Fatalf("R1 is a %s melee %v; want a 2-2-6 in melee", r.Type, r.Melee)
		}
	})
	t.Run("G5 leaders with the squad: 3:2 against 1:2, both sides wiped out", func(t *testing.T) {
		s := ccCase(t, bldg, []string{"G1 german 8-1 vG1", "G2 german 9-1 vG1", "G3 german 4-6-7 vG1", "R1 russian 4-4-7 vG1"})
		l, d := dice(t, 6, 3, 3, 3, 1, 2)
		s.closeCombat(s.hex(t, "vG1"), true, l)
		d.used()
		wantLog(t, l, "German ambush: #1 dr 6, -1 leader G1, final 5.", "No ambush.",
			"German CC at 3:2 (6 to 4): #3,#4 DR 3+3=6, -1 leader G1, final 5 against kill number 6: eliminated.",
			"Russian CC at 1:2 (4 to 6): #5,#6 DR 1+2=3, no DRM, final 3 against kill number 4: eliminated.")
		if len(s.at(s.hex(t, "vG1"), -1)) != 0 {
			t.Fatal("the hex should be empty")
		}
	})
	t.Run("H4 declared attacks: 2:1 and 1:1 against 1:2 and 1:1", func(t *testing.T) {
		s := ccCase(t, bldg, []string{"G1 german 4-4-7 vH1", "G2 german 4-4-7 vH1", "G3 german 4-4-7 vH1", "R1 russian 4-5-8 vH1", "R2 russian 4-5-8 vH1"})
		s.Lines[0] = []orders.Order{s.order(t, "CC G1,G2 AT R1"), s.order(t, "CC G3 AT R2")}
		s.Lines[1] = []orders.Order{s.order(t, "CC R1 AT G1,G2"), s.order(t, "CC R2 AT G3")}
		l, d := dice(t, 3, 5, 2, 4, 4, 5, 1, 3, 3, 4, 2)
		s.closeCombat(s.hex(t, "vH1"), true, l)
		d.used()
		wantLog(t, l, "German CC at 2:1 (8 to 4): #3,#4 DR 2+4=6, no DRM, final 6 against kill number 7: eliminated.",
			"German CC at 1:1 (4 to 4): #5,#6 DR 4+5=9", "Russian CC at 1:2 (4 to 8): #7,#8 DR 1+3=4, no DRM, final 4 against kill number 4: casualty reduction.",
			"Russian CC at 1:1 (4 to 4): #9,#10 DR 3+4=7", "G2 4-4-7: casualty reduction, now a 2-3-7 half-squad.", "melee goes on")
		if !s.u(t, "R1").Gone || s.u(t, "R2").Gone || s.u(t, "G2").Type != "2-3-7" {
			t.Fatal("R1 should be eliminated and G2 reduced")
		}
	})
	t.Run("J3 melee reinforced by a wounded leader: no ambush, no effect", func(t *testing.T) {
		s := ccCase(t, bldg, []string{"G1 german 4-6-7 vJ1", "G2 german 9-2 vJ1", "R1 russian 4-4-7 vJ1", "R2 russian 5-2-7 vJ1"})
		s.u(t, "G2").Wounded = true
		for _, id := range []string{"G1", "R1", "R2"} {
			s.u(t, id).Melee = true
		}
		s.Lines[0] = []orders.Order{s.order(t, "CC G1,G2 AT R2")}
		l, d := dice(t, 3, 4, 3, 4)
		s.closeCombat(s.hex(t, "vJ1"), false, l)
		d.used()
		wantLog(t, l, "German CC at 1:1 (5 to 5): #1,#2 DR 3+4=7, -1 leader G2, final 6 against kill number 5: no effect.",
			"Russian CC at 3:2 (9 to 5): #3,#4 DR 3+4=7, no DRM, final 7 against kill number 6: no effect.", "melee goes on")
	})
	t.Run("I4 ambush: the Russian strikes first", func(t *testing.T) {
		s := ccCase(t, bldg, []string{"G1 german 4-6-7 vI2", "R1 russian 4-4-7 vI2"})
		l, d := dice(t, 4, 1, 2, 4, 1, 4)
		s.closeCombat(s.hex(t, "vI2"), true, l)
		d.used()
		wantLog(t, l, "The Russian side ambushes the German side.",
			"Russian CC at 1:1 (4 to 4): #3,#4 DR 2+4=6, -1 ambushing, final 5 against kill number 5: casualty reduction.",
			"G1 4-6-7: casualty reduction, now a 2-4-7 half-squad.",
			"German CC at 1:2 (2 to 4): #5,#6 DR 1+4=5, +1 ambushed, final 6 against kill number 4: no effect.")
	})
	t.Run("E6 a CX attacker, and a leader created mid-combat", func(t *testing.T) {
		s := ccCase(t, []string{"...."}, []string{"G1 german 5-4-8 vB1", "R1 russian 4-4-7 vB1"})
		s.u(t, "G1").CX = true
		l, d := dice(t, 4, 5, 1, 1, 1)
		s.closeCombat(s.hex(t, "vB1"), true, l)
		d.used()
		// The German attack is recomputed too: "still 1:1 (5:5)".
		wantLog(t, l, "German CC at 1:1 (5 to 5): #1,#2 DR 4+5=9, +1 CX attacker, final 10 against kill number 5: no effect.",
			"leader creation #5 dr 1, +1 Russian, final 2: a 8-0 leader, RL1, joins it.", "The odds are now 1:1.", "The German attack is now at 1:1 (5 to 5).",
			"Russian CC at 1:1 (5 to 5): #3,#4 DR 1+1=2, -1 CX target, final 1 against kill number 5: eliminated.")
		if !s.u(t, "G1").Gone || s.u(t, "RL1").Type != "8-0" {
			t.Fatal("the 5-4-8 should be gone and an 8-0 created")
		}
	})
}
