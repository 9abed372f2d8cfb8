package diplomacy

import (
	"encoding/json"
	"fmt"

	"adjutant/games"
	"adjutant/games/diplomacy/asciimap"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/render"
	"adjutant/games/kit/picture"
	"adjutant/templates/i18n"
)

// The picture is the ASCII map drawn again, one block of pixels per
// character of our own map art (asciimap.EuropeCells): every province's
// region filled (seas blue, land beige, supply centres tinted with their
// owner's colour), borders dark, and at each province's slot its name, its
// centre (a dot in the owner's colour, white when neutral) and its unit
// (a disc for an army, a square for a fleet, in the power's colour; a
// dislodged unit below it, ringed in red). Nothing in Diplomacy is
// hidden, so every reader gets the same picture, as every reader gets the
// same view.

const (
	cellW, cellH = 10.0, 11.0
	dipLeft      = 8.0
	dipTop       = 34.0
)

// Picture draws the current position.
func (g *game) Picture(_ games.Viewer, lang i18n.Lang) *picture.Drawing {
	return drawPosition(g.eng.base, g.pos, render.PhaseName(g.pos.Phase), lang, false)
}

// PictureResult draws a phase's result: the position after it, with every
// order of the phase drawn over it as the report lists them (failed
// moves, cut supports and disrupted convoys dashed).
func (e *engine) PictureResult(result []byte, _ games.Viewer, lang i18n.Lang) (*picture.Drawing, error) {
	var rj resultJSON
	if err := json.Unmarshal(result, &rj); err != nil {
		return nil, fmt.Errorf("%w: %w", games.ErrCorrupt, err)
	}
	prev, res, err := decodeResult(e.base, rj)
	if err != nil {
		return nil, err
	}
	title := i18n.Join(render.PhaseName(prev.Phase), i18n.T(": orders, and the position after", "：命令及其後的局勢", "：命令及其后的局势"))
	d := drawPosition(e.base, res.Next, title, lang, true)
	cells := asciimap.EuropeCells()
	for _, r := range res.Resolutions {
		drawOrder(d, cells, r)
	}
	return d, nil
}

// powerColours are the powers' colours on the picture; a power not in
// it (none on the standard board) is grey.
var powerColours = map[dip.Power]picture.Colour{
	dip.Austria: picture.Red, dip.England: picture.Blue, dip.France: picture.Cyan, dip.Germany: picture.Brown,
	dip.Italy: picture.Green, dip.Russia: picture.Purple, dip.Turkey: picture.Orange,
}

// powerColour is p's colour on the picture.
func powerColour(p dip.Power) picture.Colour {
	if c, ok := powerColours[p]; ok {
		return c
	}
	return picture.Grey
}

// drawPosition draws pos on map m under a title, with the legend under
// it (which tells of the arrows when orders are drawn over it).
func drawPosition(m *dip.Map, pos dip.Position, title i18n.Text, lang i18n.Lang, orders bool) *picture.Drawing {
	cells := asciimap.EuropeCells()
	w, h := dipLeft*2+float64(cells.W)*cellW, dipTop+float64(cells.H)*cellH+58
	d := picture.New(int(w), int(h), picture.White)
	d.TextOr(picture.Pt(w/2, 15), title.In(lang), title.EN, picture.Black, picture.Large)
	drawRegions(d, m, pos, cells)
	for _, p := range m.Provinces() {
		if s, ok := cells.Slots[p]; ok {
			drawSlot(d, m, pos, p, s)
		}
	}
	drawCentreCount(d, m, pos, w, h-36, lang)
	legend := i18n.T("A army, F fleet; red double ring: dislodged; dots: supply centres, filled in their owner's colour",
		"A 陸軍，F 艦隊；紅色雙圈：被驅逐；圓點：軍需區，填上擁有者的顏色", "A 陆军，F 舰队；红色双圈：被驱逐；圆点：军需区，填上拥有者的颜色")
	if orders {
		legend = i18n.Join(legend, i18n.T("; arrows: the orders, dashed where they failed; ring: built; cross: removed",
			"；箭頭：命令，虛線為未成功者；單圈：新建；叉：移除", "；箭头：命令，虚线为未成功者；单圈：新建；叉：移除"))
	}
	d.TextOr(picture.Pt(w/2, h-14), legend.In(lang), legend.EN, picture.DarkGrey, picture.Small)
	return d
}

