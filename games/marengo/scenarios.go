package marengo

import (
	"embed"
	"fmt"
	"os"
	"strings"

	"adjutant/games"
)

//go:embed data/*.toml
var scenarioFiles embed.FS

// shippedScenarios lists the scenarios embedded in the engine, default
// first.
func shippedScenarios() []string { return []string{"sample"} }

// LoadScenario returns a shipped scenario by name ("" for the default).
func LoadScenario(name string) (*Scenario, error) {
	sc, found, err := games.LoadShipped(scenarioFiles, shippedScenarios(), name, func(data []byte) (*Scenario, error) {
		sc, _, err := ParseScenario(data)
		return sc, err
	})
	if !found {
		return nil, fmt.Errorf("%w: no scenario %q", ErrScenario, name)
	}
	return sc, err
}

// CheckScenarioFile validates the scenario file at path for `adjutant
// scenario check FILE`. It returns the problems found (none for a good
// file); err is non-nil only when the file cannot be read.
func CheckScenarioFile(path string) ([]ScenarioProblem, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read scenario: %w", err)
	}
	_, probs, _ := ParseScenario(data)
	return probs, nil
}

// RenderScenarioFile draws the scenario at path as the game's mail shows
// its map, with the legend, the terrain of every approach, the roads, and
// where every block starts or arrives, for `adjutant scenario render`.
func RenderScenarioFile(path string) (string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("read scenario: %w", err)
	}
	sc, probs, err := ParseScenario(data)
	if err != nil {
		var b strings.Builder
		for _, p := range probs {
			b.WriteString(p.String() + "\n")
		}
		return "", fmt.Errorf("%w\n%s", err, b.String())
	}
	return renderScenario(sc), nil
}
