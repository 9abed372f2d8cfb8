package picture

import (
	"math"

	"adjutant/games/kit/hexgrid"
)

// HexLayout places the hexes of a grid on a picture: flat-topped hexes of
// circumradius R, the grid's first column and row at the top left corner
// (Left, Top).
type HexLayout struct {
	Grid      hexgrid.Grid
	R         float64
	Left, Top float64
}

// Centre is where hex h's centre lies on the picture.
func (l HexLayout) Centre(h hexgrid.Hex) Point {
	x, y := l.Grid.Centre(h)
	x0, y0 := l.Grid.Centre(hexgrid.Hex{Col: l.Grid.MinCol, Row: l.Grid.MinRow})
	if l.lowFirst() {
		y0 -= math.Sqrt(3) / 2 // the top row of the higher columns starts the picture
	}
	return Point{l.Left + l.R + (x-x0)*l.R, l.Top + l.R*math.Sqrt(3)/2 + (y-y0)*l.R}
}

// lowFirst reports whether the first column sits half a hex lower than
// the second, so that the top row starts half a hex down.
func (l HexLayout) lowFirst() bool {
	_, a := l.Grid.Centre(hexgrid.Hex{Col: l.Grid.MinCol, Row: l.Grid.MinRow})
	_, b := l.Grid.Centre(hexgrid.Hex{Col: l.Grid.MinCol + 1, Row: l.Grid.MinRow})
	return a > b
}

// Size is the width and height the whole grid takes.
func (l HexLayout) Size() (w, h float64) {
	cols := float64(l.Grid.MaxCol - l.Grid.MinCol + 1)
	rows := float64(l.Grid.MaxRow - l.Grid.MinRow + 1)
	return l.R*(1.5*cols+0.5) + 1, l.R*math.Sqrt(3)*(rows+0.5) + 1
}

// Hex draws hex h filled and outlined.
func (l HexLayout) Hex(d *Drawing, h hexgrid.Hex, fill, stroke Colour) {
	d.Polygon(HexCorners(l.Centre(h), l.R), fill, stroke)
}

// PathStyle is how a game draws its moves along hexes: arrows Width wide
// in Colour, or in Marked for the kind of move the game sets apart (ASL's
// routs, Gettysburg's retreats), each head stopping Short of its last
// hex's centre, at the edge of the counter there.
type PathStyle struct {
	Colour, Marked Colour
	Width, Short   float64
}

// PathArrow draws a move along a path of hexes (hexgrid.Hex, or an
// engine's own type on it) as an arrow in style s from the centre of the
// first hex through the centres of the others: in s.Marked when marked,
// dashed when the move was stopped short. A path of fewer than two hexes
// draws nothing.
func PathArrow[H ~struct{ Col, Row int }](d *Drawing, l HexLayout, path []H, s PathStyle, marked, dashed bool) {
	if len(path) < 2 {
		return
	}
	pts := make([]Point, len(path))
	for i, h := range path {
		pts[i] = l.Centre(hexgrid.Hex(h))
	}
	n := len(pts)
	pts[n-1] = Toward(pts[n-1], pts[n-2], s.Short)
	c := s.Colour
	if marked {
		c = s.Marked
	}
	d.ArrowPath(pts, c, s.Width, dashed)
}
