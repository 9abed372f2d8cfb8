package aslmap

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"adjutant/games/asl/tables"
	"adjutant/games/asl/vocab"
	"adjutant/games/kit/hexgrid"
	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

// checker is one run of check: the file, the scenario built from it so
// far, and the problems found.
type checker struct{ shipped.Check[File, Scenario] }

// check validates a decoded file against the engine's counters and
// charts and builds the Scenario, collecting every problem rather than
// stopping at the first.
func check(f *File, roster *tables.Roster, charts *tables.Tables) (*Scenario, []shipped.Problem) {
	c := &checker{shipped.Check[File, Scenario]{File: f, Scenario: &Scenario{
		Name: f.Name, Note: f.Note, Turns: f.Turns, HalfLast: f.HalfLast, Month: f.Month,
		terrain: map[Hex]Terrain{}, roadStep: map[[2]Hex]bool{}, road: map[Hex]bool{}, roster: roster, tables: charts,
	}}}
	c.header()
	c.boards()
	if !c.sides() {
		return c.Scenario, c.Problems
	}
	c.orderOfBattle()
	c.victory()
	c.ssr()
	return c.Scenario, c.Problems
}

// header checks the game, name, title, turns and month.
func (c *checker) header() {
	f, sc := c.File, c.Scenario
	c.Game(f.Game, "asl")
	if f.Name == "" {
		c.Add("", "name is missing")
	}
	sc.Title = text3(f.Title, f.Name)
	if f.Turns < 1 || f.Turns > 20 {
		c.Add("", "turns must be between 1 and 20, got %d", f.Turns)
	}
	if f.Month < 1 || f.Month > 12 {
		c.Add("", "month must be 1 to 12 (grain stands from June to September), got %d", f.Month)
	}
}

// sides reads the two sides: nationality, ELR and set-up zone. It
// reports false when there are not exactly two, so nothing that names a
// side can be checked.
func (c *checker) sides() bool {
	f, sc := c.File, c.Scenario
	if len(f.Sides) != 2 {
		c.Add("", "give exactly two [[side]] tables, got %d", len(f.Sides))
		return false
	}
	for i, sf := range f.Sides {
		where := fmt.Sprintf("side %d", i+1)
		n, ok := sc.roster.Nations[strings.ToLower(sf.Nat)]
		if !ok {
			c.Add(where, "nationality %q is not one of %s", sf.Nat, strings.Join(slices.Sorted(maps.Keys(sc.roster.Nations)), ", "))
		}
		if sf.ELR < 0 || sf.ELR > 5 {
			c.Add(where, "elr must be 0 to 5, got %d", sf.ELR)
		}
		si := SideInfo{Nat: n.Key, Name: n.Name, Code: n.Letter, ELR: sf.ELR, Setup: map[Hex]bool{}}
		for _, z := range sf.Setup {
			hs, err := sc.zone(z)
			if err != nil {
				c.Add(where, "set-up zone %q: %v", z, err)
			}
			for _, h := range hs {
				si.Setup[h] = true
			}
		}
		sc.Sides[i] = si
	}
	if sc.Sides[0].Nat == sc.Sides[1].Nat {
		c.Add("", "the two sides have the same nationality %q", sc.Sides[0].Nat)
	}
	return true
}

// ssr reads the scenario special rules, each in three languages.
func (c *checker) ssr() {
	for i, s := range c.File.SSR {
		if len(s.Text) != 3 {
			c.Add(fmt.Sprintf("ssr %d", i+1), "text needs three languages: en, zh-Hant, zh-Hans")
			continue
		}
		c.Scenario.SSR = append(c.Scenario.SSR, i18n.Text{EN: s.Text[0], Hant: s.Text[1], Hans: s.Text[2]})
	}
}

func text3(t []string, fallback string) i18n.Text {
	if len(t) == 3 {
		return i18n.Text{EN: t[0], Hant: t[1], Hans: t[2]}
	}
	return i18n.Plain(fallback)
}

// boards reads the boards' grids, their terrain and the roads.
func (c *checker) boards() {
	if !c.boardGrids() {
		return
	}
	c.boardTerrain()
	c.roads()
}

