package adjudicate_test

import (
	"reflect"
	"sort"
	"testing"

	"adjutant/games/diplomacy/adjudicate"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

// FuzzResolveMovement throws arbitrary orders, legal or not, at the crowded
// 34-unit position and checks what must always hold: no unit is lost or
// doubled, every order given is reported, the result does not change from
// one run to the next, and without convoy orders both rule sets agree.
func FuzzResolveMovement(f *testing.F) {
	f.Add([]byte{0, 1, 10, 3})
	f.Add([]byte{5, 2, 40, 7, 6, 3, 41, 5, 7, 1, 40, 0})
	f.Add([]byte{33, 5, 70, 12, 12, 18, 3, 33, 200, 255, 128, 64})
	m := dipmap.Standard()
	t0 := &testing.T{}
	pos := position(t0, crowdedUnits)
	provs := m.Provinces()
	units := make([]dip.Unit, 0, len(pos.Units))
	for _, u := range pos.Units {
		units = append(units, u)
	}
	sort.Slice(units, func(i, j int) bool { return units[i].At.Prov < units[j].At.Prov })
	powers := dip.AllPowers()

	f.Fuzz(func(t *testing.T, data []byte) {
		var orders []dip.Order
		for i := 0; i+3 < len(data) && len(orders) < 64; i += 4 {
			u := units[int(data[i])%len(units)]
			flags := data[i+1]
			target := dip.At(provs[int(data[i+2])%len(provs)])
			if flags&8 != 0 {
				target.Coast = dip.NorthCoast
			}
			other := units[int(data[i+3])%len(units)]
			o := dip.Order{Power: u.Power, Type: u.Type, At: u.At}
			if flags&32 != 0 {
				o.Power = powers[int(data[i+3])%len(powers)]
			}
			switch flags % 4 {
			case 0:
				o.Kind = dip.Hold
			case 1:
				o.Kind, o.To, o.Via = dip.Move, target, flags&4 != 0
			case 2:
				o.Kind, o.Other = dip.Support, other.At
				if flags&16 == 0 {
					o.OtherTo = target
				}
			case 3:
				o.Kind, o.Other, o.OtherTo = dip.Convoy, other.At, target
			}
			orders = append(orders, o)
		}
		convoys := false
		for _, o := range orders {
			convoys = convoys || o.Kind == dip.Convoy
		}
		var results []dip.Result
		for _, rules := range []adjudicate.RuleSet{adjudicate.Rulebook, adjudicate.DATC} {
			opts := &adjudicate.Options{Rules: rules}
			res, err := adjudicate.Resolve(m, pos, orders, opts)
			if err != nil {
				t.Fatalf("%s: %v", rules, err)
			}
			if n := len(res.Next.Units) + len(res.Retreats); n != len(units) {
				t.Fatalf("%s: %d units after the phase, %d before", rules, n, len(units))
			}
			for prov, u := range res.Next.Units {
				if u.At.Prov != prov {
					t.Fatalf("%s: unit %+v filed under %s", rules, u, prov)
				}
			}
			for _, r := range res.Retreats {
				if _, ok := res.Next.Dislodged[r.Unit.At.Prov]; !ok {
					t.Fatalf("%s: retreat of %+v not in the next position", rules, r.Unit)
				}
				for _, l := range r.Options {
					if _, taken := res.Next.Units[l.Prov]; taken {
						t.Fatalf("%s: retreat option %s is occupied", rules, l)
					}
				}
			}
			if len(res.Resolutions) < len(orders) || len(res.Resolutions) > len(orders)+len(units) {
				t.Fatalf("%s: %d report lines for %d orders", rules, len(res.Resolutions), len(orders))
			}
			again, _ := adjudicate.Resolve(m, pos, orders, opts)
			if !reflect.DeepEqual(res, again) {
				t.Fatalf("%s: two runs differ", rules)
			}
			results = append(results, res)
		}
		// The rule sets part only over convoys.
		if !convoys && !reflect.DeepEqual(results[0], results[1]) {
			t.Fatalf("no convoy ordered, yet the rule sets disagree")
		}
	})
}
