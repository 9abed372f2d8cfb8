package marengo

import "testing"

// Rule 9's worked example, step by step: an inf3 and an inf2 attack an
// approach held by an inf2, an art1 and a cav2 (infantry terrain 1 on
// the battlefield; cavalry terrain 1 on the attacker's side). The art1
// counter-fires (the inf3 lead becomes inf2); the inf2 stands as front
// line; 2 - 1 - 2 = -1, so the defender wins; the attacker loses 1 + 1
// (the lead is eliminated), the defender 1; the cav2 pursues for
// 2 - 1 = 1 (the inf2 becomes inf1) and loses a step itself; the
// defender keeps the approach and the attacker falls back.
func TestRule9WorkedExample(t *testing.T) {
	f := newFx(t).at("MAR/CGR", "A03", "A01").at("CGR/MAR", "F10", "F02", "F08").turn(Austria, 9).
		book(France, "COUNTERFIRE * YES", "FRONT CGR F02", "PURSUE * YES")
	f.play("ATTACK A03 A01 LEAD A03")
	f.wantEvent(master, "lead 2 - terrain 1 - front 2 = -1: the defender wins")
	f.wantAt("A03", "gone")
	f.wantFace("A01", "inf1")
	f.wantAt("A01", "MAR")
	f.wantFace("F02", "inf1")
	f.wantFace("F08", "cav1")
	f.wantAt("F02", "CGR/MAR")
	f.wantEvent(master, "cavalry 2 - terrain 1 = 1")
	if m := f.s.B.Morale; m[Austria] != 18-4 || m[France] != 14-2 {
		t.Errorf("morale %v, want Austria 14 (counter-fire 1, combat 2, pursuit 1) and France 12", m)
	}
	f.wantEvent(austria, "nobody crosses MAR-CGR again this turn")
}
