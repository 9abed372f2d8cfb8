package asl

import (
	"slices"
	"testing"
)

// TestAboutDeclaresTheOptionsTheRulesRead: about.toml's options are the
// keys parseOptions reads, each with the values the rules test, the
// published reading first, so the data and the Go cannot drift apart.
func TestAboutDeclaresTheOptionsTheRulesRead(t *testing.T) {
	want := map[string][]string{
		OptScenario:  nil, // any shipped scenario's name
		OptHexside:   {HexsideBoth, HexsideEither},
		OptLOSChecks: {LOSByFire, LOSFree},
	}
	opts := Engine{}.About().Options
	if len(opts) != len(want) {
		t.Errorf("about.toml declares %d options, the rules read %d", len(opts), len(want))
	}
	for _, o := range opts {
		vals, ok := want[o.Key]
		def := ""
		if len(vals) > 0 {
			def = vals[0]
		}
		if !ok || !slices.Equal(o.Values, vals) || o.Default != def {
			t.Errorf("option %s: values %v, default %q; the rules read %v", o.Key, o.Values, o.Default, vals)
		}
	}
}
