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
