package marengo

import (
	"fmt"
	"strings"

	"adjutant/games/kit/runon"
	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

// The player text every report shares: names of sides, hours, places and
// blocks, in three languages. Each rule's own sentences are with it.

func txt(en, hant, hans string, a ...any) i18n.Text { return i18n.T(en, hant, hans, a...) }

func plain(s string) i18n.Text { return i18n.Plain(s) }

func tr(lang i18n.Lang, en, hant, hans string) string { return i18n.Tr(lang, en, hant, hans) }

// names are the engine's tables of names for the values of its own types
// (names.toml, embedded with the rest of files), read once.
var names = shipped.NamesIn(files)

// sideText is a side's name: "Austria", "奧地利".
func sideText(s Side) i18n.Text { return names().Of("side", s.String()) }

// armyText is a side's army as an adjective: "Austrian", "奧軍".
func armyText(s Side) i18n.Text { return names().Of("army", s.String()) }

// aBlock is "an Austrian block" in English; in Chinese the army's name,
// which the sentence follows with its own measure word.
func aBlock(s Side) i18n.Text { return names().Of("block", s.String()) }

// hourText is a time of day on the time track: "6 AM", "noon", "1 PM".
func hourText(h int) i18n.Text {
	switch {
	case h == 12:
		return i18n.Text{EN: "noon", Hant: "中午十二時", Hans: "中午十二时"}
	case h < 12:
		return txt("%d AM", "上午 %d 時", "上午 %d 时", h)
	}
	return txt("%d PM", "下午 %d 時", "下午 %d 时", h-12)
}

// placeText is a place as plans write it: "MAR" for the reserve (with
// the word), "MAR/CGR" for an approach.
func placeText(p Place) i18n.Text {
	if p.Reserve() {
		return txt("%s reserve", "%s 後備", "%s 后备", p.Area)
	}
	return plain(p.String())
}

// facesText lists faces: "inf3, cav2".
func facesText(fs []Face) i18n.Text {
	parts := make([]i18n.Text, len(fs))
	for i, f := range fs {
		parts[i] = f.Text()
	}
	return i18n.ListText(parts)
}

// ownText lists a side's own blocks with ids, as only their owner (and
// the master) reads them: "A03 inf3, A04 cav2".
func ownText(bs []*Block) i18n.Text {
	parts := make([]i18n.Text, len(bs))
	for i, x := range bs {
		parts[i] = i18n.Join(plain(x.ID+" "), x.Face().Text())
	}
	return i18n.ListText(parts)
}

// countText is "1 block" or "3 blocks".
func countText(n int) i18n.Text {
	if n == 1 {
		return txt("1 block", "1 隻部隊", "1 只部队")
	}
	return txt("%d blocks", "%d 隻部隊", "%d 只部队", n)
}

// cpText is what a step cost and what is left: "(1 CP, 2 left)".
func cpText(cost, left int) i18n.Text {
	if cost == 0 {
		return txt("(free, %d CP left)", "（免指揮點，剩 %d 點）", "（免指挥点，剩 %d 点）", left)
	}
	return txt("(%d CP, %d left)", "（%d 指揮點，剩 %d 點）", "（%d 指挥点，剩 %d 点）", cost, left)
}

// areaName is an area's name with its key: "Marengo (MAR)".
func (sc *Scenario) areaName(key string) i18n.Text {
	a, ok := sc.area[key]
	if !ok {
		return plain(key)
	}
	return i18n.Join(a.Name, plain(" ("+key+")"))
}

// terrainText writes an approach's terrain: "long, inf -1, art -1,
// obstacle", or "short" when it is open.
func terrainText(ap *Approach, lang i18n.Lang) string {
	var w []string
	if ap.Long {
		w = append(w, tr(lang, "long", "長", "长"))
	} else {
		w = append(w, tr(lang, "short", "短", "短"))
	}
	if ap.Infantry > 0 {
		w = append(w, fmt.Sprintf("%s -%d", tr(lang, "inf", "步", "步"), ap.Infantry))
	}
	if ap.Cavalry > 0 {
		w = append(w, fmt.Sprintf("%s -%d", tr(lang, "cav", "騎", "骑"), ap.Cavalry))
	}
	if ap.Artillery > 0 {
		w = append(w, fmt.Sprintf("%s -%d", tr(lang, "art", "砲", "炮"), ap.Artillery))
	}
	if ap.Obstacle {
		w = append(w, tr(lang, "obstacle", "阻撓騎兵", "阻挠骑兵"))
	}
	return strings.Join(w, tr(lang, ", ", "、", "、"))
}

// colourText names an objective's colour: "red".
func colourText(c Colour) i18n.Text {
	if !names().Has("colour", string(c)) {
		return plain("")
	}
	return names().Of("colour", string(c))
}

// proseWidth is where the engine wraps its prose: the judge's width less
// the two columns by which a reply indents an answer such as HISTORY or
// GET, so that the judge never wraps these lines a second time.
const proseWidth = i18n.ProseWidth - 2

// wrapItems writes head and then the items separated by sep, breaking
// lines between items (so "A03 inf3" stays whole) where it can, and inside
// an item only when it is wider than a line; continuation lines are
// indented by indent columns.
func wrapItems(head string, items []string, sep string, indent, width int) string {
	var out strings.Builder
	line, pad := head, strings.Repeat(" ", indent)
	for i, it := range items {
		piece := it
		if i < len(items)-1 {
			piece += sep
		}
		if i18n.Width(line)+i18n.Width(strings.TrimRight(piece, " ")) > width && i18n.Width(strings.TrimSpace(line)) > 0 && len(line) > indent {
			out.WriteString(i18n.Hang(strings.TrimRight(line, " "), width, pad) + "\n")
			line = pad
		}
		line += piece
	}
	out.WriteString(i18n.Hang(strings.TrimRight(line, " "), width, pad) + "\n")
	return out.String()
}

// faceGlue stands for the space inside "A03 inf3" while a line is wrapped:
// a block's id and its face are one name, never broken across lines.
const faceGlue = "\u00a0"

// wrapProse wraps a line of a report at proseWidth, keeping each block's
// id and face together.
func wrapProse(s string) string {
	return strings.ReplaceAll(i18n.Wrap(glueFaces(s), proseWidth), faceGlue, " ")
}

// glueFaces joins each block id to the face written after it ("A03 inf3",
// "F10 砲1") by faceGlue.
func glueFaces(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if i+4 < len(s) && s[i+3] == ' ' && (s[i] == 'A' || s[i] == 'F') && isDigit(s[i+1]) && isDigit(s[i+2]) &&
			(i == 0 || !isWordByte(s[i-1])) && startsWithFace(s[i+4:]) {
			b.WriteString(s[i:i+3] + faceGlue)
			i += 3
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func startsWithFace(s string) bool {
	for _, arm := range []string{"inf", "cav", "art", "步", "騎", "骑", "砲", "炮"} {
		if rest, ok := strings.CutPrefix(s, arm); ok && rest != "" && isDigit(rest[0]) {
			return true
		}
	}
	return false
}

func isDigit(c byte) bool    { return c >= '0' && c <= '9' }
func isWordByte(c byte) bool { return isDigit(c) || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

// joinHan takes out a space between two Chinese characters. A report's
// sentence is built with spaces around what may be a block's id ("F06
// 步2 於 PDB"), and the same sentence names a hidden block by a count
// ("1 隻部隊 於 PDB") or a reserve ("PDB 後備 投入到"): Chinese writes no
// space between two words of its own.
func joinHan(s string) string {
	rs := []rune(s)
	var b strings.Builder
	for i, r := range rs {
		if r == ' ' && i > 0 && i+1 < len(rs) && runon.IsHan(rs[i-1]) && runon.IsHan(rs[i+1]) {
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}
