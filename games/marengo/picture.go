package marengo

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"adjutant/games"
	"adjutant/games/kit/picture"
	"adjutant/templates/i18n"
)

// The picture is the ASCII map drawn again (renderMap and the block lists
// under it): each area a box on the scenario's grid, its border with each
// neighbour a line (roads brown, main roads thick, impassable borders
// barred), the holder's colour in the box, and every block on the map as
// a small square: in the reserve inside its area's box, on an approach in
// the gap toward the neighbour it faces. A reader's own blocks (all of
// them for the master and after the end) carry their faces; the enemy's
// are face down, grey while inactive, and show a face only while the
// rules show it (blockItems' "shown"), drawn in an order made of what the
// view tells (drawingOrder). So the picture holds nothing the view does
// not: counts and shown faces of the enemy, faces of one's own.

const (
	areaW, areaH = 150.0, 120.0
	areaGap      = 50.0
	mapLeft      = 20.0
	mapTop       = 56.0
	blockW       = 24.0
	blockH       = 16.0
)

// Picture draws the map as v may see it.
func (g *Game) Picture(v games.Viewer, lang i18n.Lang) *picture.Drawing { return g.s.Picture(v, lang) }

// Picture draws the map of a state as v may see it, for tools and tests
// that hold a State (Game.State) rather than a Game.
func (s *State) Picture(v games.Viewer, lang i18n.Lang) *picture.Drawing {
	me, player := viewerSide(v)
	knows := func(side Side) bool { return v.All() || (player && me == side) }
	rows, cols := 0, 0
	for _, a := range s.sc.Areas {
		rows, cols = max(rows, a.Row+1), max(cols, a.Col+1)
	}
	w := mapLeft*2 + float64(cols)*areaW + float64(cols-1)*areaGap
	h := mapTop + float64(rows)*areaH + float64(rows-1)*areaGap + 54
	d := picture.New(int(w), int(h), picture.White)
	label(d, picture.Pt(w/2, 14), s.headline(), lang, picture.Black, picture.Large)
	label(d, picture.Pt(w/2, 36), s.moraleLine(), lang, picture.DarkGrey, picture.Normal)
	s.drawBorders(d)
	for _, a := range s.sc.Areas {
		s.drawArea(d, a, knows, lang)
	}
	s.drawApproaches(d, knows)
	label(d, picture.Pt(w/2, h-30), txt("Austria red, France blue, inactive blocks grey; blocks face down where the enemy's are hidden.",
		"奧地利紅，法國藍，未啟動的木塊灰色；敵方隱藏的木塊不顯示正面。", "奥地利红，法国蓝，未启动的木块灰色；敌方隐藏的木块不显示正面。"), lang, picture.DarkGrey, picture.Small)
	label(d, picture.Pt(w/2, h-16), txt("Brown lines are roads, thick ones main roads; barred: an impassable border; cap: the most blocks of a side the area holds; * objective.",
		"棕線為道路，粗線為大路；橫槓：不可通行的邊界；容量：一方在該區最多可容納的木塊數；* 目標。",
		"棕线为道路，粗线为大路；横杠：不可通行的边界；容量：一方在该区最多可容纳的木块数；* 目标。"), lang, picture.DarkGrey, picture.Small)
	return d
}

// label writes t in lang, or in English where the renderer has no letters
// for lang.
func label(d *picture.Drawing, at picture.Point, t i18n.Text, lang i18n.Lang, c picture.Colour, size picture.Size) {
	d.TextOr(at, t.In(lang), t.EN, c, size)
}

