package shipped

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// ScenarioOption is the CREATE option that names a shipped scenario, as
// the variant does, for an engine that declares it in about.toml.
const ScenarioOption = "scenario"

// ErrUnknown: a shipped scenario was asked for by a name the engine does
// not ship.
var ErrUnknown = errors.New("no such shipped scenario")

// Problem is one thing wrong in a scenario or data file: where it is (a
// unit, a road, a card; "" for the file as a whole) and what is wrong.
type Problem struct {
	Where   string // "unit heth", "road Chambersburg Pike", "" for the file
	Message string
}

func (p Problem) String() string {
	if p.Where == "" {
		return p.Message
	}
	return p.Where + ": " + p.Message
}

// Scenarios are the scenario files an engine ships: data/<name>.toml in
// Files for every name in Names, the default first. The engine brings its
// reader (Parse), the title a scenario shows in the list of variants, and
// how it draws one for `adjutant scenario render`; the rest is here.
type Scenarios[S any] struct {
	Files   fs.FS
	Names   []string
	Parse   func(data []byte) (S, []Problem, error)
	Title   func(S) i18n.Text
	Render  func(S) string
	Players int // seats in every scenario
}

// Load returns the shipped scenario called name ("" is the default); a
// name not shipped is an error wrapping ErrUnknown.
func (s Scenarios[S]) Load(name string) (S, error) {
	sc, found, err := Load(s.Files, s.Names, name, func(data []byte) (S, error) {
		sc, _, err := s.Parse(data)
		return sc, err
	})
	if !found {
		return sc, fmt.Errorf("%w: %q", ErrUnknown, name)
	}
	return sc, err
}

// Variants lists the shipped scenarios as the engine's variants, each
// titled by its file (by its name when the file does not load, which the
// engine's own tests catch).
func (s Scenarios[S]) Variants() []games.Variant {
	var out []games.Variant
	for _, n := range s.Names {
		title := i18n.Plain(n)
		if sc, err := s.Load(n); err == nil {
			title = s.Title(sc)
		}
		out = append(out, games.Variant{Name: n, Summary: title, Players: s.Players})
	}
	return out
}

// AsVariants sets the declaration's variants to the shipped scenarios.
// An engine whose scenarios are all it adds to its about.toml passes it
// to Declared as is: shipped.Declared(files, scenarios().AsVariants).
func (s Scenarios[S]) AsVariants(a *games.About) { a.Variants = s.Variants() }

// List is the shipped names for a player's reply: "sample, village".
func (s Scenarios[S]) List() string { return strings.Join(s.Names, ", ") }

// CheckFile validates the scenario file at path for `adjutant scenario
// check FILE`: the problems found, none for a good file; err only when the
// file cannot be read (or parsed, with no problem to say why).
func (s Scenarios[S]) CheckFile(path string) ([]Problem, error) {
	return CheckFile(path, s.Parse)
}

// RenderFile draws the scenario at path as the game's mail shows it, for
// `adjutant scenario render FILE`; a file with problems is an error
// listing them.
func (s Scenarios[S]) RenderFile(path string) (string, error) {
	return RenderFile(path, s.Parse, s.Render)
}

// Problems collects what a scenario checker finds, in the order found, so
// one run of `adjutant scenario check` lists every problem rather than the
// first.
type Problems []Problem

// Add records one problem at where ("" for the file as a whole).
func (p *Problems) Add(where, format string, a ...any) {
	*p = append(*p, Problem{Where: where, Message: fmt.Sprintf(format, a...)})
}

// Game checks a file's game key, which every scenario and data file
// starts with: got must be the engine's name, want.
func (p *Problems) Game(got, want string) {
	if got != want {
		p.Add("", "game must be %q, not %q", want, got)
	}
}
