package hexgrid

import (
	"errors"
	"strconv"
	"strings"
	"testing"
)

// FuzzBoardsParse: a hex id a player types is either a hex of the map
// that prints back as the same id (in the boards' letter case) and reads
// back as the same hex, or ErrHexID with the id quoted. The map is two
// boards of any size, y above z, as ASL lays them.
func FuzzBoardsParse(f *testing.F) {
	for _, s := range []string{"yA1", "yK2", "YK2", " yk2 ", "yGG10", "zA1", "zQ4", "yAA1", "yAB1", "yK02", "yK+2", "yK2a", "y2K", "xK2", "yK", "", "yKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKK1"} {
		f.Add(s, uint8(33), uint8(10))
	}
	f.Add("vT10", uint8(20), uint8(10))
	f.Add("yZ1", uint8(26), uint8(1))
	f.Fuzz(func(t *testing.T, id string, cols, rows uint8) {
		if cols == 0 || rows == 0 {
			return
		}
		bs := Boards{List: []Board{{ID: "y", Columns: int(cols), Rows: int(rows)}, {ID: "z", Columns: int(cols), Rows: int(rows)}}}
		h, err := bs.Parse(id)
		if err != nil {
			if !errors.Is(err, ErrHexID) || !strings.Contains(err.Error(), strconv.Quote(strings.TrimSpace(id))) {
				t.Fatalf("%q: %v", id, err)
			}
			return
		}
		if _, _, ok := bs.Locate(h); !ok {
			t.Fatalf("%q read as %v, off the map", id, h)
		}
		printed := bs.Format(h)
		if !strings.EqualFold(printed, strings.TrimSpace(id)) {
			t.Fatalf("%q read as %v, printed %q", id, h, printed)
		}
		if again, err := bs.Parse(printed); err != nil || again != h {
			t.Fatalf("%q: printed %q reads back as %v (%v)", id, printed, again, err)
		}
	})
}

// FuzzParseColumn: column letters read as a column from 1 whose name is
// the same letters (in capitals); a column's name reads back as it.
func FuzzParseColumn(f *testing.F) {
	for _, s := range []string{"A", "k", "Z", "AA", "gg", "AAA", "AB", "", "1", "Aa", "ÄÄ", "[", "@"} {
		f.Add(s, 1)
	}
	f.Add("K", 704)
	f.Fuzz(func(t *testing.T, s string, c int) {
		col, ok := ParseColumn(s)
		if ok {
			if col < 1 || ColumnName(col) != strings.ToUpper(s) {
				t.Fatalf("%q read as column %d, named %q", s, col, ColumnName(col))
			}
		} else if oneLetterRepeated(s) {
			t.Fatalf("%q refused", s)
		}
		if c < 1 || c > 1<<16 {
			return
		}
		if back, ok := ParseColumn(ColumnName(c)); !ok || back != c {
			t.Fatalf("column %d named %q reads back as %d (%v)", c, ColumnName(c), back, ok)
		}
	})
}

// oneLetterRepeated: s is one ASCII letter, once or more, in either case.
func oneLetterRepeated(s string) bool {
	u := strings.ToUpper(s)
	return s != "" && isLetter(s[0]) && strings.Trim(u, u[:1]) == "" && len(u) == len(s)
}
