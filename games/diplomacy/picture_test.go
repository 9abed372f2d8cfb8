package diplomacy

import (
	"path/filepath"
	"testing"

	"adjutant/games"
	goldenfile "adjutant/games/internal/golden"
	"adjutant/games/kit/picture"
	"adjutant/templates/i18n"
)

// Pictures of the scripted game: the opening position, the autumn's
// orders with the Austrian fleet dislodged, the retreat phase's position,
// and the spring bounce.
func TestGoldenPictures(t *testing.T) {
	seen, results := scriptedGame(t)
	eng := New().(games.ResultPictured)
	result := func(i int) *picture.Drawing {
		d, err := eng.PictureResult(results[i].Result, games.Observer(), i18n.English)
		if err != nil {
			t.Fatal(err)
		}
		return d
	}
	goldenfile.Picture(t, filepath.Join("testdata", "picture_start.en.golden"), seen[0].(games.Pictured).Picture(games.Observer(), i18n.English), "")
	goldenfile.Picture(t, filepath.Join("testdata", "picture_F1901M.en.golden"), result(1), filepath.Join("..", "..", "docs", "pictures", "diplomacy.png"))
	goldenfile.Picture(t, filepath.Join("testdata", "picture_F1901R.zh-Hant.golden"), seen[2].(games.Pictured).Picture(games.SeatView("Austria"), i18n.TraditionalChinese), "")
	goldenfile.Picture(t, filepath.Join("testdata", "picture_S1902M.en.golden"), result(4), "")

	// Both moves of the head-to-head bounce are dashed; nothing else is.
	dashed := 0
	for _, c := range result(4).Commands {
		if c.Kind == picture.KindArrow && c.Dashed {
			dashed++
		}
	}
	if dashed != 2 {
		t.Errorf("%d dashed arrows for the bounce, want 2", dashed)
	}
	// The dislodged fleet is ringed in red in the retreat phase.
	rings := 0
	for _, c := range seen[2].(games.Pictured).Picture(games.Observer(), i18n.English).Commands {
		if c.Kind == picture.KindCircle && c.Stroke == picture.Red && c.Fill == picture.None {
			rings++
		}
	}
	if rings == 0 {
		t.Error("no dislodged unit ringed")
	}
}

// A stored result that is not one is refused, as Report refuses it.
func TestPictureResultRefusesDamage(t *testing.T) {
	if _, err := New().(games.ResultPictured).PictureResult([]byte("{"), games.Observer(), i18n.English); err == nil {
		t.Error("a broken result drew a picture")
	}
}

// The cost of one results picture, drawing and PNG: a burst of deadlines
// renders one a game.
func BenchmarkResultPicture(b *testing.B) {
	g := newGame(b, "standard", nil)
	_, r := play(b, g, map[string][]string{"France": {"A Par - Bur"}, "Germany": {"A Mun - Bur"}})
	eng := New().(games.ResultPictured)
	painter, err := picture.NewRenderer()
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		d, err := eng.PictureResult(r.Result, games.Observer(), i18n.English)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := painter.PNG(d); err != nil {
			b.Fatal(err)
		}
	}
}
