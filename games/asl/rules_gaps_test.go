package asl

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/asl/orders"
	"adjutant/templates/i18n"
)

// 3.6: a routing unit that reaches woods or a building must end its rout
// there, unless it goes on into more woods or buildings with no enemy next
// to them, or the hex is no farther from the enemy than where it began (it
// may be ignored). A ROUT line running on past it into the open is refused
// when sent, and again, if the enemy has not moved so as to allow it, when
// the rout is made (the judge routs the unit).
func TestRule3_6RoutLineStopsAtTheFirstWoodsOrBuilding(t *testing.T) {
	f := fixture{
		rows: []string{
			//ABCDEFGHIJKL
			"............",
			"..w.........",
			"............",
		},
		sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 4-6-7 vF2", "R1 russian 4-4-7 vE2"},
	}
	s := f.state(t)
	s.u(t, "R1").Broken, s.u(t, "R1").DM = true, true
	g := &Game{s: s}
	lastLineRefused(t, g, "Russian", "ROUT R1 vD2 vC2 vB2", "the rout reaches woods or a building in vC2 and must end there (3.6)")
	lastLineRefused(t, g, "Russian", "ROUT R1 vD2 vC2", "")
	res := g.Submit("Russian", []games.Line{{N: 1, Text: "潰退 R1 vD2 vC2 vB2"}}, i18n.TraditionalChinese)
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hant, "潰退到達 vC2 的森林或建築物，必須在該處結束（3.6）") {
		t.Errorf("the Chinese refusal: %+v", res.Problems)
	}
	// Run anyway (a line kept from before): the judge routs it, and only
	// the Russian side reads why.
	s.Lines[1] = []orders.Order{s.order(t, "ROUT R1 vD2 vC2 vB2")}
	l, _ := dice(t, 2, 3)
	s.routPhase(l)
	wantLog(t, l, "must end there (3.6)", "the judge routs it")
	if r := s.u(t, "R1"); r.Hex != s.hex(t, "vC2") {
		t.Fatalf("R1 in %s, want the woods in vC2:\n%s", s.sc.ID(r.Hex), l.text())
	}

	// Woods on into woods with no enemy next to it: taken.
	f.rows[1] = ".ww........."
	s = f.state(t)
	s.u(t, "R1").Broken, s.u(t, "R1").DM = true, true
	lastLineRefused(t, &Game{s: s}, "Russian", "ROUT R1 vD2 vC2 vB2", "")
	// Woods the unit may ignore (no farther from G1 than where it starts):
	// it may run on past them.
	f.rows[1] = "............"
	f.rows[0] = ".....w......"
	f.units = []string{"G1 german 4-6-7 vF2", "R1 russian 4-4-7 vE1"}
	s = f.state(t)
	s.u(t, "R1").Broken, s.u(t, "R1").DM = true, true
	if d0, d1 := s.nearestEnemy(1, s.hex(t, "vE1")), s.nearestEnemy(1, s.hex(t, "vF1")); d1 > d0 {
		t.Fatalf("fixture: vF1 at %d from G1, vE1 at %d", d1, d0)
	}
	if why := s.routPastCover(1, s.hex(t, "vE1"), []Hex{s.hex(t, "vF1"), s.hex(t, "vG1")}); why != nil {
		t.Errorf("woods no farther from the enemy may be ignored: %s", why.EN)
	}
}

// 3.1: each unit takes one action in the RPh (only a leader's self-rally
// and his rallying of others go together). A transfer is that action for
// both units: a unit that recovered or repaired first cannot pass or take
// a weapon, and a leader who passed one rallies no one.
func TestRule3_1TransferIsTheOneRPhActionOfBothUnits(t *testing.T) {
	f := fixture{rows: open12(), sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 9-1 vA1", "G2 german 4-6-7 vA1", "G3 german 4-6-7 vA1",
			"G4 german 4-6-7 vC1", "G5 german 4-6-7 vC1", "R1 russian 4-4-7 vL4"},
		weapons: []string{"G20 german LMG G3", "G21 german MMG G4"}}
	s := f.state(t)
	s.u(t, "G2").Broken = true
	s.weapon("G21").Broken = true
	second := s.order(t, "TRANSFER G21 TO G5")
	second.Line = 2
	s.Lines[0] = []orders.Order{s.order(t, "TRANSFER G20 TO G1"), second}
	// G4 repairs G21 on a 1; the transfer that follows is refused.
	l, d := dice(t, 1)
	s.rallyPhase(l)
	d.used()
	wantLog(t, l, "G3 passes G20 LMG to G1.", "G1 9-1 took his one RPh action already and rallies no one (3.1).",
		"Line 2: G21 cannot pass to G5: G4 took its one RPh action already (a recovery or a repair, 3.1).")
	if s.weapon("G20").Owner != "G1" || s.weapon("G21").Owner != "G4" || !s.u(t, "G2").Broken {
		t.Fatalf("G20 with %s, G21 with %s, G2 broken %v", s.weapon("G20").Owner, s.weapon("G21").Owner, s.u(t, "G2").Broken)
	}
	// Without the transfer the leader rallies G2.
	s = f.state(t)
	s.u(t, "G2").Broken = true
	l, d = dice(t, 2, 3)
	s.rallyPhase(l)
	d.used()
	wantLog(t, l, "G2 4-6-7 rallied by G1: #1,#2 DR 2+3=5")
}

