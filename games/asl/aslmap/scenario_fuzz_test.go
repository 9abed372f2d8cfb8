package aslmap

import (
	"testing"

	"adjutant/games/asl/tables"
	"adjutant/games/internal/datafuzz"
	"adjutant/games/kit/shipped"
)

// FuzzParseScenario: a scenario file (as `adjutant scenario check` reads
// it) is either a scenario whose every hex is on its map and prints back
// as the same hex, or problems wrapped in ErrScenario, each saying what
// is wrong (and a TOML error its line), in the same order every time.
// Seeds: the shipped village.toml, and broken ones
// (testdata/fuzz/FuzzParseScenario).
func FuzzParseScenario(f *testing.F) {
	village := datafuzz.Seed(f, "../data/village.toml")[0]
	f.Add([]byte("game = \"asl\"\nname = \"x\"\n[[board]]\nid = \"v\"\ncolumns = 2\nrows = 1\nterrain = [\"..\"]\nlevels = [\"00\"]\n"))
	f.Add([]byte("game = \"asl\"\n[[board]\nid = \"v\"\n"))
	f.Add([]byte("game = \"asl\"\nturns = \"five\"\n"))
	f.Add([]byte("gmae = \"asl\"\n"))
	if _, _, err := ParseScenario(village); err != nil {
		f.Fatal(err)
	}
	// The counters and charts are read once, not at every input as
	// ParseScenario reads them.
	roster, err := tables.LoadRoster()
	if err != nil {
		f.Fatal(err)
	}
	charts, err := tables.LoadTables()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		parse := func(data []byte) (*Scenario, []shipped.Problem, error) { return parseScenario(data, roster, charts) }
		sc, ok := datafuzz.Accepted(t, data, ErrScenario, parse)
		if !ok {
			return
		}
		if sc == nil {
			t.Fatal("accepted as nothing")
		}
		hexes := append([]Hex{}, sc.Victory.Control...)
		for _, u := range sc.Units {
			if u.OnMap {
				hexes = append(hexes, u.Hex)
			}
			hexes = append(hexes, u.Entry...)
		}
		for _, h := range hexes {
			id := sc.ID(h)
			if back, ok := sc.ParseHex(id); !sc.OnMap(h) || !ok || back != h {
				t.Fatalf("hex %v (%q) is off the map or reads back as %v", h, id, back)
			}
		}
	})
}
