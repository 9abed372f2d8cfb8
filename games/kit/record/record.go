// Package record is what an engine stores, read back: its saved state
// (Load) and the record of each resolved phase as most engines keep it
// (Phase: the phase's id and name, its events with who may read each, and
// the position afterwards, from which Report draws the map each reader
// sees).
package record

import (
	"encoding/json"
	"errors"
	"fmt"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// Phase is one resolved phase as stored. Its JSON is what `adjutant
// verify` compares byte for byte, so the fields and their order are fixed.
type Phase[S any] struct {
	Phase  string        `json:"phase"`
	Name   i18n.Text     `json:"name"`
	Events []games.Event `json:"events,omitempty"`
	State  *S            `json:"state,omitempty"`
}

// Resolved stores the record of phase (its events, and the position after
// it, nil for an engine whose reports need none) and returns the
// resolution that hands the judge next and the dice drawn.
func Resolved[S any](phase games.PhaseInfo, events []games.Event, state *S, next games.Game, dice *games.Dice) (games.Resolution, error) {
	data, err := json.Marshal(Phase[S]{Phase: phase.ID, Name: phase.Name, Events: events, State: state})
	if err != nil {
		return games.Resolution{}, fmt.Errorf("encode result: %w", err)
	}
	return games.Resolution{Next: next, Result: data, Draws: dice.Draws()}, nil
}

// Decode reads a stored record. When loaded is not nil the record must
// hold a position, which loaded checks and binds to the engine's data as
// it does for a saved state (see Load). Bytes that are not a record, a
// missing position, and a position loaded refuses are games.ErrCorrupt.
func Decode[S any](data []byte, loaded func(*S) error) (Phase[S], error) {
	var p Phase[S]
	if err := json.Unmarshal(data, &p); err != nil {
		return p, fmt.Errorf("%w: %w", games.ErrCorrupt, err)
	}
	if loaded == nil {
		return p, nil
	}
	if p.State == nil {
		return p, fmt.Errorf("%w: result has no position", games.ErrCorrupt)
	}
	return p, corrupt(loaded(p.State))
}

// Load restores a saved game: data is the JSON of the engine's state S, as
// its Game.Save wrote it; loaded binds the state to the engine's data (its
// scenario, its tables) and refuses one that no game could have saved;
// game wraps it as the engine's games.Game. Every failure is
// games.ErrCorrupt.
func Load[S any](data []byte, loaded func(*S) error, game func(*S) games.Game) (games.Game, error) {
	var s S
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, fmt.Errorf("%w: %w", games.ErrCorrupt, err)
	}
	if err := corrupt(loaded(&s)); err != nil {
		return nil, err
	}
	return game(&s), nil
}

// corrupt marks err, an engine's reason to refuse what it read back, as
// games.ErrCorrupt.
func corrupt(err error) error {
	if err == nil || errors.Is(err, games.ErrCorrupt) {
		return err
	}
	return fmt.Errorf("%w: %w", games.ErrCorrupt, err)
}

// Copy is a deep copy of v through its JSON, for a Game method that must
// not change its receiver. A state is plain data that Save writes as JSON,
// so a state that does not copy is a bug in the engine, and Copy panics.
// Fields JSON does not carry (bindings to the engine's data) are the
// caller's to set again.
func Copy[T any](v *T) *T {
	data, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("record: %T does not save: %v", v, err))
	}
	var c T
	if err := json.Unmarshal(data, &c); err != nil {
		panic(fmt.Sprintf("record: %T does not load: %v", v, err))
	}
	return &c
}
