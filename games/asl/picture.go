package asl

import (
	"fmt"

	"adjutant/games"
	"adjutant/games/asl/aslmap"
	"adjutant/games/kit/hexgrid"
	"adjutant/games/kit/picture"
	"adjutant/templates/i18n"
)

// Picture draws what status draws, which every reader may see: the boards
// with each hex's terrain and roads, smoke, residual firepower, the
// victory hexes with their controller, and the units on the map as
// counters with their ids and states (b broken, p pinned, DM, CX, w
// wounded, m melee; PF, FF, FnF for the fire they took). Standing orders
// and a stop's plan, which View shows a side alone, are never drawn, so
// every reader gets the same picture.
func (g *Game) Picture(_ games.Viewer, lang i18n.Lang) *picture.Drawing {
	s := g.s
	l := pictureLayout(s)
	w, h := l.Size()
	d := picture.New(int(w+24), int(h+78), picture.White)
	phase := g.Phase().Name
	d.TextOr(picture.Pt((w+24)/2, 14), s.sc.Title.In(lang)+" - "+phase.In(lang), s.sc.Title.EN+" - "+phase.EN, picture.Black, picture.Large)
	fill := terrainFill()
	for _, x := range s.sc.Hexes() {
		l.Hex(d, x, fill[s.sc.Terrain(x)], picture.Grey)
	}
	for _, x := range s.sc.Hexes() {
		for _, n := range s.sc.Grid().Neighbours(x) {
			if hexgrid.Less(x, n) && s.sc.RoadStep(x, n) {
				d.Line([]picture.Point{l.Centre(x), l.Centre(n)}, picture.Road, 4)
			}
		}
	}
	for i, x := range s.sc.Victory.Control {
		d.Circle(l.Centre(x), 24, picture.None, sideColour(s.Control[i]))
		d.Circle(l.Centre(x), 22, picture.None, sideColour(s.Control[i]))
	}
	for _, x := range s.sc.Hexes() {
		c := l.Centre(x)
		d.Text(picture.Pt(c.X, c.Y-17), s.sc.ID(x), picture.DarkGrey, picture.Small)
		s.drawHexContents(d, x, c)
	}
	// The count of counters a hex holds beyond the two drawn, on a tag at
	// the foot of the hex, drawn last so no neighbour's counter covers it.
	for _, x := range s.sc.Hexes() {
		if n := len(s.at(x, -1)); n > 2 {
			c := l.Centre(x)
			d.Rect(c.X-9, c.Y+14.5, 18, 11, picture.White, picture.Black)
			d.Text(picture.Pt(c.X, c.Y+20), fmt.Sprintf("+%d", n-2), picture.Black, picture.Small)
		}
	}
	for i, key := range []string{"legend", "marks"} {
		legend := names().Of("picture", key)
		d.TextOr(picture.Pt((w+24)/2, h+54+float64(i)*14), legend.In(lang), legend.EN, picture.DarkGrey, picture.Small)
	}
	return d
}

// pictureLayout places the scenario's boards on the picture.
func pictureLayout(s *State) picture.HexLayout {
	return picture.HexLayout{Grid: s.sc.Grid(), R: 28, Left: 12, Top: 44}
}

// drawHexContents draws smoke, residual FP, the counters and the weapons
// lying in hex x.
func (s *State) drawHexContents(d *picture.Drawing, x Hex, c picture.Point) {
	for _, sm := range s.Smoke {
		if sm == x {
			d.Circle(c, 14, picture.LightGrey, picture.Grey)
			d.Text(picture.Pt(c.X+15, c.Y+20), "sm", picture.Black, picture.Small)
		}
	}
	for _, r := range s.Residual {
		if r.Hex == x {
			d.Text(picture.Pt(c.X-15, c.Y+20), fmt.Sprintf("FP%d", r.FP), picture.Orange, picture.Small)
		}
	}
	us := s.at(x, -1)
	for i, u := range us {
		if i == 2 {
			break // the rest are counted on a tag (Picture)
		}
		y := c.Y - 5 + float64(i)*13 // under the hex's id, above the foot's marks
		fill, ink := sideColour(u.Side), picture.White
		if u.Broken {
			fill, ink = picture.Pale(fill), picture.Black
		}
		text := counterText(u)
		w := min(max(38, 6*float64(len(text))+4), 60) // "R14 b DM w" needs 56
		d.Rect(c.X-w/2, y-6, w, 13, fill, picture.Black)
		d.Text(picture.Pt(c.X, y), text, ink, picture.Small)
	}
	if n := len(s.lying(x)); n > 0 {
		d.Text(picture.Pt(c.X+15, c.Y-8), "SW", picture.Black, picture.Small)
	}
}

// counterText is a counter's id with its state in a few letters.
func counterText(u *Unit) string {
	t := u.ID
	for _, m := range []struct {
		on   bool
		mark string
	}{{u.Broken, "b"}, {u.Pinned, "p"}, {u.DM, "DM"}, {u.CX, "CX"}, {u.Wounded, "w"}, {u.Melee, "m"}} {
		if m.on {
			t += " " + m.mark
		}
	}
	switch {
	case u.Fire == PrepFire || u.Prepped:
		t += " PF"
	case u.Fire == FirstFire:
		t += " FF"
	case u.Fire == FinalFire:
		t += " FnF"
	}
	return t
}

func sideColour(side int) picture.Colour {
	if side == 0 {
		return picture.Red
	}
	return picture.Blue
}

// terrainFill is the colour each terrain's hexes are filled with, as the
// legend under the picture tells.
func terrainFill() map[aslmap.Terrain]picture.Colour {
	return map[aslmap.Terrain]picture.Colour{
		aslmap.Open:      picture.Land,
		aslmap.Grain:     picture.PaleYellow,
		aslmap.Orchard:   picture.PaleGreen,
		aslmap.Woods:     picture.Forest,
		aslmap.WoodBldg:  picture.PaleBrown,
		aslmap.StoneBldg: picture.LightGrey,
	}
}

var _ games.ResultPictured = Engine{}

// PictureResult draws a stored result: the position after it as Picture
// draws it, with an arrow along every unit's path in the order the units
// moved (black for moves and advances, purple for routs; dashed where the
// defender's fire stopped the unit). Every step was taken in the open, so
// every reader gets the same picture. A result stored before paths were
// recorded draws the position alone.
func (Engine) PictureResult(data []byte, v games.Viewer, lang i18n.Lang) (*picture.Drawing, error) {
	r, moves, err := decodeResult(data)
	if err != nil {
		return nil, err
	}
	d := (&Game{s: r.State}).Picture(v, lang)
	l := pictureLayout(r.State)
	style := picture.PathStyle{Colour: picture.Black, Marked: picture.Purple, Width: 3, Short: 12}
	for _, m := range moves {
		picture.PathArrow(d, l, m.Path, style, m.Kind == MoveRout, m.Stopped)
	}
	if len(d.Arrows()) > 0 {
		// A line under the legend for the arrows.
		t := names().Of("picture", "arrows")
		d.H += 14
		d.TextOr(picture.Pt(float64(d.W)/2, float64(d.H)-14), t.In(lang), t.EN, picture.DarkGrey, picture.Small)
	}
	return d, nil
}
