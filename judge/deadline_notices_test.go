package judge

import (
	"strings"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/games/maneuver"
	"adjutant/templates"
)

// passDeadlineAndGrace moves the clock to a game's deadline, then to the
// end of its grace, ticking at each, as the daemon's clock would.
func (tj *testJudge) passDeadlineAndGrace(t *testing.T, name string) {
	t.Helper()
	g := tj.endRecord(t, name)
	tj.now = g.Deadline
	tj.tick()
	tj.now = g.Deadline.Add(g.Settings.Grace)
	tj.tick()
}

// TestNobodyWaitsForASideInCivilDisorder: in an alternating game, once a
// side is in civil disorder its turns are played by the rules' defaults as
// soon as they come; the game does not stand still until each of its
// deadlines, and no mail says it waits for that side.
func TestNobodyWaitsForASideInCivilDisorder(t *testing.T) {
	tj := newMarengoJudge(t)
	tj.send(t, "gm@example.org", "SIGNON Mmg gmpw\nSET nmr_limit 1")
	if got := tj.endPhase(t, "mg"); got != "T06A" {
		t.Fatalf("the game stands in %s, want Austria's first turn T06A", got)
	}
	tj.passDeadlineAndGrace(t, "mg")
	if got := tj.endPhase(t, "mg"); got != "T06F" {
		t.Fatalf("after Austria's missed turn the game stands in %s, want T06F", got)
	}
	// The late notice names the turn's own default, not units' orders.
	mustContain(t, "Austria's late notice", tj.newest(t, "aus@example.org", "late").Body,
		"(without an answer: due bombardments fire; nothing else moves, and civil disorder follows at once: this would be miss 1, the game's limit)")
	mustContain(t, "the report of Austria's missed turn", tj.newest(t, "fra@example.org", "T06A").Body,
		"Austria missed a deadline and is now in civil disorder.")
	r := tj.send(t, "fra@example.org", "SIGNON Fmg fpw\nDONE")
	if strings.Contains(r.Body, "Problems (") {
		t.Fatalf("France's plan was refused:\n%s", r.Body)
	}
	if got := tj.endPhase(t, "mg"); got != "T07F" {
		t.Errorf("after France's turn the game stands in %s, want T07F: Austria, in civil disorder, is waited for", got)
	}
	mustContain(t, "France's report of its turn", tj.newest(t, "fra@example.org", "T06F").Body,
		"Now: 7 AM, Austria's turn, which asks only Austria, in civil disorder: nobody waits for it")
	for _, m := range tj.mailsTo(t, "fra@example.org") {
		if strings.Contains(m.Body, "Only Austria is asked") && strings.Contains(m.Subject, "T06F") {
			t.Errorf("a report after Austria fell into civil disorder waits for it:\n%s", m.Body)
		}
	}
}

// TestLateNoticeNamesThisPlayersConsequence: the late notice says which
// miss this would be and whether civil disorder follows it, and the
// report that announces civil disorder reads right for one miss and for
// several powers of one player.
func TestLateNoticeNamesThisPlayersConsequence(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj) // nmr_limit=2
	tj.send(t, players["Russia"], "SET LANGUAGE zh-Hans")
	g := tj.endRecord(t, "west")
	tj.now = g.Deadline
	tj.tick()
	mustContain(t, "Austria's first late notice", tj.newest(t, players["Austria"], "orders late").Body,
		"units follow the defaults; this would be miss 1, and at 2 misses civil disorder follows")
	mustContain(t, "Russia's first late notice", tj.newest(t, players["Russia"], "west").Body, "这将是第 1 次错过，错过 2 次即陷入内乱")
	tj.now = g.Deadline.Add(g.Settings.Grace)
	tj.tick()
	g = tj.endRecord(t, "west")
	tj.now = g.Deadline
	tj.tick()
	mustContain(t, "Austria's second late notice", tj.newest(t, players["Austria"], "orders late").Body,
		"civil disorder follows at once: this would be miss 2, the game's limit")
	tj.now = g.Deadline.Add(g.Settings.Grace)
	tj.tick()
	mustContain(t, "the report after the second miss", tj.newest(t, players["England"], "F1901M results").Body,
		"Austria missed 2 deadlines and is now in civil disorder.")

	// One player of three powers, who misses the only deadline the game allows.
	tj2 := newGameJudge(t)
	tj2.send(t, masterAddr, "CREATE ?duo masterpw two-1914 nmr_limit=1")
	tj2.send(t, "one@example.org", "SIGNON ?duo pw1 England")
	mustContain(t, "the second SIGNON", tj2.send(t, "two@example.org", "SIGNON ?duo pw2 Austria").Body, "has started")
	tj2.send(t, "one@example.org", "SIGNON Eduo pw1\nF Lon H")
	g = tj2.endRecord(t, "duo")
	tj2.now = g.Deadline
	tj2.tick()
	mustContain(t, "the silent player's late notice", tj2.newest(t, "two@example.org", "orders late").Body,
		"Austria, Germany, Turkey", "civil disorder follows at once: this would be miss 1, the game's limit")
	tj2.now = g.Deadline.Add(g.Settings.Grace)
	tj2.tick()
	mustContain(t, "the report", tj2.newest(t, "one@example.org", "S1914M results").Body,
		"Austria, Germany, Turkey missed a deadline and are now in civil disorder.")
}

