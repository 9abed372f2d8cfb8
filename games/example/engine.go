package example

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"adjutant/games"
	"adjutant/games/kit/record"
	"adjutant/templates/i18n"
)

// Engine is the hidden-number duel. The zero value is ready to use.
type Engine struct{}

var _ games.Engine = Engine{}

// Name is the game's name in CREATE.
func (Engine) Name() string { return "example" }

// Title is the game's name for people.
func (Engine) Title() i18n.Text {
	return i18n.T("Hidden-number duel", "猜數對決", "猜数对决")
}

// Words: a seat sends moves.
func (Engine) Words() games.Words {
	return games.Words{
		Seat:   i18n.T("seat", "座位", "座位"),
		Seats:  i18n.T("seats", "座位", "座位"),
		Orders: i18n.T("moves", "行動", "行动"),
	}
}

// Variants: one set-up; the options change the numbers.
func (Engine) Variants() []games.Variant {
	return []games.Variant{{Name: "standard", Summary: i18n.T("two seats, one secret number each", "兩個座位,各有一個秘密數字", "两个座位,各有一个秘密数字"), Players: 2}}
}

// The CREATE options and their defaults.
const (
	OptionMax    = "max"
	OptionBluffs = "bluffs"
)

// Options: max is free text that New checks; bluffs has fixed values the
// judge checks before New sees them.
func (Engine) Options() []games.Option {
	return []games.Option{
		{Key: OptionMax, Default: "100", Summary: i18n.T("the largest secret, 2 to 1000", "秘密數字的上限,2 至 1000", "秘密数字的上限,2 至 1000")},
		{Key: OptionBluffs, Values: []string{"0", "1", "2"}, Default: "1", Summary: i18n.T("how many false answers each seat may give", "每方可說謊的次數", "每方可说谎的次数")},
	}
}

// The phase classes' keys, as written in CREATE and SET ("stop=6h").
const (
	ClassTurn = "turn" // both secrets, and each guess
	ClassStop = "stop" // one seat answers a guess no standing answer covered
)

// Classes: a turn, and the shorter stop in which one seat is asked. The
// stop is longer than the judge's default reminder (12 hours before the
// deadline), or every question would be followed at once by a reminder.
func (Engine) Classes() []games.PhaseClass {
	return []games.PhaseClass{
		{Key: ClassTurn, Name: i18n.T("a turn", "一回合", "一回合"), Default: 48 * time.Hour},
		{Key: ClassStop, Name: i18n.T("an answer to a guess", "回答猜測", "回答猜测"), Default: 24 * time.Hour},
	}
}

// New starts a game in its secrets phase. It draws nothing: chance at
// set-up would be drawn before the players join and appear in no report,
// so this game rolls in its first resolution instead (R2, R3).
func (Engine) New(variant string, options map[string]string, _ *games.Dice) (games.Game, error) {
	if variant != "standard" {
		return nil, games.Refuse("the hidden-number duel has one variant, standard, not %q", "猜數對決只有 standard 一種變體,沒有「%s」", "猜数对决只有 standard 一种变体,没有“%s”", variant)
	}
	limit, err := strconv.Atoi(optionOr(options, OptionMax, "100"))
	if err != nil || limit < 2 || limit > 1000 {
		return nil, games.Refuse("max=%s: give a whole number from 2 to 1000", "max=%s:請給 2 至 1000 的整數", "max=%s:请给 2 至 1000 的整数", options[OptionMax])
	}
	bluffs, err := strconv.Atoi(optionOr(options, OptionBluffs, "1"))
	if err != nil || bluffs < 0 || bluffs > 2 {
		return nil, games.Refuse("bluffs=%s: give 0, 1 or 2", "bluffs=%s:請給 0、1 或 2", "bluffs=%s:请给 0、1 或 2", options[OptionBluffs])
	}
	return &Game{s: &State{Max: limit, Allowance: bluffs, Stage: StageSecrets}}, nil
}

func optionOr(options map[string]string, key, def string) string {
	if v, ok := options[key]; ok {
		return strings.TrimSpace(v)
	}
	return def
}

// Load restores a saved game.
func (Engine) Load(data []byte) (games.Game, error) {
	return record.Load(data, (*State).loaded, newGame)
}

// newGame is the game at a state.
func newGame(s *State) games.Game { return &Game{s: s} }

// Report renders a stored phase result as v may read it.
func (Engine) Report(data []byte, v games.Viewer, lang i18n.Lang) (string, error) {
	r, err := record.Decode[struct{}](data, nil)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s)\n", r.Name.In(lang), r.Phase)
	for _, line := range games.Render(r.Events, v, lang) {
		fmt.Fprintf(&b, "  %s\n", line)
	}
	return b.String(), nil
}
