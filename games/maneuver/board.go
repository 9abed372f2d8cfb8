package maneuver

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Size is the side of the field: four 4x4 tiles laid 2x2 (rule 1.1).
const Size = 8

// Square is one square of the field: Col 0..7 is A..H from west to east,
// Row 0..7 is 1..8 from south to north, as on a chessboard. The zero
// value is A1; NoSquare is off the field.
type Square struct {
	Col int `json:"c"`
	Row int `json:"r"`
}

// NoSquare marks a unit that is not on the field.
var NoSquare = Square{-1, -1}

// On reports whether s is on the field.
func (s Square) On() bool { return s.Col >= 0 && s.Col < Size && s.Row >= 0 && s.Row < Size }

func (s Square) String() string {
	if !s.On() {
		return "--"
	}
	return fmt.Sprintf("%c%d", 'A'+s.Col, s.Row+1)
}

// ParseSquare reads "C4" or "c4".
func ParseSquare(w string) (Square, bool) {
	w = strings.ToUpper(strings.TrimSpace(w))
	if len(w) != 2 || w[0] < 'A' || w[0] > 'H' || w[1] < '1' || w[1] > '8' {
		return NoSquare, false
	}
	return Square{int(w[0] - 'A'), int(w[1] - '1')}, true
}

// Add moves s one step in direction d.
func (s Square) Add(d Dir) Square { return Square{s.Col + d.DC, s.Row + d.DR} }

// Dist is the orthogonal distance: there are no diagonals (rule 1.1).
func Dist(a, b Square) int { return abs(a.Col-b.Col) + abs(a.Row-b.Row) }

// Adjacent reports whether a and b share a side.
func Adjacent(a, b Square) bool { return Dist(a, b) == 1 }

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// Neighbours lists the squares sharing a side with s, on the field, in
// the order north, east, south, west.
func (s Square) Neighbours() []Square {
	var out []Square
	for _, d := range dirs {
		if n := s.Add(d); n.On() {
			out = append(out, n)
		}
	}
	return out
}

// Dir is a direction on the field, named by the edge it points to.
type Dir struct {
	Name   string
	DC, DR int
}

// MarshalJSON saves a direction as its name.
func (d Dir) MarshalJSON() ([]byte, error) { return json.Marshal(d.Name) }

// UnmarshalJSON reads a direction's name.
func (d *Dir) UnmarshalJSON(b []byte) error {
	var name string
	if err := json.Unmarshal(b, &name); err != nil {
		return err
	}
	*d = dirNamed(name)
	return nil
}

// The four edges and directions.
var (
	North = Dir{"north", 0, 1}
	East  = Dir{"east", 1, 0}
	South = Dir{"south", 0, -1}
	West  = Dir{"west", -1, 0}
	dirs  = []Dir{North, East, South, West}
)

// ParseDir reads an edge's name in English or Chinese.
func ParseDir(w string) (Dir, bool) {
	switch strings.ToUpper(w) {
	case "NORTH", "N", "北", "北邊", "北边":
		return North, true
	case "EAST", "E", "東", "东", "東邊", "东边":
		return East, true
	case "SOUTH", "S", "南", "南邊", "南边":
		return South, true
	case "WEST", "W", "西", "西邊", "西边":
		return West, true
	}
	return Dir{}, false
}

func dirNamed(name string) Dir {
	for _, d := range dirs {
		if d.Name == name {
			return d
		}
	}
	return Dir{}
}

// Opposite is the direction the other way.
func (d Dir) Opposite() Dir {
	return dirNamed(map[string]string{"north": "south", "south": "north", "east": "west", "west": "east"}[d.Name])
}

// Sides are the two directions across d, west or south first.
func (d Dir) Sides() [2]Dir {
	if d.DC == 0 {
		return [2]Dir{West, East}
	}
	return [2]Dir{South, North}
}

// Depth is how many squares s lies from the edge d points to: 0 on that
// edge's own row or column.
func (d Dir) Depth(s Square) int {
	switch d.Name {
	case "north":
		return Size - 1 - s.Row
	case "south":
		return s.Row
	case "east":
		return Size - 1 - s.Col
	}
	return s.Col
}

// Quadrants of the field in the order tiles are laid: north-west,
// north-east, south-west, south-east.
var quadrantOrigin = [4]Square{{0, 4}, {4, 4}, {0, 0}, {4, 0}}

// Placement is one tile on the field: its id and how far it is turned
// clockwise (0, 90, 180 or 270 degrees).
type Placement struct {
	Tile int `json:"tile"`
	Turn int `json:"turn,omitempty"`
}

func (p Placement) String() string {
	if p.Turn == 0 {
		return fmt.Sprint(p.Tile)
	}
	return fmt.Sprintf("%d/%d", p.Tile, p.Turn)
}

// ParsePlacement reads "3" or "3/90".
func ParsePlacement(w string) (Placement, bool) {
	id, turn, turned := strings.Cut(w, "/")
	var p Placement
	if _, err := fmt.Sscanf(id, "%d", &p.Tile); err != nil || !digits(id) {
		return p, false
	}
	if turned {
		if _, err := fmt.Sscanf(turn, "%d", &p.Turn); err != nil || !digits(turn) {
			return p, false
		}
		if p.Turn%90 != 0 || p.Turn < 0 || p.Turn >= 360 {
			return p, false
		}
	}
	return p, true
}

// Field is the terrain of the 64 squares.
type Field [Size][Size]*Terrain // [col][row]

// At returns the terrain of s.
func (f *Field) At(s Square) *Terrain { return f[s.Col][s.Row] }

// Lay builds the field from four placed tiles in quadrant order.
func Lay(d *Data, places [4]Placement) (*Field, error) {
	var f Field
	for q, p := range places {
		t, ok := d.Tile(p.Tile)
		if !ok {
			return nil, fmt.Errorf("%w: no tile %d", ErrData, p.Tile)
		}
		grid := turned(t.Rows, p.Turn)
		o := quadrantOrigin[q]
		for i := 0; i < 4; i++ { // i: tile row from the north
			for j := 0; j < 4; j++ {
				ter, ok := d.Chart.ByChar(grid[i][j])
				if !ok {
					return nil, fmt.Errorf("%w: tile %d has terrain %q", ErrData, p.Tile, grid[i][j])
				}
				f[o.Col+j][o.Row+3-i] = ter
			}
		}
	}
	return &f, nil
}

// turned rotates a tile's rows clockwise by deg degrees.
func turned(rows [4]string, deg int) [4][4]byte {
	var g [4][4]byte
	for i := 0; i < 4; i++ {
		for j := 0; j < 4; j++ {
			g[i][j] = rows[i][j]
		}
	}
	for ; deg > 0; deg -= 90 {
		var r [4][4]byte
		for i := 0; i < 4; i++ {
			for j := 0; j < 4; j++ {
				r[i][j] = g[3-j][i]
			}
		}
		g = r
	}
	return g
}

// deployZone lists the squares within two rows of edge e (rule 3.6) that
// a unit may stand in, in square order.
func (f *Field) deployZone(e Dir) []Square {
	var out []Square
	for _, s := range allSquares() {
		if e.Depth(s) < 2 && f.At(s).Passable {
			out = append(out, s)
		}
	}
	return out
}

// allSquares lists the field row by row from A1 to H8.
func allSquares() []Square {
	out := make([]Square, 0, Size*Size)
	for r := 0; r < Size; r++ {
		for c := 0; c < Size; c++ {
			out = append(out, Square{c, r})
		}
	}
	return out
}