// TestStartMailCarriesTheMastersEarlierActions: what the master did while
// the game was forming is announced in the start mail, the first mail every
// reader gets, and not again at the first results, where it would read as
// news of the running game.
func TestStartMailCarriesTheMastersEarlierActions(t *testing.T) {
	tj := newGameJudge(t)
	tj.send(t, masterAddr, "CREATE ?west masterpw standard")
	tj.asMaster(t, "SET movement 1d12h\nSET grace 12h")
	players := map[string]string{}
	for _, power := range sevenPowers {
		players[power] = strings.ToLower(power) + "@example.org"
		tj.send(t, players[power], "SIGNON ?west pw-"+power+" "+power[:1])
	}
	start := tj.newest(t, players["France"], "the game has started").Body
	mustContain(t, "the start mail", start, "Master: set movement=36h.", "Master: set grace=12h.")
	tj.asMaster(t, "PROCESS")
	if res := tj.newest(t, players["France"], "S1901M results").Body; strings.Contains(res, "movement=36h") {
		t.Errorf("the first results repeat the start mail's announcements:\n%s", res)
	}
}

// TestWaitingForNamesOnlyThoseStillToSend: the "Waiting for" line of a
// mail sent in the middle of a phase (the new player's mail after a
// REPLACE) names the powers whose orders are still missing, not those
// already in.
func TestWaitingForNamesOnlyThoseStillToSend(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	for _, power := range []string{"England", "Germany"} {
		tj.send(t, players[power], signonLine(power)+holdOrders[power])
	}
	tj.asMaster(t, "EJECT France\nREPLACE France newcomer@example.net")
	tj.acceptOffer(t, "newcomer@example.net")
	welcome := tj.newest(t, "newcomer@example.net", "you now play France").Body
	mustContain(t, "the new player's mail", welcome, "Waiting for the orders of: Austria, France, Italy, Russia, Turkey.")
}

