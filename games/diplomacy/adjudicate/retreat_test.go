package adjudicate

import (
	"testing"

	"adjutant/games/diplomacy/dip"
)

var (
	springRetreat = dip.Phase{Year: 1901, Season: dip.Spring, Kind: dip.RetreatPhase}
	fallRetreat   = dip.Phase{Year: 1901, Season: dip.Fall, Kind: dip.RetreatPhase}
)

// Each case is a retreat phase after the movement described by its DATC
// number: the dislodged units, the orders, and the units on the board once
// the retreats are done.
func TestRetreatRestrictions(t *testing.T) {
	m := standardMapForTests()
	type dislodged struct {
		unit string
		from dip.Province
	}
	cases := []struct {
		name      string
		units     []string
		dislodged []dislodged
		standoffs []dip.Province
		orders    []string
		after     []string
	}{
		{
			name:      "2.5.3b no retreat to the attacker's origin (DATC 6.H.5)",
			units:     []string{"Russia: F ank", "Russia: F con"},
			dislodged: []dislodged{{"Turkey: F ank", "bla"}},
			orders:    []string{"Turkey: F ank-bla"},
			after:     []string{"Russia: F ank", "Russia: F con"},
		},
		{
			name:      "2.5.3c no retreat to a space left empty by a standoff (DATC 6.H.6)",
			units:     []string{"Austria: A vie", "Austria: A bud", "Germany: A mun", "Germany: A sil"},
			dislodged: []dislodged{{"Italy: A vie", "tri"}},
			standoffs: []dip.Province{"boh"},
			orders:    []string{"Italy: A vie-boh"},
			after:     []string{"Austria: A bud", "Austria: A vie", "Germany: A mun", "Germany: A sil"},
		},
		{
			name:      "a standoff in Spain closes both coasts (DATC 6.H.16)",
			units:     []string{"France: F mao", "France: F gas", "Italy: F wes", "Italy: F tun"},
			dislodged: []dislodged{{"France: F wes", "tys"}},
			standoffs: []dip.Province{"spa"},
			orders:    []string{"France: F wes-spa/sc"},
			after:     []string{"France: F gas", "France: F mao", "Italy: F tun", "Italy: F wes"},
		},
		{
			name:      "2.5.6 two retreats to one space both disband (DATC 6.H.7)",
			units:     []string{"Austria: A vie", "Austria: A bud", "Germany: A boh", "Germany: A mun"},
			dislodged: []dislodged{{"Italy: A vie", "tri"}, {"Italy: A boh", "sil"}},
			orders:    []string{"Italy: A vie-tyr", "Italy: A boh-tyr"},
			after:     []string{"Austria: A bud", "Austria: A vie", "Germany: A boh", "Germany: A mun"},
		},
		{
			name:  "2.5.6 three retreats to one space all disband (DATC 6.H.8)",
			units: []string{"England: A edi", "England: F yor", "Germany: A hol", "Germany: A kie", "Russia: A nwy", "Russia: A swe"},
			dislodged: []dislodged{
				{"England: F nwy", "fin"}, {"Russia: F edi", "lvp"}, {"Russia: F hol", "ruh"},
			},
			orders: []string{"England: F nwy-nth", "Russia: F edi-nth", "Russia: F hol-nth"},
			after:  []string{"England: A edi", "England: F yor", "Germany: A hol", "Germany: A kie", "Russia: A nwy", "Russia: A swe"},
		},
		{
			name:      "the dislodger's empty origin is no standoff (DATC 6.H.9)",
			units:     []string{"England: F kie", "England: F den", "Germany: A pru", "Germany: A sil", "Russia: A pru"},
			dislodged: []dislodged{{"Germany: F kie", "hel"}},
			orders:    []string{"Germany: F kie-ber"},
			after:     []string{"England: F den", "England: F kie", "Germany: A sil", "Germany: F ber", "Russia: A pru"},
		},
		{
			name:      "a unit not ordered to retreat disbands (2.5.7)",
			units:     []string{"Russia: F ank", "Russia: F con"},
			dislodged: []dislodged{{"Turkey: F ank", "bla"}},
			after:     []string{"Russia: F ank", "Russia: F con"},
		},
		{
			name:      "a legal retreat succeeds and an ordered disband disbands",
			units:     []string{"Russia: F ank", "Russia: F sev"},
			dislodged: []dislodged{{"Turkey: F ank", "bla"}, {"Turkey: A arm", "sev"}},
			orders:    []string{"Turkey: F ank-con", "Turkey: A arm D"},
			after:     []string{"Russia: F ank", "Russia: F sev", "Turkey: F con"},
		},
		{
			name:      "no retreat into an occupied space (2.5.3a)",
			units:     []string{"Russia: F ank", "Russia: A con"},
			dislodged: []dislodged{{"Turkey: F ank", "bla"}},
			orders:    []string{"Turkey: F ank-con"},
			after:     []string{"Russia: A con", "Russia: F ank"},
		},
		{
			name:      "no coastal crawl: the other coast is the attacker's province (DATC 6.H.15)",
			units:     []string{"France: F por", "France: F mao"},
			dislodged: []dislodged{{"England: F por", "spa"}},
			orders:    []string{"England: F por-spa/nc"},
			after:     []string{"France: F mao", "France: F por"},
		},
		{
			name:      "a fleet's single reachable coast need not be named",
			units:     []string{"England: F gas"},
			dislodged: []dislodged{{"Italy: F gas", "mao"}},
			orders:    []string{"Italy: F gas-spa"},
			after:     []string{"England: F gas", "Italy: F spa/nc"},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos := d2bPosition(t, springRetreat, nil, c.units...)
			for _, d := range c.dislodged {
				d2bDislodge(t, &pos, d.unit, d.from)
			}
			pos.Standoffs = c.standoffs
			var res dip.Result
			for _, opts := range bothRuleSets() { // retreats do not differ by rule set
				var err error
				res, err = Resolve(m, pos, d2bOrders(t, c.orders...), opts)
				if err != nil {
					t.Fatal(err)
				}
				if got := d2bUnitsAfter(res.Next); !d2bSame(got, c.after) {
					t.Errorf("%s: units after retreats:\n got %v\nwant %v", rulesOf(opts), got, c.after)
				}
			}
			if len(res.Next.Dislodged) != 0 || res.Next.Standoffs != nil {
				t.Errorf("next phase still has dislodged units %v or standoffs %v", res.Next.Dislodged, res.Next.Standoffs)
			}
			if n := len(res.Resolutions); n < len(c.dislodged) {
				t.Errorf("%d resolutions for %d dislodged units", n, len(c.dislodged))
			}
		})
	}
}

