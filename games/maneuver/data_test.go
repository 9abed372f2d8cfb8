package maneuver

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The shipped files pass their own check.
func TestShippedDataValidates(t *testing.T) {
	for _, name := range []string{"terrain", "tiles", "usa", "austria", "prussia", "britain", "france", "ours/britain", "ours/france"} {
		probs, err := CheckScenarioFile("data/" + name + ".toml")
		if err != nil || len(probs) > 0 {
			t.Errorf("%s: %v %v", name, err, probs)
		}
	}
	d, err := Shipped()
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Tiles) != 8 || len(d.Nations) != 5 || d.Nations[0].Key != "usa" || len(d.Ours) != 2 {
		t.Errorf("%d tiles, nations %v", len(d.Tiles), d.Nations)
	}
}

// broken writes a copy of a data file (a path without ".toml") with
// replacements and checks it.
func broken(t *testing.T, name string, edits ...string) string {
	t.Helper()
	data, err := os.ReadFile(name + ".toml")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for i := 0; i+1 < len(edits); i += 2 {
		if !strings.Contains(text, edits[i]) {
			t.Fatalf("%s has no %q", name, edits[i])
		}
		text = strings.Replace(text, edits[i], edits[i+1], 1)
	}
	path := filepath.Join(t.TempDir(), filepath.Base(name)+".toml")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	probs, err := CheckScenarioFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var all []string
	for _, p := range probs {
		all = append(all, p.String())
	}
	return strings.Join(all, "\n")
}

// Rules 1.3 and 1.4 as the nation check reads them: eight units with two
// strengths; sixty cards, five for each unit and twenty command cards of
// leaders and three to eight other kinds; pursuit for cavalry only; the Grand Battery
// for Napoleon only.
func TestR1_3And1_4NationCheck(t *testing.T) {
	got := broken(t, "data/ours/france",
		`{ id = "F40", unit = "HUS", attack = "1d10", defence = 1, pursuit = "1-3" },`, ``,
		`{ id = "F12", unit = "LIG", attack = "2d6", defence = 1 },`, `{ id = "F12", unit = "LIG", attack = "2d6", defence = 1, pursuit = "1-2" },`,
		`{ id = "F13", unit = "LIG", attack = "1d8", defence = 2, volley = "1d8" },`, `{ id = "F13", unit = "LIG", attack = "1d12", defence = 2 },`,
		`{ id = "F46", kind = "committed_attack" },`, `{ id = "F46", kind = "guerrilla" },`,
		`full = 8`, `full = 4`,
		`prefix = "F"`, `prefix = "F1"`,
		`{ id = "F23", unit = "ART", bombard = "1d10", range = 2 },`, `{ id = "F23", unit = "ART", attack = "1d6", bombard = "1d10", range = 2 },`,
	)
	for _, want := range []string{"60 cards, not 59", "a unit has 5 cards, this one 4", "only cavalry has a pursuit value", "the game's dice are d6, d8 and d10",
		"leaders and 3 to 8 other kinds", "1 <= damaged < full", "prefix must be one or two capital letters",
		"an artillery card (one with a bombard value) has no attack value"} {
		if !strings.Contains(got, want) {
			t.Errorf("the check does not say %q:\n%s", want, got)
		}
	}
	if got := broken(t, "data/ours/france", `{ id = "F59", kind = "withdraw" },`, `{ id = "F59", kind = "supply" },`,
		`{ id = "F60", kind = "withdraw" },`, `{ id = "F60", kind = "supply" },`); !strings.Contains(got, "every nation has Withdraw cards") {
		t.Errorf("a nation without Withdraw cards:\n%s", got)
	}
	got = broken(t, "data/ours/britain", `{ id = "B43", kind = "leader", name = "Thomas Picton", name_hant = "皮克頓", name_hans = "皮克顿", command = 2,`,
		`{ id = "B43", kind = "leader", name = "Thomas Picton", name_hant = "皮克頓", name_hans = "皮克顿", grand_battery = true, command = 5,`)
	for _, want := range []string{"only Napoleon", "command must be from 1 to 4"} {
		if !strings.Contains(got, want) {
			t.Errorf("the check does not say %q:\n%s", want, got)
		}
	}
}

// Tiles: 4x4 of the chart's characters; the chart: one character a
// terrain.
func TestTileAndTerrainCheck(t *testing.T) {
	got := broken(t, "data/tiles", `"..:.",`, `"..:",`, `".T..",`, `".X..",`, "id = 8", "id = 7")
	for _, want := range []string{"a row has 4 squares", `"X" is not a terrain character`, "id used twice"} {
		if !strings.Contains(got, want) {
			t.Errorf("the check does not say %q:\n%s", want, got)
		}
	}
	got = broken(t, "data/terrain", `char = "T"`, `char = "."`, `defence = "1d8"`, `defence = "d"`)
	for _, want := range []string{`char "." is used by another terrain`, "defence"} {
		if !strings.Contains(got, want) {
			t.Errorf("the check does not say %q:\n%s", want, got)
		}
	}
	got = broken(t, "data/terrain", `kind = "terrain"`, `kind = "map"`)
	if !strings.Contains(got, "kind must be terrain, tiles or nation") {
		t.Errorf("an unknown kind: %s", got)
	}
}
