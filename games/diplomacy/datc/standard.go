package datc

import (
	"adjutant/games/diplomacy/adjudicate"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/games/diplomacy/orders"
)

// StandardSyntax reads locations with the standard map's name resolver and
// orders with the player order parser, so case files may use any spelling
// players may (mao or mid, stp/nc or stp(nc), ...).
func StandardSyntax() Syntax {
	names := dipmap.StandardNames()
	return Syntax{
		Loc:   names.Resolve,
		Order: func(s string) (dip.Order, error) { return orders.ParseOrder(names, s) },
	}
}

// StandardEngine is the standard map with the real adjudicator.
func StandardEngine() Engine {
	return Engine{Map: dipmap.Standard(), Resolve: adjudicate.Resolve}
}
