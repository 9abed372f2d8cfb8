package marengo

import (
	"testing"

	"adjutant/games/internal/datafuzz"
)

// FuzzParseScenario: a scenario file (as `adjutant scenario check` reads
// it) is either a scenario whose blocks start in its areas or arrive at
// its entries and whose map `adjutant scenario render` draws, or problems
// wrapped in ErrScenario, each saying what is wrong (a TOML error its
// line), in the same order every time. Seeds: the shipped sample.toml,
// and broken ones (testdata/fuzz/FuzzParseScenario).
func FuzzParseScenario(f *testing.F) {
	datafuzz.Seed(f, "data/sample.toml")
	f.Add([]byte("game = \"marengo\"\nname = \"x\"\nfirst_hour = 21\nlast_hour = 6\n[[area]]\nkey = \"AAA\"\nrow = 9\n"))
	f.Add([]byte("game = \"marengo\"\n[[area]\n"))
	f.Add([]byte("morale = { austria = \"high\" }\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, ok := datafuzz.Accepted(t, data, ErrScenario, ParseScenario)
		if !ok {
			return
		}
		if sc == nil {
			t.Fatal("accepted as nothing")
		}
		for _, b := range sc.Blocks {
			_, inArea := sc.Area(b.Area)
			_, atEntry := sc.Entry(b.Entry)
			if !inArea && !atEntry && !b.French {
				t.Fatalf("block %s neither starts in an area nor arrives at an entry: %+v", b.ID, b)
			}
			if d, ok := sc.Def(b.ID); !ok || d.ID != b.ID {
				t.Fatalf("block %s is not found by its id", b.ID)
			}
		}
		if renderScenario(sc) == "" {
			t.Fatal("an accepted scenario renders as nothing")
		}
	})
}
