package maneuver

import (
	"testing"

	"adjutant/games/kit/create"
)

// TestAboutDeclaresTheOptionsTheRulesRead: about.toml's options are the
// keys New reads, each with the values the rules test, the published
// reading first (nations and tiles take free text and default to the
// set-up by mail), so the data and the Go cannot drift apart.
func TestAboutDeclaresTheOptionsTheRulesRead(t *testing.T) {
	want := map[string][]string{
		OptNations:  nil,
		OptTiles:    nil,
		OptArmies:   {ArmiesTranscribed, ArmiesOurs},
		OptDiscards: {DiscardsRule, DiscardsOwn},
		OptHand:     {HandDraw, HandChoose},
		OptCommand:  {CommandTotal, CommandSupports},
		OptLosses:   {LossesAll, LossesExtra},
		OptTies:     {TiesPublished, TiesDamaged},
		OptResults:  {ResultsAtLeast, ResultsMore},
		OptAdvance:  {AdvanceAny, AdvancePlayed},
	}
	for _, p := range create.Drift(Engine{}.About().Options, want) {
		t.Error(p)
	}
}
