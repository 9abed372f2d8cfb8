package asciimap

import (
	"testing"

	"adjutant/games"
	"adjutant/games/diplomacy/dipmap"
)

func BenchmarkRender(b *testing.B) {
	m := dipmap.Standard()
	pos := midgame()
	opts := &Options{Lang: games.TraditionalChinese}
	for b.Loop() {
		_ = Render(m, pos, opts)
	}
}
