package marengo

import (
	"fmt"
	"strings"

	"adjutant/templates/i18n"
)

// The ASCII map: each area a box on the scenario's grid, 10 columns wide
// with 3 between, so six columns fit in 78. A box shows the area's key,
// capacity and objective, and who holds it with the blocks in its reserve
// and in all. Between two boxes the border: the road through it (=, -;
// H, | going north-south), a plain border (:) or an impassable one (#),
// with the number of blocks on each side's approach beside it. Only
// counts are drawn, so the map is the same for every reader; the lists
// under it say what each reader may know of the blocks.

const (
	boxW = 10
	gapW = 3
)

// renderMap draws the map of board b (nil: the empty map): a row of
// boxes for each row of the grid, with a line of north-south and
// diagonal borders between two rows.
func renderMap(sc *Scenario, b *Board) string {
	m := mapDrawing{sc: sc, b: b, grid: map[[2]int]*Area{}}
	for _, a := range sc.Areas {
		m.grid[[2]int{a.Row, a.Col}] = a
		m.rows, m.cols = max(m.rows, a.Row+1), max(m.cols, a.Col+1)
	}
	m.width = m.cols*boxW + (m.cols-1)*gapW
	var out strings.Builder
	for r := 0; r < m.rows; r++ {
		for _, l := range m.boxes(r) {
			out.WriteString(strings.TrimRight(string(l), " ") + "\n")
		}
		if r+1 == m.rows {
			break
		}
		out.WriteString(strings.TrimRight(string(m.between(r)), " ") + "\n")
	}
	return out.String()
}

// mapDrawing is the map being drawn: the scenario's areas by their place
// on the grid, and the board whose blocks are counted (nil: none).
type mapDrawing struct {
	sc                *Scenario
	b                 *Board
	grid              map[[2]int]*Area
	rows, cols, width int
}

func (m mapDrawing) line() []byte { return []byte(strings.Repeat(" ", m.width)) }

// boxes draws row r's boxes, four lines high, with the east-west border
// between two neighbours on the second line.
func (m mapDrawing) boxes(r int) [4][]byte {
	lines := [4][]byte{m.line(), m.line(), m.line(), m.line()}
	for c := 0; c < m.cols; c++ {
		a := m.grid[[2]int{r, c}]
		if a == nil {
			continue
		}
		x := c * (boxW + gapW)
		copy(lines[0][x:], "+"+strings.Repeat("-", boxW-2)+"+")
		copy(lines[3][x:], "+"+strings.Repeat("-", boxW-2)+"+")
		copy(lines[1][x:], "|"+fmt.Sprintf("%-*s", boxW-2, boxTop(a))+"|")
		copy(lines[2][x:], "|"+fmt.Sprintf("%-*s", boxW-2, boxHold(a, m.b))+"|")
		if e := m.grid[[2]int{r, c + 1}]; e != nil {
			if g := m.glyph(a, e, true); g != ' ' {
				gx := x + boxW
				lines[1][gx] = digit(m.count(a.Key, e.Key))
				lines[1][gx+1] = g
				lines[1][gx+2] = digit(m.count(e.Key, a.Key))
			}
		}
	}
	return lines
}

// between draws the line under row r: each box's border with the box
// below it, and in each gap the diagonal borders crossing there.
func (m mapDrawing) between(r int) []byte {
	conn := m.line()
	for c := 0; c < m.cols; c++ {
		a := m.grid[[2]int{r, c}]
		x := c * (boxW + gapW)
		if s := m.grid[[2]int{r + 1, c}]; a != nil && s != nil {
			if g := m.glyph(a, s, false); g != ' ' {
				conn[x+3] = digit(m.count(a.Key, s.Key))
				conn[x+4] = g
				conn[x+5] = digit(m.count(s.Key, a.Key))
			}
		}
		if c+1 < m.cols {
			conn[x+boxW+1] = m.diagonal(r, c)
		}
	}
	return conn
}

// diagonal is the sign in the gap south-east of the box at row r, column
// c: \ for a border from it to the south-east, / for one from its east
// neighbour to the south-west, X for both, # when either is impassable.
func (m mapDrawing) diagonal(r, c int) byte {
	se, sw := byte(' '), byte(' ')
	if a, d := m.grid[[2]int{r, c}], m.grid[[2]int{r + 1, c + 1}]; a != nil && d != nil {
		se = m.glyph(a, d, false)
	}
	if ne, w := m.grid[[2]int{r, c + 1}], m.grid[[2]int{r + 1, c}]; ne != nil && w != nil {
		sw = m.glyph(ne, w, false)
	}
	switch {
	case se == '#' || sw == '#':
		return '#'
	case se != ' ' && sw != ' ':
		return 'X'
	case se != ' ':
		return '\\'
	case sw != ' ':
		return '/'
	}
	return ' '
}

// count is the number of blocks on area's approach facing faces.
func (m mapDrawing) count(area, faces string) int {
	if m.b == nil {
		return 0
	}
	n := 0
	for i := range m.b.Blocks {
		x := &m.b.Blocks[i]
		if x.On() && x.At.Area == area && x.At.Face == faces {
			n++
		}
	}
	return n
}

