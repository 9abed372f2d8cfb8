package asl

import "errors"

// Sentinel errors of the engine; callers test them with errors.Is.
var (
	// ErrScenario wraps every problem with a scenario file.
	ErrScenario = errors.New("asl: bad scenario")
	// ErrTables wraps a problem with the embedded table or counter data.
	ErrTables = errors.New("asl: bad table data")
	// ErrUnknownVariant names a scenario the engine does not ship.
	ErrUnknownVariant = errors.New("asl: no such scenario")
)
