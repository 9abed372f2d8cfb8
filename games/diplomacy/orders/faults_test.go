package orders

import (
	"strings"
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

// Every fault the adjudicator can report has its own words in every
// language, naming the provinces involved.
func TestEveryFaultHasAMessage(t *testing.T) {
	names, m, pos := dipmap.StandardNames(), dipmap.Standard(), dipmap.StandardPosition()
	o := dip.Order{Kind: dip.Move, Power: dip.France, Type: dip.Army, At: loc("par"), To: loc("mun")}
	generic, _ := faultMessage(names, m, pos, &dip.Fault{Code: dip.FaultCode(255), Order: o})
	seen := map[string]dip.FaultCode{}
	for c := dip.FaultNoUnit; c <= dip.FaultNeutralPower; c++ {
		msg, _ := faultMessage(names, m, pos, &dip.Fault{Code: c, Order: o, Detail: []dip.Loc{loc("spa/nc"), loc("spa/sc")}})
		if msg.EN == generic.EN || msg.Hant == "" || msg.Hans == "" {
			t.Errorf("fault %d: %+v", c, msg)
		}
		if msg.Hant == msg.Hans && strings.ContainsAny(msg.Hant, "國軍區隊與動護驅復") {
			t.Errorf("fault %d: the Simplified text is the Traditional one: %q", c, msg.Hans)
		}
		if prev, dup := seen[msg.EN]; dup {
			t.Errorf("faults %d and %d read the same: %q", prev, c, msg.EN)
		}
		seen[msg.EN] = c
	}
}
