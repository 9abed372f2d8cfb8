package dip

import (
	"errors"
	"testing"
)

func TestLocAndPhaseForms(t *testing.T) {
	if l := ParseLoc(" StP/NC "); l != (Loc{Prov: "stp", Coast: NorthCoast}) || l.String() != "stp/nc" {
		t.Fatalf("ParseLoc: %+v", l)
	}
	for _, c := range []struct {
		p    Phase
		long string
		id   string
	}{
		{Phase{1901, Spring, MovementPhase}, "Spring 1901, Movement", "S1901M"},
		{Phase{1901, Fall, RetreatPhase}, "Fall 1901, Retreat", "F1901R"},
		{Phase{1901, Fall, AdjustmentPhase}, "Fall 1901, Adjustment", "W1901A"},
	} {
		if c.p.String() != c.long || c.p.Short() != c.id {
			t.Errorf("%+v: %q %q", c.p, c.p.String(), c.p.Short())
		}
	}
}

func TestNewMapRefusesInconsistentEdges(t *testing.T) {
	provs := []ProvinceInfo{
		{ID: "aaa", Terrain: Coastal},
		{ID: "bbb", Terrain: Sea},
		{ID: "ccc", Terrain: Land},
		{ID: "spl", Terrain: Coastal, Coasts: []Coast{NorthCoast, SouthCoast}},
	}
	bad := []struct {
		name        string
		army, fleet []Edge
	}{
		{"army to sea", []Edge{{At("aaa"), At("bbb")}}, nil},
		{"fleet inland", nil, []Edge{{At("aaa"), At("ccc")}}},
		{"unknown place", []Edge{{At("aaa"), At("zzz")}}, nil},
		{"split coast without a coast", nil, []Edge{{At("bbb"), At("spl")}}},
		{"coast that does not exist", nil, []Edge{{At("bbb"), Loc{Prov: "spl", Coast: EastCoast}}}},
	}
	for _, b := range bad {
		if _, err := NewMap(provs, b.army, b.fleet); !errors.Is(err, ErrBadMap) {
			t.Errorf("%s: got %v, want ErrBadMap", b.name, err)
		}
	}
	m, err := NewMap(provs, []Edge{{At("aaa"), At("ccc")}}, []Edge{{At("aaa"), At("bbb")}, {At("bbb"), Loc{Prov: "spl", Coast: SouthCoast}}})
	if err != nil {
		t.Fatal(err)
	}
	if !m.ArmyAdjacent("ccc", "aaa") || !m.FleetAdjacent(Loc{Prov: "spl", Coast: SouthCoast}, At("bbb")) {
		t.Error("edges are not symmetric")
	}
	if got := m.FleetCanReach(At("bbb"), "spl"); len(got) != 1 || got[0] != SouthCoast {
		t.Errorf("FleetCanReach: %v", got)
	}
}

func TestProvinceIDIsLowerCaseLetters(t *testing.T) {
	for id, want := range map[Province]bool{"lon": true, "stp": true, "": false, "Lon": false, "st p": false, "stp/nc": false, "lon1": false} {
		if got := id.Valid(); got != want {
			t.Errorf("Province(%q).Valid() = %v, want %v", id, got, want)
		}
	}
}
