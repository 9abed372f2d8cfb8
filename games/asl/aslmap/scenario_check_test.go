package aslmap

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
