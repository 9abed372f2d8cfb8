package marengo

import (
	"slices"
	"testing"
)

// TestAboutDeclaresTheOptionsTheRulesRead: about.toml's options are the
// keys parseOptions reads, each with the values the rules test, the
// published reading first, and the scenario option offers the shipped
// scenarios, so the data and the Go cannot drift apart.
func TestAboutDeclaresTheOptionsTheRulesRead(t *testing.T) {
	want := map[string][]string{
		OptScenario:    scenarios().Names,
		OptTerrain:     {TerrainOnce, TerrainEach},
		OptPursuitLoss: {LossOne, LossEach},
		OptBombardLoss: {BombardOne, BombardSpread},
		OptBonus:       {BonusEach, BonusOnce},
		OptGroup:       {GroupPlace, GroupArea},
		OptRoadCont:    {ContStand, ContMove},
	}
	opts := Engine{}.About().Options
	if len(opts) != len(want) {
		t.Errorf("about.toml declares %d options, the rules read %d", len(opts), len(want))
	}
	for _, o := range opts {
		if !slices.Equal(o.Values, want[o.Key]) || o.Default != want[o.Key][0] {
			t.Errorf("option %s: values %v, default %q; the rules read %v", o.Key, o.Values, o.Default, want[o.Key])
		}
	}
}
