// Package seats answers the seat questions of games.Game for the usual
// table: a fixed list of seats, each held by its own player from the first
// phase to the last, as in every two-player engine. The engine keeps its
// list (Game.Seats: ids, names, SIGNON codes, its own data); who plays
// together and who is still in follow from the list, here.
package seats

import "adjutant/games"

// OneEach is Game.Groups for a game in which every seat is its own
// player's: one group a seat, in the seats' order.
func OneEach(seats []games.SeatInfo) [][]games.Seat {
	out := make([][]games.Seat, len(seats))
	for i, s := range seats {
		out[i] = []games.Seat{s.Seat}
	}
	return out
}

// All is every seat's id, in order: Game.Alive for a game that no seat
// leaves before the end.
func All(seats []games.SeatInfo) []games.Seat {
	out := make([]games.Seat, len(seats))
	for i, s := range seats {
		out[i] = s.Seat
	}
	return out
}
