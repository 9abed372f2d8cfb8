package tables

import (
	"strconv"
	"strings"
	"testing"
)

// publishedIFT is the Starter Kit's Infantry Fire Table as printed, cell
// for cell, written out here independently of data/tables.toml so that
// the test compares two copies: columns 1 2 4 6 8 12 16 20 24 30 36+,
// rows by final DR from 0 (and below) to 15.
const publishedIFT = `
     1    2    4    6    8    12   16   20   24   30   36
 0   1KIA 2KIA 2KIA 3KIA 3KIA 3KIA 4KIA 4KIA 5KIA 6KIA 7KIA
 1   K/1  1KIA 1KIA 2KIA 2KIA 2KIA 3KIA 3KIA 4KIA 5KIA 6KIA
 2   1MC  K/1  K/2  1KIA 1KIA 1KIA 2KIA 2KIA 3KIA 4KIA 5KIA
 3   1MC  1MC  2MC  K/2  K/2  K/3  1KIA 1KIA 2KIA 3KIA 4KIA
 4   NMC  1MC  1MC  2MC  2MC  3MC  K/3  K/4  1KIA 2KIA 3KIA
 5   PTC  NMC  1MC  1MC  2MC  2MC  3MC  4MC  K/4  1KIA 2KIA
 6   -    PTC  NMC  1MC  1MC  2MC  2MC  3MC  4MC  K/4  1KIA
 7   -    -    PTC  NMC  1MC  1MC  2MC  2MC  3MC  4MC  K/4
 8   -    -    -    PTC  NMC  1MC  1MC  2MC  2MC  3MC  4MC
 9   -    -    -    -    PTC  NMC  1MC  1MC  2MC  2MC  3MC
10   -    -    -    -    -    PTC  NMC  1MC  1MC  2MC  2MC
11   -    -    -    -    -    -    PTC  NMC  1MC  1MC  2MC
12   -    -    -    -    -    -    -    PTC  NMC  1MC  1MC
13   -    -    -    -    -    -    -    -    PTC  NMC  1MC
14   -    -    -    -    -    -    -    -    -    PTC  NMC
15   -    -    -    -    -    -    -    -    -    -    PTC
`

// TestIFTMatchesThePublishedTableCellForCell reads every one of the 176
// cells through the engine's lookup (Column for the FP, IFT for the DR)
// and compares it with the printed table above.
func TestIFTMatchesThePublishedTableCellForCell(t *testing.T) {
	tb, err := LoadTables()
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(publishedIFT), "\n")
	var cols []int
	for _, f := range strings.Fields(lines[0]) {
		n, err := strconv.Atoi(f)
		if err != nil {
			t.Fatal(err)
		}
		cols = append(cols, n)
	}
	if len(tb.Columns) != len(cols) {
		t.Fatalf("the table has columns %v, the printed one %v", tb.Columns, cols)
	}
	cells := 0
	for _, line := range lines[1:] {
		f := strings.Fields(line)
		dr, err := strconv.Atoi(f[0])
		if err != nil || len(f) != len(cols)+1 {
			t.Fatalf("bad golden line %q", line)
		}
		for i, want := range f[1:] {
			col := tb.Column(float64(cols[i]))
			if col < 0 || tb.Columns[col] != cols[i] {
				t.Errorf("%d FP does not read the %d column", cols[i], cols[i])
				continue
			}
			if got := tb.IFT(col, dr).String(); got != want {
				t.Errorf("%d FP at DR %d: %s, the printed table says %s", cols[i], dr, got, want)
			}
			cells++
		}
	}
	if cells != 176 {
		t.Errorf("compared %d cells, the table has 176", cells)
	}
}

// TestIFTBeyondThePrintedRows: a final DR below 0 reads the 0 row; one
// above 15 is off the table and has no effect, even at 36 FP (whose 15
// row is still a PTC).
func TestIFTBeyondThePrintedRows(t *testing.T) {
	tb, err := LoadTables()
	if err != nil {
		t.Fatal(err)
	}
	last := len(tb.Columns) - 1
	if got := tb.IFT(last, -3).String(); got != "7KIA" {
		t.Errorf("36 FP at DR -3: %s, want the 0 row's 7KIA", got)
	}
	if got := tb.IFT(tb.Column(100), 15).String(); got != "PTC" {
		t.Errorf("100 FP at DR 15: %s, want the 36 column's PTC", got)
	}
	for _, dr := range []int{16, 17, 20} {
		if got := tb.IFT(last, dr); got.Kind != NoEffect {
			t.Errorf("36 FP at DR %d: %s, want no effect", dr, got)
		}
	}
}
