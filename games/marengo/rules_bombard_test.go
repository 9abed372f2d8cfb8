package marengo

import (
	"strings"
	"testing"
)

// Rule 8: committed artillery declares at the end of its turn, shown;
// the bombardment runs at the start of its next turn against the enemy
// on the facing approach, for its strength less that approach's
// artillery terrain.
func TestRule8DeclareThenFireNextTurn(t *testing.T) {
	f := newFx(t).at("FON/MAR", "A08").at("MAR/FON", "F05")
	f.play("BOMBARD A08")
	if _, _, ok := f.s.B.pending("A08"); !ok {
		t.Fatal("no bombardment pending")
	}
	if v := f.game().View(france, "en"); !strings.Contains(v, "shown: art3") || !strings.Contains(v, "Austria: art3 on FON/MAR at MAR") {
		t.Errorf("France does not see the declared artillery face up:\n%s", v)
	}
	f.play()
	f.play()
	f.wantEvent(france, "art3 on FON/MAR bombards MAR/FON: strength 3 - terrain 1 = 2")
	f.wantFace("F05", "inf1")
	f.wantEvent(austria, "a French block in MAR/FON, inf3, loses 2 step(s): now inf1")
}

// Rule 8.1: the target is the facing approach, else the reserve (no
// terrain), else an approach of the area the bombarding player picks.
func TestRule8_1TargetPriority(t *testing.T) {
	f := newFx(t).at("FON/MAR", "A08").at("MAR", "F05").at("MAR/CGR", "F03").at("CGR", "A04").turn(Austria, 9)
	f.s.B.Declared = []Bombard{{Art: "A08", Side: Austria, Target: "MAR"}}
	f.play()
	f.wantEvent(master, "bombards MAR reserve: strength 3 - terrain 0 = 3")
	f.wantAt("F05", "gone")
	g := newFx(t).at("FON/MAR", "A08").at("MAR/SVI", "F05").at("MAR/CGR", "F03").at("SVI", "A03").at("CGR", "A04").turn(Austria, 9)
	g.s.B.Declared = []Bombard{{Art: "A08", Side: Austria, Target: "MAR"}}
	g.play("FIRE A08 AT MAR/CGR")
	g.wantEvent(master, "bombards MAR/CGR: strength 3 - terrain 0 = 3")
	g.wantAt("F03", "gone")
	g.wantFace("F05", "inf3")
	// The player picks only in the third case, and only an approach that
	// holds the enemy: an AT the rule leaves no room for is refused when
	// the plan is sent (which places hold the enemy is public).
	h := newFx(t).at("FON/MAR", "A08").at("MAR/FON", "F05").at("MAR/CGR", "F03").at("CGR", "A04").turn(Austria, 9)
	h.s.B.Declared = []Bombard{{Art: "A08", Side: Austria, Target: "MAR"}}
	if why, _ := h.refusal("Austria", "FIRE A08 AT MAR/CGR"); !strings.Contains(why, "A08 must bombard MAR/FON (rule 8.1") {
		t.Errorf("AT past the facing approach: %q", why)
	}
	k := newFx(t).at("FON/MAR", "A08").at("MAR/SVI", "F05").at("MAR/CGR", "F03").at("SVI", "A03").at("CGR", "A04").turn(Austria, 9)
	k.s.B.Declared = []Bombard{{Art: "A08", Side: Austria, Target: "MAR"}}
	if why, _ := k.refusal("Austria", "FIRE A08 AT MAR/SPI"); !strings.Contains(why, "MAR/SPI holds no enemy block: A08 may bombard MAR/CGR, MAR/SVI") {
		t.Errorf("AT an empty approach: %q", why)
	}
}

// Rule 8: a bombardment may be cancelled, and must be when the target
// area is empty; cancelled artillery turns face down and may act.
func TestRule8CancelByChoiceOrForEmptyTarget(t *testing.T) {
	f := newFx(t).at("FON/MAR", "A08").at("MAR/FON", "F05").turn(Austria, 9)
	f.s.B.Declared = []Bombard{{Art: "A08", Side: Austria, Target: "MAR"}}
	f.play("CANCEL A08", "MOVE A08 TO FON")
	f.wantAt("A08", "FON")
	f.wantFace("F05", "inf3")
	f.wantEvent(france, "the bombardment of MAR by art3 is cancelled (by choice)")
	g := newFx(t).at("FON/MAR", "A08").turn(Austria, 9).at("CGR", "A03")
	g.s.B.Declared = []Bombard{{Art: "A08", Side: Austria, Target: "MAR"}}
	g.play()
	g.wantEvent(master, "cancelled (no enemy is left in MAR)")
}

