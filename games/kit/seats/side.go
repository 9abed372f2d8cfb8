package seats

import "adjutant/games"

// Names are the two sides of a game for two players, the first to act
// first: an engine gives them as a type with no fields whose Names
// returns its two seats, and declares its Side as Side[that type].
type Names interface{ Names() [2]string }

// Side is one side of a game for two players: 0 acts first, 1 second.
// An engine declares it as an alias, with its two constants, so that it
// keeps its own name and words:
//
//	type Side = seats.Side[armies]
//
//	const (
//		Confederate Side = iota
//		Union
//	)
//
// It saves as the number.
type Side[N Names] int

// Other is the opposing side.
func (s Side[N]) Other() Side[N] { return 1 - s }

// String is the side's English name, which is also its seat; any number
// but 1 reads as the first side.
func (s Side[N]) String() string {
	var n N
	if s == 1 {
		return n.Names()[1]
	}
	return n.Names()[0]
}

// Seat is the side's seat in the judge.
func (s Side[N]) Seat() games.Seat { return games.Seat(s.String()) }

// Code is the side's first letter: its SIGNON code.
func (s Side[N]) Code() string { return s.String()[:1] }

// SideOf is the side whose seat id is seat.
func SideOf[N Names](seat games.Seat) (Side[N], bool) {
	for _, s := range []Side[N]{0, 1} {
		if s.Seat() == seat {
			return s, true
		}
	}
	return 0, false
}

// Held is the side a reader plays: the first whose seat v holds.
func Held[N Names](v games.Viewer) (Side[N], bool) {
	for _, s := range []Side[N]{0, 1} {
		if v.Holds(s.Seat()) {
			return s, true
		}
	}
	return 0, false
}
