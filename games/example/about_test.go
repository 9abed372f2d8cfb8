package example

import (
	"testing"

	"adjutant/games/kit/create"
)

// TestAboutDeclaresTheOptionsTheRulesRead: about.toml declares the keys
// parseOptions reads (the JSON names of Options' fields, which
// create.Fill sets) and nothing else, and every value it offers for
// bluffs is one New takes, so the data and the Go cannot drift apart.
// The options are numbers, with no named values for create.Drift to
// compare: free max, and bluffs whose default is the middle value.
func TestAboutDeclaresTheOptionsTheRulesRead(t *testing.T) {
	declared := Engine{}.About().Options
	for _, p := range create.Undeclared(declared, Options{}) {
		t.Error(p)
	}
	for _, o := range declared {
		var read Options
		if create.Fill(&read, map[string]string{o.Key: "x"}); read == (Options{}) {
			t.Errorf("option %s: declared, but Options has no field for it", o.Key)
		}
		for _, v := range append([]string{o.Default}, o.Values...) {
			if _, err := (Engine{}).New("standard", map[string]string{o.Key: v}, nil); err != nil {
				t.Errorf("%s=%s, declared, is refused: %v", o.Key, v, err)
			}
		}
	}
}
