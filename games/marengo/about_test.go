package marengo

import (
	"testing"

	"adjutant/games/kit/create"
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
		OptBonus:       {BonusRound, BonusEach, BonusOnce},
		OptGroup:       {GroupPlace, GroupArea},
		OptRoadCont:    {ContStand, ContMove},
	}
	for _, p := range create.Drift(Engine{}.About().Options, want) {
		t.Error(p)
	}
}
