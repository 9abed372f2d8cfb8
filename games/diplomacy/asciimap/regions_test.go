package asciimap

import (
	"fmt"
	"sort"
	"strings"

	"adjutant/games/diplomacy/dip"
)

// This file checks that map art draws every province as a closed region:
// a flood fill from each province's slot across everything that is not a
// border character must stay inside the province, and two regions must
// share a border stroke exactly when the map graph makes the provinces
// neighbours. It is how "every boundary is visible" is tested.

// cell is a position in the art: line and column, both from 0.
type cell struct{ y, x int }

// artGrid is the art as a rectangle of characters, slots written as their
// tokens; owner says which province's slot covers a cell.
type artGrid struct {
	a     *art
	w, h  int
	chars [][]byte
	owner map[cell]dip.Province
}

func newArtGrid(a *art) *artGrid {
	g := &artGrid{a: a, h: len(a.lines), owner: map[cell]dip.Province{}}
	for i := range a.lines {
		g.w = max(g.w, a.lineWidth(i))
	}
	for y, line := range a.lines {
		row := []byte(strings.Repeat(" ", g.w))
		x := 0
		for _, s := range line {
			if s.prov == "" {
				copy(row[x:], s.text)
				x += len(s.text)
				continue
			}
			tok := "{" + string(s.prov) + strings.Repeat("~", s.width-len(s.prov)-2) + "}"
			copy(row[x:], tok)
			for k := range tok {
				g.owner[cell{y, x + k}] = s.prov
			}
			x += s.width
		}
		g.chars = append(g.chars, row)
	}
	return g
}

func (g *artGrid) inside(c cell) bool { return c.y >= 0 && c.y < g.h && c.x >= 0 && c.x < g.w }

// border is the stroke at c, noStroke for open ground, sea fill and slots.
func (g *artGrid) border(c cell) stroke {
	if _, slot := g.owner[c]; slot {
		return noStroke
	}
	return g.a.strokes[g.chars[c.y][c.x]]
}

// regionCheck is what checking the art against a map found.
type regionCheck struct {
	problems []string
	region   map[cell]dip.Province
	touches  map[[2]dip.Province]bool
}

func (r *regionCheck) addf(format string, args ...any) {
	r.problems = append(r.problems, fmt.Sprintf(format, args...))
}

// checkRegions floods every province's region from its slot and compares
// the regions with the map graph. edge lists the provinces whose region
// may (and must) reach the edge of the drawing.
func checkRegions(g *artGrid, m *dip.Map, edge map[dip.Province]bool) *regionCheck {
	r := &regionCheck{region: map[cell]dip.Province{}, touches: map[[2]dip.Province]bool{}}
	name := func(p dip.Province) string {
		if info := m.Province(p); info != nil {
			return Abbrev(p) + " (" + info.Name + ")"
		}
		return Abbrev(p)
	}
	slotOf := map[dip.Province]cell{}
	for c, p := range g.owner {
		if s, ok := slotOf[p]; !ok || c.y < s.y || (c.y == s.y && c.x < s.x) {
			slotOf[p] = c
		}
	}
	for _, p := range m.Provinces() {
		start, ok := slotOf[p]
		if !ok {
			r.addf("%s has no slot in the art", name(p))
			continue
		}
		r.flood(g, p, start, edge[p], name)
	}
	r.unclaimed(g)
	r.strokesBetween(g, m, name)
	r.compare(m, name)
	r.seas(g, m, name)
	return r
}

