package gettysburg

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"adjutant/games"
	goldenfile "adjutant/games/internal/golden"
	"adjutant/games/kit/picture"
	"adjutant/templates/i18n"
)

// The map at the start and in the middle of a whole game, as pictures.
func TestGoldenPictures(t *testing.T) {
	g, err := Engine{}.New("sample", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	start := g.(*Game).Picture(games.SeatView("Union"), i18n.English)
	goldenfile.Picture(t, filepath.Join("testdata", "picture_start.en.golden"), start, "")
	_, hist := playGame(t, longGame)
	mid, err := Engine{}.Load(hist[len(hist)/2].saved)
	if err != nil {
		t.Fatal(err)
	}
	pic := mid.(*Game).Picture(games.SeatView("Confederate"), i18n.English)
	goldenfile.Picture(t, filepath.Join("testdata", "picture_mid.en.golden"), pic, filepath.Join("..", "..", "docs", "pictures", "gettysburg.png"))
	goldenfile.Picture(t, filepath.Join("testdata", "picture_mid.zh-Hans.golden"), mid.(*Game).Picture(games.SeatView("Confederate"), i18n.SimplifiedChinese), "")
	// Every unit on the map has its counter, with its code and mode.
	s := mid.(*Game).s
	labels := pic.Texts()
	for i, u := range s.Units {
		if u.Where == OnMap && !slices.Contains(labels, s.sc.Units[i].Code+">") && !slices.Contains(labels, s.sc.Units[i].Code+"#") {
			t.Errorf("no counter for %s at %s", s.sc.Units[i].Code, u.Hex)
		}
	}
}

// The map holds no secret, so both sides and an observer get the same
// picture, plans written or not; the command range is drawn only for the
// side that asked for it.
func TestPicturesAreTheSameForEveryReader(t *testing.T) {
	_, hist := playGame(t, longGame)
	for _, st := range hist {
		g, err := Engine{}.Load(st.saved)
		if err != nil {
			t.Fatal(err)
		}
		g.(*Game).s.ShowRange = [2]bool{} // the range is checked below
		digest := func(v games.Viewer) string { return g.(*Game).Picture(v, i18n.English).Digest() }
		obs := digest(games.Observer())
		if u, c := digest(games.SeatView("Union")), digest(games.SeatView("Confederate")); u != obs || c != obs {
			t.Fatalf("%s: the sides' pictures differ from the observer's", st.phase)
		}
	}
	g, _ := Engine{}.Load(hist[len(hist)/2].saved)
	gm := g.(*Game)
	gm.s.ShowRange = [2]bool{}
	gm.s.ShowRange[Union] = true
	dots := func(v games.Viewer) int {
		n := 0
		for _, c := range gm.Picture(v, i18n.English).Commands {
			if c.Kind == picture.KindCircle && c.Radius == 3 {
				n++
			}
		}
		return n
	}
	if dots(games.SeatView("Union")) == 0 || dots(games.SeatView("Confederate")) != 0 || dots(games.Observer()) != 0 {
		t.Errorf("range dots: Union %d, Confederate %d, observer %d", dots(games.SeatView("Union")), dots(games.SeatView("Confederate")), dots(games.Observer()))
	}
	if strings.Contains(strings.Join(gm.Picture(games.Observer(), i18n.English).Texts(), " "), "%!") {
		t.Error("a label lacks an argument")
	}
}
