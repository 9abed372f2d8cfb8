package tables

import (
	"errors"
	"os"
	"strings"
	"testing"
)

// The table cells and counter values the rulebook's worked examples name
// (data/tables.toml and data/counters.toml state this list as the
// transcription's check).
func TestTablesHoldTheCellsTheExamplesName(t *testing.T) {
	tb, err := LoadTables()
	if err != nil {
		t.Fatal(err)
	}
	col := func(fp float64) int { return tb.Column(fp) }
	for _, c := range []struct {
		fp   float64
		dr   int
		want string
		why  string
	}{
		{19, 10, "NMC", "3.2 prep fire example: 19 FP uses the 16 column, DR 10"},
		{3.5, 4, "1MC", "3.2: 3.5 FP uses the 2 column, DR 4"},
		{4, 4, "1MC", "3.2: the 8 column shifted two left is the 4 column, DR 4"},
		{9, 9, "PTC", "3.3.1 FPF example: 8 column, DR 9"},
		{4.5, 9, "-", "3.3.1 FPF example: 4 column, DR 9, no effect"},
		{2, 8, "-", "3.3.1: residual 2 at -2 on a DR 10 (our example's dice)"},
		{4, 9, "-", "3.3.1: first fire at +2 on a DR 7"},
	} {
		if got := tb.IFT(col(c.fp), c.dr).String(); got != c.want {
			t.Errorf("%s: got %s, want %s", c.why, got, c.want)
		}
	}
	if tb.Column(0.5) != -1 || tb.Columns[tb.Column(40)] != 36 {
		t.Error("below 1 FP there is no column; 36 is the last")
	}
	for _, c := range []struct {
		a, d float64
		odds string
		kill int
	}{{4, 4, "1:1", 5}, {6, 4, "3:2", 6}, {4, 6, "1:2", 4}, {8, 4, "2:1", 7}, {12, 8, "3:2", 6}, {8, 12, "1:2", 4}, {9, 5, "3:2", 6}, {2, 4, "1:2", 4}, {5, 5, "1:1", 5}, {4, 5, "1:2", 4}, {1, 20, "<1:8", 0}, {50, 1, ">10:1", 13}, {7, 4, "3:2", 6}, {11, 2, "4:1", 9}, {4, 15, "1:4", 3}} {
		o := tb.CCTOdds(c.a, c.d)
		if o.String() != c.odds || o.Kill != c.kill {
			t.Errorf("%g against %g: %s kill %d, want %s kill %d", c.a, c.d, o, o.Kill, c.odds, c.kill)
		}
	}
	if d := tb.LeaderDRM(7); d != 1 || tb.CreatedLeader(1+d) != "8-0" {
		t.Errorf("5.3 example: a morale 7 creator is +1 and a final 2 makes an 8-0 (got %+d, %s)", d, tb.CreatedLeader(1+d))
	}
	// The same example on the full rules' table (A18.2): "+1 (Russian)",
	// nothing for morale 7, not broken; dr 1, final 2, an 8-0.
	if n, m, b := tb.CreationDRM("russian", 7, false); n != 1 || m != 0 || b != 0 || tb.Created(1+n+m+b) != "8-0" {
		t.Errorf("3.8 example on the full rules' table: drm %+d %+d %+d, leader %q; want +1 Russian and an 8-0", n, m, b, tb.Created(1+n+m+b))
	}
	for final, want := range map[int]string{-1: "8-1", 1: "8-1", 2: "8-0", 3: "8-0", 4: "7-0", 5: "7-0", 6: "6+1", 7: "", 9: ""} {
		if got := tb.Created(final); got != want {
			t.Errorf("full rules' leader creation, final %d: %q, want %q", final, got, want)
		}
	}
	for _, c := range []struct {
		nat       string
		morale    int
		broken    bool
		n, m, brk int
	}{{"german", 7, false, -1, 0, 0}, {"american", 6, true, -1, 1, 1}, {"russian", 8, false, 1, -1, 0}, {"german", 9, true, -1, -1, 1}, {"italian", 5, false, 0, 1, 0}} {
		if n, m, b := tb.CreationDRM(c.nat, c.morale, c.broken); n != c.n || m != c.m || b != c.brk {
			t.Errorf("leader creation drm for a %s of morale %d (broken %v): %+d %+d %+d, want %+d %+d %+d", c.nat, c.morale, c.broken, n, m, b, c.n, c.m, c.brk)
		}
	}
}