// drawRegions fills the art's cells: each province's colour worked out
// once, then horizontal runs of equal cells, a run that continues one of
// the line above (same columns, same colour) growing that rectangle down.
func drawRegions(d *picture.Drawing, m *dip.Map, pos dip.Position, cells *asciimap.Cells) {
	provColour := make([]picture.Colour, len(cells.Names))
	for i, p := range cells.Names {
		provColour[i] = regionColour(m, pos, p)
	}
	edgeColour := map[asciimap.Edge]picture.Colour{asciimap.CoastEdge: picture.DarkGrey, asciimap.LandEdge: picture.Grey, asciimap.SeaEdge: picture.PaleBlue}
	colour := func(y, x int) picture.Colour {
		if e := cells.Edge[y][x]; e != asciimap.NoEdge {
			return edgeColour[e]
		}
		if i := cells.Index[y][x]; i >= 0 {
			return provColour[i]
		}
		return picture.White
	}
	type run struct {
		x, end int
		c      picture.Colour
	}
	open := map[run]int{} // runs of the line above -> their command
	for y := range cells.H {
		next := map[run]int{}
		for x := 0; x < cells.W; {
			c, end := colour(y, x), x+1
			for end < cells.W && colour(y, end) == c {
				end++
			}
			r := run{x, end, c}
			if i, ok := open[r]; ok {
				d.Commands[i].Points[1].Y += cellH
				next[r] = i
			} else if c != picture.White {
				d.Rect(dipLeft+float64(x)*cellW, dipTop+float64(y)*cellH, float64(end-x)*cellW, cellH, c, picture.None)
				next[r] = len(d.Commands) - 1
			}
			x = end
		}
		open = next
	}
}

// regionColour is the fill of province p: sea, land, impassable, or the
// pale colour of the power owning its centre.
func regionColour(m *dip.Map, pos dip.Position, p dip.Province) picture.Colour {
	info := m.Province(p)
	switch {
	case info == nil:
		return picture.White
	case info.Terrain == dip.Sea:
		return picture.Sea
	case info.Impassable:
		return picture.LightGrey
	}
	if owner, ok := pos.Owners[p]; ok && owner != "" {
		return picture.Pale(powerColour(owner))
	}
	return picture.Land
}

// slotPoint is where a province's unit stands on the picture: the right
// end of its slot.
func slotPoint(s asciimap.Slot) picture.Point {
	return picture.Pt(dipLeft+(float64(s.Col+s.Width)-1)*cellW-2, dipTop+(float64(s.Line)+0.5)*cellH)
}

// drawSlot writes a province's name, its centre and its units.
func drawSlot(d *picture.Drawing, m *dip.Map, pos dip.Position, p dip.Province, s asciimap.Slot) {
	name := asciimap.Abbrev(p)
	y := dipTop + (float64(s.Line)+0.5)*cellH
	x := dipLeft + float64(s.Col)*cellW + 2
	d.Text(picture.Pt(x+float64(len(name))*3.3, y), name, picture.Black, picture.Small)
	if info := m.Province(p); info != nil && info.SupplyCenter {
		fill := picture.White
		if owner, ok := pos.Owners[p]; ok && owner != "" {
			fill = powerColour(owner)
		}
		d.Circle(picture.Pt(x+float64(len(name))*6.6+6, y), 3.5, fill, picture.Black)
	}
	at := slotPoint(s)
	if u, ok := pos.Units[p]; ok {
		drawUnit(d, u, at, false)
	}
	if dl, ok := pos.Dislodged[p]; ok {
		drawUnit(d, dl.Unit, picture.Pt(at.X, at.Y+cellH), true)
	}
}

