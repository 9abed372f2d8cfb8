package datc

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"adjutant/games/diplomacy/adjudicate"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/games/diplomacy/orders"
)

// The cross-check runs the shared datc.json (171 entries, per-order
// outcomes for 163 DATC cases) through the parser and the adjudicator,
// independently of our own case files. It compares each asserted order
// ("Succeeds"/"Fails"; null is not asserted) with our outcome: an order
// succeeds when its outcome is Succeeded and its unit was not dislodged
// (so a hold "succeeds" when the unit stays, a support when it is not cut,
// a convoy when its fleet survives).
//
// Decisions about the file, each for a reason written beside it:
//
//   - Editions. Entries without an edition run under both rule sets. An
//     entry with an edition runs under the sets listed in editionRules;
//     entries for the 1971 rules and the duplicate "dptg" reading run
//     under neither, except where the 1971 answer is also the rulebook's.
//   - Entries marked "ignore" are run like the others: our order parser
//     reads coast-less supports and retreat-phase supports and convoys,
//     and the adjudicator decides them. Where the file's answer for such
//     an entry, or for any other, disagrees with the DATC v3.0 text or with
//     the rulebook, the expectation is replaced through jsonOverrides.
//   - Phases. "Main" is a Spring 1901 movement phase with the standard
//     ownership. "Retreat" first adjudicates preceding_main_phase and then
//     the retreat orders on the resulting position. "Build" is a Fall 1901
//     adjustment phase whose ownership is the standard one, changed by each
//     unit standing on a centre (as at the end of a fall turn) and then by
//     "occupiers"; "civil_disorder" lists the units that must be gone.

type jsonFile struct {
	Cases []jsonEntry `json:"cases"`
}

type jsonEntry struct {
	Name          string            `json:"name"`
	Phase         string            `json:"phase"`
	Edition       string            `json:"edition"`
	Ignore        string            `json:"ignore"`
	StartingState []string          `json:"starting_state"`
	Orders        json.RawMessage   `json:"orders"`
	Preceding     *jsonPreceding    `json:"preceding_main_phase"`
	Occupiers     map[string]string `json:"occupiers"`
	CivilDisorder []string          `json:"civil_disorder"`
}

type jsonPreceding struct {
	StartingState []string        `json:"starting_state"`
	Orders        json.RawMessage `json:"orders"`
}

// jsonOrder is one key of an "orders" object, in file order (the order of
// build and removal orders matters).
type jsonOrder struct {
	Key  string
	Want string // "Succeeds", "Fails", or "" for null
}

func orderedOrders(raw json.RawMessage) ([]jsonOrder, error) {
	if len(raw) == 0 {
		return nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	if _, err := dec.Token(); err != nil {
		return nil, err
	}
	var out []jsonOrder
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			return nil, err
		}
		var v *string
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		o := jsonOrder{Key: k.(string)}
		if v != nil {
			o.Want = *v
		}
		out = append(out, o)
	}
	return out, nil
}

// findShared walks up from the package directory to the directory that
// holds shared/datc/datc.json (the repository's sibling).
func findShared(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		p := filepath.Join(dir, "shared", "datc", "datc.json")
		if _, err := os.Stat(p); err == nil {
			return p
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Skip("shared/datc/datc.json not found above the package directory; cross-check skipped")
		}
		dir = parent
	}
}

var powerCodes = map[string]dip.Power{
	"AUS": dip.Austria, "ENG": dip.England, "FRA": dip.France, "GER": dip.Germany,
	"ITA": dip.Italy, "RUS": dip.Russia, "TUR": dip.Turkey,
}

var jsonOrderRE = regexp.MustCompile(`^([A-Z]{3}): ([AF]) (\S+)\s*(.*)$`)

