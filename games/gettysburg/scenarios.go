package gettysburg

import (
	"embed"

	"adjutant/games"
	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

// files holds what the engine ships: its declaration (about.toml); its
// words for its own values (names.toml, text.go); its help, where
// help/topics lists the topics and the words players may use for each,
// help/<topic>.txt is a topic in English and the same names under
// help/zh-Hant and help/zh-Hans are in Chinese, a file's first line its
// title; and its scenarios (data/). A missing help file is a build
// mistake that TestHelpTopicsInThreeLanguages catches.
//
//go:embed about.toml names.toml help data/*.toml
var files embed.FS

// about is the game's declaration, read once: about.toml and help/, with
// the shipped scenarios as its variants.
var about = shipped.Declared(files, scenarios().AsVariants)

// About declares the game.
func (Engine) About() games.About { return about() }

// scenarios are the scenarios embedded in the engine, default first; each
// has the same two seats.
func scenarios() shipped.Scenarios[*Scenario] {
	return shipped.Scenarios[*Scenario]{
		Files:   files,
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
