package gettysburg

import (
	"strings"
	"unicode/utf8"

	"adjutant/games/kit/hexgrid"
	"adjutant/games/kit/seats"
	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

// Side is one of the two armies.
type Side = seats.Side[armies]

// The sides, in the order they act: the Confederate player goes first in
// every phase (HQ placement, withdrawals, movement, attacks).
const (
	Confederate Side = iota
	Union
)

// armies names the sides, which are also their seats.
type armies struct{}

func (armies) Names() [2]string { return [2]string{"Confederate", "Union"} }

// parseSide reads a side as players and scenario files write it: its
// English name in any case, or its name in either Chinese script
// (names.toml).
func parseSide(word string) (Side, bool) {
	w := strings.TrimSpace(word)
	for _, side := range []Side{Union, Confederate} {
		n := sideText(side)
		if strings.EqualFold(w, side.String()) || w == n.Hant || w == n.Hans {
			return side, true
		}
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
	Game    string `toml:"game"` // "gettysburg"
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
	Hant     string `toml:"name_hant"`
	Hans     string `toml:"name_hans"`
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
	Names    i18n.Text // the name in every language
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

// Grid is the map's extent and layout on the shared hex grid.
func (s *Scenario) Grid() hexgrid.Grid {
	g := layout()
	g.MinCol, g.MaxCol, g.MinRow, g.MaxRow = 1, s.Columns, 1, s.Rows
	return g
}

// OnMap reports whether h lies inside the map.
func (s *Scenario) OnMap(h Hex) bool { return s.Grid().Contains(hexgrid.Hex(h)) }

// Hexes lists every hex of the map in id order.
func (s *Scenario) Hexes() []Hex {
	all := s.Grid().All()
	out := make([]Hex, len(all))
	for i, h := range all {
		out[i] = Hex(h)
	}
	return out
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
// its Chinese names, also without the word for its formation (赫斯 for
// 赫斯師, 布福德 for 布福德騎兵), as Chinese writers shorten them.
func (s *Scenario) UnitIndex(name string) (int, bool) {
	key := strings.ToLower(strings.TrimSpace(name))
	for i, u := range s.Units {
		if strings.ToLower(u.ID) == key || strings.ToLower(u.Code) == key ||
			chineseUnitName(u.Names[1], name) || chineseUnitName(u.Names[2], name) {
			return i, true
		}
	}
	return 0, false
}

// chineseUnitName reports whether w is the Chinese name full, or full
// without its formation word (師, 騎兵) when two characters or more are
// left.
func chineseUnitName(full, w string) bool {
	if full == "" || w == "" {
		return false
	}
	if full == w {
		return true
	}
	for _, f := range []string{"師", "师", "騎兵", "骑兵"} {
		if short, ok := strings.CutSuffix(full, f); ok && utf8.RuneCountInString(short) >= 2 && short == w {
			return true
		}
	}
	return false
}

// ParseScenario reads and checks a scenario. On failure it returns every
// problem found and an error wrapping ErrScenario.
func ParseScenario(data []byte) (*Scenario, []shipped.Problem, error) {
	return shipped.Parse(data, ErrScenario, check)
}
