package judge

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"adjutant/templates"
)

// keyUses finds every catalogue key written in the judge's code (its
// packages, not their tests): the literal arguments of functions that take
// a templates.Key, and the literal values of struct fields of that type.
// It returns the keys with the places they are written.
func keyUses(t *testing.T) map[templates.Key][]string {
	t.Helper()
	fset := token.NewFileSet()
	var files []*ast.File
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() && d.Name() == "internal" {
			return filepath.SkipDir // the tests' own game (idlegame) says nothing to players
		}
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err == nil {
			files = append(files, f)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	isKey := func(e ast.Expr) bool {
		switch e := e.(type) {
		case *ast.SelectorExpr:
			x, ok := e.X.(*ast.Ident)
			return ok && x.Name == "templates" && e.Sel.Name == "Key"
		case *ast.Ident:
			return e.Name == "Key"
		}
		return false
	}
	// Which parameters of which functions, and which fields, hold a key.
	// Functions are named as called: "templates.T" for another package's,
	// "say" for a method or a function of the same package.
	params := map[string][]int{"templates.T": {0}, "templates.In": {1}, "templates.Raw": {1}, "templates.Key": {0}}
	fields := map[string]bool{}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				i := 0
				for _, p := range n.Type.Params.List {
					for range max(1, len(p.Names)) {
						if isKey(p.Type) {
							params[n.Name.Name] = append(params[n.Name.Name], i)
							if n.Recv == nil {
								qualified := f.Name.Name + "." + n.Name.Name
								params[qualified] = append(params[qualified], i)
							}
						}
						i++
					}
				}
			case *ast.AssignStmt:
				// tell := func(to string, key templates.Key, …)
				for i, rhs := range n.Rhs {
					lit, ok := rhs.(*ast.FuncLit)
					if !ok || i >= len(n.Lhs) {
						continue
					}
					id, ok := n.Lhs[i].(*ast.Ident)
					if !ok {
						continue
					}
					k := 0
					for _, p := range lit.Type.Params.List {
						for range max(1, len(p.Names)) {
							if isKey(p.Type) {
								params[id.Name] = append(params[id.Name], k)
							}
							k++
						}
					}
				}
			case *ast.StructType:
				for _, fl := range n.Fields.List {
					if isKey(fl.Type) {
						for _, name := range fl.Names {
							fields[name.Name] = true
						}
					}
				}
			}
			return true
		})
	}
	uses := map[templates.Key][]string{}
	literal := func(e ast.Expr) {
		if lit, ok := e.(*ast.BasicLit); ok && lit.Kind == token.STRING {
			if s, err := strconv.Unquote(lit.Value); err == nil {
				uses[templates.Key(s)] = append(uses[templates.Key(s)], fset.Position(lit.Pos()).String())
			}
		}
	}
	for _, f := range files {
		imported := map[string]bool{}
		for _, im := range f.Imports {
			path, _ := strconv.Unquote(im.Path.Value)
			name := path[strings.LastIndex(path, "/")+1:]
			if im.Name != nil {
				name = im.Name.Name
			}
			imported[name] = true
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CallExpr:
				name := ""
				switch fn := n.Fun.(type) {
				case *ast.Ident:
					name = fn.Name
				case *ast.SelectorExpr:
					name = fn.Sel.Name
					if x, ok := fn.X.(*ast.Ident); ok && imported[x.Name] {
						name = x.Name + "." + name
					}
				}
				for _, i := range params[name] {
					if i < len(n.Args) {
						literal(n.Args[i])
					}
				}
			case *ast.KeyValueExpr:
				if id, ok := n.Key.(*ast.Ident); ok && fields[id.Name] {
					literal(n.Value)
				}
			}
			return true
		})
	}
	return uses
}

// Every key of the catalogue is used by the judge, and every key the judge
// uses is in the catalogue.
func TestCatalogueKeysAreTheOnesTheCodeUses(t *testing.T) {
	uses := keyUses(t)
	have := map[templates.Key]bool{}
	for _, k := range templates.Keys() {
		have[k] = true
		if len(uses[k]) == 0 {
			t.Errorf("catalogue key %q is not used by the judge", k)
		}
	}
	var missing []string
	for k, at := range uses {
		if !have[k] {
			missing = append(missing, string(k)+" (at "+strings.Join(at, ", ")+")")
		}
	}
	sort.Strings(missing)
	for _, m := range missing {
		t.Errorf("the judge uses a key the catalogue lacks: %s", m)
	}
}
