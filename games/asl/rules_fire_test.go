package asl

import (
	"strings"
	"testing"

	"adjutant/templates/i18n"
)

func open12() []string {
	return []string{"............", "............", "............", "............"}
}

// 3.2: a fire group's hexes must each touch another of its hexes; a
// leader is no link; units out of the group fire on their own.
func TestRule3_2FireGroupsLinkByAdjacency(t *testing.T) {
	s := fixture{rows: open12(), sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 4-6-7 vA1", "G2 german 4-6-7 vB1", "G3 german 9-1 vC1", "G4 german 4-6-7 vD1", "R1 russian 4-4-7 vB3"},
	}.state(t)
	shots, _ := s.compose(0, fkPrep, []string{"G1", "G2", "G3", "G4"}, nil, s.hex(t, "vB3"))
	if len(shots) != 2 || len(shots[0].parts) != 2 || len(shots[1].parts) != 1 {
		t.Fatalf("want a group of A1+B1 and D1 alone, got %d attacks", len(shots))
	}
	if len(shots[0].leaders) != 0 || len(shots[1].leaders) != 0 {
		t.Fatal("the 9-1 in C1 directs neither: a leader directs only units in his own hex")
	}
}

// 3.2: a firer whose LOS is blocked is marked as having fired, and the
// others fire; a hex without enemies is not fired at.
func TestRule3_2BlockedLineStillCountsAsFired(t *testing.T) {
	s := fixture{rows: []string{"............", "..b.........", "............"}, sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 4-6-7 vA2", "G2 german 4-6-7 vC1", "R1 russian 4-4-7 vE2"},
	}.state(t)
	l, d := dice(t, 6, 5)
	s.attackLine(0, fkPrep, s.order(t, "PREP G1,G2 AT vE2"), l)
	d.used()
	wantLog(t, l, "G1 is marked as having fired: no line of sight to vE2 (3.2).", "Prep Fire at vE2: G2 4-6-7 4")
	if s.u(t, "G1").Fire != PrepFire {
		t.Fatal("G1 should carry a Prep Fire marker")
	}
	l, d = dice(t)
	s.attackLine(0, fkPrep, s.order(t, "PREP G1 AT vF2"), l)
	d.used()
	if !strings.Contains(strings.Join(renderAll(l), "\n"), "no enemy in vF2") {
		t.Fatal("fire at an empty hex should be dropped with a note")
	}
}

func renderAll(l *log) []string { return strings.Split(l.text(), "\n") }

// 3.2: FP doubles point blank, halves beyond normal range up to twice it
// (fractions kept), and there is no fire beyond.
func TestRule3_2RangeAndPointBlank(t *testing.T) {
	s := fixture{rows: []string{"................", "................"}, sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 4-6-7 vA1", "R1 russian 4-4-7 vB1", "R5 russian 4-4-7 vG1", "R2 russian 4-4-7 vH1", "R3 russian 4-4-7 vM1", "R4 russian 4-4-7 vN1"},
	}.state(t)
	for _, c := range []struct {
		to string
		fp float64
	}{{"vB1", 8}, {"vG1", 4}, {"vH1", 2}, {"vM1", 2}} {
		shots, ex := s.compose(0, fkPrep, []string{"G1"}, nil, s.hex(t, c.to))
		if len(shots) != 1 {
			t.Fatalf("%s: %v", c.to, ex)
		}
		if fp, _ := s.partFP(shots[0].parts[0], &shots[0]); fp != c.fp {
			t.Errorf("%s: %g FP, want %g", c.to, fp, c.fp)
		}
	}
	if shots, ex := s.compose(0, fkPrep, []string{"G1"}, nil, s.hex(t, "vN1")); len(shots) != 0 || len(ex) != 1 {
		t.Fatal("beyond twice the range there is no fire")
	}
}

