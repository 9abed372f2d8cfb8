package asl

import (
	"strings"
	"testing"
)

// The checker lists every problem of a scenario file, each naming where.
func TestScenarioCheckerListsEveryProblem(t *testing.T) {
	bad := `game = "asl"
name = "bad"
turns = 0
month = 13
[[side]]
nat = "german"
elr = 3
setup = ["vA1-vB2"]
[[side]]
nat = "martian"
elr = 9
[[board]]
id = "v"
columns = 4
rows = 2
terrain = ["..x.", "...."]
levels = ["0100", "0000"]
[[road]]
hexes = ["vA1", "vC2"]
[[unit]]
id = "G1"
side = "german"
type = "4-6-7"
hex = "vD2"
[[unit]]
id = "vA1"
side = "german"
type = "9-9"
hex = "vA1"
[[weapon]]
id = "G20"
side = "german"
type = "MMG"
with = "G9"
[[weapon]]
id = "DC"
side = "german"
type = "DC"
with = "G1"
[victory]
side = "german"
control = ["vA1"]
need = 2
surprise = 1
`
	_, probs, err := ParseScenario([]byte(bad))
	if err == nil {
		t.Fatal("a bad file passed")
	}
	var all []string
	for _, p := range probs {
		all = append(all, p.String())
	}
	text := strings.Join(all, "\n")
	for _, want := range []string{
		`unknown key "victory.surprise"`, "turns must be between 1 and 20", "month must be 1 to 12", `'x' is not one of`,
		"the Starter Kit rules have no hills", "vA1 and vC2 are not adjacent", `nationality "martian"`, "elr must be 0 to 5",
		"vD2 is outside the german set-up zone", "unit vA1: id reads as a hex id", `has no counter type "9-9"`,
		`with "G9" is not a unit of its side`, "need must be between 1", "weapon DC: id reads as an order word",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("no problem %q in:\n%s", want, text)
		}
	}
}

// The sample board's lines of sight, as a player would ask them.
func TestLOSOnTheSampleBoard(t *testing.T) {
	sc, err := LoadScenario("village")
	if err != nil {
		t.Fatal(err)
	}
	s := newState(sc)
	for _, c := range []struct {
		a, b    string
		clear   bool
		drm     int
		blocker string
		why     string
	}{
		{"vA6", "vH6", true, 0, "", "along the street, through the woods-road E6-F6"},
		{"vD5", "vJ4", false, 0, "vE5", "the woods in E5 hide the house from D5's woods"},
		{"vG4", "vJ4", true, 0, "", "open fields to the stone house"},
		{"vD8", "vK8", true, 2, "", "through the orchard I8-J8: +2"},
		{"vJ9", "vJ2", false, 1, "vJ5", "up the village: the houses block"},
		{"vB1", "vF1", true, 3, "", "across the grain: two hexsides followed and a hex, +3"},
		{"vC1", "vC10", false, 0, "vC7", "down column C: the woods in C7"},
	} {
		v := s.sight(s.hex(t, c.a), s.hex(t, c.b))
		if v.Clear != c.clear || (c.clear && v.DRM != c.drm) {
			t.Errorf("%s to %s (%s): clear %v DRM %d, want %v %d", c.a, c.b, c.why, v.Clear, v.DRM, c.clear, c.drm)
		}
		if c.blocker != "" && (v.Blocked == nil || sc.ID(*v.Blocked) != c.blocker) {
			t.Errorf("%s to %s: blocked by %v, want %s", c.a, c.b, v.Blocked, c.blocker)
		}
	}
}
