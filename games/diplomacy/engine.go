package diplomacy

import (
	"encoding/json"
	"fmt"
	"strings"

	"adjutant/games"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/games/diplomacy/variant"
	"adjutant/templates/i18n"
)

// engine is the Diplomacy rule system. It holds only immutable data built
// once in New: the board, the names players may use, and the boards with a
// neutral power's land closed.
type engine struct {
	base  *dip.Map
	names *dipmap.Names
	// closed maps a variant's name to its board while its neutral power is
	// out of the game (the two-player 1914 game's Italy, 1.2.3e).
	closed map[string]*dip.Map
}

// New returns the Diplomacy engine.
func New() games.Engine {
	e := &engine{base: dipmap.Standard(), names: dipmap.StandardNames(), closed: map[string]*dip.Map{}}
	for _, name := range variant.Names() {
		v, err := variant.ByName(name)
		if err != nil || len(v.Neutral) == 0 {
			continue
		}
		m, err := v.Board(e.base, v.Initial(e.base))
		if err != nil {
			// The standard board always rebuilds; a failure here is a
			// programming error in the data, caught by every test.
			panic(fmt.Sprintf("diplomacy: closing neutral land of %s: %v", name, err))
		}
		e.closed[name] = m
	}
	return e
}

// About declares the game (about.toml, completed in help.go).
func (e *engine) About() games.About { return about() }

// variants lists the rulebook's set-ups (1.2.2–1.2.4), standard first. Each
// player group lists the powers one player orders; every power is its own
// seat, named in English ("France").
func variants() []games.Variant {
	var out []games.Variant
	for _, name := range variant.Names() {
		v, err := variant.ByName(name)
		if err != nil {
			continue
		}
		out = append(out, games.Variant{Name: v.Name, Summary: v.Title, Players: len(v.Seats)})
	}
	return out
}

func playerGroups(v variant.Variant) [][]games.Seat {
	out := make([][]games.Seat, len(v.Seats))
	for i, s := range v.Seats {
		for _, p := range s.Powers {
			out[i] = append(out[i], games.Seat(p))
		}
	}
	return out
}

// New starts a game in the variant's opening position. No chance is
// involved at set-up; dice is not used.
func (e *engine) New(variantName string, options map[string]string, _ *games.Dice) (games.Game, error) {
	v, err := variant.ByName(variantName)
	if err != nil {
		return nil, &games.Refusal{Message: i18n.T("%s is not a Diplomacy variant (%s)", "%s 不是外交的變體（%s）", "%s 不是外交的变体（%s）",
			variantName, strings.Join(variant.Names(), ", "))}
	}
	s, err := parseSettings(v, options)
	if err != nil {
		return nil, err
	}
	v = s.apply(v)
	return &game{eng: e, set: s, v: v, pos: v.Initial(e.base)}, nil
}

// Load restores a game saved with Save, checking every stored fact.
func (e *engine) Load(data []byte) (games.Game, error) {
	var st stateJSON
	if err := json.Unmarshal(data, &st); err != nil {
		return nil, fmt.Errorf("%w: %w", games.ErrCorrupt, err)
	}
	return e.fromState(st)
}
