package judge

import (
	"regexp"
	"strings"
	"testing"
	"time"

	"adjutant/mailio/mailtest"
	"adjutant/storage"
	"adjutant/templates"
)

const masterAddr = "master@example.org"

// asMaster sends lines from the master, signed on to west.
func (tj *testJudge) asMaster(t *testing.T, lines string) mailtest.Mail {
	t.Helper()
	return tj.send(t, masterAddr, "SIGNON Mwest masterpw\n"+lines)
}

// listWest is what anyone reads in LIST west.
func (tj *testJudge) listWest(t *testing.T) string {
	t.Helper()
	return tj.send(t, "onlooker@example.net", "LIST west").Body
}

// newest returns the newest mail to addr whose subject contains part.
func (tj *testJudge) newest(t *testing.T, addr, part string) mailtest.Mail {
	t.Helper()
	all := tj.mailsTo(t, addr)
	for i := len(all) - 1; i >= 0; i-- {
		if strings.Contains(all[i].Subject, part) {
			return all[i]
		}
	}
	t.Fatalf("no mail to %s with %q in its subject", addr, part)
	return mailtest.Mail{}
}

func count(tj *testJudge, t *testing.T, addr, part string) int {
	t.Helper()
	n := 0
	for _, m := range tj.mailsTo(t, addr) {
		if strings.Contains(m.Subject, part) {
			n++
		}
	}
	return n
}

func mustContain(t *testing.T, what, body string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(body, w) && !strings.Contains(unwrap(body), unwrap(w)) {
			t.Errorf("%s lacks %q:\n%s", what, w, body)
		}
	}
}

var springOrders = map[string]string{
	"Austria": "A Vie - Gal\nA Bud - Ser\nF Tri - Alb",
	"England": "F Lon - Nth\nF Edi - Nwg\nA Lvp - Yor",
	"France":  "A Par - Bur\nA Mar - Spa\nF Bre - Mao",
	"Germany": "A Ber - Kie\nA Mun - Ruh\nF Kie - Den",
	"Italy":   "A Ven - Pie\nA Rom - Apu\nF Nap - Ion",
	"Russia":  "A Mos - Ukr\nA War - Gal\nF Sev - Bla\nF StP/sc - Bot",
	"Turkey":  "A Con - Bul\nA Smy - Con\nF Ank - Bla",
}

func orderAll(t *testing.T, tj *testJudge, players map[string]string) {
	t.Helper()
	for _, power := range sevenPowers {
		r := tj.send(t, players[power], "SIGNON "+power[:1]+"west pw-"+power+"\n"+springOrders[power])
		mustContain(t, power+"'s reply", r.Body, "Orders of "+power)
	}
}

// report strips what legitimately differs between two mails of the same
// result: the master's notices at the top.
func report(body string) string {
	var keep []string
	for _, l := range strings.Split(body, "\n") {
		if !strings.HasPrefix(l, "Master:") {
			keep = append(keep, l)
		}
	}
	return strings.TrimSpace(strings.Join(keep, "\n"))
}

func TestMasterCommandsRefusedToOthers(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	for _, cmd := range []string{"PAUSE", "PROCESS", "EXTEND 2d", "EJECT England", "ROLLBACK", "EDIT remove Par", "DECLARE DRAW", "TERMINATE"} {
		verb := strings.Fields(cmd)[0]
		if verb == "DECLARE" {
			verb = "DECLARE DRAW"
		}
		r := tj.send(t, players["France"], "SIGNON Fwest pw-France\n"+cmd)
		mustContain(t, "France's "+cmd, r.Body, "only the master of west may "+verb)
		r = tj.send(t, "nobody@example.net", cmd)
		mustContain(t, "a stranger's "+cmd, r.Body, "sign on as master first")
	}
	// A wrong master password acts on nothing.
	r := tj.send(t, masterAddr, "SIGNON Mwest guess\nTERMINATE")
	mustContain(t, "wrong-password TERMINATE", r.Body, "wrong password", "sign on as master first")
	list := tj.listWest(t)
	mustContain(t, "LIST west", list, "active", "Spring 1901")
	if strings.Contains(list, "civil disorder") {
		t.Errorf("a refused EJECT changed the game:\n%s", list)
	}
	if n := count(tj, t, players["England"], "removed"); n != 0 {
		t.Errorf("England was told of a refused EJECT")
	}
}

