package diplomacy

import (
	"fmt"
	"testing"

	"adjutant/games"
	goldenfile "adjutant/games/internal/golden"
	"adjutant/templates/i18n"
)

func TestZZDump(t *testing.T) {
	seen, results := scriptedGame(t)
	eng := New().(games.ResultPictured)
	for k, g := range seen {
		goldenfile.Dump(t, fmt.Sprintf("dip-%d-zh-Hant", k), g.(games.Pictured).Picture(games.Observer(), i18n.TraditionalChinese))
		if k < len(results) {
			r, _ := eng.PictureResult(results[k].Result, games.Observer(), i18n.SimplifiedChinese)
			goldenfile.Dump(t, fmt.Sprintf("dip-%d-res-zh-Hans", k), r)
		}
	}
}
