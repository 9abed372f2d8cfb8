package games

import "slices"

// Viewer is who reads a view, a report, a prompt or a history: the seats a
// player holds, the master, an observer (no seats), or anyone once the game
// has ended. Engines decide what each may see; the judge only says who is
// reading.
type Viewer struct {
	Seats  []Seat // the seats this reader holds; several in Diplomacy with fewer players
	Master bool   // the game's master sees every secret the judge holds
	Ended  bool   // the game is over: its whole record is open to everyone
}

// Observer is a reader who holds no seat: what every seat may see.
func Observer() Viewer { return Viewer{} }

// SeatView is the reader holding seats.
func SeatView(seats ...Seat) Viewer { return Viewer{Seats: seats} }

// MasterView is the game's master.
func MasterView() Viewer { return Viewer{Master: true} }

// EndView is any reader after the end of the game.
func EndView() Viewer { return Viewer{Ended: true} }

// Holds reports whether the reader plays s.
func (v Viewer) Holds(s Seat) bool { return slices.Contains(v.Seats, s) }

// All reports whether the reader may see every secret: the master, or
// anyone once the game has ended.
func (v Viewer) All() bool { return v.Master || v.Ended }

// Sees reports whether the reader may read something meant only for seats:
// it holds one of them, or sees everything.
func (v Viewer) Sees(seats []Seat) bool {
	if v.All() {
		return true
	}
	for _, s := range seats {
		if v.Holds(s) {
			return true
		}
	}
	return false
}