func TestCountersHoldTheValuesTheExamplesName(t *testing.T) {
	r, err := LoadRoster()
	if err != nil {
		t.Fatal(err)
	}
	w := func(nat, typ string) WeaponType {
		x, ok := r.Weapon(nat, typ)
		if !ok {
			t.Fatalf("no %s %s", nat, typ)
		}
		return x
	}
	// 3.3.1 example: the MMG adds 5 FP to the 4-6-7's 4; its First Fire
	// "neither breaks down (original DR not 12) nor keeps ROF (coloured
	// die 3 or more)": B12, ROF 2; in FPF (B# -2) it breaks on a 10.
	if m := w("german", "MMG"); m.FP != 5 || m.ROF != 2 || m.Breakdown != 12 {
		t.Errorf("German MMG %+v: the example fires it at 5 FP, ROF 2, B12", m)
	}
	// 4.0's counter illustration: an MG of FP 3 and range 8 (the German
	// LMG, the Starter Kit's only 3 FP MG).
	if l := w("german", "LMG"); l.FP != 3 || l.Range != 8 {
		t.Errorf("German LMG %+v: 4.0's illustration prints FP 3, range 8", l)
	}
	if w("german", "HMG").PP != 4 || w("russian", "MMG").PP != 5 || w("russian", "LMG").PP != 1 {
		t.Error("3.7 and 3.3.1 give the German HMG portage 4, the Russian MMG 5 and the Russian LMG 1")
	}
	if ft := w("russian", "FT"); ft.FP != 24 || ft.Range != 1 || ft.X != 10 {
		t.Errorf("FT %+v", ft)
	}
	if dc := w("german", "DC"); dc.FP != 30 || dc.X != 12 {
		t.Errorf("DC %+v", dc)
	}
	c := func(nat, typ string) CounterType {
		x, ok := r.Counter(nat, typ)
		if !ok {
			t.Fatalf("no %s %s", nat, typ)
		}
		return x
	}
	if c("russian", "5-2-7").Broken != 7 || c("russian", "4-4-7").Broken != 7 {
		t.Error("3.1 example: 5-2-7 and 4-4-7 rally on broken morale 7")
	}
	if c("russian", "4-2-6").Half != "2-2-6" || c("german", "4-6-7").Half != "2-4-7" || c("german", "2-4-7").Lower != "2-3-7" || c("german", "4-6-7").Lower != "4-4-7" {
		t.Error("the examples' reductions and substitutions")
	}
	if c("american", "5-3-6").Class != Green || c("russian", "4-2-6").Class != Conscript {
		t.Error("the 5-3-6 is green, the 4-2-6 conscript (inexperienced in the examples)")
	}
	// 3.8 example: three German 4-4-7s, one reduced to a 2-3-7 half-squad;
	// the Russian 4-5-8s; the German 5-4-8.
	if c("german", "4-4-7").Half != "2-3-7" {
		t.Error("3.8 example: a German 4-4-7 reduces to a 2-3-7")
	}
	for _, x := range [][2]string{{"german", "5-4-8"}, {"russian", "4-5-8"}, {"american", "7-4-7"}, {"american", "6-6-6"}} {
		c(x[0], x[1])
	}
	// Leaders: 9-2 at -2 (one worse wounded: -1 in the 3.8 example), 9-1
	// and 8-1 at -1, 8-0 at 0 (created in the 3.8 example).
	for typ, d := range map[string]int{"9-2": -2, "9-1": -1, "8-1": -1, "8-0": 0} {
		if l := c("russian", typ); l.Kind != Leader || l.DRM != d {
			t.Errorf("leader %s: %+v, want leadership %+d", typ, l, d)
		}
	}
}

// The IFT's shape, whatever the printed cells: more FP is never weaker,
// a higher DR never worse. An owner correcting data/tables.toml against
// the printed chart is caught here by a slip of the pen.
func TestIFTGrowsWithFPAndFallsWithDR(t *testing.T) {
	tb, err := LoadTables()
	if err != nil {
		t.Fatal(err)
	}
	for dr := 0; dr <= 15; dr++ {
		for c := range tb.Columns {
			if r := tb.IFT(c, dr); dr > 0 && r.Severity() > tb.IFT(c, dr-1).Severity() {
				t.Errorf("%d FP: DR %d gives %s, worse than DR %d's %s", tb.Columns[c], dr, r, dr-1, tb.IFT(c, dr-1))
			}
			if r := tb.IFT(c, dr); c > 0 && r.Severity() < tb.IFT(c-1, dr).Severity() {
				t.Errorf("DR %d: %d FP gives %s, weaker than %d FP's %s", dr, tb.Columns[c], r, tb.Columns[c-1], tb.IFT(c-1, dr))
			}
		}
	}
	for i := 1; i < len(tb.Odds); i++ {
		if tb.Odds[i].Kill <= tb.Odds[i-1].Kill {
			t.Errorf("CCT %s kills at %d, no more than %s's %d", tb.Odds[i], tb.Odds[i].Kill, tb.Odds[i-1], tb.Odds[i-1].Kill)
		}
	}
}

// A weapon listed twice in the counters file is refused, as a counter type
// listed twice is, instead of the second silently replacing the first.
func TestCountersFileRefusesAWeaponListedTwice(t *testing.T) {
	data, err := os.ReadFile("data/counters.toml")
	if err != nil {
		t.Fatal(err)
	}
	twice := append(data, []byte("\n[[weapon]]\nnat = \"german\"\ntype = \"LMG\"\nkind = \"MG\"\nsize = \"L\"\nfp = 2\nrange = 6\nrof = 1\n")...)
	if _, err := ParseRoster(twice); !errors.Is(err, ErrTables) || !strings.Contains(err.Error(), "LMG defined twice") {
		t.Errorf("a second german LMG: %v, want it refused as defined twice", err)
	}
	if _, err := ParseRoster(data); err != nil {
		t.Errorf("the shipped counters: %v", err)
	}
}
