package maneuver

import (
	"path/filepath"
	"strings"
	"testing"

	"adjutant/games"
	goldenfile "adjutant/games/internal/golden"
	"adjutant/templates/i18n"
)

func golden(t *testing.T, name, got string) {
	t.Helper()
	goldenfile.Check(t, filepath.Join("testdata", name), got)
	// A reply indents HISTORY and GET by two and wraps at the judge's
	// width: what the engine wrote comes through that wrap whole.
	for _, line := range strings.Split(got, "\n") {
		if w := i18n.Wrap(line, proseWidth); w != line {
			t.Errorf("%s: a line the judge would wrap again:\n%s", name, w)
		}
	}
	for i, line := range strings.Split(got, "\n") {
		if n := i18n.Width(line); n > 78 {
			t.Errorf("%s line %d is %d columns wide: %q", name, i+1, n, line)
		}
	}
}

// The shipped data files as `adjutant scenario render` shows them.
func TestGoldenDataRender(t *testing.T) {
	for _, name := range []string{"terrain", "tiles", "france", "britain", "austria", "prussia", "usa", "ours/france", "ours/britain"} {
		out, err := RenderScenarioFile("data/" + name + ".toml")
		if err != nil {
			t.Fatal(err)
		}
		golden(t, "render_"+strings.ReplaceAll(name, "/", "_")+".golden", out)
	}
}

// The field with terrain, units full and damaged, a redoubt and the edges,
// in the three languages.
func TestGoldenField(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D6").place(Blue, "HUS*", "E7").place(Red, "FGD", "D5").place(Red, "RHA*", "B2")
	d, _ := Shipped()
	fld, _ := Lay(d, [4]Placement{{Tile: 3}, {Tile: 4}, {Tile: 5, Turn: 180}, {Tile: 8, Turn: 90}})
	f.s.field = fld
	f.s.addRedoubt(sq(t, "D5"))
	for _, lang := range i18n.Langs() {
		golden(t, "field."+string(lang)+".golden", f.s.renderField(lang))
	}
}

// A report with a whole assault, as the attacker reads it, in the three
// languages; and as its opponent reads it.
func TestGoldenCombatReport(t *testing.T) {
	f := duel(t, 12).card(Blue, "F36", func(c *Card) { c.Pursuit = Span{Lo: 1, Hi: 6} }).
		hand(Blue, "F36", "F46", "F42", "F12", "F13").hand(Red, "B01", "B41").answers(Red, "DEFEND * ALL LEADER BEST")
	f.resolve("DISCARD F12 F13", "MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "LEADER F42 COMBAT", "IF DEF >= 10 PLAY F46 ON HUS", "RESULT RETREAT")
	for _, lang := range i18n.Langs() {
		rep, err := Engine{}.Report(f.res, games.SeatView("Blue"), lang)
		if err != nil {
			t.Fatal(err)
		}
		golden(t, "report_assault."+string(lang)+".golden", rep)
	}
	rep, _ := Engine{}.Report(f.res, games.SeatView("Red"), i18n.English)
	// The judge wraps prose at its width, and a HISTORY answer two columns
	// narrower: a report already within both is not wrapped a second time.
	for _, lang := range i18n.Langs() {
		r, _ := Engine{}.Report(f.res, games.SeatView("Blue"), lang)
		for _, width := range []int{i18n.ProseWidth, i18n.ProseWidth - 2} {
			if again := i18n.Wrap(r, width); again != r {
				t.Errorf("%s: the judge's wrap at %d changes the report:\n%s", lang, width, again)
			}
		}
	}
	golden(t, "report_assault.red.golden", rep)
}

// The set-up as the players read its first steps.
func TestGoldenSetUpReport(t *testing.T) {
	r := newSetup(t, "standard", nil).step(nil)
	g := r.g.(*Game)
	golden(t, "view_tiles.en.golden", g.View(games.SeatView("Blue"), i18n.English))
}
