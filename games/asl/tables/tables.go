package tables

import (
	"bytes"
	_ "embed"
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
)

//go:embed data/tables.toml
var tablesTOML []byte

// ResultKind is the kind of an Infantry Fire Table result.
type ResultKind string

// IFT result kinds (3.2.1).
const (
	NoEffect ResultKind = "-"
	PTC      ResultKind = "PTC"
	NMC      ResultKind = "NMC"
	MC       ResultKind = "MC"  // #MC: morale check at +N
	KResult  ResultKind = "K"   // K/#: one casualty reduction, the rest MC at +N
	KIA      ResultKind = "KIA" // #KIA: N eliminated, the rest break (or reduce)
)

// Result is one IFT cell.
type Result struct {
	Kind ResultKind
	N    int
}

// String is the cell as the chart prints it: "1MC", "K/2", "2KIA", "NMC".
func (r Result) String() string {
	switch r.Kind {
	case MC:
		return fmt.Sprintf("%dMC", r.N)
	case KResult:
		return fmt.Sprintf("K/%d", r.N)
	case KIA:
		return fmt.Sprintf("%dKIA", r.N)
	}
	return string(r.Kind)
}

// Worse orders results by severity (none < PTC < NMC < 1MC < … < K < KIA).
func (r Result) Severity() int {
	switch r.Kind {
	case PTC:
		return 1
	case NMC:
		return 2
	case MC:
		return 2 + r.N
	case KResult:
		return 20 + r.N
	case KIA:
		return 40 + r.N
	}
	return 0
}

func parseResult(s string) (Result, error) {
	switch s {
	case "-":
		return Result{Kind: NoEffect}, nil
	case "PTC":
		return Result{Kind: PTC}, nil
	case "NMC":
		return Result{Kind: NMC}, nil
	}
	num := func(t string) (int, error) {
		n, err := strconv.Atoi(t)
		if err != nil || n < 1 {
			return 0, fmt.Errorf("%w: IFT cell %q", ErrTables, s)
		}
		return n, nil
	}
	switch {
	case strings.HasPrefix(s, "K/"):
		n, err := num(s[2:])
		return Result{Kind: KResult, N: n}, err
	case strings.HasSuffix(s, "KIA"):
		n, err := num(strings.TrimSuffix(s, "KIA"))
		return Result{Kind: KIA, N: n}, err
	case strings.HasSuffix(s, "MC"):
		n, err := num(strings.TrimSuffix(s, "MC"))
		return Result{Kind: MC, N: n}, err
	}
	return Result{}, fmt.Errorf("%w: IFT cell %q", ErrTables, s)
}

// Tables are the charts of data/tables.toml.
type Tables struct {
	Columns []int      // IFT columns, ascending
	rows    [][]Result // by final DR 0 … 15, then column
	Odds    []Odds     // CCT columns, ascending
	leader  struct {
		morale, drm, final []int
		leader             []string
	}
	creation Creation
}

// Creation is the leader creation table of the full rules (A18.2), the
// default reading of 5.3: a dr with a drm for the creator's nationality,
// one for its morale, and one when it was broken (self-rally), read
// against the final dr; above the last final dr no leader is created.
type Creation struct {
	Nationality    []string // nationalities with a drm …
	NationalityDRM []int    // … and their drm; any other has none
	Morale         []int    // morale at most the first, equal to a middle one, at least the last …
	MoraleDRM      []int    // … and its drm
	BrokenDRM      int      // a creator that was broken (self-rally)
	Final          []int    // a final dr at most Final[i] …
	Leader         []string // … creates Leader[i]; above the last, none
}

// Odds is one Close Combat Table column: attacker A to defender D, and the
// kill number. Beyond is -1 for the column below the first printed ratio
// ("<1:8"), +1 for the one above the last (">10:1"), 0 otherwise.
type Odds struct {
	A, D   int
	Beyond int
	Kill   int
}

// String is the column's name, "3:2", "<1:8", ">10:1".
func (o Odds) String() string {
	prefix := map[int]string{-1: "<", 1: ">"}[o.Beyond]
	return fmt.Sprintf("%s%d:%d", prefix, o.A, o.D)
}

// parseOdds reads a CCT column name.
func parseOdds(s string) (Odds, error) {
	var o Odds
	body := s
	switch {
	case strings.HasPrefix(s, "<"):
		o.Beyond, body = -1, s[1:]
	case strings.HasPrefix(s, ">"):
		o.Beyond, body = 1, s[1:]
	}
	a, d, ok := strings.Cut(body, ":")
	an, err1 := strconv.Atoi(a)
	dn, err2 := strconv.Atoi(d)
	if !ok || err1 != nil || err2 != nil || an < 1 || dn < 1 {
		return Odds{}, fmt.Errorf("%w: CCT odds %q", ErrTables, s)
	}
	o.A, o.D = an, dn
	return o, nil
}

