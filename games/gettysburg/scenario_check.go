package gettysburg

import (
	"fmt"
	"sort"
	"strings"

	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

// check validates a decoded file and builds the Scenario, collecting every
// problem rather than stopping at the first, so one run of
// `adjutant scenario check` lists them all.
func check(f *File) (*Scenario, []shipped.Problem) {
	var probs []shipped.Problem
	add := func(where, format string, a ...any) {
		probs = append(probs, shipped.Problem{Where: where, Message: fmt.Sprintf(format, a...)})
	}
	sc := &Scenario{
		Name: f.Name, Title: f.Title, Note: f.Note, Columns: f.Columns, Rows: f.Rows, Turns: f.Turns,
		defensive: map[Hex]bool{}, town: map[Hex]bool{}, roadStep: map[[2]Hex]bool{}, roadHex: map[Hex]bool{},
		Entries: map[string]Hex{}, EntryNames: map[string]string{},
	}
	if f.Game != "gettysburg" {
		add("", `game must be "gettysburg", not %q`, f.Game)
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
		sc.HQ[side] = HQ{Name: q.Name, Names: i18n.Text{EN: q.Name, Hant: q.Hant, Hans: q.Hans}, Range: q.Range, Fallback: q.Fallback}
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
