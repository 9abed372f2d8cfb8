package aslmap

import (
	"adjutant/games/kit/hexgrid"
)

// Sight is the judge's answer to whether one hex sees another (3.2): the
// line runs from centre dot to centre dot; buildings and woods in between
// block it; orchards, standing grain and smoke hinder it, each adding to
// the fire's DR.
type Sight struct {
	Clear      bool
	Blocked    *Hex  // the first obstacle on the line, when blocked by one
	Hindrances []Hex // orchard and grain hexes between, +1 each
	Smoke      []Hex // smoke hexes on the line, ends included, +2 each
	DRM        int   // the hindrance DRM: +1 a hindrance, +2 a smoke hex
	// Grazes are the obstacles a clear line passes close to: within
	// GrazeMargin of their artwork, or along a hexside of theirs that does
	// not block. A player who owns the printed board will want to look at
	// these himself.
	Grazes []Hex
}

// GrazeMargin is how close (in hexsides) a line may pass outside an
// obstacle's artwork for the answer to say it grazes it.
const GrazeMargin = 0.15

// TooHindered is the hindrance DRM at which a line is blocked (3.2: six
// or more).
const TooHindered = 6

// Sight computes the line of sight from a to b on the scenario's map with
// the smoke in play. The terrain is drawn per hex, so the rulebook's
// "touches the obstacle's artwork" is read as (docs/rules/asl.md, LOS):
//   - an obstacle's artwork is a disc about the hex's centre: woods fill
//     the inscribed circle, a building's house a smaller disc (radius 0.7
//     of a hexside); a line passing inside the disc is blocked, one that
//     only clips the hex's corner is not (the seed's LOS example: a
//     building next to the line's middle blocks it, one it passes at an
//     angle does not);
//   - a line running exactly along a hexside is blocked when the hexes on
//     both sides are obstacles (their artwork meets there), or, with the
//     CREATE option hexside=either, when one is;
//   - a woods-road hex does not block a line that enters and leaves it
//     through hexes its road joins (the seed's LOS along a road);
//   - orchard and grain are inherent terrain: any hex of them the line
//     touches, even along a hexside or at a corner, adds +1, except the
//     firer's and the target's own hexes; a hexside followed counts as
//     one hex (+1 when either side hinders); smoke adds +2 wherever it
//     is, ends included.
func (sc *Scenario) Sight(a, b Hex, smoke []Hex, either bool) Sight {
	out := Sight{Clear: true}
	smoky := map[Hex]bool{}
	for _, h := range smoke {
		smoky[h] = true
	}
	tr := sc.Grid().Trace(a, b)
	seenSmoke := map[Hex]bool{}
	counted := map[Hex]bool{}
	hinders := func(h Hex) bool {
		t := sc.Terrain(h)
		return t == Orchard || (t == Grain && InSeason(sc.Month))
	}
	for i, cr := range tr {
		h := cr.Hex
		if smoky[h] && !seenSmoke[h] {
			seenSmoke[h] = true
			out.Smoke = append(out.Smoke, h)
			out.DRM += 2
		}
		if h == a || h == b || counted[h] {
			continue
		}
		t := sc.Terrain(h)
		var mate Hex
		paired := false
		if cr.Along {
			mate, paired = alongMate(tr, i)
		}
		// A hexside followed counts as one hex: +1 if either side
		// hinders.
		switch {
		case paired && (hinders(h) || hinders(mate)):
			counted[h], counted[mate] = true, true
			if hinders(h) {
				out.Hindrances = append(out.Hindrances, h)
			} else {
				out.Hindrances = append(out.Hindrances, mate)
			}
			out.DRM++
		case !paired && hinders(h):
			counted[h] = true
			out.Hindrances = append(out.Hindrances, h)
			out.DRM++
		}
		if !t.Obstacle() || out.Blocked != nil {
			continue
		}
		if cr.Along {
			if !paired || (!either && !sc.Terrain(mate).Obstacle()) {
				out.graze(h)
				continue
			}
			hh := h
			out.Blocked = &hh
			continue
		}
		if cr.Near >= artRadius(t)-1e-9 {
			// Outside the artwork: a clipped corner or edge.
			if cr.Near < artRadius(t)+GrazeMargin {
				out.graze(h)
			}
			continue
		}
		if t == Woods && sc.Road(h) && sc.followsRoad(tr, i) {
			continue
		}
		hh := h
		out.Blocked = &hh
	}
	if out.Blocked != nil || out.DRM >= TooHindered {
		out.Clear = false
		out.Grazes = nil
	}
	return out
}

// graze notes an obstacle the line passes close to, once.
func (v *Sight) graze(h Hex) {
	for _, g := range v.Grazes {
		if g == h {
			return
		}
	}
	v.Grazes = append(v.Grazes, h)
}

// artRadius is how far from a hex's centre its obstacle's artwork
// reaches, in hexsides.
func artRadius(t Terrain) float64 {
	if t.Building() {
		return BuildingRadius
	}
	return hexgrid.Inradius
}

// BuildingRadius is the radius of a building's artwork about its hex's
// centre, in hexsides (the inscribed circle's is 0.866).
const BuildingRadius = 0.7

// alongMate finds the hex on the other side of the hexside crossing i runs
// along.
func alongMate(tr []hexgrid.Crossing, i int) (Hex, bool) {
	for j, cr := range tr {
		if j != i && cr.Along && overlap(cr, tr[i]) {
			return cr.Hex, true
		}
	}
	return Hex{}, false
}

func overlap(x, y hexgrid.Crossing) bool {
	return x.Enter < y.Leave-1e-9 && y.Enter < x.Leave-1e-9
}

// followsRoad reports whether the line enters and leaves the woods-road
// hex of crossing i through the hexes its road joins.
func (sc *Scenario) followsRoad(tr []hexgrid.Crossing, i int) bool {
	h := tr[i].Hex
	var before, after *Hex
	for j := i - 1; j >= 0; j-- {
		if !tr[j].Along && tr[j].Leave >= tr[i].Enter-1e-9 {
			before = &tr[j].Hex
			break
		}
	}
	for j := i + 1; j < len(tr); j++ {
		if !tr[j].Along && tr[j].Enter <= tr[i].Leave+1e-9 {
			after = &tr[j].Hex
			break
		}
	}
	return before != nil && after != nil && sc.RoadStep(*before, h) && sc.RoadStep(h, *after)
}

// ReachesAlongRoad reports whether the line from a to the woods-road hex b
// comes into b from a hex b's road joins (either hex, when it runs along a
// hexside there): it then runs in along the road and misses the woods
// drawn beside it, and a unit that entered b along the road is in open
// ground to a firer at a (1.1.2 woods-road). Any other hex b gives false.
func (sc *Scenario) ReachesAlongRoad(a, b Hex) bool {
	if a == b || sc.Terrain(b) != Woods || !sc.Road(b) {
		return false
	}
	tr := sc.Grid().Trace(a, b)
	enter := -1.0
	for _, cr := range tr {
		if cr.Hex == b {
			enter = cr.Enter
			break
		}
	}
	if enter < 0 {
		return false
	}
	for _, cr := range tr {
		if cr.Hex != b && cr.Leave >= enter-1e-9 && cr.Enter < enter-1e-9 && sc.RoadStep(cr.Hex, b) {
			return true
		}
	}
	return false
}