// glyph is the sign for the border between a and c: ' ' for none, # for
// an impassable one, the road's sign (main or minor, across or along),
// or : for a plain border.
func (m mapDrawing) glyph(a, c *Area, horizontal bool) byte {
	ap, ok := m.sc.Approach(a.Key, c.Key)
	switch {
	case !ok:
		return ' '
	case ap.Impassable:
		return '#'
	}
	main, minor := false, false
	for _, rd := range m.sc.roadsThrough(a.Key, c.Key) {
		main, minor = main || rd.Main, minor || !rd.Main
	}
	switch {
	case main && horizontal:
		return '='
	case main:
		return 'H'
	case minor && horizontal:
		return '-'
	case minor:
		return '|'
	}
	return ':'
}

// digit is a block count as one character: blank for none, + over nine.
func digit(n int) byte {
	if n == 0 {
		return ' '
	}
	if n > 9 {
		return '+'
	}
	return byte('0' + n)
}

// boxTop is "MAR 3 *r": key, capacity, objective star and colour.
func boxTop(a *Area) string {
	s := fmt.Sprintf("%s %d", a.Key, a.Capacity)
	if a.Objective != "" {
		s += " *" + string(a.Objective)[:1]
	}
	return s
}

// boxHold is "A 2/5 i1": the holder, blocks in its reserve / in all, and
// inactive French blocks.
func boxHold(a *Area, b *Board) string {
	if b == nil {
		return ""
	}
	side, ok := b.holder(a.Key)
	if !ok {
		return ""
	}
	all := b.inArea(side, a.Key)
	res, inactive := 0, 0
	for _, x := range all {
		if x.At.Reserve() {
			res++
		}
		if x.Inactive {
			inactive++
		}
	}
	s := fmt.Sprintf("%s %d/%d", side.Code(), res, len(all))
	if inactive > 0 {
		s += fmt.Sprintf(" i%d", inactive)
	}
	return s
}

// legend explains the map's signs.
func legend(lang i18n.Lang) string {
	return tr(lang,
		"Box: key, capacity, *objective (r/b/g); holder (A/F), blocks in\n"+
			"reserve/all, i: inactive French. Borders: = main road, - minor road\n"+
			"(H, | north-south), : plain, # impassable; digits: blocks on each\n"+
			"side's approach.\n",
		"方框：代號、容量、*據點（r紅/b藍/g綠）；控制方（A 奧/F 法）、\n"+
			"後備數/總數、i：未啟動的法軍。邊界：= 大路、- 小路（南北向為 H、|）、\n"+
			": 一般、# 不可通行；數字：各方投入該邊界的部隊數。\n",
		"方框：代号、容量、*据点（r红/b蓝/g绿）；控制方（A 奥/F 法）、\n"+
			"后备数/总数、i：未启动的法军。边界：= 大路、- 小路（南北向为 H、|）、\n"+
			": 一般、# 不可通行；数字：各方投入该边界的部队数。\n")
}

// renderScenario is `adjutant scenario render`: the empty map, every
// area's approaches with their terrain and roads, and the roster.
func renderScenario(sc *Scenario) string {
	var b strings.Builder
	lang := i18n.English
	b.WriteString(i18n.Wrap(sc.Title.EN+". "+sc.Note, proseWidth) + "\n\n")
	b.WriteString(renderMap(sc, nil))
	b.WriteString(legend(lang))
	fmt.Fprintf(&b, "\nHours %d to %d (%d turns). Morale: Austria %d, France %d.", sc.FirstHour, sc.LastHour, sc.Hours(), sc.Morale[Austria], sc.Morale[France])
	if sc.Pontoon != "" {
		fmt.Fprintf(&b, "\nAustrian pontoon: %s.", sc.Pontoon)
	}
	b.WriteString("\n\nAreas and approaches (terrain an attacker of that approach meets):\n")
	for _, a := range sc.Areas {
		head := fmt.Sprintf("%s %s, capacity %d", a.Key, a.Name.EN, a.Capacity)
		if a.Objective != "" {
			head += ", objective " + string(a.Objective)
		}
		if a.FrenchStart > 0 {
			head += fmt.Sprintf(", French start symbols: %d", a.FrenchStart)
		}
		b.WriteString(head + "\n")
		for _, ap := range a.Approaches {
			if ap.Impassable {
				fmt.Fprintf(&b, "  /%s impassable\n", ap.Faces)
				continue
			}
			line := fmt.Sprintf("  /%s %s", ap.Faces, terrainText(ap, lang))
			if len(ap.Roads) > 0 {
				line += "; road " + strings.Join(ap.Roads, ", ")
			}
			b.WriteString(line + "\n")
		}
	}
	b.WriteString("\nRoads:\n")
	for _, rd := range sc.Roads {
		kind := "minor"
		if rd.Main {
			kind = "main"
		}
		fmt.Fprintf(&b, "  %s (%s, %s): %s\n", rd.Key, rd.Name.EN, kind, strings.Join(rd.Areas, " "))
	}
	b.WriteString("\nEntries:\n")
	for _, e := range sc.Entries {
		fmt.Fprintf(&b, "  %s: %s at %s, by road %s\n", e.Key, e.Side, e.Area, e.Road)
	}
	b.WriteString("\nBlocks:\n")
	for _, d := range sc.Blocks {
		where := "French start"
		switch {
		case d.Area != "":
			where = "in " + d.Area
		case d.Entry != "":
			where = fmt.Sprintf("%s at %d:00", d.Entry, d.Hour)
		}
		fmt.Fprintf(&b, "  %s %-5s %-26s %s\n", d.ID, Face{Arm: d.Arm, Strength: d.Strength}.String(), d.Name, where)
	}
	return b.String()
}
