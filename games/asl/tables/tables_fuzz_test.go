package tables

import (
	"errors"
	"math/big"
	"reflect"
	"strings"
	"testing"
)

// FuzzParseTables: a tables file is either charts that answer every
// lookup the rules make (any column, any DR, any odds, any morale) with
// columns and odds ascending, or ErrTables saying what is wrong; and
// `adjutant scenario check` (CheckTables) agrees. Seeds: the shipped
// tables.toml, and broken ones (testdata/fuzz/FuzzParseTables).
func FuzzParseTables(f *testing.F) {
	f.Add(tablesTOML)
	f.Add([]byte("game = \"asl\"\nkind = \"tables\"\n[ift]\ncolumns = []\nrows = [[],[],[],[],[],[],[],[],[],[],[],[],[],[],[],[]]\n[cct]\nodds = [\"1:1\"]\nkill = [7]\n[leaders]\nmorale = [7]\ndrm = [0]\nfinal = [1]\nleader = [\"8-0\"]\n[leader_creation]\nmorale = [7]\nmorale_drm = [0]\nfinal = [1]\nleader = [\"8-0\"]\n"))
	f.Add([]byte("game = \"asl\"\nkind = \"tables\"\n[cct]\nodds = [\"<1:8\", \"9223372036854775807:2\", \"9223372036854775806:1\"]\nkill = [1, 2, 3]\n"))
	f.Add([]byte("[ift]\ncolumns = [1, 1]\n"))
	f.Add([]byte("[ift\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		tb, err := ParseTables(data)
		check := CheckTables(data)
		if err != nil {
			if !errors.Is(err, ErrTables) {
				t.Fatalf("refused without ErrTables: %v", err)
			}
			if len(check) == 0 {
				t.Fatalf("ParseTables refuses (%v), CheckTables finds nothing", err)
			}
			return
		}
		if len(check) > 0 && !strings.Contains(check[0], "game = \"asl\"") {
			t.Fatalf("ParseTables accepts, CheckTables finds %v", check)
		}
		lookUpEverything(t, tb)
	})
}

// lookUpEverything asks the charts every question the rules ask of them;
// none may panic, and the columns and odds ascend.
func lookUpEverything(t *testing.T, tb *Tables) {
	t.Helper()
	for i := 1; i < len(tb.Columns); i++ {
		if tb.Columns[i] <= tb.Columns[i-1] {
			t.Fatalf("IFT columns %v accepted", tb.Columns)
		}
	}
	for i := 1; i < len(tb.Odds); i++ {
		p, o := tb.Odds[i-1], tb.Odds[i]
		c := big.NewRat(int64(o.A), int64(o.D)).Cmp(big.NewRat(int64(p.A), int64(p.D)))
		if p.Beyond == 0 && o.Beyond == 0 && c <= 0 || (p.Beyond != 0 || o.Beyond != 0) && c != 0 {
			t.Fatalf("CCT odds %v then %v accepted", p, o)
		}
	}
	for col := -1; col <= len(tb.Columns)+2; col++ {
		for dr := -3; dr <= 18; dr++ {
			_ = tb.IFT(col, dr).String()
		}
	}
	for _, fp := range []float64{0, 0.5, 1, 3.5, 36, 1e9} {
		if c := tb.Column(fp); c < -1 || c >= len(tb.Columns) {
			t.Fatalf("Column(%v) = %d of %d columns", fp, c, len(tb.Columns))
		}
	}
	for _, ad := range [][2]float64{{1, 8}, {1, 1}, {3, 2}, {100, 1}, {1, 100}, {0, 1}} {
		_ = tb.CCTOdds(ad[0], ad[1]).String()
	}
	for m := -1; m <= 12; m++ {
		tb.LeaderDRM(m)
		tb.CreationDRM("german", m, m%2 == 0)
		tb.Created(m)
		tb.CreatedLeader(m)
	}
}

// FuzzParseRoster: a counters file is either a roster in which every
// counter type is found by its nationality and type, every squad has its
// half-squad and every replacement its type, or ErrTables saying what is
// wrong, the same each time; CheckRoster agrees. Seeds: the shipped
// counters.toml, and broken ones (testdata/fuzz/FuzzParseRoster).
func FuzzParseRoster(f *testing.F) {
	f.Add(countersTOML)
	f.Add([]byte("game = \"asl\"\nkind = \"counters\"\n[nationality.a]\nname = [\"A\"]\nletter = \"A\"\n[nationality.b]\nname = []\nletter = \"\"\n"))
	f.Add([]byte("game = \"asl\"\nkind = \"counters\"\n[nationality.g]\nname = [\"G\", \"G\", \"G\"]\nletter = \"G\"\n[[squad]]\nnat = \"g\"\ntype = \"4-6-7\"\nmorale = 7\nbroken = 8\nhalf = \"2-3-7\"\n"))
	f.Add([]byte("[[weapon]]\nnat = \"g\"\ntype = \"lmg\"\nkind = \"tank\"\n"))
	f.Add([]byte("[nationality\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r, err := ParseRoster(data)
		check := CheckRoster(data)
		if err != nil {
			if !errors.Is(err, ErrTables) {
				t.Fatalf("refused without ErrTables: %v", err)
			}
			if strings.Contains(err.Error(), "toml: line ") {
				// Of two values of the wrong type, the TOML decoder names
				// either first (it walks a map); each names its line.
				if _, again := ParseRoster(data); again == nil || !strings.Contains(again.Error(), "toml: line ") {
					t.Fatalf("refused as %q, then as %v", err, again)
				}
			} else if _, again := ParseRoster(data); again == nil || again.Error() != err.Error() {
				t.Fatalf("refused as %q, then as %v", err, again)
			}
			if len(check) == 0 {
				t.Fatalf("ParseRoster refuses (%v), CheckRoster finds nothing", err)
			}
			return
		}
		if len(check) > 0 && !strings.Contains(check[0], "game = \"asl\"") {
			t.Fatalf("ParseRoster accepts, CheckRoster finds %v", check)
		}
		for _, n := range r.Nations {
			if n.Name.EN == "" && n.Name.Hant == "" && n.Name.Hans == "" || n.Letter == "" {
				t.Fatalf("nationality %+v accepted", n)
			}
		}
		for _, nat := range append([]string{anyNat}, keysOf(r.Nations)...) {
			for _, c := range r.CounterTypes(nat) {
				if got, ok := r.Counter(c.Nat, c.Type); !ok || !reflect.DeepEqual(got, c) {
					t.Fatalf("%s %s is not found by its own name", c.Nat, c.Type)
				}
				if h, ok := r.Counter(c.Nat, c.Half); c.Kind == Squad && (!ok || h.Kind != Half) {
					t.Fatalf("squad %s %s accepted without its half-squad %q", c.Nat, c.Type, c.Half)
				}
				if l, ok := r.Counter(c.Nat, c.Lower); c.Lower != "" && (!ok || l.Kind != c.Kind) {
					t.Fatalf("%s %s accepted with replacement %q", c.Nat, c.Type, c.Lower)
				}
			}
		}
	})
}

func keysOf(m map[string]Nation) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}