func TestExtendAndSetDeadlineMoveTheDeadlineInList(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj) // at Sun 22 Nov 12:00 UTC, movement=2d
	mustContain(t, "LIST at start", tj.listWest(t), "deadline Tue 24 Nov 2026 12:00 UTC")

	r := tj.asMaster(t, "EXTEND 1d12h")
	mustContain(t, "EXTEND answer", r.Body, "the deadline of west is now Thu 26 Nov 2026 00:00 UTC")
	mustContain(t, "LIST after EXTEND", tj.listWest(t), "deadline Thu 26 Nov 2026 00:00 UTC")

	r = tj.asMaster(t, "SET DEADLINE 2026-11-25 20:00 Asia/Taipei")
	mustContain(t, "SET DEADLINE answer", r.Body, "the deadline of west is now Wed 25 Nov 2026 12:00 UTC")
	mustContain(t, "LIST after SET DEADLINE", tj.listWest(t), "deadline Wed 25 Nov 2026 12:00 UTC")

	// Without a zone, the master's own (here the judge's, UTC).
	tj.asMaster(t, "SET DEADLINE 2026-11-27 08:30")
	mustContain(t, "LIST after zoneless SET DEADLINE", tj.listWest(t), "deadline Fri 27 Nov 2026 08:30 UTC")

	for body, want := range map[string]string{
		"SET DEADLINE 2026-11-20 20:00":           "is not in the future",
		"SET DEADLINE tomorrow":                   "YYYY-MM-DD HH:MM",
		"SET DEADLINE 2026-11-25 20:00 Mars/Base": "unknown time zone",
		"EXTEND soon":                             "is not a duration",
		"EXTEND":                                  "write EXTEND and a duration",
	} {
		r := tj.asMaster(t, body)
		mustContain(t, body, r.Body, want)
	}
	mustContain(t, "LIST after refused changes", tj.listWest(t), "deadline Fri 27 Nov 2026 08:30 UTC")
}

func TestPauseStopsTheClockAndResumeGivesItBack(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.now = tj.now.Add(10 * time.Hour) // 38 hours left
	r := tj.asMaster(t, "PAUSE")
	mustContain(t, "PAUSE answer", r.Body, "west paused with 38h left")
	mustContain(t, "LIST while paused", tj.listWest(t), "paused")
	r = tj.send(t, players["France"], "SIGNON Fwest pw-France\nA Par - Bur")
	mustContain(t, "orders while paused", r.Body, "west is paused: the judge takes no orders until the master resumes it. You will be mailed the deadline then")

	// A week passes: nothing is reminded or processed.
	tj.now = tj.now.Add(7 * 24 * time.Hour)
	tj.tick()
	if n := count(tj, t, players["France"], "results") + count(tj, t, players["France"], "orders needed"); n != 0 {
		t.Fatalf("a paused game sent %d reminders or results", n)
	}
	r = tj.asMaster(t, "RESUME")
	want := templates.When(tj.now.Add(38*time.Hour), time.UTC)
	mustContain(t, "RESUME answer", r.Body, "west resumed; deadline "+want)
	mustContain(t, "LIST after RESUME", tj.listWest(t), "active", "deadline "+want)
	mustContain(t, "France's mail after RESUME", tj.newest(t, players["France"], "deadline changed").Body, "Deadline: "+want)
	r = tj.asMaster(t, "RESUME")
	mustContain(t, "second RESUME", r.Body, "west is active, not paused or waiting")
}

func TestProcessMailsResultsToEveryone(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["England"], "SIGNON Ewest pw-England\nF Lon - Nth")
	r := tj.asMaster(t, "PROCESS")
	mustContain(t, "PROCESS answer", r.Body, "S1901M of west processed")
	for _, addr := range append([]string{masterAddr}, players["Austria"], players["England"], players["Turkey"]) {
		m := tj.newest(t, addr, "S1901M results")
		mustContain(t, addr+"'s results", m.Body, "Master: processed Spring 1901, Movement (S1901M) before its deadline.", "England: F nth", "Fall 1901")
	}
}

