package diplomacy

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/kit/shipped"
)

// wordTables are the packages of the engine that keep their words in a
// names.toml of their own (Go embeds only files beside the package), and
// their tables keyed by the values of a type: every value needs a name.
func wordTables() map[string]map[string][]string {
	return map[string]map[string][]string{
		".": {
			"placement": keysOf(placeUnknown, placeImpassable, placeArmyAtSea, placeFleetInland, placeCoastNeeded, placeBadCoast),
		},
		"render": {
			"power":   keysOf(dip.AllPowers()...),
			"outcome": stringsOf(dip.Succeeded, dip.Bounced, dip.Cut, dip.Disrupted, dip.Void, dip.NoSuchUnit, dip.Illegal),
			"season":  stringsOf(dip.Spring, dip.Fall),
			"phase":   stringsOf(dip.MovementPhase, dip.RetreatPhase, dip.AdjustmentPhase),
			"unit":    stringsOf(dip.NoUnit, dip.Army, dip.Fleet),
		},
		"orders": {},
	}
}

// keysOf are the keys of values that are strings: the strings.
func keysOf[T ~string](values ...T) []string {
	keys := make([]string, len(values))
	for i, v := range values {
		keys[i] = string(v)
	}
	return keys
}

// stringsOf are the keys of enum values: their String.
func stringsOf[T fmt.Stringer](values ...T) []string {
	keys := make([]string, len(values))
	for i, v := range values {
		keys[i] = v.String()
	}
	return keys
}

// TestEveryWordIsNamed reads each package's names.toml and its Go: every
// word("table", "key") the Go asks for is in the file, every value of an
// enum table has its name, and every name in the file is asked for, so a
// missing or misspelt key fails here and not in a player's mail.
func TestEveryWordIsNamed(t *testing.T) {
	tables := wordTables()
	for _, dir := range slices.Sorted(maps.Keys(tables)) {
		names, err := shipped.ReadNames(os.DirFS(dir))
		if err != nil {
			t.Fatalf("%s: %v", dir, err)
		}
		used := map[string]bool{}
		for table, keys := range tables[dir] {
			for _, key := range keys {
				used[table+"."+key] = true
				if !names.Has(table, key) {
					t.Errorf("%s/names.toml: [%s] has no name for %q", dir, table, key)
				}
			}
		}
		for _, w := range wordsAskedFor(t, dir) {
			used[w.table+"."+w.key] = true
			if !names.Has(w.table, w.key) {
				t.Errorf("%s: %s/names.toml has no [%s] %q", w.at, dir, w.table, w.key)
			}
		}
		for _, table := range slices.Sorted(maps.Keys(names)) {
			for _, key := range slices.Sorted(maps.Keys(names[table])) {
				if !used[table+"."+key] {
					t.Errorf("%s/names.toml: [%s] %q is not used", dir, table, key)
				}
			}
		}
	}
}

type askedWord struct{ table, key, at string }

// wordsAskedFor finds the calls word("table", "key") in the Go of dir.
func wordsAskedFor(t *testing.T, dir string) []askedWord {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var out []askedWord
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 2 {
				return true
			}
			if fn, ok := call.Fun.(*ast.Ident); !ok || fn.Name != "word" {
				return true
			}
			table, ok1 := stringLit(call.Args[0])
			key, ok2 := stringLit(call.Args[1])
			if ok1 && ok2 {
				out = append(out, askedWord{table, key, fset.Position(call.Pos()).String()})
			}
			return true
		})
	}
	if len(out) == 0 {
		t.Fatalf("%s: no word(table, key) calls found", dir)
	}
	return out
}

func stringLit(e ast.Expr) (string, bool) {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}
