package asl

import (
	"embed"
	"fmt"
	"strings"

	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

//go:embed data/village.toml
var scenarioFiles embed.FS

// scenarios are the scenarios embedded in the engine, default first.
func scenarios() shipped.Scenarios[*Scenario] {
	return shipped.Scenarios[*Scenario]{
		Files:   scenarioFiles,
		Names:   []string{"village"},
		Parse:   ParseScenario,
		Title:   func(sc *Scenario) i18n.Text { return sc.Title },
		Render:  renderScenario,
		Players: 2,
	}
}

// LoadScenario returns a shipped scenario by name ("" is the default).
func LoadScenario(name string) (*Scenario, error) { return scenarios().Load(name) }

// CheckScenarioFile validates the scenario file at path for `adjutant
// scenario check FILE`.
func CheckScenarioFile(path string) ([]shipped.Problem, error) { return scenarios().CheckFile(path) }

// RenderScenarioFile draws the scenario at path as the game's mail shows
// it at the start, for `adjutant scenario render FILE`.
func RenderScenarioFile(path string) (string, error) { return scenarios().RenderFile(path) }

// renderScenario draws a scenario as the game's mail shows it at the
// start, with its sides, turns, SSR and victory conditions.
func renderScenario(sc *Scenario) string {
	s := newState(sc)
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n%s\n\n", wrapText(sc.Title.EN, i18n.ProseWidth, "    "), wrapText(sc.Note, i18n.ProseWidth, "    "))
	for i, sd := range sc.Sides {
		order := "moves first"
		if i == 1 {
			order = "moves second"
		}
		fmt.Fprintf(&b, "%s (%s), ELR %d, %s\n", sd.Name.EN, sd.Code, sd.ELR, order)
	}
	fmt.Fprintf(&b, "Turns: %d; month %d\n", sc.Turns, sc.Month)
	for _, t := range sc.SSR {
		b.WriteString(wrapText(t.EN, i18n.ProseWidth, "    ") + "\n")
	}
	b.WriteString(wrapText(sc.Victory.Text.EN, i18n.ProseWidth, "    ") + "\n\n")
	b.WriteString(s.status("en"))
	return b.String()
}
