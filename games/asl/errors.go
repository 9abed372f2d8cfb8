package asl

import "errors"

// Sentinel errors of the engine; callers test them with errors.Is.
var (
	// ErrUnknownVariant names a scenario the engine does not ship.
	ErrUnknownVariant = errors.New("asl: no such scenario")
)
