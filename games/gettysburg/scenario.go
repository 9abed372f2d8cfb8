package gettysburg

import (
	"bytes"
	"fmt"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"
)

// Side is one of the two armies.
type Side int

// The sides, in the order they act: the Confederate player goes first in
// every phase (HQ placement, withdrawals, movement, attacks).
const (
	Confederate Side = iota
	Union
)

// Other returns the opposing side.
func (s Side) Other() Side { return 1 - s }

// String returns the side's English name, which is also its seat name.
func (s Side) String() string {
	if s == Union {
		return "Union"
	}
	return "Confederate"
}

func parseSide(s string) (Side, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "union", "聯邦軍", "联邦军":
		return Union, true
	case "confederate", "邦聯軍", "邦联军":
		return Confederate, true
	}
	return 0, false
}

// UnitType is infantry or cavalry.
type UnitType string

// Unit types. Cavalry attacks only cavalry and never uses artillery.
const (
	Infantry UnitType = "infantry"
	Cavalry  UnitType = "cavalry"
)

// The movement allowances the rulebook fixes; a scenario may override the
// march allowance per unit.
const (
	InfantryMarch = 4
	CavalryMarch  = 6
	CombatMove    = 1
)

// File is a scenario as written in TOML. See docs/scenarios.md.
type File struct {
	Name    string `toml:"name"`
	Title   string `toml:"title"`
	Note    string `toml:"note"`
	Columns int    `toml:"columns"`
	Rows    int    `toml:"rows"`
	Turns   int    `toml:"turns"`

	Defensive []string    `toml:"defensive"`
	Town      []string    `toml:"town"`
	Roads     []RoadFile  `toml:"road"`
	Entries   []EntryFile `toml:"entry"`
	HQs       []HQFile    `toml:"hq"`
	Artillery struct {
		Union       int `toml:"union"`
		Confederate int `toml:"confederate"`
	} `toml:"artillery"`
	Units []UnitFile `toml:"unit"`
	// Victory lists the entry letters of the Confederate road victory:
	// the first is the start, the others the possible ends.
	Victory struct {
		From string   `toml:"from"`
		To   []string `toml:"to"`
	} `toml:"victory"`
}

// RoadFile is one road: hexes in order, each adjacent to the next.
type RoadFile struct {
	Name  string   `toml:"name"`
	Hexes []string `toml:"hexes"`
}

// EntryFile is a lettered entry hex at the map edge.
type EntryFile struct {
	Letter string `toml:"letter"`
	Hex    string `toml:"hex"`
	Name   string `toml:"name"`
}

// HQFile is one side's headquarters marker.
type HQFile struct {
	Side     string `toml:"side"`
	Name     string `toml:"name"`
	Range    int    `toml:"range"`
	Fallback string `toml:"fallback"` // entry letter used when no friendly unit is on the map
}

// UnitFile is one counter.
type UnitFile struct {
	ID     string `toml:"id"`
	Code   string `toml:"code"` // two characters on the map
	Name   string `toml:"name"`
	Hant   string `toml:"name_hant"`
	Hans   string `toml:"name_hans"`
	Side   string `toml:"side"`
	Type   string `toml:"type"`
	March  int    `toml:"march"` // 0 means the rulebook's 4 or 6
	Stars  int    `toml:"stars"`
	Start  string `toml:"start"`  // hex at set-up, or ""
	Arrive int    `toml:"arrive"` // turn of arrival when not at set-up
	Entry  string `toml:"entry"`  // entry letter when arriving
}

// Scenario is a checked scenario, ready for play.
type Scenario struct {
	Name, Title, Note string
	Columns, Rows     int
	Turns             int
	defensive         map[Hex]bool
	town              map[Hex]bool
	roadStep          map[[2]Hex]bool // unordered pairs, smaller hex first
	roadHex           map[Hex]bool
	Roads             []Road
	Entries           map[string]Hex // letter → hex
	EntryNames        map[string]string
	HQ                [2]HQ
	Artillery         [2]int
	Units             []Unit // in file order; the index is the unit's number
	VictoryFrom       string
	VictoryTo         []string
}

