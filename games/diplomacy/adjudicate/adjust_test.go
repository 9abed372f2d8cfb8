package adjudicate

import (
	"testing"

	"adjutant/games/diplomacy/dip"
)

var winter = dip.Phase{Year: 1901, Season: dip.Fall, Kind: dip.AdjustmentPhase}

// DATC 6.I: builds are taken in the order given while the power is owed
// any, only in its own, owned, empty home centres.
func TestBuilds(t *testing.T) {
	m := standardMapForTests()
	cases := []struct {
		name   string
		owners map[dip.Province]dip.Power
		units  []string
		orders []string
		want   []dip.Outcome // per order, in the order given
		after  []string      // units of the building power afterwards
	}{
		{
			name:   "too many builds: the first owed ones count (6.I.1)",
			owners: map[dip.Province]dip.Power{"den": dip.Germany},
			units:  []string{"Germany: F den", "Germany: A ruh", "Germany: A pru"},
			orders: []string{"Germany: B A war", "Germany: B A ber", "Germany: B A mun"},
			want:   []dip.Outcome{dip.Illegal, dip.Succeeded, dip.Illegal},
			after:  []string{"Germany: A ber", "Germany: A pru", "Germany: A ruh", "Germany: F den"},
		},
		{
			name:   "no fleet inland (6.I.2)",
			units:  []string{"Russia: A ukr"},
			orders: []string{"Russia: B F mos"},
			want:   []dip.Outcome{dip.Illegal},
		},
		{
			name:   "the centre must be empty (6.I.3, 2.6.7)",
			units:  []string{"Germany: A ber"},
			orders: []string{"Germany: B A ber"},
			want:   []dip.Outcome{dip.Illegal},
		},
		{
			name:   "both coasts must be empty (6.I.4)",
			units:  []string{"Russia: F stp/sc"},
			orders: []string{"Russia: B F stp/nc"},
			want:   []dip.Outcome{dip.Illegal},
		},
		{
			name:   "a home centre owned by another power (6.I.5, 2.6.6)",
			owners: map[dip.Province]dip.Power{"ber": dip.Russia},
			orders: []string{"Germany: B A ber"},
			want:   []dip.Outcome{dip.Illegal},
		},
		{
			name:   "an owned centre that is not home (6.I.6, 2.6.6)",
			owners: map[dip.Province]dip.Power{"war": dip.Germany},
			orders: []string{"Germany: B A war"},
			want:   []dip.Outcome{dip.Illegal},
		},
		{
			name:   "two builds in one centre: the second is refused",
			orders: []string{"Russia: B A mos", "Russia: B F mos"},
			want:   []dip.Outcome{dip.Succeeded, dip.Illegal},
		},
		{
			name:   "two builds in two centres both count (6.I.7)",
			units:  []string{"Russia: F sev", "Russia: F stp/nc"},
			orders: []string{"Russia: B A mos", "Russia: B A war"},
			want:   []dip.Outcome{dip.Succeeded, dip.Succeeded},
			after:  []string{"Russia: A mos", "Russia: A war", "Russia: F sev", "Russia: F stp/nc"},
		},
		{
			name:   "a fleet on a split coast needs the coast named (2.6.6)",
			units:  []string{"Russia: A mos", "Russia: A war", "Russia: F sev"},
			orders: []string{"Russia: B F stp", "Russia: B F stp/nc"},
			want:   []dip.Outcome{dip.Illegal, dip.Succeeded},
			after:  []string{"Russia: A mos", "Russia: A war", "Russia: F sev", "Russia: F stp/nc"},
		},
		{
			name:   "a removal when builds are due is refused",
			units:  []string{"France: A par"},
			orders: []string{"France: R A par"},
			want:   []dip.Outcome{dip.Illegal},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos := d2bPosition(t, winter, c.owners, c.units...)
			orders := d2bOrders(t, c.orders...)
			res, err := Resolve(m, pos, orders, nil)
			if err != nil {
				t.Fatal(err)
			}
			if other, _ := Resolve(m, pos, orders, &Options{Rules: DATC}); !d2bSame(d2bUnitsAfter(other.Next), d2bUnitsAfter(res.Next)) {
				t.Errorf("the rule sets differ on builds: %v and %v", d2bUnitsAfter(res.Next), d2bUnitsAfter(other.Next))
			}
			given := givenResolutions(res)
			if len(given) != len(c.want) {
				t.Fatalf("%d resolutions for given orders, want %d: %+v", len(given), len(c.want), given)
			}
			for i, o := range orders {
				r := findResolution(given, o)
				if r == nil || r.Outcome != c.want[i] {
					t.Errorf("%s: got %+v, want %s", c.orders[i], r, c.want[i])
				}
			}
			if c.after != nil {
				power := orders[0].Power
				var got []string
				for _, s := range d2bUnitsAfter(res.Next) {
					if len(s) > len(power) && dip.Power(s[:len(power)]) == power {
						got = append(got, s)
					}
				}
				if !d2bSame(got, c.after) {
					t.Errorf("units after:\n got %v\nwant %v", got, c.after)
				}
			}
			if want := (dip.Phase{Year: 1902, Season: dip.Spring, Kind: dip.MovementPhase}); res.Next.Phase != want {
				t.Errorf("next phase %v, want %v", res.Next.Phase, want)
			}
		})
	}
}

