package asl

import (
	"strings"
	"testing"
)

// residualIn is the residual FP left in a hex, 0 for none.
func residualIn(t *testing.T, s *State, hex string) int {
	t.Helper()
	for _, r := range s.Residual {
		if r.Hex == s.hex(t, hex) {
			return r.FP
		}
	}
	return 0
}

// The publisher's errata to 3.3.1: residual FP is one column less for
// each hindrance DRM and for a CX firer on the attack that leaves it (its
// example: 4 FP through an orchard leaves 1; with a CX firer too, none).
// The rulebook as printed (residual=rulebook, and a game saved before the
// option) leaves half the column whatever the hindrance.
func TestRule3_3_1ResidualErrataHindranceAndCX(t *testing.T) {
	for _, c := range []struct {
		name     string
		residual string
		cx       bool
		log      string
		want     int
	}{
		{"errata, orchard", ResidualErrata, false, "final DR 8: no effect", 1},
		{"errata, orchard and CX firer", ResidualErrata, true, "final DR 9: no effect", 0},
		{"rulebook, orchard", ResidualRulebook, false, "final DR 8: no effect", 2},
		{"saved before the option", "", false, "final DR 8: no effect", 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := fixture{
				rows:  []string{"............", "............", "............", ".........o..", ".........o..", ".........o.."},
				sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
				units: []string{"R2 russian 5-2-7 vG5", "G1 german 4-6-7 vK5"},
			}.state(t)
			s.Options.Residual = c.residual
			s.u(t, "G1").CX = c.cx
			l, d := dice(t, 3, 5)
			runMPh(t, s, l, []string{"MOVE R2 vH5 vI5"}, []string{"FIRE G1 AT vI5"})
			d.used()
			wantLog(t, l, "Defensive First Fire at vI5: G1 4-6-7 4; total 4, 4 FP column", "+1 hindrance", c.log)
			if got := residualIn(t, s, "vI5"); got != c.want {
				t.Fatalf("residual FP %d, want %d:\n%s", got, c.want, l.text())
			}
		})
	}
}

// The publisher's errata to 3.3.1: an MG that keeps its rate of fire
// leaves no residual FP; the squad firing with it still leaves its own.
func TestRule3_3_1ResidualErrataMGKeepingROF(t *testing.T) {
	for _, c := range []struct {
		residual string
		want     int
	}{
		{ResidualErrata, 2},   // the 4-6-7's 4 FP alone: half the 4 column
		{ResidualRulebook, 4}, // the group's 9 FP: half the 8 column
	} {
		t.Run(c.residual, func(t *testing.T) {
			s := squadWithMMG(t, c.residual)
			l, d := dice(t, 6, 2, 1, 2)
			runMPh(t, s, l, []string{"MOVE R2 vH5 vI5"}, []string{"FIRE G1,G20 AT vI5"})
			d.used()
			wantLog(t, l, "total 9, 8 FP column", "keeps its rate of fire")
			if got := residualIn(t, s, "vI5"); got != c.want {
				t.Fatalf("residual FP %d, want %d:\n%s", got, c.want, l.text())
			}
		})
	}
}

// squadWithMMG is an open board where the German 4-6-7 G1 in vK5, holding
// the MMG G20, waits for the Russian 5-2-7 R2 in vG5, in a game playing
// the residual FP reading given.
func squadWithMMG(t *testing.T, residual string) *State {
	t.Helper()
	s := fixture{
		rows:  []string{"............", "............", "............", "............", "............", "............"},
		sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units: []string{"R2 russian 5-2-7 vG5", "G1 german 4-6-7 vK5"}, weapons: []string{"G20 german MMG G1"},
	}.state(t)
	s.Options.Residual = residual
	return s
}

// The same errata lets an MG decline its rate of fire to leave residual
// FP: a FIRE line's NOROF. Under the errata the MG then leaves its FP in
// the residual and takes its First Fire marker; under the rulebook as
// printed it keeps its ROF and the residual is left anyway, and the reply
// to the line says NOROF changes nothing.
func TestRule3_3_1ResidualErrataMGDecliningROF(t *testing.T) {
	for _, c := range []struct {
		residual string
		log      string
		want     int
		marker   Fire
		note     bool
	}{
		{ResidualErrata, "G20 MMG declines its rate of fire (coloured die 2, ROF 2) to leave residual FP (NOROF)", 4, FirstFire, false},
		{ResidualRulebook, "G20 MMG keeps its rate of fire", 4, NoFire, true},
	} {
		t.Run(c.residual, func(t *testing.T) {
			s := squadWithMMG(t, c.residual)
			line := "FIRE G1,G20 AT vI5 NOROF"
			if n := s.note(1, s.order(t, line)); (n != nil) != c.note || n != nil && !strings.Contains(n.EN, "NOROF changes nothing") {
				t.Errorf("note on %q: %v", line, n)
			}
			l, d := dice(t, 6, 2, 1, 2)
			runMPh(t, s, l, []string{"MOVE R2 vH5 vI5"}, []string{line})
			d.used()
			wantLog(t, l, "total 9, 8 FP column", c.log)
			if got := residualIn(t, s, "vI5"); got != c.want {
				t.Fatalf("residual FP %d, want %d:\n%s", got, c.want, l.text())
			}
			if w := s.weapon("G20"); w.Fire != c.marker {
				t.Errorf("G20's marker %q, want %q", w.Fire, c.marker)
			}
		})
	}
}
