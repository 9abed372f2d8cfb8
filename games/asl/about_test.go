package asl

import (
	"testing"

	"adjutant/games/kit/create"
	"adjutant/games/kit/shipped"
)

// TestAboutDeclaresTheOptionsTheRulesRead: about.toml's options are the
// keys parseOptions reads (the JSON names of Options' fields, which
// create.Fill sets), each with the values the rules test, the published
// reading first, so the data and the Go cannot drift apart.
func TestAboutDeclaresTheOptionsTheRulesRead(t *testing.T) {
	want := map[string][]string{
		shipped.ScenarioOption: nil, // any shipped scenario's name
		"hexside":              {HexsideBoth, HexsideEither},
		"los_checks":           {LOSByFire, LOSFree},
		"residual":             {ResidualErrata, ResidualRulebook},
		"leader_creation":      {LeadersFullRules, LeadersReconstruction},
	}
	for _, p := range create.Drift(Engine{}.About().Options, want) {
		t.Error(p)
	}
	for _, p := range create.Undeclared(Engine{}.About().Options, Options{}) {
		t.Error(p)
	}
}
