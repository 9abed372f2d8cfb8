package marengo

import (
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"adjutant/games"
	goldenfile "adjutant/games/internal/golden"
	"adjutant/games/kit/picture"
	"adjutant/templates/i18n"
)

// The position of TestGoldenViews as each reader's picture.
func TestGoldenPictures(t *testing.T) {
	f := newFx(t).turn(France, 10).at("BRH", "A05", "A06").at("BRH/PDB", "A03", "A08").at("PDB/BRH", "F01", "F02").at("PDB", "F09").
		at("FON", "F05", "F10").inactive("F10").at("BNO", "A12").due("A14", "A15", "F11", "F15").morale(Austria, 15).morale(France, 11)
	f.s.B.Declared = []Bombard{{Art: "A08", Side: Austria, Target: "PDB"}}
	for _, c := range []struct {
		name string
		v    games.Viewer
		lang i18n.Lang
		png  string
	}{{"france", france, i18n.English, filepath.Join("..", "..", "docs", "pictures", "marengo.png")},
		{"austria", austria, i18n.English, ""}, {"observer", games.Observer(), i18n.English, ""}, {"france", france, i18n.TraditionalChinese, ""}} {
		goldenfile.Picture(t, filepath.Join("testdata", "picture_"+c.name+"."+string(c.lang)+".golden"), f.game().Picture(c.v, c.lang), c.png)
	}
	// France reads its own faces and the declared Austrian gun, nothing
	// else of Austria's: its other four blocks on the map lie face down.
	faces := blockFaces(f.game().Picture(france, i18n.English))
	if got := faces[Austria]; !slices.Equal(got, []string{"", "", "", "", "A3"}) {
		t.Errorf("France reads Austrian faces %v, want only the bombarding gun A3", got)
	}
	if got := faces[France]; len(got) != 5 {
		t.Errorf("France reads %d of its own 5 faces: %v", len(got), got)
	}
}

// blockFaces reads the drawing back: each block square (its size and its
// side's colour) and the face written on it, if any, by side.
func blockFaces(d *picture.Drawing) map[Side][]string {
	out := map[Side][]string{}
	for i, c := range d.Commands {
		if c.Kind != picture.KindRect || c.Points[1] != picture.Pt(blockW, blockH) {
			continue
		}
		side := Austria
		if c.Fill == picture.Blue || c.Fill == picture.Grey { // only French blocks start inactive
			side = France
		}
		centre := picture.Pt(c.Points[0].X+blockW/2, c.Points[0].Y+blockH/2)
		face := ""
		if i+1 < len(d.Commands) && d.Commands[i+1].Kind == picture.KindText && d.Commands[i+1].Points[0] == centre {
			face = d.Commands[i+1].Text
		}
		out[side] = append(out[side], face)
	}
	for side := range out {
		slices.Sort(out[side])
	}
	return out
}

// Every picture each seat and an observer would receive in whole games
// draws every block on the map, and an enemy block's face only when the
// rules show it; no picture names a block's id. The master's picture
// shows every face of both sides.
func TestPicturesHideEnemyBlocks(t *testing.T) {
	anyID := regexp.MustCompile(`\b[AF]\d\d\b`)
	hidden, shown := 0, 0
	writers := goldenfile.Writers(t)
	for seed := byte(1); seed <= 2; seed++ {
		wholeGame(t, seed, func(before *Game, _ map[games.Seat]games.Submission, _ []byte, after *Game) {
			b := &after.s.B
			for _, reader := range []struct {
				v    games.Viewer
				side Side
				seat bool
			}{{austria, Austria, true}, {france, France, true}, {games.Observer(), 0, false}, {games.MasterView(), 0, false}} {
				pic := after.Picture(reader.v, i18n.English)
				for _, lang := range i18n.Langs() {
					goldenfile.Fits(t, fmt.Sprintf("%s, %v, %s", before.Phase().ID, reader.v, lang), after.Picture(reader.v, lang), writers)
				}
				if id := anyID.FindString(strings.Join(pic.Texts(), " ")); id != "" {
					t.Fatalf("%s: a picture names block %s", before.Phase().ID, id)
				}
				drawn := blockFaces(pic)
				for _, side := range []Side{Austria, France} {
					var onMap, mayRead []string
					for i := range b.Blocks {
						x := &b.Blocks[i]
						if !x.On() || x.Side != side {
							continue
						}
						onMap = append(onMap, "")
						if (reader.seat && reader.side == side) || reader.v.All() || b.shown(x.ID) {
							mayRead = append(mayRead, faceCode(x.Face()))
						}
					}
					if len(drawn[side]) != len(onMap) {
						t.Fatalf("%s: %d of %s's %d blocks drawn", before.Phase().ID, len(drawn[side]), side, len(onMap))
					}
					for _, face := range drawn[side] {
						if face == "" {
							if reader.v.All() {
								t.Fatalf("%s: the master's picture has a %s block face down", before.Phase().ID, side)
							}
							hidden++
							continue
						}
						k := slices.Index(mayRead, face)
						if k < 0 {
							t.Fatalf("%s: a reader of %v reads %s's face %s, which the rules had not shown (may read %v)", before.Phase().ID, reader.v, side, face, mayRead)
						}
						mayRead = slices.Delete(mayRead, k, k+1)
						if !(reader.seat && reader.side == side) && !reader.v.All() {
							shown++
						}
					}
				}
			}
		})
	}
	if hidden == 0 || shown == 0 {
		t.Errorf("face-down blocks %d, enemy faces shown %d: the check checked nothing", hidden, shown)
	}
}

// The picture's headline says in each language what the view's status
// line says: at the set-up, during the battle and after it.
func TestPictureHeadlineIsTheViewsStatus(t *testing.T) {
	n := 0
	check := func(g *Game) {
		for _, lang := range i18n.Langs() {
			head := g.Picture(games.Observer(), lang).Texts()[0]
			if !strings.Contains(g.View(games.Observer(), lang), head) {
				t.Errorf("%s, %s: the headline %q is not the view's", g.Phase().ID, lang, head)
			}
		}
		n++
	}
	g0, err := Engine{}.New("sample", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	check(g0.(*Game))
	last, _ := wholeGame(t, 1, func(_ *Game, _ map[games.Seat]games.Submission, _ []byte, after *Game) {
		if n < 5 {
			check(after)
		}
	})
	check(last)
}

// The enemy's blocks in a place are drawn in an order the view could
// tell, not in roster order: two positions whose views are the same for
// Austria (two French blocks at FON, one of them inactive) give Austria,
// and an observer, the same picture whichever French block is inactive.
func TestPicturesDrawHiddenBlocksInNoRosterOrder(t *testing.T) {
	pos := func(inactive string) *Game {
		return newFx(t).turn(France, 10).at("BRH", "A05").at("FON", "F03", "F05", "F09").inactive(inactive).game()
	}
	for _, v := range []games.Viewer{austria, games.Observer()} {
		for _, other := range []string{"F05", "F09"} {
			a, b := pos("F03"), pos(other)
			if a.View(v, i18n.English) != b.View(v, i18n.English) {
				t.Fatalf("%v: the views differ: the test's positions are not alike", v)
			}
			if a.Picture(v, i18n.English).Digest() != b.Picture(v, i18n.English).Digest() {
				t.Errorf("%v tells from the picture whether F03 or %s is the inactive block", v, other)
			}
		}
	}
}