// cmpRatio compares a:b with c:d (-1, 0, 1), each at least 1. The cross
// products are taken whole: odds of a few billion to one would overflow
// an int and let columns out of order through.
func cmpRatio(a, b, c, d int) int {
	lh, ll := bits.Mul64(uint64(a), uint64(d))
	rh, rl := bits.Mul64(uint64(c), uint64(b))
	switch {
	case lh < rh || lh == rh && ll < rl:
		return -1
	case lh > rh || lh == rh && ll > rl:
		return 1
	}
	return 0
}

// LoadTables reads and checks the embedded charts.
func LoadTables() (*Tables, error) { return ParseTables(tablesTOML) }

// CheckTables lists every problem of a tables file, for `adjutant scenario
// check`: each key the charts do not have, a game or kind that is not
// "asl" and "tables", then what ParseTables refuses.
func CheckTables(data []byte) []string {
	return checkData(data, &tablesFile{}, "tables", func() error {
		_, err := ParseTables(data)
		return err
	})
}

// dataHead is the game and kind keys every data file starts with.
type dataHead struct {
	Game string `toml:"game"`
	Kind string `toml:"kind"`
}

func (h *dataHead) head() *dataHead { return h }

// checkData decodes a data file into f, listing its unknown keys, its
// game and kind when wrong, and then parse's error.
func checkData(data []byte, f interface{ head() *dataHead }, kind string, parse func() error) []string {
	md, err := toml.NewDecoder(bytes.NewReader(data)).Decode(f)
	if err != nil {
		return []string{"not valid TOML: " + err.Error()}
	}
	var out []string
	for _, k := range md.Undecoded() {
		out = append(out, fmt.Sprintf("unknown key %q", k.String()))
	}
	if h := f.head(); h.Game != "asl" || h.Kind != kind {
		out = append(out, fmt.Sprintf("this file needs game = \"asl\" and kind = %q (it has %q and %q)", kind, h.Game, h.Kind))
	}
	if len(out) > 0 {
		return out
	}
	if err := parse(); err != nil {
		return []string{strings.TrimPrefix(err.Error(), ErrTables.Error()+": ")}
	}
	return nil
}

// tablesFile is the keys of a tables file.
type tablesFile struct {
	dataHead
	IFT struct {
		Columns []int      `toml:"columns"`
		Rows    [][]string `toml:"rows"`
	} `toml:"ift"`
	CCT struct {
		Odds []string `toml:"odds"`
		Kill []int    `toml:"kill"`
	} `toml:"cct"`
	Leaders struct {
		Morale []int    `toml:"morale"`
		DRM    []int    `toml:"drm"`
		Final  []int    `toml:"final"`
		Leader []string `toml:"leader"`
	} `toml:"leaders"`
	Creation struct {
		Nationality    []string `toml:"nationality"`
		NationalityDRM []int    `toml:"nationality_drm"`
		Morale         []int    `toml:"morale"`
		MoraleDRM      []int    `toml:"morale_drm"`
		BrokenDRM      int      `toml:"broken_drm"`
		Final          []int    `toml:"final"`
		Leader         []string `toml:"leader"`
	} `toml:"leader_creation"`
}

// ParseTables reads charts from a tables file and checks them: every key
// known, 16 IFT rows of one cell per column, ascending columns and odds.
func ParseTables(data []byte) (*Tables, error) {
	var f tablesFile
	md, err := toml.NewDecoder(bytes.NewReader(data)).Decode(&f)
	if err != nil {
		return nil, fmt.Errorf("%w: tables.toml: %w", ErrTables, err)
	}
	if und := md.Undecoded(); len(und) > 0 {
		return nil, fmt.Errorf("%w: tables.toml: unknown key %q", ErrTables, und[0].String())
	}
	t := &Tables{Columns: f.IFT.Columns}
	if len(f.IFT.Rows) != 16 {
		return nil, fmt.Errorf("%w: the IFT needs 16 rows (DR 0 to 15), has %d", ErrTables, len(f.IFT.Rows))
	}
	if len(t.Columns) == 0 {
		// IFT reads a column shifted past the last as the last one.
		return nil, fmt.Errorf("%w: the IFT needs at least one column of FP", ErrTables)
	}
	for i := 1; i < len(t.Columns); i++ {
		if t.Columns[i] <= t.Columns[i-1] {
			return nil, fmt.Errorf("%w: IFT columns must ascend", ErrTables)
		}
	}
	for dr, row := range f.IFT.Rows {
		if len(row) != len(t.Columns) {
			return nil, fmt.Errorf("%w: IFT row %d has %d cells for %d columns", ErrTables, dr, len(row), len(t.Columns))
		}
		var rs []Result
		for _, cell := range row {
			r, err := parseResult(cell)
			if err != nil {
				return nil, err
			}
			rs = append(rs, r)
		}
		t.rows = append(t.rows, rs)
	}
	if len(f.CCT.Odds) != len(f.CCT.Kill) || len(f.CCT.Odds) == 0 {
		return nil, fmt.Errorf("%w: CCT odds and kill numbers differ in length", ErrTables)
	}
	if err := t.loadCCT(f.CCT.Odds, f.CCT.Kill); err != nil {
		return nil, err
	}
	l := f.Leaders
	if len(l.Morale) != len(l.DRM) || len(l.Final) != len(l.Leader) || len(l.Morale) == 0 || len(l.Final) == 0 {
		return nil, fmt.Errorf("%w: leader creation table: lists differ in length", ErrTables)
	}
	t.leader.morale, t.leader.drm, t.leader.final, t.leader.leader = l.Morale, l.DRM, l.Final, l.Leader
	c := Creation(f.Creation)
	if len(c.Nationality) != len(c.NationalityDRM) || len(c.Morale) != len(c.MoraleDRM) || len(c.Final) != len(c.Leader) || len(c.Morale) == 0 || len(c.Final) == 0 {
		return nil, fmt.Errorf("%w: leader_creation table: lists differ in length or are empty", ErrTables)
	}
	t.creation = c
	return t, nil
}

