package asl

import (
	"testing"

	"adjutant/games/kit/create"
)

// TestAboutDeclaresTheOptionsTheRulesRead: about.toml's options are the
// keys parseOptions reads, each with the values the rules test, the
// published reading first, so the data and the Go cannot drift apart.
func TestAboutDeclaresTheOptionsTheRulesRead(t *testing.T) {
	want := map[string][]string{
		OptScenario:  nil, // any shipped scenario's name
		OptHexside:   {HexsideBoth, HexsideEither},
		OptLOSChecks: {LOSByFire, LOSFree},
		OptResidual:  {ResidualErrata, ResidualRulebook},
		OptLeaders:   {LeadersFullRules, LeadersReconstruction},
	}
	for _, p := range create.Drift(Engine{}.About().Options, want) {
		t.Error(p)
	}
}
