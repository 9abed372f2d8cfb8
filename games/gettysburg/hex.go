package gettysburg

import (
	"fmt"
	"strconv"
)

// Hex is one hex of the map, named as on the rulebook's map by a four-digit
// id: two digits of column, then two of row ("1304" is column 13, row 4).
// Columns run west to east, rows north to south. The zero Hex means "not on
// the map".
type Hex struct {
	Col, Row int
}

// String returns the four-digit id, or "-" for the zero Hex.
func (h Hex) String() string {
	if h.IsZero() {
		return "-"
	}
	return fmt.Sprintf("%02d%02d", h.Col, h.Row)
}

// IsZero reports whether h is the "not on the map" value.
func (h Hex) IsZero() bool { return h.Col == 0 && h.Row == 0 }

// ParseHex reads a four-digit hex id.
func ParseHex(s string) (Hex, error) {
	if len(s) != 4 {
		return Hex{}, fmt.Errorf("%w: %q is not four digits", ErrBadHex, s)
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 {
		return Hex{}, fmt.Errorf("%w: %q is not four digits", ErrBadHex, s)
	}
	h := Hex{Col: n / 100, Row: n % 100}
	if h.Col == 0 || h.Row == 0 {
		return Hex{}, fmt.Errorf("%w: %q has a zero column or row", ErrBadHex, s)
	}
	return h, nil
}

// The map is laid out in columns with the even columns half a hex lower
// than the odd ones (columns are numbered from 1). An odd column touches
// the rows r-1 and r of its neighbouring columns, an even one r and r+1.
var (
	oddNeighbours  = [6][2]int{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 0}, {-1, -1}}
	evenNeighbours = [6][2]int{{0, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}}
)

// neighbours returns the six hexes around h (some may be off the map),
// in a fixed order: north, then clockwise.
func (h Hex) neighbours() [6]Hex {
	d := oddNeighbours
	if h.Col%2 == 0 {
		d = evenNeighbours
	}
	var out [6]Hex
	for i, v := range d {
		out[i] = Hex{Col: h.Col + v[0], Row: h.Row + v[1]}
	}
	return out
}

// cube converts to cube coordinates, where distance is easy.
func (h Hex) cube() (x, y, z int) {
	x = h.Col
	z = h.Row - (h.Col+(h.Col&1))/2
	y = -x - z
	return
}

// Distance is the number of hex steps from h to o.
func Distance(h, o Hex) int {
	x1, y1, z1 := h.cube()
	x2, y2, z2 := o.cube()
	return max(abs(x1-x2), abs(y1-y2), abs(z1-z2))
}

// Adjacent reports whether h and o share a side.
func Adjacent(h, o Hex) bool { return Distance(h, o) == 1 }

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// hexLess orders hexes by id, the tie-break wherever the engine must pick.
func hexLess(a, b Hex) bool {
	if a.Col != b.Col {
		return a.Col < b.Col
	}
	return a.Row < b.Row
}

// MarshalText writes the four-digit id ("-" for the zero Hex), so saved
// states read like the map.
func (h Hex) MarshalText() ([]byte, error) { return []byte(h.String()), nil }

// UnmarshalText reads what MarshalText wrote.
func (h *Hex) UnmarshalText(b []byte) error {
	if string(b) == "-" || len(b) == 0 {
		*h = Hex{}
		return nil
	}
	v, err := ParseHex(string(b))
	if err != nil {
		return err
	}
	*h = v
	return nil
}
