package gettysburg

import (
	"testing"

	"adjutant/games/internal/datafuzz"
)

// FuzzParseScenario: a scenario file (as `adjutant scenario check` reads
// it) is either a scenario whose units start on the map and whose map
// `adjutant scenario render` draws, or problems wrapped in ErrScenario,
// each saying what is wrong (a TOML error its line), in the same order
// every time. Seeds: the shipped sample.toml, and broken ones
// (testdata/fuzz/FuzzParseScenario).
func FuzzParseScenario(f *testing.F) {
	datafuzz.Seed(f, "data/sample.toml")
	f.Add([]byte("game = \"gettysburg\"\nname = \"x\"\ncolumns = 2\nrows = 2\n[[unit]]\nid = \"a\"\ncode = \"AA\"\nside = \"union\"\ntype = \"infantry\"\nstart = \"0101\"\n"))
	f.Add([]byte("game = \"gettysburg\"\ncolumns = 100\nrows = 0\n"))
	f.Add([]byte("game = \"gettysburg\"\n[[unit]\n"))
	f.Add([]byte("columns = \"ten\"\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, ok := datafuzz.Accepted(t, data, ErrScenario, ParseScenario)
		if !ok {
			return
		}
		if sc == nil {
			t.Fatal("accepted as nothing")
		}
		for i, u := range sc.Units {
			if u.Arrive == 0 && !sc.OnMap(u.Start) {
				t.Fatalf("unit %s starts off the map at %v", u.ID, u.Start)
			}
			if _, ok := sc.UnitIndex(u.ID); !ok {
				t.Fatalf("unit %d (%s) is not found by its id", i, u.ID)
			}
		}
		for letter, h := range sc.Entries {
			if !sc.OnMap(h) {
				t.Fatalf("entry %s off the map at %v", letter, h)
			}
		}
		if RenderScenario(sc) == "" {
			t.Fatal("an accepted scenario renders as nothing")
		}
	})
}
