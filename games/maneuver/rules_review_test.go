package maneuver

import (
	"testing"
)

// Rule 6.5 advance: the defender's square emptied by an elimination calls
// for an advance whatever eliminated it, here the attacker's chosen hit on
// a damaged unit (more than twice the defence).
func TestR6_5AdvanceAfterAHitEliminates(t *testing.T) {
	f := duel(t, 7).place(Red, "FGD*", "D5")
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "RESULT HIT").
		has("the attacker chooses the hit", "Red's FGD at D5 takes a hit while damaged", "Blue's HUS advances from D6 to D5").nextTurn()
	f.at(Blue, "HUS", "D5")
}
