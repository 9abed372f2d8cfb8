package marengo

import (
	"testing"

	"adjutant/games/kit/create"
	"adjutant/games/kit/shipped"
)

// TestAboutDeclaresTheOptionsTheRulesRead: about.toml's options are the
// keys parseOptions reads (the JSON names of Options' fields, which
// create.Fill sets), each with the values the rules test, the published
// reading first, and the scenario option offers the shipped scenarios, so
// the data and the Go cannot drift apart.
func TestAboutDeclaresTheOptionsTheRulesRead(t *testing.T) {
	want := map[string][]string{
		shipped.ScenarioOption: scenarios().Names,
		"terrain":              {TerrainOnce, TerrainEach},
		"pursuit_loss":         {LossOne, LossEach},
		"bombard_loss":         {BombardOne, BombardSpread},
		"bonus":                {BonusRound, BonusEach, BonusOnce},
		"group":                {GroupPlace, GroupArea},
		"road_continue":        {ContStand, ContMove},
	}
	for _, p := range create.Drift(Engine{}.About().Options, want) {
		t.Error(p)
	}
	for _, p := range create.Undeclared(Engine{}.About().Options, Options{}) {
		t.Error(p)
	}
}
