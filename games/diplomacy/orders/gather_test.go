package orders

import (
	"strings"
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/templates/i18n"
)

func TestSeveralOrdersOnOneLine(t *testing.T) {
	names, m, pos := dipmap.StandardNames(), dipmap.Standard(), dipmap.StandardPosition()
	for _, text := range []string{"A Par - Bur; F Bre - Mao; A Mar H", "A Par - Bur；F Bre - Mao；A Mar H;", "A Par - Bur ; F Bre - Mao\nA Mar H"} {
		got := Parse(names, m, pos, dip.France, SplitLines(text), nil)
		if len(got.Problems) > 0 || len(got.Orders) != 3 {
			t.Errorf("%q: orders %+v, problems %+v", text, got.Orders, got.Problems)
			continue
		}
		for i, lr := range got.Lines {
			if lr.N != 1 && i < 2 {
				t.Errorf("%q: order %d is on line %d, want 1", text, i, lr.N)
			}
		}
	}
	got := Parse(names, m, pos, dip.France, SplitLines("A Par - Bur; F Bre - Xyz; A Mar H"), nil)
	if len(got.Orders) != 2 || len(got.Problems) != 1 || got.Problems[0].Input != "F Bre - Xyz" {
		t.Errorf("one bad order among three: orders %+v, problems %+v", got.Orders, got.Problems)
	}
}

func TestAWrappedOrderIsReadWhole(t *testing.T) {
	names, m, pos := dipmap.StandardNames(), dipmap.Standard(), dipmap.StandardPosition()
	want := dip.Order{Kind: dip.Support, Power: dip.France, Type: dip.Army, At: loc("mar"), OtherType: dip.Army, Other: loc("par"), OtherTo: loc("bur")}
	for _, text := range []string{
		"France: Army Marseilles supports Army Paris\nmoving to Burgundy",
		"A Mar S A Par\n- Bur",
		"A Mar S A Par -\nBur",
		"A Mar S\nA Par - Bur",
		"Army Marseilles supports\nArmy Paris\nmoving to Burgundy",
	} {
		got := Parse(names, m, pos, dip.France, SplitLines(text), nil)
		if len(got.Problems) > 0 || len(got.Orders) != 1 || got.Orders[0] != want {
			t.Errorf("%q: orders %+v, problems %+v", text, got.Orders, got.Problems)
			continue
		}
		if lr := got.Lines[0]; lr.N != 1 || len(lr.Joined) != strings.Count(text, "\n") {
			t.Errorf("%q: read as line %d joined with %v", text, lr.N, lr.Joined)
		}
	}
}

func TestAWrappedOrderThatDoesNotReadIsRefusedWhole(t *testing.T) {
	names, m, pos := dipmap.StandardNames(), dipmap.Standard(), dipmap.StandardPosition()
	got := Parse(names, m, pos, dip.France, SplitLines("A Mar S A Par\nmoving to Burgundyy\nF Bre - Mao"), nil)
	if len(got.Orders) != 1 || got.Orders[0].At != loc("bre") {
		t.Fatalf("orders %+v: the first half of a wrapped order must not run", got.Orders)
	}
	probs := problemsByLine(got, i18n.English)
	if !strings.Contains(probs[1], "line 2 look like one order wrapped") || !strings.Contains(probs[2], "line 1 look like one order wrapped") {
		t.Errorf("problems %v", probs)
	}
	// A blank line between is no wrapping: each line is read alone.
	got = Parse(names, m, pos, dip.Germany, SplitLines("A Mun S A Ber\n\n- Sil"), nil)
	if len(got.Orders) != 1 || len(got.Problems) != 1 || got.Problems[0].Line != 3 {
		t.Errorf("orders %+v, problems %+v", got.Orders, got.Problems)
	}
	// Two orders that each read alone are never joined.
	got = Parse(names, m, pos, dip.France, SplitLines("A Par H\nBur"), nil)
	if len(got.Lines) != 2 {
		t.Errorf("lines %+v", got.Lines)
	}
}

// TestCommasSeparateOrdersWhenTheLineDoesNotReadWhole: players from the
// classic judges write a season's orders on one line with commas; such a
// line is read as several orders, while a comma inside one order
// ("A Par - Bur, via convoy") still reads as that one order.
func TestCommasSeparateOrdersWhenTheLineDoesNotReadWhole(t *testing.T) {
	names, m, pos := dipmap.StandardNames(), dipmap.Standard(), dipmap.StandardPosition()
	for _, text := range []string{"A PAR-BUR, F BRE-MAO, A MAR H", "A Par - Bur，F Bre - Mao，A Mar H", "A Par-Bur, F Bre-Mao, A Mar H,"} {
		got := Parse(names, m, pos, dip.France, SplitLines(text), nil)
		if len(got.Problems) > 0 || len(got.Orders) != 3 {
			t.Errorf("%q: orders %+v, problems %+v", text, got.Orders, got.Problems)
		}
	}
	got := Parse(names, m, pos, dip.France, SplitLines("A Par - Bur, F Bre - Xyz, A Mar H"), nil)
	if len(got.Orders) != 2 || len(got.Problems) != 1 || strings.TrimSpace(got.Problems[0].Input) != "F Bre - Xyz" {
		t.Errorf("one bad order among three: orders %+v, problems %+v", got.Orders, got.Problems)
	}
	got = Parse(names, m, pos, dip.France, SplitLines("A Mar S A Par, moving to Bur"), nil)
	if len(got.Problems) > 0 || len(got.Orders) != 1 || got.Orders[0].Kind != dip.Support {
		t.Errorf("a comma inside one order: orders %+v, problems %+v", got.Orders, got.Problems)
	}
}

// A line of orders cut at commas is never the first half of a wrapped
// order: the line after it is read alone.
func TestACommaLineIsNotJoinedToTheNext(t *testing.T) {
	names, m, pos := dipmap.StandardNames(), dipmap.Standard(), dipmap.StandardPosition()
	got := Parse(names, m, pos, dip.France, SplitLines("A Par - Bur, F Bre - Mao\nA Mar H"), nil)
	if len(got.Problems) > 0 || len(got.Orders) != 3 {
		t.Errorf("orders %+v, problems %+v", got.Orders, got.Problems)
	}
}
