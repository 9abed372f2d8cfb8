package maneuver

import "errors"

// Sentinel errors; messages wrap them with the detail.
var (
	// ErrData: a data file (terrain, tiles, nation) that does not validate.
	ErrData = errors.New("maneuver: invalid data file")
)
