package asl

import (
	"fmt"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/asl/aslmap"
	"adjutant/games/asl/orders"
	"adjutant/templates/i18n"
)

// scripted is dice that roll what a worked example says, in order; a
// roll the script does not provide fails the test.
type scripted struct {
	t     *testing.T
	vals  []int
	draws []games.Draw
}

func (d *scripted) Roll(sides int, purpose string) int {
	d.t.Helper()
	if len(d.draws) >= len(d.vals) {
		d.t.Fatalf("roll %d (%s) is not in the script %v", len(d.draws)+1, purpose, d.vals)
	}
	v := d.vals[len(d.draws)]
	if v < 1 || v > sides {
		d.t.Fatalf("scripted roll %d for %s is not a d%d", v, purpose, sides)
	}
	d.draws = append(d.draws, games.Draw{N: uint64(len(d.draws) + 1), Sides: sides, Value: v, Purpose: purpose})
	return v
}

func (d *scripted) Draws() []games.Draw { return append([]games.Draw(nil), d.draws...) }

// used fails the test when the script was not rolled to its end.
func (d *scripted) used() {
	d.t.Helper()
	if len(d.draws) != len(d.vals) {
		d.t.Errorf("%d of the %d scripted rolls used: %v", len(d.draws), len(d.vals), d.draws)
	}
}

// dice returns a log rolling vals.
func dice(t *testing.T, vals ...int) (*log, *scripted) {
	d := &scripted{t: t, vals: vals}
	return &log{dice: d}, d
}

// fixture is a position for a rules test: a board of one board "v" drawn
// with rows (one character a hex), two sides, counters placed with
// "id side type hex" lines and weapons with "id side type holder".
type fixture struct {
	rows    []string
	sides   [2]string
	elr     [2]int
	units   []string
	weapons []string
	roads   [][]string
	month   int
}

func (f fixture) state(t *testing.T) *State {
	t.Helper()
	var b strings.Builder
	month := f.month
	if month == 0 {
		month = 7
	}
	fmt.Fprintf(&b, "game = \"asl\"\nname = \"test\"\nturns = 5\nmonth = %d\n", month)
	for i, nat := range f.sides {
		fmt.Fprintf(&b, "[[side]]\nnat = %q\nelr = %d\n", nat, f.elr[i])
	}
	fmt.Fprintf(&b, "[[board]]\nid = \"v\"\ncolumns = %d\nrows = %d\nterrain = [", len(f.rows[0]), len(f.rows))
	for _, r := range f.rows {
		fmt.Fprintf(&b, "%q,", r)
	}
	b.WriteString("]\n")
	for _, r := range f.roads {
		fmt.Fprintf(&b, "[[road]]\nhexes = [\"%s\"]\n", strings.Join(r, "\", \""))
	}
	for _, u := range f.units {
		p := strings.Fields(u)
		fmt.Fprintf(&b, "[[unit]]\nid = %q\nside = %q\ntype = %q\nhex = %q\n", p[0], p[1], p[2], p[3])
	}
	for _, w := range f.weapons {
		p := strings.Fields(w)
		fmt.Fprintf(&b, "[[weapon]]\nid = %q\nside = %q\ntype = %q\nwith = %q\n", p[0], p[1], p[2], p[3])
	}
	fmt.Fprintf(&b, "[victory]\nside = %q\ncontrol = [\"vA1\"]\nneed = 1\ntext = [\"a\", \"b\", \"c\"]\n", f.sides[0])
	sc, probs, err := aslmap.ParseScenario([]byte(b.String()))
	if err != nil {
		t.Fatalf("fixture: %v %v\n%s", err, probs, b.String())
	}
	return newState(sc)
}

// hex reads a hex id of the fixture.
func (s *State) hex(t *testing.T, id string) Hex {
	t.Helper()
	h, ok := s.sc.ParseHex(id)
	if !ok {
		t.Fatalf("no hex %s", id)
	}
	return h
}

// u is a unit of the fixture.
func (s *State) u(t *testing.T, id string) *Unit {
	t.Helper()
	u := s.unit(id)
	if u == nil {
		t.Fatalf("no unit %s", id)
	}
	return u
}

// events are a log's events in English, one string.
func (l *log) text() string {
	return strings.Join(games.Render(l.Events, games.EndView(), i18n.English), "\n")
}

// readBy is what a side's player reads of a log in lang, one string.
func (l *log) readBy(seat games.Seat, lang i18n.Lang) string {
	return strings.Join(games.Render(l.Events, games.SeatView(seat), lang), "\n")
}

// wantLog fails unless every phrase is in the log.
func wantLog(t *testing.T, l *log, phrases ...string) {
	t.Helper()
	txt := l.text()
	for _, p := range phrases {
		if !strings.Contains(txt, p) {
			t.Errorf("the log lacks %q:\n%s", p, txt)
		}
	}
}

// order parses a line against the fixture, failing on a problem.
func (s *State) order(t *testing.T, line string) orders.Order {
	t.Helper()
	o, why := orders.ParseLine(s.sc, line)
	if why != nil {
		t.Fatalf("%q: %s", line, why.EN)
	}
	return o
}
