package gettysburg

import (
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"
)

// FuzzParseScenario: a scenario file (as `adjutant scenario check` reads
// it) is either a scenario whose units start on the map and whose map
// `adjutant scenario render` draws, or problems wrapped in ErrScenario,
// each saying what is wrong (a TOML error its line), in the same order
// every time. Seeds: the shipped sample.toml, and broken ones
// (testdata/fuzz/FuzzParseScenario).
func FuzzParseScenario(f *testing.F) {
	sample, err := os.ReadFile("data/sample.toml")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(sample)
	f.Add([]byte("game = \"gettysburg\"\nname = \"x\"\ncolumns = 2\nrows = 2\n[[unit]]\nid = \"a\"\ncode = \"AA\"\nside = \"union\"\ntype = \"infantry\"\nstart = \"0101\"\n"))
	f.Add([]byte("game = \"gettysburg\"\ncolumns = 100\nrows = 0\n"))
	f.Add([]byte("game = \"gettysburg\"\n[[unit]\n"))
	f.Add([]byte("columns = \"ten\"\n"))
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
