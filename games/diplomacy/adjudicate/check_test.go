package adjudicate_test

import (
	"fmt"
	"testing"

	"adjutant/games/diplomacy/adjudicate"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

func TestCheckMovementFaults(t *testing.T) {
	units := `
		England: F nth
		England: A lvp
		England: F lon
		England: A yor
		France: F gas
		France: F mao
		France: F spa/nc
		France: F mar
		Germany: F kie
		Germany: A mun
		Italy: F rom
		Italy: A apu
		Turkey: A gre
		Turkey: F aeg
		Turkey: F con`
	cases := []struct {
		order  string
		want   dip.FaultCode
		detail string // fmt of Fault.Detail, when it matters
	}{
		{order: "England: F nth-pic", want: dip.FaultNotAdjacent},
		{order: "England: A lvp-iri", want: dip.FaultArmyToSea},
		{order: "Germany: F kie-mun", want: dip.FaultFleetInland},
		{order: "Germany: F kie-kie", want: dip.FaultToSelf},
		{order: "Germany: A mun-swi", want: dip.FaultImpassable},
		{order: "Germany: F lon-eng", want: dip.FaultForeignUnit}, // England's fleet
		{order: "Germany: A ber H", want: dip.FaultNoUnit},        // nobody in Berlin
		{order: "England: A nth-hol", want: dip.FaultWrongType},   // it is a fleet
		{order: "France: F mao-spa", want: dip.FaultCoastNeeded, detail: "[spa/nc spa/sc]"},
		{order: "France: F gas-spa/sc", want: dip.FaultBadCoast, detail: "[spa/nc]"},
		{order: "France: F gas-spa", want: dip.FaultNone}, // only one coast reachable
		{order: "France: F mao-spa/sc", want: dip.FaultNone},
		{order: "France: F spa/nc S F mar-lyo", want: dip.FaultCannotSupport}, // 6.B.5
		{order: "France: F gas S F mao-spa/nc", want: dip.FaultNone},          // 6.B.4
		{order: "Italy: F rom S A apu-ven", want: dip.FaultCannotSupport},     // 6.A.10
		{order: "Italy: F rom S F rom", want: dip.FaultSupportSelf},
		{order: "England: A lvp S A yor-yor", want: dip.FaultToSelf},
		{order: "England: A yor C A lvp-edi", want: dip.FaultConvoyByArmy},
		{order: "Turkey: F con C A gre-sev", want: dip.FaultConvoyFromCoast}, // 3.6.1
		{order: "England: F nth C F lon-bel", want: dip.FaultConvoyFleet},
		{order: "Turkey: A gre-sev", want: dip.FaultNoConvoyRoute}, // no chain of fleets: 6.F.1
		{order: "England: A yor-nwy", want: dip.FaultNone},         // the North Sea fleet could carry it
		{order: "England: A lvp-nwy", want: dip.FaultNoConvoyRoute},
		{order: "Turkey: A gre-mos", want: dip.FaultNotAdjacent}, // inland: no convoy could help
	}
	m := dipmap.Standard()
	pos := position(t, units)
	for _, c := range cases {
		f := adjudicate.Check(m, pos, parseOrder(t, c.order), nil)
		got := dip.FaultNone
		if f != nil {
			got = f.Code
		}
		if got != c.want {
			t.Errorf("%s: fault %d, want %d", c.order, got, c.want)
			continue
		}
		if c.detail != "" && fmt.Sprint(f.Detail) != c.detail {
			t.Errorf("%s: detail %v, want %s", c.order, f.Detail, c.detail)
		}
	}
}

func TestCheckRefusesOtherPhasesAndAbsentPowers(t *testing.T) {
	m := dipmap.Standard()
	pos := position(t, "Italy: A ven\nAustria: A vie")
	pos.Absent = map[dip.Power]bool{dip.Italy: true}
	if f := adjudicate.Check(m, pos, parseOrder(t, "Italy: A ven H"), nil); f == nil || f.Code != dip.FaultNeutralPower {
		t.Errorf("order for an absent power: got %v", f)
	}
	build := dip.Order{Kind: dip.Build, Power: dip.Austria, Type: dip.Army, At: dip.At("bud")}
	if f := adjudicate.Check(m, pos, build, nil); f == nil || f.Code != dip.FaultWrongPhase {
		t.Errorf("build in a movement phase: got %v", f)
	}
	pos.Phase.Kind = 0
	if f := adjudicate.Check(m, pos, parseOrder(t, "Austria: A vie H"), nil); f == nil || f.Code != dip.FaultWrongPhase {
		t.Errorf("order in no phase: got %v", f)
	}
}

func TestCheckBuildNeedsUnitType(t *testing.T) {
	// DATC 4.C.3: "Build war" does not say what to build.
	m := dipmap.Standard()
	pos := dipmap.StandardPosition()
	pos.Phase = dip.Phase{Year: 1901, Season: dip.Fall, Kind: dip.AdjustmentPhase}
	delete(pos.Units, "war")
	build := dip.Order{Kind: dip.Build, Power: dip.Russia, At: dip.At("war")}
	if f := adjudicate.Check(m, pos, build, nil); f == nil || f.Code != dip.FaultWrongType {
		t.Errorf("build without a unit type: got %+v, want FaultWrongType", f)
	}
	build.Type = dip.Army
	if f := adjudicate.Check(m, pos, build, nil); f != nil {
		t.Errorf("build of an army in Warsaw refused: %+v", f)
	}
}
