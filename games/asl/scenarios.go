package asl

import (
	"embed"
	"fmt"
	"strings"

	"adjutant/games/kit/shipped"
)

//go:embed data/village.toml
var scenarioFiles embed.FS

// shippedScenarios lists the scenarios embedded in the engine, default
// first.
func shippedScenarios() []string { return []string{"village"} }

// LoadScenario returns a shipped scenario by name ("" is the default).
func LoadScenario(name string) (*Scenario, error) {
	sc, found, err := shipped.Load(scenarioFiles, shippedScenarios(), name, func(data []byte) (*Scenario, error) {
		sc, _, err := ParseScenario(data)
		return sc, err
	})
	if !found {
		return nil, fmt.Errorf("%w: %q", ErrUnknownVariant, name)
	}
	return sc, err
}

// CheckScenarioFile validates the scenario file at path for `adjutant
// scenario check FILE`: the problems found, none for a good file; err only
// when the file cannot be read (or parsed, with no problem to say why).
func CheckScenarioFile(path string) ([]ScenarioProblem, error) {
	return shipped.CheckFile(path, ParseScenario)
}

// RenderScenarioFile draws the scenario at path as the game's mail shows
// it at the start, for `adjutant scenario render FILE`; a file with
// problems is an error listing them.
func RenderScenarioFile(path string) (string, error) {
	return shipped.RenderFile(path, ParseScenario, renderScenario)
}

// renderScenario draws a scenario as the game's mail shows it at the
// start, with its sides, turns, SSR and victory conditions.
func renderScenario(sc *Scenario) string {
	s := newState(sc)
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n%s\n\n", wrapText(sc.Title.EN, MapWidth, "    "), wrapText(sc.Note, MapWidth, "    "))
	for i, sd := range sc.Sides {
		order := "moves first"
		if i == 1 {
			order = "moves second"
		}
		fmt.Fprintf(&b, "%s (%s), ELR %d, %s\n", sd.Name.EN, sd.Code, sd.ELR, order)
	}
	fmt.Fprintf(&b, "Turns: %d; month %d\n", sc.Turns, sc.Month)
	for _, t := range sc.SSR {
		b.WriteString(wrapText(t.EN, MapWidth, "    ") + "\n")
	}
	b.WriteString(wrapText(sc.Victory.Text.EN, MapWidth, "    ") + "\n\n")
	b.WriteString(s.status("en"))
	return b.String()
}
