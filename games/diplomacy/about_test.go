package diplomacy

import (
	"slices"
	"testing"

	"adjutant/games/diplomacy/variant"
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
		OptEndYear:  nil,
	}
	opts := New().About().Options
	if len(opts) != len(want) {
		t.Errorf("about.toml declares %d options, the rules read %d", len(opts), len(want))
	}
	std, err := variant.ByName("standard")
	if err != nil {
		t.Fatal(err)
	}
	defaults := map[string]string{}
	for _, o := range opts {
		w, ok := want[o.Key]
		first := ""
		if len(w) > 0 {
			first = w[0]
		}
		if !ok || !slices.Equal(o.Values, w) || o.Default != first {
			t.Errorf("option %s: values %v, default %q; the rules read %v", o.Key, o.Values, o.Default, w)
		}
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
