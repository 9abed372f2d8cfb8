package adjudicate_test

import (
	"fmt"

	"adjutant/games/diplomacy/adjudicate"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

// A supported attack dislodges Munich while two armies stand off in
// Bohemia; the next phase is a retreat phase, and the German army may go
// neither to Burgundy, where its attacker came from, nor to Bohemia.
func ExampleResolve() {
	m := dipmap.Standard()
	pos := dip.Position{
		Phase: dip.Phase{Year: 1901, Season: dip.Spring, Kind: dip.MovementPhase},
		Units: map[dip.Province]dip.Unit{},
	}
	for _, u := range []dip.Unit{
		{Type: dip.Army, Power: dip.Germany, At: dip.At("mun")},
		{Type: dip.Army, Power: dip.France, At: dip.At("bur")},
		{Type: dip.Army, Power: dip.France, At: dip.At("ruh")},
		{Type: dip.Army, Power: dip.Italy, At: dip.At("tyr")},
		{Type: dip.Army, Power: dip.Austria, At: dip.At("vie")},
	} {
		pos.Units[u.At.Prov] = u
	}
	orders := []dip.Order{
		{Kind: dip.Move, Power: dip.France, At: dip.At("bur"), To: dip.At("mun")},
		{Kind: dip.Support, Power: dip.France, At: dip.At("ruh"), Other: dip.At("bur"), OtherTo: dip.At("mun")},
		{Kind: dip.Move, Power: dip.Italy, At: dip.At("tyr"), To: dip.At("boh")},
		{Kind: dip.Move, Power: dip.Austria, At: dip.At("vie"), To: dip.At("boh")},
	}
	res, err := adjudicate.Resolve(m, pos, orders, nil)
	if err != nil {
		panic(err)
	}
	for _, r := range res.Resolutions {
		if !r.Default {
			fmt.Printf("%s %s %s: %s\n", r.Order.Power, r.Order.Kind, r.Order.At, r.Outcome)
		}
	}
	fmt.Println("standoffs:", res.Standoffs)
	fmt.Println("next:", res.Next.Phase)
	for _, ro := range res.Retreats {
		fmt.Println("retreat", ro.Unit.At, "from", ro.AttackerFrom, "to", ro.Options)
	}
	// Output:
	// Austria move vie: bounced
	// France move bur: succeeded
	// France support ruh: succeeded
	// Italy move tyr: bounced
	// standoffs: [boh]
	// next: Spring 1901, Retreat
	// retreat mun from bur to [ber kie sil]
}
