package asl

import (
	"encoding/json"
	"fmt"

	"adjutant/games"
	"adjutant/games/kit/record"
)

// MoveKind is how a unit came to change hex.
type MoveKind string

// Kinds of move a result records.
const (
	MoveMarch   MoveKind = "move"    // a MOVE line in the MPh, entries from off the map too
	MoveRout    MoveKind = "rout"    // the RtPh
	MoveAdvance MoveKind = "advance" // the APh
)

// Move is one unit's path in a resolution, for the arrows of the results
// picture: the hex it started from (its entry hex when it came on from
// off the map), then every hex it entered. The game has no concealment:
// every step is taken in the open, so every reader may see every path,
// and a line that never ran leaves none. Stopped marks a move the
// defender's fire cut short (the unit broken, pinned or eliminated).
type Move struct {
	Unit    string   `json:"unit"`
	Kind    MoveKind `json:"kind"`
	Path    []Hex    `json:"path"`
	Stopped bool     `json:"stopped,omitempty"`
}

// stepped records that unit id went from one hex to the next (onto the
// map at to when entering): the step extends its path of the same kind
// that ends at from, or starts a new one.
func (l *log) stepped(id string, kind MoveKind, from, to Hex, entering bool) {
	for i := len(l.moves) - 1; i >= 0; i-- {
		m := &l.moves[i]
		if m.Unit != id {
			continue
		}
		if !entering && m.Kind == kind && !m.Stopped && m.Path[len(m.Path)-1] == from {
			m.Path = append(m.Path, to)
			return
		}
		break
	}
	path := []Hex{from, to}
	if entering {
		path = []Hex{to}
	}
	l.moves = append(l.moves, Move{Unit: id, Kind: kind, Path: path})
}

// stopped marks unit id's last move of this resolution as cut short.
func (l *log) stopped(id string) {
	for i := len(l.moves) - 1; i >= 0; i-- {
		if l.moves[i].Unit == id {
			l.moves[i].Stopped = true
			return
		}
	}
}

// paths are the moves that left their hex: an entry that stopped on its
// entry hex draws no arrow.
func (l *log) paths() []Move {
	var out []Move
	for _, m := range l.moves {
		if len(m.Path) > 1 {
			out = append(out, m)
		}
	}
	return out
}

// result is what Resolve stores: record.Phase with the units' paths
// added. Without paths its JSON is record.Phase's, byte for byte, and
// results stored before paths were recorded read back with none.
type result struct {
	record.Phase[State]
	Moves []Move `json:"moves,omitempty"`
}

// resolved stores the record of a phase with its paths, as
// record.Resolved does without them.
func resolved(phase games.PhaseInfo, l *log, state *State, next games.Game, dice *games.Dice) (games.Resolution, error) {
	data, err := json.Marshal(result{record.Phase[State]{Phase: phase.ID, Name: phase.Name, Events: l.Events, State: state}, l.paths()})
	if err != nil {
		return games.Resolution{}, fmt.Errorf("encode result: %w", err)
	}
	return games.Resolution{Next: next, Result: data, Draws: dice.Draws()}, nil
}

// decodeResult reads a stored result with its paths.
func decodeResult(data []byte) (record.Phase[State], []Move, error) {
	p, err := record.Decode(data, (*State).loaded)
	if err != nil {
		return p, nil, err
	}
	var m struct {
		Moves []Move `json:"moves"`
	}
	if err := json.Unmarshal(data, &m); err != nil {
		return p, nil, fmt.Errorf("%w: %w", games.ErrCorrupt, err)
	}
	return p, m.Moves, nil
}
