package maneuver

import (
	"testing"

	"adjutant/games/kit/create"
)

// TestAboutDeclaresTheOptionsTheRulesRead: about.toml's options are the
// keys New reads (the JSON names of Options' fields, which create.Fill
// sets), each with the values the rules test, the published reading first
// (nations and tiles take free text and default to the set-up by mail), so
// the data and the Go cannot drift apart.
func TestAboutDeclaresTheOptionsTheRulesRead(t *testing.T) {
	want := map[string][]string{
		OptNations: nil,
		OptTiles:   nil,
		"armies":   {ArmiesTranscribed, ArmiesOurs},
		"discards": {DiscardsRule, DiscardsOwn},
		"hand":     {HandDraw, HandChoose},
		"command":  {CommandTotal, CommandSupports},
		"losses":   {LossesAll, LossesExtra},
		"ties":     {TiesPublished, TiesDamaged},
		"results":  {ResultsAtLeast, ResultsMore},
		"advance":  {AdvanceAny, AdvancePlayed},
	}
	for _, p := range create.Drift(Engine{}.About().Options, want) {
		t.Error(p)
	}
	for _, p := range create.Undeclared(Engine{}.About().Options, Options{}) {
		t.Error(p)
	}
}
