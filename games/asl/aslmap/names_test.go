package aslmap

import (
	"maps"
	"slices"
	"testing"
)

// Every terrain has its name in names.toml, and the file names nothing
// else, so a missing key fails here rather than in a player's mail.
func TestEveryTerrainIsNamed(t *testing.T) {
	n := names()
	for _, tr := range terrains() {
		if !n.Has("terrain", string(rune(tr))) {
			t.Errorf("names.toml has no [terrain] %q", string(rune(tr)))
		}
	}
	for _, key := range slices.Sorted(maps.Keys(n["terrain"])) {
		if len(key) != 1 || !validTerrain(key[0]) {
			t.Errorf("names.toml names terrain %q, which is no terrain", key)
		}
	}
	if got := Woods.Name(); got.EN != "woods" || got.Hant != "森林" || got.Hans != "森林" {
		t.Errorf("woods are named %+v", got)
	}
}