// Rule 8.3: the bombarded side picks which of the target's blocks loses
// (its LOSS answer) and shows it. With bombard_loss=one (the default: the
// clause names one block, "哪一隻") that block takes every step and what
// it cannot take is lost; with spread the steps go one by one.
func TestRule8_3BombardedSidePicksTheLoss(t *testing.T) {
	for _, c := range []struct {
		opt, pref, f05, f02 string
		f02str, morale      int
	}{
		{BombardOne, "STRONGEST", "inf1", "inf2", 2, 14 - 2},
		{BombardOne, "WEAKEST", "inf3", "gone", 2, 14 - 2},
		{BombardOne, "WEAKEST", "inf3", "gone", 1, 14 - 1},
		{BombardSpread, "STRONGEST", "inf2", "inf1", 2, 14 - 2},
		{BombardSpread, "WEAKEST", "inf3", "gone", 2, 14 - 2},
		{BombardSpread, "WEAKEST", "inf2", "gone", 1, 14 - 2},
	} {
		f := newFx(t).opt("bombard_loss", c.opt).at("FON/MAR", "A08").at("MAR/FON", "F05", "F02").str("F02", c.f02str).turn(Austria, 9).book(France, "LOSS * "+c.pref)
		f.s.B.Declared = []Bombard{{Art: "A08", Side: Austria, Target: "MAR"}}
		f.play()
		if f.face("F05") != c.f05 || f.face("F02") != c.f02 || f.s.B.Morale[France] != c.morale {
			t.Errorf("bombard_loss=%s, LOSS %s, F02 of %d: F05 %s, F02 %s, morale %d; want %s, %s, %d\n%s",
				c.opt, c.pref, c.f02str, f.face("F05"), f.face("F02"), f.s.B.Morale[France], c.f05, c.f02, c.morale, f.events(master))
		}
	}
}

// Rule 8: artillery that bombarded may not attack, move or declare again
// this turn, but withdraws when no enemy is left across; artillery that
// attacked may not declare.
func TestRule8ArtilleryRestrictions(t *testing.T) {
	f := newFx(t).at("FON/MAR", "A08").at("MAR/FON", "F05").turn(Austria, 9)
	f.s.B.Declared = []Bombard{{Art: "A08", Side: Austria, Target: "MAR"}}
	f.refuses(1, "fires its declared bombardment at the start of this turn and may not move", "MOVE A08 TO FON")
	f.wantEvent(austria, "A08 bombarded this turn and may not move")
	g := newFx(t).at("FON/MAR", "A08").at("MAR/FON", "F05").turn(Austria, 9)
	g.s.B.Declared = []Bombard{{Art: "A08", Side: Austria, Target: "MAR"}}
	g.refuses(1, "fires its declared bombardment of MAR at the start of this turn", "BOMBARD A08")
	g.wantEvent(austria, "A08 bombarded this turn and may not declare again")
	h := newFx(t).at("FON/MAR", "A08").at("MAR/FON", "F02").str("F02", 1).turn(Austria, 9)
	h.s.B.Declared = []Bombard{{Art: "A08", Side: Austria, Target: "MAR"}}
	h.play()
	h.wantAt("A08", "FON")
	// An attack that ends with its artillery still on the approach: the
	// rule is checked on the run directly.
	k := newFx(t).at("MAR/CGR", "A08").at("CGR/MAR", "F03")
	k.s.B.T.Attackers = []string{"A08"}
	r := &run{sc: k.s.sc, opt: k.s.Options, b: &k.s.B, books: &k.s.Books, winner: -1}
	if why := r.declare("A08"); why == nil || !strings.Contains(why.Msg.EN, "took part in an attack") {
		t.Errorf("artillery that attacked declared: %v", why)
	}
}

// Rule 8's worked example: a gun moved onto an approach may declare in
// the same turn, face up; it stays face up through the enemy's turn and
// fires in its owner's next one at the enemy on the facing approach:
// 1 - 0 = 1, so the inf2 there is replaced by an inf1 (shown). It may
// not move that turn, and is face down again once the turn is over.
func TestRule8WorkedExample(t *testing.T) {
	f := newFx(t).at("MAR", "A08").str("A08", 1).at("CGR/MAR", "F02")
	f.play("MOVE A08 TO MAR/CGR", "BOMBARD A08")
	if v := f.game().View(france, "en"); !strings.Contains(v, "Austria: art1 on MAR/CGR at CGR") {
		t.Errorf("France does not see the declared gun face up in its turn:\n%s", v)
	}
	f.play()
	f.refuses(1, "may not move", "MOVE A08 TO MAR")
	f.wantEvent(france, "art1 on MAR/CGR bombards CGR/MAR: strength 1 - terrain 0 = 1")
	f.wantEvent(austria, "a French block in CGR/MAR, inf2, loses 1 step(s): now inf1")
	f.wantFace("F02", "inf1")
	f.wantAt("A08", "MAR/CGR")
	if !f.s.B.shown("A08") {
		t.Error("the gun turned face down before its turn ended")
	}
	f.send()
	if f.s.B.Active != France || f.s.B.shown("A08") {
		t.Errorf("%s to play; the gun face up after its turn: %v", f.s.B.Active, f.s.B.shown("A08"))
	}
}