func TestRollbackRestoresThePhaseAndOrdersExactly(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	orderAll(t, tj, players)
	first := tj.newest(t, players["France"], "S1901M results")
	mustContain(t, "first results", first.Body, "Fall 1901")

	r := tj.asMaster(t, "ROLLBACK")
	mustContain(t, "ROLLBACK answer", r.Body, "west is back at Spring 1901, Movement (S1901M)")
	for _, addr := range players {
		m := tj.last(t, addr)
		mustContain(t, addr+"'s rollback mail", m.Subject, "rolled back to S1901M")
		mustContain(t, addr+"'s rollback mail", m.Body, "Master: rolled the game back to Spring 1901", "Now: Spring 1901", "Your orders, as restored:")
	}
	mustContain(t, "France's rollback mail", tj.last(t, players["France"]).Body, "Your orders, as restored:\n  A Par - Bur; A Mar - Spa; F Bre - Mao")
	mustContain(t, "LIST after rollback", tj.listWest(t), "Spring 1901", "orders in")

	// The orders came back with the phase: processing now gives the same.
	tj.asMaster(t, "PROCESS")
	again := tj.newest(t, players["France"], "S1901M results")
	if report(again.Body) != report(first.Body) {
		t.Fatalf("results after ROLLBACK and PROCESS differ:\n--- first\n%s\n--- again\n%s", first.Body, again.Body)
	}

	// And the same orders sent again give the same too.
	tj.asMaster(t, "ROLLBACK S1901M")
	orderAll(t, tj, players)
	third := tj.newest(t, players["France"], "S1901M results")
	if report(third.Body) != report(first.Body) {
		t.Fatalf("results after ROLLBACK and the same orders differ:\n--- first\n%s\n--- third\n%s", first.Body, third.Body)
	}
	if n := count(tj, t, players["France"], "S1901M results"); n != 3 {
		t.Errorf("%d S1901M results mails, want 3", n)
	}
	for body, want := range map[string]string{"ROLLBACK F1905M": `"F1905M" is not a processed phase of west`, "ROLLBACK 9": `"9" is not a processed phase`} {
		mustContain(t, body, tj.asMaster(t, body).Body, want)
	}
}

var passwordLine = regexp.MustCompile(`SIGNON Fwest ([a-z0-9]{5}-[a-z0-9]{5})`)

func TestEjectAndReplaceMailANewPlayerAWorkingPassword(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	r := tj.asMaster(t, "EJECT France")
	mustContain(t, "EJECT answer", r.Body, "France has no player now and is in civil disorder")
	mustContain(t, "the ejected player's mail", tj.last(t, players["France"]).Body, "removed you from the game")
	mustContain(t, "LIST after EJECT", tj.listWest(t), "civil disorder, abandoned")

	r = tj.asMaster(t, "REPLACE France Newcomer@Example.net")
	mustContain(t, "REPLACE answer", r.Body, "newcomer@example.net has been mailed one request to confirm taking France")
	mustContain(t, "the accepted offer", tj.acceptOffer(t, "newcomer@example.net").Body, "confirmed: you now play France in west")
	mustContain(t, "the master's news", tj.newest(t, masterAddr, "France has a new player").Body, "France is now played by newcomer@example.net, who has been mailed a password")
	welcome := tj.newest(t, "newcomer@example.net", "you now play France")
	mustContain(t, "the new player's mail", welcome.Body, "Your password is", "Now: Spring 1901")
	m := passwordLine.FindStringSubmatch(welcome.Body)
	if m == nil {
		t.Fatalf("no SIGNON line with a password in:\n%s", welcome.Body)
	}
	mustContain(t, "the old player's mail", tj.last(t, players["France"]).Subject, "your power has a new player")

	r = tj.send(t, "newcomer@example.net", "SIGNON Fwest "+m[1]+"\nA Par - Bur")
	mustContain(t, "the new player's orders", r.Body, "signed on as France in west", "Orders of France")
	r = tj.send(t, players["France"], "SIGNON Fwest pw-France\nA Par - Pic")
	mustContain(t, "the old password", r.Body, "wrong password")

	for body, want := range map[string]string{
		"REPLACE France":                    "write REPLACE <power> <address>",
		"REPLACE Narnia x@example.net":      `west has no power "Narnia"`,
		"REPLACE Italy not-an-address":      "is not a mail address",
		"REPLACE Italy england@example.org": "england@example.org plays England in west already, and cannot take over a second power there",
	} {
		mustContain(t, body, tj.asMaster(t, body).Body, want)
	}
}