// Road is a checked road.
type Road struct {
	Name  string
	Hexes []Hex
}

// HQ is a checked headquarters marker.
type HQ struct {
	Name     string
	Range    int
	Fallback string
}

// Unit is a checked counter.
type Unit struct {
	ID, Code, Name string
	Names          [3]string // en, zh-Hant, zh-Hans
	Side           Side
	Type           UnitType
	March          int
	Stars          int
	Start          Hex
	Arrive         int
	Entry          string
}

// ScenarioProblem is one thing wrong with a scenario file.
type ScenarioProblem struct {
	Where   string // "unit heth", "road Chambersburg Pike", "" for the file
	Message string
}

func (p ScenarioProblem) String() string {
	if p.Where == "" {
		return p.Message
	}
	return p.Where + ": " + p.Message
}

// OnMap reports whether h lies inside the map.
func (s *Scenario) OnMap(h Hex) bool {
	return h.Col >= 1 && h.Col <= s.Columns && h.Row >= 1 && h.Row <= s.Rows
}

// Defensive reports whether h is defensive terrain.
func (s *Scenario) Defensive(h Hex) bool { return s.defensive[h] }

// Town reports whether h is part of the town (open ground, roads every way).
func (s *Scenario) Town(h Hex) bool { return s.town[h] }

// RoadStep reports whether moving between adjacent a and b follows a road:
// consecutive hexes of one road, or two town hexes.
func (s *Scenario) RoadStep(a, b Hex) bool {
	if s.town[a] && s.town[b] {
		return true
	}
	if hexLess(b, a) {
		a, b = b, a
	}
	return s.roadStep[[2]Hex{a, b}]
}

// OnRoad reports whether a road or the town touches h.
func (s *Scenario) OnRoad(h Hex) bool { return s.roadHex[h] || s.town[h] }

// UnitIndex finds a unit by id or code, case-insensitively, or by one of
// its Chinese names.
func (s *Scenario) UnitIndex(name string) (int, bool) {
	key := strings.ToLower(strings.TrimSpace(name))
	for i, u := range s.Units {
		if strings.ToLower(u.ID) == key || strings.ToLower(u.Code) == key ||
			(u.Names[1] != "" && u.Names[1] == name) || (u.Names[2] != "" && u.Names[2] == name) {
			return i, true
		}
	}
	return 0, false
}

// ParseScenario reads and checks a scenario. On failure it returns every
// problem found and an error wrapping ErrScenario.
func ParseScenario(data []byte) (*Scenario, []ScenarioProblem, error) {
	var f File
	md, err := toml.NewDecoder(bytes.NewReader(data)).Decode(&f)
	if err != nil {
		p := []ScenarioProblem{{Message: "not valid TOML: " + err.Error()}}
		return nil, p, fmt.Errorf("%w: %v", ErrScenario, err)
	}
	var probs []ScenarioProblem
	for _, k := range md.Undecoded() {
		probs = append(probs, ScenarioProblem{Message: fmt.Sprintf("unknown key %q", k.String())})
	}
	sc, more := check(&f)
	probs = append(probs, more...)
	if len(probs) > 0 {
		return nil, probs, fmt.Errorf("%w: %d problem(s), first: %s", ErrScenario, len(probs), probs[0])
	}
	return sc, nil, nil
}

