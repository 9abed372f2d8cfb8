package diplomacy

import (
	"fmt"
	"sort"
	"strconv"

	"adjutant/games"
	"adjutant/games/diplomacy/dip"
)

// The stored forms below are this engine's own, not dip's Go structs: names
// instead of enum numbers (so a reordered constant cannot change the meaning
// of an old record) and sorted lists instead of maps of structs (so equal
// positions always encode to equal bytes, whatever nil or empty maps they
// carry).

type unitJSON struct {
	Power string `json:"power"`
	Type  string `json:"type"` // "A" or "F"
	At    string `json:"at"`   // "stp/nc"
}

type dislodgedJSON struct {
	unitJSON
	AttackerFrom string `json:"attacker_from,omitempty"`
}

type posJSON struct {
	Phase     string            `json:"phase"` // "S1901M"
	Units     []unitJSON        `json:"units"`
	Dislodged []dislodgedJSON   `json:"dislodged,omitempty"`
	Owners    map[string]string `json:"owners"` // centre -> power; neutral centres are left out
	Disorder  []string          `json:"disorder,omitempty"`
	Absent    []string          `json:"absent,omitempty"`
	Standoffs []string          `json:"standoffs,omitempty"`
}

func encodeUnit(u dip.Unit) unitJSON {
	return unitJSON{Power: string(u.Power), Type: u.Type.Letter(), At: u.At.String()}
}

func encodePosition(p dip.Position) posJSON {
	out := posJSON{Phase: p.Phase.Short(), Units: []unitJSON{}, Owners: map[string]string{}}
	for _, prov := range sortedProvinces(p.Units) {
		out.Units = append(out.Units, encodeUnit(p.Units[prov]))
	}
	dis := make([]dip.Province, 0, len(p.Dislodged))
	for prov := range p.Dislodged {
		dis = append(dis, prov)
	}
	sort.Slice(dis, func(i, j int) bool { return dis[i] < dis[j] })
	for _, prov := range dis {
		d := p.Dislodged[prov]
		out.Dislodged = append(out.Dislodged, dislodgedJSON{unitJSON: encodeUnit(d.Unit), AttackerFrom: string(d.AttackerFrom)})
	}
	for prov, pw := range p.Owners {
		if pw != "" {
			out.Owners[string(prov)] = string(pw)
		}
	}
	out.Disorder = powerSet(p.Disorder)
	out.Absent = powerSet(p.Absent)
	for _, s := range p.Standoffs {
		out.Standoffs = append(out.Standoffs, string(s))
	}
	sort.Strings(out.Standoffs)
	return out
}

func powerSet(m map[dip.Power]bool) []string {
	var out []string
	for p, on := range m {
		if on {
			out = append(out, string(p))
		}
	}
	sort.Strings(out)
	return out
}

