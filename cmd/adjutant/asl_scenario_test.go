package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Issue 19: every shipped ASL data file (the scenario, the charts, the
// counters) can be checked with `adjutant scenario check` and is valid,
// and renders; a slip of the pen in a chart or a counter is reported.
func TestASLDataFilesCheckAndRender(t *testing.T) {
	for _, path := range []string{
		filepath.Join("..", "..", "games", "asl", "data", "village.toml"),
		filepath.Join("..", "..", "games", "asl", "tables", "data", "tables.toml"),
		filepath.Join("..", "..", "games", "asl", "tables", "data", "counters.toml"),
	} {
		var out bytes.Buffer
		if err := runScenario(context.Background(), []string{"check", path}, &out, &out); err != nil || !strings.Contains(out.String(), "a valid asl scenario") {
			t.Errorf("check %s: %v\n%s", path, err, out.String())
		}
		out.Reset()
		if err := runScenario(context.Background(), []string{"render", path}, &out, &out); err != nil || out.Len() == 0 {
			t.Errorf("render %s: %v", path, err)
		}
	}
	for _, c := range []struct{ file, from, to, want string }{
		{"tables.toml", `"3KIA", "3KIA", "3KIA", "4KIA"`, `"3KIA", "3KIA", "3KIB", "4KIA"`, `IFT cell "3KIB"`},
		{"tables.toml", "\n[cct]\n", "\n[cct]\nodd = 1\n", `unknown key "cct.odd"`},
		{"counters.toml", `type = "5-4-8"`, `typ = "5-4-8"`, `unknown key "squad.typ"`},
		{"counters.toml", `kind = "counters"`, `kind = "counter"`, `kind must be scenario, tables or counters`},
	} {
		data, err := os.ReadFile(filepath.Join("..", "..", "games", "asl", "tables", "data", c.file))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(data), c.from) {
			t.Fatalf("%s lacks %q", c.file, c.from)
		}
		bad := filepath.Join(t.TempDir(), c.file)
		if err := os.WriteFile(bad, []byte(strings.Replace(string(data), c.from, c.to, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if err := runScenario(context.Background(), []string{"check", bad}, &out, &out); err == nil || !strings.Contains(out.String(), c.want) {
			t.Errorf("%s with %q: %v\n%s", c.file, c.to, err, out.String())
		}
	}
}
