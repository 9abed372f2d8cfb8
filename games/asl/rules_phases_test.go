package asl

import (
	"strings"
	"testing"

	"adjutant/games/asl/orders"
	"adjutant/templates/i18n"
)

// 3.1 b-d: recovery (dr < 6), repair (dr at most the repair number; 6
// destroys), transfer between good-order units of a hex.
func TestRule3_1RecoveryRepairTransfer(t *testing.T) {
	s := fixture{rows: open12(), sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units:   []string{"G1 german 4-6-7 vA1", "G2 german 4-6-7 vA1", "G3 german 4-6-7 vB1", "G4 german 4-6-7 vC1", "R1 russian 4-4-7 vL4"},
		weapons: []string{"G20 german LMG G2", "G21 german MMG G3", "G22 german LMG G4"},
	}.state(t)
	s.weapon("G20").Owner = "" // lying in A1
	s.weapon("G21").Broken = true
	s.weapon("G22").Broken = true
	s.Lines[0] = []orders.Order{s.order(t, "TRANSFER G22 TO G4")}
	// A1: G1 recovers on dr 5; B1: MMG repair 4 on dr 4; C1: LMG on a 6.
	l, d := dice(t, 5, 4, 6)
	s.rallyPhase(l)
	d.used()
	wantLog(t, l, "G1 4-6-7 recovers G20 LMG: #1 dr 5.", "G3 4-6-7 repairs G21 MMG: #2 dr 4, at most 4.", "#3 dr 6, a 6: disabled for good.")
	if s.weapon("G20").Owner != "G1" || s.weapon("G21").Broken || !s.weapon("G22").Gone {
		t.Fatal("recovery, repair or the 6 did not take effect")
	}
	if !strings.Contains(l.text(), "G22 cannot pass to G4") && !strings.Contains(l.text(), "is not a weapon your units hold") {
		t.Fatalf("a destroyed weapon cannot be transferred:\n%s", l.text())
	}
}

// 3.1 e-g: one self-rally of an MMC for the phasing side only, a rally's
// original 12 costs a casualty reduction, each unit tries once, DM comes
// off unless next to an enemy (or kept outside cover).
func TestRule3_1RallyLimitsAndDM(t *testing.T) {
	f := fixture{rows: []string{"............", "...w........"}, sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 4-6-7 vA1", "G2 german 4-6-7 vA2", "G3 german 4-6-7 vH1", "G4 german 4-6-7 vK1",
			"R1 russian 4-4-7 vD2", "R2 russian 4-4-7 vL1"}}
	s := f.state(t)
	for _, id := range []string{"G1", "G2", "G3", "R1", "R2"} {
		s.u(t, id).Broken, s.u(t, id).DM = true, true
	}
	s.Lines[0] = []orders.Order{s.order(t, "KEEPDM G2")}
	// Only one German MMC self-rallies (G1: the first of equals); the
	// Russians (not phasing) have no leader: none.
	l, d := dice(t, 6, 6)
	s.rallyPhase(l)
	d.used()
	wantLog(t, l, "G1 4-6-7 self-rally: #1,#2 DR 6+6=12", "an original 12", "G1 4-6-7: casualty reduction, now a 2-4-7")
	if strings.Count(l.text(), "self-rally:") != 1 {
		t.Fatal("only one MMC self-rally a phasing side")
	}
	if !s.u(t, "G2").DM || s.u(t, "G3").DM || !s.u(t, "R2").DM || s.u(t, "R1").DM {
		t.Fatalf("DM: G2 kept %v (KEEPDM), G3 %v (off), R2 %v (next to G4: kept), R1 %v (off)", s.u(t, "G2").DM, s.u(t, "G3").DM, s.u(t, "R2").DM, s.u(t, "R1").DM)
	}
	s = f.state(t)
	s.u(t, "G1").Broken = true
	s.Lines[0] = []orders.Order{s.order(t, "RALLY NONE")}
	l, d = dice(t)
	s.rallyPhase(l)
	d.used()
}

