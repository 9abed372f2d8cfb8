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

// check validates a decoded file and builds the Scenario, collecting every
// problem rather than stopping at the first, so one run of `adjutant
// scenario check` lists them all. Each problem names its entry: the
// area's key, the border's two areas, the road's key, the block's id.
func check(f *file) (*Scenario, []shipped.Problem) {
	var probs []shipped.Problem
	add := func(where, format string, a ...any) {
		probs = append(probs, shipped.Problem{Where: where, Message: fmt.Sprintf(format, a...)})
	}
	sc := &Scenario{
		Name: f.Name, Title: text3(f.Title, f.TitleHant, f.TitleHans), Note: f.Note,
		FirstHour: f.FirstHour, LastHour: f.LastHour, Pontoon: f.Pontoon,
		Morale: [2]int{f.Morale.Austria, f.Morale.France},
		area:   map[string]*Area{}, road: map[string]*Road{}, entry: map[string]*Entry{}, block: map[string]int{},
	}
	if f.Game != "marengo" {
		add("", `game must be "marengo", not %q`, f.Game)
	}
	if !isPlainKey(f.Name) {
		add("", "name %q must be a lower-case word (it is the scenario's name in CREATE)", f.Name)
	}
	if f.Title == "" {
		add("", "title is missing")
	}
	if sc.FirstHour == 0 && sc.LastHour == 0 {
		sc.FirstHour, sc.LastHour = 6, 21
	}
	if sc.FirstHour < 0 || sc.LastHour > 23 || sc.LastHour < sc.FirstHour || sc.Hours() > 16 {
		add("", "first_hour %d and last_hour %d must be hours of one day, at most 16 turns apart (the rulebook's game is 6 to 21)", f.FirstHour, f.LastHour)
	}
	for i, m := range sc.Morale {
		if m < 1 || m > 99 {
			add("morale", "%s's morale must be between 1 and 99, not %d", Side(i), m)
		}
	}
	// Areas.
	cells := map[[2]int]string{}
	for i, af := range f.Areas {
		where := fmt.Sprintf("area %d (%s)", i+1, af.Key)
		if !isAreaKey(af.Key) {
			add(where, "key %q must be three capital letters", af.Key)
			continue
		}
		if _, dup := sc.area[af.Key]; dup {
			add(where, "key %s is used twice", af.Key)
			continue
		}
		a := &Area{Key: af.Key, Name: text3(af.Name, af.Hant, af.Hans), Capacity: af.Capacity,
			Objective: Colour(af.Objective), FrenchStart: af.FrenchStart, Row: af.Row, Col: af.Col}
		if af.Name == "" {
			add(where, "name is missing")
		}
		if a.Capacity < 1 || a.Capacity > 9 {
			add(where, "capacity must be between 1 and 9, not %d", a.Capacity)
		}
		switch a.Objective {
		case "", Red, Blue, Green:
		default:
			add(where, "objective must be red, blue or green (or left out), not %q", af.Objective)
		}
		if a.FrenchStart < 0 || a.FrenchStart > a.Capacity {
			add(where, "french_start %d must be between 0 and the capacity %d", a.FrenchStart, a.Capacity)
		}
		if a.Row < 0 || a.Row >= maxRows || a.Col < 0 || a.Col >= maxCols {
			add(where, "row %d, col %d is off the drawing (rows 0-%d, cols 0-%d)", a.Row, a.Col, maxRows-1, maxCols-1)
		} else if other, taken := cells[[2]int{a.Row, a.Col}]; taken {
			add(where, "row %d, col %d is already %s's place on the drawing", a.Row, a.Col, other)
		} else {
			cells[[2]int{a.Row, a.Col}] = a.Key
		}
		sc.area[a.Key] = a
		sc.Areas = append(sc.Areas, a)
	}
	if len(sc.Areas) == 0 {
		add("", "there are no areas")
	}
	// Borders: each gives both areas an approach.
	seen := map[[2]string]bool{}
	for i, bf := range f.Borders {
		where := fmt.Sprintf("border %d (%s-%s)", i+1, bf.A.Area, bf.B.Area)
		a, okA := sc.area[bf.A.Area]
		b, okB := sc.area[bf.B.Area]
		if !okA || !okB {
			add(where, "both a.area and b.area must be keys of areas")
			continue
		}
		if a == b {
			add(where, "an area does not border itself")
			continue
		}
		pair := [2]string{min(a.Key, b.Key), max(a.Key, b.Key)}
		if seen[pair] {
			add(where, "%s and %s already share a border", a.Key, b.Key)
			continue
		}
		seen[pair] = true
		if dr, dc := a.Row-b.Row, a.Col-b.Col; dr < -1 || dr > 1 || dc < -1 || dc > 1 {
			add(where, "%s (row %d, col %d) and %s (row %d, col %d) are not next to each other on the drawing", a.Key, a.Row, a.Col, b.Key, b.Row, b.Col)
		}
		for _, s := range []struct {
			f     sideFile
			owner *Area
			faces *Area
		}{{bf.A, a, b}, {bf.B, b, a}} {
			ap := &Approach{Area: s.owner.Key, Faces: s.faces.Key, Impassable: bf.Impassable,
				Infantry: s.f.Infantry, Cavalry: s.f.Cavalry, Artillery: s.f.Artillery, Obstacle: s.f.Obstacle}
			side := fmt.Sprintf("%s, %s's side", where, s.owner.Key)
			switch s.f.Width {
			case "long":
				ap.Long = true
			case "short", "":
			default:
				add(side, "width must be short or long, not %q", s.f.Width)
			}
			for _, n := range []int{s.f.Infantry, s.f.Cavalry, s.f.Artillery} {
				if n < 0 || n > 3 {
					add(side, "terrain penalties must be between 0 and 3, not %d", n)
				}
			}
			if bf.Impassable && (s.f.Infantry > 0 || s.f.Cavalry > 0 || s.f.Artillery > 0 || s.f.Obstacle || s.f.Width != "") {
				add(side, "an impassable border has no approach, so no width or terrain")
			}
			s.owner.Approaches = append(s.owner.Approaches, ap)
		}
	}
	// Roads.
	for i, rf := range f.Roads {
		where := fmt.Sprintf("road %d (%s)", i+1, rf.Key)
		if !isPlainKey(rf.Key) {
			add(where, "key %q must be a lower-case word", rf.Key)
			continue
		}
		if _, dup := sc.road[rf.Key]; dup {
			add(where, "key %s is used twice", rf.Key)
			continue
		}
		r := &Road{Key: rf.Key, Name: text3(rf.Name, rf.Hant, rf.Hans), Areas: rf.Areas}
		switch rf.Kind {
		case "main":
			r.Main = true
		case "minor":
		default:
			add(where, "kind must be main or minor, not %q", rf.Kind)
		}
		if len(rf.Areas) < 2 {
			add(where, "a road runs through at least two areas")
		}
		for k, key := range rf.Areas {
			if _, ok := sc.area[key]; !ok {
				add(where, "%q is not an area", key)
				continue
			}
			if slices.Index(rf.Areas, key) != k {
				add(where, "%s comes twice", key)
			}
			if k == 0 {
				continue
			}
			prev := rf.Areas[k-1]
			ap, ok := sc.Approach(prev, key)
			switch {
			case !ok:
				add(where, "%s and %s share no border", prev, key)
			case ap.Impassable:
				add(where, "the road crosses the impassable border %s-%s", prev, key)
			default:
				ap.Roads = append(ap.Roads, r.Key)
				sc.Opposite(ap).Roads = append(sc.Opposite(ap).Roads, r.Key)
			}
		}
		sc.road[r.Key] = r
		sc.Roads = append(sc.Roads, r)
	}
	// Entries.
	for i, ef := range f.Entries {
		where := fmt.Sprintf("entry %d (%s)", i+1, ef.Key)
		if !isPlainKey(ef.Key) {
			add(where, "key %q must be a lower-case word", ef.Key)
			continue
		}
		if _, dup := sc.entry[ef.Key]; dup {
			add(where, "key %s is used twice", ef.Key)
			continue
		}
		side, ok := parseSide(ef.Side)
		if !ok {
			add(where, "side must be austria or france, not %q", ef.Side)
		}
		e := &Entry{Key: ef.Key, Side: side, Area: ef.Area, Road: ef.Road, Name: text3(ef.Name, ef.Hant, ef.Hans)}
		r, ok := sc.road[ef.Road]
		switch {
		case !ok:
			add(where, "road %q is not a road of the file", ef.Road)
		case len(r.Areas) > 0 && r.Areas[0] != ef.Area && r.Areas[len(r.Areas)-1] != ef.Area:
			add(where, "area %s is not an end of road %s (%s ... %s): reinforcements come onto the map where a road leaves it", ef.Area, r.Key, r.Areas[0], r.Areas[len(r.Areas)-1])
		}
		if ef.Name == "" {
			add(where, "name is missing")
		}
		sc.entry[e.Key] = e
		sc.Entries = append(sc.Entries, e)
	}
	if sc.Pontoon != "" {
		if _, ok := sc.area[sc.Pontoon]; !ok {
			add("pontoon", "%q is not an area", sc.Pontoon)
		}
	}
	checkBlocks(f, sc, add)
	return sc, probs
}

