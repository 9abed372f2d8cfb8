package gettysburg

import (
	"encoding/json"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"adjutant/games"
	goldenfile "adjutant/games/internal/golden"
	"adjutant/games/kit/hexgrid"
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
	goldenfile.Picture(t, filepath.Join("testdata", "picture_mid.en.golden"), pic, "")
	goldenfile.Picture(t, filepath.Join("testdata", "picture_mid.zh-Hans.golden"), mid.(*Game).Picture(games.SeatView("Confederate"), i18n.SimplifiedChinese), "")
	// The results picture of a movement phase: its moves as arrows.
	var moves []byte
	for _, st := range hist {
		if strings.HasSuffix(st.phase, "-move") && strings.HasPrefix(st.phase, "T2") {
			moves = st.res
		}
	}
	res, err := Engine{}.PictureResult(moves, games.SeatView("Union"), i18n.English)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Arrows()) == 0 {
		t.Fatal("the turn 2 movement results picture has no arrows")
	}
	goldenfile.Picture(t, filepath.Join("testdata", "picture_result.en.golden"), res, filepath.Join("..", "..", "docs", "pictures", "gettysburg.png"))
	// Every unit on the map has its counter, with its code and mode.
	s := mid.(*Game).s
	labels := pic.Texts()
	for i, u := range s.Units {
		if u.Where == OnMap && !slices.Contains(labels, s.sc.Units[i].Code+">") && !slices.Contains(labels, s.sc.Units[i].Code+"#") {
			t.Errorf("no counter for %s at %s", s.sc.Units[i].Code, u.Hex)
		}
	}
}

