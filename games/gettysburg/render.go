package gettysburg

import (
	"fmt"
	"strings"

	"adjutant/templates/i18n"
)

// The ASCII map. Every hex is four characters wide; odd columns are drawn
// on a hex row's first line and the even columns, which sit half a hex
// lower, on its second line. With 18 columns that is 4+18*4 = 76 columns,
// inside the 78 a mail line allows. A wider map is cut into sections of
// sectionCols columns, printed one after the other.
const sectionCols = 18

// cell is the three characters drawn for one hex.
func (s *State) cell(h Hex, rangeOf int) string {
	if u := s.unitAt(h); u >= 0 {
		mode := ">"
		if s.Units[u].Combat {
			mode = "#"
		}
		return s.sc.Units[u].Code + mode
	}
	switch h {
	case s.HQ[Confederate]:
		return "@L "
	case s.HQ[Union]:
		return "@M "
	case s.Sharpshooters:
		return "SS "
	}
	b := []byte{'.', ' ', ' '}
	switch {
	case s.sc.Town(h):
		b[0] = 'T'
	case s.sc.Defensive(h):
		b[0] = '^'
	}
	if s.sc.OnRoad(h) && !s.sc.Town(h) {
		b[1] = '='
	}
	for l, e := range s.sc.Entries {
		if e == h {
			b[2] = l[0]
		}
	}
	if b[2] == ' ' && rangeOf >= 0 && !s.HQ[rangeOf].IsZero() && s.inRange(Side(rangeOf), h) {
		b[2] = ':'
	}
	return string(b)
}

// renderMap draws the map; rangeOf is a side whose command range is marked
// with ':' on empty hexes, or -1.
func (s *State) renderMap(rangeOf int) string {
	var b strings.Builder
	for first := 1; first <= s.sc.Columns; first += sectionCols {
		last := min(first+sectionCols-1, s.sc.Columns)
		if first > 1 || last < s.sc.Columns {
			fmt.Fprintf(&b, "columns %02d-%02d\n", first, last)
		}
		b.WriteString("    ")
		for c := first; c <= last; c++ {
			fmt.Fprintf(&b, "%02d  ", c)
		}
		b.WriteString("\n")
		trimLast(&b)
		for r := 1; r <= s.sc.Rows; r++ {
			for parity := 1; parity >= 0; parity-- {
				line := fmt.Sprintf("%02d  ", r)
				if parity == 0 {
					line = "    "
				}
				for c := first; c <= last; c++ {
					if c%2 == parity {
						line += s.cell(Hex{c, r}, rangeOf) + " "
					} else {
						line += "    "
					}
				}
				b.WriteString(strings.TrimRight(line, " ") + "\n")
			}
		}
	}
	return b.String()
}

func mapKey(lang i18n.Lang) string {
	return i18n.Tr(lang,
		"Key: . open  ^ defensive  T town  = road  A-L entries  : in command range\n     XX> march mode  XX# combat mode  @L Lee  @M Meade  SS Sharpshooters\n",
		"圖例：. 平地  ^ 防禦地形  T 蓋茨堡城  = 道路  A-L 進場位置  : 指揮範圍內\n     XX> 行軍狀態  XX# 戰鬥狀態  @L 李將軍指揮部  @M 米德將軍指揮部  SS 神射手\n",
		"图例：. 平地  ^ 防御地形  T 盖茨堡城  = 道路  A-L 进场位置  : 指挥范围内\n     XX> 行军状态  XX# 战斗状态  @L 李将军指挥部  @M 米德将军指挥部  SS 神射手\n")
}

// RenderScenario draws a scenario's map at set-up, with its legend, its
// entries and its roster, for comparing with a physical board.
func RenderScenario(sc *Scenario) string {
	s := newState(sc)
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n%s\n\n", sc.Title, sc.Note)
	b.WriteString(s.renderMap(-1))
	b.WriteString(mapKey(i18n.English))
	b.WriteString("\nEntries:\n")
	for _, l := range sortedLetters(sc.Entries) {
		fmt.Fprintf(&b, "  %s %s %s\n", l, sc.Entries[l], sc.EntryNames[l])
	}
	b.WriteString("\nUnits (code, side, type, march, stars, set-up or arrival):\n")
	for _, u := range sc.Units {
		where := "starts " + u.Start.String()
		if u.Start.IsZero() {
			where = fmt.Sprintf("turn %d at %s", u.Arrive, u.Entry)
		}
		fmt.Fprintf(&b, "  %s %-9s %-11s %.3s %d %-3s %-22s %s\n", u.Code, u.ID, u.Side, u.Type, u.March,
			strings.Repeat("*", u.Stars), u.Name, where)
	}
	fmt.Fprintf(&b, "\nHQs: Lee range %d (fallback %s), Meade range %d (fallback %s)\n",
		sc.HQ[Confederate].Range, sc.HQ[Confederate].Fallback, sc.HQ[Union].Range, sc.HQ[Union].Fallback)
	fmt.Fprintf(&b, "Artillery support: Union %d, Confederate %d\n", sc.Artillery[Union], sc.Artillery[Confederate])
	fmt.Fprintf(&b, "Confederate road victory: from %s to %s\n", sc.VictoryFrom, strings.Join(sc.VictoryTo, ", "))
	return b.String()
}

// trimLast drops the spaces that end the last line written to b.
func trimLast(b *strings.Builder) {
	s := b.String()
	i := strings.LastIndex(strings.TrimSuffix(s, "\n"), "\n") + 1
	last := strings.TrimRight(s[i:], " \n") + "\n"
	b.Reset()
	b.WriteString(s[:i] + last)
}
