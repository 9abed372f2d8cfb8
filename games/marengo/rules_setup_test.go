package marengo

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// Rule 2: a loss replaces a block by the same arm one strength lower; a
// strength-1 block that loses a step is eliminated; each step costs a
// point of morale (rule 11).
func TestRule2LossReplacesByOneLowerAndEliminatesAtOne(t *testing.T) {
	f := newFx(t).at("MAR", "A03", "A01").str("A01", 1)
	r := &run{sc: f.s.sc, opt: f.s.Options, b: &f.s.B, books: &f.s.Books, winner: -1}
	r.loseSteps(f.b("A03"), 1, plain("test"))
	r.loseSteps(f.b("A01"), 1, plain("test"))
	if f.face("A03") != "inf2" || f.where("A01") != "gone" {
		t.Errorf("A03 %s (want inf2), A01 %s (want gone)", f.face("A03"), f.where("A01"))
	}
	if f.s.B.Morale[Austria] != 16 {
		t.Errorf("morale %d, want 18 - 2", f.s.B.Morale[Austria])
	}
}

// Rule 3: capacity counts each side apart, reserve and approaches
// together.
func TestRule3CapacityCountsEachSideApart(t *testing.T) {
	// MAR (capacity 3) holds three Austrians, one on an approach: a fourth
	// may not come in; France's blocks next door do not count.
	f := newFx(t).at("MAR", "A03", "A04").at("MAR/CGR", "A05").at("FON", "A06").at("CGR", "F03")
	// The side knows its own blocks: the line is refused when sent ...
	if res := f.game().Submit("Austria", numbered([]string{"MOVE A06 TO MAR"}), "en"); len(res.Problems) != 1 {
		t.Errorf("a move into a full area accepted: %+v", res)
	}
	// ... and, should it come to run, it cannot.
	f.n++
	out, err := f.game().Resolve(games.ResolveInput{Submissions: map[games.Seat]games.Submission{"Austria": {Seat: "Austria", Lines: numbered([]string{"MOVE A06 TO MAR"})}}},
		games.NewDice([games.SeedSize]byte{9}, "capacity"))
	if err != nil {
		t.Fatal(err)
	}
	f.s, f.res = out.Next.(*Game).s, out.Result
	f.asked(Austria, askPlan, "1")
	f.wantEvent(austria, "MAR holds 3 of your blocks at most")
	f.wantAt("A06", "FON")
	// An impassable border is crossed by nobody.
	g := newFx(t).at("FON", "A06")
	g.refuses(1, "impassable", "MOVE A06 TO STO")
	g.wantEvent(austria, "impassable")
}

// Rule 3: each approach has its own side's terrain: attacking CGR/MAR
// meets infantry terrain 1, attacking MAR/CGR none.
func TestRule3ApproachTerrainBelongsToItsSide(t *testing.T) {
	f := newFx(t).at("MAR/CGR", "A03").at("CGR/MAR", "F02").book(France, "COUNTERFIRE * NO", "FRONT * NONE", "PURSUE * NO")
	f.play("ATTACK A03 LEAD A03")
	f.wantEvent(master, "lead 3 - terrain 1 - front 0 = 2")
	g := newFx(t).turn(France, 9).at("CGR/MAR", "F03").at("MAR/CGR", "A01").book(Austria, "COUNTERFIRE * NO", "FRONT * NONE", "PURSUE * NO", "RETREAT * ROOM")
	g.play("ATTACK F03 LEAD F03")
	g.wantEvent(master, "lead 3 - terrain 0 - front 0 = 3")
	// The clause's own example is of cavalry: attacking MAR/CGR it meets
	// cavalry terrain 1, attacking CGR/MAR none.
	h := newFx(t).turn(France, 9).at("CGR/MAR", "F07").at("MAR/CGR", "A01").book(Austria, "COUNTERFIRE * NO", "FRONT * NONE", "PURSUE * NO", "RETREAT * ROOM")
	h.play("ATTACK F07 LEAD F07")
	h.wantEvent(master, "lead 3 - terrain 1 - front 0 = 2")
	k := newFx(t).at("MAR/CGR", "A12").at("CGR/MAR", "F02").book(France, "COUNTERFIRE * NO", "FRONT * NONE", "PURSUE * NO", "RETREAT * ROOM")
	k.play("ATTACK A12 LEAD A12")
	k.wantEvent(master, "lead 3 - terrain 0 - front 0 = 3")
}

