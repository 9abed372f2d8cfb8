package adjudicate

import (
	"testing"

	"adjutant/games/diplomacy/dip"
)

// The judge's removal order (4.3.3), on the DATC 6.J.3–6.J.11 positions:
// the power has no orders, owns the centres left after `owners`, and must
// lose the unit named.
func TestCivilDisorderRemovalOrder(t *testing.T) {
	m := standardMapForTests()
	cases := []struct {
		name    string
		owners  map[dip.Province]dip.Power
		units   []string
		removed string
	}{
		{"6.J.3 two armies, different distance",
			map[dip.Province]dip.Power{"war": dip.Germany, "mos": dip.Germany, "sev": dip.Turkey},
			[]string{"Russia: A lvn", "Russia: A pru"}, "Russia: A pru"},
		{"6.J.4 two armies, equal distance: alphabetical",
			map[dip.Province]dip.Power{"stp": dip.England, "war": dip.Germany, "sev": dip.Turkey},
			[]string{"Russia: A lvn", "Russia: A ukr"}, "Russia: A lvn"},
		{"6.J.5 two fleets, different distance",
			map[dip.Province]dip.Power{"mos": dip.England, "war": dip.Germany, "sev": dip.Turkey},
			[]string{"Russia: F ska", "Russia: F nao"}, "Russia: F nao"},
		{"6.J.6 two fleets, equal distance: alphabetical",
			map[dip.Province]dip.Power{"stp": dip.England, "mos": dip.England, "war": dip.Germany, "sev": dip.Turkey, "mun": dip.Russia, "ber": "", "kie": ""},
			[]string{"Russia: F bot", "Russia: F nth"}, "Russia: F bot"},
		{"6.J.7 two fleets and an army, equal distance: fleets first",
			map[dip.Province]dip.Power{"mos": dip.England, "sev": dip.Turkey},
			[]string{"Russia: A boh", "Russia: F ska", "Russia: F nth"}, "Russia: F nth"},
		{"6.J.8 a fleet nearer than the army: distance may end over land",
			map[dip.Province]dip.Power{"stp": dip.England, "mos": dip.England, "sev": dip.Turkey},
			[]string{"Russia: A tyr", "Russia: F bal"}, "Russia: A tyr"},
		{"6.J.9 distance counted from both coasts",
			map[dip.Province]dip.Power{"war": dip.Germany, "mos": dip.England},
			[]string{"Russia: A alb", "Russia: A sev", "Russia: F bal"}, "Russia: A alb"},
		{"6.J.10 a convoy route counts when shorter (4.3.3a)",
			map[dip.Province]dip.Power{"ven": dip.Austria, "rom": dip.France},
			[]string{"Italy: A pie", "Italy: A alb"}, "Italy: A pie"},
		{"6.J.11 distance to an owned centre, not a home one",
			map[dip.Province]dip.Power{"ven": dip.Austria, "rom": dip.France, "nap": dip.Austria, "war": dip.Italy},
			[]string{"Italy: A war", "Italy: A tus"}, "Italy: A tus"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos := d2bPosition(t, winter, c.owners, c.units...)
			power := d2bUnit(t, c.removed).Power
			pos.Disorder[power] = true
			if due := AdjustmentsDue(m, pos)[power]; due != -1 {
				t.Fatalf("%s has %d adjustments due, the case needs -1", power, due)
			}
			for _, opts := range bothRuleSets() { // 4.3.3 is the same in both sets
				res, err := Resolve(m, pos, nil, opts)
				if err != nil {
					t.Fatal(err)
				}
				var gone []string
				for _, u := range c.units {
					if _, ok := res.Next.Units[d2bUnit(t, u).At.Prov]; !ok {
						gone = append(gone, u)
					}
				}
				if len(gone) != 1 || gone[0] != c.removed {
					t.Fatalf("%s: removed %v, want [%s]", rulesOf(opts), gone, c.removed)
				}
			}
		})
	}
}

// A power that orders fewer removals than it owes loses the rest in the
// same order, after its own choices.
func TestTooFewRemovalsCompletedByTheJudge(t *testing.T) {
	m := standardMapForTests()
	owners := map[dip.Province]dip.Power{"ber": "", "kie": ""} // Germany keeps Munich only
	pos := d2bPosition(t, winter, owners, "Germany: A mun", "Germany: A ber", "Germany: F nth", "Germany: A pru")
	res, err := Resolve(m, pos, d2bOrders(t, "Germany: R A mun"), nil)
	if err != nil {
		t.Fatal(err)
	}
	// Left to remove: two of ber (1 from mun), nth (3), pru (2): nth, then pru.
	if got := d2bUnitsAfter(res.Next); !d2bSame(got, []string{"Germany: A ber"}) {
		t.Fatalf("units after %v, want [Germany: A ber]", got)
	}
	for _, prov := range []dip.Province{"nth", "pru"} {
		if r := d2bOutcome(t, res, dip.Germany, dip.Remove, prov); !r.Default {
			t.Errorf("removal in %s not marked as the judge's: %+v", prov, r)
		}
	}
}

func TestRemovalOrderWithNoCentreLeft(t *testing.T) {
	m := standardMapForTests()
	pos := d2bPosition(t, winter, map[dip.Province]dip.Power{"ank": "", "con": "", "smy": ""},
		"Turkey: A arm", "Turkey: F bla", "Turkey: A syr")
	got := removalOrder(m, pos, dip.Turkey, false)
	want := []dip.Province{"bla", "arm", "syr"} // all unreachable: fleet first, then Armenia, Syria
	for i, u := range got {
		if u.At.Prov != want[i] {
			t.Fatalf("order %v, want %v", got, want)
		}
	}
}

func BenchmarkRemovalOrder(b *testing.B) {
	m := standardMapForTests()
	pos := standardPositionForBench()
	b.ReportAllocs()
	for b.Loop() {
		removalOrder(m, pos, dip.Russia, false)
	}
}