func check(f *File) (*Scenario, []ScenarioProblem) {
	var probs []ScenarioProblem
	add := func(where, format string, a ...any) {
		probs = append(probs, ScenarioProblem{Where: where, Message: fmt.Sprintf(format, a...)})
	}
	sc := &Scenario{
		Name: f.Name, Title: f.Title, Note: f.Note, Columns: f.Columns, Rows: f.Rows, Turns: f.Turns,
		defensive: map[Hex]bool{}, town: map[Hex]bool{}, roadStep: map[[2]Hex]bool{}, roadHex: map[Hex]bool{},
		Entries: map[string]Hex{}, EntryNames: map[string]string{},
	}
	if f.Name == "" {
		add("", "name is missing")
	}
	if f.Columns < 1 || f.Columns > 99 || f.Rows < 1 || f.Rows > 99 {
		add("", "columns and rows must be between 1 and 99 (got %d x %d)", f.Columns, f.Rows)
		return sc, probs
	}
	if sc.Turns == 0 {
		sc.Turns = 6
	}
	if sc.Turns < 1 || sc.Turns > 6 {
		add("", "turns must be between 1 and 6 (the turn track has six), got %d", sc.Turns)
	}
	hex := func(where, s string) (Hex, bool) {
		h, err := ParseHex(s)
		if err != nil {
			add(where, "hex %q is not a four-digit id", s)
			return Hex{}, false
		}
		if !sc.OnMap(h) {
			add(where, "hex %s is off the %dx%d map", s, f.Columns, f.Rows)
			return Hex{}, false
		}
		return h, true
	}
	for _, s := range f.Defensive {
		if h, ok := hex("defensive", s); ok {
			if sc.defensive[h] {
				add("defensive", "hex %s listed twice", s)
			}
			sc.defensive[h] = true
		}
	}
	for _, s := range f.Town {
		if h, ok := hex("town", s); ok {
			if sc.defensive[h] {
				add("town", "hex %s is both town and defensive; the town is open ground", s)
			}
			sc.town[h] = true
		}
	}
	for i, r := range f.Roads {
		where := fmt.Sprintf("road %d (%s)", i+1, r.Name)
		if len(r.Hexes) < 2 {
			add(where, "a road needs at least two hexes")
		}
		road := Road{Name: r.Name}
		for j, s := range r.Hexes {
			h, ok := hex(where, s)
			if !ok {
				continue
			}
			if j > 0 && len(road.Hexes) == j {
				prev := road.Hexes[j-1]
				if !Adjacent(prev, h) {
					add(where, "%s and %s are not adjacent", prev, h)
				} else {
					a, b := prev, h
					if hexLess(b, a) {
						a, b = b, a
					}
					sc.roadStep[[2]Hex{a, b}] = true
				}
			}
			road.Hexes = append(road.Hexes, h)
			sc.roadHex[h] = true
		}
		sc.Roads = append(sc.Roads, road)
	}
	for _, e := range f.Entries {
		where := "entry " + e.Letter
		if len(e.Letter) != 1 || e.Letter[0] < 'A' || e.Letter[0] > 'Z' {
			add(where, "letter must be one capital letter")
			continue
		}
		if _, dup := sc.Entries[e.Letter]; dup {
			add(where, "letter defined twice")
		}
		h, ok := hex(where, e.Hex)
		if !ok {
			continue
		}
		if h.Col != 1 && h.Col != f.Columns && h.Row != 1 && h.Row != f.Rows {
			add(where, "hex %s is not on the map edge", h)
		}
		sc.Entries[e.Letter] = h
		sc.EntryNames[e.Letter] = e.Name
	}
	seenHQ := [2]bool{}
	for _, q := range f.HQs {
		side, ok := parseSide(q.Side)
		where := "hq " + q.Name
		if !ok {
			add(where, "side %q must be Union or Confederate", q.Side)
			continue
		}
		if seenHQ[side] {
			add(where, "second HQ for the %s side", side)
		}
		seenHQ[side] = true
		if q.Range < 1 {
			add(where, "command range must be at least 1")
		}
		if _, ok := sc.Entries[q.Fallback]; !ok {
			add(where, "fallback %q is not a defined entry letter", q.Fallback)
		}
		sc.HQ[side] = HQ{Name: q.Name, Range: q.Range, Fallback: q.Fallback}
	}
	for s, ok := range seenHQ {
		if !ok {
			add("", "no HQ for the %s side", Side(s))
		}
	}
	sc.Artillery = [2]int{Confederate: f.Artillery.Confederate, Union: f.Artillery.Union}
	if f.Artillery.Union < 0 || f.Artillery.Confederate < 0 {
		add("artillery", "artillery support cannot be negative")
	}
	ids, codes, starts := map[string]bool{}, map[string]bool{}, map[Hex]string{}
	for _, uf := range f.Units {
		where := "unit " + uf.ID
		u := Unit{ID: uf.ID, Code: uf.Code, Name: uf.Name, Names: [3]string{uf.Name, uf.Hant, uf.Hans},
			Stars: uf.Stars, Arrive: uf.Arrive, Entry: uf.Entry}
		if uf.ID == "" || strings.ContainsAny(uf.ID, " \t") {
			add(where, "id must be one word")
		}
		if ids[strings.ToLower(uf.ID)] {
			add(where, "id used twice")
		}
		ids[strings.ToLower(uf.ID)] = true
		if len([]rune(uf.Code)) != 2 || strings.ContainsAny(uf.Code, " \t") {
			add(where, "code %q must be two characters", uf.Code)
		}
		if codes[strings.ToLower(uf.Code)] {
			add(where, "code %q used twice", uf.Code)
		}
		codes[strings.ToLower(uf.Code)] = true
		if _, err := ParseHex(uf.Code); err == nil {
			add(where, "code %q looks like a hex id", uf.Code)
		}
		side, ok := parseSide(uf.Side)
		if !ok {
			add(where, "side %q must be Union or Confederate", uf.Side)
		}
		u.Side = side
		switch UnitType(strings.ToLower(uf.Type)) {
		case Infantry:
			u.Type, u.March = Infantry, InfantryMarch
		case Cavalry:
			u.Type, u.March = Cavalry, CavalryMarch
		default:
			add(where, "type %q must be infantry or cavalry", uf.Type)
		}
		if uf.March != 0 {
			u.March = uf.March
		}
		if u.Stars < 0 || u.Stars > 3 {
			add(where, "stars must be 0 to 3")
		}
		switch {
		case uf.Start != "" && (uf.Arrive != 0 || uf.Entry != ""):
			add(where, "give either start, or arrive and entry, not both")
		case uf.Start != "":
			if h, ok := hex(where, uf.Start); ok {
				if other, dup := starts[h]; dup {
					add(where, "starts in %s with %s (no stacking)", h, other)
				}
				starts[h] = uf.ID
				u.Start = h
			}
		default:
			if uf.Arrive < 1 || uf.Arrive > sc.Turns {
				add(where, "arrive must be a turn from 1 to %d", sc.Turns)
			}
			if _, ok := sc.Entries[uf.Entry]; !ok {
				add(where, "entry %q is not a defined entry letter", uf.Entry)
			}
		}
		sc.Units = append(sc.Units, u)
	}
	for _, s := range []Side{Confederate, Union} {
		n := 0
		for _, u := range sc.Units {
			if u.Side == s {
				n++
			}
		}
		if n == 0 {
			add("", "the %s side has no units", s)
		}
	}
	sc.VictoryFrom, sc.VictoryTo = f.Victory.From, append([]string(nil), f.Victory.To...)
	for _, l := range append([]string{f.Victory.From}, f.Victory.To...) {
		if _, ok := sc.Entries[l]; !ok {
			add("victory", "entry %q is not a defined entry letter", l)
		}
	}
	if len(f.Victory.To) == 0 {
		add("victory", "to must list at least one entry letter")
	}
	for _, l := range sortedLetters(sc.Entries) {
		if !sc.OnRoad(sc.Entries[l]) {
			add("entry "+l, "hex %s is not on a road", sc.Entries[l])
		}
	}
	return sc, probs
}

func sortedLetters(m map[string]Hex) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
