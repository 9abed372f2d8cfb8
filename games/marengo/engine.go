package marengo

import (
	"fmt"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/record"
	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

// New starts a game at its set-up, which the judge resolves at once
// (nobody is asked): the French start blocks are drawn onto their
// symbols with the first resolution's dice.
func (Engine) New(variant string, options map[string]string, _ *games.Dice) (games.Game, error) {
	name := variant
	if o := options[shipped.ScenarioOption]; o != "" {
		if variant != "" && variant != scenarios().Names[0] && variant != o {
			return nil, games.Refuse("the variant %s and scenario=%s name two scenarios: give one", "變體 %s 與 scenario=%s 指向不同劇本：請只寫一個", "变体 %s 与 scenario=%s 指向不同剧本：请只写一个", variant, o)
		}
		name = o
	}
	sc, err := LoadScenario(name)
	if err != nil {
		return nil, games.Refuse("there is no Marengo scenario %q (%s)", "馬倫哥沒有「%s」這個劇本（%s）", "马伦哥没有“%s”这个剧本（%s）", name, scenarios().List())
	}
	return &Game{s: newState(sc, parseOptions(options))}, nil
}

// Load restores a saved game.
func (Engine) Load(data []byte) (games.Game, error) {
	return record.Load(data, (*State).loaded, newGame)
}

// newGame is the game at a state.
func newGame(s *State) games.Game { return &Game{s: s} }

// Report renders a stored result as v may read it.
func (Engine) Report(data []byte, v games.Viewer, lang i18n.Lang) (string, error) {
	r, err := record.Decode(data, (*State).loaded)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	head := "%s (%s)\n\n"
	if lang != i18n.English {
		head = "%s（%s）\n\n"
	}
	fmt.Fprintf(&b, head, r.Name.In(lang), r.Phase)
	for _, line := range games.Render(r.Events, v, lang) {
		if lang != i18n.English {
			line = joinHan(line)
		}
		b.WriteString(wrapProse(line) + "\n")
	}
	b.WriteString("\n")
	b.WriteString(r.State.view(v, lang))
	return b.String(), nil
}
