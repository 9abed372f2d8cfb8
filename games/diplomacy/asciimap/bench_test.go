package asciimap

import (
	"testing"

	"adjutant/games/diplomacy/dipmap"
	"adjutant/templates/i18n"
)

func BenchmarkRender(b *testing.B) {
	m := dipmap.Standard()
	pos := midgame()
	opts := &Options{Lang: i18n.TraditionalChinese}
	for b.Loop() {
		_ = Render(m, pos, opts)
	}
}
