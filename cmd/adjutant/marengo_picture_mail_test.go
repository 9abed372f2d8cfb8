package main

import (
	"bytes"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/kit/picture"
	"adjutant/games/marengo"
	"adjutant/templates/i18n"
)

// checkMarengoPictures reads the picture of every mail each side received
// in the game by mail: the start mail and every results mail carry one,
// answers none. The picture must be exactly the drawing
// of that side's view of the position after the phase (the PNG rendered
// from it, byte for byte), and that drawing, read back command by command,
// must show every block on the map and no enemy face beyond what the rules
// showed the side (mgShown, worked out apart from the engine). The mails
// after the end open everything and are not checked.
func checkMarengoPictures(t *testing.T, players map[games.Seat]*mgPlayer, phases []mgPhase) {
	t.Helper()
	sc, err := marengo.LoadScenario("sample")
	if err != nil {
		t.Fatal(err)
	}
	painter, err := picture.NewRenderer()
	if err != nil {
		t.Fatal(err)
	}
	pictures, enemyFaces := 0, 0
	for seat, p := range players {
		k, next := &mgKnowledge{}, 0
		for _, m := range p.mbox.all {
			var ph mgPhase
			switch match := mgResults.FindStringSubmatch(m.Subject); {
			case strings.Contains(m.Subject, "has started"):
				// The start mail: the position before the first phase.
				ph = mgPhase{before: phases[0].before, after: phases[0].before}
			case match != nil:
				i := phaseIndex(phases, match[1])
				ph = phases[i]
				for ; next <= i; next++ {
					k.read(phases[next])
				}
			default:
				if len(m.Pictures) > 0 {
					t.Fatalf("%s's %q carries a picture", seat, m.Subject)
				}
				continue
			}
			if ph.after.Stage == "over" {
				continue
			}
			if len(m.Pictures) != 1 {
				t.Fatalf("%s's %q carries %d pictures, want 1", seat, m.Subject, len(m.Pictures))
			}
			d := ph.after.Picture(games.SeatView(seat), i18n.English)
			want, err := painter.PNG(d)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(m.Pictures[0].Data, want) {
				t.Fatalf("%s's %q: the picture is not the drawing of its own view", seat, m.Subject)
			}
			pictures++
			shown := mgShown(sc, ph, p.side.Other(), k)
			onMap := 0
			for i := range ph.after.B.Blocks {
				if x := &ph.after.B.Blocks[i]; x.Side != p.side && x.Status == "map" {
					onMap++
				}
			}
			faces := drawnFaces(d, p.side.Other())
			if len(faces) != onMap {
				t.Fatalf("%s's %q draws %d enemy blocks, %d are on the map", seat, m.Subject, len(faces), onMap)
			}
			for _, f := range faces {
				if f == "" {
					continue
				}
				enemyFaces++
				if !shown[f] {
					t.Fatalf("%s's %q shows an enemy %s the rules had not shown it (shown: %v)", seat, m.Subject, f, shown)
				}
			}
		}
	}
	t.Logf("pictures: %d checked, %d enemy faces in them, each shown by the rules", pictures, enemyFaces)
	if pictures == 0 {
		t.Error("no results mail carried a picture: the check checked nothing")
	}
}

func phaseIndex(phases []mgPhase, id string) int {
	for i, ph := range phases {
		if ph.id == id {
			return i
		}
	}
	return -1
}

// drawnFaces reads side's blocks back from a drawing: each block square
// in the side's colour (grey for France's inactive blocks) and the face
// written on it as the map's lists write faces ("inf3"), "" when face down.
func drawnFaces(d *picture.Drawing, side marengo.Side) []string {
	colour := map[marengo.Side][]picture.Colour{marengo.Austria: {picture.Red}, marengo.France: {picture.Blue, picture.Grey}}[side]
	arms := map[byte]string{'I': "inf", 'C': "cav", 'A': "art"}
	var out []string
	for i, c := range d.Commands {
		if c.Kind != picture.KindRect || c.Points[1] != picture.Pt(24, 16) || (c.Fill != colour[0] && (len(colour) < 2 || c.Fill != colour[1])) {
			continue
		}
		face := ""
		if i+1 < len(d.Commands) && d.Commands[i+1].Kind == picture.KindText && d.Commands[i+1].Points[0] == picture.Pt(c.Points[0].X+12, c.Points[0].Y+8) {
			t := d.Commands[i+1].Text
			face = arms[t[0]] + strings.TrimLeft(t[1:], " ")
		}
		out = append(out, face)
	}
	return out
}
