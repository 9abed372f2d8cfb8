package diplomacy

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// resolveWith resolves g with the given accepted orders and seed.
func resolveWith(t *testing.T, g games.Game, orders map[string][]string, seed byte) games.Resolution {
	t.Helper()
	in := games.ResolveInput{Submissions: map[games.Seat]games.Submission{}}
	for seat, text := range orders {
		res := g.Submit(games.Seat(seat), lines(text...), i18n.English)
		if len(res.Problems) > 0 {
			t.Fatalf("%s: %+v", seat, res.Problems)
		}
		in.Submissions[games.Seat(seat)] = res.Accepted
	}
	r, err := g.Resolve(in, games.NewDice(seedFor(seed), g.Phase().ID))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestTwoPlayer1914CoinToss(t *testing.T) {
	for _, tc := range []struct {
		seed    byte
		roll    int
		side    []games.Seat
		message string
	}{
		{seed: 2, roll: 1, side: []games.Seat{"Austria", "Germany", "Italy", "Turkey"}, message: "gives Italy to Austria+Germany+Turkey"},
		{seed: 1, roll: 2, side: []games.Seat{"England", "France", "Italy", "Russia"}, message: "gives Italy to England+France+Russia"},
	} {
		t.Run(tc.message, func(t *testing.T) {
			g := newGame(t, "two-1914", nil)
			if g.Phase().ID != "S1914M" {
				t.Fatalf("starts in %s", g.Phase().ID)
			}
			if !containsSeat(seatIDs(g.Seats()), "Italy") || containsSeat(requestSeats(g), "Italy") {
				t.Fatalf("Italy: seats %v, requests %v", g.Seats(), requestSeats(g))
			}
			// Neutral Italy's land is closed (1.2.3e).
			if res := g.Submit("Austria", lines("A Vie - Tyr", "F Tri - Ven"), i18n.English); len(res.Problems) != 1 || res.Problems[0].Line != 2 {
				t.Fatalf("F Tri - Ven into neutral Italy: %+v", res.Problems)
			}
			g = resolveWith(t, g, nil, tc.seed).Next
			r := resolveWith(t, g, nil, tc.seed)
			draws := r.Draws
			if len(draws) != 1 || draws[0].Sides != 2 || draws[0].Value != tc.roll {
				t.Fatalf("draws %+v, want one roll of %d on 2 sides", draws, tc.roll)
			}
			g = r.Next
			if g.Phase().ID != "W1914A" {
				t.Fatalf("after the toss the phase is %s, want W1914A", g.Phase().ID)
			}
			reqs := g.Requests()
			if len(reqs) != 1 || reqs[0].Seat != "Italy" || !strings.HasPrefix(reqs[0].Public.Ask.EN, "build 3") {
				t.Fatalf("W1914A requests %+v", reqs)
			}
			groups := g.Groups()
			found := false
			for _, grp := range groups {
				if reflect.DeepEqual(grp, tc.side) {
					found = true
				}
			}
			if !found {
				t.Errorf("groups %v lack %v", groups, tc.side)
			}
			contains(t, "toss report", report(t, r, i18n.English), "Coin toss", tc.message)
			contains(t, "toss report", report(t, r, i18n.TraditionalChinese), "擲硬幣")

			// Italy builds and plays from Spring 1915.
			g = resolveWith(t, g, map[string][]string{"Italy": {"Build A Ven", "Build A Rom", "Build F Nap"}}, tc.seed).Next
			if g.Phase().ID != "S1915M" || !containsSeat(requestSeats(g), "Italy") {
				t.Fatalf("%s: requests %v", g.Phase().ID, requestSeats(g))
			}
			if res := g.Submit("Italy", lines("A Ven - Tyr", "F Nap - Ion"), i18n.English); len(res.Problems) != 0 {
				t.Errorf("Italy's orders refused: %+v", res.Problems)
			}
			b, _ := g.Save()
			h, err := New().Load(b)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(h.Groups(), groups) {
				t.Errorf("Load lost the toss: %v", h.Groups())
			}
		})
	}
}

func seatIDs(infos []games.SeatInfo) []games.Seat {
	out := make([]games.Seat, len(infos))
	for i, s := range infos {
		out[i] = s.Seat
	}
	return out
}

func containsSeat(list []games.Seat, s games.Seat) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func TestTimedGameEndsWithMostUnits(t *testing.T) {
	g := newGame(t, "standard", map[string]string{"end": "timed", "endyear": "1901"})
	g = resolveWith(t, g, map[string][]string{"France": {"A Mar - Spa", "F Bre - Mao"}}, 1).Next
	g = resolveWith(t, g, map[string][]string{"France": {"F Mao - Por"}}, 1).Next
	if g.Over() != nil || g.Phase().ID != "W1901A" {
		t.Fatalf("%s over=%v", g.Phase().ID, g.Over())
	}
	r := resolveWith(t, g, map[string][]string{"France": {"Build A Mar", "Build F Bre"}}, 1)
	g = r.Next
	end := g.Over()
	if end == nil {
		t.Fatal("game goes on after its end year")
	}
	if !reflect.DeepEqual(end.Winners, []games.Seat{"France"}) || !strings.Contains(end.Reason.EN, "most units (5)") {
		t.Errorf("ending %+v", end)
	}
	if len(g.Requests()) != 0 {
		t.Errorf("requests after the end: %v", g.Requests())
	}
	contains(t, "final report", report(t, r, i18n.English), "Game over", "France")
	contains(t, "final view", g.View(games.Observer(), i18n.SimplifiedChinese), "游戏结束")
	if _, err := g.Resolve(games.ResolveInput{}, games.NewDice(seedFor(1), "S1902M")); !errors.Is(err, games.ErrOver) {
		t.Errorf("Resolve after the end: %v", err)
	}
	b, _ := g.Save()
	h, err := New().Load(b)
	if err != nil || h.Over() == nil || h.Over().Winners[0] != "France" {
		t.Errorf("Load lost the ending: %v %+v", err, h)
	}
}

func TestLotEndsAfterTheEndYear(t *testing.T) {
	g := newGame(t, "standard", map[string]string{"end": "lot", "endyear": "1901"})
	g = resolveWith(t, g, nil, 1).Next
	r := resolveWith(t, g, nil, 1)
	end := r.Next.Over()
	if end == nil {
		t.Fatal("no lot after the end year")
	}
	if len(r.Draws) != 1 || r.Draws[0].Sides != 7 {
		t.Fatalf("draws %+v", r.Draws)
	}
	seats := seatIDs(r.Next.Seats())
	if want := seats[r.Draws[0].Value-1]; !reflect.DeepEqual(end.Winners, []games.Seat{want}) {
		t.Errorf("lot drew %d but winners are %v", r.Draws[0].Value, end.Winners)
	}
	contains(t, "lot report", report(t, r, i18n.English), "Game over", "lot falls to")
	again := resolveWith(t, g, nil, 1)
	if string(again.Result) != string(r.Result) {
		t.Error("the same seed drew a different lot")
	}
}

func TestVictoryComesFirst(t *testing.T) {
	g := newGame(t, "standard", nil)
	edits := []string{}
	for _, sc := range []string{"bel", "hol", "den", "swe", "nwy", "spa", "por", "tun", "bul", "gre", "ser", "rum", "ber", "kie", "mun"} {
		edits = append(edits, "owner "+sc+" France")
	}
	g, res := g.Edit(lines(edits...), i18n.English)
	if len(res.Problems) != 0 {
		t.Fatal(res.Problems)
	}
	g = resolveWith(t, g, nil, 1).Next
	end := g.Over()
	if end == nil || !reflect.DeepEqual(end.Winners, []games.Seat{"France"}) {
		t.Fatalf("18 centres (3 home + 15) did not win: %+v", end)
	}
}

func TestCivilDisorderIsThePhasesOnly(t *testing.T) {
	g := newGame(t, "standard", nil)
	sub := g.Submit("Germany", lines("A Mun - Bur"), i18n.English)
	r, err := g.Resolve(games.ResolveInput{
		Submissions: map[games.Seat]games.Submission{"Germany": sub.Accepted},
		Disorder:    map[games.Seat]bool{"Germany": true},
	}, games.NewDice(seedFor(1), "S1901M"))
	if err != nil {
		t.Fatal(err)
	}
	if !containsString(unitLines(t, r.Next), "Germany: A mun") {
		t.Error("a power in civil disorder moved")
	}
	contains(t, "disorder report", report(t, r, i18n.English), "Germany: (civil disorder)")
	if !containsSeat(requestSeats(r.Next), "Germany") {
		t.Error("the judge's disorder outlived the phase")
	}
	six := newGame(t, "six", nil)
	if containsSeat(requestSeats(six), "Italy") || containsSeat(six.Alive(), "Italy") {
		t.Error("six-player Italy is asked or counted")
	}
}