// TestPlayersAreToldAtOnceWhenTheClockChanges: EXTEND, SET DEADLINE, PAUSE
// and RESUME mail every reader at once (not the master, who has the
// answer), with the master's announcements still pending (SET's too:
// its answer says the players are told in their next mail) and the
// deadline in each reader's own zone, so no player goes on trusting a
// deadline that no longer holds. The results do not tell them again.
func TestPlayersAreToldAtOnceWhenTheClockChanges(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj) // deadline Tue 24 Nov 2026 12:00 UTC
	tj.send(t, players["Russia"], "SET TIMEZONE Asia/Taipei\nSET LANGUAGE zh-Hant")
	before := count(tj, t, masterAddr, "deadline changed")
	tj.asMaster(t, "SET GRACE 12h\nEXTEND 1d")
	m := tj.newest(t, players["England"], "west: deadline changed").Body
	mustContain(t, "England's mail after EXTEND", m, "Master: set grace=12h.",
		"Master: extended the deadline by 1d to Wed 25 Nov 2026 12:00 UTC.",
		"Now: Spring 1901, Movement. Deadline: Wed 25 Nov 2026 12:00 UTC.")
	mustContain(t, "Russia's mail after EXTEND", tj.newest(t, players["Russia"], "west: 期限變更").Body,
		"主持人：期限延長 1天", "期限：2026年11月25日（週三）20:00 UTC+8")
	if n := count(tj, t, masterAddr, "deadline changed"); n != before {
		t.Errorf("the master was mailed the change too (%d mails)", n-before)
	}

	// An earlier deadline: the players who already sent orders hear of it too.
	tj.send(t, players["France"], signonLine("France")+holdOrders["France"])
	tj.asMaster(t, "SET DEADLINE 2026-11-23 18:00 UTC")
	mustContain(t, "France's mail after SET DEADLINE", tj.newest(t, players["France"], "deadline changed").Body,
		"Master: moved the deadline to Mon 23 Nov 2026 18:00 UTC.", "Deadline: Mon 23 Nov 2026 18:00 UTC.")

	tj.asMaster(t, "PAUSE")
	mustContain(t, "the mail after PAUSE", tj.newest(t, players["Italy"], "deadline changed").Body,
		"Master: paused the game", "The phase, Spring 1901, Movement, has 30h left on its clock.")
	tj.asMaster(t, "RESUME")
	mustContain(t, "the mail after RESUME", tj.newest(t, players["Italy"], "deadline changed").Body,
		"Master: resumed the game", "Deadline: Mon 23 Nov 2026 18:00 UTC.")

	// An EXTEND the same mail makes moot is not announced: the results follow.
	for _, power := range sevenPowers {
		wait := map[bool]string{true: "SET WAIT\n"}[power == "Italy"]
		if power != "France" {
			tj.send(t, players[power], signonLine(power)+wait+holdOrders[power])
		}
	}
	before = count(tj, t, players["Italy"], "deadline changed")
	tj.asMaster(t, "EXTEND 1d\nBECOME Italy\nSET NOWAIT")
	if n := count(tj, t, players["Italy"], "deadline changed"); n != before {
		t.Errorf("a deadline change the same mail made moot was announced")
	}
	res := tj.newest(t, players["Italy"], "S1901M results").Body
	if strings.Contains(res, "extended the deadline") || strings.Contains(res, "grace=12h") {
		t.Errorf("the results repeat what the players were told at once:\n%s", res)
	}
}

// TestPlayersAreToldWhenTheGameWaitsForAReplacement: under nmr=abandon,
// the players still in the game are told when the deadline passes and the
// game stops to wait for the master, and again, with the new deadline,
// when a new player takes the abandoned power and the game goes on.
func TestPlayersAreToldWhenTheGameWaitsForAReplacement(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.asMaster(t, "SET nmr=abandon")
	for _, power := range sevenPowers {
		if power != "France" {
			tj.send(t, players[power], signonLine(power)+springOrders[power])
		}
	}
	tj.passDeadlineAndGrace(t, "west")
	m := tj.newest(t, players["England"], "west: the game waits").Body
	mustContain(t, "England's mail when the game stops", m,
		"France sent no orders by the end of grace and is abandoned", "waits for the master to give it to a new player",
		"you will be mailed when it goes on")
	// The master is told what brings the game back, and what RESUME would
	// do instead: not "REPLACE, then RESUME", which would put the power in
	// civil disorder before its new player could confirm.
	mustContain(t, "the master's mail", tj.newest(t, masterAddr, "was abandoned").Body,
		"REPLACE <power> <address>", "goes on by itself, with a fresh deadline, once the new player confirms",
		"send RESUME: the power then stays in civil disorder")
	if n := count(tj, t, players["France"], "the game waits"); n != 0 {
		t.Errorf("the abandoned player was mailed as if still in the game")
	}
	tj.asMaster(t, "REPLACE France newcomer@example.net")
	tj.acceptOffer(t, "newcomer@example.net")
	g := tj.endRecord(t, "west")
	m = tj.newest(t, players["England"], "deadline changed").Body
	mustContain(t, "England's mail when the game goes on", m, "Master: gave France to a new player",
		"Deadline: "+templates.When(g.Deadline, time.UTC))
	if n := count(tj, t, "newcomer@example.net", "deadline changed"); n != 0 {
		t.Errorf("the new player was mailed the deadline twice")
	}
}