// 3.6: a leader in good order with a broken unit as its rout begins may
// rout with it (its ROUT line names him): he stays with it, lends it his
// leadership DRM against interdiction, and is eliminated if it fails that
// NMC. The publisher's errata: a pinned leader cannot.
func TestRule3_6LeaderRoutsWithABrokenUnit(t *testing.T) {
	f := fixture{
		rows:  []string{"w...........", "............", "............"},
		sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 4-6-7 vD2", "R1 russian 4-4-7 vC2", "R9 russian 9-1 vC2"},
	}
	setup := func() *State {
		s := f.state(t)
		s.u(t, "R1").Broken, s.u(t, "R1").DM = true, true
		s.Lines[1] = []orders.Order{s.order(t, "ROUT R1,R9 vB1 vA1")}
		return s
	}
	s := setup()
	res := submitLines(&Game{s: s}, "Russian", "ROUT R1,R9 vB1 vA1")
	if len(res.Problems) != 0 || len(res.Notes) != 1 || !strings.Contains(res.Notes[0].Message.EN, "R9 is a leader in good order: he routs with the line's broken unit") {
		t.Errorf("the leader's ROUT line when sent: %+v %+v", res.Problems, res.Notes)
	}
	// Interdicted in B1: 3+4, -1 for R9, final 6 against broken morale 7.
	l, d := dice(t, 3, 4)
	s.routPhase(l)
	d.used()
	wantLog(t, l, "R9 9-1 routs with R1 (3.6).", "-1 leadership", "final 6 against morale 7: passed", "R1 4-4-7 routs to vA1")
	if r, ld := s.u(t, "R1"), s.u(t, "R9"); r.Hex != s.hex(t, "vA1") || ld.Hex != r.Hex || ld.Broken {
		t.Fatalf("R1 in %s, R9 in %s (broken %v): the leader should rout with it", s.sc.ID(r.Hex), s.sc.ID(ld.Hex), ld.Broken)
	}
	// R1 fails its interdiction NMC: it is reduced, and the leader dies.
	s = setup()
	l, d = dice(t, 6, 5)
	s.routPhase(l)
	d.used()
	wantLog(t, l, "R9 9-1 routed with R1, which failed its interdiction MC: he is eliminated (3.6).")
	if !s.u(t, "R9").Gone || s.u(t, "R1").Gone {
		t.Fatalf("R9 gone %v, R1 gone %v:\n%s", s.u(t, "R9").Gone, s.u(t, "R1").Gone, l.text())
	}
	// A pinned leader stays.
	s = setup()
	s.u(t, "R9").Pinned = true
	l, d = dice(t, 3, 4)
	s.routPhase(l)
	d.used()
	wantLog(t, l, "R9 9-1 is pinned and cannot rout with R1 (3.6).", "final 7 against morale 7")
	if s.u(t, "R9").Hex != s.hex(t, "vC2") {
		t.Fatalf("the pinned R9 routed to %s", s.sc.ID(s.u(t, "R9").Hex))
	}
}

