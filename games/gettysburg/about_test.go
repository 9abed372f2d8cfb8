package gettysburg

import (
	"testing"

	"adjutant/games/kit/create"
)

// TestAboutDeclaresTheOptionsTheRulesRead: about.toml's options are the
// keys parseOptions reads, each with the values the rules test, the
// published reading first, so the data and the Go cannot drift apart.
func TestAboutDeclaresTheOptionsTheRulesRead(t *testing.T) {
	want := map[string][]string{
		OptPassMoves:    {PassDieAndUnits, PassDie},
		OptZOCBonus:     {BonusTwoOrThree, BonusTwoOrMore},
		OptZOIMarch:     {ZOIMarchKeep, ZOIMarchCombat},
		OptRetreatFrom:  {RetreatFromWinner, RetreatFromEnemies},
		OptRetreatRange: {RetreatRangeStrict, RetreatRangeLenient},
		OptCavalryArt:   {CavalryArtCombat, CavalryArtSide},
	}
	for _, p := range create.Drift(Engine{}.About().Options, want) {
		t.Error(p)
	}
}
