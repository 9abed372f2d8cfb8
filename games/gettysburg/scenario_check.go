package gettysburg

import (
	"fmt"
	"sort"
	"strings"

	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

// checker is one run of check: the file, the scenario built from it so
// far, and the problems found.
type checker struct{ shipped.Check[File, Scenario] }

// check validates a decoded file and builds the Scenario, collecting every
// problem rather than stopping at the first, so one run of
// `adjutant scenario check` lists them all.
func check(f *File) (*Scenario, []shipped.Problem) {
	c := &checker{shipped.Check[File, Scenario]{File: f, Scenario: &Scenario{
		Name: f.Name, Title: f.Title, Note: f.Note, Columns: f.Columns, Rows: f.Rows, Turns: f.Turns,
		defensive: map[Hex]bool{}, town: map[Hex]bool{}, roadStep: map[[2]Hex]bool{}, roadHex: map[Hex]bool{},
		Entries: map[string]Hex{}, EntryNames: map[string]string{},
	}}}
	if !c.header() {
		return c.Scenario, c.Problems
	}
	c.terrain()
	c.roads()
	c.entries()
	c.hqs()
	c.artillery()
	c.units()
	c.sidesHaveUnits()
	c.victory()
	c.entriesOnRoads()
	return c.Scenario, c.Problems
}

// header checks the game, name, map size and turn count; false when the
// map size is unusable, so no hex can be checked against it.
func (c *checker) header() bool {
	f, sc := c.File, c.Scenario
	c.Game(f.Game, "gettysburg")
	if f.Name == "" {
		c.Add("", "name is missing")
	}
	if f.Columns < 1 || f.Columns > 99 || f.Rows < 1 || f.Rows > 99 {
		c.Add("", "columns and rows must be between 1 and 99 (got %d x %d)", f.Columns, f.Rows)
		return false
	}
	if sc.Turns == 0 {
		sc.Turns = 6
	}
	if sc.Turns < 1 || sc.Turns > 6 {
		c.Add("", "turns must be between 1 and 6 (the turn track has six), got %d", sc.Turns)
	}
	return true
}

// hex reads a hex id that must lie on the map.
func (c *checker) hex(where, s string) (Hex, bool) {
	h, err := ParseHex(s)
	if err != nil {
		c.Add(where, "hex %q is not a four-digit id", s)
		return Hex{}, false
	}
	if !c.Scenario.OnMap(h) {
		c.Add(where, "hex %s is off the %dx%d map", s, c.File.Columns, c.File.Rows)
		return Hex{}, false
	}
	return h, true
}

// terrain marks the defensive and town hexes; a hex cannot be both.
func (c *checker) terrain() {
	for _, s := range c.File.Defensive {
		if h, ok := c.hex("defensive", s); ok {
			if c.Scenario.defensive[h] {
				c.Add("defensive", "hex %s listed twice", s)
			}
			c.Scenario.defensive[h] = true
		}
	}
	for _, s := range c.File.Town {
		if h, ok := c.hex("town", s); ok {
			if c.Scenario.defensive[h] {
				c.Add("town", "hex %s is both town and defensive; the town is open ground", s)
			}
			c.Scenario.town[h] = true
		}
	}
}

// roads lays each road hex by hex; every step joins two adjacent hexes.
func (c *checker) roads() {
	for i, r := range c.File.Roads {
		where := fmt.Sprintf("road %d (%s)", i+1, r.Name)
		if len(r.Hexes) < 2 {
			c.Add(where, "a road needs at least two hexes")
		}
		road := Road{Name: r.Name}
		for j, s := range r.Hexes {
			h, ok := c.hex(where, s)
			if !ok {
				continue
			}
			if j > 0 && len(road.Hexes) == j {
				c.roadStep(where, road.Hexes[j-1], h)
			}
			road.Hexes = append(road.Hexes, h)
			c.Scenario.roadHex[h] = true
		}
		c.Scenario.Roads = append(c.Scenario.Roads, road)
	}
}

// roadStep records the road between prev and h, which must be adjacent.
func (c *checker) roadStep(where string, prev, h Hex) {
	if !Adjacent(prev, h) {
		c.Add(where, "%s and %s are not adjacent", prev, h)
		return
	}
	a, b := prev, h
	if hexLess(b, a) {
		a, b = b, a
	}
	c.Scenario.roadStep[[2]Hex{a, b}] = true
}

// entries reads the lettered map-edge hexes where units arrive.
func (c *checker) entries() {
	for _, e := range c.File.Entries {
		where := "entry " + e.Letter
		if len(e.Letter) != 1 || e.Letter[0] < 'A' || e.Letter[0] > 'Z' {
			c.Add(where, "letter must be one capital letter")
			continue
		}
		if _, dup := c.Scenario.Entries[e.Letter]; dup {
			c.Add(where, "letter defined twice")
		}
		h, ok := c.hex(where, e.Hex)
		if !ok {
			continue
		}
		if h.Col != 1 && h.Col != c.File.Columns && h.Row != 1 && h.Row != c.File.Rows {
			c.Add(where, "hex %s is not on the map edge", h)
		}
		c.Scenario.Entries[e.Letter] = h
		c.Scenario.EntryNames[e.Letter] = e.Name
	}
}

// hqs reads one headquarters per side, each falling back to an entry.
func (c *checker) hqs() {
	seenHQ := [2]bool{}
	for _, q := range c.File.HQs {
		side, ok := parseSide(q.Side)
		where := "hq " + q.Name
		if !ok {
			c.Add(where, "side %q must be Union or Confederate", q.Side)
			continue
		}
		if seenHQ[side] {
			c.Add(where, "second HQ for the %s side", side)
		}
		seenHQ[side] = true
		if q.Range < 1 {
			c.Add(where, "command range must be at least 1")
		}
		if _, ok := c.Scenario.Entries[q.Fallback]; !ok {
			c.Add(where, "fallback %q is not a defined entry letter", q.Fallback)
		}
		c.Scenario.HQ[side] = HQ{Name: q.Name, Names: i18n.Text{EN: q.Name, Hant: q.Hant, Hans: q.Hans}, Range: q.Range, Fallback: q.Fallback}
	}
	for s, ok := range seenHQ {
		if !ok {
			c.Add("", "no HQ for the %s side", Side(s))
		}
	}
}

// artillery reads each side's artillery support.
func (c *checker) artillery() {
	a := c.File.Artillery
	c.Scenario.Artillery = [2]int{Confederate: a.Confederate, Union: a.Union}
	if a.Union < 0 || a.Confederate < 0 {
		c.Add("artillery", "artillery support cannot be negative")
	}
}

// sidesHaveUnits: each side needs at least one unit.
func (c *checker) sidesHaveUnits() {
	for _, s := range []Side{Confederate, Union} {
		n := 0
		for _, u := range c.Scenario.Units {
			if u.Side == s {
				n++
			}
		}
		if n == 0 {
			c.Add("", "the %s side has no units", s)
		}
	}
}

// victory reads the road the Confederates must open: from one entry to
// at least one other.
func (c *checker) victory() {
	v := c.File.Victory
	c.Scenario.VictoryFrom, c.Scenario.VictoryTo = v.From, append([]string(nil), v.To...)
	for _, l := range append([]string{v.From}, v.To...) {
		if _, ok := c.Scenario.Entries[l]; !ok {
			c.Add("victory", "entry %q is not a defined entry letter", l)
		}
	}
	if len(v.To) == 0 {
		c.Add("victory", "to must list at least one entry letter")
	}
}

// entriesOnRoads: units arrive along roads, so every entry is on one.
func (c *checker) entriesOnRoads() {
	for _, l := range sortedLetters(c.Scenario.Entries) {
		if !c.Scenario.OnRoad(c.Scenario.Entries[l]) {
			c.Add("entry "+l, "hex %s is not on a road", c.Scenario.Entries[l])
		}
	}
}

func sortedLetters(m map[string]Hex) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// units reads the order of battle: who each unit is, what it is, and
// where it starts or when and where it arrives.
func (c *checker) units() {
	ids, codes, starts := map[string]bool{}, map[string]bool{}, map[Hex]string{}
	for _, uf := range c.File.Units {
		where := "unit " + uf.ID
		u := Unit{ID: uf.ID, Code: uf.Code, Name: uf.Name, Names: [3]string{uf.Name, uf.Hant, uf.Hans},
			Stars: uf.Stars, Arrive: uf.Arrive, Entry: uf.Entry}
		c.unitNames(where, uf, ids, codes)
		side, ok := parseSide(uf.Side)
		if !ok {
			c.Add(where, "side %q must be Union or Confederate", uf.Side)
		}
		u.Side = side
		c.unitType(where, uf, &u)
		if u.Stars < 0 || u.Stars > 3 {
			c.Add(where, "stars must be 0 to 3")
		}
		c.unitPlace(where, uf, &u, starts)
		c.Scenario.Units = append(c.Scenario.Units, u)
	}
}

// unitNames checks the id and the two-character map code, each unique
// (ignoring case); a code must not read as a hex id in orders.
func (c *checker) unitNames(where string, uf UnitFile, ids, codes map[string]bool) {
	if uf.ID == "" || strings.ContainsAny(uf.ID, " \t") {
		c.Add(where, "id must be one word")
	}
	if ids[strings.ToLower(uf.ID)] {
		c.Add(where, "id used twice")
	}
	ids[strings.ToLower(uf.ID)] = true
	if len([]rune(uf.Code)) != 2 || strings.ContainsAny(uf.Code, " \t") {
		c.Add(where, "code %q must be two characters", uf.Code)
	}
	if codes[strings.ToLower(uf.Code)] {
		c.Add(where, "code %q used twice", uf.Code)
	}
	codes[strings.ToLower(uf.Code)] = true
	if _, err := ParseHex(uf.Code); err == nil {
		c.Add(where, "code %q looks like a hex id", uf.Code)
	}
}

// unitType sets the arm and its march allowance, which the file may
// override.
func (c *checker) unitType(where string, uf UnitFile, u *Unit) {
	switch UnitType(strings.ToLower(uf.Type)) {
	case Infantry:
		u.Type, u.March = Infantry, InfantryMarch
	case Cavalry:
		u.Type, u.March = Cavalry, CavalryMarch
	default:
		c.Add(where, "type %q must be infantry or cavalry", uf.Type)
	}
	if uf.March != 0 {
		u.March = uf.March
	}
}

// unitPlace: a unit either starts on the map, one to a hex, or arrives on
// a turn of the game at an entry.
func (c *checker) unitPlace(where string, uf UnitFile, u *Unit, starts map[Hex]string) {
	switch {
	case uf.Start != "" && (uf.Arrive != 0 || uf.Entry != ""):
		c.Add(where, "give either start, or arrive and entry, not both")
	case uf.Start != "":
		if h, ok := c.hex(where, uf.Start); ok {
			if other, dup := starts[h]; dup {
				c.Add(where, "starts in %s with %s (no stacking)", h, other)
			}
			starts[h] = uf.ID
			u.Start = h
		}
	default:
		if uf.Arrive < 1 || uf.Arrive > c.Scenario.Turns {
			c.Add(where, "arrive must be a turn from 1 to %d", c.Scenario.Turns)
		}
		if _, ok := c.Scenario.Entries[uf.Entry]; !ok {
			c.Add(where, "entry %q is not a defined entry letter", uf.Entry)
		}
	}
}
