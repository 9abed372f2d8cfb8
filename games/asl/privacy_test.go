package asl

import (
	"strings"
	"testing"

	"adjutant/games"
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
				for _, lang := range games.Langs() {
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
			if strings.Contains(next.View(games.MasterView(), games.English), "FIRE ") {
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
