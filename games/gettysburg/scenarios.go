package gettysburg

import (
	"embed"
	"fmt"

	"adjutant/games/kit/shipped"
)

//go:embed data/*.toml
var scenarioFiles embed.FS

// shippedScenarios lists the scenarios embedded in the engine, default first.
func shippedScenarios() []string { return []string{"sample"} }

// LoadScenario returns a shipped scenario by name.
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

// RenderScenarioFile draws the scenario at path as an ASCII map with its
// legend, for `adjutant scenario render FILE`. Units are shown where they
// start; arrivals are listed by entry.
func RenderScenarioFile(path string) (string, error) {
	return shipped.RenderFile(path, ParseScenario, RenderScenario)
}