// 3.2.1: #KIA eliminates # targets at random and breaks the rest; a
// weapon of a unit killed rolls on the same column (4.0).
func TestRule3_2_1KIA(t *testing.T) {
	s := fixture{rows: open12(), sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units:   []string{"G1 german 4-6-7 vA1", "R1 russian 4-4-7 vB1", "R2 russian 4-4-7 vB1", "R3 russian 4-4-7 vB1"},
		weapons: []string{"R20 russian LMG R2"},
	}.state(t)
	s.u(t, "R3").Broken = true
	s.Units = append(s.Units, Unit{ID: "G2", Side: 0, Type: "9-1", Hex: s.hex(t, "vA1"), OnMap: true})
	l, d := dice(t, 1, 1, 2, 1, 1)
	shots, _ := s.compose(0, fkPrep, []string{"G1", "G2"}, nil, s.hex(t, "vB1"))
	// 8 column, DR 2 -1 leader = 1: 2KIA on the 8 column.
	s.fire(shots[0], l)
	d.used()
	wantLog(t, l, "final DR 1: 2KIA", "#3 random pick 1-3: 2, R2 4-4-7.", "#4 random pick 1-2: 1, R1 4-4-7.", "R20 LMG: #5 dr 1-1, 3KIA: destroyed.", "R3 4-4-7: casualty reduction, now a 2-2-7")
	d.used()
}

// 3.2.1: K/# reduces one target and gives the others an MC at +#; a
// half-squad so made takes it too.
func TestRule3_2_1KResult(t *testing.T) {
	s := fixture{rows: open12(), sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 4-6-7 vA1", "R1 russian 4-4-7 vB1"},
	}.state(t)
	// 8 column, DR 3 (1+2): K/2.
	l, d := dice(t, 1, 2, 2, 2)
	shots, _ := s.compose(0, fkPrep, []string{"G1"}, nil, s.hex(t, "vB1"))
	s.fire(shots[0], l)
	d.used()
	wantLog(t, l, "final DR 3: K/2.", "now a 2-2-7 half-squad", "R1 2-2-7 MC: #3,#4 DR 2+2=4, +2 K/2, final 6 against morale 7: passed.")
}

// 3.2.1: a broken unit failing an MC is reduced, an original 12
// eliminates it; a result of no effect still gives a broken target DM when
// the attack could have caused an NMC.
func TestRule3_2_1BrokenTargets(t *testing.T) {
	s := fixture{rows: open12(), sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 4-6-7 vA1", "R1 russian 4-4-7 vB1", "R2 russian 4-4-7 vB1"},
	}.state(t)
	for _, id := range []string{"R1", "R2"} {
		s.u(t, id).Broken = true
	}
	// 8 column, DR 7 (3+4): 1MC; R1 rolls 4+4 +1 = 9 > 7: reduced; R2
	// rolls 6+6: eliminated.
	l, d := dice(t, 3, 4, 4, 4, 6, 6)
	shots, _ := s.compose(0, fkPrep, []string{"G1"}, nil, s.hex(t, "vB1"))
	s.fire(shots[0], l)
	d.used()
	if r1, r2 := s.u(t, "R1"), s.u(t, "R2"); r1.Type != "2-2-7" || !r2.Gone {
		t.Fatalf("R1 %s, R2 gone %v:\n%s", r1.Type, r2.Gone, l.text())
	}
	// No effect, but 8 FP could give an NMC: DM.
	s.u(t, "R1").DM = false
	s.u(t, "G1").Fire = NoFire
	l, d = dice(t, 6, 5)
	shots, _ = s.compose(0, fkPrep, []string{"G1"}, nil, s.hex(t, "vB1"))
	s.fire(shots[0], l)
	d.used()
	if !s.u(t, "R1").DM {
		t.Fatal("a broken target of an attack able to cause an NMC gets DM")
	}
}

