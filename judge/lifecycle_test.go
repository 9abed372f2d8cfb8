package judge

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/games/asl"
	"adjutant/games/diplomacy"
	"adjutant/judge/play"
	"adjutant/mailio/mailtest"
	"adjutant/storage"
)

func newGameJudge(t *testing.T) *testJudge {
	t.Helper()
	return newTestJudge(t, Options{Engines: []games.Engine{diplomacy.New()}, RepliesPerHour: 1000})
}

// mailsTo returns every mail queued for addr so far, oldest first.
func (tj *testJudge) mailsTo(t *testing.T, addr string) []mailtest.Mail {
	t.Helper()
	var out []mailtest.Mail
	if err := tj.db.View(func(tx *storage.Tx) error {
		due, err := queuedInOrder(tx, tj.now.Add(365*24*time.Hour), 100000)
		for _, o := range due {
			if o.To == addr {
				out = append(out, mailtest.Read(t, o.Data))
			}
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return out
}

// queuedInOrder is the outbox's waiting mail due by at, in the order it
// was queued (the sender takes answers first; tests read the story).
func queuedInOrder(tx *storage.Tx, at time.Time, limit int) ([]storage.Outgoing, error) {
	due, err := tx.DueOutgoing(at, limit)
	slices.SortFunc(due, func(a, b storage.Outgoing) int { return cmp.Compare(a.ID, b.ID) })
	return due, err
}

// last returns the newest mail to addr, failing when there is none.
func (tj *testJudge) last(t *testing.T, addr string) mailtest.Mail {
	t.Helper()
	all := tj.mailsTo(t, addr)
	if len(all) == 0 {
		t.Fatalf("no mail to %s", addr)
	}
	return all[len(all)-1]
}

var msgSeq int

func (tj *testJudge) send(t *testing.T, from, body string) mailtest.Mail {
	t.Helper()
	msgSeq++
	tj.deliver(t, mailFrom(from, fmt.Sprintf("m%d@test", msgSeq), "orders", body))
	// The answer is the newest mail to the sender that replies to this one.
	all := tj.mailsTo(t, from)
	for i := len(all) - 1; i >= 0; i-- {
		if all[i].InReplyTo == fmt.Sprintf("<m%d@test>", msgSeq) {
			return all[i]
		}
	}
	t.Fatalf("no reply to %s's mail", from)
	return mailtest.Mail{}
}

var sevenPowers = []string{"Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey"}

// startSeven creates a standard game and signs seven players on, each
// asking for a different power, so each gets the power asked for.
func startSeven(t *testing.T, tj *testJudge) map[string]string {
	t.Helper()
	r := tj.send(t, "master@example.org", "CREATE ?west masterpw standard press=grey movement=2d grace=1d reminder=12h")
	if !strings.Contains(r.Body, "Game west created") {
		t.Fatalf("CREATE answer:\n%s", r.Body)
	}
	players := map[string]string{}
	for i, power := range sevenPowers {
		addr := strings.ToLower(power) + "@example.org"
		players[power] = addr
		r := tj.send(t, addr, fmt.Sprintf("SIGNON ?west pw-%s %s", power, power[:1]))
		if !strings.Contains(r.Body, "you joined west") {
			t.Fatalf("%s could not join:\n%s", power, r.Body)
		}
		if i < 6 && strings.Contains(r.Body, "has started") {
			t.Fatalf("game started with %d players", i+1)
		}
	}
	for power, addr := range players {
		start := tj.mailsTo(t, addr)
		found := false
		for _, m := range start {
			if strings.Contains(m.Subject, "the game has started") {
				found = true
				if !strings.Contains(m.Body, "You play "+power) {
					t.Errorf("%s was not given its first choice:\n%s", addr, m.Body)
				}
			}
		}
		if !found {
			t.Errorf("%s got no start mail", addr)
		}
	}
	return players
}

func TestSevenPlayersJoinAndPlayAYear(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	if m := tj.last(t, "master@example.org"); !strings.Contains(m.Body, "SHA-256") {
		t.Errorf("master's start mail lacks the seed hash:\n%s", m.Body)
	}

	spring := map[string]string{
		"Austria": "A Vie - Gal\nA Bud - Ser\nF Tri - Alb",
		"England": "F Lon - Nth\nF Edi - Nwg\nA Lvp - Yor",
		"France":  "A Par - Bur\nA Mar - Spa\nF Bre - Mao",
		"Germany": "A Ber - Kie\nA Mun - Ruh\nF Kie - Den",
		"Italy":   "A Ven - Pie\nA Rom - Apu\nF Nap - Ion",
		"Russia":  "A Mos - Ukr\nA War - Gal\nF Sev - Bla\nF StP/sc - Bot",
		"Turkey":  "A Con - Bul\nA Smy - Con\nF Ank - Bla",
	}
	for i, power := range sevenPowers {
		r := tj.send(t, players[power], fmt.Sprintf("SIGNON %swest pw-%s\n%s", power[:1], power, spring[power]))
		if !strings.Contains(r.Body, "Orders of "+power) {
			t.Fatalf("%s's orders not confirmed:\n%s", power, r.Body)
		}
		if strings.Contains(r.Body, "Problems (") {
			t.Fatalf("%s's orders had problems:\n%s", power, r.Body)
		}
		reports := 0
		for _, m := range tj.mailsTo(t, players["England"]) {
			if strings.Contains(m.Subject, "S1901M results") {
				reports++
			}
		}
		if want := map[bool]int{true: 1, false: 0}[i == 6]; reports != want {
			t.Fatalf("after %d of 7 powers ordered: %d result mails, want %d", i+1, reports, want)
		}
	}
	for power, addr := range players {
		m := tj.last(t, addr)
		if !strings.Contains(m.Subject, "S1901M results") {
			t.Fatalf("%s's newest mail is %q, not the results", power, m.Subject)
		}
		for _, want := range []string{"England: F nth", "Russia: A ukr", "Turkey: F bla", "Fall 1901"} {
			if want == "Turkey: F bla" {
				want = "Turkey: F ank" // Russia and Turkey bounce in the Black Sea
			}
			if !strings.Contains(m.Body, want) {
				t.Errorf("%s's report lacks %q:\n%s", power, want, m.Body)
			}
		}
	}
	if m := tj.last(t, "master@example.org"); !strings.Contains(m.Subject, "S1901M results") {
		t.Errorf("the master did not get the report: %q", m.Subject)
	}
}

func TestDeadlineGraceAndMissedOrders(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	// Only England orders; everyone else is silent.
	tj.send(t, players["England"], "SIGNON Ewest pw-England\nF Lon - Nth")
	start := tj.now
	countSubject := func(addr, part string) int {
		n := 0
		for _, m := range tj.mailsTo(t, addr) {
			if strings.Contains(m.Subject, part) {
				n++
			}
		}
		return n
	}
	// 12 hours before the deadline: reminders to the silent, not to England.
	tj.now = start.Add(36*time.Hour + time.Minute)
	tj.tick()
	if countSubject(players["France"], "orders needed") != 1 || countSubject(players["England"], "orders needed") != 0 {
		t.Fatalf("reminders wrong: France %d, England %d", countSubject(players["France"], "orders needed"), countSubject(players["England"], "orders needed"))
	}
	// The deadline: late notices, no processing yet (one day of grace).
	tj.now = start.Add(48*time.Hour + time.Minute)
	tj.tick()
	if countSubject(players["France"], "orders late") != 1 || countSubject(players["England"], "results") != 0 {
		t.Fatalf("at the deadline: late %d, results %d", countSubject(players["France"], "orders late"), countSubject(players["England"], "results"))
	}
	// A tick with nothing due changes nothing.
	tj.tick()
	if countSubject(players["France"], "orders late") != 1 {
		t.Fatal("a second tick sent a second late notice")
	}
	// End of grace: processed with the defaults (units hold); England moved.
	tj.now = start.Add(72*time.Hour + time.Minute)
	tj.tick()
	m := tj.last(t, players["France"])
	if !strings.Contains(m.Subject, "S1901M results") || !strings.Contains(m.Body, "England: F nth") || !strings.Contains(m.Body, "France: A par") {
		t.Fatalf("after grace, France's newest mail:\n%s\n%s", m.Subject, m.Body)
	}
	// Second miss puts the silent powers in civil disorder (nmr_limit 2).
	tj.now = tj.now.Add(72*time.Hour + time.Minute)
	tj.tick() // reminder stage
	tj.tick()
	tj.now = tj.now.Add(72 * time.Hour)
	tj.tick()
	tj.tick()
	m = tj.last(t, players["England"])
	if !strings.Contains(m.Body, "civil disorder") {
		t.Fatalf("no civil disorder notice after two misses:\n%s\n%s", m.Subject, m.Body)
	}
}

func TestSignonMistakesChangeNothing(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	cases := []struct{ from, body, want string }{
		{players["France"], "SIGNON Fwest wrong\nA Par - Bur", "wrong password"},
		{players["France"], "SIGNON Feast pw-France", `there is no game called "east"`},
		{players["France"], "A Par - Bur", "looks like an order, but you have not signed on"},
		{players["France"], "SIGNON ?west pw", "has started already"},
		{"stranger@example.org", "SIGNON Fwest pw-France\nA Par - Pic", "signed on as France"},
	}
	for _, c := range cases {
		r := tj.send(t, c.from, c.body)
		if !strings.Contains(r.Body, c.want) {
			t.Errorf("%q: reply lacks %q:\n%s", c.body, c.want, r.Body)
		}
	}
	// The stranger knew the password: accepted, and France's address was told.
	told := false
	for _, m := range tj.mailsTo(t, players["France"]) {
		told = told || strings.Contains(m.Subject, "someone signed on as France")
	}
	if !told {
		t.Error("France's registered address was not told of a sign-on from another address")
	}
}

func TestPressReachesOnlyItsReaders(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	before := len(tj.mailsTo(t, players["Germany"]))
	tj.send(t, players["England"], "SIGNON Ewest pw-England\nPRESS TO France\nShall we split the Low Countries?\nENDPRESS")
	fr := tj.last(t, players["France"])
	if !strings.Contains(fr.Body, "Shall we split the Low Countries?") || strings.Contains(fr.Body, "england@example.org") {
		t.Fatalf("France's press:\n%s", fr.Body)
	}
	if len(tj.mailsTo(t, players["Germany"])) != before {
		t.Fatal("private press reached Germany")
	}
	if m := tj.last(t, "master@example.org"); !strings.Contains(m.Body, "Low Countries") {
		t.Error("the master did not get a copy of the press")
	}
	tj.send(t, players["Turkey"], "SIGNON Twest pw-Turkey\nPRESS GREY TO Russia\nWatch the Black Sea.\nENDPRESS")
	ru := tj.last(t, players["Russia"])
	if !strings.Contains(ru.Body, "an anonymous power") || strings.Contains(ru.Body, "Turkey") {
		t.Fatalf("grey press revealed its sender:\n%s", ru.Body)
	}
}

func TestVerifyReplaysHistoryAndCatchesTampering(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["England"], "SIGNON Ewest pw-England\nF Lon - Nth")
	tj.now = tj.now.Add(5 * 24 * time.Hour)
	tj.tick()
	tj.tick()
	engines := []games.Engine{diplomacy.New()}
	var rep VerifyReport
	if err := tj.db.View(func(tx *storage.Tx) error {
		var err error
		rep, err = Verify(tx, engines, "west")
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if rep.Failed != 0 || len(rep.Lines) < 2 {
		t.Fatalf("a clean game does not verify: %v", rep.Lines)
	}
	// Change England's stored order for the first phase: the replay differs.
	if err := tj.db.Update(func(tx *storage.Tx) error {
		p, _, err := play.LoadPhase(tx, "west", 1)
		if err != nil {
			return err
		}
		p.Submissions["England"] = games.Submission{Seat: "England", Lines: []games.Line{{N: 1, Text: "F Lon - Eng"}}}
		return play.PutPhase(tx, "west", p)
	}); err != nil {
		t.Fatal(err)
	}
	if err := tj.db.View(func(tx *storage.Tx) error {
		var err error
		rep, err = Verify(tx, engines, "west")
		return err
	}); err != nil {
		t.Fatal(err)
	}
	if rep.Failed != 1 {
		t.Fatalf("tampered history verified: %v", rep.Lines)
	}
}

// TestDeadlinePassedWhileDownIsHandledOnceOnStart stops the judge before a
// deadline, starts it (twice) long after, and expects the phase processed
// exactly once, by the start-up tick of Run.
func TestDeadlinePassedWhileDownIsHandledOnceOnStart(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["England"], "SIGNON Ewest pw-England\nSET NOWAIT")
	tj.send(t, "master@example.org", "SIGNON Mwest masterpw\nSET grace=0")
	tj.now = tj.now.Add(10 * 24 * time.Hour) // the daemon was down past the deadline
	results := func() int {
		n := 0
		for _, m := range tj.mailsTo(t, players["France"]) {
			if strings.Contains(m.Subject, "S1901M results") {
				n++
			}
		}
		return n
	}
	for start := 1; start <= 2; start++ {
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan error, 1)
		go func() { done <- tj.Run(ctx, make(chan Event)) }()
		deadline := time.Now().Add(time.Minute) // bounds a failing run only
		for results() == 0 && time.Now().Before(deadline) {
			time.Sleep(10 * time.Millisecond)
		}
		cancel()
		if err := <-done; err != nil {
			t.Fatal(err)
		}
		if got := results(); got != 1 {
			t.Fatalf("after start %d: %d result mails for S1901M, want exactly 1", start, got)
		}
	}
}

func TestLeaveObserveOffMasterPasswordAndAddressCodeExpiry(t *testing.T) {
	tj := newGameJudge(t)
	tj.send(t, "master@example.org", "CREATE ?east masterpw")
	tj.send(t, "ann@example.org", "SIGNON ?east annpw")
	if r := tj.send(t, "ann@example.org", "LEAVE ?east wrong"); !strings.Contains(r.Body, "wrong password") {
		t.Fatalf("LEAVE with a wrong password:\n%s", r.Body)
	}
	if r := tj.send(t, "ann@example.org", "LEAVE ?east annpw\nLIST east"); !strings.Contains(r.Body, "you left east") || !strings.Contains(r.Body, "0 of 7 players") {
		t.Fatalf("LEAVE:\n%s", r.Body)
	}
	tj.send(t, "watcher@example.org", "OBSERVE east")
	if r := tj.send(t, "watcher@example.org", "OBSERVE east OFF"); !strings.Contains(r.Body, "no longer receive") {
		t.Fatalf("OBSERVE OFF:\n%s", r.Body)
	}
	tj.send(t, "master@example.org", "SIGNON Meast masterpw\nSET PASSWORD newmaster")
	if r := tj.send(t, "master@example.org", "SIGNON Meast masterpw"); !strings.Contains(r.Body, "wrong password") {
		t.Fatalf("the old master password still works:\n%s", r.Body)
	}
	if r := tj.send(t, "master@example.org", "SIGNON Meast newmaster"); !strings.Contains(r.Body, "signed on as master") {
		t.Fatalf("the new master password fails:\n%s", r.Body)
	}

	players := startSeven(t, tj)
	tj.send(t, players["France"], "SIGNON Fwest pw-France\nSET ADDRESS paris@example.org")
	var code string
	for _, m := range tj.mailsTo(t, "paris@example.org") {
		if i := strings.Index(m.Body, "CONFIRM west "); i >= 0 {
			code = strings.Fields(m.Body[i:])[2]
		}
	}
	if code == "" {
		t.Fatal("no code mailed to the new address")
	}
	tj.now = tj.now.Add(8 * 24 * time.Hour)
	if r := tj.send(t, "paris@example.org", "CONFIRM west "+code); !strings.Contains(r.Body, "expired") {
		t.Fatalf("an 8-day-old code was accepted:\n%s", r.Body)
	}
}

// A newcomer who joins in Chinese, with no language chosen, gets the
// game's mail in that Chinese from then on; one who joins with bare
// commands keeps the game's language.
func TestJoiningInChineseKeepsThatLanguage(t *testing.T) {
	tj := newGameJudge(t)
	tj.send(t, "master@example.org", "CREATE ?east masterpw standard")
	r := tj.send(t, "wang@example.org", "登入 ?east 密碼一 法國")
	if !strings.Contains(r.Body, "繁體中文") {
		t.Fatalf("the join reply does not say the language is kept:\n%s", r.Body)
	}
	tj.send(t, "ann@example.org", "SIGNON ?east pw-ann")
	for i := range 5 {
		tj.send(t, fmt.Sprintf("p%d@example.org", i), fmt.Sprintf("SIGNON ?east pw-%d", i))
	}
	var start mailtest.Mail
	for _, m := range tj.mailsTo(t, "wang@example.org") {
		if strings.Contains(m.Subject, "east") && !strings.HasPrefix(m.Subject, "Re:") && !strings.HasPrefix(m.Subject, "回覆") {
			start = m
			break
		}
	}
	if !strings.Contains(start.Body, "棋局") || strings.Contains(start.Body, "has started") {
		t.Errorf("the start mail to the Chinese writer is not in Chinese:\n%s", start.Body)
	}
	if m := tj.last(t, "ann@example.org"); strings.Contains(m.Body, "棋局已") {
		t.Errorf("a player who wrote only commands got Chinese mail:\n%s", m.Body)
	}
}

// The lines under a SIGNON that failed are said to be skipped because of
// it, not called unknown commands; a later SIGNON that works reads its own.
func TestLinesUnderAFailedSignonAreSkippedWithTheReason(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	r := tj.send(t, "france@example.org", "SIGNON Fwest wrong\nA Par - Bur\nF Bre - Mao\nSIGNON Fwest pw-France\nA Mar - Spa")
	if got := strings.Count(r.Body, "not read: the SIGNON on line 1 failed"); got != 2 {
		t.Errorf("%d lines said to be skipped, want 2:\n%s", got, r.Body)
	}
	if strings.Contains(r.Body, "not a command I know") {
		t.Errorf("order lines under a failed SIGNON called unknown commands:\n%s", r.Body)
	}
	if !strings.Contains(r.Body, "A Mar - Spa; unordered: F Bre (holds), A Par (holds)") {
		t.Errorf("the orders under the working SIGNON are not the ones taken:\n%s", r.Body)
	}
}

// A mail whose lines the engine answers without taking any as orders
// (ASL's LOS questions, in a game that allows them) leaves the orders
// sent before in place.
func TestAMailOfQuestionsKeepsTheEarlierOrders(t *testing.T) {
	tj := newTestJudge(t, Options{Engines: []games.Engine{asl.Engine{}}, RepliesPerHour: 1000})
	tj.send(t, "gm@example.org", "CREATE ?vil gmpw asl los_checks=free")
	tj.send(t, "ivan@example.org", "SIGNON ?vil ipw Russian")
	tj.send(t, "hans@example.org", "SIGNON ?vil hpw German")
	first := tj.send(t, "ivan@example.org", "SIGNON Rvil ipw\nMOVE R7 vF3 vG3")
	if strings.Contains(first.Body, "Problems (") {
		t.Fatalf("the plan was refused:\n%s", first.Body)
	}
	r := tj.send(t, "ivan@example.org", "SIGNON Rvil ipw\nLOS vD5 vJ4")
	wantIn(t, "the reply to a LOS question", r.Body, "MOVE R7 vF3 vG3", "what you sent before stands")
	if g := tj.endRecord(t, "vil"); len(g.Submissions["Russian"].Lines) != 1 {
		t.Errorf("stored orders after a LOS mail: %+v", g.Submissions["Russian"])
	}
}