func givenResolutions(res dip.Result) []dip.Resolution {
	var out []dip.Resolution
	for _, r := range res.Resolutions {
		if !r.Default {
			out = append(out, r)
		}
	}
	return out
}

// findResolution matches a resolution to the order given, ignoring what
// the adjudicator filled in (coasts, the unit type of a removal).
func findResolution(rs []dip.Resolution, o dip.Order) *dip.Resolution {
	o = asAdjustOrder(o)
	for i := range rs {
		r := rs[i].Order
		if r.Kind == o.Kind && r.Power == o.Power && r.At.Prov == o.At.Prov && (o.At.Coast == "" || r.At.Coast == o.At.Coast) && r.Type == o.Type {
			return &rs[i]
		}
	}
	return nil
}

func TestUnusedBuildsAreWaived(t *testing.T) {
	m := standardMapForTests()
	pos := d2bPosition(t, winter, nil, "Germany: A ruh")
	// Germany owns 3 centres and has 1 unit: two builds are owed.
	for _, c := range []struct {
		orders       []string
		defaultWaive int
	}{
		{[]string{"Germany: B A ber"}, 1},
		{[]string{"Germany: B A ber", "Germany: W"}, 0},
		{[]string{"Germany: W", "Germany: B A ber", "Germany: W", "Germany: B A kie"}, 0},
	} {
		res, err := Resolve(m, pos, d2bOrders(t, c.orders...), nil)
		if err != nil {
			t.Fatal(err)
		}
		waived := 0
		for _, r := range res.Resolutions {
			if r.Order.Power == dip.Germany && r.Order.Kind == dip.Waive && r.Default {
				waived++
			}
		}
		if waived != c.defaultWaive || len(res.Next.Units) != 2 {
			t.Errorf("%v: want %d default waives and 2 units, got %d, units %v", c.orders, c.defaultWaive, waived, d2bUnitsAfter(res.Next))
		}
	}
	res, _ := Resolve(m, pos, nil, nil)
	// Every other power has three centres and no unit: all their builds lapse.
	for _, r := range res.Resolutions {
		if r.Order.Power != dip.Germany && (r.Order.Kind != dip.Waive || !r.Default) {
			t.Errorf("unexpected resolution %+v", r)
		}
	}
}

// DATC 6.J.1 and 6.J.2, and a power that orders too few removals.
func TestRemovals(t *testing.T) {
	m := standardMapForTests()
	lost := map[dip.Province]dip.Power{"bre": dip.England, "mar": dip.Italy}

	pos := d2bPosition(t, winter, lost, "France: A pic", "France: A par")
	res, _ := Resolve(m, pos, d2bOrders(t, "France: R F lyo", "France: R A pic", "France: R A par"), nil)
	if got := d2bUnitsAfter(res.Next); !d2bSame(got, []string{"France: A par"}) {
		t.Errorf("6.J.1: units after %v, want only A par", got)
	}

	pos = d2bPosition(t, winter, lost, "England: F bre", "Italy: A mar", "France: A par", "France: F lyo", "France: A ruh")
	res, _ = Resolve(m, pos, d2bOrders(t, "France: R A par", "France: R A par"), nil)
	var french []string
	for _, s := range d2bUnitsAfter(res.Next) {
		if s[:6] == "France" {
			french = append(french, s)
		}
	}
	// France owns Paris only: two removals; the second order is a duplicate,
	// so the judge removes the farthest of the rest: A ruh (2 from Paris)
	// before F lyo (2 from Paris) would tie, and fleets go first.
	if !d2bSame(french, []string{"France: A ruh"}) {
		t.Errorf("6.J.2: French units after %v, want [France: A ruh]", french)
	}
	r := d2bOutcome(t, res, dip.France, dip.Remove, "lyo")
	if !r.Default {
		t.Errorf("the judge's removal is not marked default: %+v", r)
	}

	if f := Check(m, pos, d2bOrder(t, "France: R A bre"), nil); f == nil || f.Code != dip.FaultForeignUnit {
		t.Errorf("removing another power's unit: %+v, want FaultForeignUnit", f)
	}
	if f := Check(m, pos, d2bOrder(t, "France: B A par"), nil); f == nil || f.Code != dip.FaultNoBuildsDue {
		t.Errorf("building while removals are due: %+v, want FaultNoBuildsDue", f)
	}
}

