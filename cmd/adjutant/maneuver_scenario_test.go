package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// `adjutant scenario check|render` dispatch Maneuver's data files by
// their game key: the shipped ones check clean and render, a broken one
// is reported with where it is wrong.
func TestManeuverScenarioCheckAndRender(t *testing.T) {
	for _, name := range []string{"terrain", "tiles", "france", "britain", "austria", "prussia", "usa", "ours/france", "ours/britain"} {
		path := filepath.Join("..", "..", "games", "maneuver", "data", name+".toml")
		var out bytes.Buffer
		if err := runScenario(context.Background(), []string{"check", path}, &out, &out); err != nil || !strings.Contains(out.String(), "a valid maneuver scenario") {
			t.Errorf("check %s: %v\n%s", name, err, out.String())
		}
		out.Reset()
		if err := runScenario(context.Background(), []string{"render", path}, &out, &out); err != nil || out.Len() == 0 {
			t.Errorf("render %s: %v", name, err)
		}
	}
	data, err := os.ReadFile(filepath.Join("..", "..", "games", "maneuver", "data", "britain.toml"))
	if err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(t.TempDir(), "britain.toml")
	if err := os.WriteFile(bad, []byte(strings.Replace(string(data), `arm = "cavalry"`, `arm = "dragoons"`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := runScenario(context.Background(), []string{"check", bad}, &out, &out); err == nil || !strings.Contains(out.String(), `unit 7 (KDG): arm must be infantry or cavalry, not "dragoons"`) {
		t.Errorf("a broken nation: %v\n%s", err, out.String())
	}
}
