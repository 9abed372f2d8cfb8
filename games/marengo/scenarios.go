package marengo

import (
	"embed"

	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

//go:embed data/*.toml
var scenarioFiles embed.FS

// scenarios are the scenarios embedded in the engine, default first.
func scenarios() shipped.Scenarios[*Scenario] {
	return shipped.Scenarios[*Scenario]{
		Files:   scenarioFiles,
		Names:   []string{"sample"},
		Parse:   ParseScenario,
		Title:   func(sc *Scenario) i18n.Text { return sc.Title },
		Render:  renderScenario,
		Players: 2,
	}
}

// LoadScenario returns a shipped scenario by name ("" for the default).
func LoadScenario(name string) (*Scenario, error) { return scenarios().Load(name) }

// CheckScenarioFile validates the scenario file at path for `adjutant
// scenario check FILE`.
func CheckScenarioFile(path string) ([]shipped.Problem, error) { return scenarios().CheckFile(path) }

// RenderScenarioFile draws the scenario at path as the game's mail shows
// its map, with the legend, the terrain of every approach, the roads, and
// where every block starts or arrives, for `adjutant scenario render`.
func RenderScenarioFile(path string) (string, error) { return scenarios().RenderFile(path) }
