package maneuver

import (
	"fmt"
	"strings"

	"adjutant/templates/i18n"
)

// renderField draws the 8x8 field, north at the top: each square two
// lines of seven columns, the terrain (in brackets under a redoubt) and
// the unit, "B GRD8*": seat letter, code, strength, * when damaged.
func (s *State) renderField(lang i18n.Lang) string {
	var b strings.Builder
	b.WriteString(s.edgeLine(lang, true))
	head := "   "
	for c := 0; c < Size; c++ {
		head += fmt.Sprintf("    %c   ", 'A'+c)
	}
	b.WriteString(strings.TrimRight(head, " ") + "\n")
	rule := "   +" + strings.Repeat("-------+", Size) + "\n"
	b.WriteString(rule)
	for r := Size - 1; r >= 0; r-- {
		var top, bottom strings.Builder
		fmt.Fprintf(&top, " %d |", r+1)
		bottom.WriteString("   |")
		for c := 0; c < Size; c++ {
			sq := Square{c, r}
			t := s.field.At(sq)
			ch := string(t.Char)
			cell := fmt.Sprintf(" %s %s %s ", ch, ch, ch)
			if s.hasRedoubt(sq) {
				cell = fmt.Sprintf("[%s %s %s]", ch, ch, ch)
			}
			top.WriteString(cell + "|")
			unit := "       "
			if seat, i, ok := s.unitAt(sq); ok {
				dmg := " "
				if s.unit(seat, i).Damaged {
					dmg = "*"
				}
				unit = fmt.Sprintf("%s %-3s%d%s", seat.Code(), s.def(seat, i).Code, s.strength(seat, i), dmg)
			}
			bottom.WriteString(unit + "|")
		}
		fmt.Fprintf(&b, "%s %d\n%s\n%s", top.String(), r+1, bottom.String(), rule)
	}
	b.WriteString(s.edgeLine(lang, false))
	b.WriteString(s.fieldKey(lang))
	return b.String()
}

// edgeLine names the players' edges above (north, west) and below (south,
// east) the field.
func (s *State) edgeLine(lang i18n.Lang, above bool) string {
	var parts []string
	for _, seat := range []Seat{Blue, Red} {
		e := s.Sides[seat].Edge
		if e.Name == "" {
			continue
		}
		if (e == North || e == West) == above {
			parts = append(parts, i18n.T("%s edge: %s", "%s邊：%s", "%s边：%s", dirText(e), s.sideText(seat)).In(lang))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "  " + strings.Join(parts, "; ") + "\n"
}

// fieldKey explains the map's characters.
func (s *State) fieldKey(lang i18n.Lang) string {
	var ts []string
	for _, t := range s.data.Chart.Terrains {
		ts = append(ts, fmt.Sprintf("%c %s", t.Char, t.Name.In(lang)))
	}
	return wrap(i18n.Tr(lang, "Key: ", "圖例：", "图例：")+i18n.List(lang, ts)+i18n.Tr(lang,
		"; [ ] redoubt; B/R Blue/Red unit: code, strength, * damaged. Effects: GET maneuver terrain.",
		"；[ ] 戰壕；B/R 藍方/紅方單位：代號、戰力、* 受損。效果：GET maneuver terrain。",
		"；[ ] 战壕；B/R 蓝方/红方单位：代号、战力、* 受损。效果：GET maneuver terrain。"), proseWidth)
}

// renderTiles draws tiles four to a row, for the set-up and for
// `adjutant scenario render`.
func renderTiles(tiles []Tile, lang i18n.Lang) string {
	var b strings.Builder
	for k := 0; k < len(tiles); k += 4 {
		row := tiles[k:min(k+4, len(tiles))]
		var names string
		for _, t := range row {
			names += i18n.Pad(fmt.Sprintf("%d %s", t.ID, t.Name.In(lang)), 19)
		}
		b.WriteString(strings.TrimRight(names, " ") + "\n")
		for r := 0; r < 4; r++ {
			var cells string
			for _, t := range row {
				line := "  "
				for c := 0; c < 4; c++ {
					line += string(t.Rows[r][c]) + " "
				}
				cells += i18n.Pad(line, 19)
			}
			b.WriteString(strings.TrimRight(cells, " ") + "\n")
		}
		b.WriteString("\n")
	}
	return strings.TrimRight(b.String(), "\n ") + "\n"
}

// proseWidth is where reports wrap their prose: within the judge's own
// width for prose less the two columns by which a reply indents an answer
// such as HISTORY, so that the judge never wraps the lines a second time.
const proseWidth = i18n.ProseWidth - 2

// wrap breaks a line to fit max columns: at spaces, or anywhere in
// Chinese text.
// cutAt is where a run without spaces is cut to fit room columns: never
// before Chinese closing punctuation (the character before it goes down
// with it, and with any marks run together, "）。"), nor after an opening
// bracket. 0 when nothing fits.
func cutAt(w string, room int) int {
	var starts []int // byte offset of each rune
	used, k := 0, -1
	for i, r := range w {
		if k < 0 && used+i18n.Width(string(r)) > room {
			k = len(starts)
		}
		starts = append(starts, i)
		used += i18n.Width(string(r))
	}
	if k < 0 {
		return len(w)
	}
	runeAt := func(n int) rune { return []rune(w[starts[n]:])[0] }
	for k > 0 && strings.ContainsRune("，。、；：？！）」』”", runeAt(k)) {
		k--
	}
	for k > 0 && strings.ContainsRune("（「『“", runeAt(k-1)) {
		k--
	}
	if k == 0 {
		return 0
	}
	return starts[k]
}

func wrap(s string, max int) string {
	var b strings.Builder
	line := ""
	flush := func() {
		b.WriteString(strings.TrimRight(line, " ") + "\n")
		line = "  "
	}
	for _, w := range strings.Fields(s) {
		if line != "" && line != "  " && i18n.Width(line)+1+i18n.Width(w) > max {
			flush()
		}
		for i18n.Width(line)+i18n.Width(w)+1 > max {
			// A run without spaces longer than the line: cut it.
			room := max - i18n.Width(line) - 1
			cut := cutAt(w, room)
			if cut == 0 {
				break
			}
			if line != "" && line != "  " {
				line += " "
			}
			line += w[:cut]
			w = w[cut:]
			flush()
		}
		if line != "" && line != "  " {
			line += " "
		}
		line += w
	}
	if strings.TrimSpace(line) != "" {
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	return b.String()
}
