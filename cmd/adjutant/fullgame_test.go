package main

// The full game by mail (issue #4): seven scripted players and a master play
// 1901 to Spring 1903 of a standard game through the whole daemon and real
// mail servers, and every results mail is checked against the engine run
// directly on the same orders.

import (
	"encoding/hex"
	"fmt"
	"log/slog"
	"maps"
	"net/smtp"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/games/diplomacy"
	"adjutant/mailio/devmail"
	"adjutant/mailio/dovecottest"
	"adjutant/mailio/mailtest"
	"adjutant/templates/i18n"
)

// fgOrders are the order lines each power sends for one phase.
type fgOrders map[games.Seat][]string

// fullGameScript is the scripted opening, phase by phase. Where a phase is
// processed early, every power that is asked orders every unit.
//
//   - F1901M: Germany, with support, dislodges the French army in Burgundy,
//     which retreats to Gascony in F1901R.
//   - W1901A: six powers build; Turkey sends nothing, so the master
//     processes the phase and Turkey's builds are waived.
//   - F1902M: Austria's army leaves Serbia and Turkey walks in, which leaves
//     Austria a unit more than its centres.
//   - W1902A (the phase on a real, short deadline): Turkey builds late, in
//     the grace period; Austria sends nothing, so its removal is chosen by
//     the rules' default.
type fullGameScript struct {
	s1901, f1901, f1901r, w1901, s1902, f1902, w1902, s1903 fgOrders
}

func newFullGameScript() fullGameScript {
	hold := func(units ...string) []string {
		out := make([]string, len(units))
		for i, u := range units {
			out[i] = u + " H"
		}
		return out
	}
	return fullGameScript{
		s1901: fgOrders{
			"Austria": {"A Vie - Gal", "A Bud - Ser", "F Tri - Alb"},
			"England": {"F Lon - Nth", "F Edi - Nwg", "A Lvp - Yor"},
			"France":  {"A Par - Bur", "A Mar - Spa", "F Bre - Mao"},
			"Germany": {"A Ber - Mun", "A Mun - Ruh", "F Kie - Den"},
			"Italy":   {"A Ven - Pie", "A Rom - Apu", "F Nap - Ion"},
			"Russia":  {"A Mos - Ukr", "A War - Gal", "F Sev - Rum", "F StP/sc - Bot"},
			"Turkey":  {"A Con - Bul", "A Smy - Arm", "F Ank - Bla"},
		},
		f1901: fgOrders{
			"Austria": {"A Vie H", "A Ser H", "F Alb - Gre"},
			"England": {"F Nth - Bel", "F Nwg - Nwy", "A Yor H"},
			"France":  {"A Bur H", "A Spa H", "F Mao - Por"},
			"Germany": {"A Ruh - Bur", "A Mun S A Ruh - Bur", "F Den H"},
			"Italy":   {"F Ion - Tun", "A Apu H", "A Pie H"},
			"Russia":  {"F Rum H", "F Bot - Swe", "A Ukr H", "A War H"},
			"Turkey":  hold("A Bul", "F Bla", "A Arm"),
		},
		f1901r: fgOrders{"France": {"A Bur - Gas"}},
		w1901: fgOrders{
			"Austria": {"Build A Bud", "Build F Tri"},
			"England": {"Build F Edi", "Build F Lon"},
			"France":  {"Build A Par", "Build A Mar"},
			"Germany": {"Build A Ber"},
			"Italy":   {"Build F Nap"},
			"Russia":  {"Build A Mos", "Build F Sev"},
		},
		s1902: fgOrders{
			"Austria": hold("A Vie", "A Ser", "F Gre", "A Bud", "F Tri"),
			"England": {"F Bel H", "F Nwy H", "A Yor H", "F Edi - Nth", "F Lon - Eng"},
			"France":  {"A Gas H", "A Spa H", "F Por H", "A Par - Pic", "A Mar H"},
			"Germany": {"A Bur H", "A Mun H", "F Den H", "A Ber - Kie"},
			"Italy":   {"F Tun H", "A Apu H", "A Pie - Ven", "F Nap H"},
			"Russia":  {"A Ukr - Gal", "A War H", "F Rum H", "F Swe H", "A Mos H", "F Sev H"},
			"Turkey":  hold("A Bul", "F Bla", "A Arm"),
		},
		f1902: fgOrders{
			"Austria": {"A Ser - Alb", "A Vie H", "F Gre H", "A Bud H", "F Tri H"},
			"England": hold("F Bel", "F Nwy", "A Yor", "F Nth", "F Eng"),
			"France":  hold("A Gas", "A Spa", "F Por", "A Pic", "A Mar"),
			"Germany": hold("A Bur", "A Mun", "F Den", "A Kie"),
			"Italy":   hold("F Tun", "A Apu", "A Ven", "F Nap"),
			"Russia":  hold("F Rum", "F Swe", "A Gal", "A War", "A Mos", "F Sev"),
			"Turkey":  {"A Bul - Ser", "F Bla H", "A Arm H"},
		},
		w1902: fgOrders{"Turkey": {"Build A Con", "Build F Ank"}},
		s1903: fgOrders{
			"Austria": hold("A Bud", "F Gre", "F Tri", "A Vie"),
			"England": hold("F Bel", "F Eng", "F Nth", "F Nwy", "A Yor"),
			"France":  hold("A Gas", "A Mar", "A Pic", "F Por", "A Spa"),
			"Germany": {"A Kie - Hol", "A Bur H", "F Den H", "A Mun H"},
			"Italy":   hold("A Apu", "F Nap", "F Tun", "A Ven"),
			"Russia":  hold("A Gal", "A Mos", "F Rum", "F Sev", "F Swe", "A War"),
			"Turkey":  hold("F Ank", "A Arm", "F Bla", "A Con", "A Ser"),
		},
	}
}