func (s *State) headline() i18n.Text {
	b := &s.B
	switch s.Stage {
	case stageSetup:
		return txt("Set-up: the French start blocks are about to be drawn.", "佈局：即將抽出法軍起始部隊的位置。", "布局：即将抽出法军起始部队的位置。")
	case stageOver:
		return txt("The battle is over: %s won (%s).", "戰鬥結束：%s獲勝（%s）。", "战斗结束：%s获胜（%s）。", sideText(Side(s.Winner)), s.Reason)
	}
	return txt("%s: %s to play (turn %d of %d); command points left: %d of 3.", "%s：%s行動（第 %d 回合，共 %d 回合）；剩餘指揮點：%d/3。", "%s：%s行动（第 %d 回合，共 %d 回合）；剩余指挥点：%d/3。",
		hourText(b.Hour), sideText(b.Active), b.Hour-s.sc.FirstHour+1, s.sc.Hours(), b.T.CP)
}

func (s *State) moraleLine() i18n.Text {
	b := &s.B
	return txt("Morale: Austria %d%s, France %d%s.", "士氣：奧地利 %d%s，法國 %d%s。", "士气：奥地利 %d%s，法国 %d%s。",
		b.Morale[Austria], weakMark(b, Austria), b.Morale[France], weakMark(b, France))
}

// areaCentre is the centre of an area's box.
func areaCentre(a *Area) picture.Point {
	return picture.Pt(mapLeft+float64(a.Col)*(areaW+areaGap)+areaW/2, mapTop+float64(a.Row)*(areaH+areaGap)+areaH/2)
}

func sideColour(side Side) picture.Colour {
	if side == Austria {
		return picture.Red
	}
	return picture.Blue
}

// drawBorders draws each border once, under the boxes.
func (s *State) drawBorders(d *picture.Drawing) {
	for _, a := range s.sc.Areas {
		for _, ap := range a.Approaches {
			c, ok := s.sc.area[ap.Faces]
			if !ok || c.Key < a.Key {
				continue
			}
			p, q := areaCentre(a), areaCentre(c)
			main, minor := false, false
			for _, rd := range s.sc.roadsThrough(a.Key, c.Key) {
				main, minor = main || rd.Main, minor || !rd.Main
			}
			switch {
			case ap.Impassable:
				mid := picture.Pt((p.X+q.X)/2, (p.Y+q.Y)/2)
				d.Line([]picture.Point{p, q}, picture.LightGrey, 1)
				dx, dy := (q.X-p.X)/math.Hypot(q.X-p.X, q.Y-p.Y)*12, (q.Y-p.Y)/math.Hypot(q.X-p.X, q.Y-p.Y)*12
				d.Line([]picture.Point{{X: mid.X - dy, Y: mid.Y + dx}, {X: mid.X + dy, Y: mid.Y - dx}}, picture.Black, 4)
			case main:
				d.Line([]picture.Point{p, q}, picture.Road, 6)
			case minor:
				d.Line([]picture.Point{p, q}, picture.Road, 3)
			default:
				d.Line([]picture.Point{p, q}, picture.Grey, 1.5)
			}
		}
	}
}

// drawArea draws one box: key, name, capacity and objective in the
// reader's language (in English where the renderer has no Chinese
// letters), the holder's colour and the blocks of its reserve.
func (s *State) drawArea(d *picture.Drawing, a *Area, knows func(Side) bool, lang i18n.Lang) {
	c := areaCentre(a)
	x, y := c.X-areaW/2, c.Y-areaH/2
	side, held := s.B.holder(a.Key)
	fill := picture.Land
	if held {
		fill = picture.Pale(sideColour(side))
	}
	d.Rect(x, y, areaW, areaH, fill, picture.Black)
	title := a.Key
	if picture.Covered(a.Name.EN) {
		title += " " + a.Name.EN
	}
	d.TextOr(picture.Pt(c.X, y+12), a.Key+" "+a.Name.In(lang), title, picture.Black, picture.Small)
	info, local := fmt.Sprintf("cap %d", a.Capacity), fmt.Sprintf(tr(lang, "cap %d", "容量 %d", "容量 %d"), a.Capacity)
	if a.Objective != "" {
		info += " *" + string(a.Objective)
		local += " *" + colourText(a.Objective).In(lang)
	}
	d.TextOr(picture.Pt(c.X, y+26), local, info, picture.DarkGrey, picture.Small)
	if !held {
		return
	}
	bs := s.drawingOrder(s.B.at(side, reserveOf(a.Key)), knows(side))
	for i, x0 := range bs {
		if i >= 15 {
			d.Text(picture.Pt(c.X, y+areaH-8), fmt.Sprintf("+%d", len(bs)-15), picture.Black, picture.Small)
			break
		}
		col, row := float64(i%5), float64(i/5)
		s.drawBlock(d, x0, picture.Pt(x+16+col*29, y+46+row*22), knows(side))
	}
}

