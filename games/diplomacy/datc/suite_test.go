package datc

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"adjutant/games/diplomacy/adjudicate"
)

// ruleSets are the two rule sets every case file runs under.
var ruleSets = []adjudicate.RuleSet{adjudicate.DATC, adjudicate.Rulebook}

// loadSuite reads testdata/*.txt and, for the rulebook set, replaces each
// case that testdata/rulebook/*.txt also has by that file's version.
func loadSuite(t testing.TB, rules adjudicate.RuleSet) []Case {
	t.Helper()
	base := readGlob(t, filepath.Join("testdata", "*.txt"))
	if rules != adjudicate.Rulebook {
		return base
	}
	over := readGlob(t, filepath.Join("testdata", "rulebook", "*.txt"))
	merged, err := Override(base, over)
	if err != nil {
		t.Fatal(err)
	}
	return merged
}

func readGlob(t testing.TB, pattern string) []Case {
	t.Helper()
	files, err := filepath.Glob(pattern)
	if err != nil || len(files) == 0 {
		t.Fatalf("no case files match %s (%v)", pattern, err)
	}
	sort.Strings(files)
	var cases []Case
	for _, f := range files {
		cs, err := ReadFile(f, nil)
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, cs...)
	}
	return cases
}

// TestDATC is the DATC gate: every case of v3.0 (6.A-6.J) under both rule
// sets, each with the expected result for that set.
func TestDATC(t *testing.T) {
	for _, rules := range ruleSets {
		opts := &adjudicate.Options{Rules: rules}
		t.Run(rules.String(), func(t *testing.T) {
			for _, c := range loadSuite(t, rules) {
				t.Run(c.ID, func(t *testing.T) {
					if o := Run(c, opts); !o.Passed {
						t.Error(o)
					}
				})
			}
		})
	}
}

// TestRuleSetsReallyDiffer runs each rulebook-only case under the DATC
// set, and its DATC twin under the rulebook set: both must fail, or the
// second file states no difference at all.
func TestRuleSetsReallyDiffer(t *testing.T) {
	over := readGlob(t, filepath.Join("testdata", "rulebook", "*.txt"))
	base := map[string]Case{}
	for _, c := range loadSuite(t, adjudicate.DATC) {
		base[c.ID] = c
	}
	for _, c := range over {
		t.Run(c.ID, func(t *testing.T) {
			if o := Run(c, &adjudicate.Options{Rules: adjudicate.DATC}); o.Passed {
				t.Errorf("the rulebook expectation also holds under the DATC set")
			}
			if o := Run(base[c.ID], &adjudicate.Options{Rules: adjudicate.Rulebook}); o.Passed {
				t.Errorf("the DATC expectation also holds under the rulebook set")
			}
		})
	}
}

// TestSuiteIsComplete checks the files hold every numbered DATC v3.0 case
// exactly once, so a lost case cannot pass unnoticed.
func TestSuiteIsComplete(t *testing.T) {
	sizes := []struct {
		sec string
		n   int
	}{{"A", 12}, {"B", 15}, {"C", 9}, {"D", 34}, {"E", 15}, {"F", 25}, {"G", 20}, {"H", 16}, {"I", 7}, {"J", 11}}
	have := map[string]bool{}
	for _, c := range loadSuite(t, adjudicate.DATC) {
		have[c.ID] = true
	}
	total := 0
	for _, s := range sizes {
		for i := 1; i <= s.n; i++ {
			id := fmt.Sprintf("6.%s.%d", s.sec, i)
			if !have[id] {
				t.Errorf("case %s is missing", id)
			}
			delete(have, id)
			total++
		}
	}
	for id := range have {
		if !strings.HasSuffix(id, "x") {
			t.Errorf("case %s is not a DATC v3.0 case (extra cases end in x)", id)
		}
	}
	if total != 164 {
		t.Errorf("expected 164 numbered cases, counted %d", total)
	}
}

func BenchmarkDATC(b *testing.B) {
	cases := loadSuite(b, adjudicate.DATC)
	opts := &adjudicate.Options{Rules: adjudicate.DATC}
	e := StandardEngine()
	b.ResetTimer()
	for b.Loop() {
		for _, c := range cases {
			e.Run(c, opts)
		}
	}
}