// 3.4: final fire hits every unit in the hex, without FFMO or FFNAM; a
// unit with First Fire fires only at an adjacent hex at half (PBF doubles
// it back); one with Final Fire not at all.
func TestRule3_4FinalFire(t *testing.T) {
	s := fixture{rows: open12(), sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units: []string{"R1 russian 4-4-7 vB1", "R2 russian 4-4-7 vB1", "G1 german 4-6-7 vC1", "G2 german 4-6-7 vE1", "G3 german 4-6-7 vD1"}}.state(t)
	s.u(t, "G1").Fire = FirstFire
	s.u(t, "G2").Fire = FirstFire
	s.u(t, "G3").Fire = FinalFire
	s.Standing[1] = []orders.Order{s.order(t, "FIRE G1,G2,G3 AT ANY")}
	l, d := dice(t, 5, 6)
	s.finalPhase(l)
	d.used()
	wantLog(t, l, "Final Fire at vB1: G1 4-6-7 ×2 PBF, ×½ after First Fire 4; total 4", "R1 4-4-7, R2 4-4-7: #1,#2 DR 5+6=11, no DRM, final DR 11: no effect.")
	if s.u(t, "G1").Fire != NoFire {
		t.Fatal("fire markers come off at the end of the DFPh")
	}
}

// 3.5: advancing fire at half FP, spraying fire +1 rounded up not at long
// range; an MMG that moved cannot fire; Prep Fire markers come off.
func TestRule3_5AdvancingFire(t *testing.T) {
	s := fixture{rows: open12(), sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units:   []string{"R1 russian 5-2-7 vA1", "R2 russian 4-4-7 vA2", "G1 german 4-6-7 vB1"},
		weapons: []string{"R20 russian MMG R2"}}.state(t)
	s.u(t, "R2").Moved = true
	s.Lines[0] = []orders.Order{s.order(t, "AFIRE R1 AT vB1"), s.order(t, "AFIRE R20 AT vB1")}
	l, d := dice(t, 6, 5)
	s.advancingPhase(l)
	d.used()
	wantLog(t, l, "R1 5-2-7 ×2 PBF, ×½ advancing fire, +1 spraying fire 6", "R20 does not fire: an MMG or HMG that moved cannot fire in the AFPh")
}

// 3.6: a broken unit next to a known enemy must rout to the nearest woods
// or building in 6 MF, never nearer an enemy that sees it, and is
// eliminated if it cannot; one in the open that a good-order enemy could
// interdict must rout too and risks interdiction; a DM unit out of
// danger may stay.
func TestRule3_6Rout(t *testing.T) {
	f := fixture{
		rows: []string{
			//ABCDEFGHIJKL
			"w...........",
			"............",
			"............",
		},
		sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 4-6-7 vD2", "R1 russian 4-4-7 vC2", "R2 russian 4-4-7 vL3"},
	}
	s := f.state(t)
	s.u(t, "R1").Broken, s.u(t, "R1").DM = true, true
	s.u(t, "R2").Broken, s.u(t, "R2").DM = true, true
	// R1, next to G1, routs away to the woods in A1 by B1 (open ground in
	// G1's sight: interdiction, an NMC it passes). R2, far away, stays.
	l, d := dice(t, 2, 3)
	s.routPhase(l)
	d.used()
	wantLog(t, l, "R1 4-4-7 routs to vB1 (1 MF)", "G1 4-6-7 interdicts R1 in vB1", "R1 4-4-7 routs to vA1 (3 MF)")
	if s.u(t, "R1").Hex != s.hex(t, "vA1") || s.u(t, "R2").Hex != s.hex(t, "vL3") {
		t.Fatalf("R1 in %s, R2 in %s", s.sc.ID(s.u(t, "R1").Hex), s.sc.ID(s.u(t, "R2").Hex))
	}
	// Hemmed in: enemies on every side it could rout to: eliminated.
	f.units = []string{"G1 german 4-6-7 vB2", "G2 german 4-6-7 vA2", "G3 german 4-6-7 vB1", "R1 russian 4-4-7 vA1"}
	s = f.state(t)
	s.u(t, "R1").Broken = true
	l, _ = dice(t)
	s.routPhase(l)
	wantLog(t, l, "R1 4-4-7 cannot rout and is eliminated (3.6).")
	// A ROUT line the rules forbid (towards the enemy) is replaced by
	// the judge's choice, and only its side reads why.
	f.units = []string{"G1 german 4-6-7 vD2", "R1 russian 4-4-7 vC2"}
	s = f.state(t)
	s.u(t, "R1").Broken, s.u(t, "R1").DM = true, true
	s.Lines[1] = []orders.Order{s.order(t, "ROUT R1 vD1")}
	l, _ = dice(t, 2, 3)
	s.routPhase(l)
	if !strings.Contains(l.text(), "may not rout from one hex next to G1 to another; the judge routs it") {
		t.Fatalf("an illegal ROUT line:\n%s", l.text())
	}
}

