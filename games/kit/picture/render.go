package picture

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// MaxBytes is the most a picture may weigh in a mail.
const MaxBytes = 150 * 1024

// MaxSide is the largest width or height a drawing may ask for.
const MaxSide = 2000

// ErrTooLarge: the drawing asks for more pixels, or its PNG for more bytes,
// than a mail may carry.
var ErrTooLarge = errors.New("picture too large")

// Renderer turns drawings into PNGs. It holds the parsed font faces, so
// make one and keep it; a Renderer is not safe for concurrent use (make one
// per goroutine).
type Renderer struct {
	faces [3]font.Face
	// latin and han say which letters each font has; han is nil without
	// a Chinese font.
	latin, han *letters
	pal        color.Palette
	pool       encoderPool
	// rgba and seen are kept from one picture to the next: a burst of
	// reports draws many pictures of one size.
	rgba *image.RGBA
	out  *image.Paletted
	seen map[uint32]uint8
}

// encoderPool keeps the PNG encoder's buffers between pictures.
type encoderPool struct{ b *png.EncoderBuffer }

func (p *encoderPool) Get() *png.EncoderBuffer  { return p.b }
func (p *encoderPool) Put(b *png.EncoderBuffer) { p.b = b }

// points is each text Size in pixels.
var points = [3]float64{Small: 10, Normal: 12, Large: 16}

// NewRenderer writes with the shipped font only (the Go fonts, BSD
// licence): Chinese labels fall back to their codes.
func NewRenderer() (*Renderer, error) { return NewRendererWith(nil) }

// NewRendererWith writes with the Go fonts and, for the letters they lack,
// with han (nil for none).
func NewRendererWith(han *HanFont) (*Renderer, error) {
	f, err := opentype.Parse(goregular.TTF)
	if err != nil {
		return nil, fmt.Errorf("parse font: %w", err)
	}
	r := &Renderer{pal: palette(), latin: &letters{f: f}}
	if han != nil {
		r.han = &letters{f: han.font}
	}
	for i, pt := range points {
		latin, err := opentype.NewFace(f, &opentype.FaceOptions{Size: pt, DPI: 72, Hinting: font.HintingFull})
		if err != nil {
			return nil, fmt.Errorf("font face %v: %w", pt, err)
		}
		face := mixedFace{latin: latin, has: r.latin.has}
		if han != nil {
			// Chinese letters are drawn a point larger: at the Go font's
			// size their strokes run together.
			face.han, err = opentype.NewFace(han.font, &opentype.FaceOptions{Size: pt + 1, DPI: 72, Hinting: font.HintingFull})
			if err != nil {
				return nil, fmt.Errorf("chinese font face %v: %w", pt, err)
			}
		}
		r.faces[i] = face
	}
	return r, nil
}

// PNG rasterises d into a paletted PNG of at most MaxBytes.
func (r *Renderer) PNG(d *Drawing) ([]byte, error) {
	img, err := r.Image(d)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	// Flat colours compress well at the fastest level; the best level
	// saves a few per cent for three times the time.
	enc := png.Encoder{CompressionLevel: png.BestSpeed, BufferPool: &r.pool}
	if err := enc.Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("encode png: %w", err)
	}
	if buf.Len() > MaxBytes {
		return nil, fmt.Errorf("%w: %d bytes", ErrTooLarge, buf.Len())
	}
	return buf.Bytes(), nil
}

// Image rasterises d into a paletted image, which the renderer reuses: it
// is valid until the next call.
func (r *Renderer) Image(d *Drawing) (*image.Paletted, error) {
	if d.W <= 0 || d.H <= 0 || d.W > MaxSide || d.H > MaxSide {
		return nil, fmt.Errorf("%w: %d×%d", ErrTooLarge, d.W, d.H)
	}
	bounds := image.Rect(0, 0, d.W, d.H)
	if r.rgba == nil || r.rgba.Bounds() != bounds {
		r.rgba = image.NewRGBA(bounds)
	}
	rgba := r.rgba
	draw.Draw(rgba, rgba.Bounds(), image.NewUniform(base[d.Background]), image.Point{}, draw.Src)
	z := &vector.Rasterizer{}
	for _, c := range d.Commands {
		r.command(rgba, z, c)
	}
	return r.quantise(rgba), nil
}

