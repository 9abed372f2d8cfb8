package asl

import (
	"path/filepath"
	"strings"
	"testing"

	"adjutant/games"
	goldenfile "adjutant/games/internal/golden"
	"adjutant/templates/i18n"
)

// The village at the start, and the first position of a whole game with
// a broken unit on the map, as pictures.
func TestGoldenPictures(t *testing.T) {
	g, err := Engine{}.New("village", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	goldenfile.Picture(t, filepath.Join("testdata", "picture_start.en.golden"), g.(*Game).Picture(games.Observer(), i18n.English), "")
	_, hist := playVillage(t, 1)
	for _, p := range hist {
		next := p.res.Next.(*Game)
		broken := false
		for _, u := range next.s.Units {
			broken = broken || (u.OnMap && !u.Gone && u.Broken)
		}
		if !broken {
			continue
		}
		pic := next.Picture(games.SeatView(next.s.seat(0)), i18n.English)
		goldenfile.Picture(t, filepath.Join("testdata", "picture_broken.en.golden"), pic, filepath.Join("..", "..", "docs", "pictures", "asl.png"))
		if !strings.Contains(strings.Join(pic.Texts(), "|"), " b") {
			t.Error("no counter marked broken")
		}
		return
	}
	t.Fatal("no unit ever broke: nothing to draw")
}

// What the picture draws is open to all: every reader of every position
// of a whole game gets the same picture, standing orders or not.
func TestPicturesAreTheSameForEveryReader(t *testing.T) {
	_, hist := playVillage(t, 2)
	for _, p := range hist {
		g := p.res.Next.(*Game)
		obs := g.Picture(games.Observer(), i18n.English).Digest()
		for side := range 2 {
			if got := g.Picture(games.SeatView(g.s.seat(side)), i18n.English).Digest(); got != obs {
				t.Fatalf("after %s: side %d's picture differs from the observer's", p.phase, side)
			}
		}
	}
}
