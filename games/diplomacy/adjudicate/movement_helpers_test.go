package adjudicate_test

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"adjutant/games/diplomacy/adjudicate"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

// This file reads the short DATC order syntax the movement tests are
// written in: one unit or order per line, "Power: F nth C A lon-bel",
// "Power: A lvp-edi via", "Power: A bud H", "Power: F nth S A lvp-edi".

// scenario is one movement phase and what must come of it.
type scenario struct {
	name   string
	units  string                 // "Power: T loc" lines; empty: the ordered units
	orders string                 // order lines
	ok     []string               // provinces whose unit's order succeeds
	fail   []string               // provinces whose unit's order has any other outcome
	want   map[string]dip.Outcome // province of the ordered unit -> exact outcome
	gone   []string               // provinces whose unit is dislodged; nil means none
	moved  map[string]string      // origin -> where the unit stands after
}

func splitPower(t *testing.T, line string) (dip.Power, []string) {
	t.Helper()
	i := strings.IndexByte(line, ':')
	if i < 0 {
		t.Fatalf("no power in %q", line)
	}
	return dip.Power(strings.TrimSpace(line[:i])), strings.Fields(strings.ReplaceAll(line[i+1:], "-", " - "))
}

func unitType(t *testing.T, s string) dip.UnitType {
	t.Helper()
	switch s {
	case "A":
		return dip.Army
	case "F":
		return dip.Fleet
	}
	t.Fatalf("unit type %q", s)
	return dip.NoUnit
}

func lines(s string) []string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// position builds a Spring 1901 movement position from unit lines.
func position(t *testing.T, units string) dip.Position {
	t.Helper()
	pos := dip.Position{
		Phase:  dip.Phase{Year: 1901, Season: dip.Spring, Kind: dip.MovementPhase},
		Units:  map[dip.Province]dip.Unit{},
		Owners: map[dip.Province]dip.Power{},
	}
	for _, l := range lines(units) {
		pw, f := splitPower(t, l)
		if len(f) != 2 {
			t.Fatalf("unit line %q", l)
		}
		loc := dip.ParseLoc(f[1])
		pos.Units[loc.Prov] = dip.Unit{Type: unitType(t, f[0]), Power: pw, At: loc}
	}
	return pos
}

// parseOrder reads one order line.
func parseOrder(t *testing.T, line string) dip.Order {
	t.Helper()
	pw, f := splitPower(t, line)
	if len(f) < 3 {
		t.Fatalf("order line %q", line)
	}
	o := dip.Order{Power: pw, Type: unitType(t, f[0]), At: dip.ParseLoc(f[1])}
	rest := f[2:]
	switch rest[0] {
	case "H":
		o.Kind = dip.Hold
	case "-":
		o.Kind = dip.Move
		o.To = dip.ParseLoc(rest[1])
		o.Via = len(rest) > 2 && rest[2] == "via"
	case "S", "C":
		o.Kind = dip.Support
		if rest[0] == "C" {
			o.Kind = dip.Convoy
		}
		o.OtherType = unitType(t, rest[1])
		o.Other = dip.ParseLoc(rest[2])
		if len(rest) > 4 && rest[3] == "-" {
			o.OtherTo = dip.ParseLoc(rest[4])
		}
	default:
		t.Fatalf("order line %q", line)
	}
	return o
}

func parseOrders(t *testing.T, text string) []dip.Order {
	t.Helper()
	var out []dip.Order
	for _, l := range lines(text) {
		out = append(out, parseOrder(t, l))
	}
	return out
}

// run adjudicates sc under rules and checks every expectation.
func (sc scenario) run(t *testing.T, rules adjudicate.RuleSet) dip.Result {
	t.Helper()
	m := dipmap.Standard()
	orders := parseOrders(t, sc.orders)
	pos := position(t, sc.units)
	if sc.units == "" {
		for _, o := range orders {
			pos.Units[o.At.Prov] = dip.Unit{Type: o.Type, Power: o.Power, At: o.At}
		}
	}
	res, err := adjudicate.Resolve(m, pos, orders, &adjudicate.Options{Rules: rules})
	if err != nil {
		t.Fatalf("%s: Resolve: %v", sc.name, err)
	}
	got := map[string]dip.Outcome{}
	var gone []string
	for _, r := range res.Resolutions {
		if !r.Default {
			got[string(r.Order.At.Prov)] = r.Outcome
		}
		if r.Dislodged {
			gone = append(gone, string(r.Order.At.Prov))
		}
	}
	for prov, want := range sc.want {
		if got[prov] != want {
			t.Errorf("%s (%s): order of %s: got %v, want %v", sc.name, rules, prov, got[prov], want)
		}
	}
	for _, prov := range sc.ok {
		if got[prov] != dip.Succeeded {
			t.Errorf("%s (%s): order of %s: got %v, want succeeded", sc.name, rules, prov, got[prov])
		}
	}
	for _, prov := range sc.fail {
		if got[prov] == dip.Succeeded || got[prov] == 0 {
			t.Errorf("%s (%s): order of %s: got %v, want a failure", sc.name, rules, prov, got[prov])
		}
	}
	sort.Strings(gone)
	want := append([]string(nil), sc.gone...)
	sort.Strings(want)
	if fmt.Sprint(gone) != fmt.Sprint(want) {
		t.Errorf("%s (%s): dislodged %v, want %v", sc.name, rules, gone, want)
	}
	for from, to := range sc.moved {
		u, ok := res.Next.Units[dip.ParseLoc(to).Prov]
		if !ok || u.At != dip.ParseLoc(to) || pos.Units[dip.Province(from)].Power != u.Power {
			t.Errorf("%s (%s): unit from %s should stand at %s; next units %v", sc.name, rules, from, to, res.Next.Units)
		}
	}
	return res
}
