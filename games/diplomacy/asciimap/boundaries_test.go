package asciimap

import (
	"strings"
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

// edgeProvinces are the provinces on the rim of the drawing, as on the
// printed board: the open Atlantic and Arctic, Russia in the east, Africa
// and the seas along the bottom. Armenia and Syria are closed by a border
// at the right edge, so that their labels do not stand in open space.
func edgeProvinces() map[dip.Province]bool {
	out := map[dip.Province]bool{}
	for _, p := range strings.Fields("nao nwg bar stp mos sev eas ion tun naf mao") {
		out[dip.Province(p)] = true
	}
	return out
}

func europeGrid(t *testing.T) *artGrid {
	t.Helper()
	a, err := parseArt(europeText)
	if err != nil {
		t.Fatal(err)
	}
	return newArtGrid(a)
}

// TestEveryBoundaryIsDrawn: each of the 76 provinces is a region closed by
// drawn strokes, regions touch exactly where the map graph has an edge,
// each stroke is the kind its two sides need, and only seas are filled.
func TestEveryBoundaryIsDrawn(t *testing.T) {
	g := europeGrid(t)
	for _, k := range []stroke{landStroke, coastStroke, seaStroke} {
		if g.a.sample(k) == 0 {
			t.Errorf("the header declares no character for the %s", k)
		}
	}
	if len(g.a.fills) == 0 {
		t.Error("the header declares no sea fill")
	}
	r := checkRegions(g, dipmap.Standard(), edgeProvinces())
	for _, p := range r.problems {
		t.Error(p)
	}
	if len(r.touches) != len(neighbourPairs(dipmap.Standard())) {
		t.Errorf("%d pairs of regions touch, the map has %d pairs of neighbours", len(r.touches), len(neighbourPairs(dipmap.Standard())))
	}
}

// strokeBetween finds a border character with p's region on one side and
// q's on the other.
func strokeBetween(t *testing.T, g *artGrid, r *regionCheck, p, q dip.Province) cell {
	t.Helper()
	for y := 0; y < g.h; y++ {
		for x := 0; x < g.w; x++ {
			if g.border(cell{y, x}) == noStroke {
				continue
			}
			for _, side := range [][2]cell{{{y, x - 1}, {y, x + 1}}, {{y - 1, x}, {y + 1, x}}} {
				a, b := r.region[side[0]], r.region[side[1]]
				if (a == p && b == q) || (a == q && b == p) {
					return cell{y, x}
				}
			}
		}
	}
	t.Fatalf("no stroke between %s and %s", p, q)
	return cell{}
}

func wantProblem(t *testing.T, r *regionCheck, want string) {
	t.Helper()
	for _, p := range r.problems {
		if strings.Contains(p, want) {
			return
		}
	}
	t.Errorf("no problem says %q; got %q", want, r.problems)
}

// TestBoundaryCheckFindsMistakes breaks the real art (or the map it is
// checked against) in each way the check looks for, and expects the check
// to name the provinces concerned.
func TestBoundaryCheckFindsMistakes(t *testing.T) {
	m := dipmap.Standard()
	clean := checkRegions(europeGrid(t), m, edgeProvinces())

	t.Run("missing border", func(t *testing.T) {
		g := europeGrid(t)
		c := strokeBetween(t, g, clean, "bur", "mun")
		g.chars[c.y][c.x] = ' '
		r := checkRegions(g, m, edgeProvinces())
		wantProblem(t, r, "slot")
		wantProblem(t, r, "Bur (Burgundy)")
		wantProblem(t, r, "Mun (Munich)")
	})
	t.Run("wrong kind of stroke", func(t *testing.T) {
		g := europeGrid(t)
		c := strokeBetween(t, g, clean, "bur", "par")
		g.chars[c.y][c.x] = g.a.sample(coastStroke)
		r := checkRegions(g, m, edgeProvinces())
		wantProblem(t, r, "between Bur (Burgundy) and Par (Paris) draws a coastline; they need a land border")
	})
	t.Run("border the map does not have", func(t *testing.T) {
		spec := dipmap.StandardSpec()
		var edges []dip.Edge
		for _, e := range spec.ArmyEdges {
			if orderedPair(e.A.Prov, e.B.Prov) != orderedPair("bur", "mun") {
				edges = append(edges, e)
			}
		}
		spec.ArmyEdges = edges
		noBurMun, err := spec.Map()
		if err != nil {
			t.Fatal(err)
		}
		r := checkRegions(europeGrid(t), noBurMun, edgeProvinces())
		wantProblem(t, r, "Bur (Burgundy) and Mun (Munich) share a border in the art, but are not neighbours on the map")
	})
	t.Run("neighbours drawn apart", func(t *testing.T) {
		g := europeGrid(t)
		// Thicken the stroke between Bur and Par: a second border
		// character beside every one they share leaves no cell with Bur
		// on one side and Par on the other.
		for range 500 {
			r := checkRegions(g, m, edgeProvinces())
			if !r.touches[orderedPair("bur", "par")] {
				wantProblem(t, r, "Bur (Burgundy) and Par (Paris) are neighbours on the map, but their regions share no border")
				return
			}
			c := strokeBetween(t, g, r, "bur", "par")
			for _, n := range []cell{{c.y, c.x - 1}, {c.y, c.x + 1}, {c.y - 1, c.x}, {c.y + 1, c.x}} {
				if r.region[n] == "bur" {
					if _, slot := g.owner[n]; !slot {
						g.chars[n.y][n.x] = g.a.sample(landStroke)
					}
				}
			}
		}
		t.Fatal("Bur and Par still touch")
	})
	t.Run("edge", func(t *testing.T) {
		edge := edgeProvinces()
		edge["bur"] = true
		delete(edge, "mao")
		r := checkRegions(europeGrid(t), m, edge)
		wantProblem(t, r, "Bur (Burgundy)'s region should reach the edge of the map but is closed")
		wantProblem(t, r, "Mao (Mid-Atlantic Ocean)'s region reaches the edge of the map")
	})
	t.Run("sea fill on land, pocket without a province", func(t *testing.T) {
		g := europeGrid(t)
		var land, pocket *cell
		for y := 1; y < g.h-1 && (land == nil || pocket == nil); y++ {
			for x := 1; x < g.w-1; x++ {
				c := cell{y, x}
				if clean.region[c] == "bur" && g.chars[y][x] == ' ' && land == nil {
					land = &c
				}
				if clean.region[c] == "ion" && pocket == nil && openAround(g, clean, c, "ion") {
					pocket = &c
				}
			}
		}
		if land == nil || pocket == nil {
			t.Fatal("no room in Bur or Ion to break")
		}
		g.chars[land.y][land.x] = g.a.fills[0]
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				if dy != 0 || dx != 0 {
					g.chars[pocket.y+dy][pocket.x+dx] = g.a.sample(seaStroke)
				}
			}
		}
		r := checkRegions(g, m, edgeProvinces())
		wantProblem(t, r, "Bur (Burgundy) is land, but its region has sea fill")
		wantProblem(t, r, "belongs to no province")
	})
}

// openAround reports whether c and its eight neighbours are open ground of
// p's region, away from the slot.
func openAround(g *artGrid, r *regionCheck, c cell, p dip.Province) bool {
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			n := cell{c.y + dy, c.x + dx}
			if _, slot := g.owner[n]; slot || r.region[n] != p || g.border(n) != noStroke {
				return false
			}
		}
	}
	return true
}