// 4.0: in the PFPh or the DFPh a unit may destroy a weapon it holds
// (DESTROY weapon), and that counts as using the weapon: the attacker's
// holder has prep fired (no move, no AFPh: a MOVE after it is refused when
// sent), a half-squad gives up its own FP; only the holder may, so a
// weapon lying in a hex is refused when sent.
func TestRule4_0VoluntaryDestructionOfASupportWeapon(t *testing.T) {
	f := fixture{rows: open12(), sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units:   []string{"G1 german 4-6-7 vA1", "G2 german 2-4-7 vB1", "R1 russian 4-4-7 vL4"},
		weapons: []string{"G20 german LMG G1", "G21 german LMG G2", "R20 russian MMG R1"}}
	s := f.state(t)
	g := &Game{s: s}
	lastLineRefused(t, g, "German", "DESTROY G20|MOVE G1 vA2", "G1 destroys a weapon by line 1, which uses it in the PFPh as prep fire would")
	lastLineRefused(t, g, "German", "MOVE G1 vA2|DESTROY G20", "G1 moves or advancing fires by line 1")
	lastLineRefused(t, g, "German", "DESTROY G1", "G1 is a unit; name the weapon it destroys")
	lastLineRefused(t, g, "German", "DESTROY G20|PREP G1,G20 AT vL4", "G20 is destroyed by line 1 and fires no more")
	if why := problemOn(submitLines(g, "German", "PREP G1,G20 AT vL4", "DESTROY G20"), 1); !strings.Contains(why, "G20 is destroyed by line 2 and fires no more") {
		t.Errorf("a PREP line naming a weapon a later line destroys: %q", why)
	}
	lastLineRefused(t, g, "German", "毀滅 G20,G21", "")
	lastLineRefused(t, g, "Russian", "销毁 R20", "")
	s.weapon("G21").Owner = ""
	lastLineRefused(t, g, "German", "DESTROY G21", "G21 lies unpossessed in vB1: only the unit holding a weapon may destroy it (4.0)")
	s.weapon("G21").Owner = "G2"

	s.Lines[0] = []orders.Order{s.order(t, "DESTROY G20,G21")}
	s.Lines[1] = []orders.Order{s.order(t, "DESTROY R20")}
	l, _ := dice(t)
	s.prepPhase(l)
	wantLog(t, l, "G1 4-6-7 destroys its G20 LMG (4.0).", "G2 2-4-7 destroys its G21 LMG (4.0).")
	if !s.weapon("G20").Gone || !s.u(t, "G1").Prepped || s.u(t, "G1").FPGone || !s.u(t, "G2").FPGone {
		t.Fatalf("G20 gone %v, G1 prepped %v, G1 FP gone %v, the half-squad G2's FP gone %v", s.weapon("G20").Gone, s.u(t, "G1").Prepped, s.u(t, "G1").FPGone, s.u(t, "G2").FPGone)
	}
	l, _ = dice(t)
	s.finalPhase(l)
	wantLog(t, l, "R1 4-4-7 destroys its R20 MMG (4.0).")
	if !s.weapon("R20").Gone || s.u(t, "R1").Prepped {
		t.Fatalf("R20 gone %v, R1 prepped %v", s.weapon("R20").Gone, s.u(t, "R1").Prepped)
	}
}

// 3.7: in the APh the attacker may pass weapons between its good-order
// units of a hex (TRANSFER … APH), before they advance; the RPh's one
// action does not count, and the line is checked when sent against where
// the plan's MOVE lines leave the units. The defender does not.
func TestRule3_7TransferInTheAdvancePhase(t *testing.T) {
	f := fixture{rows: open12(), sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units:   []string{"G1 german 4-6-7 vA1", "G2 german 4-6-7 vC1", "R1 russian 4-4-7 vL4", "R2 russian 4-4-7 vL4"},
		weapons: []string{"G20 german LMG G1", "R20 russian LMG R1"}}
	s := f.state(t)
	g := &Game{s: s}
	lastLineRefused(t, g, "German", "TRANSFER G20 TO G2 APH", "G20 is held by G1, which ends its move in vA1, and G2 ends it in vC1: in the APh a weapon passes between units of one hex, before they advance (3.7)")
	lastLineRefused(t, g, "German", "MOVE G2 vB1 vA1|TRANSFER G20 TO G2 APH", "")
	lastLineRefused(t, g, "German", "移動 G2 vB1 vA1|轉交 G20 給 G2 突擊階段", "")
	lastLineRefused(t, g, "Russian", "TRANSFER R20 TO R2 APH", "only the attacker passes weapons in the APh (3.7)")
	// A unit not on the map then is named, not shown as a hex.
	s.u(t, "G2").OnMap = false
	lastLineRefused(t, g, "German", "TRANSFER G20 TO G2 APH", "G2 is not on the map when the APh comes: in the APh a weapon passes between units of one hex on the map (3.7)")
	s.u(t, "G2").OnMap = true

	s.u(t, "G2").Hex = s.hex(t, "vA1")
	s.u(t, "G1").Acted = true // its RPh action does not count in the APh
	s.Lines[0] = []orders.Order{s.order(t, "TRANSFER G20 TO G2 APH"), s.order(t, "ADVANCE G2 vA2")}
	l, _ := dice(t)
	s.rallyPhase(l)
	if strings.Contains(l.text(), "passes") {
		t.Fatalf("an APH transfer ran in the RPh:\n%s", l.text())
	}
	l, _ = dice(t)
	s.advancePhase(l)
	wantLog(t, l, "G1 passes G20 LMG to G2.")
	if w := s.weapon("G20"); w.Owner != "G2" || w.Hex != s.hex(t, "vA2") || s.u(t, "G2").Hex != s.hex(t, "vA2") {
		t.Fatalf("G20 with %s in %s, G2 in %s:\n%s", w.Owner, s.sc.ID(w.Hex), s.sc.ID(s.u(t, "G2").Hex), l.text())
	}
}

