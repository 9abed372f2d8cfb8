// Package hexgrid is the geometry of a map of hexes laid out in columns
// (flat-topped hexes, every other column half a hex lower), as wargame maps
// print them: neighbours, distance, the hexes within a range, and the hexes
// a straight line from one hex centre to another passes through, for line of
// sight.
//
// A Hex is a column and a row in the map's own numbering; the Grid says
// which numbers exist and which columns sit lower, so the same code serves
// Gettysburg's "1304" and ASL's "K2". Nothing here knows terrain.
//
// Boards names the hexes of maps made of lettered boards ("yK2") and joins
// them into one Grid. Trace lists every hex a line from centre to centre
// touches, by exact geometry, with how near it passes each centre and
// whether it only runs along a hexside.
//
// Caveats: Line samples one hex per step of distance, so it misses corners
// a line clips (Trace does not), and reports a hexside the line runs
// exactly along as a pair of hexes (Step.Alt); what a clipped corner or a
// hexside does to line of sight is the game's rule, not the grid's.
package hexgrid

import (
	"math"
	"sort"
)

// Hex is one hex: a column and a row in the map's own numbering.
type Hex struct {
	Col, Row int
}

// Layout says which columns sit half a hex lower than their neighbours.
type Layout int

// Layouts. Columns are counted as the map numbers them: with MinCol 1, the
// even columns are 2, 4, 6 ….
const (
	// EvenColumnsDown: columns with an even number are half a hex lower
	// (an odd column touches rows r-1 and r of the next column; an even
	// one rows r and r+1).
	EvenColumnsDown Layout = iota
	// OddColumnsDown: columns with an odd number are half a hex lower.
	OddColumnsDown
)

// Grid is the extent and layout of a map.
type Grid struct {
	MinCol, MaxCol int
	MinRow, MaxRow int
	Layout         Layout
}

// Contains reports whether h is inside the grid's rectangle.
func (g Grid) Contains(h Hex) bool {
	return h.Col >= g.MinCol && h.Col <= g.MaxCol && h.Row >= g.MinRow && h.Row <= g.MaxRow
}

// All lists every hex of the grid, column by column, rows ascending.
func (g Grid) All() []Hex {
	var out []Hex
	for c := g.MinCol; c <= g.MaxCol; c++ {
		for r := g.MinRow; r <= g.MaxRow; r++ {
			out = append(out, Hex{c, r})
		}
	}
	return out
}

// down reports whether column c is one of the lower columns.
func (g Grid) down(c int) bool {
	even := c%2 == 0
	if g.Layout == EvenColumnsDown {
		return even
	}
	return !even
}

// Directions, clockwise from north. Neighbours returns hexes in this order.
const (
	North = iota
	NorthEast
	SouthEast
	South
	SouthWest
	NorthWest
)

// Neighbours returns the six hexes around h, north first and then
// clockwise; some may be outside the grid.
func (g Grid) Neighbours(h Hex) [6]Hex {
	// A lower column's side neighbours are in rows r and r+1; a higher
	// column's in rows r-1 and r.
	up, low := -1, 0
	if g.down(h.Col) {
		up, low = 0, 1
	}
	return [6]Hex{
		{h.Col, h.Row - 1},
		{h.Col + 1, h.Row + up},
		{h.Col + 1, h.Row + low},
		{h.Col, h.Row + 1},
		{h.Col - 1, h.Row + low},
		{h.Col - 1, h.Row + up},
	}
}

// Direction returns the direction (North … NorthWest) from a to an adjacent
// b, or -1 when they are not adjacent.
func (g Grid) Direction(a, b Hex) int {
	for i, n := range g.Neighbours(a) {
		if n == b {
			return i
		}
	}
	return -1
}

// cube converts to cube coordinates, where distances and lines are simple.
func (g Grid) cube(h Hex) (x, y, z int) {
	x = h.Col
	z = h.Row - g.shift(h.Col)
	y = -x - z
	return
}

func (g Grid) fromCube(x, z int) Hex { return Hex{Col: x, Row: z + g.shift(x)} }

