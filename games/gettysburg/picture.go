package gettysburg

import (
	"encoding/json"
	"fmt"

	"adjutant/games"
	"adjutant/games/kit/hexgrid"
	"adjutant/games/kit/picture"
	"adjutant/games/kit/record"
	"adjutant/templates/i18n"
)

// Picture draws the map View draws, from the same public copy of the
// state (plans and standing answers removed): hexes coloured by terrain,
// roads, entries, the two HQs and the Sharpshooters, each unit on the map
// as a counter with its code and mode (> march, # combat), and the
// reader's own command range when it asked for it (ShowRange).
func (g *Game) Picture(v games.Viewer, lang i18n.Lang) *picture.Drawing {
	side, ok := viewerSide(v)
	rangeOf := -1
	if ok && g.s.ShowRange[side] {
		rangeOf = int(side)
	}
	s := g.s.public()
	l := pictureLayout(s)
	w, h := l.Size()
	d := picture.New(int(w+24), int(h+56+34), picture.White)
	d.TextOr(picture.Pt((w+24)/2, 14), s.headline(lang), s.headline(i18n.English), picture.Black, picture.Large)
	centre := func(x Hex) picture.Point { return l.Centre(hexgrid.Hex(x)) }
	for _, x := range s.sc.Hexes() {
		fill := picture.Land
		switch {
		case s.sc.Town(x):
			fill = picture.Town
		case s.sc.Defensive(x):
			fill = picture.Hill
		}
		l.Hex(d, hexgrid.Hex(x), fill, picture.Grey)
		d.Text(picture.Pt(centre(x).X, centre(x).Y-13), x.String(), picture.Grey, picture.Small)
	}
	for _, r := range s.sc.Roads {
		var pts []picture.Point
		for _, x := range r.Hexes {
			pts = append(pts, centre(x))
		}
		d.Line(pts, picture.Road, 3)
	}
	for _, letter := range sortedLetters(s.sc.Entries) {
		d.Text(centre(s.sc.Entries[letter]), letter, picture.Purple, picture.Large)
	}
	for _, x := range s.sc.Hexes() {
		if rangeOf >= 0 && !s.HQ[rangeOf].IsZero() && s.empty(x) && s.inRange(Side(rangeOf), x) {
			d.Circle(picture.Pt(centre(x).X, centre(x).Y+10), 3, sideColour(Side(rangeOf)), picture.None)
		}
	}
	s.drawMarkers(d, centre)
	for i, key := range []string{"legend", "marks"} {
		legend := names().Of("picture", key)
		d.TextOr(picture.Pt((w+24)/2, h+56+6+float64(i)*14), legend.In(lang), legend.EN, picture.DarkGrey, picture.Small)
	}
	return d
}

// pictureLayout places the scenario's map on the picture.
func pictureLayout(s *State) picture.HexLayout {
	return picture.HexLayout{Grid: s.sc.Grid(), R: 22, Left: 12, Top: 44}
}

// headline is the turn and the phase, as the view's status begins.
func (s *State) headline(lang i18n.Lang) string {
	if s.Stage == StageOver {
		return turnText(s.Turn).In(lang) + i18n.Tr(lang, ": game over", "：遊戲結束", "：游戏结束")
	}
	return fmt.Sprintf("%s%s%s", turnText(s.Turn).In(lang), i18n.Tr(lang, ": ", "：", "："), stageText(s.Stage).In(lang))
}

func sideColour(side Side) picture.Colour {
	if side == Union {
		return picture.Blue
	}
	return picture.DarkGrey
}

// drawMarkers draws the HQs, the Sharpshooters and the units on the map.
func (s *State) drawMarkers(d *picture.Drawing, centre func(Hex) picture.Point) {
	for _, side := range []Side{Union, Confederate} {
		if x := s.HQ[side]; !x.IsZero() {
			name := "M"
			if side == Confederate {
				name = "L"
			}
			d.Circle(centre(x), 11, picture.Pale(sideColour(side)), sideColour(side))
			d.Text(centre(x), name, picture.Black, picture.Normal)
		}
	}
	if x := s.Sharpshooters; !x.IsZero() {
		d.Circle(centre(x), 11, picture.PaleGreen, picture.Green)
		d.Text(centre(x), "SS", picture.Black, picture.Small)
	}
	for i, u := range s.Units {
		if u.Where != OnMap {
			continue
		}
		def := s.sc.Units[i]
		c := centre(u.Hex)
		mode := ">"
		if u.Combat {
			mode = "#"
		}
		d.Rect(c.X-15, c.Y-9, 30, 18, sideColour(def.Side), picture.Black)
		d.Text(c, def.Code+mode, picture.White, picture.Small)
	}
}

var _ games.ResultPictured = Engine{}

// PictureResult draws a stored result for v: the position after the phase
// as Picture draws it, with an arrow along every path v may see (moves,
// entries, retreats and advances in the order they happened; retreats in
// purple, the rest in red, both clear of the terrain, roads and counters
// underneath; a planned move that could not run dashed, for its own side
// alone). A result stored before paths were recorded draws the position
// alone.
func (Engine) PictureResult(data []byte, v games.Viewer, lang i18n.Lang) (*picture.Drawing, error) {
	r, err := record.Decode(data, (*State).loaded)
	if err != nil {
		return nil, err
	}
	// The moves are the one part of a result record.Phase does not read.
	var paths struct {
		Moves []Move `json:"moves"`
	}
	if err := json.Unmarshal(data, &paths); err != nil {
		return nil, fmt.Errorf("%w: %w", games.ErrCorrupt, err)
	}
	d := (&Game{s: r.State}).Picture(v, lang)
	l := pictureLayout(r.State)
	style := picture.PathStyle{Colour: picture.Red, Marked: picture.Purple, Width: 3, Short: 11}
	for _, m := range paths.Moves {
		if m.visibleTo(v) {
			picture.PathArrow(d, l, m.Path, style, m.Kind == MoveRetreat, m.Failed)
		}
	}
	if len(d.Arrows()) > 0 {
		arrowsLegend(d, names().Of("picture", "arrows"), lang)
	}
	return d, nil
}

// arrowsLegend adds a line under the legend of a results picture with
// arrows that tells what they are.
func arrowsLegend(d *picture.Drawing, t i18n.Text, lang i18n.Lang) {
	d.H += 14
	d.TextOr(picture.Pt(float64(d.W)/2, float64(d.H)-14), t.In(lang), t.EN, picture.DarkGrey, picture.Small)
}