// drawUnit draws a unit: a disc for an army, a square for a fleet, with
// its coast when it stands on one; a dislodged unit ringed in red.
func drawUnit(d *picture.Drawing, u dip.Unit, at picture.Point, dislodged bool) {
	c := powerColour(u.Power)
	if dislodged {
		d.Circle(at, 10, picture.None, picture.Red)
		d.Circle(at, 9, picture.None, picture.Red)
	}
	if u.Type == dip.Fleet {
		d.Rect(at.X-7, at.Y-6, 14, 12, c, picture.Black)
	} else {
		d.Circle(at, 7, c, picture.Black)
	}
	d.Text(at, u.Type.Letter(), picture.White, picture.Small)
	if u.At.Coast != dip.NoCoast {
		d.Text(picture.Pt(at.X, at.Y-11), string(u.At.Coast), picture.Black, picture.Small)
	}
}

// drawCentreCount writes each power's centres in its colour, the power
// named in the reader's language (its English name where the renderer
// has no Chinese letters).
func drawCentreCount(d *picture.Drawing, m *dip.Map, pos dip.Position, w, y float64, lang i18n.Lang) {
	count := map[dip.Power]int{}
	for _, p := range m.Provinces() {
		if owner := pos.Owners[p]; owner != "" && m.Province(p).SupplyCenter {
			count[owner]++
		}
	}
	powers := dip.AllPowers()
	step := w / float64(len(powers))
	for i, p := range powers {
		name := render.PowerName(p)
		d.TextOr(picture.Pt(step*(float64(i)+0.5), y), fmt.Sprintf("%s %d", name.In(lang), count[p]), fmt.Sprintf("%s %d", name.EN, count[p]), powerColour(p), picture.Normal)
	}
}

// drawOrder draws one resolved order: moves and retreats as arrows,
// supports as thin arrows (to the supported unit, or bent to the place it
// moves to), convoys from the army through the fleet to the landing,
// builds ringed, removals and disbands crossed; failed ones dashed.
func drawOrder(d *picture.Drawing, cells *asciimap.Cells, r dip.Resolution) {
	o := r.Order
	at, ok := point(cells, o.At)
	if !ok {
		return
	}
	c, failed := powerColour(o.Power), r.Outcome != dip.Succeeded
	switch o.Kind {
	case dip.Move, dip.Retreat:
		if to, ok := point(cells, o.To); ok {
			d.Arrow(at, picture.Toward(to, at, 8), c, 2.5, failed)
		}
	case dip.Support:
		other, ok := point(cells, o.Other)
		if !ok {
			return
		}
		if to, ok := point(cells, o.OtherTo); ok && o.OtherTo.Prov != "" {
			mid := picture.Pt((other.X+to.X)/2, (other.Y+to.Y)/2)
			d.Arrow(at, mid, c, 1.5, failed)
			return
		}
		d.Arrow(at, picture.Toward(other, at, 9), c, 1.5, failed)
	case dip.Convoy:
		army, ok1 := point(cells, o.Other)
		to, ok2 := point(cells, o.OtherTo)
		if ok1 && ok2 {
			d.ArrowPath([]picture.Point{army, at, picture.Toward(to, at, 8)}, c, 1.5, failed)
		}
	case dip.Build:
		d.Circle(at, 11, picture.None, c)
	case dip.Remove, dip.Disband:
		d.Line([]picture.Point{{X: at.X - 9, Y: at.Y - 9}, {X: at.X + 9, Y: at.Y + 9}}, picture.Black, 2)
		d.Line([]picture.Point{{X: at.X - 9, Y: at.Y + 9}, {X: at.X + 9, Y: at.Y - 9}}, picture.Black, 2)
	}
}

// point is where a location's unit stands on the picture.
func point(cells *asciimap.Cells, l dip.Loc) (picture.Point, bool) {
	s, ok := cells.Slots[l.Prov]
	if !ok {
		return picture.Point{}, false
	}
	return slotPoint(s), true
}
