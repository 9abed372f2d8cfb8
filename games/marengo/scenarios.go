package marengo

import (
	"embed"
	"fmt"

	"adjutant/games/kit/shipped"
)

//go:embed data/*.toml
var scenarioFiles embed.FS

// shippedScenarios lists the scenarios embedded in the engine, default
// first.
func shippedScenarios() []string { return []string{"sample"} }

// LoadScenario returns a shipped scenario by name ("" for the default).
func LoadScenario(name string) (*Scenario, error) {
	sc, found, err := shipped.Load(scenarioFiles, shippedScenarios(), name, func(data []byte) (*Scenario, error) {
		sc, _, err := ParseScenario(data)
		return sc, err
	})
	if !found {
		return nil, fmt.Errorf("%w: no scenario %q", ErrScenario, name)
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
// its map, with the legend, the terrain of every approach, the roads, and
// where every block starts or arrives, for `adjutant scenario render`.
func RenderScenarioFile(path string) (string, error) {
	return shipped.RenderFile(path, ParseScenario, renderScenario)
}
