package marengo

import "testing"

// BenchmarkWholeGame plays a whole game by two scripted players through
// the engine: every turn stopped by a question is played again from its
// start, so this measures what the replay costs.
func BenchmarkWholeGame(b *testing.B) {
	for b.Loop() {
		wholeGame(b, 1, nil)
	}
}