// boardGrids reads each board's id and size; the boards are laid one below
// the other. It reports false when there is no board at all.
func (c *checker) boardGrids() bool {
	f, sc := c.File, c.Scenario
	if len(f.Boards) == 0 {
		c.Add("", "no [[board]]")
		return false
	}
	ids := map[string]bool{}
	for i, b := range f.Boards {
		where := fmt.Sprintf("board %d (%s)", i+1, b.ID)
		if len(b.ID) != 1 || b.ID[0] < 'a' || b.ID[0] > 'z' {
			c.Add(where, "id must be one lower-case letter")
			continue
		}
		if ids[b.ID] {
			c.Add(where, "id used twice")
		}
		ids[b.ID] = true
		if b.Columns < 1 || b.Columns > 60 || b.Rows < 1 || b.Rows > 40 {
			c.Add(where, "columns must be 1 to 60 and rows 1 to 40")
			continue
		}
		if i > 0 && b.Columns != f.Boards[0].Columns {
			c.Add(where, "boards laid one below the other need the same number of columns")
		}
		sc.Boards.List = append(sc.Boards.List, hexgrid.Board{ID: b.ID, Columns: b.Columns, Rows: b.Rows})
	}
	sc.Boards.Layout = hexgrid.EvenColumnsDown
	return true
}

// boardTerrain reads each board's terrain rows into the map; levels must
// all be 0, as the Starter Kit has no hills.
func (c *checker) boardTerrain() {
	f, sc := c.File, c.Scenario
	off := 0
	for i, b := range f.Boards {
		where := fmt.Sprintf("board %d (%s)", i+1, b.ID)
		if len(b.Terrain) != b.Rows {
			c.Add(where, "terrain has %d rows, want %d", len(b.Terrain), b.Rows)
		}
		for r, line := range b.Terrain {
			if len(line) != b.Columns {
				c.Add(where, "terrain row %d has %d characters, want %d", r+1, len(line), b.Columns)
				continue
			}
			for col := 0; col < len(line); col++ {
				if !validTerrain(line[col]) {
					c.Add(where, "terrain row %d column %s: %q is not one of . g o w b s", r+1, hexgrid.ColumnName(col+1), line[col])
					continue
				}
				sc.terrain[Hex{Col: col + 1, Row: off + r + 1}] = Terrain(line[col])
			}
		}
		if len(b.Levels) > 0 {
			for r, line := range b.Levels {
				if strings.Trim(line, "0") != "" {
					c.Add(where, "levels row %d: the Starter Kit rules have no hills, so every level must be 0", r+1)
				}
			}
		}
		off += b.Rows
	}
}

// roads reads the roads: runs of adjacent hexes of open ground or woods.
func (c *checker) roads() {
	f, sc := c.File, c.Scenario
	for i, rf := range f.Roads {
		where := fmt.Sprintf("road %d", i+1)
		if len(rf.Hexes) < 2 {
			c.Add(where, "a road needs at least two hexes")
		}
		var prev *Hex
		for _, id := range rf.Hexes {
			h, ok := sc.ParseHex(id)
			if !ok {
				c.Add(where, "%q is not a hex of the map", id)
				prev = nil
				continue
			}
			if t := sc.Terrain(h); t != Open && t != Woods {
				c.Add(where, "%s is %s; a road runs through open ground or woods only", id, t.Name().EN)
			}
			if prev != nil {
				if !sc.Grid().Adjacent(*prev, h) {
					c.Add(where, "%s and %s are not adjacent", sc.ID(*prev), id)
				} else {
					a, b := *prev, h
					if hexgrid.Less(b, a) {
						a, b = b, a
					}
					sc.roadStep[[2]Hex{a, b}] = true
				}
			}
			sc.road[h] = true
			hh := h
			prev = &hh
		}
	}
}

// zone reads a set-up zone: a hex id or a rectangle "vA1-vD10".
func (sc *Scenario) zone(z string) ([]Hex, error) {
	a, b, rect := strings.Cut(z, "-")
	ha, ok := sc.ParseHex(a)
	if !ok {
		return nil, fmt.Errorf("%q is not a hex", a)
	}
	if !rect {
		return []Hex{ha}, nil
	}
	hb, ok := sc.ParseHex(b)
	if !ok {
		return nil, fmt.Errorf("%q is not a hex", b)
	}
	var out []Hex
	for c := min(ha.Col, hb.Col); c <= max(ha.Col, hb.Col); c++ {
		for r := min(ha.Row, hb.Row); r <= max(ha.Row, hb.Row); r++ {
			if h := (Hex{Col: c, Row: r}); sc.OnMap(h) {
				out = append(out, h)
			}
		}
	}
	return out, nil
}

