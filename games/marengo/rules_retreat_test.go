package marengo

import (
	"strings"
	"testing"
)

// Rule 10: every block of the area leaves; artillery is eliminated;
// cavalry in the reserve loses nothing; the infantry in the reserve loses
// one step between them; each approach's blocks one step between them,
// except on the battlefield approach. The blocks are shown first.
func TestRule10RetreatLosses(t *testing.T) {
	f := newFx(t).at("CGR", "A03").at("SGI", "F10", "F07", "F05").at("SGI/SAL", "F03").at("SAL", "A05").
		book(France, "BLOCK * NONE", "RETREAT SGI RIV", "LOSS * STRONGEST")
	f.play("MOVE A03 TO SGI")
	f.wantEvent(austria, "France retreats from SGI and shows its blocks: inf3, inf3, cav3, art1")
	f.wantAt("F10", "gone")
	f.wantFace("F07", "cav3")
	f.wantFace("F05", "inf2")
	f.wantFace("F03", "inf2")
	for _, id := range []string{"F07", "F05", "F03"} {
		f.wantAt(id, "RIV")
	}
	// The battlefield's blocks lose no retreat step.
	g := newFx(t).at("CGR/SGI", "A03", "A04").at("SGI/CGR", "F06").at("SGI/SAL", "F03").at("SAL", "A05").
		book(France, "COUNTERFIRE * NO", "FRONT * NONE", "PURSUE * NO", "RETREAT * ROOM").book(Austria, "PURSUE * NO")
	g.play("ATTACK A03 A04 LEAD A03 A04")
	g.wantEvent(master, "lead 6 - terrain 1 - front 0 = 5")
	g.wantAt("F06", "gone")
	g.wantFace("F03", "inf2")
}

// Rule 10: retreats go to neighbouring areas not held by the enemy, not
// the area the attack came from, within capacity; with nowhere to go a
// block is eliminated. With several choices the retreating side is asked.
func TestRule10Destinations(t *testing.T) {
	// SGI's neighbours: CGR (the assault's), SAL and RIV (Austrian):
	// nowhere.
	f := newFx(t).at("CGR", "A03").at("SGI", "F05").at("SAL", "A05").at("RIV", "A06").book(France, "BLOCK * NONE")
	f.play("MOVE A03 TO SGI")
	f.wantAt("F05", "gone")
	f.wantEvent(austria, "No room to retreat: a French block in SGI reserve, inf2, loses 2 step(s): eliminated")
	// RIV full of French: only SAL.
	g := newFx(t).at("CGR", "A03").at("SGI", "F05", "F03").at("RIV", "F01", "F02", "F04", "F06").book(France, "BLOCK * NONE")
	g.play("MOVE A03 TO SGI")
	g.wantAt("F05", "SAL")
	g.wantAt("F03", "SAL")
	// Two choices and no answer: France is asked, and the default fills
	// the one with the most room first.
	h := newFx(t).at("CGR", "A03").at("SGI", "F05", "F03").at("RIV", "F01", "F02").book(France, "BLOCK * NONE")
	h.send("MOVE A03 TO SGI")
	h.asked(France, askRetreat, "SGI")
	if p := h.game().Requests()[0]; strings.Contains(p.Public.Ask.EN, "F0") || !strings.Contains(p.Private.Ask.EN, "F05 inf3") {
		t.Errorf("the public prompt names blocks, or the private one does not: %+v", p)
	}
	h.send()
	h.wantAt("F05", "SAL")
	h.wantAt("F03", "SAL")
}

// Rule 10: a RETREAT answer naming only areas the retreat may not go to
// (the assault's own area, an area the enemy holds) takes the default,
// the most room first, and only its owner reads why.
func TestRule10RetreatAnswerNamingNoOpenAreaTakesTheDefault(t *testing.T) {
	f := newFx(t).at("CGR", "A03").at("SGI", "F05", "F03").at("RIV", "F01", "F02").book(France, "BLOCK * NONE", "RETREAT SGI CGR")
	f.play("MOVE A03 TO SGI")
	f.wantAt("F05", "SAL")
	f.wantAt("F03", "SAL")
	f.wantEvent(france, "Your RETREAT SGI names CGR, none of them open to this retreat (SAL, RIV): the default applies, the areas with the most room first.")
	f.wantNoEvent(austria, "Your RETREAT")
}

// Rule 10's worked example: the French in MAR lose an attack on MAR/CGR
// (an inf4 lead against an inf2 front line: 4 - 0 - 2 = 2, the front
// line eliminated and the inf3 beside it hit once) and every block of
// the area retreats, shown: the strength-1 infantry
// blocking MAR/SVI loses its approach's step and is eliminated, the
// cavalry in the reserve loses nothing, and the battlefield's own blocks
// lose no retreat step. Not to CGR (the attack came from there), nor FON
// or SVI (Austrian): only SPI.
func TestRule10WorkedExample(t *testing.T) {
	f := newFx(t).at("CGR/MAR", "A10").at("MAR/CGR", "F04", "F05").at("MAR/SVI", "F01").str("F01", 1).at("MAR", "F08").
		at("FON", "A05").at("SVI", "A06").
		book(France, "COUNTERFIRE * NO", "FRONT MAR F04", "PURSUE * NO", "RETREAT * ROOM").book(Austria, "PURSUE * NO")
	f.play("ATTACK A10 LEAD A10")
	f.wantEvent(master, "lead 4 - terrain 0 - front 2 = 2: the attacker wins")
	f.wantAt("F04", "gone")
	f.wantEvent(austria, "France retreats from MAR and shows its blocks:")
	f.wantAt("F01", "gone")
	f.wantAt("F08", "SPI")
	f.wantFace("F08", "cav2")
	f.wantAt("F05", "SPI")
	f.wantFace("F05", "inf2")
}