// 3.4: a leader who directed Defensive First Fire may direct one more
// attack (SFF, FPF or Final Fire) of the firers he directed then; after
// it he directs no more that player turn.
func TestRule3_4LeaderDirectsOneMoreAttackAfterFirstFire(t *testing.T) {
	s := fixture{rows: open12(), sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units: []string{"G1 german 9-1 vA1", "G2 german 4-6-7 vA1", "R1 russian 4-4-7 vB1"}}.state(t)
	ld := s.u(t, "G1")
	ld.Directed = []string{"G2"} // he directed G2's First Fire
	s.u(t, "G2").Fire = FirstFire
	shots, _ := s.compose(1, fkFinal, []string{"G1", "G2"}, nil, s.hex(t, "vB1"))
	if len(shots) != 1 || len(shots[0].leaders) != 1 {
		t.Fatalf("his one more attack: %+v", shots)
	}
	l, _ := dice(t, 6, 5)
	s.fire(shots[0], l)
	if !ld.Used {
		t.Fatalf("after his one more attack the leader should be spent:\n%s", l.text())
	}
	s.u(t, "G2").Fire = FirstFire // as if it could fire again
	shots, ex := s.compose(1, fkFinal, []string{"G1", "G2"}, nil, s.hex(t, "vB1"))
	if len(shots) != 1 || len(shots[0].leaders) != 0 || len(ex) != 1 || !strings.Contains(ex[0].why.EN, "directed fire this player turn") {
		t.Fatalf("a third direction: %+v, excluded %+v", shots, ex)
	}
}

