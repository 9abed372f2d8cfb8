package asl

import (
	"fmt"
	"strings"

	"adjutant/games/asl/aslmap"
	"adjutant/games/kit/hexgrid"
	"adjutant/templates/i18n"
)

// MapWidth is the widest a map line may be: mail readers show 78 columns.
// Prose (reports, notes, lists) wraps at proseWidth instead, once.
const MapWidth = 78

// proseWidth is where reports and views wrap their prose: the judge's
// width for prose less the two columns by which a reply indents an answer
// (SUMMARY, HISTORY), so that a reply never breaks the lines again.
const proseWidth = i18n.ProseWidth - 2

// sectionColumns is the most hex columns one map section shows: each takes
// four characters after a four-character row label.
const sectionColumns = 18

// hexCell is a hex drawn in three characters: its terrain (a road hex as
// "=", a woods-road as "W") and its units: "R2" for two Russian units, "**"
// when both sides are there, "sm" for smoke on an empty hex.
func (s *State) hexCell(h Hex) string {
	t := string(rune(s.sc.Terrain(h)))
	if s.sc.Road(h) {
		t = "="
		if s.sc.Terrain(h) == aslmap.Woods {
			t = "W"
		}
	}
	var n [2]int
	for _, u := range s.at(h, -1) {
		n[u.Side]++
	}
	switch {
	case n[0] > 0 && n[1] > 0:
		return t + "**"
	case n[0] > 0:
		return t + s.sc.Sides[0].Code + countChar(n[0])
	case n[1] > 0:
		return t + s.sc.Sides[1].Code + countChar(n[1])
	}
	for _, sm := range s.Smoke {
		if sm == h {
			return t + "sm"
		}
	}
	return t + "  "
}

func countChar(n int) string {
	if n > 9 {
		return "+"
	}
	return fmt.Sprint(n)
}

// sections splits a board's columns into pieces that fit the mail width,
// as even as can be.
func sections(cols int) [][2]int {
	n := (cols + sectionColumns - 1) / sectionColumns
	per := (cols + n - 1) / n
	var out [][2]int
	for c := 1; c <= cols; c += per {
		out = append(out, [2]int{c, min(cols, c+per-1)})
	}
	return out
}

// drawMap draws every board, section by section: the columns across the
// top, two text lines per row with the lower columns (B, D …) on the
// second, as the hexes sit.
func (s *State) drawMap(lang i18n.Lang) string {
	var b strings.Builder
	off := 0
	for _, bd := range s.sc.Boards.List {
		for _, sec := range sections(bd.Columns) {
			fmt.Fprintf(&b, "%s\n", i18n.Tr(lang,
				fmt.Sprintf("Board %s, columns %s-%s:", bd.ID, hexgrid.ColumnName(sec[0]), hexgrid.ColumnName(sec[1])),
				fmt.Sprintf("地圖版 %s，第 %s-%s 列：", bd.ID, hexgrid.ColumnName(sec[0]), hexgrid.ColumnName(sec[1])),
				fmt.Sprintf("地图版 %s，第 %s-%s 列：", bd.ID, hexgrid.ColumnName(sec[0]), hexgrid.ColumnName(sec[1]))))
			head := "    "
			for c := sec[0]; c <= sec[1]; c++ {
				head += fmt.Sprintf("%-4s", hexgrid.ColumnName(c))
			}
			b.WriteString(strings.TrimRight(head, " ") + "\n")
			for r := 1; r <= bd.Rows; r++ {
				for half := range 2 {
					line := "    "
					if half == 0 {
						line = fmt.Sprintf("%3d ", r)
					}
					for c := sec[0]; c <= sec[1]; c++ {
						down := c%2 == 0 // EvenColumnsDown: B, D … sit lower
						if (half == 1) == down {
							line += s.hexCell(Hex{Col: c, Row: off + r}) + " "
						} else {
							line += "    "
						}
					}
					b.WriteString(strings.TrimRight(line, " ") + "\n")
				}
			}
			b.WriteString("\n")
		}
		off += bd.Rows
	}
	b.WriteString(i18n.Tr(lang,
		"Key: . open  g grain  o orchard  w woods  b wooden bldg  s stone bldg\n     = road  W woods-road  R2 two Russian units  ** both sides  sm smoke\n",
		"圖例：. 空地 g 麥田 o 果園 w 森林 b 木建築 s 石建築\n     = 道路 W 森林道路 R2 兩個俄軍單位 ** 雙方 sm 煙幕\n",
		"图例：. 空地 g 麦田 o 果园 w 森林 b 木建筑 s 石建筑\n     = 道路 W 森林道路 R2 两个俄军单位 ** 双方 sm 烟幕\n"))
	return b.String()
}

