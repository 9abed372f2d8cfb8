package judge

import (
	"bytes"
	"image/png"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/diplomacy"
	"adjutant/games/kit/picture"
	"adjutant/mailio/mailtest"
)

// resultsMail is the newest mail to addr whose subject names phase's
// results.
func (tj *testJudge) resultsMail(t *testing.T, addr, phase string) mailtest.Mail {
	t.Helper()
	all := tj.mailsTo(t, addr)
	for i := len(all) - 1; i >= 0; i-- {
		if strings.Contains(all[i].Subject, phase+" results") {
			return all[i]
		}
	}
	t.Fatalf("no %s results mail to %s", phase, addr)
	return mailtest.Mail{}
}

// wantPicture checks that m carries one PNG a mail may carry.
func wantPicture(t *testing.T, what string, m mailtest.Mail) {
	t.Helper()
	if len(m.Pictures) != 1 {
		t.Fatalf("%s: %d pictures, want 1", what, len(m.Pictures))
	}
	p := m.Pictures[0]
	if p.Type != "image/png" || len(p.Data) > picture.MaxBytes {
		t.Fatalf("%s: %s of %d bytes", what, p.Type, len(p.Data))
	}
	if _, err := png.Decode(bytes.NewReader(p.Data)); err != nil {
		t.Fatalf("%s: the picture does not decode: %v", what, err)
	}
}

func holdAll(t *testing.T, tj *testJudge, players map[string]string) {
	t.Helper()
	for _, power := range sevenPowers {
		tj.send(t, players[power], signonLine(power)+holdOrders[power])
	}
}

// Start and results mails carry the reader's picture after the text; a
// player who sends SET PICTURES OFF gets text alone from then on, in every
// game, and the master's SET PICTURES OFF turns them off for the game.
func TestReportsCarryAPictureUnlessTurnedOff(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	for _, power := range sevenPowers {
		for _, m := range tj.mailsTo(t, players[power]) {
			if strings.Contains(m.Subject, "the game has started") {
				wantPicture(t, power+"'s start mail", m)
				if !strings.Contains(m.Body, "You play "+power) {
					t.Errorf("the start mail's text changed beside its picture:\n%s", m.Body)
				}
			}
		}
	}

	r := tj.send(t, players["France"], "SET PICTURES OFF")
	wantIn(t, "SET PICTURES OFF answer", r.Body, "as text alone from now on")
	holdAll(t, tj, players)
	if m := tj.resultsMail(t, players["France"], "S1901M"); len(m.Pictures) != 0 {
		t.Errorf("France asked for no pictures and got %d", len(m.Pictures))
	}
	england := tj.resultsMail(t, players["England"], "S1901M")
	wantPicture(t, "England's results", england)
	if !strings.Contains(england.Body, "F Lon") {
		t.Errorf("the results text lost its map:\n%s", england.Body)
	}
	// Nothing in Diplomacy is hidden: every reader gets the same picture.
	if other := tj.resultsMail(t, players["Turkey"], "S1901M"); !bytes.Equal(other.Pictures[0].Data, england.Pictures[0].Data) {
		t.Error("England and Turkey got different pictures of one open position")
	}

	r = tj.send(t, players["France"], "SET PICTURES ON")
	wantIn(t, "SET PICTURES ON answer", r.Body, "carry a picture")
	r = tj.send(t, "master@example.org", "SIGNON Mwest masterpw\nSET PICTURES OFF")
	if !strings.Contains(r.Body, "pictures=OFF") || strings.Contains(r.Body, "as text alone") {
		t.Fatalf("the master's SET PICTURES OFF was not taken as the game's setting:\n%s", r.Body)
	}
	holdAll(t, tj, players)
	for _, power := range []string{"France", "England"} {
		if m := tj.resultsMail(t, players[power], "F1901M"); len(m.Pictures) != 0 {
			t.Errorf("the master turned pictures off, and %s got %d", power, len(m.Pictures))
		}
	}
	if r := tj.send(t, players["England"], "SET PICTURES MAYBE"); !strings.Contains(r.Body, "SET PICTURES OFF") {
		t.Errorf("a bad value got no usage:\n%s", r.Body)
	}
}

// A game created with pictures=off sends its start mails as text alone.
func TestCreateWithPicturesOff(t *testing.T) {
	tj := newGameJudge(t)
	r := tj.send(t, "master@example.org", "CREATE ?west masterpw standard pictures=off")
	if !strings.Contains(r.Body, "Game west created") {
		t.Fatalf("CREATE answer:\n%s", r.Body)
	}
	for _, power := range sevenPowers {
		tj.send(t, strings.ToLower(power)+"@example.org", "SIGNON ?west pw-"+power+" "+power[:1])
	}
	started := 0
	for _, power := range sevenPowers {
		for _, m := range tj.mailsTo(t, strings.ToLower(power)+"@example.org") {
			if strings.Contains(m.Subject, "the game has started") {
				started++
				if len(m.Pictures) != 0 {
					t.Errorf("%s's start mail carries a picture in a game without pictures", power)
				}
			}
		}
	}
	if started != len(sevenPowers) {
		t.Fatalf("%d start mails, want %d", started, len(sevenPowers))
	}
}

