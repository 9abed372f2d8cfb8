package adjudicate

import (
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

func standardMapForTests() *dip.Map { return dipmap.Standard() }

func standardPositionForBench() dip.Position { return dipmap.StandardPosition() }