func TestReplaceRestartsAGameWaitingForAnAbandonedPower(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.asMaster(t, "SET nmr=abandon")
	for _, power := range sevenPowers {
		if power != "France" {
			tj.send(t, players[power], "SIGNON "+power[:1]+"west pw-"+power+"\n"+springOrders[power])
		}
	}
	tj.now = tj.now.Add(72*time.Hour + time.Minute) // past the deadline and the day of grace
	tj.tick()
	tj.tick()
	mustContain(t, "LIST after the abandonment", tj.listWest(t), "waiting", "abandoned")
	tj.asMaster(t, "REPLACE France newcomer@example.net")
	mustContain(t, "LIST before the new player confirms", tj.listWest(t), "waiting")
	tj.acceptOffer(t, "newcomer@example.net")
	mustContain(t, "the master's news", tj.newest(t, masterAddr, "France has a new player").Body, "the game goes on; deadline "+templates.When(tj.now.Add(48*time.Hour), time.UTC))
	mustContain(t, "LIST after REPLACE", tj.listWest(t), "active")
	m := passwordLine.FindStringSubmatch(tj.newest(t, "newcomer@example.net", "you now play France").Body)
	if m == nil {
		t.Fatal("no password mailed")
	}
	tj.send(t, "newcomer@example.net", "SIGNON Fwest "+m[1]+"\n"+springOrders["France"])
	res := tj.newest(t, players["England"], "S1901M results")
	mustContain(t, "results after the replacement", res.Body, "France: A bur")
	// The players were told when the game stopped and when it went on.
	mustContain(t, "the mail when the game stopped", tj.newest(t, players["England"], "the game waits").Body, "Master: set nmr=abandon.")
	mustContain(t, "the mail when the game went on", tj.newest(t, players["England"], "deadline changed").Body, "Master: gave France to a new player.")
}

func TestEditChecksTheBoardAndIsAnnounced(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	r := tj.asMaster(t, "EDIT add France A Bur\nEDIT add Germany A Bur\nEDIT remove Pic\nEDIT frobnicate")
	mustContain(t, "EDIT answers", r.Body, "→ add France A bur", "there is already a unit in", "there is no unit in", "not an edit")
	if strings.Count(r.Body, "Problems (3)") != 1 {
		t.Errorf("want three problems:\n%s", r.Body)
	}

	// Once orders are in, the board stays as it is until the master pauses.
	tj.send(t, players["England"], "SIGNON Ewest pw-England\nF Lon - Nth")
	r = tj.asMaster(t, "EDIT remove Bur")
	mustContain(t, "EDIT with orders in", r.Body, "orders are in for this phase of west: PAUSE the game first")
	r = tj.asMaster(t, "PAUSE\nEDIT owner Bel France\nRESUME")
	mustContain(t, "EDIT when paused", r.Body, "→ owner bel France", "withdrawn")
	if strings.Contains(tj.listWest(t), "orders in") {
		t.Error("England's orders were not withdrawn by the edit")
	}
	// The edits are told with the RESUME of the same mail, at once.
	mustContain(t, "the mail after PAUSE, EDIT and RESUME", tj.newest(t, players["Germany"], "deadline changed").Body,
		"Master: changed the board: add France A bur.",
		"Master: changed the board: owner bel France. Orders sent for this phase were withdrawn")
	tj.asMaster(t, "PROCESS")
	res := tj.newest(t, players["Germany"], "S1901M results")
	mustContain(t, "results after EDIT", res.Body, "France: A bur")
}

