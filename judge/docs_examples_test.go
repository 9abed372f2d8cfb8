package judge

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/games/diplomacy"
	"adjutant/judge/play"
	"adjutant/mailio/mailtest"
	"adjutant/storage"
)

// The examples in docs/players.md and docs/referees.md are real mail: this
// test plays a scripted game through the judge and keeps each exchange in
// testdata/docs/<name>.txt. Run with -update-docs after changing what the
// judge writes; the files are rewritten and so are the fenced blocks in the
// two documents that follow a marker line <!-- example NAME -->. Without
// the flag the test fails when the judge now answers differently from the
// files, or when a document no longer quotes a file as it is.
var updateDocs = flag.Bool("update-docs", false, "rewrite judge/testdata/docs and the examples quoted in docs/*.md")

const docsDir = "testdata/docs"

var docFiles = []string{"../docs/players.md", "../docs/referees.md"}

// Two things in the examples are drawn from crypto/rand on purpose (an
// address-change code and a replacement player's password). They are shown
// with these fixed stand-ins, which the documents point out.
const (
	shownAddressCode = "5e1f0c3a9b7d2468"
	shownPassword    = "k7m2p-q9rst"
)

// docScript plays mail through a judge and records examples.
type docScript struct {
	t     *testing.T
	tj    *testJudge
	seq   int
	files map[string]string
	mask  map[string]string // random text -> the stand-in shown
}

func newDocScript(t *testing.T) *docScript {
	var seed [games.SeedSize]byte
	for i := range seed {
		seed[i] = byte(i*7 + 1)
	}
	tj := newTestJudge(t, Options{
		Engines:        []games.Engine{diplomacy.New()},
		RepliesPerHour: 1000,
		Seed:           func() [games.SeedSize]byte { return seed },
	})
	return &docScript{t: t, tj: tj, files: map[string]string{}, mask: map[string]string{}}
}

// mail sends body from an address and returns the judge's reply.
func (d *docScript) mail(from, subject, body string) mailtest.Mail {
	d.t.Helper()
	d.seq++
	id := fmt.Sprintf("doc%d@example.org", d.seq)
	// Date the mail a minute before the judge reads it, as a real one would be.
	sent := d.tj.now.Add(-time.Minute).Format(time.RFC1123Z)
	date := "Date: " + sent
	raw := fmt.Sprintf("From: %s\nTo: judge@example.org\nSubject: %s\nMessage-ID: <%s>\n%s\nContent-Type: text/plain; charset=utf-8\n\n%s", from, subject, id, date, body)
	d.tj.deliver(d.t, raw)
	for _, m := range d.tj.mailsTo(d.t, from) {
		if m.InReplyTo == "<"+id+">" {
			return m
		}
	}
	d.t.Fatalf("no reply to %s's mail:\n%s", from, body)
	return mailtest.Mail{}
}

// exchange sends a mail and records it with its reply as one example.
func (d *docScript) exchange(name, from, subject, body string) mailtest.Mail {
	d.t.Helper()
	r := d.mail(from, subject, body)
	d.record(name, sentPart(from, subject, body)+"\n"+replyPart(r))
	return r
}

func sentPart(from, subject, body string) string {
	return fmt.Sprintf("---- mail from %s to the judge ----\nSubject: %s\n\n%s\n", from, subject, strings.TrimRight(body, "\n"))
}

func replyPart(r mailtest.Mail) string {
	return fmt.Sprintf("---- the judge's reply ----\nSubject: %s\n\n%s\n", r.Subject, strings.TrimRight(r.Body, "\n"))
}

// judgeMail records a mail the judge sent on its own account.
func (d *docScript) judgeMail(name, to string, m mailtest.Mail) {
	d.t.Helper()
	d.record(name, judgePart(to, m))
}

func judgePart(to string, m mailtest.Mail) string {
	return fmt.Sprintf("---- the judge's mail to %s ----\nSubject: %s\n\n%s\n", to, m.Subject, strings.TrimRight(m.Body, "\n"))
}

