package dip

// FaultCode says why an order cannot be carried out as given. The adjudicator
// decides faults; the order parser turns them into words for the player.
type FaultCode uint8

// Faults. Each is a rule a player can act on, not an internal error.
const (
	FaultNone              FaultCode = iota
	FaultNoUnit                      // no unit at Order.At
	FaultForeignUnit                 // the unit at Order.At belongs to another power
	FaultWrongType                   // the written unit type differs from the unit there
	FaultWrongPhase                  // the order kind is not allowed in this phase
	FaultNotAdjacent                 // the destination does not border the unit (and no convoy is possible)
	FaultArmyToSea                   // an army ordered into a sea
	FaultFleetInland                 // a fleet ordered into an inland province
	FaultCoastNeeded                 // the destination has two coasts the fleet could reach; one must be named
	FaultBadCoast                    // the named coast does not exist or cannot be reached
	FaultImpassable                  // Switzerland, or a neutral Italy in the 1914 game
	FaultToSelf                      // a move to the province the unit is in
	FaultSupportSelf                 // a unit supporting itself
	FaultCannotSupport               // the supporting unit could not itself move to the supported destination
	FaultConvoyByArmy                // only fleets convoy
	FaultConvoyFromCoast             // a fleet on a coast cannot convoy (only fleets at sea)
	FaultConvoyFleet                 // only armies are convoyed
	FaultNoConvoyRoute               // no chain of seas could carry the army
	FaultNotDislodged                // a retreat or disband for a unit that need not retreat
	FaultRetreatToAttacker           // retreat into the province the attacker came from (2.5.3)
	FaultRetreatToStandoff           // retreat into a province left empty by a standoff (2.5.3)
	FaultRetreatOccupied             // retreat into an occupied province
	FaultBuildNotHome                // build outside the power's home centres (2.6.6)
	FaultBuildNotOwned               // build in a home centre the power does not own now
	FaultBuildOccupied               // build in an occupied centre
	FaultNoBuildsDue                 // more builds than the power is owed
	FaultNoRemovalsDue               // a removal when none is due
	FaultInDisorder                  // a power in civil disorder may not build (4.3)
	FaultDuplicate                   // a second order for the same unit or the same build site
	FaultNeutralPower                // orders for a power nobody plays
)

// Fault is a refused order and why. Detail holds facts for the message, such
// as the coasts a fleet could reach, in canonical form.
type Fault struct {
	Code   FaultCode
	Order  Order
	Detail []Loc
}

func (f *Fault) Error() string { return "illegal order: " + f.Order.Kind.String() }
