package main

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/kit/picture"
	"adjutant/games/marengo"
	"adjutant/templates/i18n"
)

// The answer to SUMMARY in a Marengo game carries the asking side's own
// picture of the position, the drawing of that side's view byte for byte,
// with every enemy block on the map face down (the French ones to
// Austria at the start); the master's answer carries the master's view,
// which shows those faces.
func TestSummaryAnswerCarriesTheSidesOwnMarengoPicture(t *testing.T) {
	seed := [games.SeedSize]byte{1, 8, 0, 0, 6, 14}
	dir := t.TempDir()
	mail, cfg := devMailAndJudge(t, dir)
	cfg.RepliesPerHour = 1000
	stop := runDaemonFor(t, cfg, &seed)
	defer stop()
	smtpAddr := mail.SMTPAddr()
	box := func(addr string) *gbMailbox { return &gbMailbox{t: t, mail: mail, addr: addr} }
	master, aus, fra := box("melas-bonaparte@example.org"), box("melas@example.org"), box("bonaparte@example.org")

	submit(t, smtpAddr, master.addr, "judge@localhost", "new game", "CREATE ?mg pw marengo scenario=sample\n")
	master.await(1)
	submit(t, smtpAddr, fra.addr, "judge@localhost", "join", "SIGNON ?mg f1800 France\n")
	fra.await(1)
	submit(t, smtpAddr, aus.addr, "judge@localhost", "join", "SIGNON ?mg a1800 Austria\n")
	aus.await(3)
	fra.await(2)
	master.await(2)

	// The position the answers show: after the set-up's draw, resolved at
	// once with the judge's dice.
	g0, err := marengo.Engine{}.New("sample", map[string]string{"scenario": "sample"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	res, err := g0.Resolve(games.ResolveInput{}, games.NewDice(seed, fmt.Sprintf("1:%s", g0.Phase().ID)))
	if err != nil {
		t.Fatal(err)
	}
	now := res.Next.(*marengo.Game)
	painter, err := picture.NewRenderer()
	if err != nil {
		t.Fatal(err)
	}
	summary := func(b *gbMailbox, lines string) []byte {
		t.Helper()
		submit(t, smtpAddr, b.addr, "judge@localhost", "summary", lines)
		r := b.await(1)[0]
		if !strings.Contains(r.Body, "SUMMARY mg") || len(r.Pictures) != 1 || r.Pictures[0].Type != "image/png" {
			t.Fatalf("%s's SUMMARY answer carries %d pictures:\n%s", b.addr, len(r.Pictures), r.Body)
		}
		return r.Pictures[0].Data
	}
	masterPNG := summary(master, "SUMMARY mg\n")
	hidden := 0
	for _, p := range []struct {
		b    *gbMailbox
		side marengo.Side
	}{{aus, marengo.Austria}, {fra, marengo.France}} {
		d := now.Picture(games.SeatView(p.side.Seat()), i18n.English)
		want, err := painter.PNG(d)
		if err != nil {
			t.Fatal(err)
		}
		got := summary(p.b, "SUMMARY mg\n")
		if !bytes.Equal(got, want) {
			t.Fatalf("%s's SUMMARY picture is not the drawing of its own view", p.side)
		}
		onMap := 0
		for _, x := range now.State().B.Blocks {
			if x.Side != p.side && x.Status == "map" {
				onMap++
			}
		}
		hidden += onMap
		if onMap > 0 && bytes.Equal(got, masterPNG) {
			t.Fatalf("%s's SUMMARY picture is the master's, with %d enemy blocks on the map", p.side, onMap)
		}
		faces := drawnFaces(d, p.side.Other())
		if len(faces) != onMap {
			t.Fatalf("%s's picture draws %d enemy blocks, %d are on the map", p.side, len(faces), onMap)
		}
		for _, f := range faces {
			if f != "" {
				t.Fatalf("%s's SUMMARY picture shows an enemy %s before any battle", p.side, f)
			}
		}
	}
	if hidden == 0 {
		t.Fatal("no enemy block on the map: the check checked nothing")
	}
}