// lastWith returns the newest mail to addr whose subject contains part.
func (d *docScript) lastWith(addr, part string) mailtest.Mail {
	d.t.Helper()
	all := d.tj.mailsTo(d.t, addr)
	for i := len(all) - 1; i >= 0; i-- {
		if strings.Contains(all[i].Subject, part) {
			return all[i]
		}
	}
	d.t.Fatalf("no mail to %s with %q in its subject", addr, part)
	return mailtest.Mail{}
}

func (d *docScript) record(name, text string) {
	d.t.Helper()
	if _, dup := d.files[name]; dup {
		d.t.Fatalf("example %s recorded twice", name)
	}
	d.files[name] = text
}

// expect fails the script early when a step did not do what the story
// needs, so a broken judge shows up here and not as a confusing diff.
func (d *docScript) expect(m mailtest.Mail, want ...string) {
	d.t.Helper()
	for _, w := range want {
		if !strings.Contains(m.Body, w) && !strings.Contains(m.Subject, w) {
			d.t.Fatalf("mail %q lacks %q:\n%s", m.Subject, w, m.Body)
		}
	}
}

// game reads a game's record.
func (d *docScript) game(name string) *play.Record {
	d.t.Helper()
	var g *play.Record
	if err := d.tj.db.View(func(tx *storage.Tx) error {
		var err error
		g, _, err = play.Load(tx, d.tj.engines, name)
		return err
	}); err != nil || g == nil {
		d.t.Fatalf("loading %s: %v", name, err)
	}
	return g
}

// at moves the clock to t and lets the judge handle what is due.
func (d *docScript) at(t time.Time) {
	d.tj.now = t
	d.tj.tick()
}

// masked replaces the random strings with their stand-ins.
func (d *docScript) masked(s string) string {
	keys := make([]string, 0, len(d.mask))
	for k := range d.mask {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		s = strings.ReplaceAll(s, k, d.mask[k])
	}
	return s
}

var (
	addressCodeRE = regexp.MustCompile(`CONFIRM west ([0-9a-f]{16})`)
	passwordRE    = regexp.MustCompile(`Your password is\n\n  (\S+)`)
)

const (
	docMaster = "master@example.org"
)

func addrOf(power string) string { return strings.ToLower(power) + "@example.org" }