// Rules 4.1 to 4.4: the time and morale markers start in place; the
// French start blocks are drawn at random, one on each start symbol,
// inactive; only France reads which block went where.
func TestRule4_4FrenchStartBlocksDrawnAtRandom(t *testing.T) {
	placements := map[string]bool{}
	for seed := byte(1); seed <= 4; seed++ {
		g, _ := Engine{}.New("sample", nil, nil)
		res, err := g.Resolve(games.ResolveInput{}, games.NewDice([games.SeedSize]byte{seed}, "1:S"))
		if err != nil {
			t.Fatal(err)
		}
		s := res.Next.(*Game).s
		// Rules 4.1 and 4.2: the time marker on 6 AM, the morale markers
		// on their starting values.
		if s.B.Hour != 6 || s.B.Morale != s.sc.Morale || s.B.Active != Austria {
			t.Fatalf("after the set-up: hour %d, morale %v, %s to play", s.B.Hour, s.B.Morale, s.B.Active)
		}
		count := map[string]int{}
		var order []string
		for _, x := range s.B.Blocks {
			if d, _ := s.sc.Def(x.ID); d.French {
				if !x.On() || !x.Inactive || !x.At.Reserve() {
					t.Fatalf("%s is %+v after the draw", x.ID, x)
				}
				count[x.At.Area]++
				order = append(order, x.At.Area)
			}
		}
		for _, a := range s.sc.Areas {
			if count[a.Key] != a.FrenchStart {
				t.Errorf("%s has %d French blocks, %d symbols", a.Key, count[a.Key], a.FrenchStart)
			}
		}
		placements[strings.Join(order, " ")] = true
		fr, _ := Engine{}.Report(res.Result, france, i18n.English)
		au, _ := Engine{}.Report(res.Result, austria, i18n.English)
		if !strings.Contains(fr, "France's start blocks: F") || strings.Contains(au, "F0") {
			t.Errorf("France's report:\n%s\nAustria's:\n%s", fr, au)
		}
	}
	if len(placements) < 3 {
		t.Errorf("four seeds gave %d placements", len(placements))
	}
}

// Rule 4.6: at the start of a French turn the French blocks next to an
// area holding Austrians are activated.
func TestRule4_6aAdjacentEnemyActivates(t *testing.T) {
	f := newFx(t).turn(France, 9).at("PDB", "F01").at("MAR", "F05").at("BRH", "A03").inactive("F01", "F05")
	f.play()
	if f.b("F01").Inactive || !f.b("F05").Inactive {
		t.Errorf("F01 inactive %v (next to BRH: want awake), F05 inactive %v (want asleep)", f.b("F01").Inactive, f.b("F05").Inactive)
	}
	f.wantEvent(austria, "France activates 1 block in PDB (next to the Austrians)")
}

// Rule 4.6: one block by choice on the first French turn; none on later
// turns until the Austrians have stood in a French start area or it is
// 11 AM; then two a turn.
func TestRule4_6bcActivationsByChoice(t *testing.T) {
	f := newFx(t).turn(France, 6).at("MAR", "F05", "F10").at("SGI", "F06").inactive("F05", "F10", "F06")
	if why, _ := f.refusal("France", "ACTIVATE F05 F10"); !strings.Contains(why, "1 block(s) may still be activated by choice at 6 AM, not 2") {
		t.Errorf("two activations at 6 AM: %q", why)
	}
	f = newFx(t).turn(France, 6).at("MAR", "F05", "F10").inactive("F05", "F10")
	f.play("ACTIVATE F05")
	if f.b("F05").Inactive || !f.b("F10").Inactive {
		t.Error("ACTIVATE F05 on the first French turn did not wake F05 alone")
	}
	f = newFx(t).turn(France, 7).at("MAR", "F05").inactive("F05")
	if why, _ := f.refusal("France", "ACTIVATE F05"); !strings.Contains(why, "0 block(s) may still be activated by choice at 7 AM") {
		t.Errorf("an activation at 7 AM: %q", why)
	}
	f = newFx(t).turn(France, 11).at("MAR", "F05", "F10").inactive("F05", "F10")
	f.play("ACTIVATE F05 F10")
	if f.b("F05").Inactive || f.b("F10").Inactive {
		t.Error("two activations at 11 AM did not wake both")
	}
	// An Austrian block standing in a French start area (SPI) at 8 AM.
	f = newFx(t).turn(Austria, 8).at("FNN", "A03").at("SGI", "F05", "F10").inactive("F05", "F10")
	f.play("MOVE A03 TO SPI")
	if !f.s.B.Entered {
		t.Fatal("an Austrian in SPI, a French start area, was not noted")
	}
	f.play("ACTIVATE F05 F10")
	if f.b("F05").Inactive || f.b("F10").Inactive {
		t.Error("two activations after the Austrians entered a start area did not wake both")
	}
}