// checkBlocks checks the roster: ids, faces, and where each block starts.
func checkBlocks(f *file, sc *Scenario, add func(where, format string, a ...any)) {
	frenchStart, symbols := 0, 0
	for _, a := range sc.Areas {
		symbols += a.FrenchStart
	}
	for i, bf := range f.Blocks {
		where := fmt.Sprintf("block %d (%s)", i+1, bf.ID)
		if !isBlockID(bf.ID) {
			add(where, "id %q must be A or F and two digits (A01, F12)", bf.ID)
			continue
		}
		if _, dup := sc.block[bf.ID]; dup {
			add(where, "id %s is used twice", bf.ID)
			continue
		}
		side, ok := parseSide(bf.Side)
		if !ok {
			add(where, "side must be austria or france, not %q", bf.Side)
		} else if side.Code() != bf.ID[:1] {
			add(where, "a %s block's id begins with %s", side, side.Code())
		}
		arm, ok := parseArm(bf.Arm)
		if !ok {
			add(where, "arm must be inf, cav or art, not %q", bf.Arm)
		}
		if bf.Strength < 1 || bf.Strength > 4 {
			add(where, "strength must be between 1 and 4, not %d", bf.Strength)
		}
		d := BlockDef{ID: bf.ID, Side: side, Arm: arm, Strength: bf.Strength, Name: bf.Name, Area: bf.Area, Entry: bf.Entry, Hour: bf.Hour}
		starts := 0
		if bf.Start != "" {
			starts++
			if bf.Start != "french" || side != France {
				add(where, `start = "french" is the only start, and only for French blocks (the start symbols)`)
			}
			d.French = true
			frenchStart++
		}
		if bf.Area != "" {
			starts++
			if _, ok := sc.area[bf.Area]; !ok {
				add(where, "area %q is not an area", bf.Area)
			}
		}
		if bf.Entry != "" {
			starts++
			e, ok := sc.entry[bf.Entry]
			switch {
			case !ok:
				add(where, "entry %q is not an entry", bf.Entry)
			case e.Side != side:
				add(where, "entry %s is %s's, not %s's", e.Key, e.Side, side)
			}
			if bf.Hour < sc.FirstHour || bf.Hour > sc.LastHour {
				add(where, "hour %d is not a turn of the game (%d to %d)", bf.Hour, sc.FirstHour, sc.LastHour)
			}
		} else if bf.Hour != 0 {
			add(where, "hour belongs with an entry")
		}
		if starts != 1 {
			add(where, `give exactly one of start = "french", area, or entry with hour`)
		}
		sc.block[d.ID] = len(sc.Blocks)
		sc.Blocks = append(sc.Blocks, d)
	}
	if frenchStart != symbols {
		add("", "there are %d French start blocks and %d French start symbols: one block goes on each symbol", frenchStart, symbols)
	}
	if sc.Pontoon != "" {
		for _, d := range sc.Blocks {
			if d.Side == Austria && d.Entry != "" {
				return
			}
		}
		add("pontoon", "there is a pontoon but no Austrian reinforcement to cross it")
	}
}
