// Package golden compares test output with files under a package's
// testdata/, for the engines' map and report tests. Run a package's tests
// with -update to rewrite the files after checking the new output by eye.
package golden

import (
	"flag"
	"os"
	"testing"

	"adjutant/templates/i18n"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// Check fails the test when got differs from the file at path, or when its
// Chinese has half-width punctuation (i18n.HalfWidthSlips, HalfWidthNotes:
// an engine's own texts keep the catalogue's rule); with -update it writes
// got to path first.
func Check(t testing.TB, path, got string) {
	t.Helper()
	// English has no Han character to slip beside.
	for _, slip := range append(i18n.HalfWidthSlips(got), i18n.HalfWidthNotes(got)...) {
		t.Errorf("%s: half-width punctuation beside Chinese: %s", path, slip)
	}
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run the tests with -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("output differs from %s (check it by eye, then run the tests with -update); got:\n%s", path, got)
	}
}
