package orders

import (
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

// TestRulebookPrintedOrders reads every order the rulebook prints as an
// example, as printed: the move of 3.2.1, the supports of 3.3.2 (one named
// for a foreign unit), the convoys of 3.4.1 and the chain of 3.4.3 (with
// its own abbreviations NorS, EngCh, MAt, WMed), and the hold of 3.5.1.
// The last convoy of 3.4.3 is printed "F WMed C A Lon-Bel", a slip for
// Lon-Tun; it reads as written (2.4.4) and is tested as such.
func TestRulebookPrintedOrders(t *testing.T) {
	A, F := dip.Army, dip.Fleet
	readsAs(t, dipmap.StandardNames(), []orderCase{
		{"A Tyr-Mun", dip.Order{Kind: dip.Move, Type: A, At: loc("tyr"), To: loc("mun")}},
		{"A Bur S A Tyr holds", dip.Order{Kind: dip.Support, Type: A, At: loc("bur"), OtherType: A, Other: loc("tyr")}},
		{"A Sil S RUSSIAN A War-Pru", dip.Order{Kind: dip.Support, Type: A, At: loc("sil"), OtherType: A, Other: loc("war"), OtherTo: loc("pru")}},
		{"A Lon-Bel", dip.Order{Kind: dip.Move, Type: A, At: loc("lon"), To: loc("bel")}},
		{"F NorS C A Lon-Bel", dip.Order{Kind: dip.Convoy, Type: F, At: loc("nth"), OtherType: A, Other: loc("lon"), OtherTo: loc("bel")}},
		{"F NorS C English A Lon-Bel", dip.Order{Kind: dip.Convoy, Type: F, At: loc("nth"), OtherType: A, Other: loc("lon"), OtherTo: loc("bel")}},
		{"A Lon-Tun", dip.Order{Kind: dip.Move, Type: A, At: loc("lon"), To: loc("tun")}},
		{"F EngCh C A Lon-Tun", dip.Order{Kind: dip.Convoy, Type: F, At: loc("eng"), OtherType: A, Other: loc("lon"), OtherTo: loc("tun")}},
		{"F MAt C A Lon-Tun", dip.Order{Kind: dip.Convoy, Type: F, At: loc("mao"), OtherType: A, Other: loc("lon"), OtherTo: loc("tun")}},
		{"F WMed C A Lon-Bel", dip.Order{Kind: dip.Convoy, Type: F, At: loc("wes"), OtherType: A, Other: loc("lon"), OtherTo: loc("bel")}},
		{"A Ber Holds", dip.Order{Kind: dip.Hold, Type: A, At: loc("ber")}},
	})
}