// orderOfBattle reads the order of battle: personnel, then support
// weapons (a weapon may name the unit holding it), then checks each side
// has units.
func (c *checker) orderOfBattle() {
	f, sc := c.File, c.Scenario
	ob := &obReader{checker: c, ids: map[string]bool{}, unitSide: map[string]int{},
		stack: map[Hex][2]float64{}, leaders: map[Hex][2]int{}}
	for _, uf := range f.Units {
		ob.unit(uf)
	}
	for _, wf := range f.Weapons {
		ob.weapon(wf)
	}
	for s := range 2 {
		if !sc.sideHasUnits(s) {
			c.Add("", "the %s side has no units", sc.Sides[s].Nat)
		}
	}
}

// obReader carries what the order of battle's entries are checked against:
// the ids used so far, each unit's side, and the stacking in each hex.
type obReader struct {
	*checker
	ids      map[string]bool
	unitSide map[string]int
	stack    map[Hex][2]float64 // squad equivalents per side
	leaders  map[Hex][2]int     // leaders per side
}

// counterID checks a unit's or weapon's id: it must be well formed, not read
// as a hex or an order word, and not be used twice.
func (ob *obReader) counterID(where, id string) {
	if !ValidID(id) {
		ob.Add(where, "id must be letters and digits, starting with a letter, and not look like a hex id")
	}
	if _, isHex := ob.Scenario.ParseHex(id); isHex {
		ob.Add(where, "id reads as a hex id")
	}
	up := strings.ToUpper(id)
	if vocab.Keywords()[up] != "" {
		ob.Add(where, "id reads as an order word")
	}
	if ob.ids[up] {
		ob.Add(where, "id used twice")
	}
	ob.ids[up] = true
}

// side reads an entry's side.
func (ob *obReader) side(where, name string) (int, bool) {
	side, ok := ob.Scenario.SideOf(name)
	if !ok {
		ob.Add(where, "side %q is neither %s nor %s", name, ob.Scenario.Sides[0].Nat, ob.Scenario.Sides[1].Nat)
	}
	return side, ok
}

// unit reads one [[unit]]: on the map at start (hex) or entering later.
func (ob *obReader) unit(uf UnitFile) {
	where := "unit " + uf.ID
	ob.counterID(where, uf.ID)
	side, ok := ob.side(where, uf.Side)
	if !ok {
		return
	}
	sc := ob.Scenario
	ct, ok := sc.roster.Counter(sc.Sides[side].Nat, uf.Type)
	if !ok {
		ob.Add(where, "%s has no counter type %q", sc.Sides[side].Nat, uf.Type)
		return
	}
	u := UnitSpec{ID: strings.ToUpper(uf.ID), Side: side, Type: ct.Type, Enter: uf.Enter, Broken: uf.Broken}
	ob.unitSide[u.ID] = side
	switch {
	case uf.Hex != "" && uf.Enter != 0:
		ob.Add(where, "give hex (on the map at start) or enter (a later turn), not both")
	case uf.Hex != "":
		ob.setUp(where, uf.Hex, ct.Kind, &u)
	default:
		ob.entering(where, uf, &u)
	}
	sc.Units = append(sc.Units, u)
}

// setUp places a unit on the map at start: inside its side's set-up zone and
// within the stacking limit (3.3).
func (ob *obReader) setUp(where, id string, kind tables.Kind, u *UnitSpec) {
	sc, side := ob.Scenario, u.Side
	h, ok := sc.ParseHex(id)
	if !ok {
		ob.Add(where, "hex %q is not on the map", id)
		return
	}
	if len(sc.Sides[side].Setup) > 0 && !sc.Sides[side].Setup[h] {
		ob.Add(where, "%s is outside the %s set-up zone", id, sc.Sides[side].Nat)
	}
	u.Hex, u.OnMap = h, true
	st, ld := ob.stack[h], ob.leaders[h]
	if kind == tables.Leader {
		ld[side]++
	} else {
		st[side] += kind.SquadEquivalent()
	}
	ob.stack[h], ob.leaders[h] = st, ld
	if st[side] > 3 || ld[side] > 4 {
		ob.Add(where, "%s holds more than three squads and four leaders of a side (3.3)", id)
	}
}

