package gettysburg

import (
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// BenchmarkWholeGame plays the scripted six-turn game, plans, resolutions,
// saves and reports included.
func BenchmarkWholeGame(b *testing.B) {
	for b.Loop() {
		playGame(b, [games.SeedSize]byte{1, 8, 6, 3})
	}
}

// BenchmarkRenderMap draws the full map with units.
func BenchmarkRenderMap(b *testing.B) {
	sc, err := LoadScenario("sample")
	if err != nil {
		b.Fatal(err)
	}
	s := newState(sc)
	for b.Loop() {
		_ = s.status(i18n.English, int(Union))
	}
}
