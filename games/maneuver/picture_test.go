package maneuver

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"adjutant/games"
	goldenfile "adjutant/games/internal/golden"
	"adjutant/games/kit/picture"
	"adjutant/templates/i18n"
)

// The field of TestGoldenField as a picture, in English and Chinese (whose
// terrain has no glyphs in the shipped font, so its captions fall back).
func TestGoldenFieldPicture(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D6").place(Blue, "HUS*", "E7").place(Red, "FGD", "D5").place(Red, "RHA*", "B2")
	d, _ := Shipped()
	fld, _ := Lay(d, [4]Placement{{Tile: 3}, {Tile: 4}, {Tile: 5, Turn: 180}, {Tile: 8, Turn: 90}})
	f.s.field = fld
	f.s.addRedoubt(sq(t, "D5"))
	for _, lang := range []i18n.Lang{i18n.English, i18n.TraditionalChinese} {
		png := ""
		if lang == i18n.English {
			png = filepath.Join("..", "..", "docs", "pictures", "maneuver.png")
		}
		pic := f.game().Picture(games.SeatView("Blue"), lang)
		goldenfile.Picture(t, filepath.Join("testdata", "picture_field."+string(lang)+".golden"), pic, png)
		labels := strings.Join(pic.Texts(), " ")
		for _, want := range []string{"GRD", "HUS", "FGD", "RHA"} {
			if !strings.Contains(labels, want) {
				t.Errorf("%s: no %s on the field: %s", lang, want, labels)
			}
		}
	}
}

// Every picture either seat, an observer or the master could receive in
// whole games, in every language, names no card: hands, decks and books
// stay off the picture, so it can reveal none. The field is open to both
// sides, so every reader's picture is the observer's.
func TestPicturesShowNoCard(t *testing.T) {
	writers := goldenfile.Writers(t)
	for _, seed := range []byte{1, 2} {
		hist := play(t, [games.SeedSize]byte{seed, 4}, "standard", nil, [2]Scripted{{Seat: Blue, Cautious: true}, {Seat: Red}})
		drawn := 0
		for k, h := range hist {
			after := h.after.(*Game)
			for _, lang := range i18n.Langs() {
				obs := after.Picture(games.Observer(), lang)
				if obs == nil {
					continue
				}
				for _, v := range []games.Viewer{games.SeatView(Blue.Seat()), games.SeatView(Red.Seat()), games.MasterView()} {
					if got := after.Picture(v, lang); got.Digest() != obs.Digest() {
						t.Fatalf("seed %d, %s (#%d): %v's picture in %s differs from the observer's", seed, h.id, k, v, lang)
					}
				}
				drawn++
				goldenfile.Fits(t, fmt.Sprintf("seed %d, %s (#%d), %s", seed, h.id, k, lang), obs, writers)
				labels := strings.Join(obs.Texts(), "\n")
				for _, o := range []Seat{Blue, Red} {
					if n := after.s.nations[o]; n != nil {
						if ids := cardMentions(n, labels); len(ids) > 0 {
							t.Fatalf("seed %d, %s (#%d): the picture in %s names %s's cards %v", seed, h.id, k, lang, o, ids)
						}
					}
				}
			}
		}
		if drawn == 0 {
			t.Errorf("seed %d: no picture was drawn: the check checked nothing", seed)
		}
	}
}

// The legend under the field names every terrain of the chart by the
// letter its squares carry in their corner, in each language, and every
// terrain has a colour of its own.
func TestPictureLegendNamesEveryTerrain(t *testing.T) {
	f := newFx(t)
	d, _ := Shipped()
	fld, _ := Lay(d, [4]Placement{{Tile: 3}, {Tile: 4}, {Tile: 5, Turn: 180}, {Tile: 8, Turn: 90}})
	f.s.field = fld
	colours := map[picture.Colour]byte{}
	for _, ter := range f.s.data.Chart.Terrains {
		c := terrainColour(ter.Char)
		if other, ok := colours[c]; ok || c == picture.LightGrey {
			t.Errorf("terrain %c has the colour of %c, or none of its own", ter.Char, other)
		}
		colours[c] = ter.Char
	}
	for _, lang := range i18n.Langs() {
		labels := f.game().Picture(games.Observer(), lang).Texts()
		for _, ter := range f.s.data.Chart.Terrains {
			want := string(ter.Char) + " " + ter.Name.In(lang)
			if !slices.ContainsFunc(labels, func(l string) bool { return strings.Contains(l, want) }) {
				t.Errorf("%s: the legend does not name %q", lang, want)
			}
		}
	}
}
