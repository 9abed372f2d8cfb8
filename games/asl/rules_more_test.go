package asl

import (
	"strings"
	"testing"

	"adjutant/games/asl/orders"
)

// 1.2.1, 3.4: an attacking leader directs one attack a player turn; a
// defending leader who directed First Fire directs again only the firers
// he directed then.
func TestRule1_2_1LeaderDirection(t *testing.T) {
	s := fixture{rows: open12(), sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 9-1 vA1", "G2 german 4-6-7 vA1", "G3 german 4-6-7 vA1", "R1 russian 4-4-7 vC1", "R2 russian 4-4-7 vC2"}}.state(t)
	l, _ := dice(t, 6, 5, 6, 5)
	shots, _ := s.compose(0, fkPrep, []string{"G1", "G2"}, nil, s.hex(t, "vC1"))
	s.fire(shots[0], l)
	shots, ex := s.compose(0, fkPrep, []string{"G1", "G3"}, nil, s.hex(t, "vC2"))
	if len(shots[0].leaders) != 0 || len(ex) != 1 || !strings.Contains(ex[0].why.EN, "directed fire this player turn") {
		t.Fatalf("a second direction in one player turn: leaders %v, excluded %v", shots[0].leaders, ex)
	}
	// Defending: direction at First Fire binds him to those firers.
	s = fixture{rows: open12(), sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units: []string{"G1 german 9-1 vA1", "G2 german 4-6-7 vA1", "G3 german 4-6-7 vA1", "R1 russian 4-4-7 vC1"}}.state(t)
	ld := s.u(t, "G1")
	ld.Directed = []string{"G2"}
	p := []part{{unit: s.u(t, "G3")}}
	if len(s.directing(p, []*Unit{ld})) != 0 {
		t.Fatal("a leader who directed G2 directs G3 later")
	}
	if len(s.directing([]part{{unit: s.u(t, "G2")}}, []*Unit{ld})) != 1 {
		t.Fatal("he may direct G2 again")
	}
}

// 2.0 Control: a good-order MMC alone with no enemy in a hex takes it; a
// leader alone or a broken squad does not; the last controller keeps it.
func TestRule2_0Control(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	s := g.(*Game).s
	k3 := s.hex(t, "vK3")
	idx := 0
	s.unit("R1").Hex = k3
	s.updateControl()
	if s.Control[idx] != 1 {
		t.Fatal("a leader alone took K3")
	}
	s.unit("R4").Hex = k3
	s.unit("R4").Broken = true
	s.updateControl()
	if s.Control[idx] != 1 {
		t.Fatal("a broken squad took K3")
	}
	s.unit("R5").Hex = k3
	s.updateControl()
	if s.Control[idx] != 0 {
		t.Fatal("a good-order squad alone should take K3")
	}
	s.unit("R5").Hex, s.unit("R4").Hex, s.unit("R1").Hex = s.hex(t, "vD5"), s.hex(t, "vD5"), s.hex(t, "vD5")
	s.updateControl()
	if s.Control[idx] != 0 {
		t.Fatal("control stays with the last side to hold it")
	}
}

// 3.2.2: a unit that prep fired does not move.
func TestRule3_2_2PrepFiredUnitsDoNotMove(t *testing.T) {
	s := fixture{rows: open12(), sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units: []string{"R1 russian 4-4-7 vA1", "G1 german 4-6-7 vE1"}}.state(t)
	s.u(t, "R1").Fire = PrepFire
	l, _ := dice(t)
	runMPh(t, s, l, []string{"MOVE R1 vB1"}, nil)
	wantLog(t, l, "R1 does not move: it fired in the PFPh")
}

// 3.8: attacks on broken units get -2, on CX units -1; a leader's DRM
// helps only an attack he makes with an MMC.
func TestRule3_8CloseCombatDRMs(t *testing.T) {
	s := ccCase(t, []string{"...."}, []string{"G1 german 9-1 vB1", "R1 russian 4-4-7 vB1", "R2 russian 4-4-7 vB1"})
	s.u(t, "R1").Broken = true
	s.u(t, "R2").CX = true
	s.Lines[0] = []orders.Order{s.order(t, "CC G1 AT R1,R2")}
	l, d := dice(t, 6, 6, 6, 6)
	s.closeCombat(s.hex(t, "vB1"), false, l)
	d.used()
	wantLog(t, l, "German CC at 1:8 (1 to 8): #1,#2 DR 6+6=12, -1 CX target, -2 broken target, final 9")
	if strings.Contains(l.text(), "leader G1") {
		t.Fatal("a leader alone does not add his DRM")
	}
}

// 5.3: an MMC's self-rally on an original 2 may create a leader.
func TestRule5_3PromotionOnSelfRally(t *testing.T) {
	for _, c := range []struct {
		table, want string
	}{
		// The full rules' table: +1 Russian, 0 for morale 7, +1 for having
		// been broken: final 5, a 7-0.
		{LeadersFullRules, "Battlefield promotion: R1 4-4-7 rolled an original 2; leader creation #3 dr 3, +1 Russian, +1 was broken, final 5: a 7-0 leader, RL1, joins it."},
		// Our earlier reconstruction, which games stored before keep.
		{LeadersReconstruction, "Battlefield promotion: R1 4-4-7 rolled an original 2; leader creation #3 dr 3+1 = 4: a 6+1 leader, RL1, joins it."},
		// A game saved before the option existed keeps the reconstruction.
		{"", "Battlefield promotion: R1 4-4-7 rolled an original 2; leader creation #3 dr 3+1 = 4: a 6+1 leader, RL1, joins it."},
	} {
		t.Run("table "+c.table, func(t *testing.T) {
			s := fixture{rows: open12(), sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
				units: []string{"R1 russian 4-4-7 vA1", "G1 german 4-6-7 vL4"}}.state(t)
			s.Options.LeaderCreation = c.table
			s.u(t, "R1").Broken = true
			l, d := dice(t, 1, 1, 3)
			s.rallyPhase(l)
			d.used()
			wantLog(t, l, "rallied", c.want)
			if u := s.unit("RL1"); u == nil || u.Hex != s.hex(t, "vA1") {
				t.Fatal("the new leader should stand with R1")
			}
		})
	}
}

// The full rules' leader creation table (A18.2), the default reading of
// 5.3: the German drm is -1, morale 6 or less +1, and a final dr of 7 or
// more creates no leader.
func TestRule5_3LeaderCreationTable(t *testing.T) {
	for _, c := range []struct {
		name, unit, want string
		dr               int
		leader           bool
	}{
		{"German 4-6-7", "G2 german 4-6-7 vA1", "leader creation #3 dr 1, -1 German, +1 was broken, final 1: a 8-1 leader, GL1, joins it.", 1, true},
		{"German 4-3-6", "G2 german 4-3-6 vA1", "leader creation #3 dr 5, -1 German, +1 morale 6, +1 was broken, final 6: a 6+1 leader, GL1, joins it.", 5, true},
		{"no leader", "G2 german 4-3-6 vA1", "leader creation #3 dr 6, -1 German, +1 morale 6, +1 was broken, final 7: no leader.", 6, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := fixture{rows: open12(), sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
				units: []string{c.unit, "R1 russian 4-4-7 vL4"}}.state(t)
			s.u(t, "G2").Broken = true
			l, d := dice(t, 1, 1, c.dr)
			s.rallyPhase(l)
			d.used()
			wantLog(t, l, "rallied", c.want)
			if got := s.unit("GL1") != nil; got != c.leader {
				t.Fatalf("a leader created: %v, want %v:\n%s", got, c.leader, l.text())
			}
		})
	}
}