// unitLine describes a unit and its markers: "G3 4-6-7 broken DM, holds
// G20 MMG".
func (s *State) unitLine(u *Unit, lang i18n.Lang) string {
	var marks []string
	add := func(en, hant, hans string) { marks = append(marks, i18n.Tr(lang, en, hant, hans)) }
	if u.Broken {
		add("broken", "潰散", "溃散")
	}
	if u.DM {
		add("DM", "DM", "DM")
	}
	if u.Pinned {
		add("pinned", "被壓制", "被压制")
	}
	if u.CX {
		add("CX", "疲倦", "疲倦")
	}
	if u.Wounded {
		add("wounded", "負傷", "负伤")
	}
	if u.Melee {
		add("melee", "混戰", "混战")
	}
	switch {
	case u.Fire == PrepFire || u.Prepped:
		add("Prep Fire", "準備射擊", "准备射击")
	case u.Fire == FirstFire:
		add("First Fire", "臨機射擊", "临机射击")
	case u.Fire == FinalFire:
		add("Final Fire", "最終射擊", "最终射击")
	}
	out := s.unitText(u)
	if len(marks) > 0 {
		out += " " + strings.Join(marks, " ")
	}
	for _, w := range s.held(u.ID) {
		out += " [" + s.weaponLine(w, lang) + "]"
	}
	return out
}

func (s *State) weaponLine(w *Weapon, lang i18n.Lang) string {
	out := w.ID + " " + w.Type
	if w.Broken {
		out += " " + i18n.Tr(lang, "malfunctioned", "故障", "故障")
	}
	switch w.Fire {
	case PrepFire:
		out += " " + i18n.Tr(lang, "Prep Fire", "準備射擊", "准备射击")
	case FirstFire:
		out += " " + i18n.Tr(lang, "First Fire", "臨機射擊", "临机射击")
	case FinalFire:
		out += " " + i18n.Tr(lang, "Final Fire", "最終射擊", "最终射击")
	}
	if w.DCAt != nil {
		out += " " + i18n.Tr(lang, "placed at ", "放置於 ", "放置于 ") + s.sc.ID(*w.DCAt)
	}
	return out
}

// hexLines lists every occupied hex with its terrain and units, one line
// each, wrapped within the mail width.
func (s *State) hexLines(lang i18n.Lang) string {
	var b strings.Builder
	for _, h := range s.sc.Hexes() {
		us := s.at(h, -1)
		lying := s.lying(h)
		if len(us) == 0 && len(lying) == 0 {
			continue
		}
		var parts []string
		for _, u := range us {
			parts = append(parts, s.unitLine(u, lang))
		}
		for _, w := range lying {
			parts = append(parts, i18n.Tr(lang, "unpossessed ", "無人攜帶 ", "无人携带 ")+s.weaponLine(w, lang))
		}
		line := s.sc.ID(h) + " " + s.sc.Terrain(h).Name().In(lang) + i18n.Tr(lang, ": ", "：", "：") + strings.Join(parts, i18n.Tr(lang, "; ", "；", "；"))
		b.WriteString(wrapText(line, proseWidth, "    ") + "\n")
	}
	return b.String()
}