// From the Mid-Atlantic both of Spain's coasts are reachable: a retreat
// there must name one (3.6.2).
func TestRetreatCoastMustBeNamedWhenTwoAreReachable(t *testing.T) {
	m := standardMapForTests()
	pos := d2bPosition(t, springRetreat, nil, "England: F mao", "France: F bre")
	d2bDislodge(t, &pos, "Italy: F mao", "nao")
	pos.Units["mao"] = dip.Unit{Type: dip.Fleet, Power: dip.England, At: dip.At("mao")}
	f := Check(m, pos, d2bOrder(t, "Italy: F mao-spa"), nil)
	if f == nil || f.Code != dip.FaultCoastNeeded || len(f.Detail) != 2 {
		t.Fatalf("retreat to Spain without a coast: got %+v, want FaultCoastNeeded listing both coasts", f)
	}
	if f := Check(m, pos, d2bOrder(t, "Italy: F mao-spa/sc"), nil); f != nil {
		t.Fatalf("retreat to spa/sc refused: %+v", f)
	}
}

func TestRetreatPhaseRefusesOtherOrders(t *testing.T) {
	m := standardMapForTests()
	pos := d2bPosition(t, springRetreat, nil, "England: F nth", "Germany: A hol", "Germany: F kie")
	d2bDislodge(t, &pos, "England: A hol", "ruh")
	cases := []struct {
		order string
		want  dip.FaultCode
	}{
		{"England: F nth-nwg", dip.FaultNotDislodged},       // DATC 6.H.4
		{"England: F nth S A hol-bel", dip.FaultWrongPhase}, // 2.5.3d, DATC 6.H.1
		{"England: F nth C A hol-yor", dip.FaultWrongPhase}, // 2.5.3d, DATC 6.H.3
		{"England: A hol H", dip.FaultWrongPhase},
		{"England: A bel-pic", dip.FaultNoUnit},
		{"France: A hol-bel", dip.FaultForeignUnit},
		{"England: F hol-bel", dip.FaultWrongType},
		{"England: A hol-ruh", dip.FaultRetreatToAttacker},
		{"England: A hol-kie", dip.FaultRetreatOccupied},
		{"England: A hol-nth", dip.FaultArmyToSea},
		{"England: A hol-mun", dip.FaultNotAdjacent},
		{"England: A hol-hol", dip.FaultToSelf},
		{"Germany: B A ber", dip.FaultWrongPhase},
	}
	for _, c := range cases {
		f := Check(m, pos, d2bOrder(t, c.order), nil)
		if f == nil || f.Code != c.want {
			t.Errorf("%s: got %+v, want fault %d", c.order, f, c.want)
		}
	}
	for _, ok := range []string{"England: A hol-bel", "England: A hol D"} {
		if f := Check(m, pos, d2bOrder(t, ok), nil); f != nil {
			t.Errorf("%s refused: %+v", ok, f)
		}
	}
	res, err := Resolve(m, pos, d2bOrders(t, "England: F nth-nwg", "England: A hol-bel"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if r := d2bOutcome(t, res, dip.England, dip.Retreat, "nth"); r.Outcome != dip.Illegal {
		t.Errorf("F nth-nwg in a retreat phase: %s, want illegal", r.Outcome)
	}
	if r := d2bOutcome(t, res, dip.England, dip.Retreat, "hol"); r.Outcome != dip.Succeeded {
		t.Errorf("A hol-bel: %s, want succeeded", r.Outcome)
	}
	if _, ok := res.Next.Units["nth"]; !ok {
		t.Error("F nth moved or vanished in a retreat phase")
	}
}

func TestRetreatDuplicateOrderFirstCounts(t *testing.T) {
	m := standardMapForTests()
	pos := d2bPosition(t, springRetreat, nil, "Russia: F ank")
	d2bDislodge(t, &pos, "Turkey: F ank", "bla")
	res, err := Resolve(m, pos, d2bOrders(t, "Turkey: F ank-con", "Turkey: F ank-arm"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if u, ok := res.Next.Units["con"]; !ok || u.Power != dip.Turkey {
		t.Fatalf("first retreat order not carried out: %v", d2bUnitsAfter(res.Next))
	}
	if len(res.Resolutions) != 2 || res.Resolutions[0].Outcome == res.Resolutions[1].Outcome {
		t.Fatalf("want one succeeded and one illegal resolution, got %+v", res.Resolutions)
	}
}

func TestDisorderUnitIsDisbandedWhenDislodged(t *testing.T) {
	m := standardMapForTests()
	pos := d2bPosition(t, springRetreat, nil, "Austria: A ven", "Austria: A tyr")
	d2bDislodge(t, &pos, "Italy: A ven", "tyr")
	pos.Disorder[dip.Italy] = true
	if f := Check(m, pos, d2bOrder(t, "Italy: A ven-pie"), nil); f == nil || f.Code != dip.FaultInDisorder {
		t.Fatalf("retreat by a power in civil disorder: %+v, want FaultInDisorder", f)
	}
	res, err := Resolve(m, pos, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := d2bOutcome(t, res, dip.Italy, dip.Disband, "ven")
	if !r.Default || r.Outcome != dip.Succeeded {
		t.Fatalf("want a default disband, got %+v", r)
	}
	if _, ok := res.Next.Units["pie"]; ok {
		t.Fatal("the unit retreated")
	}
}

func TestPhaseAfterRetreats(t *testing.T) {
	m := standardMapForTests()

	// Spring: on to the fall movement, ownership untouched.
	pos := d2bPosition(t, springRetreat, nil, "Germany: A bel", "France: A bur")
	d2bDislodge(t, &pos, "France: A bel", "ruh")
	res, _ := Resolve(m, pos, d2bOrders(t, "France: A bel-pic"), nil)
	if want := (dip.Phase{Year: 1901, Season: dip.Fall, Kind: dip.MovementPhase}); res.Next.Phase != want {
		t.Errorf("after a spring retreat: %v, want %v", res.Next.Phase, want)
	}
	if _, owned := res.Next.Owners["bel"]; owned {
		t.Error("Belgium changed hands in spring (2.6.2)")
	}

	// Fall: the centres change hands, then Germany has a build due.
	pos.Phase = fallRetreat
	res, _ = Resolve(m, pos, d2bOrders(t, "France: A bel-pic"), nil)
	if res.Next.Owners["bel"] != dip.Germany {
		t.Errorf("Belgium owned by %q after the fall retreats, want Germany", res.Next.Owners["bel"])
	}
	if want := (dip.Phase{Year: 1901, Season: dip.Fall, Kind: dip.AdjustmentPhase}); res.Next.Phase != want {
		t.Errorf("after a fall retreat with a build due: %v, want %v", res.Next.Phase, want)
	}

	// Fall with nothing due: straight to next spring.
	pos = d2bPosition(t, fallRetreat, map[dip.Province]dip.Power{"bel": dip.Germany}, "Germany: A bel", "France: A bur")
	for _, p := range []dip.Province{"ber", "kie", "mun", "par", "mar", "bre", "lon", "edi", "lvp",
		"rom", "nap", "ven", "vie", "bud", "tri", "con", "ank", "smy", "mos", "war", "sev", "stp"} {
		delete(pos.Owners, p)
	}
	d2bDislodge(t, &pos, "France: A pic", "bel")
	pos.Owners["par"] = dip.France
	pos.Owners["mar"] = dip.France
	res, _ = Resolve(m, pos, d2bOrders(t, "France: A pic-par"), nil)
	if want := (dip.Phase{Year: 1902, Season: dip.Spring, Kind: dip.MovementPhase}); res.Next.Phase != want {
		t.Errorf("after a fall retreat with nothing due: %v, want %v (due: %v)", res.Next.Phase, want, AdjustmentsDue(m, res.Next))
	}
}

func TestRetreatsDue(t *testing.T) {
	m := standardMapForTests()
	pos := d2bPosition(t, springRetreat, nil,
		"Russia: F ank", "Russia: F con", "Russia: F bla", "Russia: A arm", "Russia: A smy",
		"Austria: A vie", "Austria: A tri")
	d2bDislodge(t, &pos, "Turkey: F ank", "bla")  // con, bla, arm taken: no way out
	d2bDislodge(t, &pos, "Italy: A ven", "tri")   // Italy in disorder: disbands anyway
	d2bDislodge(t, &pos, "Germany: A tyr", "vie") // may go to boh, mun, pie
	pos.Disorder[dip.Italy] = true
	got := RetreatsDue(m, pos)
	if len(got) != 1 || len(got[dip.Germany]) != 1 || got[dip.Germany][0] != "tyr" {
		t.Fatalf("RetreatsDue = %v, want only Germany's tyr", got)
	}
}
