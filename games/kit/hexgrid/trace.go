package hexgrid

import (
	"math"
	"sort"
)

// Crossing is one hex a straight line from one hex centre to another
// touches, found by exact geometry rather than by sampling (Line takes one
// hex per step of distance and so misses the corners a line clips).
//
// Enter and Leave are where the line is inside the hex (or on its side),
// as fractions of the line's length from 0 (the first centre) to 1. Near is
// the line's closest approach to the hex's centre, in hex sides (a hex's
// side is 1; its inscribed circle has radius √3/2). Along is true when the
// line only runs along one of the hex's sides, never inside it; the hex on
// the other side of that hexside is then a Crossing with Along too.
type Crossing struct {
	Hex   Hex
	Enter float64
	Leave float64
	Near  float64
	Along bool
}

// Inradius is the distance from a hex's centre to the middle of a side,
// with a side of 1: a line at this distance from a centre runs along a
// hexside or touches it.
const Inradius = 0.8660254037844386 // √3/2

// Trace lists every hex the straight line from a's centre to b's centre
// touches with more than a single point, a and b included, in the order the
// line reaches them (ties: Sort's order). What a touch means for line of
// sight (a corner clipped, a hexside followed) is the game's rule.
func (g Grid) Trace(a, b Hex) []Crossing {
	if a == b {
		return []Crossing{{Hex: a, Enter: 0, Leave: 1}}
	}
	ax, ay := g.Centre(a)
	bx, by := g.Centre(b)
	// Every hex the line touches is one Line samples or a neighbour of
	// one: the line never strays a whole hex from its samples.
	seen := map[Hex]bool{}
	var out []Crossing
	try := func(h Hex) {
		if seen[h] {
			return
		}
		seen[h] = true
		if cr, ok := g.cross(h, ax, ay, bx, by); ok {
			out = append(out, cr)
		}
	}
	for _, st := range g.Line(a, b) {
		try(st.Hex)
		for _, nb := range g.Neighbours(st.Hex) {
			try(nb)
		}
		if st.Alt != nil {
			try(*st.Alt)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		mi, mj := out[i].Enter+out[i].Leave, out[j].Enter+out[j].Leave
		if math.Abs(mi-mj) > 1e-9 {
			return mi < mj
		}
		return less(out[i].Hex, out[j].Hex)
	})
	return out
}

// traceEps is the tolerance of Trace's geometry: far below any distance the
// grid produces, far above float rounding.
const traceEps = 1e-9

// cross clips the segment to hex h (a convex hexagon) and classifies the
// result: inside, along a side, or no more than a point.
func (g Grid) cross(h Hex, ax, ay, bx, by float64) (Crossing, bool) {
	cx, cy := g.Centre(h)
	vx, vy := corners(cx, cy)
	dx, dy := bx-ax, by-ay
	t0, t1 := 0.0, 1.0
	for i := range 6 {
		// Edge i from vertex i to i+1; the hexagon lies to the left of
		// each edge when walked in this order (see corners).
		ex, ey := vx[(i+1)%6]-vx[i], vy[(i+1)%6]-vy[i]
		// Signed distance of a point p from the edge, positive inside:
		// cross(e, p - v).
		num := ex*(ay-vy[i]) - ey*(ax-vx[i])
		den := ex*dy - ey*dx
		if math.Abs(den) < traceEps {
			if num < -traceEps {
				return Crossing{}, false // parallel and outside
			}
			continue
		}
		t := -num / den
		if den > 0 {
			t0 = math.Max(t0, t)
		} else {
			t1 = math.Min(t1, t)
		}
	}
	if t1-t0 <= traceEps {
		return Crossing{}, false
	}
	mid := (t0 + t1) / 2
	px, py := ax+dx*mid, ay+dy*mid
	inside := math.Inf(1)
	for i := range 6 {
		ex, ey := vx[(i+1)%6]-vx[i], vy[(i+1)%6]-vy[i]
		d := (ex*(py-vy[i]) - ey*(px-vx[i])) / math.Hypot(ex, ey)
		inside = math.Min(inside, d)
	}
	return Crossing{Hex: h, Enter: t0, Leave: t1, Near: segmentDistance(cx, cy, ax, ay, bx, by), Along: inside < 1e-7}, true
}

// corners returns a flat-topped hexagon's vertices around (cx, cy),
// starting east and turning towards south (y grows south), the order in
// which the hexagon lies on the positive side of each edge.
func corners(cx, cy float64) (xs, ys [6]float64) {
	for i := range 6 {
		ang := float64(i) * math.Pi / 3
		xs[i] = cx + math.Cos(ang)
		ys[i] = cy + math.Sin(ang)
	}
	return xs, ys
}

// segmentDistance is the distance from (px, py) to the segment a–b.
func segmentDistance(px, py, ax, ay, bx, by float64) float64 {
	dx, dy := bx-ax, by-ay
	t := ((px-ax)*dx + (py-ay)*dy) / (dx*dx + dy*dy)
	t = math.Max(0, math.Min(1, t))
	return math.Hypot(ax+dx*t-px, ay+dy*t-py)
}
