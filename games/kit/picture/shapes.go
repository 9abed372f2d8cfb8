package picture

import "math"

// Covered reports whether the shipped font can write s: the Go fonts cover
// Latin, Greek and Cyrillic, not Chinese (a Renderer given a HanFont can).
func Covered(s string) bool {
	for _, r := range s {
		if r >= 0x0530 {
			return false
		}
	}
	return true
}

// HexCorners are the six corners of a flat-topped hex of circumradius r
// (the layout of games/kit/hexgrid), clockwise from the east corner.
func HexCorners(c Point, r float64) []Point {
	out := make([]Point, 6)
	for i := range out {
		a := math.Pi / 3 * float64(i)
		out[i] = Point{c.X + r*math.Cos(a), c.Y + r*math.Sin(a)}
	}
	return out
}

// Toward is the point d pixels from a on the way to b: arrows stop short
// of the counter they point at.
func Toward(a, b Point, d float64) Point {
	n := math.Hypot(b.X-a.X, b.Y-a.Y)
	if n == 0 || d >= n {
		return b
	}
	return Point{a.X + (b.X-a.X)*d/n, a.Y + (b.Y-a.Y)*d/n}
}
