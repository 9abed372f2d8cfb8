package hexgrid

import "testing"

func TestNeighboursAreAtDistanceOne(t *testing.T) {
	for _, layout := range []Layout{EvenColumnsDown, OddColumnsDown} {
		g := Grid{MinCol: -3, MaxCol: 12, MinRow: -2, MaxRow: 12, Layout: layout}
		for _, h := range g.All() {
			for d, n := range g.Neighbours(h) {
				if got := g.Distance(h, n); got != 1 {
					t.Fatalf("layout %d: %v neighbour %d %v at distance %d", layout, h, d, n, got)
				}
				if back := g.Direction(n, h); back != (d+3)%6 {
					t.Fatalf("layout %d: direction back from %v to %v is %d, want %d", layout, n, h, back, (d+3)%6)
				}
			}
		}
	}
}

// Gettysburg's map: an odd column touches rows r-1 and r of the next
// column, an even one rows r and r+1.
func TestEvenColumnsDownMatchesTheMapNumbering(t *testing.T) {
	g := Grid{MinCol: 1, MaxCol: 20, MinRow: 1, MaxRow: 20, Layout: EvenColumnsDown}
	cases := []struct {
		a, b Hex
		d    int
	}{
		{Hex{13, 4}, Hex{14, 4}, 1}, {Hex{13, 4}, Hex{14, 3}, 1}, {Hex{13, 4}, Hex{14, 5}, 2},
		{Hex{14, 4}, Hex{15, 5}, 1}, {Hex{14, 4}, Hex{15, 4}, 1}, {Hex{14, 4}, Hex{15, 3}, 2},
		{Hex{1, 1}, Hex{1, 6}, 5}, {Hex{1, 1}, Hex{6, 1}, 5}, {Hex{2, 1}, Hex{7, 4}, 5},
	}
	for _, c := range cases {
		if got := g.Distance(c.a, c.b); got != c.d {
			t.Errorf("Distance(%v, %v) = %d, want %d", c.a, c.b, got, c.d)
		}
	}
}

func TestLineRunsFromEndToEndThroughAdjacentHexes(t *testing.T) {
	g := Grid{MinCol: 1, MaxCol: 15, MinRow: 1, MaxRow: 15, Layout: OddColumnsDown}
	for _, a := range g.All() {
		for _, b := range []Hex{{7, 7}, {1, 1}, {15, 3}} {
			line := g.Line(a, b)
			if line[0].Hex != a && (line[0].Alt == nil || *line[0].Alt != a) {
				t.Fatalf("line %v→%v starts at %v", a, b, line[0].Hex)
			}
			if last := line[len(line)-1]; last.Hex != b {
				t.Fatalf("line %v→%v ends at %v", a, b, last.Hex)
			}
			if len(line) != g.Distance(a, b)+1 {
				t.Fatalf("line %v→%v has %d hexes for distance %d", a, b, len(line), g.Distance(a, b))
			}
			for i := 1; i < len(line); i++ {
				if !g.Adjacent(line[i-1].Hex, line[i].Hex) && line[i].Alt == nil && line[i-1].Alt == nil {
					t.Fatalf("line %v→%v jumps from %v to %v", a, b, line[i-1].Hex, line[i].Hex)
				}
			}
		}
	}
}

// Along a column the line crosses no hexside; two columns over at the
// same height it runs exactly along hexsides (a hexside "spine").
func TestLineAlongAHexsideGivesBothHexes(t *testing.T) {
	g := Grid{MinCol: 1, MaxCol: 10, MinRow: 1, MaxRow: 10, Layout: EvenColumnsDown}
	for _, st := range g.Line(Hex{3, 3}, Hex{3, 7}) {
		if st.Alt != nil {
			t.Fatalf("straight down a column met a hexside at %v", st.Hex)
		}
	}
	line := g.Line(Hex{3, 3}, Hex{5, 3})
	if len(line) != 3 || line[1].Alt == nil {
		t.Fatalf("line 0303→0503 = %+v, want a middle step along a hexside", line)
	}
	pair := []Hex{line[1].Hex, *line[1].Alt}
	if pair[0] != (Hex{4, 2}) || pair[1] != (Hex{4, 3}) {
		t.Fatalf("hexside pair = %v, want 0402 and 0403", pair)
	}
}

func TestWithin(t *testing.T) {
	g := Grid{MinCol: 1, MaxCol: 10, MinRow: 1, MaxRow: 10, Layout: EvenColumnsDown}
	if n := len(g.Within(Hex{5, 5}, 2)); n != 19 {
		t.Fatalf("Within 2 of an inner hex: %d hexes, want 19", n)
	}
	if n := len(g.Within(Hex{1, 1}, 1)); n != 3 {
		t.Fatalf("Within 1 of a corner: %d hexes, want 3", n)
	}
}