// 3.6: low crawl: one hex, all the MF, no interdiction.
func TestRule3_6LowCrawl(t *testing.T) {
	s := fixture{rows: []string{"............", "............"}, sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 4-6-7 vE1", "R1 russian 4-4-7 vD1"}}.state(t)
	s.u(t, "R1").Broken, s.u(t, "R1").DM = true, true
	s.Lines[1] = []orders.Order{s.order(t, "ROUT R1 CRAWL vC2")}
	l, d := dice(t)
	s.routPhase(l)
	d.used()
	wantLog(t, l, "R1 4-4-7 routs to vC2 (6 MF)")
	if strings.Contains(l.text(), "interdicts") {
		t.Fatal("a low crawl is not interdicted")
	}
}

// 3.7: an advance is one hex; a unit needing all its MF becomes CX; a CX
// unit cannot make such an advance.
func TestRule3_7Advance(t *testing.T) {
	s := fixture{rows: []string{".b..........", "............"}, sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units:   []string{"R1 russian 4-4-7 vA1", "R2 russian 4-4-7 vA1", "G1 german 4-6-7 vL2"},
		weapons: []string{"R20 russian MMG R1", "R21 russian MMG R2"}}.state(t)
	s.u(t, "R2").CX = true
	s.Lines[0] = []orders.Order{s.order(t, "ADVANCE R1,R2 vB1")}
	l, _ := dice(t)
	s.advancePhase(l)
	wantLog(t, l, "R1 needs all its 2 MF: CX.", "R1 4-4-7 advances into vB1.", "R2 does not advance into vB1: it is CX and would need all its 1 MF (3.7).")
	if s.u(t, "R2").Hex != s.hex(t, "vA1") || !s.u(t, "R1").CX {
		t.Fatal("R1 advances CX; R2, CX already, stays")
	}
}

// An ADVANCE line naming a unit eliminated earlier in the player turn
// tells its side that, not that the unit is not its own.
func TestRule3_7AdvanceOfAnEliminatedUnit(t *testing.T) {
	s := fixture{rows: []string{".b..........", "............"}, sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units: []string{"R1 russian 4-4-7 vA1", "G1 german 4-6-7 vL2"}}.state(t)
	s.u(t, "R1").Gone = true
	s.Lines[0] = []orders.Order{s.order(t, "ADVANCE R1 vB1")}
	l, _ := dice(t)
	s.advancePhase(l)
	wantLog(t, l, "R1 does not advance into vB1: it has been eliminated.")
}

// 3.9: the turn record: the defender becomes the attacker; after the
// second player turn the game turn advances; after the last, victory.
func TestRule3_9TurnRecordAndVictory(t *testing.T) {
	g, err := Engine{}.New("village", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := g.(*Game).s
	l, _ := dice(t)
	s.endOfPlayerTurn(l)
	if s.Turn != 1 || s.Half != 1 {
		t.Fatalf("after the first player turn: turn %d half %d", s.Turn, s.Half)
	}
	s.endOfPlayerTurn(l)
	if s.Turn != 2 || s.Half != 0 {
		t.Fatalf("after the second: turn %d half %d", s.Turn, s.Half)
	}
	s.Turn, s.Half = 5, 1
	s.u(t, "G9").Gone = true // L4 empty
	for _, id := range []string{"vK3", "vN4", "vI7", "vN8", "vL4"} {
		for i, h := range s.sc.Victory.Control {
			if h == s.hex(t, id) {
				s.Control[i] = 0
			}
		}
	}
	s.endOfPlayerTurn(l)
	if s.Stage != StageOver || s.Winner != 0 {
		t.Fatalf("with 5 of 10 buildings the Russians win: stage %s winner %d\n%s", s.Stage, s.Winner, l.text())
	}
}

// 3.4 by mail: a final-fire line naming a hex that holds the enemy but
// whose firers cannot fire there (a First Fire marker and a hex not
// adjacent) tells the defender alone why it did not fire, rather than
// passing in silence; the attacker reads nothing of it.
func TestRule3_4FinalFireLineThatCannotFireSaysWhy(t *testing.T) {
	s := fixture{rows: open12(), sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units: []string{"R1 russian 4-4-7 vB1", "G1 german 4-6-7 vE1", "G2 german 4-6-7 vF1"}}.state(t)
	s.u(t, "G1").Fire = FirstFire
	o := s.order(t, "FIRE G1 AT vB1")
	o.Line = 3
	s.Standing[1] = []orders.Order{o, s.order(t, "FIRE G2 AT vL1")}
	l, d := dice(t)
	s.finalPhase(l)
	d.used()
	ger := l.readBy("German", i18n.English)
	rus := l.readBy("Russian", i18n.English)
	if !strings.Contains(ger, "Line 3: G1 does not fire: only at an adjacent hex now") {
		t.Errorf("the defender is not told why its line did not fire:\n%s", ger)
	}
	if strings.Contains(rus, "G1 does not fire") || strings.Contains(ger, "G2 does not fire") {
		t.Errorf("the attacker reads the defender's line, or a line at a hex without enemies is noted:\nRussian:\n%s\nGerman:\n%s", rus, ger)
	}
	zh := l.readBy("German", i18n.TraditionalChinese)
	if !strings.Contains(zh, "第 3 行：G1 沒有射擊：此時只能射擊相鄰格") {
		t.Errorf("the Chinese note is missing:\n%s", zh)
	}
}

// A plan's AFIRE line naming a unit eliminated earlier in the player turn
// says so ("eliminated"), as the ADVANCE line does, not that it is no unit
// of the side; a weapon destroyed with its holder likewise.
func TestFireLineOfAnEliminatedUnitSaysSo(t *testing.T) {
	s := fixture{rows: open12(), sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units:   []string{"R1 russian 4-4-7 vA1", "G1 german 4-6-7 vB1"},
		weapons: []string{"R20 russian LMG R1"}}.state(t)
	s.u(t, "R1").Gone = true
	s.weapon("R20").Gone = true
	o := s.order(t, "AFIRE R1,R20 AT vB1")
	o.Line = 6
	s.Lines[0] = []orders.Order{o}
	l, d := dice(t)
	s.advancingPhase(l)
	d.used()
	wantLog(t, l, "Line 6: R1 does not fire: it has been eliminated.", "Line 6: R20 does not fire: it is out of play (destroyed, or used up).")
}

// 3.7: a unit advances once, one hex. The run itself refuses a second
// ADVANCE line for a unit (Submit refuses it when sent; this feeds the
// run a plan that did not pass Submit), and a unit named twice in a line.
func TestRule3_7TheRunAdvancesAUnitOnce(t *testing.T) {
	s := fixture{rows: []string{"............", "............"}, sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units: []string{"R1 russian 4-4-7 vA1", "R2 russian 4-4-7 vA1", "G1 german 4-6-7 vL2"}}.state(t)
	first, second, twice := s.order(t, "ADVANCE R1 vB1"), s.order(t, "ADVANCE R1 vC1"), s.order(t, "ADVANCE R2,R2 vA2")
	first.Line, second.Line, twice.Line = 1, 2, 3
	s.Lines[0] = []orders.Order{first, second, twice}
	l, _ := dice(t)
	s.advancePhase(l)
	wantLog(t, l, "R1 4-4-7 advances into vB1.", "Line 2: R1 does not advance into vC1: it advanced by line 1 already: a unit advances once, one hex (3.7).",
		"Line 3: R2 does not advance into vA2: it is named twice in the line.", "R2 4-4-7 advances into vA2.")
	if s.u(t, "R1").Hex != s.hex(t, "vB1") || s.u(t, "R2").Hex != s.hex(t, "vA2") {
		t.Fatalf("R1 in %s (want vB1), R2 in %s (want vA2)", s.sc.ID(s.u(t, "R1").Hex), s.sc.ID(s.u(t, "R2").Hex))
	}
}