// refPhase is one phase as the engine resolved it when run directly.
type refPhase struct {
	ID, Kind string
	Report   string // the report in English, as the judge renders it for every reader
}

// referee runs the engine directly, as the judge should: the same variant,
// seed and dice labels ("<seq>:<phase id>"), and phases that ask nobody
// resolved at once after the one before.
type referee struct {
	eng  games.Engine
	seed [games.SeedSize]byte
	game games.Game
	seq  uint64                // phases resolved so far
	from map[uint64]games.Game // the state each resolved phase started from, by seq
}

func newReferee(t *testing.T, seed [games.SeedSize]byte) *referee {
	t.Helper()
	eng := diplomacy.New()
	g, err := eng.New(eng.About().Variants[0].Name, map[string]string{}, games.NewDice(seed, "setup"))
	if err != nil {
		t.Fatal(err)
	}
	return &referee{eng: eng, seed: seed, game: g, from: map[uint64]games.Game{}}
}

// submit checks orders as the judge does on arrival and reports which
// powers' submissions leave nothing to defaults. Script mistakes fail the test.
func (r *referee) submit(t *testing.T, orders fgOrders) (map[games.Seat]games.Submission, map[games.Seat]bool) {
	t.Helper()
	subs := map[games.Seat]games.Submission{}
	complete := map[games.Seat]bool{}
	for _, seat := range slices.Sorted(maps.Keys(orders)) {
		var lines []games.Line
		for i, text := range orders[seat] {
			lines = append(lines, games.Line{N: i + 2, Text: text})
		}
		res := r.game.Submit(seat, lines, i18n.English)
		if len(res.Problems) > 0 {
			t.Fatalf("script: %s's orders for %s are refused by the engine: %+v", seat, r.game.Phase().ID, res.Problems)
		}
		res.Accepted.Seat = seat
		subs[seat], complete[seat] = res.Accepted, res.Complete
	}
	return subs, complete
}

// resolve resolves the current phase with orders (missing powers get the
// defaults), then every following phase that asks nobody.
func (r *referee) resolve(t *testing.T, orders fgOrders) []refPhase {
	t.Helper()
	subs, _ := r.submit(t, orders)
	var out []refPhase
	for {
		ph := r.game.Phase()
		r.seq++
		r.from[r.seq] = r.game
		res, err := r.game.Resolve(games.ResolveInput{Submissions: subs, Disorder: map[games.Seat]bool{}},
			games.NewDice(r.seed, fmt.Sprintf("%d:%s", r.seq, ph.ID)))
		if err != nil {
			t.Fatalf("resolving %s directly: %v", ph.ID, err)
		}
		report, err := r.eng.Report(res.Result, games.Observer(), i18n.English)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, refPhase{ID: ph.ID, Kind: ph.Class, Report: report})
		r.game, subs = res.Next, nil
		if r.game.Over() != nil || len(r.game.Requests()) > 0 {
			return out
		}
	}
}

// rollback returns to the start of the phase with number seq.
func (r *referee) rollback(seq uint64) {
	r.game, r.seq = r.from[seq], seq-1
	for s := range r.from {
		if s >= seq {
			delete(r.from, s)
		}
	}
}

// askedPowers lists the powers the current phase waits for.
func (r *referee) askedPowers() []games.Seat {
	var out []games.Seat
	for _, q := range r.game.Requests() {
		out = append(out, q.Seat)
	}
	return out
}

// positionBlock returns the lines "Power: A|F prov" under the report's
// "Position for …" heading.
func positionBlock(report string) string {
	lines := strings.Split(report, "\n")
	for i, l := range lines {
		if !strings.HasPrefix(l, "Position for ") || i+1 >= len(lines) || !strings.HasPrefix(lines[i+1], "---") {
			continue
		}
		var out []string
		for _, u := range lines[i+2:] {
			if u == "" {
				break
			}
			out = append(out, u)
		}
		return strings.Join(out, "\n")
	}
	return ""
}