// translate turns "ENG: F nth -> pic" into our short syntax and parses it
// with the order parser, so the parser is checked on the way.
func translate(names *dipmap.Names, key string) (dip.Order, error) {
	m := jsonOrderRE.FindStringSubmatch(key)
	if m == nil {
		return dip.Order{}, fmt.Errorf("unreadable order %q", key)
	}
	power, ok := powerCodes[m[1]]
	if !ok {
		return dip.Order{}, fmt.Errorf("unknown power in %q", key)
	}
	unit, at, rest := m[2], m[3], strings.TrimSpace(m[4])
	low := strings.ToLower(rest)
	var text string
	switch {
	case low == "" || low == "hold" || low == "holds":
		text = unit + " " + at + " H"
	case strings.HasPrefix(low, "->"):
		text = unit + " " + at + "-" + strings.TrimSpace(rest[2:])
	case strings.HasPrefix(low, "supports "):
		text = unit + " " + at + " S " + strings.ReplaceAll(rest[len("supports "):], " -> ", "-")
	case strings.HasPrefix(low, "convoys "):
		text = unit + " " + at + " C A " + strings.ReplaceAll(rest[len("convoys "):], " -> ", "-")
	case low == "build":
		text = "Build " + unit + " " + at
	case low == "disband":
		text = "Remove " + unit + " " + at
	default:
		return dip.Order{}, fmt.Errorf("unknown order form %q", key)
	}
	o, err := orders.ParseOrder(names, text)
	if err != nil {
		return dip.Order{}, fmt.Errorf("%q (as %q): %w", key, text, err)
	}
	o.Power = power
	return o, nil
}

func jsonUnit(names *dipmap.Names, s string) (dip.Unit, error) {
	m := jsonOrderRE.FindStringSubmatch(s)
	if m == nil || m[4] != "" {
		return dip.Unit{}, fmt.Errorf("unreadable unit %q", s)
	}
	l, err := names.Resolve(m[3])
	if err != nil {
		return dip.Unit{}, fmt.Errorf("unit %q: %w", s, err)
	}
	t := dip.Army
	if m[2] == "F" {
		t = dip.Fleet
	}
	return dip.Unit{Type: t, Power: powerCodes[m[1]], At: l}, nil
}

// board places starting_state, then the unit behind every order that
// names a free province.
func board(names *dipmap.Names, start []string, os []dip.Order) (map[dip.Province]dip.Unit, error) {
	units := map[dip.Province]dip.Unit{}
	for _, s := range start {
		u, err := jsonUnit(names, s)
		if err != nil {
			return nil, err
		}
		units[u.At.Prov] = u
	}
	for _, o := range os {
		if _, taken := units[o.At.Prov]; taken || o.Kind == dip.Build || o.Kind == dip.Remove {
			continue
		}
		units[o.At.Prov] = dip.Unit{Type: o.Type, Power: o.Power, At: o.At}
	}
	return units, nil
}

func TestDATCJSON(t *testing.T) {
	path := findShared(t)
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var f jsonFile
	if err := json.Unmarshal(raw, &f); err != nil {
		t.Fatal(err)
	}
	if len(f.Cases) < 150 {
		t.Fatalf("%s has %d entries; expected about 171", path, len(f.Cases))
	}
	for _, rules := range ruleSets {
		t.Run(rules.String(), func(t *testing.T) {
			for _, e := range f.Cases {
				key := e.Name
				if e.Edition != "" {
					key += "/" + e.Edition
				}
				if !appliesTo(e, rules) {
					continue
				}
				t.Run(key, func(t *testing.T) { checkEntry(t, e, key, rules) })
			}
		})
	}
}

func appliesTo(e jsonEntry, rules adjudicate.RuleSet) bool {
	if e.Edition == "" {
		return true
	}
	if sets, ok := editionRules[e.Name][e.Edition]; ok {
		for _, r := range sets {
			if r == rules {
				return true
			}
		}
		return false
	}
	return e.Edition == "2023" && disorder2023.MatchString(e.Name)
}