// 3.8: units not in melee may fire into a melee hex, and the attack hits
// both sides' units there. A PREP line at it is taken (with a note); a
// standing FIRE line fires into it only when it names the hex, never by
// AT ANY.
func TestRule3_8FireIntoAMeleeHexHitsBothSides(t *testing.T) {
	f := fixture{rows: open12(), sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 4-6-7 vA1", "G2 german 4-6-7 vC1", "R1 russian 4-4-7 vC1", "R2 russian 4-4-7 vE1"}}
	setup := func() *State {
		s := f.state(t)
		s.u(t, "G2").Melee, s.u(t, "R1").Melee = true, true
		return s
	}
	s := setup()
	s.Lines[0] = []orders.Order{s.order(t, "PREP G1 AT vC1")}
	l, _ := dice(t, 2, 3, 2, 2, 2, 2, 2, 2, 2, 2)
	s.prepPhase(l)
	wantLog(t, l, "vC1 is in melee: the attack hits both sides' units there (3.8).",
		"G2 4-6-7, R1 4-4-7: #1,#2 DR 2+3=5, no DRM, final DR 5: 1MC.", "G2 4-6-7 MC:", "R1 4-4-7 MC:")

	// The defender: AT ANY leaves the melee alone; naming the hex fires.
	s = setup()
	s.u(t, "G1").Gone = true // the melee's units are the only Germans left
	s.Standing[1] = []orders.Order{s.order(t, "FIRE R2 AT ANY")}
	l, _ = dice(t)
	s.finalPhase(l)
	if strings.Contains(l.text(), "melee") {
		t.Fatalf("AT ANY fired into the melee:\n%s", l.text())
	}
	s.Standing[1] = []orders.Order{s.order(t, "FIRE R2 AT vC1")}
	l, _ = dice(t, 2, 3, 2, 2, 2, 2, 2, 2, 2, 2)
	s.finalPhase(l)
	wantLog(t, l, "vC1 is in melee: the attack hits both sides' units there (3.8).")
}

// 4.1, 3.4: a squad that fires its own FP and its MG at one target in the
// same phase fires them as one fire group: in the DFPh a later line firing
// its MG at the hex its own FP fires at joins that attack (not a second
// one), and a half-squad already firing its own FP adds no weapon.
func TestRule4_1OwnFPAndMGFireAsOneGroup(t *testing.T) {
	s := fixture{rows: open12(), sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units:   []string{"R1 russian 4-4-7 vC1", "G1 german 4-6-7 vA1", "G2 german 2-4-7 vA1"},
		weapons: []string{"G10 german LMG G1", "G11 german LMG G2"}}.state(t)
	// The reply says so when the lines are sent.
	res := submitLines(&Game{s: s}, "German", "FIRE G1,G2 AT vC1", "FIRE G10 AT vC1,vC2")
	if len(res.Problems) != 0 || len(res.Notes) != 1 || res.Notes[0].Line != 2 || !strings.Contains(res.Notes[0].Message.EN, "G10 is the weapon of G1, which line 1 fires: where both lines fire at one hex in the DFPh, G10 joins that attack") {
		t.Errorf("the MG's line when sent: %+v %+v", res.Problems, res.Notes)
	}
	s.Standing[1] = []orders.Order{s.order(t, "FIRE G1,G2 AT vC1"), s.order(t, "FIRE G10 AT vC1"), s.order(t, "FIRE G11 AT vC1")}
	l, d := dice(t, 6, 5)
	s.finalPhase(l)
	d.used()
	wantLog(t, l, "Final Fire at vC1: G1 4-6-7 4, G2 2-4-7 2, G10 LMG (G1) 3; total 9, 8 FP column.")
	if strings.Count(l.text(), "Final Fire at") != 1 {
		t.Fatalf("want one attack:\n%s", l.text())
	}
	wantLog(t, l, "G11 does not fire: its holder G2 has used as many weapons this phase as 4.0 allows")
	if strings.Contains(l.text(), "G10 does not fire") {
		t.Fatalf("the MG's own line speaks of the MG that fired with G1:\n%s", l.text())
	}
	if s.u(t, "G1").FPGone || s.u(t, "G2").FPGone {
		t.Fatalf("no unit gave up its FP:\n%s", l.text())
	}
}

// 4.0: the weapons a squad uses are counted over the fire phase, not one
// attack: a squad that destroys one weapon and fires another in the PFPh
// has used two and gives up its own FP for the player turn; one that fired
// its own FP and one weapon fires no second weapon in that phase; the
// count starts again in the next fire phase.
func TestRule4_0TwoWeaponLimitCountsTheWholePhase(t *testing.T) {
	f := fixture{rows: open12(), sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units:   []string{"G1 german 4-6-7 vA1", "G2 german 4-6-7 vA3", "R1 russian 4-4-7 vC1", "R2 russian 4-4-7 vC3"},
		weapons: []string{"G20 german LMG G1", "G21 german LMG G1", "G22 german LMG G2", "G23 german LMG G2"}}
	s := f.state(t)
	// Checked when sent, over the plan's lines of the phase.
	g := &Game{s: s}
	lastLineRefused(t, g, "German", "DESTROY G20|PREP G21 AT vC1", "")
	lastLineRefused(t, g, "German", "PREP G21 AT vC1|PREP G1 AT vC3|DESTROY G20", "")
	if why := problemOn(submitLines(g, "German", "PREP G21 AT vC1", "PREP G1 AT vC3", "DESTROY G20"), 2); !strings.Contains(why, "G1 would use its own FP or weapons beyond what 4.0 allows in one fire phase, with line(s) 1, 3") {
		t.Errorf("own FP after two weapons in the PFPh: %q", why)
	}
	s.Lines[0] = []orders.Order{s.order(t, "DESTROY G20"), s.order(t, "PREP G21 AT vC1"), s.order(t, "PREP G1 AT vC1"),
		s.order(t, "PREP G2 AT vC3"), s.order(t, "PREP G22 AT vC1"), s.order(t, "PREP G23 AT vC3")}
	l, d := dice(t, 6, 4, 6, 4, 6, 4)
	s.prepPhase(l)
	d.used()
	wantLog(t, l, "G1 4-6-7 destroys its G20 LMG (4.0).", "Prep Fire at vC1: G21 LMG (G1) 3",
		"G1 does not fire: it gave up its own FP this player turn to fire weapons (4.0)",
		"Prep Fire at vC3: G2 4-6-7 4", "Prep Fire at vC1: G22 LMG (G2) 3",
		"G23 does not fire: its holder G2 has used as many weapons this phase as 4.0 allows")
	if !s.u(t, "G1").FPGone || s.u(t, "G2").FPGone {
		t.Fatalf("G1 FP gone %v (want true), G2 %v (want false):\n%s", s.u(t, "G1").FPGone, s.u(t, "G2").FPGone, l.text())
	}
	s.newFirePhase()
	if len(s.u(t, "G2").PhaseSW) != 0 || s.u(t, "G2").PhaseOwn {
		t.Fatalf("a new fire phase keeps the count: %+v", s.u(t, "G2"))
	}
}

// 4.1: a leader fires an MG as area fire (half FP); two leaders together
// fire it at full FP, and then neither directs: the second leader uses
// the weapon too, and a leader using a weapon directs no attack in that
// fire phase (4.0). Where a squad fires from their hex in the same attack,
// the second leader directs it instead and the MG fires at half.
func TestRule4_1TwoLeadersFireAnMGAtFullFP(t *testing.T) {
	f := fixture{rows: open12(), sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units:   []string{"G1 german 9-1 vA1", "G2 german 8-0 vA1", "G3 german 4-6-7 vA2", "R1 russian 4-4-7 vE1", "R2 russian 4-4-7 vE2"},
		weapons: []string{"G20 german MMG G1"}}
	s := f.state(t)
	res := submitLines(&Game{s: s}, "German", "PREP G1,G2,G20 AT vE1")
	if len(res.Problems) != 0 || len(res.Notes) != 1 || !strings.Contains(res.Notes[0].Message.EN, "G1 and G2 fire G20 together at full FP (4.1); G2 directs no attack in this phase (4.0)") {
		t.Errorf("the line when sent: %+v %+v", res.Problems, res.Notes)
	}
	shots, _ := s.compose(0, fkPrep, []string{"G1"}, []Hex{}, s.hex(t, "vE1"))
	if len(shots) != 0 {
		t.Fatalf("a leader alone with no weapon named fires nothing: %+v", shots)
	}
	shots, _ = s.compose(0, fkPrep, []string{"G1", "G2", "G20"}, nil, s.hex(t, "vE1"))
	if len(shots) != 1 || len(shots[0].leaders) != 0 || len(shots[0].parts) != 1 || shots[0].parts[0].with == nil {
		t.Fatalf("two leaders on one MMG: %+v", shots)
	}
	l, d := dice(t, 6, 4)
	s.fire(shots[0], l)
	d.used()
	wantLog(t, l, "Prep Fire at vE1: G20 MMG (G1, G2) 5; total 5, 4 FP column.")
	if g2 := s.u(t, "G2"); g2.Fire != PrepFire || !g2.Prepped || len(g2.PhaseSW) != 1 {
		t.Fatalf("the second leader fired the MG: %+v", g2)
	}
	// G2 used a weapon this phase: he directs no squad in it.
	_, ex := s.compose(0, fkPrep, []string{"G2", "G3"}, nil, s.hex(t, "vE2"))
	if len(ex) != 1 || ex[0].id != "G2" || !strings.Contains(ex[0].why.EN, "directs no attack in it (4.0)") {
		t.Fatalf("G2 directing after firing the MG: %+v", ex)
	}

	// A leader alone fires it at half; with a squad of his hex the other
	// leader directs the attack and the MG stays at half.
	f.units = []string{"G1 german 9-1 vA1", "G2 german 8-0 vA1", "G3 german 4-6-7 vA1", "R1 russian 4-4-7 vE1"}
	s = f.state(t)
	l, _ = dice(t, 6, 4)
	shots, _ = s.compose(0, fkPrep, []string{"G1", "G20"}, nil, s.hex(t, "vE1"))
	s.fire(shots[0], l)
	wantLog(t, l, "G20 MMG (G1) ×½ a leader alone 2.5; total 2.5")
	s = f.state(t)
	l, _ = dice(t, 6, 4)
	shots, _ = s.compose(0, fkPrep, []string{"G1", "G2", "G3", "G20"}, nil, s.hex(t, "vE1"))
	s.fire(shots[0], l)
	wantLog(t, l, "G3 4-6-7 4, G20 MMG (G1) ×½ a leader alone 2.5, directed by G2 8-0; total 6.5")
}

// 3.3.1: residual FP attacks a mover once in a hex however many MF it
// spends there, unless more MF spent there would give it a lower DRM:
// then it attacks again. Here a squad assault-moves into a building (2
// MF of 4: AM, no FFNAM), recovers one LMG (3 MF: still AM, no second
// attack) and then a second with its last MF: that is no longer assault
// movement, FFNAM -1 applies, and the residual FP attacks again.
func TestRule3_3_1ResidualAttacksAgainWhenMoreMFWorsenTheDRM(t *testing.T) {
	s := fixture{
		rows:  []string{"............", ".b..........", "............"},
		sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units:   []string{"G1 german 4-6-7 vA2", "G2 german 4-6-7 vK1", "R1 russian 4-4-7 vL3"},
		weapons: []string{"G20 german LMG G2", "G21 german LMG G2"},
	}.state(t)
	for _, id := range []string{"G20", "G21"} {
		s.weapon(id).Owner, s.weapon(id).Hex = "", s.hex(t, "vB2")
	}
	s.Residual = []Residual{{Hex: s.hex(t, "vB2"), FP: 4}}
	// The reply notes it when the line is sent.
	if n := s.note(0, s.order(t, "MOVE G1 AM vB2 RECOVER:G20 RECOVER:G21")); n == nil || !strings.Contains(n.EN, "spends every MF (4): from its last MF on it is not assault movement") {
		t.Errorf("the AM line spending every MF: note %v", n)
	}
	if n := s.note(0, s.order(t, "MOVE G1 AM vB2 RECOVER:G20")); n != nil {
		t.Errorf("an AM line leaving 1 MF: note %v", n)
	}
	l, d := dice(t, 6, 6, 1, 1, 6, 5)
	runMPh(t, s, l, []string{"MOVE G1 AM vB2 RECOVER:G20 RECOVER:G21"}, nil)
	d.used()
	if n := strings.Count(l.text(), "Residual FP at vB2"); n != 2 {
		t.Fatalf("%d residual attacks, want 2 (entering, then the last MF):\n%s", n, l.text())
	}
	wantLog(t, l, "The MF spent in vB2 bring a lower DRM (+1, was +2): the residual FP attacks again (3.3.1).", "FFNAM")
}

// 3.6, 3.3: a leader routing with a broken unit counts in the stacking
// check of every hex of the rout: a ROUT line through a hex that holds
// the unit but not him too is refused when the rout is made (the side
// reads why) and the judge routs the unit by a path of its own, which he
// takes with it only if every hex of it holds them both.
func TestRule3_6RoutingLeaderCountsForStacking(t *testing.T) {
	f := fixture{
		rows:  []string{"w...........", "............", "............"},
		sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 4-6-7 vD2", "R1 russian 4-4-7 vC2", "R9 russian 9-1 vC2",
			"R5 russian 8-0 vB1", "R6 russian 8-0 vB1", "R7 russian 8-0 vB1", "R8 russian 8-0 vB1"},
	}
	s := f.state(t)
	s.u(t, "R1").Broken, s.u(t, "R1").DM = true, true
	s.Lines[1] = []orders.Order{s.order(t, "ROUT R1,R9 vB1 vA1")}
	if why := s.checkRout(s.u(t, "R1"), nil, s.Lines[1][0]); why != nil {
		t.Fatalf("R1 alone fits in vB1: %v", why)
	}
	l, _ := dice(t, 3, 4, 3, 4)
	s.routPhase(l)
	wantLog(t, l, "vB1 cannot hold R1 and the leader R9 routing with it (stacking, 3.3); the judge routs it.",
		"R9 9-1 stays: the path the judge routs R1 by has a hex that cannot hold them both (3.3).")
	if !s.withinStacking(s.at(s.hex(t, "vB1"), 1)) || s.u(t, "R9").Hex != s.hex(t, "vC2") {
		t.Fatalf("R9 in %s, vB1 within stacking %v:\n%s", s.sc.ID(s.u(t, "R9").Hex), s.withinStacking(s.at(s.hex(t, "vB1"), 1)), l.text())
	}
}