// drawApproaches draws the blocks on each approach in the gap toward the
// area they face, nearer their own area, stacked across the border.
func (s *State) drawApproaches(d *picture.Drawing, knows func(Side) bool) {
	for _, a := range s.sc.Areas {
		side, held := s.B.holder(a.Key)
		if !held {
			continue
		}
		for _, ap := range a.Approaches {
			c, ok := s.sc.area[ap.Faces]
			if !ok {
				continue
			}
			bs := s.drawingOrder(s.B.at(side, ap.Place()), knows(side))
			if len(bs) == 0 {
				continue
			}
			p, q := areaCentre(a), areaCentre(c)
			edge := edgeDistance(p, q)
			at := picture.Toward(p, q, edge+13)
			n := math.Hypot(q.X-p.X, q.Y-p.Y)
			px, py := -(q.Y-p.Y)/n, (q.X-p.X)/n // across the border
			for i, x := range bs {
				off := (float64(i) - float64(len(bs)-1)/2) * 20
				if math.Abs(px) > math.Abs(py) {
					off *= 1.4
				}
				s.drawBlock(d, x, picture.Pt(at.X+px*off, at.Y+py*off), knows(side))
			}
		}
	}
}

// drawingOrder is the order a place's blocks are drawn in. A reader who
// knows the side gets roster order; anyone else an order made of what
// the view tells them (blockItems): the faces shown first, by face, then
// the active blocks face down, then the inactive ones. Roster order would
// tell them which block is which from one picture to the next.
func (s *State) drawingOrder(bs []*Block, known bool) []*Block {
	if known {
		return bs
	}
	rank := func(x *Block) (int, string) {
		switch {
		case s.B.shown(x.ID):
			return 0, faceCode(x.Face())
		case x.Inactive:
			return 2, ""
		}
		return 1, ""
	}
	out := slices.Clone(bs)
	slices.SortStableFunc(out, func(a, b *Block) int {
		ra, fa := rank(a)
		rb, fb := rank(b)
		return cmp.Or(cmp.Compare(ra, rb), cmp.Compare(fa, fb))
	})
	return out
}

// edgeDistance is how far from p, toward q, the line leaves p's box.
func edgeDistance(p, q picture.Point) float64 {
	dx, dy := math.Abs(q.X-p.X), math.Abs(q.Y-p.Y)
	n := math.Hypot(dx, dy)
	t := math.Inf(1)
	if dx > 0 {
		t = areaW / 2 / dx
	}
	if dy > 0 {
		t = math.Min(t, areaH/2/dy)
	}
	return t * n
}

// drawBlock draws one block centred on at: its face when the reader knows
// the side or the rules show it, else face down.
func (s *State) drawBlock(d *picture.Drawing, x *Block, at picture.Point, known bool) {
	fill, ink := sideColour(x.Side), picture.White
	if x.Inactive {
		fill = picture.Grey
	}
	d.Rect(at.X-blockW/2, at.Y-blockH/2, blockW, blockH, fill, picture.Black)
	if known || s.B.shown(x.ID) {
		d.Text(at, faceCode(x.Face()), ink, picture.Small)
	}
}

// faceCode is a face in three characters: "I3", "C2", "A1".
func faceCode(f Face) string {
	s := f.String()
	if s == "" {
		return ""
	}
	return fmt.Sprintf("%c%d", s[0]-'a'+'A', f.Strength)
}