// Column returns the index of the IFT column an attack of fp uses (the
// rightmost not above it, 3.2.1), or -1 when fp is below the first.
func (t *Tables) Column(fp float64) int {
	col := -1
	for i, c := range t.Columns {
		if float64(c) <= fp+1e-9 {
			col = i
		}
	}
	return col
}

// IFT returns the result in column col for a final DR. Below 0 reads the
// 0 row (the chart's "≤0"); above the last row is off the chart and has no
// effect, as is a column below the first (an attack shifted off the chart
// by cowering).
func (t *Tables) IFT(col, dr int) Result {
	if col < 0 || dr >= len(t.rows) {
		return Result{Kind: NoEffect}
	}
	return t.rows[max(0, dr)][min(col, len(t.Columns)-1)]
}

// loadCCT reads the CCT columns: ascending ratios, a "<" column only
// first and a ">" column only last, each on the ratio of its neighbour.
func (t *Tables) loadCCT(odds []string, kill []int) error {
	for i, s := range odds {
		o, err := parseOdds(s)
		if err != nil {
			return err
		}
		o.Kill = kill[i]
		switch {
		case o.Beyond == -1 && (i != 0 || len(odds) < 2):
			return fmt.Errorf("%w: CCT odds %q: a \"<\" column comes first, before the ratio it names", ErrTables, s)
		case o.Beyond == 1 && (i != len(odds)-1 || i == 0):
			return fmt.Errorf("%w: CCT odds %q: a \">\" column comes last, after the ratio it names", ErrTables, s)
		case i > 0:
			p := t.Odds[i-1]
			c := cmpRatio(o.A, o.D, p.A, p.D)
			if (p.Beyond == -1 || o.Beyond == 1) && c != 0 || p.Beyond == 0 && o.Beyond == 0 && c <= 0 {
				return fmt.Errorf("%w: CCT odds must ascend at %q", ErrTables, s)
			}
		}
		t.Odds = append(t.Odds, o)
	}
	return nil
}

// CCTOdds returns the column for attack strength a against defence d:
// the ratio rounded down to a printed column (in the attacker's
// disfavour); below the first printed ratio the "<" column, above the
// last the ">" column, when the chart has them.
func (t *Tables) CCTOdds(a, d float64) Odds {
	best := t.Odds[0]
	for _, o := range t.Odds {
		diff := a*float64(o.D) - d*float64(o.A)
		switch {
		case o.Beyond == -1 && diff < -1e-9,
			o.Beyond == 0 && diff >= -1e-9,
			o.Beyond == 1 && diff > 1e-9:
			best = o
		}
	}
	return best
}

// LeaderDRM is the leader creation drm for a creator of morale m.
func (t *Tables) LeaderDRM(m int) int {
	l := t.leader
	for i, mm := range l.morale {
		if (i == 0 && m <= mm) || m == mm {
			return l.drm[i]
		}
	}
	return l.drm[len(l.drm)-1]
}

// CreationDRM is the full rules' leader creation drm (A18.2) for a
// creator of nationality nat and morale m, broken before (self-rally) or
// not: each part with its name, for the log.
func (t *Tables) CreationDRM(nat string, m int, broken bool) (nationality, morale, brk int) {
	c := t.creation
	for i, n := range c.Nationality {
		if strings.EqualFold(n, nat) {
			nationality = c.NationalityDRM[i]
		}
	}
	last := len(c.Morale) - 1
	for i, mm := range c.Morale {
		if (i == 0 && m <= mm) || (i == last && m >= mm) || m == mm {
			morale = c.MoraleDRM[i]
			break
		}
	}
	if broken {
		brk = c.BrokenDRM
	}
	return nationality, morale, brk
}

// Created is the leader type a final dr on the full rules' leader
// creation table makes (A18.2), "" for none.
func (t *Tables) Created(final int) string {
	c := t.creation
	for i, f := range c.Final {
		if final <= f {
			return c.Leader[i]
		}
	}
	return ""
}

// CreatedLeader is the leader type a final leader creation dr makes.
func (t *Tables) CreatedLeader(final int) string {
	l := t.leader
	for i, f := range l.final {
		if final <= f {
			return l.leader[i]
		}
	}
	return l.leader[len(l.leader)-1]
}