// TestListWrapsTheUnplayedPowersOnce: LIST's lines about the powers
// nobody plays are wrapped to fit under the answer's indentation, not
// wrapped twice, which left a word alone on a line.
func TestListWrapsTheUnplayedPowersOnce(t *testing.T) {
	tj := newGameJudge(t)
	tj.send(t, masterAddr, "CREATE ?duo masterpw two-1914")
	list := tj.send(t, "onlooker@example.net", "LIST duo").Body
	for _, line := range strings.Split(list, "\n") {
		if strings.TrimSpace(line) == "coin" {
			t.Errorf("LIST leaves a word alone on a line:\n%s", list)
		}
	}
}

// TestSetupTimeTakesTheCommonVariantCharacter: Traditional writers often
// write 佈置 for the 布置 of Maneuver's set-up step; SET and CREATE read
// either.
func TestSetupTimeTakesTheCommonVariantCharacter(t *testing.T) {
	tj := newTestJudge(t, Options{Engines: []games.Engine{maneuver.Engine{}}, RepliesPerHour: 1000})
	r := tj.send(t, "gm@example.org", "建立 ?mv gmpw maneuver 佈置=3天")
	mustContain(t, "CREATE with 佈置", r.Body, "已建立棋局 mv")
	r = tj.send(t, "gm@example.org", "SIGNON Mmv gmpw\n設定 佈置 2天")
	mustContain(t, "SET 佈置", r.Body, "mv：setup=2天")
}

// TestClockMailInGraceSaysTheGameWaitsForLateOrders: a deadline moved but
// still past (EXTEND by less than the time since it passed) leaves the game
// in grace; the players' mail says so, with when grace ends, rather than
// give a deadline already past as if it were to come.
func TestClockMailInGraceSaysTheGameWaitsForLateOrders(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj) // deadline Tue 24 Nov 2026 12:00 UTC, grace 1d
	g := tj.endRecord(t, "west")
	tj.now = g.Deadline.Add(time.Hour)
	tj.tick()
	tj.asMaster(t, "EXTEND 30m")
	body := tj.newest(t, players["Italy"], "deadline changed").Body
	mustContain(t, "the mail after EXTEND in grace", body,
		"The deadline, Tue 24 Nov 2026 12:30 UTC, has passed; the game waits until Wed 25 Nov 2026 12:30 UTC for any orders sent late.")
	// The past deadline is named once, as past: not also as one to come.
	notIn(t, "the mail after EXTEND in grace", body, "Deadline: Tue 24 Nov 2026 12:30 UTC.")
	if n := strings.Count(body, "12:30"); n != 3 { // the master's line, the past deadline, grace's end
		t.Errorf("the mail after EXTEND in grace names 12:30 %d times, want 3:\n%s", n, body)
	}
}

// TestStartMailGivesNoDeadlineForAPhaseNobodyPlays: a first phase that
// asks nobody (Marengo's drawing of the French start blocks) is resolved
// as the game starts; the start mail says so, rather than give it a
// deadline that never comes, and the report after it names the real one.
func TestStartMailGivesNoDeadlineForAPhaseNobodyPlays(t *testing.T) {
	tj := newMarengoJudge(t)
	start := tj.newest(t, "fra@example.org", "the game has started").Body
	now := ""
	for _, line := range strings.Split(start, "\n") {
		if strings.HasPrefix(line, "Now:") {
			now = line
		}
	}
	if strings.Contains(now, "Deadline") {
		t.Errorf("the start mail gives the set-up a deadline: %q", now)
	}
	mustContain(t, "the start mail", start, "Nobody is asked in this phase: it is resolved at once, and its report follows.")
	mustContain(t, "the set-up's report", tj.newest(t, "fra@example.org", "S results").Body, "Now: 6 AM, Austria's turn. Deadline:")
}

