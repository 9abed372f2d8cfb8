package asl

import (
	"embed"
	"fmt"
	"os"
	"strings"
)

//go:embed data/village.toml
var scenarioFiles embed.FS

// shippedScenarios lists the scenarios embedded in the engine, default
// first.
func shippedScenarios() []string { return []string{"village"} }

// LoadScenario returns a shipped scenario by name ("" is the default).
func LoadScenario(name string) (*Scenario, error) {
	key := strings.ToLower(strings.TrimSpace(name))
	if key == "" {
		key = shippedScenarios()[0]
	}
	for _, n := range shippedScenarios() {
		if n != key {
			continue
		}
		data, err := scenarioFiles.ReadFile("data/" + n + ".toml")
		if err != nil {
			return nil, fmt.Errorf("read shipped scenario %s: %w", n, err)
		}
		sc, _, err := ParseScenario(data)
		if err != nil {
			return nil, fmt.Errorf("shipped scenario %s: %w", n, err)
		}
		return sc, nil
	}
	return nil, fmt.Errorf("%w: %q", ErrUnknownVariant, name)
}

// CheckScenarioFile validates the scenario file at path for `adjutant
// scenario check FILE`: the problems found, none for a good file; err only
// when the file cannot be read.
func CheckScenarioFile(path string) ([]ScenarioProblem, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("read scenario: %w", err)
	}
	_, probs, err := ParseScenario(data)
	if err != nil && len(probs) == 0 {
		return nil, err
	}
	return probs, nil
}