// TestFullGameScriptPlaysAsIntended runs the script through the engine
// alone: the phases come in the order the mail test expects, the orders of
// every phase meant to be processed early are complete, and the game holds
// a retreat, builds and a removal.
func TestFullGameScriptPlaysAsIntended(t *testing.T) {
	s := newFullGameScript()
	r := newReferee(t, fullGameSeed())
	var ids []string
	var all []refPhase
	steps := []struct {
		orders fgOrders
		early  bool // processed when the last orders arrive
	}{
		{s.s1901, true}, {s.f1901, true}, {s.f1901r, true}, {s.w1901, false}, {s.s1902, true},
		{s.f1902, true}, {s.w1902, false}, {s.s1903, true},
	}
	for _, st := range steps {
		asked := r.askedPowers()
		_, complete := r.submit(t, st.orders)
		for _, seat := range asked {
			if st.early && !complete[seat] {
				t.Errorf("%s: %s's orders leave units to defaults, so the phase would not be processed early", r.game.Phase().ID, seat)
			}
		}
		if !st.early && len(st.orders) == len(asked) {
			t.Errorf("%s: every asked power orders, but the master is meant to process it", r.game.Phase().ID)
		}
		for _, p := range r.resolve(t, st.orders) {
			ids = append(ids, p.ID)
			all = append(all, p)
		}
	}
	want := []string{"S1901M", "F1901M", "F1901R", "W1901A", "S1902M", "F1902M", "W1902A", "S1903M"}
	if !slices.Equal(ids, want) {
		t.Fatalf("phases %v, want %v", ids, want)
	}
	for i, kind := range []string{"movement", "movement", "retreat", "adjustment", "movement", "movement", "adjustment", "movement"} {
		if all[i].Kind != kind {
			t.Errorf("%s is a %s phase, want %s", all[i].ID, all[i].Kind, kind)
		}
	}
	for _, w := range []struct{ phase, text string }{
		{"F1901M", "dislodged"}, {"F1901R", "A Bur - Gas"}, {"W1901A", "Build F Lon"},
		{"W1902A", "Remove"}, {"W1902A", "Build F Ank"},
	} {
		i := slices.Index(ids, w.phase)
		if !strings.Contains(all[i].Report, w.text) {
			t.Errorf("%s's report lacks %q:\n%s", w.phase, w.text, all[i].Report)
		}
	}
}

// fullGameSeed is the game's fixed secret seed, so the dice are known.
func fullGameSeed() [games.SeedSize]byte {
	var seed [games.SeedSize]byte
	copy(seed[:], "adjutant full game by mail, 1901")
	return seed
}

// fgBackend is a mail system the judge runs against: where players' mail
// is put for the judge to read, and the players' own mailboxes, which
// receive the judge's mail over SMTP.
type fgBackend struct {
	mail    *devmail.Server // SMTP for the judge's mail, and the players' INBOXes
	cfg     *Config
	deliver func(t *testing.T, from string, raw []byte)
}

