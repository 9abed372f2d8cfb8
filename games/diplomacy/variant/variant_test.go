package variant

import (
	"errors"
	"strings"
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

// Rule 1.2.2–1.2.3: who plays what, from which year, and what the powers
// nobody plays do.
func TestPlayerCounts(t *testing.T) {
	cases := []struct {
		name     string
		seats    []string
		start    int
		victory  int
		disorder []dip.Power
		neutral  []dip.Power
	}{
		{"standard", []string{"Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey"}, 1901, 18, nil, nil},
		{"six", []string{"Austria", "England", "France", "Germany", "Russia", "Turkey"}, 1901, 18, []dip.Power{dip.Italy}, nil},
		{"five", []string{"Austria", "England", "France", "Russia", "Turkey"}, 1901, 18, []dip.Power{dip.Germany, dip.Italy}, nil},
		{"four", []string{"Austria+France", "England", "Germany+Turkey", "Italy+Russia"}, 1901, 18, nil, nil},
		{"three-a", []string{"Austria+Italy+Turkey", "England+France+Germany", "Russia"}, 1901, 18, nil, nil},
		{"three-b", []string{"Austria+England+Germany", "France+Turkey", "Italy+Russia"}, 1901, 18, nil, nil},
		{"two-1914", []string{"Austria+Germany+Turkey", "England+France+Russia"}, 1914, 24, nil, []dip.Power{dip.Italy}},
	}
	if len(cases) != len(Names()) {
		t.Fatalf("%d variants named, %d tested", len(Names()), len(cases))
	}
	for i, c := range cases {
		if Names()[i] != c.name {
			t.Fatalf("Names()[%d] = %q, want %q", i, Names()[i], c.name)
		}
		v, err := ByName(strings.ToUpper(c.name))
		if err != nil {
			t.Fatal(err)
		}
		var seats []string
		seen := map[dip.Power]bool{}
		for _, s := range v.Seats {
			seats = append(seats, s.Name)
			for _, p := range s.Powers {
				if seen[p] {
					t.Errorf("%s: %s in two seats", c.name, p)
				}
				seen[p] = true
			}
		}
		if strings.Join(seats, " ") != strings.Join(c.seats, " ") {
			t.Errorf("%s: seats %v, want %v", c.name, seats, c.seats)
		}
		if v.StartYear != c.start || v.VictoryCentres != c.victory {
			t.Errorf("%s: start %d victory %d, want %d and %d", c.name, v.StartYear, v.VictoryCentres, c.start, c.victory)
		}
		if !samePowers(v.Disorder, c.disorder) || !samePowers(v.Neutral, c.neutral) {
			t.Errorf("%s: disorder %v neutral %v, want %v and %v", c.name, v.Disorder, v.Neutral, c.disorder, c.neutral)
		}
		// Every power is played, in disorder, or neutral: exactly one of them.
		for _, p := range dip.AllPowers() {
			n := 0
			if seen[p] {
				n++
			}
			for _, q := range append(append([]dip.Power(nil), v.Disorder...), v.Neutral...) {
				if q == p {
					n++
				}
			}
			if n != 1 {
				t.Errorf("%s: %s is accounted for %d times", c.name, p, n)
			}
		}
	}
	if _, err := ByName("eight"); !errors.Is(err, ErrUnknown) {
		t.Errorf("ByName(eight) = %v, want ErrUnknown", err)
	}
}

// TestTranslatedStartYears: the publisher's six- and five-player games
// start in 1901 like every other; the Chinese text gives 1870 and 1801
// (1.2.3a–b), which AsTranslated keeps. No other variant changes year.
func TestTranslatedStartYears(t *testing.T) {
	want := map[string][2]int{"standard": {1901, 1901}, "six": {1901, 1870}, "five": {1901, 1801}, "four": {1901, 1901},
		"three-a": {1901, 1901}, "three-b": {1901, 1901}, "two-1914": {1914, 1914}}
	m := dipmap.Standard()
	for _, name := range Names() {
		v, _ := ByName(name)
		tr := v.AsTranslated()
		if got := [2]int{v.Initial(m).Phase.Year, tr.Initial(m).Phase.Year}; got != want[name] {
			t.Errorf("%s: first year %d (publisher) and %d (translation), want %v", name, got[0], got[1], want[name])
		}
	}
}

func samePowers(a, b []dip.Power) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestInitialPositions(t *testing.T) {
	m := dipmap.Standard()
	cases := []struct {
		name           string
		units, centres int
		disorder       []dip.Power
		absent         []dip.Power
	}{
		{"standard", 22, 22, nil, nil},
		{"six", 22, 22, []dip.Power{dip.Italy}, nil},
		{"five", 22, 22, []dip.Power{dip.Germany, dip.Italy}, nil},
		{"four", 22, 22, nil, nil},
		{"two-1914", 19, 19, nil, []dip.Power{dip.Italy}},
	}
	for _, c := range cases {
		v, _ := ByName(c.name)
		pos := v.Initial(m)
		if pos.Phase != (dip.Phase{Year: v.StartYear, Season: dip.Spring, Kind: dip.MovementPhase}) {
			t.Errorf("%s: starts in %v", c.name, pos.Phase)
		}
		if len(pos.Units) != c.units || len(pos.Owners) != c.centres {
			t.Errorf("%s: %d units and %d owned centres, want %d and %d", c.name, len(pos.Units), len(pos.Owners), c.units, c.centres)
		}
		for _, p := range c.disorder {
			if !pos.Disorder[p] {
				t.Errorf("%s: %s not in civil disorder", c.name, p)
			}
		}
		if len(pos.Disorder) != len(c.disorder) || len(pos.Absent) != len(c.absent) {
			t.Errorf("%s: disorder %v absent %v", c.name, pos.Disorder, pos.Absent)
		}
		for _, p := range c.absent {
			if !pos.Absent[p] {
				t.Errorf("%s: %s not absent", c.name, p)
			}
			for _, u := range pos.Units {
				if u.Power == p {
					t.Errorf("%s: the neutral %s has %v", c.name, p, u)
				}
			}
			for prov, owner := range pos.Owners {
				if owner == p {
					t.Errorf("%s: the neutral %s owns %s", c.name, p, prov)
				}
			}
		}
	}
}
