package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestArchitectureListsEveryPackage: docs/architecture.md's table of
// packages names each package of the module, so a package added without
// a line there (what it owns, what it must not know) fails here.
func TestArchitectureListsEveryPackage(t *testing.T) {
	doc, err := os.ReadFile("../../docs/architecture.md")
	if err != nil {
		t.Fatal(err)
	}
	root := "../.."
	packages := map[string]bool{}
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".go") && !strings.HasSuffix(path, "_test.go") {
			rel, err := filepath.Rel(root, filepath.Dir(path))
			if err != nil {
				return err
			}
			packages[filepath.ToSlash(rel)] = true
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if !packages["judge"] || !packages["cmd/adjutant"] {
		t.Fatalf("the walk found no judge or cmd/adjutant: %v", packages)
	}
	for p := range packages {
		if !strings.Contains(string(doc), "`"+p+"`") {
			t.Errorf("docs/architecture.md's table of packages does not name %s", p)
		}
	}
}
