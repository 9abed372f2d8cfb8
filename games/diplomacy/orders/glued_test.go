package orders

import (
	"strings"
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

func TestUnitLetterGluedToPlace(t *testing.T) {
	names := dipmap.StandardNames()
	readsAs(t, names, []orderCase{
		{"APar-Bur", dip.Order{Kind: dip.Move, Type: dip.Army, At: dip.At("par"), To: dip.At("bur")}},
		{"FNth", dip.Order{Kind: dip.Hold, Type: dip.Fleet, At: dip.At("nth")}},
		{"Fnth-nwy", dip.Order{Kind: dip.Move, Type: dip.Fleet, At: dip.At("nth"), To: dip.At("nwy")}},
		{"fStp/sc-bot", dip.Order{Kind: dip.Move, Type: dip.Fleet, At: dip.Loc{Prov: "stp", Coast: dip.SouthCoast}, To: dip.At("bot")}},
		{"A Mar S APar-Bur", dip.Order{Kind: dip.Support, Type: dip.Army, At: dip.At("mar"), OtherType: dip.Army, Other: dip.At("par"), OtherTo: dip.At("bur")}},
		{"Build FBre", dip.Order{Kind: dip.Build, Type: dip.Fleet, At: dip.At("bre")}},
		{"AAnk-Con", dip.Order{Kind: dip.Move, Type: dip.Army, At: dip.At("ank"), To: dip.At("con")}},
		{"Ank-Con", dip.Order{Kind: dip.Move, At: dip.At("ank"), To: dip.At("con")}},
		{"Fin H", dip.Order{Kind: dip.Hold, At: dip.At("fin")}},
	})
	for _, in := range []string{"AFoo-Bur", "Fxyz", "Apar-", "From H"} {
		if _, err := ParseOrder(names, in); err == nil {
			t.Errorf("ParseOrder(%q) reads; want it refused", in)
		}
	}
}

// Every name and abbreviation of every province reads as itself, with
// the unit letter before it or not, spaced or glued: Ankara, Albania,
// Apulia and Finland are never read as a unit letter and another place.
func TestEveryPlaceWithAndWithoutAGluedUnitLetter(t *testing.T) {
	names := dipmap.StandardNames()
	for _, e := range names.All() {
		if e.Kind == dipmap.NameHant || e.Kind == dipmap.NameHans {
			continue
		}
		for _, c := range []struct {
			pre string
			typ dip.UnitType
		}{{"", dip.NoUnit}, {"A ", dip.Army}, {"F ", dip.Fleet}, {"A", dip.Army}, {"F", dip.Fleet}, {"a", dip.Army}, {"f", dip.Fleet}} {
			for _, tail := range []string{" H", "-Bur"} {
				line := c.pre + e.Text + tail
				if strings.EqualFold(c.pre+e.Text, "from") {
					continue // an order word, not F Rom: refused in TestUnitLetterGluedToPlace
				}
				o, err := ParseOrder(names, line)
				if e.Prov == "bur" && tail == "-Bur" {
					continue // a move to itself reads or not by other rules
				}
				if err != nil {
					t.Errorf("ParseOrder(%q): %v", line, err)
					continue
				}
				if o.At.Prov != e.Prov || o.Type != c.typ {
					t.Errorf("ParseOrder(%q) = %s at %s; want %s at %s", line, o.Type, o.At.Prov, c.typ, e.Prov)
				}
			}
		}
	}
}