// 3.3: units moving together may split in the middle of their move
// (LEAVE:unit, 留下): the unit named ends its move in the stack's hex and
// the others go on, all before another unit moves. A squad leaving its
// leader keeps no +2 MF from him (it does not end its move with him), and
// those going on keep only the MF they have without the ones left; lines
// breaking this are refused when sent.
func TestRule3_3SplittingAStackInTheMiddleOfItsMove(t *testing.T) {
	f := fixture{rows: open12(), sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units: []string{"R9 russian 9-1 vA1", "R1 russian 4-4-7 vA1", "R2 russian 4-4-7 vA1", "R3 russian 4-4-7 vA3", "G1 german 4-6-7 vL3"}}
	s := f.state(t)
	g := &Game{s: s}
	lastLineRefused(t, g, "Russian", "MOVE R9,R1,R2 vB1 vC1 LEAVE:R1 vD1 vE1 vF1", "")
	lastLineRefused(t, g, "Russian", "移動 R9,R1,R2 vB1 vC1 留下：R1 vD1", "")
	lastLineRefused(t, g, "Russian", "移动R9,R1,R2 vB1 分开:R1 vC1", "")
	lastLineRefused(t, g, "Russian", "MOVE R9,R1,R2 vB1 vC1 vD1 vE1 vF1 LEAVE:R1 vG1", "LEAVE:R1: it has spent 5 MF by then, beyond the 4 it has without the units going on")
	lastLineRefused(t, g, "Russian", "MOVE R9,R1 vB1 vC1 vD1 vE1 vF1 LEAVE:R9 vG1", "LEAVE:R9: without it R1 has 4 MF and has spent 5 by then")
	lastLineRefused(t, g, "Russian", "MOVE R9,R1 vB1 LEAVE:R9 vC1 vD1 vE1 vF1", "the path costs at least 5 MF and the units have 4")
	lastLineRefused(t, g, "Russian", "MOVE R9,R1 vB1 LEAVE:R9 LEAVE:R1", "would leave no unit moving")
	lastLineRefused(t, g, "Russian", "MOVE R9,R1 vB1 LEAVE:R2 vC1", "LEAVE:R2: it is not a unit of this stack still moving there")
	// The part left behind may go on by the next MOVE line, from where it
	// was left and with the MF it spent by then, before any other unit.
	split := "MOVE R9,R1,R2 vB1 vC1 LEAVE:R1 vD1 vE1 vF1|"
	lastLineRefused(t, g, "Russian", split+"MOVE R1 vC2 vC3", "")
	lastLineRefused(t, g, "Russian", split+"移動 R1 vC2 vC3", "")
	lastLineRefused(t, g, "Russian", split+"MOVE R1 vC2 vC3 vC4", "the path costs at least 5 MF and the units have 4")
	lastLineRefused(t, g, "Russian", split+"MOVE R1 DT vC2", "write DT on both lines or on neither")
	lastLineRefused(t, g, "Russian", split+"MOVE R1 vC2 RECOVER:R20", "write hexes only")
	lastLineRefused(t, g, "Russian", split+"MOVE R3 vA4|MOVE R1 vC2", "R1 is left behind by line 1's LEAVE step: a MOVE line that takes it on must come right after line 1")

	l, _ := dice(t)
	s.Lines[0], s.Standing[1] = nil, nil
	runMPh(t, s, l, []string{"MOVE R9,R1,R2 vB1 vC1 LEAVE:R1 vD1 vE1 vF1", "MOVE R1 vC2 vC3 vC4"}, nil)
	wantLog(t, l, "R1 4-4-7 stays in vC1: the others move on (3.3).", "vF1: open ground, 1 MF (5 of 6).",
		"Left in vC1 by line 0, they go on with 2 MF spent (3.3).", "vC3: open ground, 1 MF (4 of 4).", "Line 0 (MOVE R1 vC2 vC3 vC4) stops in vC3: 1 MF needed, 0 left")
	if r1, r2, r9 := s.u(t, "R1"), s.u(t, "R2"), s.u(t, "R9"); r1.Hex != s.hex(t, "vC3") || r2.Hex != s.hex(t, "vF1") || r9.Hex != r2.Hex {
		t.Fatalf("R1 in %s, R2 in %s, R9 in %s:\n%s", s.sc.ID(r1.Hex), s.sc.ID(r2.Hex), s.sc.ID(r9.Hex), l.text())
	}
}
