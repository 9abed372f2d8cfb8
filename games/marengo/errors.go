package marengo

import "errors"

// The engine's errors. A wrapped one says what went wrong underneath.
var (
	// ErrScenario: a scenario file is not valid (its problems say where).
	ErrScenario = errors.New("marengo: invalid scenario")
	// errReplay: a turn replayed from its start took another course than
	// before; a bug, never a player's doing.
	errReplay = errors.New("marengo: a replayed turn diverged")
)