func checkEntry(t *testing.T, e jsonEntry, key string, rules adjudicate.RuleSet) {
	names := dipmap.StandardNames()
	m := dipmap.Standard()
	opts := &adjudicate.Options{Rules: rules}
	list, err := orderedOrders(e.Orders)
	if err != nil {
		t.Fatal(err)
	}
	var os []dip.Order
	for _, jo := range list {
		o, err := translate(names, jo.Key)
		if err != nil {
			t.Fatal(err)
		}
		os = append(os, o)
	}
	var res dip.Result
	switch e.Phase {
	case "Main":
		units, err := board(names, e.StartingState, os)
		if err != nil {
			t.Fatal(err)
		}
		pos := dipmap.StandardPosition()
		pos.Units = units
		res, err = adjudicate.Resolve(m, pos, os, opts)
		if err != nil {
			t.Fatal(err)
		}
	case "Retreat":
		pos, err := precedingPhase(names, m, e.Preceding, opts)
		if err != nil {
			t.Fatal(err)
		}
		for i := range os {
			if os[i].Kind == dip.Move {
				os[i].Kind = dip.Retreat
			}
		}
		res, err = adjudicate.Resolve(m, pos, os, opts)
		if err != nil {
			t.Fatal(err)
		}
	case "Build":
		pos, err := buildPosition(names, m, e)
		if err != nil {
			t.Fatal(err)
		}
		res, err = adjudicate.Resolve(m, pos, os, opts)
		if err != nil {
			t.Fatal(err)
		}
		checkDisorder(t, names, e, key, res)
	default:
		t.Fatalf("unknown phase %q", e.Phase)
	}
	used := make([]bool, len(res.Resolutions))
	for i, jo := range list {
		want := jo.Want
		if ov, ok := jsonOverrides[key][jo.Key]; ok && hasRules(ov.rules, rules) {
			want = ov.want
		}
		if want == "" {
			continue
		}
		r, ok := findResolution(res.Resolutions, used, os[i])
		if !ok {
			t.Errorf("%s: no resolution reported", jo.Key)
			continue
		}
		got := "Fails"
		if r.Outcome == dip.Succeeded && !r.Dislodged {
			got = "Succeeds"
		}
		if got != want {
			t.Errorf("%s: expected %s, got %s (outcome %s, dislodged %v)", jo.Key, want, got, r.Outcome, r.Dislodged)
		}
	}
}

func hasRules(sets []adjudicate.RuleSet, r adjudicate.RuleSet) bool {
	for _, s := range sets {
		if s == r {
			return true
		}
	}
	return false
}

// findResolution finds the first unused resolution of order o (same power,
// same province, not a default the judge supplied).
func findResolution(rs []dip.Resolution, used []bool, o dip.Order) (dip.Resolution, bool) {
	for i, r := range rs {
		if used[i] || r.Default || r.Order.Power != o.Power || r.Order.At.Prov != o.At.Prov {
			continue
		}
		used[i] = true
		return r, true
	}
	return dip.Resolution{}, false
}

// precedingPhase adjudicates the movement phase before a retreat entry and
// returns the retreat-phase position it leads to (with nobody to retreat
// if nothing was dislodged, so that every retreat order is refused).
func precedingPhase(names *dipmap.Names, m *dip.Map, p *jsonPreceding, opts *adjudicate.Options) (dip.Position, error) {
	if p == nil {
		return dip.Position{}, fmt.Errorf("retreat entry without preceding_main_phase")
	}
	list, err := orderedOrders(p.Orders)
	if err != nil {
		return dip.Position{}, err
	}
	var os []dip.Order
	for _, jo := range list {
		o, err := translate(names, jo.Key)
		if err != nil {
			return dip.Position{}, err
		}
		os = append(os, o)
	}
	units, err := board(names, p.StartingState, os)
	if err != nil {
		return dip.Position{}, err
	}
	pos := dipmap.StandardPosition()
	pos.Units = units
	res, err := adjudicate.Resolve(m, pos, os, opts)
	if err != nil {
		return dip.Position{}, err
	}
	next := res.Next
	if next.Phase.Kind != dip.RetreatPhase {
		next.Phase = dip.Phase{Year: pos.Phase.Year, Season: pos.Phase.Season, Kind: dip.RetreatPhase}
		next.Dislodged = map[dip.Province]dip.Dislodged{}
	}
	return next, nil
}

