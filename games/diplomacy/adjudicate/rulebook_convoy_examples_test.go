package adjudicate_test

import (
	"testing"

	"adjutant/games/diplomacy/adjudicate"
)

// TestRulebookConvoyExamples plays the convoys the rulebook prints: 3.4.1's
// army carried from London to Belgium by a fleet in the North Sea (a
// foreign fleet too, named in the order), and 3.4.3's chain of three fleets
// carrying it from London to Tunis in one turn. The chain is printed with
// its last fleet convoying "A Lon-Bel", a slip: read as written (2.4.4) that
// fleet convoys a move nobody made, the chain has a gap at the Western
// Mediterranean, and the army stays in London.
func TestRulebookConvoyExamples(t *testing.T) {
	cases := []scenario{
		{name: "3.4.1 A Lon-Bel, F NorS C A Lon-Bel", orders: `
			England: A lon-bel
			England: F nth C A lon-bel`,
			ok: []string{"lon", "nth"}, moved: map[string]string{"lon": "bel"}},
		{name: "3.4.1 F NorS C English A Lon-Bel (a German fleet)", orders: `
			England: A lon-bel
			Germany: F nth C A lon-bel`,
			ok: []string{"lon", "nth"}, moved: map[string]string{"lon": "bel"}},
		{name: "3.4.3 three fleets carry the army from London to Tunis", orders: `
			England: A lon-tun
			England: F eng C A lon-tun
			England: F mao C A lon-tun
			England: F wes C A lon-tun`,
			ok: []string{"lon", "eng", "mao", "wes"}, moved: map[string]string{"lon": "tun"}},
		{name: "3.4.3 as printed: the last fleet convoys Lon-Bel, so no route reaches Tunis", orders: `
			England: A lon-tun
			England: F eng C A lon-tun
			England: F mao C A lon-tun
			England: F wes C A lon-bel`,
			fail: []string{"lon", "wes"}, moved: map[string]string{"lon": "lon"}},
	}
	for _, rules := range []adjudicate.RuleSet{adjudicate.Rulebook, adjudicate.DATC} {
		for _, sc := range cases {
			sc.run(t, rules)
		}
	}
}
