package marengo

import (
	"fmt"
	"slices"

	"adjutant/games/kit/shipped"
)

// isAreaKey: three capital letters, as plans write an area.
func isAreaKey(s string) bool {
	if len(s) != 3 {
		return false
	}
	for _, r := range s {
		if r < 'A' || r > 'Z' {
			return false
		}
	}
	return true
}

// isBlockID: A or F and two digits.
func isBlockID(s string) bool {
	return len(s) == 3 && (s[0] == 'A' || s[0] == 'F') && s[1] >= '0' && s[1] <= '9' && s[2] >= '0' && s[2] <= '9'
}

// isPlainKey: a lower-case word of up to 16 letters, digits, - and _.
func isPlainKey(s string) bool {
	if len(s) == 0 || len(s) > 16 || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

// The largest map the ASCII renderer can draw within 78 columns.
const (
	maxRows = 6
	maxCols = 6
)

// checker carries one run of check: the file, the scenario built from it
// so far, and the problems found.
type checker struct{ shipped.Check[file, Scenario] }

// check validates a decoded file and builds the Scenario, collecting every
// problem rather than stopping at the first, so one run of `adjutant
// scenario check` lists them all. Each problem names its entry: the
// area's key, the border's two areas, the road's key, the block's id.
func check(f *file) (*Scenario, []shipped.Problem) {
	c := &checker{shipped.Check[file, Scenario]{File: f, Scenario: &Scenario{
		Name: f.Name, Title: text3(f.Title, f.TitleHant, f.TitleHans), Note: f.Note,
		FirstHour: f.FirstHour, LastHour: f.LastHour, Pontoon: f.Pontoon,
		Morale: [2]int{f.Morale.Austria, f.Morale.France},
		area:   map[string]*Area{}, number: map[int]string{}, road: map[string]*Road{}, entry: map[string]*Entry{}, block: map[string]int{},
	}}}
	c.header()
	c.areas()
	c.borders()
	c.roads()
	c.entries()
	c.pontoon()
	c.blocks()
	return c.Scenario, c.Problems
}

// header checks the game, name, title, the hours of the day and morale.
func (c *checker) header() {
	f, sc := c.File, c.Scenario
	c.Game(f.Game, "marengo")
	if !isPlainKey(f.Name) {
		c.Add("", "name %q must be a lower-case word (it is the scenario's name in CREATE)", f.Name)
	}
	if f.Title == "" {
		c.Add("", "title is missing")
	}
	if sc.FirstHour == 0 && sc.LastHour == 0 {
		sc.FirstHour, sc.LastHour = 6, 21
	}
	if sc.FirstHour < 0 || sc.LastHour > 23 || sc.LastHour < sc.FirstHour || sc.Hours() > 16 {
		c.Add("", "first_hour %d and last_hour %d must be hours of one day, at most 16 turns apart (the rulebook's game is 6 to 21)", f.FirstHour, f.LastHour)
	}
	for i, m := range sc.Morale {
		if m < 1 || m > 99 {
			c.Add("morale", "%s's morale must be between 1 and 99, not %d", Side(i), m)
		}
	}
}

// areas reads the areas, each with its own place on the drawing.
func (c *checker) areas() {
	cells := map[[2]int]string{}
	for i, af := range c.File.Areas {
		where := fmt.Sprintf("area %d (%s)", i+1, af.Key)
		if !isAreaKey(af.Key) {
			c.Add(where, "key %q must be three capital letters", af.Key)
			continue
		}
		if _, dup := c.Scenario.area[af.Key]; dup {
			c.Add(where, "key %s is used twice", af.Key)
			continue
		}
		a := &Area{Key: af.Key, Name: text3(af.Name, af.Hant, af.Hans), Capacity: af.Capacity,
			Objective: Colour(af.Objective), FrenchStart: af.FrenchStart, Row: af.Row, Col: af.Col, Number: af.Number}
		c.area(where, af, a)
		c.number(where, a)
		if a.Row < 0 || a.Row >= maxRows || a.Col < 0 || a.Col >= maxCols {
			c.Add(where, "row %d, col %d is off the drawing (rows 0-%d, cols 0-%d)", a.Row, a.Col, maxRows-1, maxCols-1)
		} else if other, taken := cells[[2]int{a.Row, a.Col}]; taken {
			c.Add(where, "row %d, col %d is already %s's place on the drawing", a.Row, a.Col, other)
		} else {
			cells[[2]int{a.Row, a.Col}] = a.Key
		}
		c.Scenario.area[a.Key] = a
		c.Scenario.Areas = append(c.Scenario.Areas, a)
	}
	if len(c.Scenario.Areas) == 0 {
		c.Add("", "there are no areas")
	}
}

// number checks an area's reference-map number: optional, positive, and
// used once.
func (c *checker) number(where string, a *Area) {
	switch other, dup := c.Scenario.number[a.Number]; {
	case a.Number == 0:
	case a.Number < 0 || a.Number > 999:
		c.Add(where, "number %d must be between 1 and 999", a.Number)
	case dup:
		c.Add(where, "number %d is already %s's", a.Number, other)
	default:
		c.Scenario.number[a.Number] = a.Key
	}
}

// area checks one area's name, capacity, objective and start symbols.
func (c *checker) area(where string, af areaFile, a *Area) {
	if af.Name == "" {
		c.Add(where, "name is missing")
	}
	if a.Capacity < 1 || a.Capacity > 9 {
		c.Add(where, "capacity must be between 1 and 9, not %d", a.Capacity)
	}
	switch a.Objective {
	case "", Red, Blue, Green:
	default:
		c.Add(where, "objective must be red, blue or green (or left out), not %q", af.Objective)
	}
	if a.FrenchStart < 0 || a.FrenchStart > a.Capacity {
		c.Add(where, "french_start %d must be between 0 and the capacity %d", a.FrenchStart, a.Capacity)
	}
}

// borders joins neighbouring areas; each border gives both areas an
// approach.
func (c *checker) borders() {
	seen := map[[2]string]bool{}
	for i, bf := range c.File.Borders {
		where := fmt.Sprintf("border %d (%s-%s)", i+1, bf.A.Area, bf.B.Area)
		a, okA := c.Scenario.area[bf.A.Area]
		b, okB := c.Scenario.area[bf.B.Area]
		if !okA || !okB {
			c.Add(where, "both a.area and b.area must be keys of areas")
			continue
		}
		if a == b {
			c.Add(where, "an area does not border itself")
			continue
		}
		pair := [2]string{min(a.Key, b.Key), max(a.Key, b.Key)}
		if seen[pair] {
			c.Add(where, "%s and %s already share a border", a.Key, b.Key)
			continue
		}
		seen[pair] = true
		if dr, dc := a.Row-b.Row, a.Col-b.Col; dr < -1 || dr > 1 || dc < -1 || dc > 1 {
			c.Add(where, "%s (row %d, col %d) and %s (row %d, col %d) are not next to each other on the drawing", a.Key, a.Row, a.Col, b.Key, b.Row, b.Col)
		}
		c.approach(where, bf, bf.A, a, b)
		c.approach(where, bf, bf.B, b, a)
	}
}

// approach gives owner its side of the border bf, facing faces: width and
// terrain penalties, none of them on an impassable border.
func (c *checker) approach(where string, bf borderFile, sf sideFile, owner, faces *Area) {
	ap := &Approach{Area: owner.Key, Faces: faces.Key, Impassable: bf.Impassable,
		Infantry: sf.Infantry, Cavalry: sf.Cavalry, Artillery: sf.Artillery, Obstacle: sf.Obstacle}
	side := fmt.Sprintf("%s, %s's side", where, owner.Key)
	switch sf.Width {
	case "long":
		ap.Long = true
	case "short", "":
	default:
		c.Add(side, "width must be short or long, not %q", sf.Width)
	}
	for _, n := range []int{sf.Infantry, sf.Cavalry, sf.Artillery} {
		if n < 0 || n > 3 {
			c.Add(side, "terrain penalties must be between 0 and 3, not %d", n)
		}
	}
	if bf.Impassable && (sf.Infantry > 0 || sf.Cavalry > 0 || sf.Artillery > 0 || sf.Obstacle || sf.Width != "") {
		c.Add(side, "an impassable border has no approach, so no width or terrain")
	}
	owner.Approaches = append(owner.Approaches, ap)
}

// roads reads the roads, main or minor.
func (c *checker) roads() {
	for i, rf := range c.File.Roads {
		where := fmt.Sprintf("road %d (%s)", i+1, rf.Key)
		if !isPlainKey(rf.Key) {
			c.Add(where, "key %q must be a lower-case word", rf.Key)
			continue
		}
		if _, dup := c.Scenario.road[rf.Key]; dup {
			c.Add(where, "key %s is used twice", rf.Key)
			continue
		}
		r := &Road{Key: rf.Key, Name: text3(rf.Name, rf.Hant, rf.Hans), Areas: rf.Areas}
		switch rf.Kind {
		case "main":
			r.Main = true
		case "minor":
		default:
			c.Add(where, "kind must be main or minor, not %q", rf.Kind)
		}
		if len(rf.Areas) < 2 {
			c.Add(where, "a road runs through at least two areas")
		}
		c.roadCourse(where, rf, r)
		c.Scenario.road[r.Key] = r
		c.Scenario.Roads = append(c.Scenario.Roads, r)
	}
}

// roadCourse follows the road through its areas, each once, crossing a
// passable border at every step, and marks the approaches it runs along.
func (c *checker) roadCourse(where string, rf roadFile, r *Road) {
	for k, key := range rf.Areas {
		if _, ok := c.Scenario.area[key]; !ok {
			c.Add(where, "%q is not an area", key)
			continue
		}
		if slices.Index(rf.Areas, key) != k {
			c.Add(where, "%s comes twice", key)
		}
		if k == 0 {
			continue
		}
		prev := rf.Areas[k-1]
		ap, ok := c.Scenario.Approach(prev, key)
		switch {
		case !ok:
			c.Add(where, "%s and %s share no border", prev, key)
		case ap.Impassable:
			c.Add(where, "the road crosses the impassable border %s-%s", prev, key)
		default:
			ap.Roads = append(ap.Roads, r.Key)
			c.Scenario.Opposite(ap).Roads = append(c.Scenario.Opposite(ap).Roads, r.Key)
		}
	}
}

// entries reads where each side's reinforcements come on: the end of a
// road.
func (c *checker) entries() {
	for i, ef := range c.File.Entries {
		where := fmt.Sprintf("entry %d (%s)", i+1, ef.Key)
		if !isPlainKey(ef.Key) {
			c.Add(where, "key %q must be a lower-case word", ef.Key)
			continue
		}
		if _, dup := c.Scenario.entry[ef.Key]; dup {
			c.Add(where, "key %s is used twice", ef.Key)
			continue
		}
		side, ok := parseSide(ef.Side)
		if !ok {
			c.Add(where, "side must be austria or france, not %q", ef.Side)
		}
		e := &Entry{Key: ef.Key, Side: side, Area: ef.Area, Road: ef.Road, Name: text3(ef.Name, ef.Hant, ef.Hans)}
		r, ok := c.Scenario.road[ef.Road]
		switch {
		case !ok:
			c.Add(where, "road %q is not a road of the file", ef.Road)
		case len(r.Areas) > 0 && r.Areas[0] != ef.Area && r.Areas[len(r.Areas)-1] != ef.Area:
			c.Add(where, "area %s is not an end of road %s (%s ... %s): reinforcements come onto the map where a road leaves it", ef.Area, r.Key, r.Areas[0], r.Areas[len(r.Areas)-1])
		}
		if ef.Name == "" {
			c.Add(where, "name is missing")
		}
		c.Scenario.entry[e.Key] = e
		c.Scenario.Entries = append(c.Scenario.Entries, e)
	}
}

// pontoon: the Austrian bridgehead, if any, is an area.
func (c *checker) pontoon() {
	if c.Scenario.Pontoon == "" {
		return
	}
	if _, ok := c.Scenario.area[c.Scenario.Pontoon]; !ok {
		c.Add("pontoon", "%q is not an area", c.Scenario.Pontoon)
	}
}

// blocks checks the roster: ids, faces, and where each block starts.
func (c *checker) blocks() {
	frenchStart, symbols := 0, 0
	for _, a := range c.Scenario.Areas {
		symbols += a.FrenchStart
	}
	for i, bf := range c.File.Blocks {
		where := fmt.Sprintf("block %d (%s)", i+1, bf.ID)
		if !isBlockID(bf.ID) {
			c.Add(where, "id %q must be A or F and two digits (A01, F12)", bf.ID)
			continue
		}
		if _, dup := c.Scenario.block[bf.ID]; dup {
			c.Add(where, "id %s is used twice", bf.ID)
			continue
		}
		d := c.blockFace(where, bf)
		c.blockStart(where, bf, &d)
		if d.French {
			frenchStart++
		}
		c.Scenario.block[d.ID] = len(c.Scenario.Blocks)
		c.Scenario.Blocks = append(c.Scenario.Blocks, d)
	}
	if frenchStart != symbols {
		c.Add("", "there are %d French start blocks and %d French start symbols: one block goes on each symbol", frenchStart, symbols)
	}
	c.pontoonCrossed()
}

// blockFace reads what a block's face shows: side, arm and strength.
func (c *checker) blockFace(where string, bf blockFile) BlockDef {
	side, ok := parseSide(bf.Side)
	if !ok {
		c.Add(where, "side must be austria or france, not %q", bf.Side)
	} else if side.Code() != bf.ID[:1] {
		c.Add(where, "a %s block's id begins with %s", side, side.Code())
	}
	arm, ok := parseArm(bf.Arm)
	if !ok {
		c.Add(where, "arm must be inf, cav or art, not %q", bf.Arm)
	}
	if bf.Strength < 1 || bf.Strength > 4 {
		c.Add(where, "strength must be between 1 and 4, not %d", bf.Strength)
	}
	return BlockDef{ID: bf.ID, Side: side, Arm: arm, Strength: bf.Strength, Name: bf.Name, Area: bf.Area, Entry: bf.Entry, Hour: bf.Hour}
}

// blockStart: a block starts on a French start symbol, in an area, or
// arrives at an entry at an hour of the game; exactly one of the three.
func (c *checker) blockStart(where string, bf blockFile, d *BlockDef) {
	starts := 0
	if bf.Start != "" {
		starts++
		if bf.Start != "french" || d.Side != France {
			c.Add(where, `start = "french" is the only start, and only for French blocks (the start symbols)`)
		}
		d.French = true
	}
	if bf.Area != "" {
		starts++
		if _, ok := c.Scenario.area[bf.Area]; !ok {
			c.Add(where, "area %q is not an area", bf.Area)
		}
	}
	if bf.Entry != "" {
		starts++
		e, ok := c.Scenario.entry[bf.Entry]
		switch {
		case !ok:
			c.Add(where, "entry %q is not an entry", bf.Entry)
		case e.Side != d.Side:
			c.Add(where, "entry %s is %s's, not %s's", e.Key, e.Side, d.Side)
		}
		if bf.Hour < c.Scenario.FirstHour || bf.Hour > c.Scenario.LastHour {
			c.Add(where, "hour %d is not a turn of the game (%d to %d)", bf.Hour, c.Scenario.FirstHour, c.Scenario.LastHour)
		}
	} else if bf.Hour != 0 {
		c.Add(where, "hour belongs with an entry")
	}
	if starts != 1 {
		c.Add(where, `give exactly one of start = "french", area, or entry with hour`)
	}
}

// pontoonCrossed: a pontoon is there for an Austrian reinforcement.
func (c *checker) pontoonCrossed() {
	if c.Scenario.Pontoon == "" {
		return
	}
	for _, d := range c.Scenario.Blocks {
		if d.Side == Austria && d.Entry != "" {
			return
		}
	}
	c.Add("pontoon", "there is a pontoon but no Austrian reinforcement to cross it")
}
