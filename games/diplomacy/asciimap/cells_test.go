package asciimap

import (
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

// Every province of the standard map has a slot and a region in the
// cells, and its slot lies in its own region.
func TestEuropeCellsGiveEveryProvinceItsRegion(t *testing.T) {
	c := EuropeCells()
	size := map[dip.Province]int{}
	for y := range c.H {
		for x := range c.W {
			if p := c.Prov[y][x]; p != "" {
				size[p]++
				if c.Edge[y][x] != NoEdge {
					t.Fatalf("cell %d,%d is both %s and a border", y, x, p)
				}
			}
		}
	}
	m := dipmap.Standard()
	for _, p := range m.Provinces() {
		s, ok := c.Slots[p]
		if !ok {
			t.Errorf("%s has no slot", p)
			continue
		}
		if c.Prov[s.Line][s.Col] != p {
			t.Errorf("%s's slot lies in %q's region", p, c.Prov[s.Line][s.Col])
		}
		if size[p] < s.Width {
			t.Errorf("%s's region has %d cells, fewer than its slot", p, size[p])
		}
	}
}
