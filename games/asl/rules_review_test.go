package asl

import (
	"testing"
)

// 3.8, 5.3: a leader created in close combat defends with the unit that
// created him, so the other side's attack on it is recomputed with him
// (the rulebook's E6 example: "the German attack is still 1:1 (5:5)");
// here the odds fall from 3:2 to 1:1 and its result is read on 1:1.
func TestRule3_8CreatedLeaderDefendsWithItsCreator(t *testing.T) {
	s := ccCase(t, []string{"...."}, []string{"G1 german 5-4-8 vB1", "G2 german 8-1 vB1", "R1 russian 4-4-7 vB1"})
	l, d := dice(t, 3, 3, 1, 1, 1, 1)
	s.closeCombat(s.hex(t, "vB1"), true, l)
	d.used()
	wantLog(t, l, "The German attack is now at 1:1 (6 to 5).",
		"German CC at 1:1 (6 to 5): #1,#2 DR 3+3=6, -1 leader G2, final 5 against kill number 5: casualty reduction.",
		"Russian CC at 1:2 (5 to 6): #3,#4 DR 1+1=2")
	if r := s.u(t, "R1"); r.Type != "2-2-7" {
		t.Fatalf("R1 is a %s: the 1:1 result (not 3:2's elimination) should reduce it to a 2-2-7", r.Type)
	}
}

// 3.8: leaders who attack together with a squad defend with it (the G5
// example: the Russian must attack the two leaders and the 4-6-7 at 1:2;
// he may not attack the leaders apart); a leader who attacked alone is
// attacked alone.
func TestRule3_8LeadersDefendAsTheyAttacked(t *testing.T) {
	s := ccCase(t, []string{"...."}, []string{"G1 german 8-1 vB1", "G2 german 9-1 vB1", "G3 german 4-6-7 vB1", "R1 russian 4-4-7 vB1"})
	s.Lines[1] = []Order{s.order(t, "CC R1 AT G1")}
	l, d := dice(t, 6, 6, 6, 6)
	s.closeCombat(s.hex(t, "vB1"), true, l)
	d.used()
	wantLog(t, l, "Russian: R1 4-4-7 attack G1 8-1, G2 9-1, G3 4-6-7.", "Russian CC at 1:2 (4 to 6)", "the attack takes in G2, G3 too (3.8)")

	s = ccCase(t, []string{"...."}, []string{"G1 german 8-1 vB1", "G3 german 4-6-7 vB1", "R1 russian 4-4-7 vB1", "R2 russian 4-4-7 vB1"})
	s.Lines[0] = []Order{s.order(t, "CC G1 AT R1"), s.order(t, "CC G3 AT R2")}
	s.Lines[1] = []Order{s.order(t, "CC R1,R2 AT G1,G3")}
	l, d = dice(t, 6, 6, 6, 6, 6, 6)
	s.closeCombat(s.hex(t, "vB1"), true, l)
	d.used()
	wantLog(t, l, "Russian CC at 2:1 (8 to 4)")
}
