package asl

import (
	"embed"
	"fmt"
	"os"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"

	"adjutant/games"
	"adjutant/games/asl/aslmap"
	"adjutant/games/asl/tables"
	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

// files holds what the engine ships: its declaration (about.toml); its
// help, where help/topics lists the topics and the words players may use
// for each, help/<topic>.txt is a topic in English and the same names
// under help/zh-Hant and help/zh-Hans are in Chinese, a file's first line
// its title; its words for its own values (names.toml); and its scenarios
// (data/). A missing help file is a build mistake that
// TestHelpTopicsInThreeLanguages catches.
//
//go:embed about.toml help names.toml data/village.toml
var files embed.FS

// names are the engine's tables of names in files, read once.
var names = shipped.NamesIn(files)

// scenarios are the scenarios embedded in the engine, default first.
func scenarios() shipped.Scenarios[*aslmap.Scenario] {
	return shipped.Scenarios[*aslmap.Scenario]{
		Files:   files,
		Names:   []string{"village"},
		Parse:   aslmap.ParseScenario,
		Title:   func(sc *aslmap.Scenario) i18n.Text { return sc.Title },
		Render:  renderScenario,
		Players: 2,
	}
}

// about is the game's declaration, read once: about.toml (its options
// among it) and help/, with the shipped scenarios as its variants.
var about = shipped.Declared(files, scenarios().AsVariants)

// About declares the game.
func (Engine) About() games.About { return about() }

// LoadScenario returns a shipped scenario by name ("" is the default).
func LoadScenario(name string) (*aslmap.Scenario, error) { return scenarios().Load(name) }

// CheckScenarioFile validates an ASL data file for `adjutant scenario
// check FILE`: a scenario, or (by its kind key) the charts or the
// counters the engine ships.
func CheckScenarioFile(path string) ([]shipped.Problem, error) {
	kind, data, err := dataKind(path)
	if err != nil {
		return nil, err
	}
	var found []string
	switch kind {
	case "", "scenario":
		return scenarios().CheckFile(path)
	case "tables":
		found = tables.CheckTables(data)
	case "counters":
		found = tables.CheckRoster(data)
	default:
		found = []string{fmt.Sprintf("kind must be scenario, tables or counters, not %q", kind)}
	}
	var out []shipped.Problem
	for _, f := range found {
		out = append(out, shipped.Problem{Message: f})
	}
	return out, nil
}

// dataKind reads a data file and its kind key ("" in a scenario, which
// may leave it out).
func dataKind(path string) (string, []byte, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return "", nil, fmt.Errorf("read data file: %w", err)
	}
	var head struct {
		Kind string `toml:"kind"`
	}
	if _, err := toml.Decode(string(data), &head); err != nil {
		return "", data, nil // the scenario checker says where it is not TOML
	}
	return head.Kind, data, nil
}

// RenderScenarioFile draws the scenario at path as the game's mail shows
// it at the start, or the charts or counters of a data file as tables,
// for `adjutant scenario render FILE`.
func RenderScenarioFile(path string) (string, error) {
	kind, data, err := dataKind(path)
	if err != nil {
		return "", err
	}
	switch kind {
	case "tables":
		t, err := tables.ParseTables(data)
		if err != nil {
			return "", err
		}
		return renderTables(t), nil
	case "counters":
		r, err := tables.ParseRoster(data)
		if err != nil {
			return "", err
		}
		return renderRoster(r), nil
	}
	return scenarios().RenderFile(path)
}

// renderTables writes the IFT and the CCT as a player reads them.
func renderTables(t *tables.Tables) string {
	var b strings.Builder
	b.WriteString("Infantry Fire Table (final DR by FP column)\n  DR")
	for _, c := range t.Columns {
		fmt.Fprintf(&b, " %5d", c)
	}
	b.WriteString("\n")
	for dr := 0; dr <= 15; dr++ {
		fmt.Fprintf(&b, "  %2d", dr)
		for c := range t.Columns {
			fmt.Fprintf(&b, " %5s", t.IFT(c, dr))
		}
		b.WriteString("\n")
	}
	b.WriteString("\nClose Combat Table (kill number by odds)\n")
	for _, o := range t.Odds {
		fmt.Fprintf(&b, "  %-6s %2d\n", o, o.Kill)
	}
	return b.String()
}

// renderRoster lists each nationality's counters and weapons.
func renderRoster(r *tables.Roster) string {
	var b strings.Builder
	var nats []string
	for k := range r.Nations {
		nats = append(nats, k)
	}
	sort.Strings(nats)
	for _, n := range nats {
		fmt.Fprintf(&b, "%s (%s)\n", r.Nations[n].Name.EN, r.Nations[n].Letter)
		for _, c := range r.CounterTypes(n) {
			if c.Kind == tables.Leader {
				fmt.Fprintf(&b, "  %-6s leader, DRM %+d, morale %d, broken %d\n", c.Type, c.DRM, c.Morale, c.Broken)
				continue
			}
			fmt.Fprintf(&b, "  %-6s %-6s class %s, %d FP, range %d, morale %d, broken %d", c.Type, c.Kind, c.Class, c.FP, c.Range, c.Morale, c.Broken)
			if c.Half != "" {
				fmt.Fprintf(&b, ", half %s", c.Half)
			}
			if c.Lower != "" {
				fmt.Fprintf(&b, ", ELR %s", c.Lower)
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

// renderScenario draws a scenario as the game's mail shows it at the
// start, with its sides, turns, SSR and victory conditions.
func renderScenario(sc *aslmap.Scenario) string {
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
