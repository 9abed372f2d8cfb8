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

// check validates a decoded file and builds the Scenario, collecting every
// problem rather than stopping at the first.
func check(f *File, roster *tables.Roster, charts *tables.Tables) (*Scenario, []shipped.Problem) {
	var probs []shipped.Problem
	add := func(where, format string, a ...any) {
		probs = append(probs, shipped.Problem{Where: where, Message: fmt.Sprintf(format, a...)})
	}
	sc := &Scenario{Name: f.Name, Note: f.Note, Turns: f.Turns, HalfLast: f.HalfLast, Month: f.Month,
		terrain: map[Hex]Terrain{}, roadStep: map[[2]Hex]bool{}, road: map[Hex]bool{}, roster: roster, tables: charts}
	if f.Game != "asl" {
		add("", `game must be "asl" (got %q)`, f.Game)
	}
	if f.Name == "" {
		add("", "name is missing")
	}
	sc.Title = text3(f.Title, f.Name)
	if f.Turns < 1 || f.Turns > 20 {
		add("", "turns must be between 1 and 20, got %d", f.Turns)
	}
	if f.Month < 1 || f.Month > 12 {
		add("", "month must be 1 to 12 (grain stands from June to September), got %d", f.Month)
	}
	checkBoards(f, sc, add)
	if len(f.Sides) != 2 {
		add("", "give exactly two [[side]] tables, got %d", len(f.Sides))
		return sc, probs
	}
	for i, sf := range f.Sides {
		where := fmt.Sprintf("side %d", i+1)
		n, ok := roster.Nations[strings.ToLower(sf.Nat)]
		if !ok {
			add(where, "nationality %q is not one of %s", sf.Nat, strings.Join(slices.Sorted(maps.Keys(roster.Nations)), ", "))
		}
		if sf.ELR < 0 || sf.ELR > 5 {
			add(where, "elr must be 0 to 5, got %d", sf.ELR)
		}
		si := SideInfo{Nat: n.Key, Name: n.Name, Code: n.Letter, ELR: sf.ELR, Setup: map[Hex]bool{}}
		for _, z := range sf.Setup {
			hs, err := sc.zone(z)
			if err != nil {
				add(where, "set-up zone %q: %v", z, err)
			}
			for _, h := range hs {
				si.Setup[h] = true
			}
		}
		sc.Sides[i] = si
	}
	if sc.Sides[0].Nat == sc.Sides[1].Nat {
		add("", "the two sides have the same nationality %q", sc.Sides[0].Nat)
	}
	checkOB(f, sc, add)
	checkVictory(f, sc, add)
	for i, s := range f.SSR {
		if len(s.Text) != 3 {
			add(fmt.Sprintf("ssr %d", i+1), "text needs three languages: en, zh-Hant, zh-Hans")
			continue
		}
		sc.SSR = append(sc.SSR, i18n.Text{EN: s.Text[0], Hant: s.Text[1], Hans: s.Text[2]})
	}
	return sc, probs
}

func text3(t []string, fallback string) i18n.Text {
	if len(t) == 3 {
		return i18n.Text{EN: t[0], Hant: t[1], Hans: t[2]}
	}
	return i18n.Plain(fallback)
}

// checkBoards reads the boards' grids, their terrain and the roads.
func checkBoards(f *File, sc *Scenario, add func(string, string, ...any)) {
	if !boardGrids(f, sc, add) {
		return
	}
	boardTerrain(f, sc, add)
	checkRoads(f, sc, add)
}

// boardGrids reads each board's id and size; the boards are laid one below
// the other. It reports false when there is no board at all.
func boardGrids(f *File, sc *Scenario, add func(string, string, ...any)) bool {
	if len(f.Boards) == 0 {
		add("", "no [[board]]")
		return false
	}
	ids := map[string]bool{}
	for i, b := range f.Boards {
		where := fmt.Sprintf("board %d (%s)", i+1, b.ID)
		if len(b.ID) != 1 || b.ID[0] < 'a' || b.ID[0] > 'z' {
			add(where, "id must be one lower-case letter")
			continue
		}
		if ids[b.ID] {
			add(where, "id used twice")
		}
		ids[b.ID] = true
		if b.Columns < 1 || b.Columns > 60 || b.Rows < 1 || b.Rows > 40 {
			add(where, "columns must be 1 to 60 and rows 1 to 40")
			continue
		}
		if i > 0 && b.Columns != f.Boards[0].Columns {
			add(where, "boards laid one below the other need the same number of columns")
		}
		sc.Boards.List = append(sc.Boards.List, hexgrid.Board{ID: b.ID, Columns: b.Columns, Rows: b.Rows})
	}
	sc.Boards.Layout = hexgrid.EvenColumnsDown
	return true
}

