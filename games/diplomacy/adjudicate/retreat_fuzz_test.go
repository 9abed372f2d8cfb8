package adjudicate

import (
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

// FuzzRetreats plays a retreat phase with dislodged units and orders drawn
// from the input, and checks what must hold whatever the orders: units on
// the board stay where they are, every dislodged unit either disbands or
// lands on a space 2.5.3 allows, no two land together, and nothing is left
// waiting to retreat.
func FuzzRetreats(f *testing.F) {
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
	f.Add([]byte("two retreat to one space"))
	m := dipmap.Standard()
	provs := m.Provinces()
	powers := dip.AllPowers()
	f.Fuzz(func(t *testing.T, data []byte) {
		in := fuzzBytes(data)
		next := in.next
		pos := dipmap.StandardPosition()
		pos.Phase = dip.Phase{Year: 1901, Season: dip.Spring, Kind: dip.RetreatPhase}
		for i, n := 0, 1+next()%4; i < n; i++ {
			p := provs[next()%len(provs)]
			info := m.Province(p)
			if info.Impassable || info.Split() {
				continue
			}
			typ := dip.Army
			if info.Terrain == dip.Sea || (info.Terrain == dip.Coastal && next()%2 == 0) {
				typ = dip.Fleet
			}
			delete(pos.Units, p)
			u := dip.Unit{Type: typ, Power: powers[next()%len(powers)], At: dip.At(p)}
			nb := m.ArmyNeighbours(p)
			from := dip.Province("")
			if len(nb) > 0 {
				from = nb[next()%len(nb)]
			}
			pos.Dislodged[p] = dip.Dislodged{Unit: u, AttackerFrom: from}
			pos.Units[p] = dip.Unit{Type: dip.Army, Power: powers[next()%len(powers)], At: dip.At(p)} // the attacker
		}
		if next()%3 == 0 {
			pos.Standoffs = []dip.Province{provs[next()%len(provs)]}
		}
		var orders []dip.Order
		for i, n := 0, next()%8; i < n; i++ {
			orders = append(orders, dip.Order{
				Kind:  []dip.OrderKind{dip.Retreat, dip.Move, dip.Disband, dip.Support}[next()%4],
				Power: powers[next()%len(powers)], Type: dip.UnitType(next() % 3),
				At: dip.At(provs[next()%len(provs)]), To: dip.At(provs[next()%len(provs)]),
			})
		}

		res, err := Resolve(m, pos, orders, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Next.Dislodged) != 0 || res.Next.Phase.Season != dip.Fall {
			t.Fatalf("after retreats: %d dislodged, phase %v", len(res.Next.Dislodged), res.Next.Phase)
		}
		for prov, u := range pos.Units {
			if res.Next.Units[prov] != u {
				t.Fatalf("unit %v moved in a retreat phase", u)
			}
		}
		for prov, u := range res.Next.Units {
			if _, stayed := pos.Units[prov]; stayed {
				continue
			}
			var d dip.Dislodged
			ok := false
			for _, cand := range pos.Dislodged {
				if cand.Unit.Power == u.Power && cand.Unit.Type == u.Type {
					if _, code, _ := retreatDestination(m, pos, cand, u.At); code == dip.FaultNone {
						d, ok = cand, true
					}
				}
			}
			if !ok || d.Unit.Power != u.Power {
				t.Fatalf("%v appeared from nowhere", u)
			}
		}
	})
}