// Rule 4.6: an inactive block may not move, but blocks an assault and
// retreats; reinforcements are never inactive.
func TestRule4_6dInactiveBlocksAndRetreatsButDoesNotMove(t *testing.T) {
	f := newFx(t).turn(France, 8).at("MAR", "F05").inactive("F05")
	f.refuses(1, "F05 is not activated yet", "MOVE F05 TO CGR")
	f.wantEvent(france, "F05 is not activated yet")
	g := newFx(t).at("FON", "A03").at("MAR", "F05").inactive("F05").book(France, "BLOCK * ALL")
	g.play("MOVE A03 TO MAR")
	g.wantAt("F05", "MAR/FON")
	h := newFx(t).at("FON", "A03").at("MAR", "F05").inactive("F05").book(France, "BLOCK * NONE", "RETREAT * ROOM")
	h.play("MOVE A03 TO MAR")
	if w := h.where("F05"); w == "MAR" || w == "gone" {
		t.Errorf("the inactive F05 did not retreat: %s", w)
	}
	k := newFx(t).turn(France, 13).due("F11")
	k.play("ENTER F11 CGR")
	k.wantAt("F11", "CGR")
}

// Rule 5: a turn's lines go in the order of its phases.
func TestRule5PhasesInOrder(t *testing.T) {
	f := newFx(t).at("MAR/CGR", "A03").at("FON", "A04").at("CGR/MAR", "F03")
	res := f.game().Submit("Austria", numbered([]string{"MOVE A04 TO PDB", "ATTACK A03 LEAD A03"}), i18n.English)
	if len(res.Problems) != 1 || res.Problems[0].Line != 2 || !strings.Contains(res.Problems[0].Message.EN, "comes too late") {
		t.Errorf("problems %+v", res.Problems)
	}
}

// Rule 5: the time marker advances after each French turn.
func TestRule5TimeAdvancesAfterTheFrenchTurn(t *testing.T) {
	f := newFx(t).turn(Austria, 8)
	f.play()
	if f.s.B.Hour != 8 || f.s.B.Active != France {
		t.Fatalf("after Austria's turn: %d %s", f.s.B.Hour, f.s.B.Active)
	}
	f.play()
	if f.s.B.Hour != 9 || f.s.B.Active != Austria {
		t.Fatalf("after France's turn: %d %s", f.s.B.Hour, f.s.B.Active)
	}
	if p := f.game().Phase(); p.ID != "T09A" || p.Class != plan.ClassTurn {
		t.Errorf("phase %+v", p)
	}
}

// Rule 4.6: a block the plan activates that woke by itself as the turn
// began (next to the Austrians) is passed over with a word to France:
// the plan goes on and the activation is left for another block.
func TestRule4_6ActivatingAnAwakeBlockIsNoFailure(t *testing.T) {
	f := newFx(t).turn(France, 6).at("PDB", "F01").at("MAR", "F05").at("BRH", "A03").inactive("F01", "F05")
	f.play("ACTIVATE F01 F05", "MOVE F01 TO FON")
	if f.b("F01").Inactive || f.b("F05").Inactive {
		t.Errorf("F01 inactive %v, F05 inactive %v: want both awake", f.b("F01").Inactive, f.b("F05").Inactive)
	}
	f.wantAt("F01", "FON")
	f.wantEvent(france, "F01 inf2: active already, nothing to do")
	f.wantNoEvent(austria, "active already")
}
