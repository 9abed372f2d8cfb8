package maneuver

import "errors"

// Sentinel errors; messages wrap them with the detail.
var (
	// ErrData: a data file (terrain, tiles, nation) that does not validate.
	ErrData = errors.New("maneuver: invalid data file")
	// ErrState: saved bytes or a stored result that cannot be decoded.
	ErrState = errors.New("maneuver: bad saved state")
	// ErrOver: Resolve was called on a finished game.
	ErrOver = errors.New("maneuver: game is over")
)
