package maneuver

import (
	"testing"

	"adjutant/games/internal/datafuzz"
)

// FuzzParseAny: a data file (as `adjutant scenario check` and `render`
// read it: a terrain chart, tiles or a nation, by its kind key) is either
// data that render draws, with every terrain found by its character and
// every tile's square a terrain of the chart, or problems wrapped in
// ErrData, each saying what is wrong (a TOML error its line), in the same
// order every time. Seeds: every shipped data file, and broken ones
// (testdata/fuzz/FuzzParseAny).
func FuzzParseAny(f *testing.F) {
	datafuzz.Seed(f, "data/*.toml", "data/ours/*.toml")
	f.Add([]byte("game = \"maneuver\"\nkind = \"tiles\"\n[[tile]]\nid = 100\nrows = [\"....\", \"..\"]\n"))
	f.Add([]byte("game = \"maneuver\"\nkind = \"terrain\"\n[[terrain]]\nkey = \"x\"\nchar = \"é\"\n"))
	f.Add([]byte("game = \"maneuver\"\nkind = \"army\"\n"))
	f.Add([]byte("kind = [\"nation\"]\n"))
	shipped, err := Shipped()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		v, ok := datafuzz.Accepted(t, data, ErrData, parseAny)
		if !ok {
			return
		}
		switch x := v.(type) {
		case *Chart:
			for _, tr := range x.Terrains {
				if got, ok := x.ByChar(tr.Char); !ok || got.Key != tr.Key {
					t.Fatalf("terrain %s is not found by its character %q", tr.Key, tr.Char)
				}
			}
		case []Tile:
			for i, tile := range x {
				if i > 0 && tile.ID <= x[i-1].ID {
					t.Fatalf("tiles %d and %d out of order", x[i-1].ID, tile.ID)
				}
				for _, row := range tile.Rows {
					for k := range len(row) {
						if _, ok := shipped.Chart.ByChar(row[k]); !ok {
							t.Fatalf("tile %d: square %q accepted", tile.ID, row[k])
						}
					}
				}
			}
		case *Nation:
		default:
			t.Fatalf("accepted as %T", v)
		}
		if renderData(v, "no such file") == "" {
			t.Fatal("accepted data renders as nothing")
		}
	})
}
