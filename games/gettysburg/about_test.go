package gettysburg

import (
	"testing"

	"adjutant/games/kit/create"
)

// TestAboutDeclaresTheOptionsTheRulesRead: about.toml's options are the
// keys parseOptions reads (the JSON names of Options' fields, which
// create.Fill sets), each with the values the rules test, the published
// reading first, so the data and the Go cannot drift apart.
func TestAboutDeclaresTheOptionsTheRulesRead(t *testing.T) {
	want := map[string][]string{
		"pass_moves":        {PassDieAndUnits, PassDie},
		"zoc_bonus":         {BonusTwoOrThree, BonusTwoOrMore},
		"zoi_march":         {ZOIMarchKeep, ZOIMarchCombat},
		"retreat_from":      {RetreatFromWinner, RetreatFromEnemies},
		"retreat_range":     {RetreatRangeStrict, RetreatRangeLenient},
		"cavalry_artillery": {CavalryArtCombat, CavalryArtSide},
	}
	for _, p := range create.Drift(Engine{}.About().Options, want) {
		t.Error(p)
	}
	for _, p := range create.Undeclared(Engine{}.About().Options, Options{}) {
		t.Error(p)
	}
}
