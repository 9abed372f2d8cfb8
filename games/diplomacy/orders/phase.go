package orders

import "adjutant/games/diplomacy/dip"

// ForPhase reads an order as the phase it is given in requires. Players and
// DATC files write a retreat like a move ("F Tri - Alb") and use "disband"
// and "remove" for one another; the adjudicator wants Retreat and Disband in
// a retreat phase and Remove in an adjustment phase. Other orders are
// returned unchanged, so that an order for the wrong phase can still be
// refused for that reason.
func ForPhase(o dip.Order, k dip.PhaseKind) dip.Order {
	switch k {
	case dip.RetreatPhase:
		switch o.Kind {
		case dip.Move:
			o.Kind = dip.Retreat
			o.Via = false
		case dip.Remove:
			o.Kind = dip.Disband
		}
	case dip.AdjustmentPhase:
		if o.Kind == dip.Disband {
			o.Kind = dip.Remove
		}
	}
	return o
}
