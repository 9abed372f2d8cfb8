package dip

// OrderKind is what an order tells a unit (or a power, for builds) to do.
type OrderKind uint8

// Order kinds. Hold, Move, Support and Convoy are movement-phase orders;
// Retreat and Disband are retreat-phase orders; Build, Remove and Waive are
// adjustment orders.
const (
	Hold OrderKind = iota + 1
	Move
	Support // support to hold when Other.To is zero, else support to move
	Convoy
	Retreat
	Disband
	Build
	Remove
	Waive
)

func (k OrderKind) String() string {
	switch k {
	case Hold:
		return "hold"
	case Move:
		return "move"
	case Support:
		return "support"
	case Convoy:
		return "convoy"
	case Retreat:
		return "retreat"
	case Disband:
		return "disband"
	case Build:
		return "build"
	case Remove:
		return "remove"
	case Waive:
		return "waive"
	}
	return "?"
}

// Order is one order as understood from a player's text. Fields that the
// order kind does not use stay zero.
type Order struct {
	Kind  OrderKind
	Power Power    // the power giving the order
	Type  UnitType // the ordered unit's type as written (NoUnit if omitted); for Build, the type to build
	At    Loc      // where the ordered unit stands; for Build, where to build; zero for Waive
	To    Loc      // Move and Retreat: the destination
	Via   bool     // Move: the player wrote "via convoy" (DATC 4.A.3 intent)

	// Support and Convoy: the unit supported or convoyed.
	OtherType UnitType // as written, NoUnit if omitted
	Other     Loc      // where that unit stands
	OtherTo   Loc      // where it moves; zero for a support to hold
}

// Unit returns the province of the unit the order is for.
func (o Order) Unit() Province { return o.At.Prov }
