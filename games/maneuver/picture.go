package maneuver

import (
	"fmt"
	"strconv"

	"adjutant/games"
	"adjutant/games/kit/picture"
	"adjutant/templates/i18n"
)

// Picture draws the field as the view shows it (renderField): tile
// terrain, redoubts, and every unit on the field with its code and
// strength. The field is open to both sides, and hands, decks and books
// are never drawn, so every reader gets the same picture; before the field
// is laid there is none.
func (g *Game) Picture(v games.Viewer, lang i18n.Lang) *picture.Drawing { return g.s.Picture(v, lang) }

// Picture draws a state's field, for tools and tests that hold a State
// (Game.State) rather than a Game.
func (s *State) Picture(_ games.Viewer, lang i18n.Lang) *picture.Drawing {
	if s.field == nil {
		return nil
	}
	const sq, left, top = 64.0, 28.0, 40.0
	d := picture.New(int(left+Size*sq+28), int(top+Size*sq+74), picture.White)
	d.TextOr(picture.Pt(left+Size*sq/2, 14), s.phaseLine(lang), s.phaseLine(i18n.English), picture.Black, picture.Large)
	for c := 0; c < Size; c++ {
		x := left + float64(c)*sq
		d.Text(picture.Pt(x+sq/2, top-10), string(rune('A'+c)), picture.DarkGrey, picture.Small)
		for r := 0; r < Size; r++ {
			y := top + float64(Size-1-r)*sq
			if c == 0 {
				d.Text(picture.Pt(left-12, y+sq/2), strconv.Itoa(r+1), picture.DarkGrey, picture.Small)
			}
			s.drawSquare(d, Square{c, r}, x, y, sq)
		}
	}
	d.TextOr(picture.Pt(left+Size*sq/2, top+Size*sq+18), s.edgeCaption(lang), s.edgeCaption(i18n.English), picture.Black, picture.Normal)
	for i, line := range s.pictureKey() {
		d.TextOr(picture.Pt(left+Size*sq/2, top+Size*sq+38+float64(i)*14), line.In(lang), line.EN, picture.DarkGrey, picture.Small)
	}
	return d
}

// pictureKey is the legend under the field: the terrain each corner
// letter stands for, as the text map's key names them, then the marks.
func (s *State) pictureKey() []i18n.Text {
	var ts []i18n.Text
	for _, t := range s.data.Chart.Terrains {
		ts = append(ts, i18n.Join(i18n.Plain(string(t.Char)+" "), t.Name))
	}
	terrains := i18n.Join(i18n.T("Corner letters: ", "角上字母：", "角上字母："), i18n.ListText(ts))
	return []i18n.Text{terrains, i18n.T("brown double frame: redoubt; Blue and Red units: code, strength, * damaged (pale)",
		"棕色雙框：戰壕；藍方、紅方單位：代號、戰力，* 受損（淡色）", "棕色双框：战壕；蓝方、红方单位：代号、战力，* 受损（淡色）")}
}

// drawSquare draws one square: terrain, a redoubt's ring, the unit.
func (s *State) drawSquare(d *picture.Drawing, at Square, x, y, size float64) {
	t := s.field.At(at)
	d.Rect(x, y, size, size, terrainColour(t.Char), picture.Grey)
	d.Text(picture.Pt(x+size-8, y+9), string(t.Char), picture.DarkGrey, picture.Small)
	if s.hasRedoubt(at) {
		d.Rect(x+3, y+3, size-6, size-6, picture.None, picture.Brown)
		d.Rect(x+5, y+5, size-10, size-10, picture.None, picture.Brown)
	}
	seat, i, ok := s.unitAt(at)
	if !ok {
		return
	}
	fill, ink := picture.Blue, picture.White
	if seat == Red {
		fill = picture.Red
	}
	if s.unit(seat, i).Damaged {
		// A damaged unit shows its weaker side: the pale face.
		fill, ink = picture.Pale(fill), picture.Black
	}
	d.Rect(x+10, y+14, size-20, size-24, fill, picture.Black)
	d.Text(picture.Pt(x+size/2, y+26), s.def(seat, i).Code, ink, picture.Normal)
	str := strconv.Itoa(s.strength(seat, i))
	if s.unit(seat, i).Damaged {
		str += "*"
	}
	d.Text(picture.Pt(x+size/2, y+42), str, ink, picture.Normal)
}

// terrainColour is how the picture paints each terrain of the chart.
func terrainColour(ch byte) picture.Colour {
	switch ch {
	case '.':
		return picture.Land
	case ':':
		return picture.PaleYellow
	case 'T':
		return picture.Forest
	case '^':
		return picture.Hill
	case 'H':
		return picture.Town
	case '~':
		return picture.Marsh
	case '=':
		return picture.Water
	case 'M':
		return picture.PaleBrown
	}
	return picture.LightGrey
}

// phaseLine heads the picture: the turn and who is to play.
func (s *State) phaseLine(lang i18n.Lang) string {
	if s.Stage == StageTurn {
		return i18n.T("Turn %d: %s to play.", "第 %d 回合：%s行動。", "第 %d 回合：%s行动。", s.Turn, s.sideText(s.Active)).In(lang)
	}
	return stageText(s.Stage).In(lang)
}

// edgeCaption names both players' edges, as the view's edge lines do.
func (s *State) edgeCaption(lang i18n.Lang) string {
	out := ""
	for _, seat := range []Seat{Blue, Red} {
		e := s.Sides[seat].Edge
		if e.Name == "" {
			continue
		}
		if out != "" {
			out += i18n.Tr(lang, "; ", "；", "；")
		}
		out += fmt.Sprint(i18n.T("%s edge: %s", "%s邊：%s", "%s边：%s", dirText(e), s.sideText(seat)).In(lang))
	}
	return out
}
