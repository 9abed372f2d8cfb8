package asl

import (
	"encoding/json"
	"fmt"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"adjutant/games"
	goldenfile "adjutant/games/internal/golden"
	"adjutant/games/kit/picture"
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
		goldenfile.Picture(t, filepath.Join("testdata", "picture_broken.en.golden"), pic, "")
		if !strings.Contains(strings.Join(pic.Texts(), "|"), " b") {
			t.Error("no counter marked broken")
		}
		// The results picture of the same phase: its moves as arrows.
		res, err := Engine{}.PictureResult(p.res.Result, games.SeatView(next.s.seat(0)), i18n.English)
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Arrows()) == 0 {
			t.Error("the results picture has no arrows")
		}
		goldenfile.Picture(t, filepath.Join("testdata", "picture_broken_result.en.golden"), res, filepath.Join("..", "..", "docs", "pictures", "asl.png"))
		return
	}
	t.Fatal("no unit ever broke: nothing to draw")
}

// What the picture draws is open to all: every reader of every position
// of a whole game (both sides, an observer, the master) gets the same
// picture in each language, standing orders or not, and so the same
// results picture; no picture writes a line either side sent.
func TestPicturesAreTheSameForEveryReader(t *testing.T) {
	_, hist := playVillage(t, 2)
	var sent []string
	for _, p := range hist {
		for _, lines := range p.sent {
			for _, l := range lines {
				if l != "PASS" {
					sent = append(sent, l)
				}
			}
		}
	}
	if len(sent) == 0 {
		t.Fatal("nobody sent a line: nothing to keep secret")
	}
	writers := goldenfile.Writers(t)
	for _, p := range hist {
		g := p.res.Next.(*Game)
		for _, lang := range i18n.Langs() {
			obs := g.Picture(games.Observer(), lang)
			obsResult, err := Engine{}.PictureResult(p.res.Result, games.Observer(), lang)
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range []games.Viewer{games.SeatView(g.s.seat(0)), games.SeatView(g.s.seat(1)), games.MasterView()} {
				if got := g.Picture(v, lang).Digest(); got != obs.Digest() {
					t.Fatalf("after %s: %v's picture in %s differs from the observer's", p.phase, v, lang)
				}
				res, err := Engine{}.PictureResult(p.res.Result, v, lang)
				if err != nil {
					t.Fatal(err)
				}
				if res.Digest() != obsResult.Digest() {
					t.Fatalf("%s: %v's results picture in %s differs from the observer's", p.phase, v, lang)
				}
			}
			goldenfile.Fits(t, p.phase+" "+string(lang), obs, writers)
			goldenfile.Fits(t, p.phase+" result "+string(lang), obsResult, writers)
			labels := strings.Join(append(obs.Texts(), obsResult.Texts()...), "\n")
			for _, l := range sent {
				if strings.Contains(labels, l) {
					t.Fatalf("after %s: the picture writes the line %q", p.phase, l)
				}
			}
		}
	}
}

// near reports whether two points lie within a counter's half height of
// each other, where an arrow's head stops.
func near(a, b picture.Point) bool { return math.Hypot(a.X-b.X, a.Y-b.Y) <= 13 }

