package diplomacy

import (
	"path/filepath"
	"slices"
	"testing"

	"adjutant/games"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/render"
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

// Nothing on the board is hidden, and orders are secret until the phase
// resolves: at every point of the scripted game each power, an observer
// and the master get the same picture in each language, the orders
// already sent for the phase under way are not drawn, and a results
// picture draws the orders of the phase it resolved for every reader
// alike.
func TestPicturesAreTheSameForEveryReader(t *testing.T) {
	seen, results := scriptedGame(t)
	eng := New().(games.ResultPictured)
	writers := goldenfile.Writers(t)
	readers := []games.Viewer{games.MasterView()}
	for _, p := range []string{"Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey"} {
		readers = append(readers, games.SeatView(games.Seat(p)))
	}
	for i, g := range seen {
		pg := g.(games.Pictured)
		for _, lang := range i18n.Langs() {
			obs := pg.Picture(games.Observer(), lang)
			goldenfile.Fits(t, g.Phase().ID+" "+string(lang), obs, writers)
			if n := len(obs.Arrows()); n != 0 {
				t.Fatalf("%s: the position's picture draws %d orders", g.Phase().ID, n)
			}
			for _, v := range readers {
				if pg.Picture(v, lang).Digest() != obs.Digest() {
					t.Fatalf("%s: %v's picture in %s differs from the observer's", g.Phase().ID, v, lang)
				}
			}
			if i == len(results) {
				continue
			}
			obsResult, err := eng.PictureResult(results[i].Result, games.Observer(), lang)
			if err != nil {
				t.Fatal(err)
			}
			goldenfile.Fits(t, g.Phase().ID+" result "+string(lang), obsResult, writers)
			for _, v := range readers {
				d, err := eng.PictureResult(results[i].Result, v, lang)
				if err != nil {
					t.Fatal(err)
				}
				if d.Digest() != obsResult.Digest() {
					t.Fatalf("%s: %v's results picture in %s differs from the observer's", g.Phase().ID, v, lang)
				}
			}
		}
	}
	// Orders sent but not yet resolved change no picture.
	g := newGame(t, "standard", nil)
	before := g.(games.Pictured).Picture(games.SeatView("France"), i18n.English).Digest()
	if res := g.Submit("France", lines("A Par - Bur", "F Bre - Mao"), i18n.English); len(res.Problems) > 0 || res.Accepted.Lines == nil {
		t.Fatalf("France's orders were not taken: %+v", res.Problems)
	}
	for _, v := range append(readers, games.Observer()) {
		if g.(games.Pictured).Picture(v, i18n.English).Digest() != before {
			t.Errorf("%v's picture changed when France sent orders", v)
		}
	}
}

// The centre count under the map names each power in the reader's
// language, with its English name for a renderer without Chinese letters.
func TestPictureNamesThePowersInTheReadersLanguage(t *testing.T) {
	g := newGame(t, "standard", nil).(games.Pictured)
	for _, lang := range i18n.Langs() {
		labels := g.Picture(games.Observer(), lang).Texts()
		for _, p := range dip.AllPowers() {
			name := render.PowerName(p)
			for _, want := range []string{name.In(lang) + " 3", name.EN + " 3"} {
				if p != dip.Russia && !slices.Contains(labels, want) {
					t.Errorf("%s: no label %q under the map", lang, want)
				}
			}
		}
	}
}
