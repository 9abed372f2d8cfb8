package adjudicate

import (
	"sort"
	"strings"
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

// Helpers for the retreat, adjustment and civil-disorder tests. Positions
// are written the way the DATC writes them: "England: F nth".

// d2bUnit reads "Power: T loc".
func d2bUnit(t *testing.T, s string) dip.Unit {
	t.Helper()
	power, rest, ok := strings.Cut(s, ":")
	fields := strings.Fields(rest)
	if !ok || len(fields) != 2 {
		t.Fatalf("bad unit line %q", s)
	}
	typ := dip.Army
	if fields[0] == "F" {
		typ = dip.Fleet
	}
	return dip.Unit{Type: typ, Power: dip.Power(strings.TrimSpace(power)), At: dip.ParseLoc(fields[1])}
}

// d2bPosition builds a position in the given phase with the given units and
// every power owning its home centres; owners then overrides ownership
// ("ber": "Russia"), an empty power making the centre neutral.
func d2bPosition(t *testing.T, ph dip.Phase, owners map[dip.Province]dip.Power, units ...string) dip.Position {
	t.Helper()
	pos := dipmap.StandardPosition()
	pos.Phase = ph
	pos.Units = map[dip.Province]dip.Unit{}
	for _, s := range units {
		u := d2bUnit(t, s)
		pos.Units[u.At.Prov] = u
	}
	for prov, p := range owners {
		if p == "" {
			delete(pos.Owners, prov)
			continue
		}
		pos.Owners[prov] = p
	}
	return pos
}

// d2bDislodge moves the unit written in s from the board to the dislodged
// set, attacked from `from`.
func d2bDislodge(t *testing.T, pos *dip.Position, s string, from dip.Province) {
	t.Helper()
	u := d2bUnit(t, s)
	pos.Dislodged[u.At.Prov] = dip.Dislodged{Unit: u, AttackerFrom: from}
}

// d2bOrder reads the short order forms used in these tests:
// "England: F nth-nwg" (move or retreat), "England: F nth D" (disband),
// "England: F nth S A lvp-edi", "England: F nth C A lon-nwy",
// "Germany: B A ber" (build), "Germany: R A ber" (remove), "Germany: W".
func d2bOrder(t *testing.T, s string) dip.Order {
	t.Helper()
	power, rest, _ := strings.Cut(s, ":")
	o := dip.Order{Power: dip.Power(strings.TrimSpace(power))}
	f := strings.Fields(rest)
	typ := func(x string) dip.UnitType {
		if x == "F" {
			return dip.Fleet
		}
		return dip.Army
	}
	switch {
	case len(f) == 1 && f[0] == "W":
		o.Kind = dip.Waive
	case len(f) == 3 && (f[0] == "B" || f[0] == "R"):
		o.Kind = dip.Build
		if f[0] == "R" {
			o.Kind = dip.Remove
		}
		o.Type, o.At = typ(f[1]), dip.ParseLoc(f[2])
	case len(f) == 3 && f[2] == "D":
		o.Kind, o.Type, o.At = dip.Disband, typ(f[0]), dip.ParseLoc(f[1])
	case len(f) == 3 && f[2] == "H":
		o.Kind, o.Type, o.At = dip.Hold, typ(f[0]), dip.ParseLoc(f[1])
	case len(f) == 2 && strings.Contains(f[1], "-"):
		from, to, _ := strings.Cut(f[1], "-")
		o.Kind, o.Type, o.At, o.To = dip.Move, typ(f[0]), dip.ParseLoc(from), dip.ParseLoc(to)
	case len(f) == 5 && (f[2] == "S" || f[2] == "C"):
		o.Kind = dip.Support
		if f[2] == "C" {
			o.Kind = dip.Convoy
		}
		o.Type, o.At, o.OtherType = typ(f[0]), dip.ParseLoc(f[1]), typ(f[3])
		from, to, moving := strings.Cut(f[4], "-")
		o.Other = dip.ParseLoc(from)
		if moving {
			o.OtherTo = dip.ParseLoc(to)
		}
	default:
		t.Fatalf("bad order %q", s)
	}
	return o
}

func d2bOrders(t *testing.T, lines ...string) []dip.Order {
	t.Helper()
	out := make([]dip.Order, len(lines))
	for i, s := range lines {
		out[i] = d2bOrder(t, s)
	}
	return out
}

// d2bUnitsAfter renders the units of a position as sorted "Power: T loc"
// lines, sorted, to compare with what a DATC case expects.
func d2bUnitsAfter(pos dip.Position) []string {
	var out []string
	for _, u := range pos.Units {
		out = append(out, string(u.Power)+": "+u.Type.Letter()+" "+u.At.String())
	}
	sort.Strings(out)
	return out
}

// d2bOutcome finds the resolution of the order for the unit (or site) at
// prov, given by power; it fails the test when there is none.
func d2bOutcome(t *testing.T, res dip.Result, power dip.Power, kind dip.OrderKind, prov dip.Province) dip.Resolution {
	t.Helper()
	for _, r := range res.Resolutions {
		if r.Order.Power == power && r.Order.Kind == kind && r.Order.At.Prov == prov {
			return r
		}
	}
	t.Fatalf("no %s resolution for %s %s in %+v", kind, power, prov, res.Resolutions)
	return dip.Resolution{}
}

func d2bSame(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// bothRuleSets lists the default options and the DATC set, for phases whose
// rules do not differ between them.
func bothRuleSets() []*Options { return []*Options{nil, {Rules: DATC}} }
