package play

import "adjutant/games"

// A master who plays: the game's master address also holds a seat. Every
// game the judge runs has hidden information, if only the orders of the
// phase in progress, which each seat sends in secret and nobody else reads
// before the phase is resolved (Diplomacy's orders; a wargame's plan, its
// answers, the cards in a hand). So the judge needs no word from the engine:
// in every game a master who plays reads as their own seat (ViewerOf), and
// the master's commands that would show or act for another seat are
// refused (command/master_plays.go).

// MasterPlays reports whether the master's address holds a place at the
// table, joined or seated, and has not left it.
func (g *Record) MasterPlays() bool {
	p := g.PlayerByAddr(g.Master)
	return p != nil && !p.Abandoned && !p.Resigned
}

// MasterSeats lists the seats the master plays; empty when the master only
// referees or the game has not dealt its seats yet.
func (g *Record) MasterSeats() []games.Seat {
	if !g.MasterPlays() {
		return nil
	}
	return g.PlayerByAddr(g.Master).Seats
}
