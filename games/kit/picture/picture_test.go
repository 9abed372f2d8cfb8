package picture

import (
	"bytes"
	"errors"
	"image/png"
	"math"
	"testing"

	"adjutant/games/kit/hexgrid"
)

func sample() *Drawing {
	d := New(200, 120, Sea)
	d.Polygon([]Point{{10, 10}, {90, 20}, {60, 100}}, Land, Black)
	d.Rect(100, 10, 40, 30, PaleRed, DarkGrey)
	d.Circle(Pt(160, 80), 12, Blue, Black)
	d.Line([]Point{{10, 110}, {190, 110}}, Road, 2)
	d.Arrow(Pt(40, 50), Pt(150, 60), Red, 2, false)
	d.Arrow(Pt(40, 70), Pt(150, 90), Red, 2, true)
	d.Text(Pt(160, 80), "A", White, Normal)
	return d
}

func TestDigestIsStableAndSeesEveryCommand(t *testing.T) {
	a, b := sample(), sample()
	if a.Digest() != b.Digest() {
		t.Fatalf("equal drawings, different digests %s %s", a.Digest(), b.Digest())
	}
	b.Commands[5].Dashed = false
	if a.Digest() == b.Digest() {
		t.Error("a solid arrow where a dashed one was did not change the digest")
	}
	c := sample()
	c.Commands[0].Points[0].X += 0.001 // below the digest's resolution
	if a.Digest() != c.Digest() {
		t.Error("a thousandth of a pixel changed the digest")
	}
	c.Text(Pt(1, 1), "secret", Black, Small)
	if a.Digest() == c.Digest() {
		t.Error("an extra label did not change the digest")
	}
}

func TestTextsListTheLabels(t *testing.T) {
	d := sample()
	d.Text(Pt(5, 5), "", Black, Small) // nothing to write: no command
	if got := d.Texts(); len(got) != 1 || got[0] != "A" {
		t.Errorf("Texts() = %q, want [A]", got)
	}
}

