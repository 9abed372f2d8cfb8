package diplomacy

import "errors"

// Sentinel errors of the engine. Every error it returns wraps one of them,
// so the judge can tell a player's mistake (ErrOption, ErrVariant) from a
// damaged record (games.ErrCorrupt) or a call at the wrong time
// (games.ErrOver), which the contract defines for every engine.
var (
	// ErrVariant: New was given a variant name the engine does not offer.
	ErrVariant = errors.New("diplomacy: unknown variant")
	// ErrOption: New was given an option value it cannot use (an unknown
	// rule set or end condition, a missing or impossible end year).
	ErrOption = errors.New("diplomacy: bad option")
	// ErrNoDice: Resolve was given a nil dice stream. The coin toss and
	// the lot need one, and the judge always has one.
	ErrNoDice = errors.New("diplomacy: Resolve needs the phase's dice")
)
