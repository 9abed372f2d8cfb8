package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// `adjutant scenario check|render` take Marengo's scenario by its game
// key: the shipped one checks clean and renders its map; a broken one is
// reported entry by entry.
func TestMarengoScenarioCheckAndRender(t *testing.T) {
	path := filepath.Join("..", "..", "games", "marengo", "data", "sample.toml")
	var out bytes.Buffer
	if err := runScenario(context.Background(), []string{"check", path}, &out, &out); err != nil || !strings.Contains(out.String(), "a valid marengo scenario") {
		t.Errorf("check: %v\n%s", err, out.String())
	}
	out.Reset()
	if err := runScenario(context.Background(), []string{"render", path}, &out, &out); err != nil || !strings.Contains(out.String(), "|MAR 3   | = |CGR 3 *r|") {
		t.Errorf("render: %v\n%s", err, out.String())
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(t.TempDir(), "marengo.toml")
	if err := os.WriteFile(bad, []byte(strings.Replace(string(data), `capacity = 2`, `capacity = 12`, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	if err := runScenario(context.Background(), []string{"check", bad}, &out, &out); err == nil || !strings.Contains(out.String(), "area 2 (FMA): capacity must be between 1 and 9, not 12") {
		t.Errorf("a broken scenario: %v\n%s", err, out.String())
	}
}
