package aslmap

import (
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"

	"adjutant/games/asl/tables"
)

// FuzzParseScenario: a scenario file (as `adjutant scenario check` reads
// it) is either a scenario whose every hex is on its map and prints back
// as the same hex, or problems wrapped in ErrScenario, each saying what
// is wrong (and a TOML error its line), in the same order every time.
// Seeds: the shipped village.toml, and broken ones
// (testdata/fuzz/FuzzParseScenario).
func FuzzParseScenario(f *testing.F) {
	village, err := os.ReadFile("../data/village.toml")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(village)
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
		sc, probs, err := parseScenario(data, roster, charts)
		if err != nil {
			if !errors.Is(err, ErrScenario) || len(probs) == 0 {
				t.Fatalf("refused without ErrScenario or a problem: %v, %v", err, probs)
			}
			for _, p := range probs {
				if p.Message == "" {
					t.Fatalf("a problem that says nothing: %+v", p)
				}
			}
			if strings.HasPrefix(probs[0].Message, "not valid TOML") {
				// Of two values of the wrong type, the TOML decoder names
				// either first (it walks a map); each names its line.
				if !strings.Contains(probs[0].Message, "line") {
					t.Fatalf("a TOML error without its line: %q", probs[0].Message)
				}
				return
			}
			if _, again, _ := parseScenario(data, roster, charts); !reflect.DeepEqual(again, probs) {
				t.Fatalf("the problems differ from one check to the next:\n%v\n%v", probs, again)
			}
			return
		}
		if sc == nil || len(probs) > 0 {
			t.Fatalf("accepted with problems %v", probs)
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