// entering checks a reinforcement: a turn of the scenario and entry hexes
// on the map's edge.
func (ob *obReader) entering(where string, uf UnitFile, u *UnitSpec) {
	sc := ob.Scenario
	if uf.Enter < 1 || uf.Enter > max(1, sc.Turns) {
		ob.Add(where, "enter must be a turn from 1 to %d", sc.Turns)
	}
	if len(uf.Entry) == 0 {
		ob.Add(where, "a unit entering later needs entry hexes")
	}
	g := sc.Grid()
	for _, e := range uf.Entry {
		h, ok := sc.ParseHex(e)
		if !ok {
			ob.Add(where, "entry %q is not on the map", e)
			continue
		}
		if h.Col != g.MinCol && h.Col != g.MaxCol && h.Row != g.MinRow && h.Row != g.MaxRow {
			ob.Add(where, "entry %s is not on the map's edge", e)
		}
		u.Entry = append(u.Entry, h)
	}
}

// weapon reads one [[weapon]]: held by a unit of its side, or lying in a hex.
func (ob *obReader) weapon(wf WeaponFile) {
	where := "weapon " + wf.ID
	ob.counterID(where, wf.ID)
	side, ok := ob.side(where, wf.Side)
	if !ok {
		return
	}
	sc := ob.Scenario
	wt, ok := sc.roster.Weapon(sc.Sides[side].Nat, wf.Type)
	if !ok {
		ob.Add(where, "%s has no support weapon %q", sc.Sides[side].Nat, wf.Type)
		return
	}
	w := WeaponSpec{ID: strings.ToUpper(wf.ID), Side: side, Type: wt.Type, With: strings.ToUpper(wf.With)}
	switch {
	case wf.With != "" && wf.Hex != "":
		ob.Add(where, "give with (the unit holding it) or hex, not both")
	case wf.With != "":
		if s, ok := ob.unitSide[w.With]; !ok || s != side {
			ob.Add(where, "with %q is not a unit of its side", wf.With)
		}
	default:
		h, ok := sc.ParseHex(wf.Hex)
		if !ok {
			ob.Add(where, "hex %q is not on the map", wf.Hex)
		}
		w.Hex = h
	}
	sc.Weapons = append(sc.Weapons, w)
}

// sideHasUnits reports whether the order of battle gives side any unit.
func (sc *Scenario) sideHasUnits(side int) bool {
	for _, u := range sc.Units {
		if u.Side == side {
			return true
		}
	}
	return false
}

// ValidID accepts "G1", "R12", "ger3": a letter first, then letters and
// digits, and nothing a hex id could be read as.
func ValidID(id string) bool {
	if id == "" || len(id) > 8 || !isAlpha(id[0]) {
		return false
	}
	for i := 0; i < len(id); i++ {
		if !isAlpha(id[i]) && (id[i] < '0' || id[i] > '9') {
			return false
		}
	}
	return true
}

func isAlpha(c byte) bool { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') }

// victory reads the victory condition: a side, the hexes it must
// control and how many.
func (c *checker) victory() {
	f, sc := c.File, c.Scenario
	side, ok := sc.SideOf(f.Victory.Side)
	if !ok {
		c.Add("victory", "side %q is neither %s nor %s", f.Victory.Side, sc.Sides[0].Nat, sc.Sides[1].Nat)
	}
	v := Victory{Side: side, Need: f.Victory.Need, Text: text3(f.Victory.Text, "")}
	for _, id := range f.Victory.Control {
		h, ok := sc.ParseHex(id)
		if !ok {
			c.Add("victory", "%q is not a hex of the map", id)
			continue
		}
		v.Control = append(v.Control, h)
	}
	if v.Need < 1 || v.Need > len(v.Control) {
		c.Add("victory", "need must be between 1 and the number of hexes to control (%d)", len(v.Control))
	}
	if len(f.Victory.Text) != 3 {
		c.Add("victory", "text needs three languages: en, zh-Hant, zh-Hans")
	}
	sc.Victory = v
}