func sortedProvinces[V any](m map[dip.Province]V) []dip.Province {
	out := make([]dip.Province, 0, len(m))
	for p := range m {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// decodePosition reads a stored position and checks it against the map:
// known places and powers, units where their type may stand, one unit per
// province, owners only on supply centres.
func decodePosition(m *dip.Map, in posJSON) (dip.Position, error) {
	ph, err := parsePhase(in.Phase)
	if err != nil {
		return dip.Position{}, err
	}
	pos := dip.Position{
		Phase:     ph,
		Units:     map[dip.Province]dip.Unit{},
		Dislodged: map[dip.Province]dip.Dislodged{},
		Owners:    map[dip.Province]dip.Power{},
		Disorder:  map[dip.Power]bool{},
		Absent:    map[dip.Power]bool{},
	}
	for _, uj := range in.Units {
		u, err := decodeUnit(m, uj)
		if err != nil {
			return dip.Position{}, err
		}
		if _, dup := pos.Units[u.At.Prov]; dup {
			return dip.Position{}, fmt.Errorf("%w: two units in %s", games.ErrCorrupt, u.At.Prov)
		}
		pos.Units[u.At.Prov] = u
	}
	for _, dj := range in.Dislodged {
		u, err := decodeUnit(m, dj.unitJSON)
		if err != nil {
			return dip.Position{}, err
		}
		if _, dup := pos.Dislodged[u.At.Prov]; dup {
			return dip.Position{}, fmt.Errorf("%w: two dislodged units in %s", games.ErrCorrupt, u.At.Prov)
		}
		from := dip.Province(dj.AttackerFrom)
		if from != "" && m.Province(from) == nil {
			return dip.Position{}, fmt.Errorf("%w: unknown province %q", games.ErrCorrupt, from)
		}
		pos.Dislodged[u.At.Prov] = dip.Dislodged{Unit: u, AttackerFrom: from}
	}
	for prov, pw := range in.Owners {
		info := m.Province(dip.Province(prov))
		if info == nil || !info.SupplyCenter {
			return dip.Position{}, fmt.Errorf("%w: %q is not a supply centre", games.ErrCorrupt, prov)
		}
		if !knownPower(dip.Power(pw)) {
			return dip.Position{}, fmt.Errorf("%w: unknown power %q", games.ErrCorrupt, pw)
		}
		pos.Owners[dip.Province(prov)] = dip.Power(pw)
	}
	for _, set := range []struct {
		from []string
		to   map[dip.Power]bool
	}{{in.Disorder, pos.Disorder}, {in.Absent, pos.Absent}} {
		for _, pw := range set.from {
			if !knownPower(dip.Power(pw)) {
				return dip.Position{}, fmt.Errorf("%w: unknown power %q", games.ErrCorrupt, pw)
			}
			set.to[dip.Power(pw)] = true
		}
	}
	for _, s := range in.Standoffs {
		if m.Province(dip.Province(s)) == nil {
			return dip.Position{}, fmt.Errorf("%w: unknown province %q", games.ErrCorrupt, s)
		}
		pos.Standoffs = append(pos.Standoffs, dip.Province(s))
	}
	sort.Slice(pos.Standoffs, func(i, j int) bool { return pos.Standoffs[i] < pos.Standoffs[j] })
	return pos, nil
}

func decodeUnit(m *dip.Map, in unitJSON) (dip.Unit, error) {
	if !knownPower(dip.Power(in.Power)) {
		return dip.Unit{}, fmt.Errorf("%w: unknown power %q", games.ErrCorrupt, in.Power)
	}
	t, ok := parseUnitType(in.Type)
	if !ok {
		return dip.Unit{}, fmt.Errorf("%w: unit type %q", games.ErrCorrupt, in.Type)
	}
	u := dip.Unit{Type: t, Power: dip.Power(in.Power), At: dip.ParseLoc(in.At)}
	if code := placementFault(m, u); code != placementOK {
		return dip.Unit{}, fmt.Errorf("%w: %s %s: %s", games.ErrCorrupt, in.Type, in.At, code.Text().EN)
	}
	return u, nil
}

func parseUnitType(s string) (dip.UnitType, bool) {
	switch s {
	case "A":
		return dip.Army, true
	case "F":
		return dip.Fleet, true
	}
	return dip.NoUnit, false
}

func knownPower(p dip.Power) bool {
	for _, q := range dip.AllPowers() {
		if p == q {
			return true
		}
	}
	return false
}

// parsePhase reads dip.Phase.Short's form back: "S1901M", "F1901R",
// "W1901A".
func parsePhase(s string) (dip.Phase, error) {
	bad := fmt.Errorf("%w: phase %q", games.ErrCorrupt, s)
	if len(s) < 3 {
		return dip.Phase{}, bad
	}
	year, err := strconv.Atoi(s[1 : len(s)-1])
	if err != nil || year < 1 {
		return dip.Phase{}, bad
	}
	var ph dip.Phase
	switch s[:1] + s[len(s)-1:] {
	case "SM":
		ph = dip.Phase{Season: dip.Spring, Kind: dip.MovementPhase}
	case "SR":
		ph = dip.Phase{Season: dip.Spring, Kind: dip.RetreatPhase}
	case "FM":
		ph = dip.Phase{Season: dip.Fall, Kind: dip.MovementPhase}
	case "FR":
		ph = dip.Phase{Season: dip.Fall, Kind: dip.RetreatPhase}
	case "WA":
		ph = dip.Phase{Season: dip.Fall, Kind: dip.AdjustmentPhase}
	default:
		return dip.Phase{}, bad
	}
	ph.Year = year
	if ph.Short() != s {
		return dip.Phase{}, bad
	}
	return ph, nil
}

type orderJSON struct {
	Kind      string `json:"kind"`
	Power     string `json:"power"`
	Type      string `json:"type,omitempty"`
	At        string `json:"at,omitempty"`
	To        string `json:"to,omitempty"`
	Via       bool   `json:"via,omitempty"`
	OtherType string `json:"other_type,omitempty"`
	Other     string `json:"other,omitempty"`
	OtherTo   string `json:"other_to,omitempty"`
}

func typeLetter(t dip.UnitType) string {
	if t == dip.NoUnit {
		return ""
	}
	return t.Letter()
}

func encodeOrder(o dip.Order) orderJSON {
	return orderJSON{
		Kind: o.Kind.String(), Power: string(o.Power), Type: typeLetter(o.Type),
		At: o.At.String(), To: o.To.String(), Via: o.Via,
		OtherType: typeLetter(o.OtherType), Other: o.Other.String(), OtherTo: o.OtherTo.String(),
	}
}

func decodeOrder(in orderJSON) (dip.Order, error) {
	o := dip.Order{Power: dip.Power(in.Power), At: dip.ParseLoc(in.At), To: dip.ParseLoc(in.To), Via: in.Via,
		Other: dip.ParseLoc(in.Other), OtherTo: dip.ParseLoc(in.OtherTo)}
	for k := dip.Hold; k <= dip.Waive; k++ {
		if k.String() == in.Kind {
			o.Kind = k
		}
	}
	if o.Kind == 0 {
		return o, fmt.Errorf("%w: order kind %q", games.ErrCorrupt, in.Kind)
	}
	var ok bool
	if in.Type != "" {
		if o.Type, ok = parseUnitType(in.Type); !ok {
			return o, fmt.Errorf("%w: unit type %q", games.ErrCorrupt, in.Type)
		}
	}
	if in.OtherType != "" {
		if o.OtherType, ok = parseUnitType(in.OtherType); !ok {
			return o, fmt.Errorf("%w: unit type %q", games.ErrCorrupt, in.OtherType)
		}
	}
	return o, nil
}
