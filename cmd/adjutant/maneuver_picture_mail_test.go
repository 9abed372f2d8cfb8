package main

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/kit/picture"
	"adjutant/games/maneuver"
	"adjutant/templates/i18n"
)

// checkManeuverPictures reads the picture of every results mail each
// player received in the game by mail: it must be exactly the drawing of
// that player's view of the position after the phase (the PNG rendered
// from it, byte for byte), that drawing must name no card of either
// nation, and both players must have been sent the same picture of a
// phase: the field holds no secret. Mails after the end are not checked.
func checkManeuverPictures(t *testing.T, players map[games.Seat]*mvPlayer, phases map[string]mvPhase) {
	t.Helper()
	data, err := maneuver.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	painter, err := picture.NewRenderer()
	if err != nil {
		t.Fatal(err)
	}
	anyCard := map[string]bool{}
	for _, n := range data.Nations {
		for _, c := range n.Cards {
			anyCard[c.ID] = true
		}
	}
	cardLike := regexp.MustCompile(`\b[A-Z]\d\d\b`)
	sent := map[string][]byte{}
	checked := 0
	for seat, p := range players {
		for _, m := range p.mbox.all {
			match := mvSubject.FindStringSubmatch(m.Subject)
			if match == nil {
				if len(m.Pictures) > 0 && !strings.Contains(m.Subject, "has started") {
					t.Fatalf("%s's %q carries a picture", seat, m.Subject)
				}
				continue
			}
			ph := phases[match[1]]
			if ph.after.Stage == maneuver.StageOver {
				continue
			}
			d := ph.after.Picture(games.SeatView(seat), i18n.English)
			if d == nil {
				if len(m.Pictures) != 0 {
					t.Fatalf("%s's %q carries a picture before the field is laid", seat, m.Subject)
				}
				continue
			}
			want, err := painter.PNG(d)
			if err != nil {
				t.Fatal(err)
			}
			if len(m.Pictures) != 1 || !bytes.Equal(m.Pictures[0].Data, want) {
				t.Fatalf("%s's %q: the picture is not the drawing of its own view (%d pictures)", seat, m.Subject, len(m.Pictures))
			}
			for _, id := range cardLike.FindAllString(strings.Join(d.Texts(), " "), -1) {
				if anyCard[id] {
					t.Fatalf("%s's %q: the picture names the card %s", seat, m.Subject, id)
				}
			}
			if other, ok := sent[match[1]]; ok && !bytes.Equal(other, want) {
				t.Fatalf("%q: the two players were sent different pictures of an open field", m.Subject)
			}
			sent[match[1]] = want
			checked++
		}
	}
	t.Logf("pictures: %d checked", checked)
	if checked == 0 {
		t.Error("no results mail carried a picture: the check checked nothing")
	}
}
