package asl

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/asl/orders"
	"adjutant/templates/i18n"
)

// Plans and standing orders are secrets of their side: during the whole
// sample game no line a side sent (PASS says nothing) is in any report,
// view or prompt the other side reads, in any language; the master reads
// them, and after the end everyone reads the whole record. The game has
// no concealment (the rulebook has none), so the plans are the secrets.
func TestNoSideReadsTheOtherSidesOrders(t *testing.T) {
	g, hist := playVillage(t, 1)
	other := map[games.Seat]games.Seat{"Russian": "German", "German": "Russian"}
	found := 0
	for i, p := range hist {
		next := p.res.Next
		for seat, lines := range p.sent {
			opp := other[seat]
			// Every later mail the opponent reads until the end.
			for _, q := range hist[i:] {
				if q.res.Next.Over() != nil {
					break
				}
				for _, lang := range i18n.Langs() {
					rep, err := Engine{}.Report(q.res.Result, games.SeatView(opp), lang)
					if err != nil {
						t.Fatal(err)
					}
					texts := []string{rep, q.res.Next.View(games.SeatView(opp), lang)}
					for _, r := range q.res.Next.Requests() {
						texts = append(texts, r.For(games.SeatView(opp)).Ask.In(lang), r.For(games.SeatView(opp)).Default.In(lang))
					}
					for _, line := range lines {
						if line == "PASS" {
							continue
						}
						for _, txt := range texts {
							if strings.Contains(txt, line) {
								t.Fatalf("%s's line %q (sent for %s) is in what %s reads at %s (%s):\n%s", seat, line, p.phase, opp, q.phase, lang, txt)
							}
						}
					}
				}
			}
			// The master sees the standing orders in the view.
			if strings.Contains(next.View(games.MasterView(), i18n.English), "FIRE ") {
				found++
			}
		}
	}
	if found == 0 {
		t.Fatal("the master never read a standing order: the test would pass for the wrong reason")
	}
	if g.Over() == nil {
		t.Fatal("the game did not end")
	}
}

// Hidden information: the attacker's plan beyond the step being played
// is secret until it runs. A MOVE line whose assault movement the judge
// refuses when it runs (here the MMG leaves the squad 2 MF, all the woods
// cost), or a unit that cannot move, must not tell the defender, least of
// all before it answers a stop: it would betray the rest of the plan.
func TestRefusedPlanPartsStaySecretBeforeAStop(t *testing.T) {
	s := fixture{
		rows:  []string{"............", "..w.........", "............"},
		sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units:   []string{"R1 russian 4-4-7 vB2", "R2 russian 4-4-7 vA1", "R3 russian 4-4-7 vA3", "G1 german 4-6-7 vH2"},
		weapons: []string{"R20 russian MMG R1"},
	}.state(t)
	s.u(t, "R3").Pinned = true
	l, _ := dice(t)
	if runMPh(t, s, l, []string{"MOVE R1 AM vC2", "MOVE R3 vB3 vC3", "MOVE R2 vB1 vC1"}, []string{"ASK AT vC1"}) {
		t.Fatal("the move should stop to ask at C1")
	}
	for _, lang := range i18n.Langs() {
		ger := l.readBy("German", lang)
		rus := l.readBy("Russian", lang)
		for _, secret := range []string{i18n.Tr(lang, "assault movement", "警戒移動", "警戒移动"), "R3"} {
			if strings.Contains(ger, secret) || !strings.Contains(rus, secret) {
				t.Errorf("%s: %q in the German's report %v, in the Russian's %v:\n%s", lang, secret, strings.Contains(ger, secret), strings.Contains(rus, secret), ger)
			}
		}
	}
}

// Issue 19: an ADVANCE line that cannot run (a pinned unit; a CX unit
// whose MMG leaves it 2 MF, all the woods cost) is told to its side alone: the
// other side must not read which advance was intended.
func TestRefusedAdvanceLinesStayWithTheirSide(t *testing.T) {
	s := fixture{
		rows:  []string{".w..........", "............", "............"},
		sides: [2]string{"russian", "german"}, elr: [2]int{3, 3},
		units:   []string{"R1 russian 4-4-7 vA1", "R2 russian 4-4-7 vA2", "R3 russian 4-4-7 vA3", "G1 german 4-6-7 vH2"},
		weapons: []string{"R20 russian MMG R1"},
	}.state(t)
	s.u(t, "R2").Pinned = true
	s.u(t, "R1").CX = true
	s.Lines[0] = []orders.Order{s.order(t, "ADVANCE R1 vB1"), s.order(t, "ADVANCE R2 vB2"), s.order(t, "ADVANCE R3 vB3")}
	l, _ := dice(t)
	s.advancePhase(l)
	for _, lang := range i18n.Langs() {
		ger := l.readBy("German", lang)
		rus := l.readBy("Russian", lang)
		for _, secret := range []string{"R1", "R2", "vB1", "vB2"} {
			if strings.Contains(ger, secret) || !strings.Contains(rus, secret) {
				t.Errorf("%s: %q in the German's report %v, in the Russian's %v:\n%s\n---\n%s", lang, secret, strings.Contains(ger, secret), strings.Contains(rus, secret), ger, rus)
			}
		}
		if !strings.Contains(ger, "R3") {
			t.Errorf("%s: the advance that took place is public:\n%s", lang, ger)
		}
	}
}
