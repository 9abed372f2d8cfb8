package asl

import (
	"maps"
	"slices"
	"testing"
)

// Every fire kind has its name in names.toml, and the file names nothing
// else, so a missing or misspelt key fails here rather than in a
// player's mail.
func TestEveryFireKindIsNamed(t *testing.T) {
	kinds := []fireKind{fkPrep, fkFirst, fkSFF, fkFPF, fkFinal, fkAdvance, fkResidual, fkDC}
	n := names()
	for _, k := range kinds {
		if !n.Has("fire", string(k)) {
			t.Errorf("names.toml has no [fire] %s", k)
		}
	}
	for _, key := range slices.Sorted(maps.Keys(n["fire"])) {
		if !slices.Contains(kinds, fireKind(key)) {
			t.Errorf("names.toml names fire %q, which is no fire kind", key)
		}
	}
	for _, key := range []string{"legend", "marks", "arrows"} {
		if !n.Has("picture", key) {
			t.Errorf("names.toml has no [picture] %s", key)
		}
	}
}