// The map holds no secret, so both sides, an observer and the master get
// the same picture in every language, plans written or not; the command
// range is drawn only for the side that asked for it.
func TestPicturesAreTheSameForEveryReader(t *testing.T) {
	_, hist := playGame(t, longGame)
	held := 0 // positions holding a plan not yet run
	writers := goldenfile.Writers(t)
	for _, st := range hist {
		g, err := Engine{}.Load(st.saved)
		if err != nil {
			t.Fatal(err)
		}
		g.(*Game).s.ShowRange = [2]bool{} // the range is checked below
		if alt := g.(*Game).s.Alt.Plans; len(alt[Union])+len(alt[Confederate]) > 0 {
			held++
		}
		for _, lang := range i18n.Langs() {
			digest := func(v games.Viewer) string { return g.(*Game).Picture(v, lang).Digest() }
			obs := digest(games.Observer())
			goldenfile.Fits(t, st.phase+" "+string(lang), g.(*Game).Picture(games.Observer(), lang), writers)
			if res, err := (Engine{}).PictureResult(st.res, games.Observer(), lang); err != nil {
				t.Fatal(err)
			} else {
				goldenfile.Fits(t, st.phase+" result "+string(lang), res, writers)
			}
			for _, v := range []games.Viewer{games.SeatView("Union"), games.SeatView("Confederate"), games.MasterView()} {
				if digest(v) != obs {
					t.Fatalf("%s: %v's picture in %s differs from the observer's", st.phase, v, lang)
				}
			}
		}
	}
	if held == 0 {
		t.Fatal("no position of the game holds a plan not yet run: the check checked no secret")
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

// near reports whether two points are within a counter's half width.
func near(a, b picture.Point) bool { return math.Hypot(a.X-b.X, a.Y-b.Y) <= 12 }

// The results picture of a movement phase has an arrow from where each
// unit that moved stood to where it stands now, and none at a unit that
// stayed put. Heth's march that Buford's move made impossible is drawn
// dashed for the Confederates alone; the Union's last line, which never
// ran, is drawn for nobody.
func TestResultPictureArrowsFollowTheMoves(t *testing.T) {
	g := toMovement(t)
	before := g.(*Game).s
	subs := map[games.Seat]games.Submission{}
	for seat, lines := range planWhereBufordStopsHeth {
		subs[seat] = g.Submit(seat, toLines(lines), i18n.English).Accepted
	}
	res, err := g.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice([games.SeedSize]byte{2}, g.Phase().ID))
	if err != nil {
		t.Fatal(err)
	}
	after := res.Next.(*Game).s
	l := pictureLayout(after)
	centre := func(h Hex) picture.Point { return l.Centre(hexgrid.Hex(h)) }
	draw := func(v games.Viewer) []picture.Command {
		d, err := Engine{}.PictureResult(res.Result, v, i18n.English)
		if err != nil {
			t.Fatal(err)
		}
		return d.Arrows()
	}
	hasArrow := func(arrows []picture.Command, from, to Hex, dashed bool) bool {
		for _, a := range arrows {
			if a.Dashed == dashed && near(a.Points[0], centre(from)) && near(a.Points[len(a.Points)-1], centre(to)) {
				return true
			}
		}
		return false
	}
	moved, stayed := 0, 0
	for _, v := range []games.Viewer{games.Observer(), games.SeatView("Union"), games.SeatView("Confederate")} {
		arrows := draw(v)
		for i, u := range after.Units {
			if u.Where != OnMap {
				continue
			}
			was := before.Units[i]
			code := after.sc.Units[i].Code
			switch {
			case was.Where == Pending:
				if !hasArrow(arrows, after.sc.Entries[after.sc.Units[i].Entry], u.Hex, false) && after.sc.Entries[after.sc.Units[i].Entry] != u.Hex {
					t.Errorf("%v: no arrow for %s entering to %s", v, code, u.Hex)
				}
				moved++
			case was.Hex != u.Hex:
				if !hasArrow(arrows, was.Hex, u.Hex, false) {
					t.Errorf("%v: no arrow for %s from %s to %s", v, code, was.Hex, u.Hex)
				}
				moved++
			default:
				for _, a := range arrows {
					if !a.Dashed && (near(a.Points[0], centre(u.Hex)) || near(a.Points[len(a.Points)-1], centre(u.Hex))) {
						t.Errorf("%v: an arrow at %s, which stayed at %s", v, code, u.Hex)
					}
				}
				stayed++
			}
		}
	}
	if moved == 0 || stayed == 0 {
		t.Fatalf("the test needs units that moved (%d) and units that stayed (%d)", moved, stayed)
	}
	he, _ := after.sc.UnitIndex("HE")
	heth := after.Units[he].Hex
	for _, v := range []games.Viewer{games.Observer(), games.SeatView("Union"), games.SeatView("Confederate")} {
		dashed := 0
		for _, a := range draw(v) {
			if a.Dashed {
				dashed++
			}
			if near(a.Points[len(a.Points)-1], centre(hx(t, "1212"))) {
				t.Errorf("%v: the Union's line that never ran is drawn", v)
			}
		}
		want := 0
		if v.Holds("Confederate") {
			want = 1
			if !hasArrow(draw(v), heth, hx(t, "1005"), true) {
				t.Errorf("the Confederates do not see Heth's failed march dashed from %s", heth)
			}
		}
		if dashed != want {
			t.Errorf("%v sees %d dashed arrows, want %d", v, dashed, want)
		}
	}
}

// A result stored before paths were recorded draws the position after it,
// without arrows.
func TestResultPictureOfAnOldResultHasNoArrows(t *testing.T) {
	g := toMovement(t)
	res, err := g.Resolve(games.ResolveInput{}, games.NewDice([games.SeedSize]byte{3}, g.Phase().ID))
	if err != nil {
		t.Fatal(err)
	}
	var r result
	if err := json.Unmarshal(res.Result, &r); err != nil {
		t.Fatal(err)
	}
	if len(r.Moves) == 0 {
		t.Fatal("the default movement (entries) recorded no paths")
	}
	r.Moves = nil
	old, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(old), `"moves"`) {
		t.Fatalf("a result without moves still writes them: %s", old)
	}
	d, err := Engine{}.PictureResult(old, games.Observer(), i18n.English)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(d.Arrows()); n != 0 {
		t.Errorf("%d arrows in the picture of a result without paths", n)
	}
	if d.Digest() != res.Next.(*Game).Picture(games.Observer(), i18n.English).Digest() {
		t.Error("an old result's picture is not the position after it")
	}
}

// Over a whole game the results pictures agree for every reader except a
// side's own dashed arrows: a planned move that could not run is drawn for
// its side alone, never for the other side or an observer.
func TestResultPicturesShowFailedMovesToTheirSideAlone(t *testing.T) {
	_, hist := playGame(t, longGame)
	solid := func(d *picture.Drawing) (out []picture.Command, dashed int) {
		for _, a := range d.Arrows() {
			if a.Dashed {
				dashed++
				continue
			}
			out = append(out, a)
		}
		return out, dashed
	}
	arrows := 0
	for _, st := range hist {
		obs, err := Engine{}.PictureResult(st.res, games.Observer(), i18n.English)
		if err != nil {
			t.Fatal(err)
		}
		want, dashed := solid(obs)
		if dashed != 0 {
			t.Fatalf("%s: the observer sees %d failed moves", st.phase, dashed)
		}
		arrows += len(want)
		for _, seat := range []games.Seat{"Union", "Confederate"} {
			d, err := Engine{}.PictureResult(st.res, games.SeatView(seat), i18n.English)
			if err != nil {
				t.Fatal(err)
			}
			if got, _ := solid(d); !slices.EqualFunc(got, want, func(a, b picture.Command) bool { return slices.Equal(a.Points, b.Points) }) {
				t.Fatalf("%s: %s's arrows differ from the observer's", st.phase, seat)
			}
		}
	}
	if arrows == 0 {
		t.Fatal("no results picture of the game has an arrow")
	}
}
