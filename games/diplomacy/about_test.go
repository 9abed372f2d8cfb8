package diplomacy

import (
	"testing"

	"adjutant/games/diplomacy/variant"
	"adjutant/games/kit/create"
)

// TestAboutDeclaresTheOptionsTheRulesRead: about.toml's options are the
// keys parseSettings reads, each with the values it accepts, the default
// first (endyear is free and has none), so the data and the Go cannot
// drift apart.
func TestAboutDeclaresTheOptionsTheRulesRead(t *testing.T) {
	want := map[string][]string{
		OptRules:    {RulesRulebook, RulesDATC},
		OptEnd:      {EndVictory, EndTimed, EndLot},
		OptDisorder: {DisorderOwned, DisorderHome},
		OptText:     {TextOriginal, TextTranslation},
		OptEndYear:  nil,
	}
	opts := New().About().Options
	for _, p := range create.Drift(opts, want) {
		t.Error(p)
	}
	std, err := variant.ByName("standard")
	if err != nil {
		t.Fatal(err)
	}
	defaults := map[string]string{}
	for _, o := range opts {
		defaults[o.Key] = o.Default
		for _, v := range o.Values {
			in := map[string]string{o.Key: v}
			if o.Key == OptEnd && v != EndVictory {
				in[OptEndYear] = "1910"
			}
			if _, err := parseSettings(std, in); err != nil {
				t.Errorf("%s=%s, as about.toml offers it, is refused: %v", o.Key, v, err)
			}
		}
	}
	// A game created with every default written out is the game created
	// with no options at all.
	written, err := parseSettings(std, defaults)
	if none, _ := parseSettings(std, nil); err != nil || written != none {
		t.Errorf("the declared defaults read as %+v (%v), no options as %+v", written, err, none)
	}
}