// wrapText breaks a line within max columns, at spaces or between two
// wide (Han) characters; continuation lines start with indent. (The
// judge's i18n.Wrap leaves lines with "=" or "+" whole, as drawings,
// and reports are full of DRs like "3+4=7".)
func wrapText(s string, max int, indent string) string {
	if i18n.Width(s) <= max {
		return s
	}
	// Tokens: a word with the space before it, or one wide character.
	var toks []string
	cur := ""
	for _, r := range s {
		switch {
		case r == ' ':
			if cur != "" {
				toks = append(toks, cur)
			}
			cur = " "
		case i18n.Width(string(r)) == 2:
			if cur != "" && cur != " " {
				toks = append(toks, cur)
				cur = ""
			}
			toks = append(toks, cur+string(r))
			cur = ""
		default:
			cur += string(r)
		}
	}
	if cur != "" {
		toks = append(toks, cur)
	}
	var lines []string
	var line []string
	width := func(ts []string) int {
		w := 0
		for _, t := range ts {
			w += i18n.Width(t)
		}
		return w
	}
	for _, tk := range toks {
		if len(line) > 0 && width(line)+i18n.Width(tk) > max {
			// A line does not start with closing punctuation: the last
			// word moves down with it, and with any closing marks before
			// it ("+2）。" breaking at "。" moves "+2）").
			var carry []string
			if closing(tk) && len(line) > 1 {
				k := len(line) - 1
				for k > 1 && closing(line[k]) {
					k--
				}
				carry = append([]string{strings.TrimLeft(line[k], " ")}, line[k+1:]...)
				line = line[:k]
			}
			// Nor does a line end with an opening bracket: it moves down
			// with what it opens.
			if n := len(line); n > 1 && opening(line[n-1]) {
				carry = append([]string{strings.TrimLeft(line[n-1], " ")}, carry...)
				line = line[:n-1]
			}
			lines = append(lines, strings.TrimRight(strings.Join(line, ""), " "))
			line = append([]string{indent}, carry...)
			tk = strings.TrimLeft(tk, " ")
		}
		line = append(line, tk)
	}
	lines = append(lines, strings.Join(line, ""))
	return strings.Join(lines, "\n")
}

// closing is a token of one wide closing punctuation mark, which no line
// may start with.
func closing(tk string) bool {
	return i18n.Width(tk) == 2 && strings.ContainsAny(tk, "。，、：；）」』！？")
}

// opening is a token of one wide opening bracket, which no line may end
// with.
func opening(tk string) bool {
	return i18n.Width(tk) == 2 && strings.ContainsAny(tk, "（「『")
}

// status is the position as everyone may see it: the map, the units by
// hex, reinforcements to come, residual FP and smoke, the victory hexes.
func (s *State) status(lang i18n.Lang) string {
	var b strings.Builder
	b.WriteString(s.drawMap(lang))
	b.WriteString("\n")
	b.WriteString(s.hexLines(lang))
	var later []string
	for i := range s.Units {
		u := &s.Units[i]
		if !u.OnMap && !u.Gone {
			later = append(later, s.unitText(u)+i18n.Tr(lang,
				fmt.Sprintf(" (turn %d, %s)", u.Enter, s.hexList(u.Entry)),
				fmt.Sprintf("（第 %d 回合，%s）", u.Enter, strings.Join(s.hexIDs(u.Entry), "、")),
				fmt.Sprintf("（第 %d 回合，%s）", u.Enter, strings.Join(s.hexIDs(u.Entry), "、"))))
		}
	}
	if len(later) > 0 {
		b.WriteString(wrapText(i18n.Tr(lang, "To enter: ", "待登場：", "待登场：")+strings.Join(later, i18n.Tr(lang, "; ", "；", "；")), proseWidth, "    ") + "\n")
	}
	for _, r := range s.Residual {
		b.WriteString(i18n.Tr(lang, fmt.Sprintf("Residual FP %d in %s\n", r.FP, s.sc.ID(r.Hex)), fmt.Sprintf("%s 有殘留火力 %d\n", s.sc.ID(r.Hex), r.FP), fmt.Sprintf("%s 有残留火力 %d\n", s.sc.ID(r.Hex), r.FP)))
	}
	var ctl []string
	for i, h := range s.sc.Victory.Control {
		ctl = append(ctl, s.sc.ID(h)+" "+s.sc.Sides[s.Control[i]].Code)
	}
	b.WriteString(wrapText(i18n.Tr(lang, "Victory hexes (controlled by): ", "勝利格（控制方）：", "胜利格（控制方）：")+strings.Join(ctl, " "), proseWidth, "    ") + "\n")
	return b.String()
}
