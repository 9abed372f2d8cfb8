package tables

import "testing"

// TestCCTMatchesTheTranscribedChart compares every Close Combat Table
// column with the chart as written out here, independently of
// data/tables.toml: below 1:8 kills at 0, then 1:8 1, 1:6 2, 1:4 3, 1:2
// 4, 1:1 5, 3:2 6, 2:1 7, 3:1 8, 4:1 9, 6:1 10, 8:1 11, 10:1 12, and
// above 10:1 13. There is no 1:3 column. Odds round down to a printed
// column (in the attacker's disfavour). 1:2 to 2:1 are checked against
// the rulebook's 3.8 examples (TestTablesHoldTheCellsTheExamplesName);
// the rest against public transcriptions of the full rules' chart.
func TestCCTMatchesTheTranscribedChart(t *testing.T) {
	tb, err := LoadTables()
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		odds string
		kill int
	}{{"<1:8", 0}, {"1:8", 1}, {"1:6", 2}, {"1:4", 3}, {"1:2", 4}, {"1:1", 5}, {"3:2", 6}, {"2:1", 7}, {"3:1", 8}, {"4:1", 9}, {"6:1", 10}, {"8:1", 11}, {"10:1", 12}, {">10:1", 13}}
	if len(tb.Odds) != len(want) {
		t.Errorf("%d CCT columns, the chart has %d: %v", len(tb.Odds), len(want), tb.Odds)
	}
	for i, w := range want {
		if i < len(tb.Odds) && (tb.Odds[i].String() != w.odds || tb.Odds[i].Kill != w.kill) {
			t.Errorf("column %d: %s kill %d, the chart has %s kill %d", i, tb.Odds[i], tb.Odds[i].Kill, w.odds, w.kill)
		}
	}
	for _, c := range []struct {
		a, d float64
		odds string
		kill int
	}{
		{1, 9, "<1:8", 0}, {1, 8, "1:8", 1}, {1, 7, "1:8", 1}, {1, 6, "1:6", 2}, {1, 5, "1:6", 2},
		{1, 4, "1:4", 3}, {1, 3, "1:4", 3}, {2, 5, "1:4", 3}, {1, 2, "1:2", 4}, {4, 5, "1:2", 4},
		{1, 1, "1:1", 5}, {3, 2, "3:2", 6}, {2, 1, "2:1", 7}, {5, 2, "2:1", 7}, {3, 1, "3:1", 8},
		{4, 1, "4:1", 9}, {5, 1, "4:1", 9}, {6, 1, "6:1", 10}, {8, 1, "8:1", 11}, {10, 1, "10:1", 12},
		{11, 1, ">10:1", 13}, {40, 1, ">10:1", 13},
	} {
		if o := tb.CCTOdds(c.a, c.d); o.String() != c.odds || o.Kill != c.kill {
			t.Errorf("%g against %g: %s kill %d, want %s kill %d", c.a, c.d, o, o.Kill, c.odds, c.kill)
		}
	}
}