func TestEveryMasterActionIsAnnouncedAndAudited(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	r := tj.asMaster(t, "SET GRACE 12h\nSET press=none\nEXTEND 1d\nBECOME France\nA Par - Bur\nPAUSE\nRESUME")
	mustContain(t, "master's reply", r.Body, "west: grace=12h", "west: press=none", "Orders of France", "west resumed")
	mustContain(t, "LIST west", tj.listWest(t), "grace=12h", "press=none")
	r = tj.send(t, players["Italy"], "SIGNON Iwest pw-Italy\nPRESS TO France\nhello\nENDPRESS")
	mustContain(t, "press after press=none", r.Body, "west allows no press")

	// A mail that moves the clock tells the players at once, with every
	// announcement pending; the results tell what came after.
	mustContain(t, "the mail after the clock moved", tj.newest(t, players["Italy"], "deadline changed").Body,
		"Master: set grace=12h.", "Master: set press=none.", "Master: extended the deadline by 1d",
		"Master: wrote orders on behalf of France.", "Master: paused the game", "Master: resumed the game")
	tj.asMaster(t, "PROCESS")
	res := tj.newest(t, players["Italy"], "S1901M results")
	mustContain(t, "results", res.Body, "Master: processed Spring 1901", "France: A bur")
	if strings.Contains(res.Body, "grace=12h") {
		t.Errorf("the results repeat what the players were told:\n%s", res.Body)
	}
	// The notices are told once: the next results do not repeat them.
	tj.asMaster(t, "PROCESS")
	if next := tj.newest(t, players["Italy"], "F1901M results"); strings.Contains(next.Body, "grace=12h") {
		t.Errorf("old notices repeated:\n%s", next.Body)
	}

	var actions []string
	if err := tj.db.View(func(tx *storage.Tx) error {
		log, err := tx.AuditLog("west", 100)
		for _, e := range log {
			if e.Actor == masterAddr {
				actions = append(actions, e.Action)
			}
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
	got := strings.Join(actions, " ")
	for _, want := range []string{"set", "extend", "become", "pause", "resume", "process"} {
		if !strings.Contains(" "+got+" ", " "+want+" ") {
			t.Errorf("audit log lacks %q: %s", want, got)
		}
	}
}

func TestDeclareDrawAndTerminateEndTheGame(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.asMaster(t, "SET grace 12h")
	tj.send(t, players["Russia"], "SET LANGUAGE zh-Hans")
	r := tj.asMaster(t, "DECLARE DRAW")
	mustContain(t, "DECLARE DRAW answer", r.Body, "west ends in a draw among Austria, England, France, Germany, Italy, Russia, Turkey")
	over := tj.newest(t, players["Turkey"], "game over")
	mustContain(t, "game over mail", over.Body, "Master: set grace=12h.", "declared the game drawn",
		"Draw shared by: Austria, England, France, Germany, Italy, Russia, Turkey", "secret seed")
	// In Chinese the label's full-width colon takes no space after it.
	mustContain(t, "the Chinese game over mail", tj.newest(t, players["Russia"], "west").Body, "和局，共享者：奥匈帝国")
	mustContain(t, "LIST after the draw", tj.listWest(t), "finished")
	for _, cmd := range []string{"PAUSE", "EXTEND 1d", "ROLLBACK", "TERMINATE", "SET grace=1d"} {
		mustContain(t, cmd+" after the end", tj.asMaster(t, cmd).Body, "west has ended (finished)")
	}

	tj2 := newGameJudge(t)
	players = startSeven(t, tj2)
	r = tj2.asMaster(t, "TERMINATE")
	mustContain(t, "TERMINATE answer", r.Body, "west is terminated")
	over = tj2.newest(t, players["France"], "game over")
	mustContain(t, "terminated mail", over.Body, "The master terminated the game", "secret seed")
	mustContain(t, "LIST after TERMINATE", tj2.listWest(t), "terminated")
	r = tj2.send(t, players["France"], "SIGNON Fwest pw-France\nA Par - Bur")
	mustContain(t, "orders after TERMINATE", r.Body, "west is terminated: no orders are taken now")
}

func TestMasterIsAnsweredInChinese(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	// SET LANGUAGE is the master's own (command/account.go), SET lang the game's.
	r := tj.asMaster(t, "SET LANGUAGE zh-Hant\nSET lang zh-Hans")
	mustContain(t, "the SET answers", r.Body, "from your next mail on", "west: lang=zh-Hans")
	r = tj.asMaster(t, "暫停\n延長 1d\n繼續\nEDIT add France A Par")
	mustContain(t, "the Chinese answers", r.Body, "west 已暫停，剩餘 2天", "west 仍暫停，剩餘時間改為 3天", "west 已恢復", "巴黎已有部隊")
	// The game's language is now Simplified Chinese, which readers without a
	// language of their own get; one who chose English reads the same
	// notices in English.
	mustContain(t, "the clock mail", tj.newest(t, "england@example.org", "west: 期限变更").Body, "主持人：暂停棋局")
	tj.asMaster(t, "PROCESS")
	res := tj.newest(t, "england@example.org", "S1901M")
	mustContain(t, "results", res.Body, "提前结算")
	tj.send(t, "france@example.org", "SET LANGUAGE en")
	tj.asMaster(t, "EXTEND 1h")
	mustContain(t, "English clock mail", tj.newest(t, "france@example.org", "west: deadline changed").Body, "Master: extended the deadline")
}
