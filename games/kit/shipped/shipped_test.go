package shipped

import (
	"errors"
	"os"
	"strings"
	"testing"
	"testing/fstest"
)

func TestLoadFindsByNameAndDefault(t *testing.T) {
	fsys := fstest.MapFS{
		"data/first.toml":  {Data: []byte("one")},
		"data/second.toml": {Data: []byte("two")},
		"data/broken.toml": {Data: []byte("bad")},
	}
	names := []string{"first", "second", "broken", "missing"}
	parse := func(b []byte) (string, error) {
		if string(b) == "bad" {
			return "", errors.New("does not parse")
		}
		return string(b), nil
	}
	for _, c := range []struct {
		name, want string
		found, ok  bool
	}{
		{"", "one", true, true},
		{" Second ", "two", true, true},
		{"broken", "", true, false},
		{"missing", "", true, false},
		{"nosuch", "", false, true},
	} {
		got, found, err := Load(fsys, names, c.name, parse)
		if got != c.want || found != c.found || (err == nil) != c.ok {
			t.Errorf("Load(%q) = %q, %v, %v", c.name, got, found, err)
		}
	}
}

type lineProblem string

func (p lineProblem) String() string { return string(p) }

func TestScenarioFileHelpersReadParseAndReport(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := dir + "/" + name
		if err := os.WriteFile(p, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	parse := func(b []byte) (string, []lineProblem, error) {
		switch string(b) {
		case "good":
			return "drawn", nil, nil
		case "bad":
			return "", []lineProblem{"line 1: bad"}, errors.New("2 problems")
		}
		return "", nil, errors.New("not TOML")
	}
	good, bad, garbled := write("good.toml", "good"), write("bad.toml", "bad"), write("x.toml", "x")
	if probs, err := CheckFile(good, parse); err != nil || len(probs) != 0 {
		t.Errorf("good file: %v %v", probs, err)
	}
	if probs, err := CheckFile(bad, parse); err != nil || len(probs) != 1 {
		t.Errorf("bad file: %v %v", probs, err)
	}
	if _, err := CheckFile(garbled, parse); err == nil {
		t.Errorf("a file that does not parse, with no problem named, is not an error")
	}
	if _, err := CheckFile(dir+"/missing.toml", parse); err == nil {
		t.Errorf("a missing file is not an error")
	}
	render := func(s string) string { return s }
	if out, err := RenderFile(good, parse, render); out != "drawn" || err != nil {
		t.Errorf("render good: %q %v", out, err)
	}
	if _, err := RenderFile(bad, parse, render); err == nil || !strings.Contains(err.Error(), "line 1: bad") {
		t.Errorf("render bad: %v", err)
	}
}

// A file that is not TOML is one problem saying where; a key the engine
// does not know is a problem, not ignored.
func TestDecodeTOMLNamesUnknownKeys(t *testing.T) {
	var f struct {
		Name string `toml:"name"`
	}
	probs, err := DecodeTOML([]byte("name = \"x\"\nnmae = \"y\"\n"), &f)
	if err != nil || f.Name != "x" || len(probs) != 1 || probs[0].Message != `unknown key "nmae"` {
		t.Errorf("decode: %+v %v %+v", f, err, probs)
	}
	probs, err = DecodeTOML([]byte("name = \n"), &f)
	if err == nil || len(probs) != 1 || !strings.HasPrefix(probs[0].Message, "not valid TOML: ") {
		t.Errorf("not TOML: %v %+v", err, probs)
	}
}

// TestParseDecodesChecksAndCounts: Parse hands the decoded keys to the
// engine's check, and a file with problems (an unknown key, what check
// finds, or no TOML at all) is an error wrapping the engine's own, with
// every problem.
func TestParseDecodesChecksAndCounts(t *testing.T) {
	type file struct{ Name string }
	bad := errors.New("invalid scenario")
	check := func(f *file) (string, []Problem) {
		c := Check[file, string]{File: f, Scenario: new(string)}
		*c.Scenario = strings.ToUpper(c.File.Name)
		if c.File.Name == "" {
			c.Add("", "name is missing")
		}
		return *c.Scenario, c.Problems
	}
	for _, tc := range []struct {
		data, want string
		probs      int
	}{
		{`name = "sample"`, "SAMPLE", 0},
		{`name = ""`, "", 1},
		{"name = \"sample\"\ncolour = \"red\"", "", 1},
		{"name = ", "", 1},
	} {
		got, probs, err := Parse([]byte(tc.data), bad, check)
		if got != tc.want || len(probs) != tc.probs || (err != nil) != (tc.probs > 0) {
			t.Errorf("Parse(%q) = %q, %v, %v", tc.data, got, probs, err)
		}
		if err != nil && !errors.Is(err, bad) {
			t.Errorf("Parse(%q): %v does not wrap the engine's error", tc.data, err)
		}
	}
}

// TestGameKeyNamesTheEngine: a file for another game, or with no game
// key, is a problem that says which game it must name.
func TestGameKeyNamesTheEngine(t *testing.T) {
	var p Problems
	p.Game("marengo", "marengo")
	p.Game("", "marengo")
	if len(p) != 1 || p[0].String() != `game must be "marengo", not ""` {
		t.Errorf("problems: %v", p)
	}
}
