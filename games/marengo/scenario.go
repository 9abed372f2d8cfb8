package marengo

import (
	"sort"
	"strings"

	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

// The rulebook gives rules, not the map: a scenario file holds the areas,
// their approaches, the roads, the entries, the blocks and when each
// arrives. docs/scenarios.md describes every key; scenario_check.go says
// what makes a file valid.

// file is a scenario as written in TOML.
type file struct {
	Game      string `toml:"game"`
	Name      string `toml:"name"`
	Title     string `toml:"title"`
	TitleHant string `toml:"title_hant"`
	TitleHans string `toml:"title_hans"`
	Note      string `toml:"note"`
	FirstHour int    `toml:"first_hour"`
	LastHour  int    `toml:"last_hour"`
	Pontoon   string `toml:"pontoon"`
	Morale    struct {
		Austria int `toml:"austria"`
		France  int `toml:"france"`
	} `toml:"morale"`
	Areas   []areaFile   `toml:"area"`
	Borders []borderFile `toml:"border"`
	Roads   []roadFile   `toml:"road"`
	Entries []entryFile  `toml:"entry"`
	Blocks  []blockFile  `toml:"block"`
}

type areaFile struct {
	Key         string `toml:"key"`
	Name        string `toml:"name"`
	Hant        string `toml:"name_hant"`
	Hans        string `toml:"name_hans"`
	Capacity    int    `toml:"capacity"`
	Objective   string `toml:"objective"`
	FrenchStart int    `toml:"french_start"`
	Row         int    `toml:"row"`
	Col         int    `toml:"col"`
	Number      int    `toml:"number"`
}

type sideFile struct {
	Area      string `toml:"area"`
	Width     string `toml:"width"`
	Infantry  int    `toml:"infantry"`
	Cavalry   int    `toml:"cavalry"`
	Artillery int    `toml:"artillery"`
	Obstacle  bool   `toml:"obstacle"`
}

type borderFile struct {
	A          sideFile `toml:"a"`
	B          sideFile `toml:"b"`
	Impassable bool     `toml:"impassable"`
}

type roadFile struct {
	Key   string   `toml:"key"`
	Kind  string   `toml:"kind"`
	Name  string   `toml:"name"`
	Hant  string   `toml:"name_hant"`
	Hans  string   `toml:"name_hans"`
	Areas []string `toml:"areas"`
}

type entryFile struct {
	Key  string `toml:"key"`
	Side string `toml:"side"`
	Area string `toml:"area"`
	Road string `toml:"road"`
	Name string `toml:"name"`
	Hant string `toml:"name_hant"`
	Hans string `toml:"name_hans"`
}

type blockFile struct {
	ID       string `toml:"id"`
	Side     string `toml:"side"`
	Arm      string `toml:"arm"`
	Strength int    `toml:"strength"`
	Name     string `toml:"name"`
	Start    string `toml:"start"`
	Area     string `toml:"area"`
	Entry    string `toml:"entry"`
	Hour     int    `toml:"hour"`
}

// Scenario is a checked scenario: the map, the roster and the schedule.
type Scenario struct {
	Name      string
	Title     i18n.Text
	Note      string
	FirstHour int
	LastHour  int
	Pontoon   string
	Morale    [2]int
	Areas     []*Area
	Roads     []*Road
	Entries   []*Entry
	Blocks    []BlockDef

	area   map[string]*Area
	number map[int]string // reference-map numbers to area keys
	road   map[string]*Road
	entry  map[string]*Entry
	block  map[string]int
}

// Area is one area of the map.
type Area struct {
	Key         string
	Name        i18n.Text
	Capacity    int // blocks of one side, reserve and approaches together
	Objective   Colour
	FrenchStart int // French start symbols
	Row, Col    int // where the map draws it
	// Number is the area's number on a reference map (0: none), which
	// plans may write for it: "8" for its reserve, "8/4" for its approach
	// facing area 4.
	Number int
	// Approaches are the area's sides of its borders, in the order the
	// file lists the borders.
	Approaches []*Approach
}

// Approach is one area's side of a border: what a block committed there
// defends, with this side's terrain.
type Approach struct {
	Area, Faces string // the area it belongs to and the area across
	Long        bool   // two blocks side by side (leads, front line, pursuit)
	Infantry    int    // infantry attacking this approach lose this much
	Cavalry     int    // cavalry attacking this approach lose this much
	Artillery   int    // a bombardment of this approach loses this much
	Obstacle    bool   // obstructs cavalry
	Impassable  bool   // nobody crosses; no block commits here
	Roads       []string
}

// Place is the approach as a place on the map.
func (a *Approach) Place() Place { return Place{Area: a.Area, Face: a.Faces} }

// Width is how many blocks may lead, hold the front line or pursue here.
func (a *Approach) Width() int {
	if a.Long {
		return 2
	}
	return 1
}

// Penalty is the terrain an attacker of arm loses against this approach.
func (a *Approach) Penalty(arm Arm) int {
	switch arm {
	case Infantry:
		return a.Infantry
	case Cavalry:
		return a.Cavalry
	}
	return 0
}

// Road is a main or minor road through a chain of areas.
type Road struct {
	Key   string
	Main  bool
	Name  i18n.Text
	Areas []string
}

// Entry is where one side's reinforcements come onto the map: an area at
// the end of a road.
type Entry struct {
	Key  string
	Side Side
	Area string
	Road string
	Name i18n.Text
}

// BlockDef is one block of the roster as it starts.
type BlockDef struct {
	ID       string
	Side     Side
	Arm      Arm
	Strength int
	Name     string
	French   bool   // one of the French start blocks, placed at random
	Area     string // starts in this area's reserve
	Entry    string // arrives at this entry ...
	Hour     int    // ... from this hour
}

// Area returns an area by key.
func (sc *Scenario) Area(key string) (*Area, bool) {
	a, ok := sc.area[key]
	return a, ok
}

// Approach returns area's approach facing faces.
func (sc *Scenario) Approach(area, faces string) (*Approach, bool) {
	a, ok := sc.area[area]
	if !ok {
		return nil, false
	}
	for _, ap := range a.Approaches {
		if ap.Faces == faces {
			return ap, true
		}
	}
	return nil, false
}

// Opposite is the approach across the border from ap.
func (sc *Scenario) Opposite(ap *Approach) *Approach {
	o, _ := sc.Approach(ap.Faces, ap.Area)
	return o
}

// Passable reports whether a block may cross from area a to area b.
func (sc *Scenario) Passable(a, b string) bool {
	ap, ok := sc.Approach(a, b)
	return ok && !ap.Impassable
}

// Neighbours lists the areas a block may step to from area, in the
// order of its approaches.
func (sc *Scenario) Neighbours(area string) []string {
	var out []string
	if a, ok := sc.area[area]; ok {
		for _, ap := range a.Approaches {
			if !ap.Impassable {
				out = append(out, ap.Faces)
			}
		}
	}
	return out
}

// Road returns a road by key.
func (sc *Scenario) Road(key string) (*Road, bool) {
	r, ok := sc.road[key]
	return r, ok
}

// Entry returns an entry by key.
func (sc *Scenario) Entry(key string) (*Entry, bool) {
	e, ok := sc.entry[key]
	return e, ok
}

// Def returns a block's roster entry.
func (sc *Scenario) Def(id string) (BlockDef, bool) {
	i, ok := sc.block[id]
	if !ok {
		return BlockDef{}, false
	}
	return sc.Blocks[i], true
}

// Hours is the number of game turns.
func (sc *Scenario) Hours() int { return sc.LastHour - sc.FirstHour + 1 }

// roadsThrough lists the roads crossing from a to b (both directions),
// main roads first.
func (sc *Scenario) roadsThrough(a, b string) []*Road {
	var out []*Road
	for _, r := range sc.Roads {
		for i := 0; i+1 < len(r.Areas); i++ {
			if (r.Areas[i] == a && r.Areas[i+1] == b) || (r.Areas[i] == b && r.Areas[i+1] == a) {
				out = append(out, r)
				break
			}
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Main && !out[j].Main })
	return out
}

// alongRoad reports whether path (the start and each area after it)
// follows road r step by step, in either direction.
func alongRoad(r *Road, path []string) bool {
	idx := func(a string) int {
		for i, x := range r.Areas {
			if x == a {
				return i
			}
		}
		return -1
	}
	for i := 0; i+1 < len(path); i++ {
		x, y := idx(path[i]), idx(path[i+1])
		if x < 0 || y < 0 || (x-y != 1 && y-x != 1) {
			return false
		}
	}
	return true
}

// ParseScenario reads and checks a scenario file. It returns the scenario
// when the file has no problems; otherwise every problem found, and an
// error.
func ParseScenario(data []byte) (*Scenario, []shipped.Problem, error) {
	return shipped.Parse(data, ErrScenario, check)
}

func text3(en, hant, hans string) i18n.Text {
	t := i18n.Text{EN: strings.TrimSpace(en), Hant: strings.TrimSpace(hant), Hans: strings.TrimSpace(hans)}
	if t.Hant == "" {
		t.Hant = t.EN
	}
	if t.Hans == "" {
		t.Hans = t.Hant
	}
	return t
}
