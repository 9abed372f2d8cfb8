package variant

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/templates/i18n"
)

// position gives each power the number of centres and units listed (units
// are armies placed in any free land or coastal province; centres are taken
// in province order), in the given phase.
func position(t *testing.T, ph dip.Phase, centres, units map[dip.Power]int) dip.Position {
	t.Helper()
	m := dipmap.Standard()
	pos := dip.Position{Phase: ph, Units: map[dip.Province]dip.Unit{}, Owners: map[dip.Province]dip.Power{},
		Dislodged: map[dip.Province]dip.Dislodged{}, Disorder: map[dip.Power]bool{}, Absent: map[dip.Power]bool{}}
	var scs, land []dip.Province
	for _, p := range m.Provinces() {
		info := m.Province(p)
		if info.SupplyCenter {
			scs = append(scs, p)
		}
		if info.Terrain != dip.Sea && !info.Impassable {
			land = append(land, p)
		}
	}
	for _, pw := range dip.AllPowers() {
		for i := 0; i < centres[pw]; i++ {
			pos.Owners[scs[0]] = pw
			scs = scs[1:]
		}
		for i := 0; i < units[pw]; i++ {
			pos.Units[land[0]] = dip.Unit{Type: dip.Army, Power: pw, At: dip.At(land[0])}
			land = land[1:]
		}
	}
	return pos
}

var spring1905 = dip.Phase{Year: 1905, Season: dip.Spring, Kind: dip.MovementPhase}

func TestVictoryByCentres(t *testing.T) {
	std, _ := ByName("standard")
	two, _ := ByName("two-1914")
	four, _ := ByName("four")
	cases := []struct {
		name    string
		v       Variant
		centres map[dip.Power]int
		winner  dip.Power
		seat    string
	}{
		{"17 is not enough", std, map[dip.Power]int{dip.France: 17, dip.Germany: 10}, "", ""},
		{"18 wins (5.1a)", std, map[dip.Power]int{dip.France: 18, dip.Germany: 10}, dip.France, "France"},
		{"1914: 18 is not enough", two, map[dip.Power]int{dip.Germany: 18, dip.France: 10}, "", ""},
		{"1914: 23 is not enough", two, map[dip.Power]int{dip.Germany: 23, dip.France: 8}, "", ""},
		{"1914: 24 wins (1.2.3e)", two, map[dip.Power]int{dip.Germany: 24, dip.France: 7}, dip.Germany, "Austria+Germany+Turkey"},
		{"1914 as translated: 24 between one player's powers is not enough (1.2.4)", two.AsTranslated(), map[dip.Power]int{dip.Austria: 12, dip.Germany: 12, dip.France: 7}, "", ""},
		{"1914 as translated: 24 in one power wins", two.AsTranslated(), map[dip.Power]int{dip.Germany: 24, dip.France: 7}, dip.Germany, "Austria+Germany+Turkey"},
		{"centres count per power, not per player (1.2.4)", four, map[dip.Power]int{dip.Austria: 10, dip.France: 10}, "", ""},
		{"the winning power's player is named", four, map[dip.Power]int{dip.Austria: 2, dip.France: 18}, dip.France, "Austria+France"},
	}
	for _, c := range cases {
		pos := position(t, spring1905, c.centres, c.centres)
		end := CheckEnd(c.v, EndRule{Kind: Victory}, pos, nil, nil)
		switch {
		case c.winner == "" && end != nil:
			t.Errorf("%s: game ended: %+v", c.name, end)
		case c.winner != "" && (end == nil || end.Kind != Victory || len(end.Winners) != 1 || end.Winners[0] != c.winner || end.Seats[0] != c.seat):
			t.Errorf("%s: got %+v, want victory of %s (%s)", c.name, end, c.winner, c.seat)
		case end != nil && (!strings.Contains(end.Message.EN, string(c.winner)) || end.Message.In(i18n.SimplifiedChinese) == end.Message.EN):
			t.Errorf("%s: announcement %+v", c.name, end.Message)
		}
	}
}

// TestVictoryByOnePlayersPowers: in the publisher's two-player game the
// first player whose powers own 24 centres between them wins (1.2.3e);
// every power of that player owning a centre is named.
func TestVictoryByOnePlayersPowers(t *testing.T) {
	two, _ := ByName("two-1914")
	pos := position(t, spring1905, map[dip.Power]int{dip.Austria: 12, dip.Germany: 11, dip.France: 7},
		map[dip.Power]int{dip.Austria: 12, dip.Germany: 11, dip.France: 7})
	if end := CheckEnd(two, EndRule{Kind: Victory}, pos, nil, nil); end != nil {
		t.Fatalf("23 centres between Austria and Germany ended the game: %+v", end)
	}
	pos = position(t, spring1905, map[dip.Power]int{dip.Austria: 12, dip.Germany: 11, dip.Turkey: 1, dip.France: 7},
		map[dip.Power]int{dip.Austria: 12, dip.Germany: 11, dip.Turkey: 1, dip.France: 7})
	end := CheckEnd(two, EndRule{Kind: Victory}, pos, nil, nil)
	if end == nil || end.Kind != Victory || len(end.Seats) != 1 || end.Seats[0] != "Austria+Germany+Turkey" ||
		len(end.Winners) != 3 || !strings.Contains(end.Message.EN, "24") || !strings.Contains(end.Message.Hant, "24") {
		t.Fatalf("got %+v, want Austria+Germany+Turkey to win with 24", end)
	}
	// Once the coin toss has given Italy to a side, Italy's centres count
	// with that side's.
	joined, err := two.Joined(dip.Italy, "England+France+Russia")
	if err != nil {
		t.Fatal(err)
	}
	pos = position(t, spring1905, map[dip.Power]int{dip.France: 20, dip.Italy: 4, dip.Austria: 5},
		map[dip.Power]int{dip.France: 20, dip.Italy: 4, dip.Austria: 5})
	if end := CheckEnd(joined, EndRule{Kind: Victory}, pos, nil, nil); end == nil || len(end.Seats) != 1 || end.Seats[0] != "England+France+Russia" {
		t.Errorf("France 20 and Italy 4 after the toss: got %+v, want England+France+Russia to win", end)
	}
}

