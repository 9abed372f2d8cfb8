package dip

// Outcome is what became of one order.
type Outcome uint8

// Outcomes. A report shows each order with one of these.
const (
	Succeeded  Outcome = iota + 1
	Bounced            // a move or retreat that failed (standoff, beaten, blocked)
	Cut                // a support that was cut
	Disrupted          // a convoy whose fleet was dislodged, or a convoyed move with no surviving route
	Void               // an order that could have no effect (support of an order not given, …)
	NoSuchUnit         // the power has no unit there; the unit held instead
	Illegal            // refused by validation (kept for the report); the unit held
)

func (o Outcome) String() string {
	switch o {
	case Succeeded:
		return "succeeded"
	case Bounced:
		return "bounced"
	case Cut:
		return "cut"
	case Disrupted:
		return "disrupted"
	case Void:
		return "void"
	case NoSuchUnit:
		return "no such unit"
	case Illegal:
		return "illegal"
	}
	return "?"
}

// Resolution is one order and what became of it.
type Resolution struct {
	Order     Order
	Outcome   Outcome
	Dislodged bool // the ordered unit was dislodged this phase
	// Default marks orders the judge supplied for units left without one
	// (hold, disband, waive), so a report can say so.
	Default bool
}

// Retreat describes a dislodged unit and where it may go.
type RetreatOptions struct {
	Unit         Unit
	AttackerFrom Province
	Options      []Loc // sorted; empty means the unit must disband
}

// Result is the outcome of adjudicating one phase.
type Result struct {
	Phase       Phase
	Resolutions []Resolution     // sorted by power, then province
	Retreats    []RetreatOptions // movement phase: units that must retreat, sorted by province
	// Standoffs lists provinces left empty by a standoff this phase; a
	// dislodged unit may not retreat into them (2.5.3).
	Standoffs []Province
	Next      Position // the position at the start of the next phase
}
