package diplomacy

import (
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

func TestViewShowsPhaseMapUnitsAndCounts(t *testing.T) {
	g := newGame(t, "standard", nil)
	contains(t, "English view", g.View(games.SeatView("France"), i18n.English),
		"Spring 1901, Movement (S1901M)", "Par A.F*F", "Centres: A 3 E 3 F 3 G 3 I 3 R 4 T 3",
		"Russia: F stp/sc", "Russia     4 centres, 4 units")
	contains(t, "Traditional Chinese view", g.View(games.Observer(), i18n.TraditionalChinese), "1901年春季", "軍需區 3，部隊 3")
	if g.View(games.SeatView("France"), i18n.English) != g.View(games.Observer(), i18n.English) {
		t.Error("a seat sees something an observer does not, in a game without secrets")
	}
}

func TestPhaseThatAsksNobody(t *testing.T) {
	// A unit with nowhere to retreat disbands whatever is said, so the
	// retreat phase waits for nobody and the judge resolves it at once.
	g := newGame(t, "standard", nil)
	g, res := g.Edit(lines("remove Vie", "remove Bud", "remove Tri", "add Austria A Boh",
		"add Germany A Sil", "add Germany A Tyr", "add Italy A Vie", "add Italy A Gal"), i18n.English)
	if len(res.Problems) != 0 {
		t.Fatal(res.Problems)
	}
	r := resolveWith(t, g, map[string][]string{"Germany": {"A Mun - Boh", "A Sil S A Mun - Boh", "A Tyr S A Mun - Boh"}}, 1)
	if r.Next.Phase().ID != "S1901R" {
		t.Fatalf("phase %s", r.Next.Phase().ID)
	}
	if reqs := r.Next.Requests(); len(reqs) != 0 {
		t.Errorf("requests %+v for a unit that cannot retreat", reqs)
	}
	contains(t, "report", report(t, r, i18n.English), "cannot retreat and must disband")
	next := resolveWith(t, r.Next, nil, 1).Next
	if next.Phase().ID != "F1901M" || containsString(unitLines(t, next), "Austria: A boh") {
		t.Errorf("after the retreat phase: %s %v", next.Phase().ID, unitLines(t, next))
	}
}
