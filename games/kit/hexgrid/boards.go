package hexgrid

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Board is one map board of a map made of several, as ASL lays its boards
// together: a one-letter id ("y"), columns lettered A … Z, then AA, BB …
// (a doubled letter, as the boards print them), rows numbered from 1.
type Board struct {
	ID      string
	Columns int
	Rows    int
}

// Boards is a map of boards of equal width laid one below the other, the
// first at the top. A hex's id is its board's letter, its column and its
// row: "yK2". On the joined Grid, columns run 1 … Columns and rows
// continue from one board to the next (the second board's row 1 is the
// first board's Rows+1), so distances and lines cross board edges.
type Boards struct {
	List   []Board
	Layout Layout
}

// ErrHexID is returned for a hex id that does not name a hex of the map.
var ErrHexID = errors.New("not a hex id")

// Grid is the joined map.
func (bs Boards) Grid() Grid {
	g := Grid{MinCol: 1, MinRow: 1, Layout: bs.Layout}
	for _, b := range bs.List {
		g.MaxCol = max(g.MaxCol, b.Columns)
		g.MaxRow += b.Rows
	}
	return g
}

// Locate returns the board a hex of the joined grid is on and its row on
// that board.
func (bs Boards) Locate(h Hex) (Board, int, bool) {
	off := 0
	for _, b := range bs.List {
		if h.Row > off && h.Row <= off+b.Rows {
			if h.Col < 1 || h.Col > b.Columns {
				return Board{}, 0, false
			}
			return b, h.Row - off, true
		}
		off += b.Rows
	}
	return Board{}, 0, false
}

// Format writes a hex's id, "yK2"; a hex off the map is written as its
// column and row, "(3,-1)".
func (bs Boards) Format(h Hex) string {
	b, row, ok := bs.Locate(h)
	if !ok {
		return fmt.Sprintf("(%d,%d)", h.Col, h.Row)
	}
	return b.ID + ColumnName(h.Col) + strconv.Itoa(row)
}

// Parse reads a hex id in any letter case ("yK2", "YK2", "yk2", "zAA10").
func (bs Boards) Parse(s string) (Hex, error) {
	s = strings.TrimSpace(s)
	if len(s) < 3 {
		return Hex{}, fmt.Errorf("%w: %q", ErrHexID, s)
	}
	off := 0
	for _, b := range bs.List {
		if strings.EqualFold(s[:1], b.ID) {
			rest := s[1:]
			i := 0
			for i < len(rest) && isLetter(rest[i]) {
				i++
			}
			col, ok := ParseColumn(rest[:i])
			row, err := strconv.Atoi(rest[i:])
			if !ok || err != nil || rest[i:] != strconv.Itoa(row) || col > b.Columns || row < 1 || row > b.Rows {
				return Hex{}, fmt.Errorf("%w: %q on board %s", ErrHexID, s, b.ID)
			}
			return Hex{Col: col, Row: off + row}, nil
		}
		off += b.Rows
	}
	return Hex{}, fmt.Errorf("%w: %q names no board", ErrHexID, s)
}

func isLetter(c byte) bool { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') }

// ColumnName letters column c (from 1): A … Z, then AA, BB … ZZ, then
// AAA …, the way ASL boards letter theirs.
func ColumnName(c int) string {
	if c < 1 {
		return "?"
	}
	n := (c-1)/26 + 1
	return strings.Repeat(string(rune('A'+(c-1)%26)), n)
}

// ParseColumn reads a column's letters in either case: one letter, or the
// same letter repeated.
func ParseColumn(s string) (int, bool) {
	if s == "" {
		return 0, false
	}
	u := strings.ToUpper(s)
	for i := 1; i < len(u); i++ {
		if u[i] != u[0] {
			return 0, false
		}
	}
	if u[0] < 'A' || u[0] > 'Z' {
		return 0, false
	}
	return (len(u)-1)*26 + int(u[0]-'A') + 1, true
}

// Span says which hex ids the map has, board by board, for a problem
// that names a hex off the map: "vA1-vT10", "yA1-yGG10, zA1-zGG10".
func (bs Boards) Span() string {
	var parts []string
	for _, b := range bs.List {
		parts = append(parts, fmt.Sprintf("%sA1-%s%s%d", b.ID, b.ID, ColumnName(b.Columns), b.Rows))
	}
	return strings.Join(parts, ", ")
}