func TestDocsExamples(t *testing.T) {
	d := newDocScript(t)

	// Talking to the judge.
	d.exchange("help", "visitor@example.net", "help", "HELP\nHELP SIGNON")
	d.exchange("help-zh", "fangke@example.net", "求助", "帮助\n帮助 SIGNON")
	d.exchange("version", "visitor@example.net", "version", "VERSION")
	d.exchange("get", "visitor@example.net", "help texts", "GET\nGET press")
	d.exchange("mistakes", "visitor@example.net", "join", "SINGON ?west s3cret\nA Par - Bur")

	// Creating games.
	d.exchange("create-all-options", "referee@example.org", "new game",
		"CREATE ?north s3cret standard rules=datc end=timed endyear=1910 press=broadcast movement=3d retreat=1d adjust=1d grace=12h reminder=6h nmr=abandon nmr_limit=3 lang=zh-Hant at=20:00 zone=Europe/London\nLIST north")
	d.exchange("create-mistakes", "referee@example.org", "new game",
		"CREATE ?east s3cret seven\nCREATE ?east s3cret press=loud\nCREATE ?north s3cret")
	r := d.exchange("create", docMaster, "new game", "CREATE ?west masterpw standard press=grey")
	d.expect(r, "Game west created")

	// Joining.
	d.exchange("join", addrOf("Austria"), "join west", "SIGNON ?west pw-Austria A")
	d.exchange("join-zh", addrOf("Russia"), "加入", "設定 語言 zh-Hant\n設定 時區 Asia/Taipei\n登入 ?west pw-Russia R")
	d.mail(addrOf("Germany"), "join west", "SIGNON ?west pw-Germany")
	d.exchange("set-preference", addrOf("Germany"), "preferences", "SET PREFERENCE west pw-Germany G A")
	d.exchange("list", "visitor@example.net", "games", "LIST\nLIST west")
	for _, p := range []string{"England", "France", "Italy"} {
		d.mail(addrOf(p), "join west", fmt.Sprintf("SIGNON ?west pw-%s %s", p, p[:1]))
	}
	r = d.exchange("join-last", addrOf("Turkey"), "join west", "SIGNON ?west pw-Turkey T")
	d.expect(r, "has started")
	d.judgeMail("start", addrOf("France"), d.lastWith(addrOf("France"), "the game has started"))
	d.exchange("join-late", "visitor@example.net", "join west", "SIGNON ?west s3cret")
	r = d.exchange("observe", "visitor@example.net", "watch", "OBSERVE west")
	line := d.confirmLine(r.Body)
	d.exchange("observe-confirm", "visitor@example.net", "watch", line)

	// Spring 1901: orders.
	d.exchange("orders", addrOf("France"), "orders", "SIGNON Fwest pw-France\nA Par - Bur\nArmy Marseilles to Spain\nF Bre - Lon")
	d.exchange("orders-add", addrOf("France"), "orders", "SIGNON Fwest pw-France\nADD\nF Bre - Mao")
	d.exchange("orders-wrapped", addrOf("France"), "Re: orders", "SIGNON Fwest pw-France\nArmy Marseilles supports Army Paris\nmoving to Burgundy\nA Par - Bur; F Bre - Mao")
	d.mail(addrOf("France"), "orders", "SIGNON Fwest pw-France\nA Par - Bur; A Mar - Spa; F Bre - Mao")
	d.exchange("orders-zh", addrOf("Russia"), "命令", "登入 Rwest pw-Russia\n陸軍 莫斯科 移動 黑海\n陸軍 莫斯科 移動 烏克蘭\n陸軍 華沙 移動 加利西亞\n艦隊 塞瓦斯托波爾 移動 黑海\n艦隊 聖彼得堡南岸 移動 波的尼亞灣")
	d.mail(addrOf("Germany"), "orders", "SIGNON Gwest pw-Germany\nA Ber - Kie\nA Mun - Ruh\nF Kie - Den")
	d.exchange("clear", addrOf("Germany"), "orders", "SIGNON Gwest pw-Germany\nCLEAR")
	d.mail(addrOf("Germany"), "orders", "SIGNON Gwest pw-Germany\nA Ber - Kie\nA Mun - Ruh\nF Kie - Den")
	d.exchange("press", addrOf("England"), "orders and a letter",
		"SIGNON Ewest pw-England\nPRESS TO France\nShall we keep the Channel empty this year?\nENDPRESS\nF Lon - Nth\nF Edi - Nwg\nA Lvp - Yor")
	d.judgeMail("press-received", addrOf("France"), d.lastWith(addrOf("France"), "press from"))
	d.exchange("press-grey", addrOf("Turkey"), "a word", "SIGNON Twest pw-Turkey\nPRESS GREY TO Russia\nWatch the Black Sea.\nENDPRESS")
	d.judgeMail("press-grey-received", addrOf("Russia"), d.lastWith(addrOf("Russia"), "west"))
	d.judgeMail("press-grey-master", docMaster, d.lastWith(docMaster, "press from"))
	d.exchange("broadcast", addrOf("Austria"), "to all", "SIGNON Awest pw-Austria\nBROADCAST\nAustria wants peace with everyone.\nENDPRESS\nA Vie - Gal\nA Bud - Ser\nF Tri - Alb")
	d.exchange("wait-draw", addrOf("Italy"), "settings", "SIGNON Iwest pw-Italy\nSET WAIT\nSET NOWAIT\nSET DRAW\nSET NODRAW\nA Ven H\nA Rom - Apu\nF Nap - Ion")
	d.exchange("not-master", addrOf("Italy"), "hurry", "SIGNON Iwest pw-Italy\nPROCESS")
	// Turkey has not ordered: the master orders for it and processes.
	r = d.exchange("become-process", docMaster, "spring", "SIGNON Mwest masterpw\nBECOME Turkey\nA Con - Bul\nF Ank - Bla\nA Smy - Arm\nPROCESS")
	d.expect(r, "processed")
	d.judgeMail("report", addrOf("England"), d.lastWith(addrOf("England"), "S1901M results"))
	d.judgeMail("report-zh", addrOf("Russia"), d.lastWith(addrOf("Russia"), "S1901M"))

	// Fall 1901: Austria is silent; reminders, grace, missed orders.
	d.mail(addrOf("England"), "orders", "SIGNON Ewest pw-England\nF Nth - Nwy\nF Nwg H\nA Yor H")
	d.mail(addrOf("France"), "orders", "SIGNON Fwest pw-France\nA Bur - Bel\nA Spa H\nF Mao - Por")
	d.mail(addrOf("Germany"), "orders", "SIGNON Gwest pw-Germany\nA Kie - Hol\nA Ruh H\nF Den H")
	d.mail(addrOf("Italy"), "orders", "SIGNON Iwest pw-Italy\nA Ven H\nF Ion - Tun\nA Apu H")
	d.mail(addrOf("Russia"), "orders", "SIGNON Rwest pw-Russia\nA Ukr - Rum\nA War H\nF Sev H\nF Bot - Swe")
	d.mail(addrOf("Turkey"), "orders", "SIGNON Twest pw-Turkey\nA Bul H\nF Ank H\nA Arm H")
	g := d.game("west")
	d.at(g.Deadline.Add(-g.Settings.Reminder + time.Minute))
	d.judgeMail("reminder", addrOf("Austria"), d.lastWith(addrOf("Austria"), "orders needed"))
	d.at(g.Deadline.Add(time.Minute))
	d.judgeMail("late", addrOf("Austria"), d.lastWith(addrOf("Austria"), "orders late"))
	d.at(g.Deadline.Add(g.Settings.Grace + time.Minute))
	d.judgeMail("report-fall", addrOf("Austria"), d.lastWith(addrOf("Austria"), "F1901M results"))

	// Winter 1901: builds, one of them in Chinese.
	d.exchange("orders-build", addrOf("France"), "builds", "SIGNON Fwest pw-France\nBuild A Par\nBuild F Mar")
	d.exchange("orders-build-zh", addrOf("Russia"), "成軍", "登入 Rwest pw-Russia\n成軍 艦隊 聖彼得堡北岸")
	d.mail(addrOf("England"), "builds", "SIGNON Ewest pw-England\nBuild F Lon")
	d.mail(addrOf("Germany"), "builds", "SIGNON Gwest pw-Germany\nBuild A Ber\nBuild F Kie")
	d.mail(addrOf("Italy"), "builds", "SIGNON Iwest pw-Italy\nBuild A Rom")
	d.mail(addrOf("Turkey"), "builds", "SIGNON Twest pw-Turkey\nBuild F Smy")
	// Austria is silent a second time: civil disorder.
	g = d.game("west")
	d.at(g.Deadline.Add(-g.Settings.Reminder + time.Minute))
	d.at(g.Deadline.Add(time.Minute))
	d.at(g.Deadline.Add(g.Settings.Grace + time.Minute))
	r = d.lastWith(addrOf("England"), "W1901A results")
	d.expect(r, "Austria missed 2 deadlines and is now in civil disorder")
	d.judgeMail("report-disorder", addrOf("England"), r)

	d.verify("verify", 0)

	// Spring 1902: personal settings.
	d.exchange("set-password", addrOf("France"), "password", "SIGNON France west pw-France\nSET PASSWORD new-secret")
	d.exchange("set-zone", addrOf("France"), "zone", "SET TIMEZONE Europe/Paris\nSET LANGUAGE en")
	d.exchange("set-address", addrOf("England"), "moving", "SIGNON Ewest pw-England\nSET ADDRESS england@example.net")
	codeMail := d.lastWith("england@example.net", "confirm your address")
	if m := addressCodeRE.FindStringSubmatch(codeMail.Body); m != nil {
		d.mask[m[1]] = shownAddressCode
		d.judgeMail("set-address-code", "england@example.net", codeMail)
		d.exchange("confirm", "england@example.net", "confirm", "CONFIRM west "+m[1])
	} else {
		t.Fatalf("no code in:\n%s", codeMail.Body)
	}
	d.judgeMail("confirm-old", addrOf("England"), d.lastWith(addrOf("England"), "address changed"))
	d.exchange("resign", addrOf("Turkey"), "leaving", "SIGNON Twest pw-Turkey\nRESIGN")
	d.judgeMail("resign-master", docMaster, d.lastWith(docMaster, "resigned"))

	// The master at work.
	d.exchange("master-pause", docMaster, "pause", "SIGNON Mwest masterpw\nPAUSE\nEXTEND 1d")
	d.exchange("master-resume", docMaster, "resume", "SIGNON Mwest masterpw\nRESUME")
	d.exchange("master-deadline", docMaster, "clock", "SIGNON Mwest masterpw\nSET DEADLINE 2026-12-10 20:00 Europe/London\nEXTEND 12h\nSET GRACE 12h\nSET press white\nSET nmr_limit 3")
	d.exchange("master-edit", docMaster, "board", "SIGNON Mwest masterpw\nEDIT add Italy F Tys\nEDIT remove Alb\nEDIT owner Gre Italy")
	d.exchange("master-broadcast", docMaster, "note", "SIGNON Mwest masterpw\nBROADCAST\nTurkey has resigned; a new player takes over soon.\nENDPRESS")
	d.exchange("master-eject", docMaster, "seats", "SIGNON Mwest masterpw\nEJECT Austria")
	d.judgeMail("eject-player", addrOf("Austria"), d.lastWith(addrOf("Austria"), "removed"))
	d.exchange("master-replace", docMaster, "seats", "SIGNON Mwest masterpw\nREPLACE Turkey new-turkey@example.net")
	offer := d.lastWith("new-turkey@example.net", "you are offered")
	d.confirmLine(offer.Body)
	d.judgeMail("replace-offer", "new-turkey@example.net", offer)
	d.exchange("replace-accept", "new-turkey@example.net", "Re: "+offer.Subject, "> "+strings.ReplaceAll(strings.TrimSpace(offer.Body), "\n", "\n> "))
	d.judgeMail("replace-accepted", docMaster, d.lastWith(docMaster, "has a new player"))
	newMail := d.lastWith("new-turkey@example.net", "you now play")
	if m := passwordRE.FindStringSubmatch(newMail.Body); m != nil {
		d.mask[m[1]] = shownPassword
	} else {
		t.Fatalf("no password in:\n%s", newMail.Body)
	}
	d.judgeMail("replace-player", "new-turkey@example.net", newMail)
	d.mail(addrOf("Italy"), "orders", "SIGNON Iwest pw-Italy\nA Apu - Tun\nF Tun H")
	d.exchange("master-process", docMaster, "spring", "SIGNON Mwest masterpw\nPROCESS")
	d.judgeMail("report-notices", addrOf("Italy"), d.lastWith(addrOf("Italy"), "S1902M results"))
	d.exchange("master-rollback", docMaster, "undo", "SIGNON Mwest masterpw\nROLLBACK")
	d.judgeMail("rollback-player", addrOf("Italy"), d.lastWith(addrOf("Italy"), "rolled back"))

	// Anyone may read a game's record.
	d.exchange("summary", "visitor@example.net", "summary", "SUMMARY west")
	d.exchange("history", "visitor@example.net", "history", "HISTORY west S1901M S1901M")

	// The end, the seed, and verify.
	d.exchange("master-terminate", "referee@example.org", "stop", "SIGNON Mnorth s3cret\nTERMINATE")
	d.exchange("master-draw", docMaster, "the end", "SIGNON Mwest masterpw\nDECLARE DRAW")
	d.judgeMail("game-over", addrOf("France"), d.lastWith(addrOf("France"), "game over"))
	// An edited board still verifies: the master's edits are kept with the
	// phase they followed and replayed after it.
	d.verify("verify-edited", 0)

	d.compare(t)
}

