package asciimap

import (
	"strings"
	"sync"

	"adjutant/games/diplomacy/dip"
)

// Cells is the map art as a grid of character cells, for drawing the same
// map as a picture: which province's region each cell lies in (found by
// flooding from each slot across everything that is not a border, as the
// region tests do), which kind of border a border cell draws, and where
// each province's slot is. The picture is thus drawn from our own art, one
// block per character.
type Cells struct {
	W, H int
	// Prov is the province of each cell, [line][column]; "" on a border
	// cell and on the rare cell no region reached.
	Prov [][]dip.Province
	// Edge is the border a cell draws, [line][column].
	Edge [][]Edge
	// Slots is where each province's slot lies.
	Slots map[dip.Province]Slot
	// Names lists the provinces in id order, and Index gives each cell's
	// place in it (-1 where Prov is ""), so that a drawing can look a
	// cell's province up without a map.
	Names []dip.Province
	Index [][]int
}

// Slot is a province's slot in the art: its line, first column and width.
type Slot struct{ Line, Col, Width int }

// Edge is the kind of border a cell of the art draws.
type Edge uint8

// Kinds of Edge.
const (
	NoEdge Edge = iota
	LandEdge
	CoastEdge
	SeaEdge
)

// EuropeCells is the standard map's art as cells. The result is shared
// and must not be changed.
func EuropeCells() *Cells { return europeCells() }

var europeCells = sync.OnceValue(func() *Cells { return cellsOf(europe()) })

func cellsOf(a *art) *Cells {
	c := &Cells{H: len(a.lines), Slots: map[dip.Province]Slot{}}
	for i := range a.lines {
		c.W = max(c.W, a.lineWidth(i))
	}
	chars := make([][]byte, c.H)
	for y, line := range a.lines {
		row := []byte(strings.Repeat(" ", c.W))
		x := 0
		for _, s := range line {
			if s.prov == "" {
				copy(row[x:], s.text)
				x += len(s.text)
				continue
			}
			c.Slots[s.prov] = Slot{Line: y, Col: x, Width: s.width}
			for k := 0; k < s.width; k++ {
				row[x+k] = ' ' // a slot is open ground of its province
			}
			x += s.width
		}
		chars[y] = row
	}
	c.Prov, c.Edge = make([][]dip.Province, c.H), make([][]Edge, c.H)
	for y := range c.H {
		c.Prov[y], c.Edge[y] = make([]dip.Province, c.W), make([]Edge, c.W)
		for x := range c.W {
			switch a.strokes[chars[y][x]] {
			case landStroke:
				c.Edge[y][x] = LandEdge
			case coastStroke:
				c.Edge[y][x] = CoastEdge
			case seaStroke:
				c.Edge[y][x] = SeaEdge
			}
		}
	}
	c.Names = sortedSlots(c.Slots)
	for _, p := range c.Names {
		c.flood(p)
	}
	at := map[dip.Province]int{}
	for i, p := range c.Names {
		at[p] = i
	}
	c.Index = make([][]int, c.H)
	for y := range c.H {
		c.Index[y] = make([]int, c.W)
		for x := range c.W {
			c.Index[y][x] = -1
			if p := c.Prov[y][x]; p != "" {
				c.Index[y][x] = at[p]
			}
		}
	}
	return c
}

func sortedSlots(slots map[dip.Province]Slot) []dip.Province {
	out := make([]dip.Province, 0, len(slots))
	for p := range slots {
		out = append(out, p)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j] < out[j-1]; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// flood claims every open cell reachable from p's slot for p.
func (c *Cells) flood(p dip.Province) {
	s := c.Slots[p]
	type cell struct{ y, x int }
	start := cell{s.Line, s.Col}
	if c.Prov[start.y][start.x] != "" {
		return
	}
	c.Prov[start.y][start.x] = p
	queue := []cell{start}
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		for _, d := range []cell{{0, 1}, {0, -1}, {1, 0}, {-1, 0}} {
			m := cell{n.y + d.y, n.x + d.x}
			if m.y < 0 || m.y >= c.H || m.x < 0 || m.x >= c.W || c.Edge[m.y][m.x] != NoEdge || c.Prov[m.y][m.x] != "" {
				continue
			}
			c.Prov[m.y][m.x] = p
			queue = append(queue, m)
		}
	}
}
