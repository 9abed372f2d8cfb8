package gettysburg

import (
	"adjutant/games"
)

// MoveKind is how a unit came to change hex.
type MoveKind string

// Kinds of move a result records.
const (
	MoveMarch   MoveKind = "move"    // a move of a plan, or one the rules forced
	MoveEnter   MoveKind = "enter"   // a reinforcement entering, its entry hex first
	MoveRetreat MoveKind = "retreat" // a retreat after combat or a withdrawal
	MoveAdvance MoveKind = "advance" // an advance after combat
)

// Move is one unit's path in a resolution, for the arrows of the results
// picture: the hex it started from, then every hex it passed through. A
// move that ran happened on the open board, so everyone may see it; a
// planned move that could not run is Failed and carries Seats, its own
// side, since the rest of a plan is never shown to the opponent.
type Move struct {
	Unit   string       `json:"unit"`
	Kind   MoveKind     `json:"kind"`
	Path   []Hex        `json:"path"`
	Failed bool         `json:"failed,omitempty"`
	Seats  []games.Seat `json:"seats,omitempty"`
}

// visibleTo reports whether v may see the move.
func (m Move) visibleTo(v games.Viewer) bool {
	return len(m.Seats) == 0 || v.Sees(m.Seats)
}

// moved records that unit u went along path (its starting hex first).
func (l *log) moved(s *State, u int, kind MoveKind, path []Hex) {
	if len(path) < 2 {
		return
	}
	l.moves = append(l.moves, Move{Unit: s.sc.Units[u].Code, Kind: kind, Path: append([]Hex(nil), path...)})
}

// failedMove records a planned move of unit u that could not run, for its
// own side's picture alone: from where the unit stands (its entry hex if
// it has not entered) along the hexes the plan named that lie on the map.
func (l *log) failedMove(s *State, u int, hexes []Hex) {
	from := s.Units[u].Hex
	switch s.Units[u].Where {
	case OnMap:
	case Pending:
		from = s.sc.Entries[s.sc.Units[u].Entry]
	default:
		return
	}
	path := []Hex{from}
	for _, h := range hexes {
		if s.sc.OnMap(h) && h != path[len(path)-1] {
			path = append(path, h)
		}
	}
	if len(path) < 2 {
		return
	}
	l.moves = append(l.moves, Move{Unit: s.sc.Units[u].Code, Kind: MoveMarch, Path: path, Failed: true, Seats: []games.Seat{s.side(u).Seat()}})
}