// verify records what adjutant verify prints for west, and checks how
// many phases fail to replay.
func (d *docScript) verify(name string, wantFailed int) {
	d.t.Helper()
	var rep VerifyReport
	if err := d.tj.db.View(func(tx *storage.Tx) error {
		var err error
		rep, err = Verify(tx, []games.Engine{diplomacy.New()}, "west")
		return err
	}); err != nil {
		d.t.Fatal(err)
	}
	if rep.Failed != wantFailed {
		d.t.Fatalf("verify: %d phases failed, want %d: %v", rep.Failed, wantFailed, rep.Lines)
	}
	// The closing lines are the ones cmd/adjutant prints after the report.
	d.record(name, "$ adjutant verify --data adjutant-data west\n"+strings.Join(rep.Lines, "\n")+"\n"+rep.Summary())
}

// compare writes (with -update-docs) or checks the example files and the
// blocks quoted from them in the documents.
func (d *docScript) compare(t *testing.T) {
	names := make([]string, 0, len(d.files))
	for n := range d.files {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		d.files[n] = d.masked(d.files[n])
	}
	if *updateDocs {
		if err := os.MkdirAll(docsDir, 0o755); err != nil {
			t.Fatal(err)
		}
		old, _ := filepath.Glob(filepath.Join(docsDir, "*.txt"))
		for _, f := range old {
			if _, ok := d.files[strings.TrimSuffix(filepath.Base(f), ".txt")]; !ok {
				if err := os.Remove(f); err != nil {
					t.Fatal(err)
				}
			}
		}
		for _, n := range names {
			if err := os.WriteFile(filepath.Join(docsDir, n+".txt"), []byte(d.files[n]), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, n := range names {
		got, err := os.ReadFile(filepath.Join(docsDir, n+".txt"))
		if err != nil {
			t.Errorf("example %s: %v (run go test ./judge -run TestDocsExamples -update-docs)", n, err)
			continue
		}
		if string(got) != d.files[n] {
			t.Errorf("the judge's answer for example %s has changed; check it, then run go test ./judge -run TestDocsExamples -update-docs to refresh the files and docs/*.md\n--- file\n%s\n--- now\n%s", n, got, d.files[n])
		}
	}
	quoted := map[string]bool{}
	for _, doc := range docFiles {
		text, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		updated, used, problems := quoteExamples(string(text), d.files)
		for _, p := range problems {
			t.Errorf("%s: %s", doc, p)
		}
		for n := range used {
			quoted[n] = true
		}
		if *updateDocs && updated != string(text) {
			if err := os.WriteFile(doc, []byte(updated), 0o644); err != nil {
				t.Fatal(err)
			}
		} else if updated != string(text) {
			t.Errorf("%s does not quote the examples as they are now; run go test ./judge -run TestDocsExamples -update-docs", doc)
		}
	}
	for _, n := range names {
		if !quoted[n] {
			t.Errorf("example %s is quoted in neither document (add <!-- example %s --> where it belongs)", n, n)
		}
	}
}

var markerRE = regexp.MustCompile(`^<!-- example ([a-z0-9-]+) -->$`)

// quoteExamples returns doc with the fenced block after every example
// marker replaced by that example's text, the names it quotes, and the
// markers that name no example.
func quoteExamples(doc string, files map[string]string) (string, map[string]bool, []string) {
	lines := strings.Split(doc, "\n")
	var out []string
	used := map[string]bool{}
	var problems []string
	for i := 0; i < len(lines); i++ {
		out = append(out, lines[i])
		m := markerRE.FindStringSubmatch(lines[i])
		if m == nil {
			continue
		}
		text, ok := files[m[1]]
		if !ok {
			problems = append(problems, fmt.Sprintf("line %d names example %q, which the test does not make", i+1, m[1]))
			continue
		}
		used[m[1]] = true
		// Skip an existing block right after the marker.
		if i+1 < len(lines) && strings.HasPrefix(lines[i+1], "```") {
			j := i + 2
			for j < len(lines) && lines[j] != "```" {
				j++
			}
			i = j
		}
		out = append(out, "```text")
		out = append(out, strings.Split(strings.TrimRight(text, "\n"), "\n")...)
		out = append(out, "```")
	}
	return strings.Join(out, "\n"), used, problems
}

// confirmLine finds the CONFIRM line in a judge's mail and masks its code,
// which is drawn from crypto/rand, in the examples.
func (d *docScript) confirmLine(body string) string {
	d.t.Helper()
	m := confirmRE.FindStringSubmatch(body)
	if m == nil {
		d.t.Fatalf("no CONFIRM line in:\n%s", body)
	}
	d.mask[m[2]] = shownCode
	return m[0]
}

var confirmRE = regexp.MustCompile(`CONFIRM (\w+) ([0-9a-f]{16})`)

// shownCode stands in the examples for a confirmation code.
const shownCode = "3f9a0c1d7e5b2468"
