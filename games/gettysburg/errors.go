package gettysburg

import "errors"

// Sentinel errors. Callers test them with errors.Is; messages wrap them with
// the detail.
var (
	// ErrBadHex: a hex id that is not four digits naming a column and row.
	ErrBadHex = errors.New("gettysburg: bad hex id")
	// ErrScenario: a scenario file that cannot be read or does not validate.
	ErrScenario = errors.New("gettysburg: invalid scenario")
	// ErrUnknownVariant: New was asked for a scenario the engine does not ship.
	ErrUnknownVariant = errors.New("gettysburg: unknown scenario")
)
