package maneuver

import (
	"slices"
	"testing"
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
	opts := Engine{}.About().Options
	if len(opts) != len(want) {
		t.Errorf("about.toml declares %d options, the rules read %d", len(opts), len(want))
	}
	for _, o := range opts {
		values, ok := want[o.Key]
		def := ""
		if len(values) > 0 {
			def = values[0]
		}
		if !ok || !slices.Equal(o.Values, values) || o.Default != def {
			t.Errorf("option %s: values %v, default %q; the rules read %v", o.Key, o.Values, o.Default, values)
		}
	}
}