func TestAdjustmentChecks(t *testing.T) {
	m := standardMapForTests()
	pos := d2bPosition(t, winter, map[dip.Province]dip.Power{"war": ""}, "Russia: A ukr")
	pos.Absent[dip.Italy] = true
	cases := []struct {
		order string
		want  dip.FaultCode
	}{
		{"Russia: B F mos", dip.FaultFleetInland},
		{"Russia: B F stp", dip.FaultCoastNeeded},
		{"Russia: B F stp/ec", dip.FaultBadCoast},
		{"Russia: B A war", dip.FaultBuildNotOwned},
		{"Russia: B A ukr", dip.FaultBuildNotHome},
		{"Russia: R A ukr", dip.FaultNoRemovalsDue},
		{"Italy: B A rom", dip.FaultNeutralPower},
		{"Russia: A ukr-mos", dip.FaultWrongPhase},
	}
	for _, c := range cases {
		f := Check(m, pos, d2bOrder(t, c.order), nil)
		if f == nil || f.Code != c.want {
			t.Errorf("%s: got %+v, want fault %d", c.order, f, c.want)
		}
	}
	for _, ok := range []string{"Russia: B F stp/nc", "Russia: B F sev", "Russia: B A stp", "Russia: W"} {
		if f := Check(m, pos, d2bOrder(t, ok), nil); f != nil {
			t.Errorf("%s refused: %+v", ok, f)
		}
	}
}

func TestAdjustmentsDue(t *testing.T) {
	m := standardMapForTests()
	pos := d2bPosition(t, winter, map[dip.Province]dip.Power{"bel": dip.Germany, "mun": dip.France},
		"Germany: A bel", "Germany: A ber", "Germany: F kie",
		"France: A mun", "France: A par", "France: A mar", "France: F bre",
		"Italy: A rom")
	pos.Disorder[dip.Italy] = true
	for _, p := range []dip.Power{dip.Austria, dip.England, dip.Russia, dip.Turkey} {
		pos.Absent[p] = true
	}
	got := AdjustmentsDue(m, pos)
	want := map[dip.Power]int{dip.France: 0, dip.Germany: 0}
	// Germany: 3 centres (ber kie bel), 3 units; France: 4 centres, 4 units;
	// Italy: 3 centres, 1 unit, but in civil disorder it may not build.
	if len(got) != 0 {
		t.Fatalf("AdjustmentsDue = %v, want none (%v)", got, want)
	}
	if NeedsAdjustment(m, pos) {
		t.Fatal("an adjustment phase is asked for with nothing due")
	}
	delete(pos.Units, "bel")
	pos.Units["hol"] = dip.Unit{Type: dip.Army, Power: dip.Germany, At: dip.At("hol")}
	pos.Units["tus"] = dip.Unit{Type: dip.Army, Power: dip.Italy, At: dip.At("tus")}
	pos.Units["apu"] = dip.Unit{Type: dip.Army, Power: dip.Italy, At: dip.At("apu")}
	pos.Units["pie"] = dip.Unit{Type: dip.Army, Power: dip.Italy, At: dip.At("pie")}
	got = AdjustmentsDue(m, pos)
	if len(got) != 1 || got[dip.Italy] != -1 {
		t.Fatalf("AdjustmentsDue = %v, want Italy -1 only", got)
	}
}

func TestDisorderPowerMayNotBuildAndIsRemovedByTheJudge(t *testing.T) {
	m := standardMapForTests()
	pos := d2bPosition(t, winter, map[dip.Province]dip.Power{"ven": dip.Austria},
		"Italy: A pie", "Italy: F tys", "Italy: A apu", "Germany: A mun")
	pos.Disorder[dip.Italy] = true
	pos.Disorder[dip.Germany] = true
	if f := Check(m, pos, d2bOrder(t, "Germany: B A ber"), nil); f == nil || f.Code != dip.FaultInDisorder {
		t.Fatalf("build by a power in civil disorder: %+v, want FaultInDisorder", f)
	}
	res, err := Resolve(m, pos, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	// Italy owns rom, nap: A pie is 2 from Rome, F tys and A apu are 1:
	// A pie goes.
	r := d2bOutcome(t, res, dip.Italy, dip.Remove, "pie")
	if !r.Default || r.Outcome != dip.Succeeded {
		t.Fatalf("judge's removal %+v", r)
	}
	if got := d2bUnitsAfter(res.Next); !d2bSame(got, []string{"Germany: A mun", "Italy: A apu", "Italy: F tys"}) {
		t.Fatalf("units after %v", got)
	}
}

func TestBuildSites(t *testing.T) {
	m := standardMapForTests()
	pos := d2bPosition(t, winter, map[dip.Province]dip.Power{"mos": dip.Turkey}, "Russia: A war", "Turkey: A mos")
	if got := BuildSites(m, pos, dip.Russia); len(got) != 2 || got[0] != "sev" || got[1] != "stp" {
		t.Errorf("Russia may build in %v, want [sev stp] (mos lost, war occupied)", got)
	}
	if got := BuildSites(m, pos, dip.Turkey); len(got) != 3 {
		t.Errorf("Turkey may build in %v, want its three home centres", got)
	}
	pos.Disorder[dip.Turkey] = true
	if got := BuildSites(m, pos, dip.Turkey); len(got) != 0 {
		t.Errorf("Turkey in civil disorder may build in %v", got)
	}
}