// command draws one command onto dst.
func (r *Renderer) command(dst *image.RGBA, z *vector.Rasterizer, c Command) {
	switch c.Kind {
	case KindPolygon:
		fillPath(dst, z, c.Fill, c.Points)
		outline(dst, z, c.Stroke, c.Width, append(clone(c.Points), c.Points[0]))
	case KindRect:
		if len(c.Points) < 2 {
			return
		}
		p, s := c.Points[0], c.Points[1]
		pts := []Point{p, {p.X + s.X, p.Y}, {p.X + s.X, p.Y + s.Y}, {p.X, p.Y + s.Y}}
		if whole(p.X) && whole(p.Y) && whole(s.X) && whole(s.Y) {
			// On whole pixels a rectangle needs no rasteriser.
			if c.Fill != None {
				r := image.Rect(int(p.X), int(p.Y), int(p.X+s.X), int(p.Y+s.Y))
				draw.Draw(dst, r, image.NewUniform(base[c.Fill]), image.Point{}, draw.Src)
			}
		} else {
			fillPath(dst, z, c.Fill, pts)
		}
		outline(dst, z, c.Stroke, c.Width, append(pts, p))
	case KindCircle:
		if len(c.Points) < 1 {
			return
		}
		pts := circlePoints(c.Points[0], c.Radius)
		fillPath(dst, z, c.Fill, pts)
		outline(dst, z, c.Stroke, c.Width, append(pts, pts[0]))
	case KindLine:
		outline(dst, z, c.Stroke, c.Width, c.Points)
	case KindArrow:
		arrow(dst, z, c)
	case KindText:
		r.text(dst, c)
	}
}

// fillPath fills a closed polygon, rasterising only its bounding box.
func fillPath(dst *image.RGBA, z *vector.Rasterizer, c Colour, pts []Point) {
	if c == None || len(pts) < 3 {
		return
	}
	box := bounds(pts).Intersect(dst.Bounds())
	if box.Empty() {
		return
	}
	z.Reset(box.Dx(), box.Dy())
	ox, oy := float64(box.Min.X), float64(box.Min.Y)
	z.MoveTo(float32(pts[0].X-ox), float32(pts[0].Y-oy))
	for _, p := range pts[1:] {
		z.LineTo(float32(p.X-ox), float32(p.Y-oy))
	}
	z.ClosePath()
	z.Draw(dst, box, image.NewUniform(base[c]), image.Point{})
}

func whole(v float64) bool { return v == math.Trunc(v) }

// bounds is the pixel rectangle holding every point.
func bounds(pts []Point) image.Rectangle {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range pts {
		minX, maxX = math.Min(minX, p.X), math.Max(maxX, p.X)
		minY, maxY = math.Min(minY, p.Y), math.Max(maxY, p.Y)
	}
	return image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1)
}

// outline strokes a polyline as one quadrilateral per segment.
func outline(dst *image.RGBA, z *vector.Rasterizer, c Colour, width float64, pts []Point) {
	if c == None || width <= 0 {
		return
	}
	for i := 1; i < len(pts); i++ {
		segment(dst, z, c, width, pts[i-1], pts[i])
	}
}

// segment fills the rectangle of a line of the given width from a to b.
func segment(dst *image.RGBA, z *vector.Rasterizer, c Colour, width float64, a, b Point) {
	dx, dy := b.X-a.X, b.Y-a.Y
	n := math.Hypot(dx, dy)
	if n == 0 {
		return
	}
	// Half a width across the line, and half a width further at each end
	// so that joined segments meet without a notch.
	ux, uy := dx/n*width/2, dy/n*width/2
	px, py := -uy, ux
	fillPath(dst, z, c, []Point{
		{a.X - ux + px, a.Y - uy + py}, {b.X + ux + px, b.Y + uy + py},
		{b.X + ux - px, b.Y + uy - py}, {a.X - ux - px, a.Y - uy - py},
	})
}

// arrow draws a shaft (dashed when asked) and a filled head at its end.
func arrow(dst *image.RGBA, z *vector.Rasterizer, c Command) {
	if len(c.Points) < 2 || c.Stroke == None {
		return
	}
	a, b := c.Points[len(c.Points)-2], c.Points[len(c.Points)-1]
	dx, dy := b.X-a.X, b.Y-a.Y
	n := math.Hypot(dx, dy)
	if n == 0 {
		return
	}
	ux, uy := dx/n, dy/n
	head := math.Max(4*c.Width, 8)
	base := Point{b.X - ux*head, b.Y - uy*head}
	shaft := append(clone(c.Points[:len(c.Points)-1]), base)
	if c.Dashed {
		for i := 1; i < len(shaft); i++ {
			dashes(dst, z, c.Stroke, c.Width, shaft[i-1], shaft[i])
		}
	} else {
		outline(dst, z, c.Stroke, c.Width, shaft)
	}
	w := head * 0.5
	fillPath(dst, z, c.Stroke, []Point{b, {base.X - uy*w, base.Y + ux*w}, {base.X + uy*w, base.Y - ux*w}})
}