// Over a whole game, each results picture has an arrow from where a unit
// that moved stood and one to where it stands now, and no arrow starts
// or ends at a unit that stayed put in a hex nobody left or entered.
// Every step is taken in the open, so every reader gets the same picture.
func TestResultPictureArrowsFollowTheMoves(t *testing.T) {
	g, err := Engine{}.New("village", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	before := g.(*Game).s
	_, hist := playVillage(t, 1)
	moved, stayed, dashed := 0, 0, 0
	for _, p := range hist {
		after := p.res.Next.(*Game).s
		d, err := Engine{}.PictureResult(p.res.Result, games.Observer(), i18n.English)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range []games.Viewer{games.SeatView(after.seat(0)), games.SeatView(after.seat(1))} {
			if other, _ := (Engine{}).PictureResult(p.res.Result, v, i18n.English); other.Digest() != d.Digest() {
				t.Fatalf("%s: %v's results picture differs from the observer's", p.phase, v)
			}
		}
		arrows := d.Arrows()
		l := pictureLayout(after)
		// Hexes a unit left or entered, as the position and the report
		// tell (a unit may move off and rout back).
		touched := map[Hex]bool{}
		rec, _, err := decodeResult(p.res.Result)
		if err != nil {
			t.Fatal(err)
		}
		events := games.Render(rec.Events, games.Observer(), i18n.English)
		for i, u := range after.Units {
			was := before.Units[i]
			if was.Hex != u.Hex || was.OnMap != u.OnMap || was.Gone != u.Gone || wentSomewhere(events, u.ID) {
				touched[was.Hex], touched[u.Hex] = true, true
			}
		}
		for i, u := range after.Units {
			was := before.Units[i]
			if !u.OnMap || u.Gone || !was.OnMap || was.Gone {
				continue
			}
			from, to := l.Centre(was.Hex), l.Centre(u.Hex)
			starts, ends := false, false
			for _, a := range arrows {
				starts = starts || near(a.Points[0], from)
				ends = ends || near(a.Points[len(a.Points)-1], to)
			}
			switch {
			case was.Hex != u.Hex:
				if !starts || !ends {
					t.Errorf("%s: no arrow for %s from %s to %s", p.phase, u.ID, after.sc.ID(was.Hex), after.sc.ID(u.Hex))
				}
				moved++
			case !touched[u.Hex]:
				if starts || ends {
					t.Errorf("%s: an arrow at %s, which stayed in %s", p.phase, u.ID, after.sc.ID(u.Hex))
				}
				stayed++
			}
		}
		for _, a := range arrows {
			if a.Dashed {
				dashed++
			}
		}
		before = after
	}
	if moved == 0 || stayed == 0 {
		t.Fatalf("the test needs units that moved (%d) and units that stayed (%d)", moved, stayed)
	}
	t.Logf("%d moves, %d units that stayed, %d stopped moves", moved, stayed, dashed)
}

// wentSomewhere reports whether the report tells of unit id moving,
// routing or advancing.
func wentSomewhere(events []string, id string) bool {
	for _, e := range events {
		if strings.HasPrefix(e, id+" ") && (strings.Contains(e, " moves") || strings.Contains(e, " routs to ") || strings.Contains(e, " advances into ")) {
			return true
		}
	}
	return false
}

// A result stored before paths were recorded (record.Phase's form) draws
// the position after it, without arrows.
func TestResultPictureOfAnOldResultHasNoArrows(t *testing.T) {
	_, hist := playVillage(t, 1)
	for _, p := range hist {
		rec, moves, err := decodeResult(p.res.Result)
		if err != nil {
			t.Fatal(err)
		}
		if len(moves) == 0 {
			continue
		}
		old, err := json.Marshal(rec)
		if err != nil {
			t.Fatal(err)
		}
		d, err := Engine{}.PictureResult(old, games.Observer(), i18n.English)
		if err != nil {
			t.Fatal(err)
		}
		if n := len(d.Arrows()); n != 0 {
			t.Errorf("%d arrows in the picture of a result without paths", n)
		}
		if d.Digest() != p.res.Next.(*Game).Picture(games.Observer(), i18n.English).Digest() {
			t.Error("an old result's picture is not the position after it")
		}
		return
	}
	t.Fatal("no result recorded a path")
}

// A hex holding more than two units shows two counters and a tag with
// the count of the rest, drawn after every counter so that no
// neighbour's counter covers it, and inside its hex.
func TestMoreUnitsThanTwoAreCountedOnATag(t *testing.T) {
	_, hist := playVillage(t, 2)
	tags := 0
	for _, p := range hist {
		g := p.res.Next.(*Game)
		d := g.Picture(games.Observer(), i18n.English)
		l := pictureLayout(g.s)
		lastCounter := -1
		for i, c := range d.Commands {
			if c.Kind == picture.KindRect && c.Points[1].Y == 13 {
				lastCounter = i
			}
		}
		for _, x := range g.s.sc.Hexes() {
			n := len(g.s.at(x, -1))
			if n <= 2 {
				continue
			}
			tags++
			want := fmt.Sprintf("+%d", n-2)
			found := false
			for i, c := range d.Commands {
				if c.Kind == picture.KindText && c.Text == want && math.Hypot(c.Points[0].X-l.Centre(x).X, c.Points[0].Y-l.Centre(x).Y) < l.R*math.Sqrt(3)/2 {
					found = true
					if i < lastCounter {
						t.Errorf("after %s: the tag %s of %s is drawn before a counter", p.phase, want, g.s.sc.ID(x))
					}
				}
			}
			if !found {
				t.Errorf("after %s: no tag %s in %s", p.phase, want, g.s.sc.ID(x))
			}
		}
	}
	if tags == 0 {
		t.Fatal("no hex ever held three units: the check checked nothing")
	}
}

// Every counter is wide enough for its label, in every position of whole
// games: white letters running off a red counter cannot be read.
func TestCounterLabelsFitTheirCounters(t *testing.T) {
	r, err := picture.NewRenderer()
	if err != nil {
		t.Fatal(err)
	}
	counters := 0
	for _, seed := range []byte{1, 2} {
		_, hist := playVillage(t, seed)
		for _, p := range hist {
			d := p.res.Next.(*Game).Picture(games.Observer(), i18n.English)
			for i, c := range d.Commands[:len(d.Commands)-1] {
				label := d.Commands[i+1]
				if c.Kind != picture.KindRect || c.Points[1].Y != 13 || label.Kind != picture.KindText {
					continue
				}
				counters++
				if w := r.TextWidth(label); w > c.Points[1].X-2 {
					t.Errorf("after %s: %q is %.0f pixels wide on a counter of %.0f", p.phase, label.Text, w, c.Points[1].X)
				}
			}
		}
	}
	if counters == 0 {
		t.Fatal("no counter drawn: the check checked nothing")
	}
}
