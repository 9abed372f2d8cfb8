package marengo

import (
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"
)

// FuzzParseScenario: a scenario file (as `adjutant scenario check` reads
// it) is either a scenario whose blocks start in its areas or arrive at
// its entries and whose map `adjutant scenario render` draws, or problems
// wrapped in ErrScenario, each saying what is wrong (a TOML error its
// line), in the same order every time. Seeds: the shipped sample.toml,
// and broken ones (testdata/fuzz/FuzzParseScenario).
func FuzzParseScenario(f *testing.F) {
	sample, err := os.ReadFile("data/sample.toml")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(sample)
	f.Add([]byte("game = \"marengo\"\nname = \"x\"\nfirst_hour = 21\nlast_hour = 6\n[[area]]\nkey = \"AAA\"\nrow = 9\n"))
	f.Add([]byte("game = \"marengo\"\n[[area]\n"))
	f.Add([]byte("morale = { austria = \"high\" }\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, probs, err := ParseScenario(data)
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
			if _, again, _ := ParseScenario(data); !reflect.DeepEqual(again, probs) {
				t.Fatalf("the problems differ from one check to the next:\n%v\n%v", probs, again)
			}
			return
		}
		if sc == nil || len(probs) > 0 {
			t.Fatalf("accepted with problems %v", probs)
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