// flood fills p's region. Reaching another slot or the edge of the
// drawing (for a province not on the edge) means a boundary is missing.
func (r *regionCheck) flood(g *artGrid, p dip.Province, start cell, onEdge bool, name func(dip.Province) string) {
	seen := map[cell]bool{start: true}
	queue := []cell{start}
	leaks := map[dip.Province]bool{}
	reachedEdge := false
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if q, ok := g.owner[c]; ok && q != p {
			if !leaks[q] {
				leaks[q] = true
				r.addf("%s's region runs into %s's slot at line %d, column %d: a border between them is missing", name(p), name(q), c.y+1, c.x+1)
			}
			continue
		}
		if other, ok := r.region[c]; ok && other != p {
			continue
		}
		r.region[c] = p
		for _, d := range []cell{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} {
			n := cell{c.y + d.y, c.x + d.x}
			if !g.inside(n) {
				if !onEdge && !reachedEdge {
					r.addf("%s's region reaches the edge of the map at line %d, column %d", name(p), c.y+1, c.x+1)
				}
				reachedEdge = true
				continue
			}
			if !seen[n] && g.border(n) == noStroke {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	if onEdge && !reachedEdge {
		r.addf("%s's region should reach the edge of the map but is closed", name(p))
	}
}

// unclaimed reports open ground that no slot's flood reached: a pocket
// of the drawing that belongs to no province.
func (r *regionCheck) unclaimed(g *artGrid) {
	seen := map[cell]bool{}
	for y := 0; y < g.h; y++ {
		for x := 0; x < g.w; x++ {
			c := cell{y, x}
			if _, ok := r.region[c]; ok || seen[c] || g.border(c) != noStroke {
				continue
			}
			r.addf("the area at line %d, column %d belongs to no province", y+1, x+1)
			queue := []cell{c}
			seen[c] = true
			for len(queue) > 0 {
				c := queue[0]
				queue = queue[1:]
				for _, d := range []cell{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} {
					n := cell{c.y + d.y, c.x + d.x}
					if g.inside(n) && !seen[n] && g.border(n) == noStroke {
						seen[n] = true
						queue = append(queue, n)
					}
				}
			}
		}
	}
}

// strokesBetween finds which regions share a border: a border character
// with one region on its left and another on its right, or one above and
// another below. Its kind must fit the two provinces' terrain.
func (r *regionCheck) strokesBetween(g *artGrid, m *dip.Map, name func(dip.Province) string) {
	wrong := map[[2]dip.Province]bool{}
	for y := 0; y < g.h; y++ {
		for x := 0; x < g.w; x++ {
			c := cell{y, x}
			kind := g.border(c)
			if kind == noStroke {
				continue
			}
			for _, side := range [][2]cell{{{y, x - 1}, {y, x + 1}}, {{y - 1, x}, {y + 1, x}}} {
				p, okp := r.region[side[0]]
				q, okq := r.region[side[1]]
				if !okp || !okq || p == q {
					continue
				}
				pair := orderedPair(p, q)
				r.touches[pair] = true
				if want := strokeFor(m, p, q); kind != want && !wrong[pair] {
					wrong[pair] = true
					r.addf("line %d, column %d: %q between %s and %s draws a %s; they need a %s", y+1, x+1, g.chars[y][x], name(pair[0]), name(pair[1]), kind, want)
				}
			}
		}
	}
}

// compare reports every pair whose regions touch without the provinces
// being neighbours, and every pair of neighbours whose regions do not.
func (r *regionCheck) compare(m *dip.Map, name func(dip.Province) string) {
	want := neighbourPairs(m)
	for _, pair := range sortedPairs(want) {
		if !r.touches[pair] {
			r.addf("%s and %s are neighbours on the map, but their regions share no border", name(pair[0]), name(pair[1]))
		}
	}
	for _, pair := range sortedPairs(r.touches) {
		if !want[pair] {
			r.addf("%s and %s share a border in the art, but are not neighbours on the map", name(pair[0]), name(pair[1]))
		}
	}
}

// seas checks that the sea fill marks every sea and no land.
func (r *regionCheck) seas(g *artGrid, m *dip.Map, name func(dip.Province) string) {
	filled := map[dip.Province]bool{}
	for c, p := range r.region {
		if _, slot := g.owner[c]; !slot && g.a.seaFill[g.chars[c.y][c.x]] {
			filled[p] = true
		}
	}
	for _, p := range m.Provinces() {
		sea := m.Province(p).Terrain == dip.Sea
		switch {
		case sea && !filled[p]:
			r.addf("%s is a sea, but its region has no sea fill", name(p))
		case !sea && filled[p]:
			r.addf("%s is land, but its region has sea fill", name(p))
		}
	}
}

// strokeFor is the kind of border the map needs between p and q.
func strokeFor(m *dip.Map, p, q dip.Province) stroke {
	seaP, seaQ := m.Province(p).Terrain == dip.Sea, m.Province(q).Terrain == dip.Sea
	switch {
	case seaP && seaQ:
		return seaStroke
	case seaP || seaQ:
		return coastStroke
	}
	return landStroke
}

// neighbourPairs is every pair of provinces an army or a fleet (on any
// coast) can move between.
func neighbourPairs(m *dip.Map) map[[2]dip.Province]bool {
	out := map[[2]dip.Province]bool{}
	for _, p := range m.Provinces() {
		for _, q := range m.ArmyNeighbours(p) {
			out[orderedPair(p, q)] = true
		}
		locs := []dip.Loc{dip.At(p)}
		for _, c := range m.Province(p).Coasts {
			locs = append(locs, dip.Loc{Prov: p, Coast: c})
		}
		for _, l := range locs {
			for _, n := range m.FleetNeighbours(l) {
				out[orderedPair(p, n.Prov)] = true
			}
		}
	}
	return out
}

func orderedPair(p, q dip.Province) [2]dip.Province {
	if q < p {
		p, q = q, p
	}
	return [2]dip.Province{p, q}
}

func sortedPairs(set map[[2]dip.Province]bool) [][2]dip.Province {
	out := make([][2]dip.Province, 0, len(set))
	for p := range set {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i][0] != out[j][0] {
			return out[i][0] < out[j][0]
		}
		return out[i][1] < out[j][1]
	})
	return out
}