// 3.2.1: the best leader checks first and lends his DRM; when he breaks
// his men with lower morale take a task check with his DRM as a penalty;
// when he dies, a morale check.
func TestRule3_2_1LeaderLoss(t *testing.T) {
	f := fixture{rows: open12(), sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 4-6-7 vA1", "R1 russian 9-1 vB1", "R2 russian 4-4-7 vB1"}}
	s := f.state(t)
	// 8 column, DR 8 (3+5): NMC. The 9-1 rolls 5+5 = 10: breaks; the
	// 4-4-7 checks without his DRM (4+2 = 6: passes), then its leader
	// loss task check at +1: 3+3+1 = 7, fails: pinned.
	l, d := dice(t, 3, 5, 5, 5, 4, 2, 3, 5)
	shots, _ := s.compose(0, fkPrep, []string{"G1"}, nil, s.hex(t, "vB1"))
	s.fire(shots[0], l)
	d.used()
	wantLog(t, l, "R1 9-1 MC: #3,#4 DR 5+5=10", "R2 4-4-7 MC: #5,#6 DR 4+2=6, no DRM", "R2 4-4-7 saw its leader R1 break",
		"R2 4-4-7 PTC: #7,#8 DR 3+5=8, +1 leader broke, final 9 against morale 7: failed, pinned.")
	// A killed leader: 1KIA picks the 9-1, the squad breaks (KIA), then
	// takes an NMC at +1 as a broken unit.
	s = f.state(t)
	s.Units = append(s.Units, Unit{ID: "G2", Side: 0, Type: "9-1", Hex: s.hex(t, "vA1"), OnMap: true})
	l, d = dice(t, 1, 2, 1, 4, 4)
	shots, _ = s.compose(0, fkPrep, []string{"G1", "G2"}, nil, s.hex(t, "vB1"))
	s.fire(shots[0], l)
	d.used()
	wantLog(t, l, "final DR 2: 1KIA", "R1 9-1 is eliminated.", "R2 4-4-7 breaks (DM).", "R2 4-4-7 lost its leader R1: leader loss MC.",
		"R2 4-4-7 MC: #4,#5 DR 4+4=8, +1 leader loss, final 9 against morale 7: failed while broken.")
}

// 4.1: an MG breaks down on an original DR at or above its B# (12 when
// unprinted), two less in subsequent first fire; it keeps its rate of
// fire while the coloured die is at most its ROF and may fire again.
func TestRule4_1BreakdownAndRateOfFire(t *testing.T) {
	s := fixture{rows: open12(), sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units:   []string{"G1 german 4-6-7 vA1", "R1 russian 4-4-7 vE1", "R2 russian 4-4-7 vF2"},
		weapons: []string{"G20 german MMG G1"},
	}.state(t)
	l, d := dice(t, 6, 2, 5, 6, 6, 6)
	shots, _ := s.compose(0, fkPrep, []string{"G20"}, nil, s.hex(t, "vE1"))
	s.fire(shots[0], l)
	wantLog(t, l, "G20 MMG keeps its rate of fire (coloured die 2, ROF 2)")
	if w := s.weapon("G20"); w.Fire != NoFire || !s.u(t, "G1").Prepped {
		t.Fatal("the MMG should be free to fire again; its holder has prep fired")
	}
	shots, _ = s.compose(0, fkPrep, []string{"G20"}, nil, s.hex(t, "vF2"))
	if len(shots) != 1 {
		t.Fatal("the MMG with its ROF kept may fire again")
	}
	s.fire(shots[0], l)
	if w := s.weapon("G20"); w.Broken || w.Fire != PrepFire {
		t.Fatalf("an original 11 should neither break the German MMG (B12) nor keep its ROF (coloured 6): %+v", w)
	}
	// The German MMG has no printed B#: it breaks down on a 12 (4.1 and
	// the 3.3.1 example).
	s.weapon("G20").Fire = NoFire
	shots, _ = s.compose(0, fkPrep, []string{"G20"}, nil, s.hex(t, "vF2"))
	s.fire(shots[0], l)
	d.used()
	wantLog(t, l, "G20 MMG malfunctions (original DR 12, B12)")
	if !s.weapon("G20").Broken {
		t.Fatal("DR 12 against B12 should break it down")
	}
}

// 4.2: a flamethrower attacks alone with 24 FP, no PBF, no leadership or
// TEM, hindrance and CX counting; non-elite men lower its X# to 8; a unit
// holding one is attacked at -1.
func TestRule4_2Flamethrower(t *testing.T) {
	s := fixture{rows: []string{".s..........", "............"}, sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units:   []string{"G1 german 4-6-7 vA1", "G2 german 9-1 vA1", "R1 russian 4-4-7 vB1"},
		weapons: []string{"G20 german FT G1", "R20 russian FT R1"},
	}.state(t)
	shots, _ := s.compose(0, fkPrep, []string{"G1", "G2", "G20"}, nil, s.hex(t, "vB1"))
	if len(shots) != 2 {
		t.Fatalf("the FT attacks apart from the squad: %d attacks", len(shots))
	}
	var ft shot
	for _, sh := range shots {
		if sh.parts[0].weapon != nil {
			ft = sh
		}
	}
	l, d := dice(t, 3, 5, 1, 1)
	s.fire(ft, l)
	d.used()
	wantLog(t, l, "G20 FT (G1) 24; total 24, 24 FP column", "R1 4-4-7: #1,#2 DR 3+5=8, -1 holds a flamethrower, final DR 7: 3MC",
		"G20 flamethrower burns out (original DR 8, X8)")
}

// 4.3: a DC is placed during the MPh, the placer spending the MF of the
// target hex in its own hex under fire; surviving, it goes off in the
// AFPh with 30 FP, TEM and CX counting; a non-elite MMC's X# is 10.
func TestRule4_3DemolitionCharge(t *testing.T) {
	s := fixture{rows: []string{"............", "..s........."}, sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units:   []string{"R1 russian 4-4-7 vA2", "G1 german 4-6-7 vC2"},
		weapons: []string{"R20 russian DC R1"},
	}.state(t)
	l, d := dice(t, 6, 6, 4, 5, 3, 4, 2, 2)
	runMPh(t, s, l, []string{"MOVE R1 vB2 DC:vC2"}, []string{"FIRE G1 AT vB2"})
	wantLog(t, l, "R1 tries to place DC R20 against vC2 (2 MF, spent in vB2)", "R1 places DC R20 against vC2")
	s.advancingPhase(l)
	d.used()
	wantLog(t, l, "Demolition charge at vC2", "total 30, 30 FP column", "G1 4-6-7: #5,#6 DR 3+4=7, +3 stone building, final DR 10: 2MC")
	if w := s.weapon("R20"); !w.Gone {
		t.Fatal("the DC is gone once it went off")
	}
}

// 5.1: a failed MC beyond morale plus ELR replaces the unit with the next
// lower quality; the lowest class stays.
func TestRule5_1ELR(t *testing.T) {
	s := fixture{rows: open12(), sides: [2]string{"german", "russian"}, elr: [2]int{3, 1},
		units: []string{"G1 german 4-6-7 vA1", "R1 russian 4-4-7 vB1", "R2 russian 4-2-6 vB1"}}.state(t)
	l, d := dice(t, 4, 5, 5, 5)
	s.moraleCheck(s.u(t, "R1"), i18n.Plain("test"), 0, 0, &Roll{White: 4, Coloured: 5, N: []uint64{1, 2}}, l)
	s.moraleCheck(s.u(t, "R2"), i18n.Plain("test"), 1, 0, &Roll{White: 5, Coloured: 5, N: []uint64{3, 4}}, l)
	_ = d
	if r1, r2 := s.u(t, "R1"), s.u(t, "R2"); r1.Type != "4-2-6" || r2.Type != "4-2-6" || !r1.Broken || !r2.Broken {
		t.Fatalf("R1 %s (9 > 7+1: a 4-2-6), R2 %s (conscripts have no lower class)", r1.Type, r2.Type)
	}
}

// 5.4: conscripts, and green MMC without a good-order leader, are
// inexperienced: 3 MF, cowering two columns, B# one less.
func TestRule5_4Inexperienced(t *testing.T) {
	s := fixture{rows: open12(), sides: [2]string{"american", "german"}, elr: [2]int{3, 3},
		units:   []string{"A1 american 5-3-6 vA1", "A2 american 5-3-6 vB1", "A3 american 8-0 vB1", "G1 german 4-6-7 vL1"},
		weapons: []string{"A20 american LMG A1"}}.state(t)
	a1, a2 := s.u(t, "A1"), s.u(t, "A2")
	if !s.inexperienced(a1) || s.inexperienced(a2) {
		t.Fatal("a green squad alone is inexperienced; with a good-order leader not")
	}
	if mf := s.mf(a1, []*Unit{a1}, false, false); mf != 3 {
		t.Fatalf("inexperienced MF %g, want 3", mf)
	}
	if b := s.breakdown(part{unit: a1, weapon: s.weapon("A20")}, fkPrep); b != 10 {
		t.Fatalf("B# %d, want 10 (B11 -1)", b)
	}
}

// 4.0: a squad fires one weapon beside its own FP, or two giving its FP
// up; a half-squad firing a weapon gives its FP up for the player turn.
func TestRule4_0WhoFiresWhat(t *testing.T) {
	s := fixture{rows: open12(), sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units:   []string{"G1 german 4-6-7 vA1", "G2 german 2-4-7 vA2", "R1 russian 4-4-7 vC1"},
		weapons: []string{"G20 german LMG G1", "G21 german LMG G1", "G22 german LMG G2"},
	}.state(t)
	shots, ex := s.compose(0, fkPrep, []string{"G1", "G20", "G21"}, nil, s.hex(t, "vC1"))
	if len(shots) != 1 || len(shots[0].parts) != 2 || len(ex) != 1 || ex[0].id != "G1" {
		t.Fatalf("two LMGs and no squad FP: %d parts, excluded %v", len(shots[0].parts), ex)
	}
	shots, _ = s.compose(0, fkPrep, []string{"G2", "G22"}, nil, s.hex(t, "vC1"))
	l, _ := dice(t, 6, 5)
	s.fire(shots[0], l)
	if !s.u(t, "G2").FPGone {
		t.Fatal("a half-squad that fired its LMG gives its own FP up")
	}
}

// 3.2.1 cowering, re-checked against the published IFT: doubles without a
// leader move an MMC's attack one column left (8 FP reads the 6 column,
// whose DR 2 is 1KIA), two for inexperienced firers (8 to 4: K/2), and an
// attack already on the 1 column goes off the chart: no effect.
func TestRule3_2_1CoweringReadsThePublishedColumns(t *testing.T) {
	s := fixture{rows: open12(), sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 4-6-7 vA1", "G2 german 2-4-7 vA2", "R1 russian 4-4-7 vB1", "R2 russian 4-4-7 vF2"},
	}.state(t)
	l, _ := dice(t, 1, 1, 1, 1, 1, 1)
	shots, _ := s.compose(0, fkPrep, []string{"G1"}, nil, s.hex(t, "vB1"))
	s.fire(shots[0], l)
	wantLog(t, l, "total 8, 8 FP column", "the firers cower, 1 column left to 6 FP.", "final DR 2: 1KIA.")

	l, d := dice(t, 2, 2)
	shots, _ = s.compose(0, fkPrep, []string{"G2"}, nil, s.hex(t, "vF2"))
	s.fire(shots[0], l)
	d.used()
	wantLog(t, l, "total 1, 1 FP column", "off the table: no effect.")

	a := fixture{rows: open12(), sides: [2]string{"american", "german"}, elr: [2]int{3, 3},
		units: []string{"A1 american 5-3-6 vA1", "G1 german 4-6-7 vB1"}}.state(t)
	l, _ = dice(t, 1, 1, 6, 6, 6, 6)
	shots, _ = a.compose(0, fkPrep, []string{"A1"}, nil, a.hex(t, "vB1"))
	a.fire(shots[0], l)
	wantLog(t, l, "total 10, 8 FP column", "2 columns left to 4 FP.", "final DR 2: K/2.")
}