// devmailBackend is the embedded mail system of `adjutant dev`: players
// submit over SMTP and the judge reads its devmail INBOX over IMAP.
func devmailBackend(t *testing.T) *fgBackend {
	t.Helper()
	dir := t.TempDir()
	mail, err := devmail.Start(devmail.Options{IMAPAddr: "127.0.0.1:0", SMTPAddr: "127.0.0.1:0", Password: "pw",
		Dir: filepath.Join(dir, "devmail"), Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { mail.Close() })
	cfg := devConfig(filepath.Join(dir, "data"), mail.IMAPAddr(), mail.SMTPAddr(), testJudgeAddress, mail.Password())
	cfg.ConfirmJoins = false // seven joins in one mail each; join_confirm_test.go has it on
	// devmail's IMAP server loses an IDLE wake-up now and then; polling
	// often keeps the test quick when it does.
	cfg.IMAP.PollInterval = 200 * time.Millisecond
	cfg.IMAP.RescanInterval = time.Second
	cfg.IMAP.Logger = slog.New(slog.DiscardHandler)
	return &fgBackend{mail: mail, cfg: cfg, deliver: func(t *testing.T, from string, raw []byte) {
		t.Helper()
		if err := smtp.SendMail(mail.SMTPAddr(), nil, from, []string{testJudgeAddress}, raw); err != nil {
			t.Fatalf("submitting %s's mail over SMTP: %v", from, err)
		}
	}}
}

// dovecotBackend is a real Dovecot holding the judge's mailbox, into which
// players' mail is APPENDed as a delivery agent would; the judge's own mail
// goes out through devmail's SMTP server. It skips without Dovecot.
func dovecotBackend(t *testing.T) *fgBackend {
	t.Helper()
	d := dovecottest.Start(t, map[string]string{dovecotJudgeUser: dovecotJudgePassword})
	mail, err := devmail.Start(devmail.Options{IMAPAddr: "127.0.0.1:0", SMTPAddr: "127.0.0.1:0", Password: "pw", Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { mail.Close() })
	cfg := dovecotConfig(filepath.Join(t.TempDir(), "data"), d, mail)
	cfg.ConfirmJoins = false
	// IDLE brings new mail; the rescan is only a backstop.
	cfg.IMAP.RescanInterval = 5 * time.Second
	cfg.IMAP.Logger = slog.New(slog.DiscardHandler)
	client := imapLogin(t, d.Addr(), dovecotJudgeUser, dovecotJudgePassword)
	return &fgBackend{mail: mail, cfg: cfg, deliver: func(t *testing.T, _ string, raw []byte) {
		t.Helper()
		appendMail(t, client, "INBOX", raw)
	}}
}

// runSeededJudge runs the daemon like runInBackground, drawing every new
// game's seed from seed.
func runSeededJudge(t *testing.T, cfg *Config, seed [games.SeedSize]byte) (stop func()) {
	t.Helper()
	return runDaemonFor(t, cfg, &seed)
}

// The game, its master and its players.
const (
	fgGame       = "west"
	fgMaster     = "gm@example.org"
	fgMasterPW   = "gm-secret"
	fgNewGermany = "heidi@example.org" // takes Germany over in 1903
	// fgWhen is how the judge writes a time (judge.when).
	fgWhen = "Mon 2 Jan 2006 15:04 MST"
)

// fgPlayer is one scripted player: the power it asks for first (and gets,
// since the first choices differ), its address, password and preferences.
type fgPlayer struct {
	seat            games.Seat
	addr, pw, prefs string
}

func fullGamePlayers() []fgPlayer {
	return []fgPlayer{
		{"Austria", "alice@example.org", "pw-alice", "A R T"},
		{"England", "bob@example.org", "pw-bob", "England France"},
		{"France", "carol@example.org", "pw-carol", "F,E,G"},
		{"Germany", "dave@example.org", "pw-dave", "GER"}, // initials run together
		{"Italy", "erin@example.org", "pw-erin", "I"},
		{"Russia", "frank@example.org", "pw-frank", "Russia Turkey"},
		{"Turkey", "grace@example.org", "pw-grace", "T"},
	}
}

// fullGame is the players' side of the table: what they sent, what their
// mailboxes hold, and the referee that says what the results must be.
type fullGame struct {
	t    *testing.T
	b    *fgBackend
	seed [games.SeedSize]byte
	stop func()
	ref  *referee
	n    int // mails sent, for unique Message-IDs

	addr map[games.Seat]string // the address playing each power now
	pw   map[games.Seat]string

	sent   map[string][]string        // address → Message-IDs it sent
	raws   map[string][][]byte        // address → its INBOX as read so far, oldest first
	boxes  map[string][]mailtest.Mail // the same, decoded
	expect map[string][]string        // address → subjects of the results mails it must get, in order
}

// mail sends body from a player (or the master) to the judge and returns
// its Message-ID.
func (g *fullGame) mail(from, body string) string {
	g.t.Helper()
	g.n++
	id := fmt.Sprintf("<fg-%d-%s>", g.n, from)
	g.b.deliver(g.t, from, playerMail(from, id, "west", body))
	g.sent[from] = append(g.sent[from], id)
	return id
}

// inbox reads addr's INBOX, decoding only what is new since the last look.
func (g *fullGame) inbox(addr string) []mailtest.Mail {
	g.t.Helper()
	raws, err := g.b.mail.Messages(addr)
	if err != nil {
		g.t.Fatalf("reading %s's mailbox: %v", addr, err)
	}
	for _, raw := range raws[len(g.raws[addr]):] {
		g.raws[addr] = append(g.raws[addr], raw)
		g.boxes[addr] = append(g.boxes[addr], mailtest.Read(g.t, raw))
	}
	return g.boxes[addr]
}

// waitFor waits until addr holds at least n mails that match, and returns
// them all, oldest first. It bounds the wait; it measures nothing.
func (g *fullGame) waitFor(addr, what string, n int, match func(mailtest.Mail) bool) []mailtest.Mail {
	g.t.Helper()
	deadline := time.Now().Add(mailPatience)
	for {
		var got []mailtest.Mail
		for _, m := range g.inbox(addr) {
			if match(m) {
				got = append(got, m)
			}
		}
		if len(got) >= n {
			return got
		}
		if time.Now().After(deadline) {
			g.t.Fatalf("gave up after 30s waiting for %d× %s in %s's mailbox (have %d)", n, what, addr, len(got))
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// subjectIs matches the judge's own mail with subject "west: what".
func subjectIs(what string) func(mailtest.Mail) bool {
	return func(m mailtest.Mail) bool { return m.Subject == fgGame+": "+what }
}

// waitSubject waits for the one mail with subject "west: what" to addr.
func (g *fullGame) waitSubject(addr, what string) mailtest.Mail {
	g.t.Helper()
	return g.waitFor(addr, fmt.Sprintf("%q", what), 1, subjectIs(what))[0]
}

// replyTo waits for the judge's answer to the mail id from addr.
func (g *fullGame) replyTo(addr, id string) mailtest.Mail {
	g.t.Helper()
	return g.waitFor(addr, "the reply to "+id, 1, func(m mailtest.Mail) bool { return m.InReplyTo == id })[0]
}

// ask sends body and returns the judge's answer.
func (g *fullGame) ask(from, body string) mailtest.Mail {
	g.t.Helper()
	return g.replyTo(from, g.mail(from, body))
}

// askOK is ask for a mail that must raise no problem; the answer must
// contain each of wants.
func (g *fullGame) askOK(from, body string, wants ...string) mailtest.Mail {
	g.t.Helper()
	r := g.ask(from, body)
	if strings.Contains(r.Body, "Problems (") {
		g.t.Fatalf("the judge found problems in %s's mail:\n%s", from, r.Body)
	}
	for _, w := range wants {
		if !strings.Contains(r.Body, w) {
			g.t.Fatalf("the answer to %s lacks %q:\n%s", from, w, r.Body)
		}
	}
	return r
}

// master sends lines as the game's master.
func (g *fullGame) master(lines string, wants ...string) mailtest.Mail {
	g.t.Helper()
	return g.askOK(fgMaster, fmt.Sprintf("SIGNON M%s %s\n%s", fgGame, fgMasterPW, lines), wants...)
}

// signon is the line a power's player signs on with.
func (g *fullGame) signon(seat games.Seat) string {
	return fmt.Sprintf("SIGNON %s%s %s", seat[:1], fgGame, g.pw[seat])
}

// order sends one power's orders and checks they were taken as they are.
func (g *fullGame) order(seat games.Seat, lines []string) {
	g.t.Helper()
	g.askOK(g.addr[seat], g.signon(seat)+"\n"+strings.Join(lines, "\n"), "Orders of "+string(seat))
}

// play sends every power's orders of a phase, powers in alphabetical order,
// one right after the other as players would, then checks each answer. The
// judge reads them in that order, so the last one completes the phase.
func (g *fullGame) play(orders fgOrders) {
	g.t.Helper()
	ids := map[games.Seat]string{}
	seats := slices.Sorted(maps.Keys(orders))
	for _, seat := range seats {
		ids[seat] = g.mail(g.addr[seat], g.signon(seat)+"\n"+strings.Join(orders[seat], "\n"))
	}
	for _, seat := range seats {
		r := g.replyTo(g.addr[seat], ids[seat])
		if strings.Contains(r.Body, "Problems (") || !strings.Contains(r.Body, "Orders of "+string(seat)) {
			g.t.Fatalf("%s's orders were not taken as sent:\n%s", seat, r.Body)
		}
	}
}

// recipients are the addresses that get the game's reports now.
func (g *fullGame) recipients() []string {
	out := []string{fgMaster}
	for _, a := range g.addr {
		out = append(out, a)
	}
	slices.Sort(out)
	return out
}

var fgPositionLine = regexp.MustCompile(`^(Austria|England|France|Germany|Italy|Russia|Turkey): [AF] [a-z]{3}(/[ensw]c)?$`)

// resolved checks the results mail of each phase the referee resolved, in
// every reader's mailbox: the position block equals the one the engine gives
// directly, and so does the whole report.
func (g *fullGame) resolved(phases []refPhase) {
	g.t.Helper()
	for _, p := range phases {
		want := positionBlock(p.Report)
		for _, line := range strings.Split(want, "\n") {
			if !fgPositionLine.MatchString(line) {
				g.t.Fatalf("%s: the engine's position block has the line %q", p.ID, line)
			}
		}
		subject := p.ID + " results"
		for _, addr := range g.recipients() {
			g.expect[addr] = append(g.expect[addr], fgGame+": "+subject)
			n := 0
			for _, s := range g.expect[addr] {
				if s == fgGame+": "+subject {
					n++
				}
			}
			m := g.waitFor(addr, fmt.Sprintf("%q", subject), n, subjectIs(subject))[n-1]
			if got := positionBlock(m.Body); got != want {
				g.t.Errorf("%s's %s mail: positions\n%s\nwant (engine run directly)\n%s", addr, subject, got, want)
			}
			if !strings.Contains(m.Body, p.Report) {
				g.t.Errorf("%s's %s mail does not hold the report the engine gives directly:\n%s\nwant within it:\n%s", addr, subject, m.Body, p.Report)
			}
		}
	}
}

// deadlineIn reads the deadline from a mail's "Deadline: …." phase line.
func deadlineIn(t *testing.T, body string) time.Time {
	t.Helper()
	m := regexp.MustCompile(`Deadline: (\w{3} \d{1,2} \w{3} \d{4} \d{2}:\d{2} \w+)\.`).FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("no deadline in:\n%s", body)
	}
	d, err := time.Parse(fgWhen, m[1])
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestFullGameByMail plays the scripted game against the embedded mail
// system, and against a real Dovecot holding the judge's mailbox (skipped
// where Dovecot is not installed).
func TestFullGameByMail(t *testing.T) {
	t.Run("devmail", func(t *testing.T) { playFullGame(t, devmailBackend(t)) })
	t.Run("dovecot", func(t *testing.T) { playFullGame(t, dovecotBackend(t)) })
}

// Words that mark each press message, to follow where it goes.
const (
	fgPrivatePress   = "private-press-marker-7731"
	fgBroadcastPress = "broadcast-press-marker-2291"
	fgGreyPress      = "grey-press-marker-5562"
)

// playFullGame is the scenario: join, press, 1901 to Spring 1903 with a
// restart, a rollback, an extension, a late power and a missed phase on a
// real deadline, and a replacement; then the mailboxes are audited.
func playFullGame(t *testing.T, b *fgBackend) {
	seed := fullGameSeed()
	s := newFullGameScript()
	g := &fullGame{
		t: t, b: b, seed: seed, ref: newReferee(t, seed),
		addr: map[games.Seat]string{}, pw: map[games.Seat]string{},
		sent: map[string][]string{}, raws: map[string][][]byte{}, boxes: map[string][]mailtest.Mail{}, expect: map[string][]string{},
	}
	g.stop = runSeededJudge(t, b.cfg, seed)

	// The master creates the game; seven players join with preferences.
	g.askOK(fgMaster, "CREATE ?"+fgGame+" "+fgMasterPW+" standard press=grey", "Game west created")
	for _, p := range fullGamePlayers() {
		g.askOK(p.addr, fmt.Sprintf("SIGNON ?%s %s %s", fgGame, p.pw, p.prefs), "you joined west")
		g.addr[p.seat], g.pw[p.seat] = p.addr, p.pw
	}
	hash := games.SeedHash(seed)
	for _, p := range fullGamePlayers() {
		m := g.waitSubject(p.addr, "the game has started")
		if !strings.Contains(m.Body, "You play "+string(p.seat)+".") {
			t.Errorf("%s did not get its first choice, %s:\n%s", p.addr, p.seat, m.Body)
		}
	}
	if m := g.waitSubject(fgMaster, "the game has started"); !strings.Contains(m.Body, hex.EncodeToString(hash[:])) {
		t.Errorf("the start mail does not announce the hash of the seed the game was given:\n%s", m.Body)
	}

	// Press: private, broadcast and grey. Where each went is audited at the end.
	g.askOK(g.addr["England"], g.signon("England")+"\nPRESS TO France\nShall we split the Low Countries? "+fgPrivatePress+"\nENDPRESS", "message sent to France")
	g.askOK(g.addr["Germany"], g.signon("Germany")+"\nBROADCAST\nGermany wants peace with all. "+fgBroadcastPress+"\nENDPRESS", "message sent to everyone in west")
	g.askOK(g.addr["Turkey"], g.signon("Turkey")+"\nPRESS GREY TO Russia\nWatch the Black Sea. "+fgGreyPress+"\nENDPRESS", "message sent to Russia")
	if m := g.waitSubject(g.addr["Russia"], "press from an anonymous power"); !strings.Contains(m.Body, fgGreyPress) || strings.Contains(m.Body, "Turkey") {
		t.Errorf("grey press to Russia:\n%s", m.Body)
	}
	if m := g.waitSubject(fgMaster, "press from Turkey (grey)"); !strings.Contains(m.Body, fgGreyPress) {
		t.Errorf("the master's copy of the grey press:\n%s", m.Body)
	}
	if m := g.waitSubject(g.addr["France"], "press from England"); !strings.Contains(m.Body, fgPrivatePress) {
		t.Errorf("England's press to France:\n%s", m.Body)
	}

	// S1901M: processed as soon as the last orders are in.
	g.play(s.s1901)
	g.resolved(g.ref.resolve(t, s.s1901))

	// F1901M: four powers order, the daemon stops, Italy's orders arrive
	// while it is down, it starts again on the same data, and the rest order.
	for _, seat := range []games.Seat{"Austria", "England", "France", "Germany"} {
		g.order(seat, s.f1901[seat])
	}
	g.stop()
	italy := g.mail(g.addr["Italy"], g.signon("Italy")+"\n"+strings.Join(s.f1901["Italy"], "\n"))
	g.stop = runSeededJudge(t, b.cfg, seed)
	if r := g.replyTo(g.addr["Italy"], italy); !strings.Contains(r.Body, "Orders of Italy") || strings.Contains(r.Body, "Problems (") {
		t.Fatalf("the orders sent while the judge was down:\n%s", r.Body)
	}
	g.order("Russia", s.f1901["Russia"])
	g.order("Turkey", s.f1901["Turkey"])
	g.resolved(g.ref.resolve(t, s.f1901))

	// F1901R: France retreats.
	g.play(s.f1901r)
	g.resolved(g.ref.resolve(t, s.f1901r))

	// W1901A: Turkey does not build; the master extends the deadline by a
	// day, then processes the phase without waiting.
	g.play(s.w1901)
	before := deadlineIn(t, g.waitSubject(fgMaster, "F1901R results").Body)
	g.master("EXTEND 1d", "the deadline of west is now "+before.Add(24*time.Hour).Format(fgWhen))
	g.master("PROCESS", "W1901A of west processed")
	winter := g.ref.resolve(t, s.w1901)
	g.resolved(winter)
	// The EXTEND was told at once, in the players' own zones; the results
	// tell the rest.
	if m := g.waitSubject(g.addr["Turkey"], "deadline changed"); !strings.Contains(m.Body, "Master: extended the deadline by 1d") {
		t.Errorf("the players were not told of the EXTEND at once:\n%s", m.Body)
	}
	if m := g.waitSubject(g.addr["Turkey"], "W1901A results"); !strings.Contains(m.Body, "Master: processed") {
		t.Errorf("the W1901A results do not tell the players what the master did:\n%s", m.Body)
	}

	// S1902M is played, then rolled back: everyone is told, with their
	// orders as restored. The master processes it again with those orders,
	// which gives the same result, and gives adjustment phases 8 seconds.
	g.play(s.s1902)
	first := g.ref.resolve(t, s.s1902)
	g.resolved(first)
	g.master("ROLLBACK", "west is back at")
	g.ref.rollback(g.ref.seq)
	for _, addr := range g.recipients() {
		m := g.waitSubject(addr, "rolled back to S1902M")
		if addr == g.addr["Russia"] && (!strings.Contains(m.Body, "Your orders, as restored:") || !strings.Contains(m.Body, "A Ukr - Gal")) {
			t.Errorf("Russia's rollback mail does not show its restored orders:\n%s", m.Body)
		}
	}
	g.master("SET adjust=8s\nSET reminder=4s\nPROCESS", "S1902M of west processed")
	again := g.ref.resolve(t, s.s1902)
	if again[0].Report != first[0].Report {
		t.Errorf("the same orders gave another result after the rollback:\n%s\nthen\n%s", first[0].Report, again[0].Report)
	}
	g.resolved(again)

	// F1902M: Turkey walks into Serbia; the winter asks Austria to remove a
	// unit and Turkey to build, with a deadline 8 seconds away.
	g.play(s.f1902)
	g.resolved(g.ref.resolve(t, s.f1902))
	if asked := g.ref.askedPowers(); !slices.Equal(asked, []games.Seat{"Austria", "Turkey"}) {
		t.Fatalf("W1902A asks %v, want Austria and Turkey", asked)
	}

	// W1902A on the real clock: both are reminded, then told they are
	// late. Turkey orders in the grace period; Austria never does. The
	// master ends the grace, so the missed-orders policy applies and the
	// phase is processed with Austria's default removal.
	for _, seat := range []games.Seat{"Austria", "Turkey"} {
		if m := g.waitSubject(g.addr[seat], "orders needed"); !hasText(m.Body, "The judge has no orders from "+string(seat)) {
			t.Errorf("%s's reminder:\n%s", seat, m.Body)
		}
		if m := g.waitSubject(g.addr[seat], "orders late"); !hasText(m.Body, "has passed and the judge has no orders from "+string(seat)) {
			t.Errorf("%s's late notice:\n%s", seat, m.Body)
		}
	}
	g.order("Turkey", s.w1902["Turkey"])
	g.master("SET grace=1s", "grace=1s")
	g.resolved(g.ref.resolve(t, s.w1902))

	// S1903M: the master offers Germany to a new player, who is sent one
	// request, accepts it with the line it gives, is mailed a password and
	// plays on; the old password is refused.
	g.master("REPLACE Germany "+fgNewGermany, "has been mailed one request to confirm")
	offer := g.waitFor(fgNewGermany, "the offer", 1, func(m mailtest.Mail) bool {
		return strings.HasPrefix(m.Subject, fgGame+": you are offered a place in a game (")
	})[0]
	accept := regexp.MustCompile(`CONFIRM \S+ [0-9a-f]{16}`).FindString(offer.Body)
	g.askOK(fgNewGermany, accept, "confirmed: you now play Germany in "+fgGame)
	if m := g.waitSubject(fgMaster, "Germany has a new player"); !hasText(m.Body, "Germany is now played by "+fgNewGermany) {
		t.Errorf("the master's news of the replacement:\n%s", m.Body)
	}
	m := g.waitSubject(fgNewGermany, "you now play Germany")
	pw := regexp.MustCompile(`SIGNON Gwest (\S+)`).FindStringSubmatch(m.Body)
	if pw == nil {
		t.Fatalf("the new player's mail has no sign-on line:\n%s", m.Body)
	}
	g.waitSubject(g.addr["Germany"], "your power has a new player")
	if r := g.ask(g.addr["Germany"], g.signon("Germany")+"\nA Kie - Hol"); !strings.Contains(r.Body, "wrong password") {
		t.Errorf("the replaced player could still sign on:\n%s", r.Body)
	}
	g.addr["Germany"], g.pw["Germany"] = fgNewGermany, pw[1]
	g.play(s.s1903)
	g.resolved(g.ref.resolve(t, s.s1903))
	if m := g.waitSubject(fgNewGermany, "S1903M results"); !strings.Contains(m.Body, "Master: gave Germany to a new player.") {
		t.Errorf("the S1903M results do not announce the replacement:\n%s", m.Body)
	}

	// Stopping flushes the outbox: a wrong second copy of anything would be
	// delivered by now.
	g.stop()
	g.audit()
}

// audit reads every mailbox once the judge has stopped and checks what no
// single step could: every mail sent got exactly one answer, nothing
// arrived twice, each address got exactly the results mails of the phases
// it played in, press reached only its readers, reminders and late notices
// went only to the late, and no mail showed anyone an address not their own.
func (g *fullGame) audit() {
	t := g.t
	t.Helper()
	var everyone []string
	for _, p := range fullGamePlayers() {
		everyone = append(everyone, p.addr)
	}
	everyone = append(everyone, fgNewGermany, fgMaster)

	for _, addr := range everyone {
		box := g.inbox(addr)
		ids := map[string]int{}
		replies := map[string]int{}
		var results []string
		for _, m := range box {
			ids[m.MessageID]++
			if m.InReplyTo != "" {
				replies[m.InReplyTo]++
			}
			if strings.HasSuffix(m.Subject, " results") {
				results = append(results, m.Subject)
			}
		}
		for id, n := range ids {
			if n > 1 || id == "" {
				t.Errorf("%s received Message-ID %q %d times", addr, id, n)
			}
		}
		for _, id := range g.sent[addr] {
			if replies[id] != 1 {
				t.Errorf("%s's mail %s got %d answers, want exactly 1", addr, id, replies[id])
			}
			delete(replies, id)
		}
		for id, n := range replies {
			t.Errorf("%s got %d answers to %s, which it never sent", addr, n, id)
		}
		if !slices.Equal(results, g.expect[addr]) {
			t.Errorf("%s got the results mails\n  %v\nwant\n  %v", addr, results, g.expect[addr])
		}
	}

	// Press: the sender's answer echoes the text; otherwise only the readers
	// and the master have it, once each.
	addrOf := func(seat games.Seat) string {
		for _, p := range fullGamePlayers() {
			if p.seat == seat {
				return p.addr
			}
		}
		return ""
	}
	press := []struct {
		marker string
		from   games.Seat
		to     []games.Seat // nil: everyone
	}{
		{fgPrivatePress, "England", []games.Seat{"France"}},
		{fgBroadcastPress, "Germany", nil},
		{fgGreyPress, "Turkey", []games.Seat{"Russia"}},
	}
	for _, p := range press {
		want := map[string]int{fgMaster: 1, addrOf(p.from): 1}
		for _, pl := range fullGamePlayers() {
			if p.to == nil || slices.Contains(p.to, pl.seat) {
				want[pl.addr] = 1
			}
		}
		for _, addr := range everyone {
			n := 0
			for _, m := range g.boxes[addr] {
				if strings.Contains(m.Body, p.marker) {
					n++
				}
			}
			if n != want[addr] {
				t.Errorf("%s's press: %s has it in %d mails, want %d", p.from, addr, n, want[addr])
			}
		}
	}

	// Only Austria and Turkey were ever late, once, in W1902A.
	for _, addr := range everyone {
		late := 0
		if addr == addrOf("Austria") || addr == addrOf("Turkey") {
			late = 1
		}
		for _, what := range []string{"orders needed", "orders late"} {
			n := 0
			for _, m := range g.boxes[addr] {
				if subjectIs(what)(m) {
					n++
				}
			}
			if n != late {
				t.Errorf("%s got %d %q mails, want %d", addr, n, what, late)
			}
		}
	}

	// No mail shows a player's address to anyone else. The one exception is
	// the master's answer to REPLACE and the news that the new player took
	// the power, which name the new player.
	for _, addr := range everyone {
		for i, raw := range g.raws[addr] {
			text := strings.ToLower(string(raw) + "\n" + g.boxes[addr][i].Body)
			for _, other := range everyone {
				if other == addr || (addr == fgMaster && other == fgNewGermany) {
					continue
				}
				if strings.Contains(text, other) {
					t.Errorf("a mail to %s (%q) shows the address %s", addr, g.boxes[addr][i].Subject, other)
				}
			}
		}
	}
}
