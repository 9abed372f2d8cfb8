package hexgrid

import (
	"errors"
	"testing"
)

func TestBoardsNameHexesLikeASLBoards(t *testing.T) {
	bs := Boards{List: []Board{{ID: "y", Columns: 33, Rows: 10}, {ID: "z", Columns: 33, Rows: 10}}, Layout: EvenColumnsDown}
	cases := []struct {
		id  string
		hex Hex
	}{
		{"yA1", Hex{1, 1}}, {"yK2", Hex{11, 2}}, {"yZ10", Hex{26, 10}}, {"yAA1", Hex{27, 1}},
		{"yGG10", Hex{33, 10}}, {"zA1", Hex{1, 11}}, {"zQ4", Hex{17, 14}},
	}
	for _, c := range cases {
		h, err := bs.Parse(c.id)
		if err != nil || h != c.hex {
			t.Errorf("Parse(%q) = %v, %v; want %v", c.id, h, err, c.hex)
		}
		if got := bs.Format(c.hex); got != c.id {
			t.Errorf("Format(%v) = %q, want %q", c.hex, got, c.id)
		}
	}
	for _, s := range []string{"yk2", "YK2", " yK2 "} {
		if h, err := bs.Parse(s); err != nil || h != (Hex{11, 2}) {
			t.Errorf("Parse(%q) = %v, %v", s, h, err)
		}
	}
	for _, s := range []string{"", "y", "yK", "K2", "xK2", "yK0", "yK11", "yHH1", "yAB1", "yK02", "yK2a", "y2K"} {
		if h, err := bs.Parse(s); !errors.Is(err, ErrHexID) {
			t.Errorf("Parse(%q) = %v, %v; want ErrHexID", s, h, err)
		}
	}
	// The boards join: the last row of y touches the first of z.
	g := bs.Grid()
	a, _ := bs.Parse("yB10")
	b, _ := bs.Parse("zB1")
	if !g.Adjacent(a, b) || g.MaxRow != 20 || g.MaxCol != 33 {
		t.Fatalf("yB10 and zB1 adjacent=%v, grid %+v", g.Adjacent(a, b), g)
	}
}

func TestBoardsSpanNamesEveryBoardsFirstAndLastHex(t *testing.T) {
	bs := Boards{List: []Board{{ID: "y", Columns: 33, Rows: 10}, {ID: "z", Columns: 33, Rows: 10}}}
	if got := bs.Span(); got != "yA1-yGG10, zA1-zGG10" {
		t.Errorf("Span() = %q", got)
	}
}