func TestTimedGame(t *testing.T) {
	v, _ := ByName("standard")
	rule := EndRule{Kind: Timed, EndYear: 1905}
	units := map[dip.Power]int{dip.England: 7, dip.France: 9, dip.Turkey: 8}

	pos := position(t, dip.Phase{Year: 1905, Season: dip.Fall, Kind: dip.AdjustmentPhase}, units, units)
	if end := CheckEnd(v, rule, pos, nil, nil); end != nil {
		t.Fatalf("ended before the 1905 adjustments were done: %+v", end)
	}
	pos.Phase = dip.Phase{Year: 1906, Season: dip.Spring, Kind: dip.MovementPhase}
	end := CheckEnd(v, rule, pos, nil, nil)
	if end == nil || end.Kind != Timed || len(end.Winners) != 1 || end.Winners[0] != dip.France {
		t.Fatalf("timed end: %+v, want France with most units", end)
	}

	tied := map[dip.Power]int{dip.England: 9, dip.France: 9, dip.Turkey: 8}
	end = CheckEnd(v, rule, position(t, pos.Phase, tied, tied), nil, nil)
	if end == nil || len(end.Winners) != 2 || end.Winners[0] != dip.England || end.Winners[1] != dip.France {
		t.Fatalf("tied timed end: %+v, want England and France", end)
	}

	// 5.1: a victory by centres comes first, even in a timed game.
	big := map[dip.Power]int{dip.England: 5, dip.France: 18}
	more := map[dip.Power]int{dip.England: 19, dip.France: 1}
	end = CheckEnd(v, rule, position(t, pos.Phase, big, more), nil, nil)
	if end == nil || end.Kind != Victory || end.Winners[0] != dip.France {
		t.Fatalf("victory in a timed game: %+v", end)
	}
}

func TestLotAndDraw(t *testing.T) {
	v, _ := ByName("three-b")
	units := map[dip.Power]int{dip.England: 4, dip.Germany: 3, dip.France: 5, dip.Italy: 6}
	pos := position(t, spring1905, units, units) // Russia, Austria, Turkey are gone
	all := map[dip.Power]bool{dip.England: true, dip.Germany: true, dip.France: true, dip.Italy: true}
	most := map[dip.Power]bool{dip.England: true, dip.Germany: true, dip.France: true}

	if end := CheckEnd(v, EndRule{Kind: Lot}, pos, games.NewDice([games.SeedSize]byte{}, "S1905M"), most); end != nil {
		t.Fatalf("ended without every survivor's vote: %+v", end)
	}
	end := CheckEnd(v, EndRule{Kind: Victory}, pos, nil, all)
	if end == nil || end.Kind != Draw || len(end.Winners) != 4 || len(end.Seats) != 3 {
		t.Fatalf("unanimous vote, victory rule: %+v, want a draw of 4 powers in 3 seats", end)
	}

	// The lot: one draw among the three surviving players, fixed by the seed.
	wins := map[string]bool{}
	for i := 0; i < 40 && len(wins) < 3; i++ {
		var seed [games.SeedSize]byte
		seed[0] = byte(i)
		d := games.NewDice(seed, "S1905M")
		end := CheckEnd(v, EndRule{Kind: Lot}, pos, d, all)
		if end == nil || end.Kind != Lot || end.Lot == nil || end.Lot.Sides != 3 || len(end.Seats) != 1 {
			t.Fatalf("lot: %+v", end)
		}
		again := CheckEnd(v, EndRule{Kind: Lot}, pos, games.NewDice(seed, "S1905M"), all)
		if again.Seats[0] != end.Seats[0] {
			t.Fatal("the same seed drew a different winner")
		}
		want := []string{"Austria+England+Germany", "France+Turkey", "Italy+Russia"}[end.Lot.Value-1]
		if end.Seats[0] != want {
			t.Fatalf("lot value %d gave %s, want %s", end.Lot.Value, end.Seats[0], want)
		}
		wins[end.Seats[0]] = true
	}
	if len(wins) != 3 {
		t.Fatalf("40 seeds gave only %v", wins)
	}
}
