// Package picture is the drawing kit every engine uses for the picture in
// its mails: a Drawing is a plain list of drawing commands (polygons,
// lines, arrows, circles, rectangles and text labels, each with a colour
// from one fixed palette), which a Renderer turns into a paletted PNG.
//
// Engines build Drawings from the same per-reader view their ASCII maps are
// drawn from, and never touch pixels; the judge renders them. Keeping the
// commands as data gives two things a bitmap cannot: a stable Digest for
// golden tests, which does not change when the rasteriser or a font does,
// and Texts, which privacy tests read to check that nothing hidden reached
// a reader's picture.
//
// Coordinates are pixels, x to the right and y down, as float64; the
// digest rounds them to hundredths, so arithmetic noise does not move it.
package picture

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"math"
)

// Point is a position in pixels.
type Point struct{ X, Y float64 }

// Pt is shorthand for a Point.
func Pt(x, y float64) Point { return Point{x, y} }

// Kind is what a command draws.
type Kind uint8

// Kinds of command.
const (
	KindPolygon Kind = iota + 1
	KindLine
	KindArrow
	KindCircle
	KindRect
	KindText
)

// Size is a text size: three are enough for maps and counters, and a fixed
// set lets a Renderer prepare its font faces once.
type Size uint8

// Text sizes.
const (
	Small Size = iota
	Normal
	Large
)

// Command is one drawing step. Which fields matter depends on Kind:
// Points for polygons, lines and arrows (a polyline: its last segment
// carries the head), Points[0] and Radius for circles, Points[0] (corner)
// and Points[1] (width, height) for rectangles, Points[0] (centre) with
// Text and Size for labels. Fill None leaves a shape hollow; Stroke None
// leaves it without outline.
type Command struct {
	Kind   Kind
	Points []Point
	Radius float64
	Fill   Colour
	Stroke Colour
	Width  float64 // stroke width in pixels
	Dashed bool
	Text   string
	// Alt is written instead of Text by a renderer whose fonts lack a
	// letter of Text: the codes of a Chinese label.
	Alt  string
	Size Size
}

// Drawing is a picture as commands, drawn in order over a background.
type Drawing struct {
	W, H       int
	Background Colour
	Commands   []Command
}

// New starts a drawing of w×h pixels on a background colour.
func New(w, h int, background Colour) *Drawing {
	return &Drawing{W: w, H: h, Background: background}
}

// Polygon fills a closed shape and outlines it.
func (d *Drawing) Polygon(pts []Point, fill, stroke Colour) {
	d.Commands = append(d.Commands, Command{Kind: KindPolygon, Points: clone(pts), Fill: fill, Stroke: stroke, Width: 1})
}

// Line draws a polyline of the given width.
func (d *Drawing) Line(pts []Point, c Colour, width float64) {
	d.Commands = append(d.Commands, Command{Kind: KindLine, Points: clone(pts), Stroke: c, Width: width})
}

// Arrow draws a line from a to b with a head at b; dashed for what failed.
func (d *Drawing) Arrow(a, b Point, c Colour, width float64, dashed bool) {
	d.Commands = append(d.Commands, Command{Kind: KindArrow, Points: []Point{a, b}, Stroke: c, Width: width, Dashed: dashed})
}

// ArrowPath draws an arrow along a polyline, the head on its last point:
// a convoy's route, a support bent toward the move it supports.
func (d *Drawing) ArrowPath(pts []Point, c Colour, width float64, dashed bool) {
	d.Commands = append(d.Commands, Command{Kind: KindArrow, Points: clone(pts), Stroke: c, Width: width, Dashed: dashed})
}

// Circle fills and outlines a circle.
func (d *Drawing) Circle(centre Point, r float64, fill, stroke Colour) {
	d.Commands = append(d.Commands, Command{Kind: KindCircle, Points: []Point{centre}, Radius: r, Fill: fill, Stroke: stroke, Width: 1})
}

// Rect fills and outlines an axis-aligned rectangle with its top-left
// corner at (x, y).
func (d *Drawing) Rect(x, y, w, h float64, fill, stroke Colour) {
	d.Commands = append(d.Commands, Command{Kind: KindRect, Points: []Point{{x, y}, {w, h}}, Fill: fill, Stroke: stroke, Width: 1})
}

// Text writes a label centred on a point.
func (d *Drawing) Text(centre Point, s string, c Colour, size Size) {
	if s == "" {
		return
	}
	d.Commands = append(d.Commands, Command{Kind: KindText, Points: []Point{centre}, Text: s, Fill: c, Size: size})
}

// TextOr writes s centred on a point, or alt where the renderer's fonts
// lack a letter of s: a name in the reader's language, else its code.
func (d *Drawing) TextOr(centre Point, s, alt string, c Colour, size Size) {
	if s == "" || s == alt {
		d.Text(centre, alt, c, size)
		return
	}
	d.Commands = append(d.Commands, Command{Kind: KindText, Points: []Point{centre}, Text: s, Alt: alt, Fill: c, Size: size})
}

// Texts lists every label the drawing may write, in order, a label's Alt
// after it: what a reader of the picture can read in it.
func (d *Drawing) Texts() []string {
	var out []string
	for _, c := range d.Commands {
		if c.Kind == KindText {
			out = append(out, c.Text)
			if c.Alt != "" {
				out = append(out, c.Alt)
			}
		}
	}
	return out
}

// Arrows lists the drawing's arrows, in order: the moves a picture shows.
func (d *Drawing) Arrows() []Command {
	var out []Command
	for _, c := range d.Commands {
		if c.Kind == KindArrow {
			out = append(out, c)
		}
	}
	return out
}

// Digest is a stable hash of the drawing's commands: equal drawings give
// equal digests whatever renders them. Coordinates count to hundredths of
// a pixel, so arithmetic noise below that does not change it.
func (d *Drawing) Digest() string {
	h := sha256.New()
	buf := make([]byte, 0, 256)
	buf = binary.AppendVarint(buf, int64(d.W))
	buf = binary.AppendVarint(buf, int64(d.H))
	buf = append(buf, byte(d.Background))
	h.Write(buf)
	for _, c := range d.Commands {
		buf = c.appendCanonical(buf[:0])
		h.Write(buf)
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// appendCanonical appends one command in a fixed binary form: every field,
// lengths before variable parts, coordinates in hundredths.
func (c Command) appendCanonical(b []byte) []byte {
	b = append(b, byte(c.Kind), byte(c.Fill), byte(c.Stroke), byte(c.Size))
	if c.Dashed {
		b = append(b, 1)
	} else {
		b = append(b, 0)
	}
	b = binary.AppendVarint(b, hundredths(c.Radius))
	b = binary.AppendVarint(b, hundredths(c.Width))
	b = binary.AppendUvarint(b, uint64(len(c.Points)))
	for _, p := range c.Points {
		b = binary.AppendVarint(b, hundredths(p.X))
		b = binary.AppendVarint(b, hundredths(p.Y))
	}
	b = binary.AppendUvarint(b, uint64(len(c.Text)))
	b = append(b, c.Text...)
	if c.Alt == "" {
		return b // a drawing without alternatives keeps the digest it had
	}
	b = binary.AppendUvarint(b, uint64(len(c.Alt)))
	return append(b, c.Alt...)
}

func hundredths(v float64) int64 { return int64(math.Round(v * 100)) }

func clone(pts []Point) []Point { return append([]Point(nil), pts...) }
