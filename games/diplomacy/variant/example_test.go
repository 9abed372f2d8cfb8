package variant_test

import (
	"fmt"

	"adjutant/games/diplomacy/dipmap"
	"adjutant/games/diplomacy/variant"
)

func ExampleByName() {
	v, err := variant.ByName("four")
	if err != nil {
		panic(err)
	}
	for _, s := range v.Seats {
		fmt.Println(s.Name, len(s.Powers))
	}
	pos := v.Initial(dipmap.Standard())
	fmt.Println(pos.Phase.Short(), len(pos.Units), "units; victory at", v.VictoryCentres)
	// Output:
	// Austria+France 2
	// England 1
	// Germany+Turkey 2
	// Italy+Russia 2
	// S1901M 22 units; victory at 18
}
