package aslmap

import (
	"strings"

	"adjutant/games/asl/tables"
	"adjutant/games/kit/hexgrid"
	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

// Hex is a hex of a scenario's joined map (hexgrid's column and row).
type Hex = hexgrid.Hex

// File is a scenario as written in TOML; docs/scenarios.md describes it.
type File struct {
	Game     string       `toml:"game"`
	Name     string       `toml:"name"`
	Title    []string     `toml:"title"` // en, zh-Hant, zh-Hans
	Note     string       `toml:"note"`
	Turns    int          `toml:"turns"`
	HalfLast bool         `toml:"half_last"` // the last turn has only the first side's player turn
	Month    int          `toml:"month"`
	Sides    []SideFile   `toml:"side"`
	Boards   []BoardFile  `toml:"board"`
	Roads    []RoadFile   `toml:"road"`
	Units    []UnitFile   `toml:"unit"`
	Weapons  []WeaponFile `toml:"weapon"`
	Victory  VictoryFile  `toml:"victory"`
	SSR      []SSRFile    `toml:"ssr"`
}

// SideFile is one side: its nationality, ELR and set-up zone. The first
// side listed moves first in every game turn.
type SideFile struct {
	Nat   string   `toml:"nat"`
	ELR   int      `toml:"elr"`
	Setup []string `toml:"setup"` // hex ids or rectangles "vA1-vD10"
}

// BoardFile is one board: an id letter, its size and its terrain grid, one
// string per row, one character per column (terrain.go).
type BoardFile struct {
	ID      string   `toml:"id"`
	Columns int      `toml:"columns"`
	Rows    int      `toml:"rows"`
	Terrain []string `toml:"terrain"`
	Levels  []string `toml:"levels"` // one digit per hex; the rules have no hills, so only 0
}

// RoadFile is one road: hexes in order, each adjacent to the next.
type RoadFile struct {
	Hexes []string `toml:"hexes"`
}

// UnitFile is one personnel counter of the order of battle: on the map at
// start (hex), or entering on a later turn from one of the entry hexes.
type UnitFile struct {
	ID     string   `toml:"id"`
	Side   string   `toml:"side"`
	Type   string   `toml:"type"`
	Hex    string   `toml:"hex"`
	Enter  int      `toml:"enter"`
	Entry  []string `toml:"entry"`
	Broken bool     `toml:"broken"`
}

// WeaponFile is one support weapon, possessed by a unit (with) or lying in
// a hex.
type WeaponFile struct {
	ID   string `toml:"id"`
	Side string `toml:"side"`
	Type string `toml:"type"`
	With string `toml:"with"`
	Hex  string `toml:"hex"`
}

// VictoryFile is the scenario's victory condition: side wins if at the end
// it controls at least need of the hexes; otherwise the other side wins.
// A side left with no personnel on the map or to come loses at once.
type VictoryFile struct {
	Side    string   `toml:"side"`
	Control []string `toml:"control"`
	Need    int      `toml:"need"`
	Text    []string `toml:"text"` // en, zh-Hant, zh-Hans
}

// SSRFile is one scenario special rule as players read it.
type SSRFile struct {
	Text []string `toml:"text"` // en, zh-Hant, zh-Hans
}

// Scenario is a checked scenario, ready for play.
type Scenario struct {
	Name     string
	Title    i18n.Text
	Note     string
	Turns    int
	HalfLast bool
	Month    int
	Sides    [2]SideInfo
	Boards   hexgrid.Boards
	terrain  map[Hex]Terrain
	roadStep map[[2]Hex]bool
	road     map[Hex]bool
	Units    []UnitSpec
	Weapons  []WeaponSpec
	Victory  Victory
	SSR      []i18n.Text
	roster   *tables.Roster
	tables   *tables.Tables
}

// SideInfo is a checked side.
type SideInfo struct {
	Nat   string
	Name  i18n.Text
	Code  string // SIGNON letter
	ELR   int
	Setup map[Hex]bool
}

// UnitSpec is a checked order-of-battle counter.
type UnitSpec struct {
	ID     string
	Side   int
	Type   string
	Hex    Hex
	OnMap  bool
	Enter  int
	Entry  []Hex
	Broken bool
}

// WeaponSpec is a checked support weapon.
type WeaponSpec struct {
	ID   string
	Side int
	Type string
	With string
	Hex  Hex
}

// Victory is the checked victory condition.
type Victory struct {
	Side    int
	Control []Hex
	Need    int
	Text    i18n.Text
}

// Grid is the joined map of the scenario's boards.
func (s *Scenario) Grid() hexgrid.Grid { return s.Boards.Grid() }

// OnMap reports whether h is a hex of one of the boards.
func (s *Scenario) OnMap(h Hex) bool { _, _, ok := s.Boards.Locate(h); return ok }

// ID writes a hex's id, "vK5".
func (s *Scenario) ID(h Hex) string { return s.Boards.Format(h) }

// ParseHex reads a hex id.
func (s *Scenario) ParseHex(id string) (Hex, bool) {
	h, err := s.Boards.Parse(id)
	return h, err == nil
}

// Terrain is h's terrain.
func (s *Scenario) Terrain(h Hex) Terrain {
	if t, ok := s.terrain[h]; ok {
		return t
	}
	return Open
}

// Road reports whether a road runs through h.
func (s *Scenario) Road(h Hex) bool { return s.road[h] }

// RoadStep reports whether a and b are consecutive hexes of a road.
func (s *Scenario) RoadStep(a, b Hex) bool {
	if hexgrid.Less(b, a) {
		a, b = b, a
	}
	return s.roadStep[[2]Hex{a, b}]
}

// Hexes lists every hex of the map, column by column.
func (s *Scenario) Hexes() []Hex {
	var out []Hex
	for _, h := range s.Grid().All() {
		if s.OnMap(h) {
			out = append(out, h)
		}
	}
	return out
}

// Roster and Tables are the counter data and charts the scenario was
// checked with.
func (s *Scenario) Roster() *tables.Roster { return s.roster }

// Tables are the charts.
func (s *Scenario) Tables() *tables.Tables { return s.tables }

// SideOf returns the index of the side of nationality nat.
func (s *Scenario) SideOf(nat string) (int, bool) {
	for i, sd := range s.Sides {
		if strings.EqualFold(sd.Nat, nat) {
			return i, true
		}
	}
	return 0, false
}

// ParseScenario reads and checks a scenario against the counters and
// charts the engine ships. On failure it returns every problem found and
// an error wrapping ErrScenario.
func ParseScenario(data []byte) (*Scenario, []shipped.Problem, error) {
	roster, err := tables.LoadRoster()
	if err != nil {
		return nil, nil, err
	}
	charts, err := tables.LoadTables()
	if err != nil {
		return nil, nil, err
	}
	return parseScenario(data, roster, charts)
}

// parseScenario is ParseScenario with the counters and charts read.
func parseScenario(data []byte, roster *tables.Roster, charts *tables.Tables) (*Scenario, []shipped.Problem, error) {
	return shipped.Parse(data, ErrScenario, func(f *File) (*Scenario, []shipped.Problem) {
		return check(f, roster, charts)
	})
}
