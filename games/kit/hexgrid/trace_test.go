package hexgrid

import (
	"math"
	"testing"
)

// sampled finds the hexes whose inside a line passes through by walking it
// in small steps and taking the nearest centre (a point nearer two centres
// is on a hexside and counts for neither).
func sampled(g Grid, a, b Hex) map[Hex]bool {
	ax, ay := g.Centre(a)
	bx, by := g.Centre(b)
	out := map[Hex]bool{}
	const n = 4000
	for i := 0; i <= n; i++ {
		t := float64(i) / n
		x, y := ax+(bx-ax)*t, ay+(by-ay)*t
		var best Hex
		d1, d2 := math.Inf(1), math.Inf(1)
		c0, r0 := int(math.Floor(x/1.5)), int(math.Floor(y/math.Sqrt(3)))
		for c := c0 - 2; c <= c0+2; c++ {
			for r := r0 - 2; r <= r0+2; r++ {
				cx, cy := g.Centre(Hex{c, r})
				d := math.Hypot(cx-x, cy-y)
				switch {
				case d < d1:
					d2, d1, best = d1, d, Hex{c, r}
				case d < d2:
					d2 = d
				}
			}
		}
		if d2-d1 > 1e-6 {
			out[best] = true
		}
	}
	return out
}

// Every hex a fine walk along the line finds inside is a Crossing that is
// not Along, and no Crossing inside is missed by the walk except a corner
// clipped too thinly for its steps; hexside runs come in pairs.
func TestTraceFindsEveryHexTheLineEnters(t *testing.T) {
	for _, layout := range []Layout{EvenColumnsDown, OddColumnsDown} {
		g := Grid{MinCol: -5, MaxCol: 30, MinRow: -5, MaxRow: 30, Layout: layout}
		a := Hex{7, 7}
		for c := 0; c <= 14; c++ {
			for r := 0; r <= 14; r++ {
				b := Hex{c, r}
				walk := sampled(g, a, b)
				tr := g.Trace(a, b)
				in := map[Hex]Crossing{}
				along := 0
				for _, cr := range tr {
					in[cr.Hex] = cr
					if cr.Along {
						along++
					}
				}
				for h := range walk {
					if cr, ok := in[h]; !ok || cr.Along {
						t.Fatalf("layout %d, %v to %v: the walk enters %v, Trace has %+v", layout, a, b, h, cr)
					}
				}
				for _, cr := range tr {
					if !cr.Along && !walk[cr.Hex] && cr.Leave-cr.Enter > 0.01 {
						t.Fatalf("layout %d, %v to %v: Trace enters %v for %.3f of the line, the walk never does", layout, a, b, cr.Hex, cr.Leave-cr.Enter)
					}
				}
				if along%2 != 0 {
					t.Fatalf("layout %d, %v to %v: %d hexes along a hexside, want pairs", layout, a, b, along)
				}
				if tr[0].Hex != a || tr[len(tr)-1].Hex != b {
					t.Fatalf("layout %d, %v to %v: Trace runs %v to %v", layout, a, b, tr[0].Hex, tr[len(tr)-1].Hex)
				}
				// Line's hexes are among Trace's: Trace only adds corners.
				for _, st := range g.Line(a, b) {
					if _, ok := in[st.Hex]; !ok {
						t.Fatalf("layout %d, %v to %v: Line's %v is not in Trace", layout, a, b, st.Hex)
					}
				}
			}
		}
	}
}

// A line between two centres of the same height across a column that sits
// half a hex off runs along the flat sides of that column's hexes.
func TestTraceRunsAlongHexsides(t *testing.T) {
	g := Grid{MinCol: 1, MaxCol: 10, MinRow: 1, MaxRow: 10, Layout: EvenColumnsDown}
	tr := g.Trace(Hex{2, 4}, Hex{4, 4})
	var along []Hex
	for _, cr := range tr {
		if cr.Along {
			along = append(along, cr.Hex)
			if math.Abs(cr.Near-Inradius) > 1e-9 {
				t.Errorf("%v: a hexside run passes %.4f from the centre, want the inradius", cr.Hex, cr.Near)
			}
		}
	}
	Sort(along)
	if len(along) != 2 || along[0] != (Hex{3, 4}) || along[1] != (Hex{3, 5}) {
		t.Fatalf("hexside run through %v, want 3,4 and 3,5 (trace %+v)", along, tr)
	}
	// A line from a centre to a neighbour's crosses only the two hexes.
	if tr := g.Trace(Hex{2, 4}, Hex{3, 5}); len(tr) != 2 {
		t.Fatalf("adjacent hexes: %+v", tr)
	}
}

// A line that clips a hex's corner touches it far from its centre: the
// closest approach tells a clip from a real crossing.
func TestTraceReportsHowNearTheLinePassesACentre(t *testing.T) {
	g := Grid{MinCol: 0, MaxCol: 30, MinRow: 0, MaxRow: 30, Layout: EvenColumnsDown}
	clipped := false
	for _, cr := range g.Trace(Hex{10, 10}, Hex{0, 2}) {
		if cr.Near <= 0 || cr.Near >= 1 {
			if cr.Hex != (Hex{10, 10}) && cr.Hex != (Hex{0, 2}) {
				t.Fatalf("%v touched at %.3f from its centre: farther than a corner", cr.Hex, cr.Near)
			}
		}
		if cr.Near > Inradius && !cr.Along {
			clipped = true
		}
	}
	if !clipped {
		t.Fatal("no corner clipped on a line known to clip two (the case Line misses)")
	}
}