// dashes strokes a to b in dashes of six pixels with gaps of four.
func dashes(dst *image.RGBA, z *vector.Rasterizer, c Colour, width float64, a, b Point) {
	const dash, gap = 6.0, 4.0
	n := math.Hypot(b.X-a.X, b.Y-a.Y)
	for t := 0.0; t < n; t += dash + gap {
		e := math.Min(t+dash, n)
		p := Point{a.X + (b.X-a.X)*t/n, a.Y + (b.Y-a.Y)*t/n}
		q := Point{a.X + (b.X-a.X)*e/n, a.Y + (b.Y-a.Y)*e/n}
		segment(dst, z, c, width, p, q)
	}
}

// circlePoints approximates a circle by a polygon fine enough for its size.
func circlePoints(c Point, r float64) []Point {
	n := max(12, int(r*1.5))
	out := make([]Point, n)
	for i := range out {
		a := 2 * math.Pi * float64(i) / float64(n)
		out[i] = Point{c.X + r*math.Cos(a), c.Y + r*math.Sin(a)}
	}
	return out
}

// text writes a label centred on its point: its Alt when the fonts lack
// a letter of it.
func (r *Renderer) text(dst *image.RGBA, c Command) {
	if len(c.Points) < 1 || c.Fill == None {
		return
	}
	s, face, dot := r.placeText(c)
	dr := font.Drawer{Dst: dst, Src: image.NewUniform(base[c.Fill]), Face: face, Dot: dot}
	dr.DrawString(s)
}

// placeText is what a text command writes (the label, or its Alt where
// the fonts lack a letter), in which face, from which baseline point.
func (r *Renderer) placeText(c Command) (string, font.Face, fixed.Point26_6) {
	s := c.Text
	if c.Alt != "" && !writes(s, r.latin, r.han) {
		s = c.Alt
	}
	face := r.faces[min(int(c.Size), len(r.faces)-1)]
	w := font.MeasureString(face, s)
	m := face.Metrics()
	x := fixed.Int26_6(c.Points[0].X*64) - w/2
	y := fixed.Int26_6(c.Points[0].Y*64) + (m.Ascent-m.Descent)/2
	return s, face, fixed.Point26_6{X: x, Y: y}
}

// TextWidth is how wide, in pixels, this renderer writes a text command
// (its label, or its Alt where the fonts lack a letter): for tests that
// check a label fits the counter or box it is written on.
func (r *Renderer) TextWidth(c Command) float64 {
	if c.Kind != KindText || len(c.Points) < 1 {
		return 0
	}
	s, face, _ := r.placeText(c)
	return float64(font.MeasureString(face, s)) / 64
}

// CutOff lists the labels of d, as this renderer writes them, that run
// past an edge of the picture, where a reader would see them cut.
func (r *Renderer) CutOff(d *Drawing) []string {
	var out []string
	for _, c := range d.Commands {
		if c.Kind != KindText || len(c.Points) < 1 || c.Fill == None {
			continue
		}
		s, face, dot := r.placeText(c)
		b, _ := font.BoundString(face, s)
		b = b.Add(dot)
		if b.Min.X < 0 || b.Min.Y < 0 || b.Max.X.Ceil() > d.W || b.Max.Y.Ceil() > d.H {
			out = append(out, s)
		}
	}
	return out
}

// quantise maps every pixel to its nearest palette colour (never None),
// remembering each answer: a picture has few distinct colours.
func (r *Renderer) quantise(src *image.RGBA) *image.Paletted {
	if r.out == nil || r.out.Bounds() != src.Bounds() {
		r.out = image.NewPaletted(src.Bounds(), r.pal)
	}
	out := r.out
	if r.seen == nil || len(r.seen) > 1<<16 {
		r.seen = map[uint32]uint8{}
	}
	seen := r.seen                          // the nearest colour of a pixel value never changes
	lastKey, lastIdx := uint32(0), uint8(0) // every pixel is opaque: key 0 never occurs
	pix, dst := src.Pix, out.Pix
	for j := range dst {
		key := binary.LittleEndian.Uint32(pix[4*j:])
		if key != lastKey {
			idx, ok := seen[key]
			if !ok {
				idx = nearest(pix[4*j], pix[4*j+1], pix[4*j+2])
				seen[key] = idx
			}
			lastKey, lastIdx = key, idx
		}
		dst[j] = lastIdx
	}
	return out
}

func nearest(r, g, b uint8) uint8 {
	best, bestD := uint8(1), math.MaxInt
	for i := 1; i < int(colourCount); i++ {
		c := base[i]
		dr, dg, db := int(r)-int(c.R), int(g)-int(c.G), int(b)-int(c.B)
		if d := 3*dr*dr + 4*dg*dg + 2*db*db; d < bestD {
			best, bestD = uint8(i), d
		}
	}
	return best
}