// The operator's [judge] pictures = false turns every game's pictures off,
// whatever the game and its players chose: start and results mails go as
// text alone, and a player's SET PICTURES ON does not bring them back.
func TestOperatorTurnsPicturesOffJudgeWide(t *testing.T) {
	tj := newTestJudge(t, Options{Engines: []games.Engine{diplomacy.New()}, RepliesPerHour: 1000, NoPictures: true})
	players := startSeven(t, tj)
	started := 0
	for _, power := range sevenPowers {
		for _, m := range tj.mailsTo(t, players[power]) {
			if strings.Contains(m.Subject, "the game has started") {
				started++
				if len(m.Pictures) != 0 {
					t.Errorf("%s's start mail carries a picture on a judge without pictures", power)
				}
			}
		}
	}
	if started != len(sevenPowers) {
		t.Fatalf("%d start mails, want %d", started, len(sevenPowers))
	}
	if m := tj.send(t, players["France"], "SUMMARY west"); len(m.Pictures) != 0 {
		t.Errorf("France's SUMMARY answer carries %d pictures on a judge without pictures", len(m.Pictures))
	}
	r := tj.send(t, players["France"], "SET PICTURES ON")
	wantIn(t, "SET PICTURES ON answer on a judge without pictures", r.Body, "this judge sends no pictures at all")
	holdAll(t, tj, players)
	for _, power := range sevenPowers {
		m := tj.resultsMail(t, players[power], "S1901M")
		if len(m.Pictures) != 0 {
			t.Errorf("%s's results carry %d pictures on a judge without pictures", power, len(m.Pictures))
		}
		if !strings.Contains(m.Body, "S1901M") {
			t.Errorf("%s's results lost their text:\n%s", power, m.Body)
		}
	}
}

// The answer to SUMMARY shows the position now, and carries the asker's
// picture of it: one picture however many positions the mail asks for,
// none on an answer that shows no position, and none when the reader,
// the game's master or the operator turned pictures off.
func TestSummaryAnswerCarriesThePositionsPicture(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	var start mailtest.Mail
	for _, m := range tj.mailsTo(t, players["England"]) {
		if strings.Contains(m.Subject, "the game has started") {
			start = m
		}
	}
	r := tj.send(t, players["England"], "SUMMARY west")
	wantPicture(t, "England's SUMMARY answer", r)
	wantIn(t, "England's SUMMARY answer", r.Body, "England: F lon")
	if !bytes.Equal(r.Pictures[0].Data, start.Pictures[0].Data) {
		t.Error("the SUMMARY picture of the opening position is not the start mail's")
	}
	wantPicture(t, "an observer's SUMMARY answer", tj.send(t, "kibitzer@example.org", "SUMMARY west"))
	wantPicture(t, "a mail with two SUMMARY lines", tj.send(t, players["England"], "SUMMARY west\nSUMMARY west"))
	for _, lines := range []string{"LIST west", "GET", "HISTORY west"} {
		if m := tj.send(t, players["England"], lines); len(m.Pictures) != 0 {
			t.Errorf("the answer to %s shows no position and carries %d pictures", lines, len(m.Pictures))
		}
	}
	tj.send(t, "master@example.org", "CREATE ?east masterpw standard")
	if m := tj.send(t, players["England"], "SUMMARY east"); len(m.Pictures) != 0 {
		t.Errorf("SUMMARY of a forming game shows no position and carries %d pictures", len(m.Pictures))
	}

	tj.send(t, players["France"], "SET PICTURES OFF")
	if m := tj.send(t, players["France"], "SUMMARY west"); len(m.Pictures) != 0 || !strings.Contains(m.Body, "France: F bre") {
		t.Errorf("France asked for no pictures; its SUMMARY answer carries %d:\n%s", len(m.Pictures), m.Body)
	}
	tj.send(t, "master@example.org", "SIGNON Mwest masterpw\nSET PICTURES OFF")
	if m := tj.send(t, players["England"], "SUMMARY west"); len(m.Pictures) != 0 {
		t.Errorf("the master turned the game's pictures off; England's SUMMARY answer carries %d", len(m.Pictures))
	}
}

// A Chinese reader's picture has its title in Chinese when the judge has a
// font with Chinese letters, and falls back to the English title when it
// has none: the same picture as an English reader's, never empty boxes.
func TestChinesePicturesUseTheHostsChineseFont(t *testing.T) {
	han := picture.FindHanFont(picture.HanFontPaths())
	if han == nil {
		t.Skip("no font with Chinese letters on this host (the Debian package fonts-droid-fallback has one)")
	}
	for _, withFont := range []bool{false, true} {
		opts := Options{Engines: []games.Engine{diplomacy.New()}, RepliesPerHour: 1000}
		if withFont {
			opts.HanFont = han
		}
		tj := newTestJudge(t, opts)
		players := startSeven(t, tj)
		tj.send(t, players["Turkey"], "SET LANGUAGE zh-Hant")
		holdAll(t, tj, players)
		all := tj.mailsTo(t, players["Turkey"])
		zh := all[len(all)-1]
		if !strings.Contains(zh.Subject, "S1901M 結果") {
			t.Fatalf("the Chinese reader's last mail is %q, not the results", zh.Subject)
		}
		en := tj.resultsMail(t, players["England"], "S1901M")
		wantPicture(t, "the Chinese reader's results", zh)
		same := bytes.Equal(zh.Pictures[0].Data, en.Pictures[0].Data)
		if withFont && same {
			t.Error("with a Chinese font, the Chinese reader's picture is the English one")
		}
		if !withFont && !same {
			t.Error("without a Chinese font, the Chinese reader's picture is not the English one (its title must fall back to English)")
		}
	}
}
