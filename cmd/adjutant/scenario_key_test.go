package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A scenario file says which game it is for: one without a `game` key is
// refused with the key named, not read as some game's by default.
func TestScenarioFileWithoutGameKeyIsRefused(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "games", "gettysburg", "data", "sample.toml"))
	if err != nil {
		t.Fatal(err)
	}
	keyless := strings.Replace(string(data), "game = \"gettysburg\"\n", "", 1)
	if keyless == string(data) {
		t.Fatal("the shipped Gettysburg scenario has no game key to remove")
	}
	path := filepath.Join(t.TempDir(), "mymap.toml")
	if err := os.WriteFile(path, []byte(keyless), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, verb := range []string{"check", "render"} {
		var out bytes.Buffer
		err := runScenario(context.Background(), []string{verb, path}, &out, &out)
		if err == nil || !strings.Contains(err.Error(), "no game key") || !strings.Contains(err.Error(), `game = "gettysburg"`) {
			t.Errorf("%s of a file without a game key: %v\n%s", verb, err, out.String())
		}
	}
	var out bytes.Buffer
	if err := runScenario(context.Background(), []string{"check", filepath.Join("..", "..", "games", "gettysburg", "data", "sample.toml")}, &out, &out); err != nil || !strings.Contains(out.String(), "a valid gettysburg scenario") {
		t.Errorf("the shipped scenario: %v\n%s", err, out.String())
	}
}