// TestResumeInGraceSaysTheDeadlineHasPassed: a game paused in grace and
// resumed is still in grace; the master's answer says so, with when grace
// ends, rather than give a deadline already past as the one to come, and
// the players' mail names the past deadline once.
func TestResumeInGraceSaysTheDeadlineHasPassed(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj) // deadline Tue 24 Nov 2026 12:00 UTC, grace 1d
	g := tj.endRecord(t, "west")
	tj.now = g.Deadline.Add(time.Hour)
	tj.tick()
	r := tj.asMaster(t, "PAUSE\nRESUME")
	mustContain(t, "RESUME in grace", r.Body, "west resumed; its deadline, Tue 24 Nov 2026 12:00 UTC, has passed: the game waits until Wed 25 Nov 2026 12:00 UTC for any orders sent late")
	body := tj.newest(t, players["Italy"], "deadline changed").Body
	if n := strings.Count(body, "24 Nov 2026 12:00"); n != 1 {
		t.Errorf("the players' mail after RESUME in grace names the past deadline %d times, want once:\n%s", n, body)
	}
}

// TestMissWithoutGraceIsAnnounced: with grace=0 no late notice is sent, so
// the report of the phase says who missed the deadline and what the next
// miss brings; without it a player learns of the first miss only when the
// second has put the power in civil disorder.
func TestMissWithoutGraceIsAnnounced(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj) // nmr_limit=2
	tj.send(t, masterAddr, "SIGNON Mwest masterpw\nSET grace=0")
	tj.send(t, players["Russia"], "SET LANGUAGE zh-Hans")
	for _, power := range sevenPowers {
		if power != "Austria" && power != "Russia" {
			tj.send(t, players[power], signonLine(power)+holdOrder[power])
		}
	}
	g := tj.endRecord(t, "west")
	tj.now = g.Deadline
	tj.tick()
	if n := tj.countMails(t, players["Austria"], "orders late"); n != 0 {
		t.Fatalf("grace=0 sent %d late notices", n)
	}
	mustContain(t, "Austria's report of its first miss", tj.newest(t, players["Austria"], "S1901M results").Body,
		"Austria missed the deadline (miss 1; at 2 misses civil disorder follows).",
		"Russia missed the deadline (miss 1; at 2 misses civil disorder follows).")
	mustContain(t, "Russia's report in Chinese", tj.newest(t, players["Russia"], "S1901M").Body,
		"俄罗斯 错过了期限（第 1 次；错过 2 次即陷入内乱）。")
	g = tj.endRecord(t, "west")
	tj.now = g.Deadline
	tj.tick()
	body := tj.newest(t, players["England"], "F1901M results").Body
	mustContain(t, "the report after the second miss", body, "missed 2 deadlines and is now in civil disorder.")
	notIn(t, "the report after the second miss", body, "Austria missed the deadline")
}

// TestAbandonedPlayerIsTold: under nmr=abandon with grace=0 (no late
// notice before) the player who missed the
// deadline is told the power is no longer theirs, once, and then gets
// none of the game's mail; in Chinese for a reader who chose it.
func TestAbandonedPlayerIsTold(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, masterAddr, "SIGNON Mwest masterpw\nSET nmr=abandon\nSET grace=0")
	tj.send(t, players["Russia"], "SET LANGUAGE zh-Hant")
	for _, power := range sevenPowers {
		if power != "Austria" && power != "Russia" {
			tj.send(t, players[power], signonLine(power)+holdOrder[power])
		}
	}
	tj.passDeadlineAndGrace(t, "west")
	mustContain(t, "Austria's notice", tj.newest(t, players["Austria"], "you no longer play").Body,
		"The deadline for Spring 1901, Movement passed at", "with no orders from Austria", "You no longer play Austria")
	mustContain(t, "Russia's notice", tj.newest(t, players["Russia"], "不再參與").Body, "您不再代表 俄羅斯", "1901年春季 行動期 的期限")
	if n := tj.countMails(t, players["England"], "no longer play"); n != 0 {
		t.Errorf("England, who sent orders, got %d notices of abandonment", n)
	}
	before := len(tj.mailsTo(t, players["Austria"]))
	tj.send(t, players["France"], signonLine("France")+"BROADCAST\nHello?\nENDPRESS")
	if got := len(tj.mailsTo(t, players["Austria"])); got != before {
		t.Errorf("the abandoned player still gets the game's mail")
	}
}

// holdOrder is one order for each power's first-season unit: enough to
// make the power not silent.
var holdOrder = map[string]string{"Austria": "A Vie H", "England": "F Lon H", "France": "A Par H",
	"Germany": "A Ber H", "Italy": "A Rom H", "Russia": "A Mos H", "Turkey": "A Con H"}
