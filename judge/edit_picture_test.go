package judge

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/diplomacy"
	"adjutant/games/kit/picture"
	"adjutant/games/marengo"
	"adjutant/mailio/mailtest"
	"adjutant/templates/i18n"
)

// The mails of a master's EDIT and of a confirmed REPLACE show a position,
// so they carry its picture as start, results and rollback mails do: drawn
// from what the reader's seat may see, under the reader's, the game's and
// the operator's switches.

// drawnPNG is the PNG of game's position as v sees it, as the judge
// renders it for a mail.
func drawnPNG(t *testing.T, game games.Game, v games.Viewer) []byte {
	t.Helper()
	p, ok := game.(games.Pictured)
	if !ok {
		t.Fatalf("%T draws no picture", game)
	}
	painter, err := picture.NewRenderer()
	if err != nil {
		t.Fatal(err)
	}
	data, err := painter.PNG(p.Picture(v, i18n.English))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// gameNow is the game name's position as the judge holds it now.
func (tj *testJudge) gameNow(t *testing.T, name string) games.Game {
	t.Helper()
	game, err := tj.endRecord(t, name).Game()
	if err != nil {
		t.Fatal(err)
	}
	return game
}

// summaryPicture is the picture of addr's answer to SUMMARY name.
func (tj *testJudge) summaryPicture(t *testing.T, addr, name string) []byte {
	t.Helper()
	r := tj.send(t, addr, "SUMMARY "+name)
	wantPicture(t, addr+"'s SUMMARY answer", r)
	return r.Pictures[0].Data
}

// Each player whose orders an EDIT withdrew is mailed the edited board
// with its picture: the one their SUMMARY shows, not the board before
// the edit. A player who sent SET PICTURES OFF gets the text alone, and
// after the master's SET PICTURES OFF nobody gets a picture.
func TestEditNoticeCarriesTheEditedBoardsPicture(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	var start []byte
	for _, m := range tj.mailsTo(t, players["England"]) {
		if strings.Contains(m.Subject, "the game has started") {
			start = m.Pictures[0].Data
		}
	}
	tj.send(t, players["France"], "SET PICTURES OFF")
	for _, power := range []string{"England", "France", "Germany"} {
		tj.send(t, players[power], signonLine(power)+holdOrders[power])
	}
	r := tj.asMaster(t, "PAUSE\nEDIT remove Mar")
	wantIn(t, "the master's edit", r.Body, "withdrawn")

	want := drawnPNG(t, tj.gameNow(t, "west"), games.SeatView("England"))
	for _, power := range []string{"England", "Germany"} {
		m := tj.newest(t, players[power], "send your orders again")
		wantPicture(t, power+"'s EDIT notice", m)
		wantIn(t, power+"'s EDIT notice", m.Body, "changed the board: remove mar", "England: F lon")
		if !bytes.Equal(m.Pictures[0].Data, want) {
			t.Errorf("%s's EDIT notice: the picture is not the drawing of its view of the edited board", power)
		}
		if bytes.Equal(m.Pictures[0].Data, start) {
			t.Errorf("%s's EDIT notice shows the board before the edit", power)
		}
		if got := tj.summaryPicture(t, players[power], "west"); !bytes.Equal(got, m.Pictures[0].Data) {
			t.Errorf("%s's EDIT notice and SUMMARY answer show different pictures of one position", power)
		}
	}
	france := tj.newest(t, players["France"], "send your orders again")
	if len(france.Pictures) != 0 {
		t.Errorf("France asked for no pictures; its EDIT notice carries %d", len(france.Pictures))
	}
	wantIn(t, "France's EDIT notice without a picture", france.Body, "changed the board: remove mar", "England: F lon")
	for _, power := range sevenPowers {
		if power == "England" || power == "France" || power == "Germany" {
			continue
		}
		if n := tj.countMails(t, players[power], "send your orders again"); n != 0 {
			t.Errorf("%s, who had sent nothing, got %d EDIT notices", power, n)
		}
	}

	tj.asMaster(t, "SET PICTURES OFF\nRESUME")
	tj.send(t, players["England"], signonLine("England")+holdOrders["England"])
	tj.asMaster(t, "PAUSE\nEDIT remove Ber")
	if m := tj.newest(t, players["England"], "send your orders again"); len(m.Pictures) != 0 || !strings.Contains(m.Body, "remove ber") {
		t.Errorf("the master turned the game's pictures off; England's second EDIT notice carries %d:\n%s", len(m.Pictures), m.Body)
	}
}

// On a judge whose operator turned pictures off, the EDIT notice and the
// new player's mail after REPLACE go as text alone.
func TestEditAndReplaceMailsWithoutPicturesOnTheJudge(t *testing.T) {
	tj := newTestJudge(t, Options{Engines: []games.Engine{diplomacy.New()}, RepliesPerHour: 1000, NoPictures: true})
	players := startSeven(t, tj)
	tj.send(t, players["England"], signonLine("England")+holdOrders["England"])
	tj.asMaster(t, "PAUSE\nEDIT remove Mar\nRESUME\nEJECT France\nREPLACE France newcomer@example.net")
	tj.acceptOffer(t, "newcomer@example.net")
	for addr, part := range map[string]string{players["England"]: "send your orders again", "newcomer@example.net": "you now play France"} {
		m := tj.newest(t, addr, part)
		if len(m.Pictures) != 0 {
			t.Errorf("%q to %s carries %d pictures on a judge without pictures", m.Subject, addr, len(m.Pictures))
		}
		wantIn(t, m.Subject, m.Body, "England: F lon")
	}
}

// replyToNewestOffer accepts the newest REPLACE offer to addr as a mail
// client's Reply does, whatever addr was mailed before it.
func (tj *testJudge) replyToNewestOffer(t *testing.T, addr string) {
	t.Helper()
	offer := tj.newest(t, addr, "you are offered a place")
	msgSeq++
	quoted := "> " + strings.ReplaceAll(strings.TrimSpace(offer.Body), "\n", "\n> ") + "\n"
	tj.deliver(t, mailFrom(addr, fmt.Sprintf("m%d@test", msgSeq), "Re: "+offer.Subject, "\n"+quoted, "In-Reply-To: "+offer.MessageID))
}

// The new player a confirmed REPLACE seats is mailed the position with
// its picture, the one their SUMMARY shows; one who sent SET PICTURES OFF
// before accepting gets the text alone, and so does every new player once
// the master turned the game's pictures off.
func TestReplacementMailCarriesThePositionsPicture(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	tj.asMaster(t, "EJECT France\nREPLACE France newcomer@example.net")
	tj.acceptOffer(t, "newcomer@example.net")
	m := tj.newest(t, "newcomer@example.net", "you now play France")
	wantPicture(t, "the new player's mail", m)
	wantIn(t, "the new player's mail", m.Body, "Your password is", "France: F bre")
	if !bytes.Equal(m.Pictures[0].Data, drawnPNG(t, tj.gameNow(t, "west"), games.SeatView("France"))) {
		t.Error("the new player's picture is not the drawing of France's view")
	}
	if got := tj.summaryPicture(t, "newcomer@example.net", "west"); !bytes.Equal(got, m.Pictures[0].Data) {
		t.Error("the new player's mail and SUMMARY answer show different pictures of one position")
	}

	tj.send(t, "second@example.net", "SET PICTURES OFF")
	tj.asMaster(t, "EJECT Italy\nREPLACE Italy second@example.net")
	tj.replyToNewestOffer(t, "second@example.net")
	if m := tj.newest(t, "second@example.net", "you now play Italy"); len(m.Pictures) != 0 || !strings.Contains(m.Body, "Your password is") {
		t.Errorf("second@example.net asked for no pictures; its mail carries %d:\n%s", len(m.Pictures), m.Body)
	}

	tj.asMaster(t, "SET PICTURES OFF\nEJECT Turkey\nREPLACE Turkey third@example.net")
	tj.acceptOffer(t, "third@example.net")
	if m := tj.newest(t, "third@example.net", "you now play Turkey"); len(m.Pictures) != 0 {
		t.Errorf("the master turned the game's pictures off; the new player's mail carries %d", len(m.Pictures))
	}
}

// newMarengoJudge starts a Marengo game on the sample scenario, Austria
// and France each with a player, its master gm@example.org.
func newMarengoJudge(t *testing.T) *testJudge {
	t.Helper()
	tj := newTestJudge(t, Options{Engines: []games.Engine{marengo.Engine{}}, RepliesPerHour: 1000})
	wantIn(t, "CREATE", tj.send(t, "gm@example.org", "CREATE ?mg gmpw marengo scenario=sample").Body, "Game mg created")
	tj.send(t, "fra@example.org", "SIGNON ?mg fpw France")
	wantIn(t, "Austria's SIGNON", tj.send(t, "aus@example.org", "SIGNON ?mg apw Austria").Body, "has started")
	return tj
}

// wantOwnMarengoPicture checks the one picture of m: the drawing of side's
// own view of the position now, byte for byte, which is the one side's
// SUMMARY shows and not the master's, with every enemy block on the map
// drawn face down (before any battle the rules show no face). It returns
// how many enemy blocks the picture holds.
func wantOwnMarengoPicture(t *testing.T, tj *testJudge, what string, m mailtest.Mail, addr string, side marengo.Side) int {
	t.Helper()
	wantPicture(t, what, m)
	now := tj.gameNow(t, "mg").(*marengo.Game)
	if !bytes.Equal(m.Pictures[0].Data, drawnPNG(t, now, games.SeatView(side.Seat()))) {
		t.Fatalf("%s: the picture is not the drawing of %s's own view", what, side)
	}
	if got := tj.summaryPicture(t, addr, "mg"); !bytes.Equal(got, m.Pictures[0].Data) {
		t.Errorf("%s and %s's SUMMARY answer show different pictures of one position", what, side)
	}
	onMap := 0
	for _, x := range now.State().B.Blocks {
		if x.Side != side && x.Status == "map" {
			onMap++
		}
	}
	if onMap > 0 && bytes.Equal(m.Pictures[0].Data, drawnPNG(t, now, games.MasterView())) {
		t.Errorf("%s carries the master's picture, with %d enemy blocks on the map", what, onMap)
	}
	faces := enemyFaces(now.Picture(games.SeatView(side.Seat()), i18n.English), side.Other())
	if len(faces) != onMap {
		t.Fatalf("%s draws %d enemy blocks, %d are on the map", what, len(faces), onMap)
	}
	for _, f := range faces {
		if f != "" {
			t.Errorf("%s shows an enemy block's face %q before any battle", what, f)
		}
	}
	return onMap
}

// enemyFaces reads side's blocks back from a Marengo drawing: each block
// square in the side's colour (grey for France's inactive blocks) with
// the text written on it, "" when it lies face down.
func enemyFaces(d *picture.Drawing, side marengo.Side) []string {
	colours := map[marengo.Side][]picture.Colour{marengo.Austria: {picture.Red}, marengo.France: {picture.Blue, picture.Grey}}[side]
	var out []string
	for i, c := range d.Commands {
		if c.Kind != picture.KindRect || c.Points[1] != picture.Pt(24, 16) || !slices.Contains(colours, c.Fill) {
			continue
		}
		face := ""
		if i+1 < len(d.Commands) && d.Commands[i+1].Kind == picture.KindText && d.Commands[i+1].Points[0] == picture.Pt(c.Points[0].X+12, c.Points[0].Y+8) {
			face = d.Commands[i+1].Text
		}
		out = append(out, face)
	}
	return out
}

// In Marengo, where each side's blocks lie face down to the other, the
// EDIT notice of each side carries that side's own picture: the French
// start blocks face down on Austria's, the Austrian block on the map face
// down on France's; never the master's picture, which shows every face.
func TestMarengoEditNoticeShowsOnlyTheSidesOwnBlocks(t *testing.T) {
	tj := newMarengoJudge(t)
	// SET WAIT keeps the plan in without resolving the turn, so the
	// master's edit has orders to withdraw.
	tj.send(t, "aus@example.org", "SIGNON Amg apw\nSET WAIT\nENTER A01")
	r := tj.send(t, "gm@example.org", "SIGNON Mmg gmpw\nPAUSE\nEDIT MORALE Austria 17\nRESUME")
	wantIn(t, "the master's edit in Austria's turn", r.Body, "withdrawn")
	m := tj.newest(t, "aus@example.org", "send your plan again")
	wantIn(t, "Austria's EDIT notice", m.Body, "MORALE Austria 17")
	hidden := wantOwnMarengoPicture(t, tj, "Austria's EDIT notice", m, "aus@example.org", marengo.Austria)
	if n := tj.countMails(t, "fra@example.org", "send your plan again"); n != 0 {
		t.Errorf("France, who had sent nothing, got %d EDIT notices", n)
	}

	// Austria's block enters the map; then France's turn is edited.
	tj.send(t, "aus@example.org", "SIGNON Amg apw\nSET NOWAIT\nENTER A01")
	tj.send(t, "fra@example.org", "SIGNON Fmg fpw\nSET WAIT\nDONE")
	r = tj.send(t, "gm@example.org", "SIGNON Mmg gmpw\nPAUSE\nEDIT MORALE Austria 16")
	wantIn(t, "the master's edit in France's turn", r.Body, "withdrawn")
	m = tj.newest(t, "fra@example.org", "send your plan again")
	wantIn(t, "France's EDIT notice", m.Body, "MORALE Austria 16")
	hidden += wantOwnMarengoPicture(t, tj, "France's EDIT notice", m, "fra@example.org", marengo.France)
	if hidden == 0 {
		t.Fatal("no enemy block on either map: the check checked nothing")
	}
}

// In Marengo the new player a REPLACE seats is mailed their side's own
// picture, the French blocks face down, not the master's.
func TestMarengoReplacementMailShowsOnlyTheSidesOwnBlocks(t *testing.T) {
	tj := newMarengoJudge(t)
	tj.send(t, "gm@example.org", "SIGNON Mmg gmpw\nEJECT Austria\nREPLACE Austria melas@example.net")
	tj.acceptOffer(t, "melas@example.net")
	m := tj.newest(t, "melas@example.net", "you now play Austria")
	if wantOwnMarengoPicture(t, tj, "the new Austrian player's mail", m, "melas@example.net", marengo.Austria) == 0 {
		t.Fatal("no French block on the map: the check checked nothing")
	}
}
