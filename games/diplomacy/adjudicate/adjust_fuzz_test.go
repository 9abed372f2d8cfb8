package adjudicate

import (
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

// FuzzAdjustments plays an adjustment phase on a position and orders drawn
// from the input, and checks what must hold whatever the orders: every
// power ends with no more units than centres when it had removals due,
// builds land only in owned, empty home centres, and the game goes on to
// the next spring.
func FuzzAdjustments(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte("removals and builds"))
	f.Add([]byte{255, 128, 64, 32, 16, 8, 4, 2, 1, 0, 200, 100, 50})
	m := dipmap.Standard()
	provs := m.Provinces()
	powers := dip.AllPowers()
	f.Fuzz(func(t *testing.T, data []byte) {
		in := fuzzBytes(data)
		next := in.next
		pos := dipmap.StandardPosition()
		pos.Phase = dip.Phase{Year: 1901, Season: dip.Fall, Kind: dip.AdjustmentPhase}
		// Reshuffle some ownership and some units.
		for i, n := 0, next()%12; i < n; i++ {
			p := provs[next()%len(provs)]
			if m.Province(p).SupplyCenter {
				pos.Owners[p] = powers[next()%len(powers)]
			}
		}
		for i, n := 0, next()%12; i < n; i++ {
			p := provs[next()%len(provs)]
			if _, ok := pos.Units[p]; ok {
				delete(pos.Units, p)
				continue
			}
			if info := m.Province(p); !info.Impassable && !info.Split() {
				typ := dip.Army
				if info.Terrain == dip.Sea {
					typ = dip.Fleet
				}
				pos.Units[p] = dip.Unit{Type: typ, Power: powers[next()%len(powers)], At: dip.At(p)}
			}
		}
		if next()%4 == 0 {
			pos.Disorder[powers[next()%len(powers)]] = true
		}
		var orders []dip.Order
		for i, n := 0, next()%10; i < n; i++ {
			o := dip.Order{Kind: []dip.OrderKind{dip.Build, dip.Remove, dip.Waive, dip.Disband, dip.Hold}[next()%5],
				Power: powers[next()%len(powers)], Type: dip.UnitType(next() % 3), At: dip.At(provs[next()%len(provs)])}
			orders = append(orders, o)
		}

		due := AdjustmentsDue(m, pos)
		before := centreBalances(m, pos)
		res, err := Resolve(m, pos, orders, nil)
		if err != nil {
			t.Fatal(err)
		}
		if res.Next.Phase != (dip.Phase{Year: 1902, Season: dip.Spring, Kind: dip.MovementPhase}) {
			t.Fatalf("next phase %v", res.Next.Phase)
		}
		after := centreBalances(m, res.Next)
		for _, p := range powers {
			switch {
			case due[p] < 0 && after[p] != 0:
				t.Fatalf("%s owed %d removals and ends %d off", p, -due[p], after[p])
			case before[p] >= 0 && (after[p] < 0 || after[p] > before[p]):
				t.Fatalf("%s with %d builds ends with balance %d", p, before[p], after[p])
			case pos.Disorder[p] && before[p] > 0 && after[p] != before[p]:
				t.Fatalf("%s in civil disorder built", p)
			}
		}
		for prov, u := range res.Next.Units {
			if _, was := pos.Units[prov]; was {
				continue
			}
			info := m.Province(prov)
			if info.Home != u.Power || pos.Owners[prov] != u.Power {
				t.Fatalf("%v built outside an owned home centre", u)
			}
		}
	})
}