func TestPNGIsPalettedSmallAndShowsTheShapes(t *testing.T) {
	r, err := NewRenderer()
	if err != nil {
		t.Fatal(err)
	}
	data, err := r.PNG(sample())
	if err != nil {
		t.Fatal(err)
	}
	if len(data) > MaxBytes {
		t.Fatalf("%d bytes", len(data))
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if img.Bounds().Dx() != 200 || img.Bounds().Dy() != 120 {
		t.Fatalf("bounds %v", img.Bounds())
	}
	at := func(x, y int) [3]uint32 {
		cr, cg, cb, _ := img.At(x, y).RGBA()
		return [3]uint32{cr >> 8, cg >> 8, cb >> 8}
	}
	want := func(x, y int, c Colour, what string) {
		t.Helper()
		b := base[c]
		if got := at(x, y); got != [3]uint32{uint32(b.R), uint32(b.G), uint32(b.B)} {
			t.Errorf("%s at %d,%d: got %v, want %v", what, x, y, got, b)
		}
	}
	want(5, 5, Sea, "background")
	want(50, 40, Land, "polygon fill")
	want(120, 25, PaleRed, "rect fill")
	want(100, 110, Road, "line")
}

func TestDashedArrowLeavesGaps(t *testing.T) {
	r, _ := NewRenderer()
	count := func(dashed bool) int {
		d := New(100, 20, White)
		d.Arrow(Pt(5, 10), Pt(95, 10), Black, 2, dashed)
		img, err := r.Image(d)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for x := 0; x < 100; x++ {
			if img.ColorIndexAt(x, 10) == uint8(Black) {
				n++
			}
		}
		return n
	}
	solid, dashed := count(false), count(true)
	if dashed >= solid || dashed == 0 {
		t.Errorf("black pixels on the shaft: solid %d, dashed %d", solid, dashed)
	}
}

func TestTextIsWritten(t *testing.T) {
	r, _ := NewRenderer()
	d := New(80, 30, White)
	d.Text(Pt(40, 15), "Paris", Black, Large)
	img, err := r.Image(d)
	if err != nil {
		t.Fatal(err)
	}
	dark := 0
	for _, p := range img.Pix {
		if p == uint8(Black) || p == uint8(DarkGrey) {
			dark++
		}
	}
	if dark < 20 {
		t.Errorf("only %d dark pixels for a label", dark)
	}
}

func TestOversizeDrawingIsRefused(t *testing.T) {
	r, _ := NewRenderer()
	if _, err := r.PNG(New(MaxSide+1, 10, White)); !errors.Is(err, ErrTooLarge) {
		t.Errorf("err = %v, want ErrTooLarge", err)
	}
}

func BenchmarkPNG(b *testing.B) {
	r, _ := NewRenderer()
	d := New(800, 700, Sea)
	for i := 0; i < 300; i++ {
		x, y := float64(i%20)*40, float64(i/20)*45
		d.Rect(x, y, 38, 40, Land, Black)
		d.Circle(Pt(x+19, y+20), 10, Red, Black)
		d.Text(Pt(x+19, y+20), "A", White, Small)
	}
	for b.Loop() {
		if _, err := r.PNG(d); err != nil {
			b.Fatal(err)
		}
	}
}

func TestHexLayoutKeepsEveryHexInside(t *testing.T) {
	for _, layout := range []hexgrid.Layout{hexgrid.EvenColumnsDown, hexgrid.OddColumnsDown} {
		l := HexLayout{Grid: hexgrid.Grid{MinCol: 1, MaxCol: 5, MinRow: 1, MaxRow: 4, Layout: layout}, R: 10, Left: 3, Top: 4}
		w, h := l.Size()
		for _, hx := range l.Grid.All() {
			for _, p := range HexCorners(l.Centre(hx), l.R) {
				if p.X < 3-1e-9 || p.Y < 4-1e-6 || p.X > 3+w || p.Y > 4+h {
					t.Fatalf("layout %d: hex %v corner %v outside %vx%v", layout, hx, p, w, h)
				}
			}
		}
		a, b := l.Centre(hexgrid.Hex{Col: 1, Row: 1}), l.Centre(hexgrid.Hex{Col: 2, Row: 1})
		if d := math.Hypot(a.X-b.X, a.Y-b.Y); math.Abs(d-10*math.Sqrt(3)) > 1e-9 {
			t.Errorf("layout %d: neighbours %v apart, want %v", layout, d, 10*math.Sqrt(3))
		}
	}
}

// A path arrow runs through the hexes' centres and stops short of the
// last one, in the style's colour for the kind of move; a path of one hex
// draws nothing.
func TestPathArrowStopsShortOfTheLastHex(t *testing.T) {
	l := HexLayout{Grid: hexgrid.Grid{MinCol: 1, MaxCol: 3, MinRow: 1, MaxRow: 1}, R: 10}
	path := []hexgrid.Hex{{Col: 1, Row: 1}, {Col: 2, Row: 1}, {Col: 3, Row: 1}}
	d := New(100, 100, White)
	style := PathStyle{Colour: Red, Marked: Purple, Width: 2, Short: 5}
	PathArrow(d, l, path, style, false, true)
	PathArrow(d, l, path[:1], style, false, false)
	PathArrow(d, l, path[1:], style, true, false)
	if len(d.Commands) != 2 {
		t.Fatalf("%d commands, want 2", len(d.Commands))
	}
	if d.Commands[0].Stroke != Red || d.Commands[1].Stroke != Purple {
		t.Errorf("colours %v and %v, want red for a move and purple for a marked one", d.Commands[0].Stroke, d.Commands[1].Stroke)
	}
	c := d.Commands[0]
	first, last := l.Centre(path[0]), l.Centre(path[2])
	end := c.Points[2]
	if c.Points[0] != first || c.Points[1] != l.Centre(path[1]) || !c.Dashed {
		t.Errorf("arrow %+v does not start at the hexes' centres", c)
	}
	if got := math.Hypot(end.X-last.X, end.Y-last.Y); math.Abs(got-5) > 1e-9 {
		t.Errorf("head stops %.2f short of the last centre, want 5", got)
	}
}

// A label that runs past an edge is reported cut off, one inside is not,
// whether the renderer writes it or its code in its place.
func TestCutOffFindsLabelsPastTheEdges(t *testing.T) {
	d := New(120, 40, White)
	d.Text(Pt(60, 20), "inside", Black, Normal)
	d.Text(Pt(5, 20), "left edge", Black, Normal)
	d.Text(Pt(115, 20), "right", Black, Normal)
	d.Text(Pt(60, 1), "top", Black, Large)
	d.Text(Pt(60, 39), "foot", Black, Large)
	d.TextOr(Pt(60, 20), "寬寬寬寬寬寬寬寬寬寬寬寬寬寬", "code", Black, Normal)
	r, err := NewRenderer()
	if err != nil {
		t.Fatal(err)
	}
	got := r.CutOff(d)
	want := []string{"left edge", "right", "top", "foot"}
	if len(got) != len(want) {
		t.Fatalf("cut off %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("cut off %q, want %q", got, want)
		}
	}
	if han := FindHanFont(HanFontPaths()); han != nil {
		r, err := NewRendererWith(han)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.CutOff(d); len(got) != 5 || got[4] != "寬寬寬寬寬寬寬寬寬寬寬寬寬寬" {
			t.Errorf("with Chinese letters, cut off %q", got)
		}
	}
}

// TextWidth grows with the label and is what the renderer writes: the
// code in place of letters its fonts lack.
func TestTextWidthMeasuresWhatIsWritten(t *testing.T) {
	r, err := NewRenderer()
	if err != nil {
		t.Fatal(err)
	}
	d := New(100, 100, White)
	d.Text(Pt(50, 50), "G4", Black, Small)
	d.Text(Pt(50, 50), "G4 b DM", Black, Small)
	d.TextOr(Pt(50, 50), "寬寬寬寬寬寬寬寬", "G4", Black, Small)
	short, long, alt := r.TextWidth(d.Commands[0]), r.TextWidth(d.Commands[1]), r.TextWidth(d.Commands[2])
	if short <= 0 || long <= short || alt != short {
		t.Errorf("widths %v, %v, %v: want 0 < G4 < G4 b DM, and the code's width for the Chinese label", short, long, alt)
	}
}
