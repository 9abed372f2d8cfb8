package gettysburg

import (
	"fmt"
	"strconv"

	"adjutant/games/kit/hexgrid"
)

// Hex is one hex of the map, named as on the rulebook's map by a four-digit
// id: two digits of column, then two of row ("1304" is column 13, row 4).
// Columns run west to east, rows north to south. The zero Hex means "not on
// the map". The geometry is the shared hex grid's; the naming is ours.
type Hex hexgrid.Hex

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
	// Atoi alone would read a sign ("+123" as 0123).
	for _, c := range s {
		if c < '0' || c > '9' {
			return Hex{}, fmt.Errorf("%w: %q is not four digits", ErrBadHex, s)
		}
	}
	n, _ := strconv.Atoi(s)
	h := Hex{Col: n / 100, Row: n % 100}
	if h.Col == 0 || h.Row == 0 {
		return Hex{}, fmt.Errorf("%w: %q has a zero column or row", ErrBadHex, s)
	}
	return h, nil
}

// layout is the map's geometry: columns numbered from 1, the even ones half
// a hex lower than the odd ones (an odd column touches rows r-1 and r of
// its neighbouring columns, an even one r and r+1). The extent does not
// matter for distances; Scenario.Grid adds it.
func layout() hexgrid.Grid { return hexgrid.Grid{Layout: hexgrid.EvenColumnsDown} }

// neighbours returns the six hexes around h (some may be off the map),
// in a fixed order: north, then clockwise.
func (h Hex) neighbours() [6]Hex {
	var out [6]Hex
	for i, n := range layout().Neighbours(hexgrid.Hex(h)) {
		out[i] = Hex(n)
	}
	return out
}

// Distance is the number of hex steps from h to o.
func Distance(h, o Hex) int { return layout().Distance(hexgrid.Hex(h), hexgrid.Hex(o)) }

// Adjacent reports whether h and o share a side.
func Adjacent(h, o Hex) bool { return Distance(h, o) == 1 }

// hexLess orders hexes by id, the tie-break wherever the engine must pick.
func hexLess(a, b Hex) bool { return hexgrid.Less(hexgrid.Hex(a), hexgrid.Hex(b)) }

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
