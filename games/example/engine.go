package example

import (
	"embed"
	"fmt"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/record"
	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

// files holds what the engine ships, all of it data: its declaration
// (about.toml: its words, kinds of phase, variant and options), the
// names of its own values (names.toml), and its help (help/topics lists
// the topics and the words players may use for each; help/<topic>.txt is
// a topic in English, the same name under help/zh-Hant and help/zh-Hans
// in Chinese, a file's first line its title).
//
//go:embed about.toml names.toml help
var files embed.FS

// about is the game's declaration, read once. Nothing in it is computed,
// so the engine adds nothing (nil).
var about = shipped.Declared(files, nil)

// names are the words for the game's own values (names.toml).
var names = shipped.NamesIn(files)

// Engine is the hidden-number duel. The zero value is ready to use.
type Engine struct{}

var _ games.Engine = Engine{}

// About declares the game: about.toml and help/.
func (Engine) About() games.About { return about() }

// New starts a game in its secrets phase. It draws nothing: chance at
// set-up would be drawn before the players join and appear in no report,
// so this game rolls in its first resolution instead (R2, R3).
func (Engine) New(variant string, options map[string]string, _ *games.Dice) (games.Game, error) {
	if variant != "standard" {
		return nil, games.Refuse("the hidden-number duel has one variant, standard, not %q", "猜數對決只有 standard 一種變體，沒有「%s」", "猜数对决只有 standard 一种变体，没有“%s”", variant)
	}
	limit, bluffs, err := parseOptions(options)
	if err != nil {
		return nil, err
	}
	return newGame(&State{Max: limit, Allowance: bluffs, Stage: StageSecrets}), nil
}

// Load restores a saved game.
func (Engine) Load(data []byte) (games.Game, error) {
	return record.Load(data, (*State).loaded, newGame)
}

// Report renders a stored phase result as v may read it.
func (Engine) Report(data []byte, v games.Viewer, lang i18n.Lang) (string, error) {
	r, err := record.Decode[struct{}](data, nil)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s%s\n", r.Name.In(lang), i18n.Tr(lang, " ("+r.Phase+")", "（"+r.Phase+"）", "（"+r.Phase+"）"))
	for _, line := range games.Render(r.Events, v, lang) {
		fmt.Fprintf(&b, "  %s\n", line)
	}
	return b.String(), nil
}