// buildPosition makes the adjustment position of a Build entry.
func buildPosition(names *dipmap.Names, m *dip.Map, e jsonEntry) (dip.Position, error) {
	pos := dipmap.StandardPosition()
	pos.Phase = dip.Phase{Year: 1901, Season: dip.Fall, Kind: dip.AdjustmentPhase}
	pos.Units = map[dip.Province]dip.Unit{}
	for _, s := range e.StartingState {
		u, err := jsonUnit(names, s)
		if err != nil {
			return dip.Position{}, err
		}
		pos.Units[u.At.Prov] = u
		if info := m.Province(u.At.Prov); info != nil && info.SupplyCenter {
			pos.Owners[u.At.Prov] = u.Power
		}
	}
	for prov, code := range e.Occupiers {
		p, ok := powerCodes[code]
		if !ok {
			return dip.Position{}, fmt.Errorf("unknown occupier %q", code)
		}
		pos.Owners[dip.Province(prov)] = p
	}
	return pos, nil
}

// checkDisorder checks that the units an entry says civil disorder removes
// are gone, and that no other unit vanished except by a removal order.
func checkDisorder(t *testing.T, names *dipmap.Names, e jsonEntry, key string, res dip.Result) {
	t.Helper()
	removed := e.CivilDisorder
	if ov, ok := disorderOverrides[key]; ok {
		removed = ov.removed
	}
	if removed == nil {
		return
	}
	gone := map[dip.Province]bool{}
	for _, s := range removed {
		u, err := jsonUnit(names, s)
		if err != nil {
			t.Fatal(err)
		}
		gone[u.At.Prov] = true
		if _, still := res.Next.Units[u.At.Prov]; still {
			t.Errorf("civil disorder should remove %s; it is still on the board", s)
		}
	}
	for _, s := range e.StartingState {
		u, err := jsonUnit(names, s)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := res.Next.Units[u.At.Prov]; !ok && !gone[u.At.Prov] {
			t.Errorf("%s was removed; expected only %v", s, removed)
		}
	}
}

// TestJSONOverridesMatchTheFile makes sure every override names an entry
// and an order the file has, so a typo cannot silently keep the file's
// answer.
func TestJSONOverridesMatchTheFile(t *testing.T) {
	raw, err := os.ReadFile(findShared(t))
	if err != nil {
		t.Fatal(err)
	}
	var f jsonFile
	if err := json.Unmarshal(raw, &f); err != nil {
		t.Fatal(err)
	}
	entries := map[string][]jsonOrder{}
	for _, e := range f.Cases {
		key := e.Name
		if e.Edition != "" {
			key += "/" + e.Edition
		}
		list, err := orderedOrders(e.Orders)
		if err != nil {
			t.Fatal(err)
		}
		entries[key] = list
	}
	for key, ovs := range jsonOverrides {
		list, ok := entries[key]
		if !ok {
			t.Errorf("override for unknown entry %s", key)
		}
		for order := range ovs {
			found := false
			for _, o := range list {
				found = found || o.Key == order
			}
			if !found {
				t.Errorf("override for %s names unknown order %q", key, order)
			}
		}
	}
	for key := range disorderOverrides {
		if _, ok := entries[key]; !ok {
			t.Errorf("civil-disorder override for unknown entry %s", key)
		}
	}
	for name, eds := range editionRules {
		for ed := range eds {
			if _, ok := entries[name+"/"+ed]; !ok {
				t.Errorf("edition rule for unknown entry %s/%s", name, ed)
			}
		}
	}
}
