package adjudicate

import "adjutant/games/diplomacy/dip"

// showsIntent reports whether one of the fleets ordered to convoy army
// move a is of the army's own power and could take part in carrying it
// (3.4.6a). "Could take part" means the fleet lies on a chain of fleets at
// sea, as they stand on the board, from the army to its destination
// (DATC 6.G.7: a fleet no chain reaches shows no intent). The DATC set
// asks more: the fleet must be needed on that chain, not a detour a
// neighbour could skip (DATC 6.G.19).
func (b *board) showsIntent(a *piece, fleets []int) bool {
	var seas []int
	for _, f := range fleets {
		if b.pieces[f].unit.Power != a.unit.Power {
			continue
		}
		if seas == nil {
			seas = b.seaFleets()
		}
		if b.onRoute(f, a.unit.At.Prov, a.to, seas) {
			return true
		}
	}
	return false
}

// seaFleets lists the pieces that are fleets in a sea.
func (b *board) seaFleets() []int {
	out := []int{}
	for i := range b.pieces {
		u := b.pieces[i].unit
		if info := b.m.Province(u.At.Prov); u.Type == dip.Fleet && info != nil && info.Terrain == dip.Sea {
			out = append(out, i)
		}
	}
	return out
}

// end stands for the army's origin or destination in onRoute.
const end = -1

// onRoute reports whether fleet f lies on a chain of the fleets in seas
// from province from to province to (see showsIntent). It looks for a
// neighbour of f on the side of from (from itself, or a fleet chained to
// from without passing f) and one on the side of to; under the DATC set
// the two must not border each other, or f could be skipped.
func (b *board) onRoute(f int, from, to dip.Province, seas []int) bool {
	before := b.sideOf(f, from, seas)
	after := b.sideOf(f, to, seas)
	for _, x := range before {
		for _, y := range after {
			if x == y && x != end {
				continue
			}
			if b.rules != DATC || !b.bypass(x, y, from, to) {
				return true
			}
		}
	}
	return false
}

// sideOf lists f's neighbours on the side of province p: p itself (as end)
// if f borders it, and every fleet that borders f and is chained to p
// without passing through f.
func (b *board) sideOf(f int, p dip.Province, seas []int) []int {
	fl := b.pieces[f].unit.At
	var out []int
	if len(b.m.FleetCanReach(fl, p)) > 0 {
		out = append(out, end)
	}
	reached := map[int]bool{}
	var queue []int
	for _, g := range seas {
		if g != f && len(b.m.FleetCanReach(b.pieces[g].unit.At, p)) > 0 {
			reached[g] = true
			queue = append(queue, g)
		}
	}
	for len(queue) > 0 {
		g := queue[0]
		queue = queue[1:]
		if b.m.FleetAdjacent(b.pieces[g].unit.At, fl) {
			out = append(out, g)
		}
		for _, h := range seas {
			if h != f && !reached[h] && b.m.FleetAdjacent(b.pieces[g].unit.At, b.pieces[h].unit.At) {
				reached[h] = true
				queue = append(queue, h)
			}
		}
	}
	return out
}

// bypass reports whether x, before a fleet, borders y, after it, so that
// the chain could skip the fleet. Two ends never bypass each other: an
// army's walk is not a convoy.
func (b *board) bypass(x, y int, from, to dip.Province) bool {
	switch {
	case x == end && y == end:
		return false
	case x == end:
		return len(b.m.FleetCanReach(b.pieces[y].unit.At, from)) > 0
	case y == end:
		return len(b.m.FleetCanReach(b.pieces[x].unit.At, to)) > 0
	}
	return b.m.FleetAdjacent(b.pieces[x].unit.At, b.pieces[y].unit.At)
}
