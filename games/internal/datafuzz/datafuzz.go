// Package datafuzz holds what the fuzz targets of the engines' scenario
// and data files (the files `adjutant scenario check` and `render` read)
// have in common: they are seeded with the files each engine ships, and a
// file an engine refuses must be refused the same way everywhere, with
// problems that each say what is wrong, in the same order every time.
// What an engine accepts is checked by the engine's own target.
//
// It is for tests only.
package datafuzz

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"adjutant/games/kit/shipped"
)

// Seed adds every file that each glob (relative to the package's
// directory, as go test runs it) matches as a seed. A glob that matches
// no file fails the target: the shipped files it should start from have
// moved. It returns the files' contents, in the order added, for a
// target that checks them further.
func Seed(f *testing.F, globs ...string) (seeds [][]byte) {
	f.Helper()
	for _, glob := range globs {
		paths, err := filepath.Glob(glob)
		if err != nil || len(paths) == 0 {
			f.Fatalf("%s: no file (%v)", glob, err)
		}
		for _, p := range paths {
			b, err := os.ReadFile(p)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(b)
			seeds = append(seeds, b)
		}
	}
	return seeds
}

// Accepted reads data with an engine's parse and reports what parse
// accepted, and true; or, when parse refused the file, false, after
// checking the refusal: its error wraps sentinel (the engine's ErrScenario
// or ErrData), it lists at least one problem, every problem says
// something, and reading the file again lists the same problems in the
// same order. A TOML error is exempt from that last check, since of two
// values of the wrong type the TOML decoder names either first (it walks
// a map); it must name its line instead. A file accepted with problems
// fails the test.
func Accepted[T any](t *testing.T, data []byte, sentinel error, parse func([]byte) (T, []shipped.Problem, error)) (T, bool) {
	t.Helper()
	v, probs, err := parse(data)
	if err == nil {
		if len(probs) > 0 {
			t.Fatalf("accepted with problems %v", probs)
		}
		return v, true
	}
	if !errors.Is(err, sentinel) || len(probs) == 0 {
		t.Fatalf("refused without wrapping %q, or with no problem: %v, %v", sentinel, err, probs)
	}
	for _, p := range probs {
		if p.Message == "" {
			t.Fatalf("a problem that says nothing: %+v", p)
		}
	}
	if strings.HasPrefix(probs[0].Message, "not valid TOML") {
		if !strings.Contains(probs[0].Message, "line") {
			t.Fatalf("a TOML error without its line: %q", probs[0].Message)
		}
		return v, false
	}
	if _, again, _ := parse(data); !reflect.DeepEqual(again, probs) {
		t.Fatalf("the problems differ from one check to the next:\n%v\n%v", probs, again)
	}
	return v, false
}
