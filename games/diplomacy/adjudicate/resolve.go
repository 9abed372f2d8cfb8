package adjudicate

import (
	"fmt"

	"adjutant/games/diplomacy/dip"
)

// Resolve adjudicates one phase of pos with the orders given and returns
// what became of every order and the position at the start of the next
// phase. It dispatches on the kind of phase. Orders failing Check are
// reported as Illegal (NoSuchUnit when there is no such unit) and the unit
// holds; units left without orders hold (disband, in a retreat phase; builds
// are waived), reported with Resolution.Default set. A nil opts means the
// default rule set. The error is non-nil only when the input cannot be
// adjudicated at all (ErrNoMap, ErrPhase).
func Resolve(m *dip.Map, pos dip.Position, orders []dip.Order, opts *Options) (dip.Result, error) {
	if m == nil {
		return dip.Result{}, ErrNoMap
	}
	switch pos.Phase.Kind {
	case dip.MovementPhase:
		return resolveMovement(m, pos, orders, opts), nil
	case dip.RetreatPhase:
		return resolveRetreats(m, pos, orders, opts)
	case dip.AdjustmentPhase:
		return resolveAdjustments(m, pos, orders, opts)
	}
	return dip.Result{}, fmt.Errorf("%w: %v", ErrPhase, pos.Phase)
}
