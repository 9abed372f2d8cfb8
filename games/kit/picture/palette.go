package picture

import "image/color"

// Colour is an entry of the one palette every picture uses. A fixed
// palette keeps the PNGs small (one byte a pixel before compression) and
// the digests independent of colour arithmetic.
type Colour uint8

// The palette. None means "do not draw" for fills and strokes.
const (
	None Colour = iota
	White
	Black
	Grey
	LightGrey
	DarkGrey
	Sea
	Land
	Forest
	Hill
	Water
	Road
	Town
	Red
	Blue
	Green
	Yellow
	Orange
	Purple
	Brown
	Cyan
	Pink
	Olive
	PaleRed
	PaleBlue
	PaleGreen
	PaleYellow
	PaleOrange
	PalePurple
	PaleBrown
	PaleCyan
	Marsh
	colourCount
)

// base is each colour's value; index 0 (None) is transparent and never
// drawn.
var base = [colourCount]color.RGBA{
	None:       {0, 0, 0, 0},
	White:      {255, 255, 255, 255},
	Black:      {0, 0, 0, 255},
	Grey:       {128, 128, 128, 255},
	LightGrey:  {208, 208, 208, 255},
	DarkGrey:   {64, 64, 64, 255},
	Sea:        {160, 196, 232, 255},
	Land:       {236, 226, 198, 255},
	Forest:     {120, 170, 110, 255},
	Hill:       {196, 170, 120, 255},
	Water:      {80, 140, 220, 255},
	Road:       {150, 100, 60, 255},
	Town:       {190, 150, 150, 255},
	Red:        {200, 40, 40, 255},
	Blue:       {40, 70, 200, 255},
	Green:      {30, 140, 60, 255},
	Yellow:     {220, 190, 20, 255},
	Orange:     {230, 130, 20, 255},
	Purple:     {130, 50, 160, 255},
	Brown:      {120, 80, 40, 255},
	Cyan:       {20, 160, 170, 255},
	Pink:       {220, 110, 170, 255},
	Olive:      {110, 120, 40, 255},
	PaleRed:    {240, 180, 180, 255},
	PaleBlue:   {180, 195, 240, 255},
	PaleGreen:  {185, 225, 185, 255},
	PaleYellow: {245, 235, 170, 255},
	PaleOrange: {245, 205, 160, 255},
	PalePurple: {215, 185, 230, 255},
	PaleBrown:  {215, 190, 160, 255},
	PaleCyan:   {175, 225, 230, 255},
	Marsh:      {160, 190, 160, 255},
}

// Pale is the light tint of a strong colour, for areas a side owns.
func Pale(c Colour) Colour {
	switch c {
	case Red:
		return PaleRed
	case Blue:
		return PaleBlue
	case Green:
		return PaleGreen
	case Yellow:
		return PaleYellow
	case Orange:
		return PaleOrange
	case Purple:
		return PalePurple
	case Brown:
		return PaleBrown
	case Cyan:
		return PaleCyan
	}
	return LightGrey
}

// palette is the PNG palette: the colours, then blends of every pair a
// shape's anti-aliased edge can produce are left to the nearest colour.
func palette() color.Palette {
	p := make(color.Palette, 0, colourCount)
	for _, c := range base {
		p = append(p, c)
	}
	return p
}
