package marengo

import (
	"embed"

	"adjutant/games"
	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

// files holds what the engine ships: its declaration (about.toml); its
// help, where help/topics lists the topics and the words players may use
// for each, help/<topic>.txt is a topic in English and the same names
// under help/zh-Hant and help/zh-Hans are in Chinese, a file's first line
// its title; its scenarios (data/); and its names for the values of its
// own types (names.toml). A missing help file is a build mistake that
// TestHelpTopicsInThreeLanguages catches.
//
//go:embed about.toml names.toml help data/*.toml
var files embed.FS

// scenarios are the scenarios embedded in the engine, default first.
func scenarios() shipped.Scenarios[*Scenario] {
	return shipped.Scenarios[*Scenario]{
		Files:   files,
		Names:   []string{"sample"},
		Parse:   ParseScenario,
		Title:   func(sc *Scenario) i18n.Text { return sc.Title },
		Render:  renderScenario,
		Players: 2,
	}
}

// about is the game's declaration, read once: about.toml (with its
// options, options.go) and help/, with the shipped scenarios as its
// variants.
var about = shipped.Declared(files, scenarios().AsVariants)

// Engine is the Bonaparte at Marengo rules engine. The zero value is
// ready to use. It is declared here, with what it ships; engine.go starts
// and restores its games.
type Engine struct{}

var _ games.Engine = Engine{}

// About declares the game: about.toml, completed above.
func (Engine) About() games.About { return about() }

// LoadScenario returns a shipped scenario by name ("" for the default).
func LoadScenario(name string) (*Scenario, error) { return scenarios().Load(name) }

// CheckScenarioFile validates the scenario file at path for `adjutant
// scenario check FILE`.
func CheckScenarioFile(path string) ([]shipped.Problem, error) { return scenarios().CheckFile(path) }

// RenderScenarioFile draws the scenario at path as the game's mail shows
// its map, with the legend, the terrain of every approach, the roads, and
// where every block starts or arrives, for `adjutant scenario render`.
func RenderScenarioFile(path string) (string, error) { return scenarios().RenderFile(path) }
