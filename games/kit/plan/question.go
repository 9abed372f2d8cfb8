package plan

import "adjutant/games"

// The phase classes of a game played a turn at a time that stops a turn
// to ask a Question: ClassTurn while the seats' plans are due, ClassStop
// while one seat is asked. They are the keys CREATE and SET write
// ("stop=6h"); the engine's about.toml names them and sets their
// deadlines.
const (
	ClassTurn = "turn"
	ClassStop = "stop"
)

// Question is a decision the rules give one seat that nothing in its plan
// or standing answers covers. The engine keeps the open question in its
// state; while it is open the phase is the engine's short "stop" class and
// Requests offers only this seat.
type Question struct {
	Seat    games.Seat `json:"seat"`
	Kind    string     `json:"kind"`
	Subject string     `json:"subject,omitempty"`
	// Public is what every reader may learn: that the seat is asked, and
	// about what in terms the rules make public.
	Public games.Prompt `json:"public"`
	// Private is what the seat reads: the choices, which may name its
	// hidden pieces or cards, and the default.
	Private games.Prompt `json:"private"`
}

// Request is the question as the judge asks it.
func (q Question) Request() games.Request {
	return games.Request{Seat: q.Seat, Public: q.Public, Private: q.Private}
}
