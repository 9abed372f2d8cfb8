package judge

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// TestRulesDocumentsNameTestsThatExist: docs/rules/<game>.md maps every
// clause to a named test; a name that no longer exists (renamed, merged,
// deleted) would leave the clause untested while the document says
// otherwise. Every Test/Fuzz/Benchmark name written there must be a
// function in some _test.go file of the tree.
func TestRulesDocumentsNameTestsThatExist(t *testing.T) {
	defined := map[string]bool{}
	funcRe := regexp.MustCompile(`(?m)^func ((?:Test|Fuzz|Benchmark|Example)\w*)\(`)
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range funcRe.FindAllSubmatch(src, -1) {
			defined[string(m[1])] = true
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	docs, err := filepath.Glob("../docs/rules/*.md")
	if err != nil || len(docs) == 0 {
		t.Fatalf("no rules documents: %v", err)
	}
	// A cited name stands alone or in backquotes, maybe with a subtest
	// ("TestX/case"); one cut short with "…" or "*" ("TestM11Friendly…",
	// "TestIFT*") needs a function that starts with it.
	citeRe := regexp.MustCompile(`\b((?:Test|Fuzz|Benchmark)[A-Z][A-Za-z0-9_]*)(…|\*)?`)
	for _, doc := range docs {
		text, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		var missing []string
		for _, m := range citeRe.FindAllStringSubmatch(string(text), -1) {
			name, prefix := m[1], m[2] != ""
			if defined[name] || prefix && anyWithPrefix(defined, name) {
				continue
			}
			missing = append(missing, name)
		}
		if len(missing) > 0 {
			sort.Strings(missing)
			t.Errorf("%s names tests that do not exist: %s", filepath.Base(doc), strings.Join(slicesCompact(missing), ", "))
		}
	}
}

func anyWithPrefix(set map[string]bool, prefix string) bool {
	for name := range set {
		if strings.HasPrefix(name, prefix) {
			return true
		}
	}
	return false
}

func slicesCompact(s []string) []string {
	out := s[:0]
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}