// boardTerrain reads each board's terrain rows into the map; levels must
// all be 0, as the Starter Kit has no hills.
func boardTerrain(f *File, sc *Scenario, add func(string, string, ...any)) {
	off := 0
	for i, b := range f.Boards {
		where := fmt.Sprintf("board %d (%s)", i+1, b.ID)
		if len(b.Terrain) != b.Rows {
			add(where, "terrain has %d rows, want %d", len(b.Terrain), b.Rows)
		}
		for r, line := range b.Terrain {
			if len(line) != b.Columns {
				add(where, "terrain row %d has %d characters, want %d", r+1, len(line), b.Columns)
				continue
			}
			for c := 0; c < len(line); c++ {
				if !validTerrain(line[c]) {
					add(where, "terrain row %d column %s: %q is not one of . g o w b s", r+1, hexgrid.ColumnName(c+1), line[c])
					continue
				}
				sc.terrain[Hex{Col: c + 1, Row: off + r + 1}] = Terrain(line[c])
			}
		}
		if len(b.Levels) > 0 {
			for r, line := range b.Levels {
				if strings.Trim(line, "0") != "" {
					add(where, "levels row %d: the Starter Kit rules have no hills, so every level must be 0", r+1)
				}
			}
		}
		off += b.Rows
	}
}