// shift is how many rows column c's cube z lags its row: it grows by one at
// each step from a lower column to a higher one, so that the same row of
// the next column is south-east of a higher column and north-east of a
// lower one.
func (g Grid) shift(c int) int {
	if g.Layout == EvenColumnsDown {
		return floorDiv(c+1, 2)
	}
	return floorDiv(c, 2)
}

func floorDiv(a, b int) int {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

// Distance is the number of hex steps from a to b.
func (g Grid) Distance(a, b Hex) int {
	x1, y1, z1 := g.cube(a)
	x2, y2, z2 := g.cube(b)
	return max(abs(x1-x2), abs(y1-y2), abs(z1-z2))
}

// Adjacent reports whether a and b share a side.
func (g Grid) Adjacent(a, b Hex) bool { return g.Distance(a, b) == 1 }

// Within lists the hexes of the grid at most n steps from h, h included,
// in column then row order.
func (g Grid) Within(h Hex, n int) []Hex {
	var out []Hex
	for c := h.Col - n; c <= h.Col+n; c++ {
		for r := h.Row - n - 1; r <= h.Row+n+1; r++ {
			o := Hex{c, r}
			if g.Contains(o) && g.Distance(h, o) <= n {
				out = append(out, o)
			}
		}
	}
	return out
}

// Centre is the hex's centre on a plane where hexes have a side of 1,
// x growing east and y growing south.
func (g Grid) Centre(h Hex) (x, y float64) {
	x = 1.5 * float64(h.Col)
	y = math.Sqrt(3) * float64(h.Row)
	if g.down(h.Col) {
		y += math.Sqrt(3) / 2
	}
	return x, y
}

// Step is one hex a line passes through. When the line runs exactly along
// the side between two hexes, Hex is one of them and Alt the other.
type Step struct {
	Hex Hex
	Alt *Hex
}

// Line lists the hexes a straight line from a's centre to b's centre passes
// through, a and b included, in order from a.
func (g Grid) Line(a, b Hex) []Step {
	n := g.Distance(a, b)
	ax, ay, az := g.cube(a)
	bx, by, bz := g.cube(b)
	if n == 0 {
		return []Step{{Hex: a}}
	}
	out := make([]Step, 0, n+1)
	const eps = 1e-6
	for i := 0; i <= n; i++ {
		t := float64(i) / float64(n)
		fx := lerp(ax, bx, t)
		fy := lerp(ay, by, t)
		fz := lerp(az, bz, t)
		h1 := g.roundCube(fx+eps, fy+2*eps, fz-3*eps)
		h2 := g.roundCube(fx-eps, fy-2*eps, fz+3*eps)
		st := Step{Hex: h1}
		if h1 != h2 {
			alt := h2
			// A fixed order, so both ends of a line agree.
			if less(alt, h1) {
				st.Hex, alt = alt, h1
			}
			st.Alt = &alt
		}
		out = append(out, st)
	}
	return out
}

func lerp(a, b int, t float64) float64 { return float64(a) + (float64(b)-float64(a))*t }

func (g Grid) roundCube(fx, fy, fz float64) Hex {
	rx, ry, rz := math.Round(fx), math.Round(fy), math.Round(fz)
	dx, dy, dz := math.Abs(rx-fx), math.Abs(ry-fy), math.Abs(rz-fz)
	switch {
	case dx > dy && dx > dz:
		rx = -ry - rz
	case dy > dz:
		ry = -rx - rz
	default:
		rz = -rx - ry
	}
	_ = ry
	return g.fromCube(int(rx), int(rz))
}

func less(a, b Hex) bool {
	if a.Col != b.Col {
		return a.Col < b.Col
	}
	return a.Row < b.Row
}

// Sort orders hexes by column, then row: the tie-break wherever a rule must
// pick among equals.
func Sort(hs []Hex) { sort.Slice(hs, func(i, j int) bool { return less(hs[i], hs[j]) }) }

// Less is the order Sort uses.
func Less(a, b Hex) bool { return less(a, b) }

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
