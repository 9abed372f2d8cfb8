package asl

import (
	"strings"
	"testing"
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

	// The green 5-3-6 in N4 at O5 (PBF, 10: the 8 column); the orchard
	// in the target hex is neither TEM nor hindrance; DR 4 is doubles and
	// the squad is inexperienced: two columns left, the 4 column: 1MC. The
	// 4-6-7 rolls 12 -> 13: casualty reduction to a 2-4-7 for the 12, and
	// 13 exceeds morale 7 + ELR 3: replaced by a 2-3-7; broken, DM.
	l, d = dice(t, 2, 2, 6, 6)
	shots, _ = s.compose(0, fkPrep, []string{"A5"}, nil, s.hex(t, "vO5"))
	s.fire(shots[0], l)
	d.used()
	wantLog(t, l, "×2 PBF 10", "8 FP column", "2 column(s) left to 4 FP", "no DRM, final DR 4: 1MC", "now a 2-4-7 half-squad", "replaced by a 2-3-7")
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
	wantLog(t, l, "R1 4-4-7 moves DT (3 MF)", "R4 9-2, R5 4-4-7 moves (5 MF)",
		"Defensive First Fire at vJ3: G1 4-6-7 4; total 4, 4 FP column", "+3 stone building, -1 FFNAM, final DR 9",
		"Defensive First Fire at vK3: G20 MMG (G1) 5; total 5, 4 FP column", "-1 FFMO, -1 FFNAM, final DR 8",
		"Subsequent First Fire at vI5: G1 4-6-7 ×½ subsequent 2, G20 MMG (G1) ×½ subsequent 2.5; total 4.5, 4 FP column", "final DR 6: NMC",
		"Residual FP at vI5: residual FP 2", "Final Protective Fire at vJ5", "total 9, 8 FP column", "final DR 9: PTC",
		"G1 4-6-7 MC: #11,#12 DR 3+4=7, no DRM, final 7 against morale 7: passed on its morale, pinned.",
		"Final Protective Fire at vK6", "×½ pinned", "total 4.5, 4 FP column", "-1 FFNAM, final DR 9: no effect",
		"G20 MMG malfunctions (original DR 10, B9)", "G1 4-6-7 breaks (DM)")
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
