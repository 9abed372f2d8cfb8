package adjudicate

import "adjutant/games/diplomacy/dip"

// Check reports whether o is a legal order in the phase of pos, judged
// against the position alone (not against other orders): nil means legal.
// The Fault says which rule the order breaks, so the reply to the player
// can say so. A nil opts means the default rule set.
func Check(m *dip.Map, pos dip.Position, o dip.Order, opts *Options) *dip.Fault {
	switch pos.Phase.Kind {
	case dip.MovementPhase:
		return checkMove(m, pos, o, opts)
	case dip.RetreatPhase:
		return checkRetreat(m, pos, o, opts)
	case dip.AdjustmentPhase:
		return checkAdjust(m, pos, o, opts)
	}
	return &dip.Fault{Code: dip.FaultWrongPhase, Order: o}
}
