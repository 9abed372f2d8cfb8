package gettysburg

import (
	"embed"

	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

//go:embed data/*.toml
var scenarioFiles embed.FS

// scenarios are the scenarios embedded in the engine, default first; each
// has the same two seats.
func scenarios() shipped.Scenarios[*Scenario] {
	return shipped.Scenarios[*Scenario]{
		Files:   scenarioFiles,
		Names:   []string{"sample"},
		Parse:   ParseScenario,
		Title:   func(sc *Scenario) i18n.Text { return i18n.Plain(sc.Title) },
		Render:  RenderScenario,
		Players: 2,
	}
}

// LoadScenario returns a shipped scenario by name ("" is the default).
func LoadScenario(name string) (*Scenario, error) { return scenarios().Load(name) }

// CheckScenarioFile validates the scenario file at path for `adjutant
// scenario check FILE`.
func CheckScenarioFile(path string) ([]shipped.Problem, error) { return scenarios().CheckFile(path) }

// RenderScenarioFile draws the scenario at path as an ASCII map with its
// legend, for `adjutant scenario render FILE`. Units are shown where they
// start; arrivals are listed by entry.
func RenderScenarioFile(path string) (string, error) { return scenarios().RenderFile(path) }
