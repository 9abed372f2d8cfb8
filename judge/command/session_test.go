package command

import (
	"net/mail"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/games/diplomacy"
	"adjutant/judge/outbox"
	"adjutant/judge/play"
	"adjutant/mailio/incoming"
	"adjutant/storage"
	"adjutant/templates/i18n"
)

// reader is a command tree over a real database, reading mail as the judge
// hands it over once it is cleaned.
type reader struct {
	tree *Tree
	db   *storage.DB
	now  time.Time
}

func newReader(t *testing.T) *reader {
	t.Helper()
	db, err := storage.Open(filepath.Join(t.TempDir(), "adjutant.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	r := &reader{db: db, now: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)}
	out := outbox.New(outbox.Options{Name: "Adjutant", Address: "judge@example.org", Version: "dev", Location: time.UTC,
		Now: func() time.Time { return r.now }})
	r.tree = New(Options{Name: "Adjutant", Address: "judge@example.org", Version: "dev",
		Engines: play.NewEngines([]games.Engine{diplomacy.New()}), Clerk: &play.Clerk{Out: out}, Out: out,
		Seed: func() [games.SeedSize]byte { return [games.SeedSize]byte{9} }})
	return r
}

// read hands one mail's text to the tree and returns what the reply shows.
func (r *reader) read(t *testing.T, from, text string) Reply {
	t.Helper()
	msg := &incoming.Message{From: mail.Address{Address: from}, Subject: "orders", Text: text}
	var reply Reply
	err := r.db.Update(func(tx *storage.Tx) error {
		res, err := r.tree.Read(tx, msg, i18n.English, r.now)
		if err != nil {
			return err
		}
		reply = res.Reply
		return res.AfterReply()
	})
	if err != nil {
		t.Fatal(err)
	}
	return reply
}

// Each line is echoed and answered in turn; a problem names its line as
// the player counts it, blank lines included, and a misspelt command gets
// the command meant; nothing after SIGNOFF is read, and the reply says so.
func TestEachLineIsEchoedAndProblemsNameTheirLine(t *testing.T) {
	r := newReader(t)
	reply := r.read(t, "bob@example.net", "version\n\nfrobnicate now\nVERSOIN\nSIGNOFF\nHELP\n")
	var echoed []string
	for _, e := range reply.Lines {
		echoed = append(echoed, e.Text)
	}
	if strings.Join(echoed, "|") != "version|frobnicate now|VERSOIN|SIGNOFF" {
		t.Errorf("echoed %q", echoed)
	}
	if reply.Lines[0].Answer != "Adjutant dev" || reply.Lines[0].Problem != "" {
		t.Errorf("VERSION answered %+v", reply.Lines[0])
	}
	if len(reply.Problems) != 2 ||
		!strings.Contains(reply.Problems[0], `line 3 "frobnicate now": "frobnicate" is not a command I know (send HELP for the list)`) ||
		!strings.Contains(reply.Problems[1], `line 4 "VERSOIN": "VERSOIN" is not a command I know; did you mean VERSION?`) {
		t.Errorf("problems %q", reply.Problems)
	}
	if reply.Lines[1].Problem == "" || reply.Lines[3].Problem != "" {
		t.Errorf("problems beside the echo: %+v", reply.Lines)
	}
	if !reply.Skipped || reply.SignoffLine != 5 {
		t.Errorf("skipped %v after line %d; want the HELP after SIGNOFF on line 5 skipped", reply.Skipped, reply.SignoffLine)
	}
}

// An order from someone not signed on gets the hint to sign on; the lines
// under a SIGNON that failed are skipped with the reason, not read as
// commands or orders, until a later SIGNON.
func TestLinesUnderAFailedSignonAreSkipped(t *testing.T) {
	r := newReader(t)
	reply := r.read(t, "ann@example.net", "A Par - Bur")
	if len(reply.Problems) != 1 || !strings.Contains(reply.Problems[0], "you have not signed on") {
		t.Errorf("an order before SIGNON: %q", reply.Problems)
	}
	reply = r.read(t, "ann@example.net", "SIGNON Fnowhere pw\nA Par - Bur\nfrobnicate\nVERSION")
	if len(reply.Problems) != 1 || !strings.Contains(reply.Problems[0], "line 1") {
		t.Errorf("problems %q; want the failed SIGNON alone", reply.Problems)
	}
	for _, i := range []int{1, 2} {
		if l := reply.Lines[i]; l.Problem != "" || !strings.Contains(l.Answer, "line 1") {
			t.Errorf("line %q under the failed SIGNON: %+v", l.Text, l)
		}
	}
	if reply.Lines[3].Answer != "Adjutant dev" {
		t.Errorf("a command under a failed SIGNON was not carried out: %+v", reply.Lines[3])
	}
}

// Every line of a long mail is read: there is no line limit.
func TestEveryLineOfALongMailIsRead(t *testing.T) {
	r := newReader(t)
	body := strings.Repeat("VERSION\n", 703)
	reply := r.read(t, "long@example.net", body)
	if len(reply.Lines) != 703 || len(reply.Problems) != 0 {
		t.Errorf("%d lines read of 703, problems %q", len(reply.Lines), reply.Problems)
	}
}

// Text cut before it was read (it unpacked to more than the mail's size)
// is not cut silently: the reply says where reading stopped.
func TestTextCutBeforeReadingIsToldAbout(t *testing.T) {
	r := newReader(t)
	msg := &incoming.Message{From: mail.Address{Address: "rtf@example.net"}, Subject: "orders", Text: "VERSION\nVERSION\n", LinesBeforeCut: 9000}
	var reply Reply
	if err := r.db.Update(func(tx *storage.Tx) error {
		res, err := r.tree.Read(tx, msg, i18n.English, r.now)
		if err == nil {
			reply = res.Reply
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if len(reply.Problems) != 1 || !strings.Contains(reply.Problems[0], "it was read as far as line 2 of its 9000; send the rest in another mail") {
		t.Errorf("problems %q", reply.Problems)
	}
}

// Orders go to the game signed on to, each line answered by the engine,
// and a bad order names its line; a password never appears in the echo.
func TestOrdersUnderASignonReachTheGame(t *testing.T) {
	r := newReader(t)
	reply := r.read(t, "gm@example.net", "CREATE ?west gmpw standard")
	if len(reply.Problems) != 0 {
		t.Fatalf("CREATE: %q", reply.Problems)
	}
	powers := []string{"Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey"}
	for _, p := range powers {
		if reply := r.read(t, strings.ToLower(p)+"@example.net", "SIGNON ?west pw-"+p+" "+p); len(reply.Problems) != 0 {
			t.Fatalf("%s joining: %q", p, reply.Problems)
		}
	}
	var seat string
	err := r.db.View(func(tx *storage.Tx) error {
		g, _, err := play.Load(tx, r.tree.Engines, "west")
		if err == nil {
			seat = string(g.PlayerByAddr("france@example.net").Seats[0])
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if seat != "France" {
		t.Fatalf("France's player, who asked for France first, was given %s", seat)
	}
	reply = r.read(t, "france@example.net", "SIGNON Fwest pw-France\nA Par - Bur\n\nA Mun - Ber\nF Bre - Mao")
	for _, l := range reply.Lines {
		if strings.Contains(l.Text, "pw-France") {
			t.Errorf("the password is echoed: %q", l.Text)
		}
	}
	if len(reply.Problems) != 1 || !strings.Contains(reply.Problems[0], "line 4") || !strings.Contains(reply.Problems[0], "A Mun - Ber") {
		t.Errorf("problems %q; want the order for a unit France lacks, on line 4", reply.Problems)
	}
	if reply.Lines[1].Problem != "" || reply.Lines[2].Problem == "" || reply.Lines[3].Problem != "" {
		t.Errorf("answers beside the echo: %+v", reply.Lines)
	}
}