// checkRoads reads the roads: runs of adjacent hexes of open ground or woods.
func checkRoads(f *File, sc *Scenario, add func(string, string, ...any)) {
	for i, rf := range f.Roads {
		where := fmt.Sprintf("road %d", i+1)
		if len(rf.Hexes) < 2 {
			add(where, "a road needs at least two hexes")
		}
		var prev *Hex
		for _, id := range rf.Hexes {
			h, ok := sc.ParseHex(id)
			if !ok {
				add(where, "%q is not a hex of the map", id)
				prev = nil
				continue
			}
			if t := sc.Terrain(h); t != Open && t != Woods {
				add(where, "%s is %s; a road runs through open ground or woods only", id, t.Name().EN)
			}
			if prev != nil {
				if !sc.Grid().Adjacent(*prev, h) {
					add(where, "%s and %s are not adjacent", sc.ID(*prev), id)
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

// checkOB reads the order of battle: personnel, then support weapons (a
// weapon may name the unit holding it), then checks each side has units.
func checkOB(f *File, sc *Scenario, add func(string, string, ...any)) {
	ob := &obReader{sc: sc, add: add, ids: map[string]bool{}, unitSide: map[string]int{},
		stack: map[Hex][2]float64{}, leaders: map[Hex][2]int{}}
	for _, uf := range f.Units {
		ob.unit(uf)
	}
	for _, wf := range f.Weapons {
		ob.weapon(wf)
	}
	for s := range 2 {
		if !sc.sideHasUnits(s) {
			add("", "the %s side has no units", sc.Sides[s].Nat)
		}
	}
}

// obReader carries what the order of battle's entries are checked against:
// the ids used so far, each unit's side, and the stacking in each hex.
type obReader struct {
	sc       *Scenario
	add      func(string, string, ...any)
	ids      map[string]bool
	unitSide map[string]int
	stack    map[Hex][2]float64 // squad equivalents per side
	leaders  map[Hex][2]int     // leaders per side
}

// counterID checks a unit's or weapon's id: it must be well formed, not read
// as a hex or an order word, and not be used twice.
func (ob *obReader) counterID(where, id string) {
	if !ValidID(id) {
		ob.add(where, "id must be letters and digits, starting with a letter, and not look like a hex id")
	}
	if _, isHex := ob.sc.ParseHex(id); isHex {
		ob.add(where, "id reads as a hex id")
	}
	up := strings.ToUpper(id)
	if vocab.Keywords()[up] != "" {
		ob.add(where, "id reads as an order word")
	}
	if ob.ids[up] {
		ob.add(where, "id used twice")
	}
	ob.ids[up] = true
}

// side reads an entry's side.
func (ob *obReader) side(where, name string) (int, bool) {
	side, ok := ob.sc.SideOf(name)
	if !ok {
		ob.add(where, "side %q is neither %s nor %s", name, ob.sc.Sides[0].Nat, ob.sc.Sides[1].Nat)
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
	sc := ob.sc
	ct, ok := sc.roster.Counter(sc.Sides[side].Nat, uf.Type)
	if !ok {
		ob.add(where, "%s has no counter type %q", sc.Sides[side].Nat, uf.Type)
		return
	}
	u := UnitSpec{ID: strings.ToUpper(uf.ID), Side: side, Type: ct.Type, Enter: uf.Enter, Broken: uf.Broken}
	ob.unitSide[u.ID] = side
	switch {
	case uf.Hex != "" && uf.Enter != 0:
		ob.add(where, "give hex (on the map at start) or enter (a later turn), not both")
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
	sc, side := ob.sc, u.Side
	h, ok := sc.ParseHex(id)
	if !ok {
		ob.add(where, "hex %q is not on the map", id)
		return
	}
	if len(sc.Sides[side].Setup) > 0 && !sc.Sides[side].Setup[h] {
		ob.add(where, "%s is outside the %s set-up zone", id, sc.Sides[side].Nat)
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
		ob.add(where, "%s holds more than three squads and four leaders of a side (3.3)", id)
	}
}

// entering checks a reinforcement: a turn of the scenario and entry hexes
// on the map's edge.
func (ob *obReader) entering(where string, uf UnitFile, u *UnitSpec) {
	sc := ob.sc
	if uf.Enter < 1 || uf.Enter > max(1, sc.Turns) {
		ob.add(where, "enter must be a turn from 1 to %d", sc.Turns)
	}
	if len(uf.Entry) == 0 {
		ob.add(where, "a unit entering later needs entry hexes")
	}
	g := sc.Grid()
	for _, e := range uf.Entry {
		h, ok := sc.ParseHex(e)
		if !ok {
			ob.add(where, "entry %q is not on the map", e)
			continue
		}
		if h.Col != g.MinCol && h.Col != g.MaxCol && h.Row != g.MinRow && h.Row != g.MaxRow {
			ob.add(where, "entry %s is not on the map's edge", e)
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
	sc := ob.sc
	wt, ok := sc.roster.Weapon(sc.Sides[side].Nat, wf.Type)
	if !ok {
		ob.add(where, "%s has no support weapon %q", sc.Sides[side].Nat, wf.Type)
		return
	}
	w := WeaponSpec{ID: strings.ToUpper(wf.ID), Side: side, Type: wt.Type, With: strings.ToUpper(wf.With)}
	switch {
	case wf.With != "" && wf.Hex != "":
		ob.add(where, "give with (the unit holding it) or hex, not both")
	case wf.With != "":
		if s, ok := ob.unitSide[w.With]; !ok || s != side {
			ob.add(where, "with %q is not a unit of its side", wf.With)
		}
	default:
		h, ok := sc.ParseHex(wf.Hex)
		if !ok {
			ob.add(where, "hex %q is not on the map", wf.Hex)
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

func checkVictory(f *File, sc *Scenario, add func(string, string, ...any)) {
	side, ok := sc.SideOf(f.Victory.Side)
	if !ok {
		add("victory", "side %q is neither %s nor %s", f.Victory.Side, sc.Sides[0].Nat, sc.Sides[1].Nat)
	}
	v := Victory{Side: side, Need: f.Victory.Need, Text: text3(f.Victory.Text, "")}
	for _, id := range f.Victory.Control {
		h, ok := sc.ParseHex(id)
		if !ok {
			add("victory", "%q is not a hex of the map", id)
			continue
		}
		v.Control = append(v.Control, h)
	}
	if v.Need < 1 || v.Need > len(v.Control) {
		add("victory", "need must be between 1 and the number of hexes to control (%d)", len(v.Control))
	}
	if len(f.Victory.Text) != 3 {
		add("victory", "text needs three languages: en, zh-Hant, zh-Hans")
	}
	sc.Victory = v
}
