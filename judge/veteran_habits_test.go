package judge

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/games/diplomacy"
	"adjutant/games/gettysburg"
)

// The commands a referee types from habit on the classic email judges: the
// press words of their SET (NOPRESS, NO PRESS, GREY, WHITE), values in
// capitals, and the short forms of the phase times. Each is carried out,
// and LIST shows the game as the answer says.
func TestMasterSetsTheClassicJudgesWay(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj) // press=grey
	for _, c := range []struct{ line, answer, list string }{
		{"SET PRESS NONE", "west: press=none", "press=none"},
		{"SET GREY", "west: press=grey", "press=grey"},
		{"SET NOPRESS", "west: press=none", "press=none"},
		{"SET WHITE", "west: press=white", "press=white"},
		{"SET NO PRESS", "west: press=none", "press=none"},
		{"SET PRESS GRAY", "west: press=grey", "press=grey"},
		{"SET NMR ABANDON", "west: nmr=abandon", "nmr=abandon"},
		{"SET MOVE 36h", "west: movement=36h", "movement=36h"},
		{"SET ADJUST 12h", "west: adjustment=12h", "adjustment=12h"},
		{"SET BUILD 6h", "west: adjustment=6h", "adjustment=6h"},
	} {
		r := tj.asMaster(t, c.line)
		mustContain(t, c.line, r.Body, c.answer)
		if strings.Contains(r.Body, "Problems") {
			t.Errorf("%s was refused:\n%s", c.line, r.Body)
		}
		mustContain(t, "LIST after "+c.line, tj.listWest(t), c.list)
	}
	r := tj.asMaster(t, "EXTEND 2 days\nEXTEND 12 hours")
	mustContain(t, "EXTEND written out", r.Body, "the deadline of west is now Thu 26 Nov 2026 12:00 UTC", "the deadline of west is now Fri 27 Nov 2026 00:00 UTC")
}

// The classic judges take PRESS's words in any order: "PRESS TO R GREY" is
// grey press to Russia, as "PRESS GREY TO R" is here, and WHITE, the plain
// signed kind, may be said.
func TestPressTakesGreyAfterTheReaders(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj) // press=grey
	r := tj.send(t, players["Turkey"], "SIGNON Twest pw-Turkey\nPRESS TO R GREY\nWatch the Black Sea.\nENDPRESS")
	mustContain(t, "Turkey's grey press", r.Body, "message sent to Russia")
	ru := tj.last(t, players["Russia"])
	if !strings.Contains(ru.Body, "Watch the Black Sea.") || !strings.Contains(ru.Body, "an anonymous power") || strings.Contains(ru.Body, "Turkey") {
		t.Fatalf("Russia's grey press:\n%s", ru.Body)
	}
	r = tj.send(t, players["Turkey"], "SIGNON Twest pw-Turkey\nPRESS WHITE TO Russia\nSigned, Turkey.\nENDPRESS")
	mustContain(t, "Turkey's white press", r.Body, "message sent to Russia")
	ru = tj.last(t, players["Russia"])
	mustContain(t, "Russia's white press", ru.Body, "Signed, Turkey.", "Turkey")
	r = tj.send(t, players["Turkey"], "SIGNON Twest pw-Turkey\nPRESS TO ALL\nPeace to all.\nENDPRESS")
	mustContain(t, "PRESS TO ALL", r.Body, "message sent to everyone in west")
	mustContain(t, "France's copy of PRESS TO ALL", tj.last(t, players["France"]).Body, "Peace to all.", "to everyone")
}

// WHOGAME and a bare LIST after SIGNON show the game, as on the classic
// judges; their commands with no Adjutant twin (PREVIEW, PREDICT, ABSENCE)
// are refused saying what Adjutant does instead, to a player and to a
// master alike (a master's unknown word is otherwise answered with BECOME).
func TestClassicJudgeCommandsAreReadOrPointedOnward(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	r := tj.send(t, players["France"], "SIGNON Fwest pw-France\nWHOGAME west\nLIST\nA Par - Bur")
	mustContain(t, "WHOGAME and LIST", r.Body, "judge settings:", "A Par - Bur")
	if !strings.Contains(r.Body, "(the same answer as for line 2)") || strings.Contains(r.Body, "Problems") {
		t.Errorf("WHOGAME west and LIST after SIGNON should both show west:\n%s", r.Body)
	}
	r = tj.send(t, "onlooker@example.net", "WHOGAME west")
	mustContain(t, "a stranger's WHOGAME", r.Body, "judge settings:")

	r = tj.send(t, players["France"], "SIGNON Fwest pw-France\nPREVIEW\nABSENCE 2026-12-01 2026-12-05")
	mustContain(t, "France's PREVIEW", r.Body, "no preview of the adjudication", "ROLLBACK", "no calendar of absences", "EXTEND")
	notIn(t, "PREVIEW was read as an order", r.Body, "no province")

	r = tj.asMaster(t, "PREDICT\nWHOGAME west")
	mustContain(t, "the master's PREDICT and WHOGAME", r.Body, "no preview of the adjudication", "judge settings:")
	notIn(t, "the master's PREDICT or WHOGAME was answered with BECOME", r.Body, "BECOME")
}

// PRESS TO M (or TO MASTER, TO GM) writes to the game's master alone, as on
// the classic judges: how a player asks for an extension. It goes through
// even in a game without press, and no player reads it.
func TestPressToTheMasterAlone(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.asMaster(t, "SET press none")
	before := len(tj.mailsTo(t, players["Russia"]))
	r := tj.send(t, players["France"], "SIGNON Fwest pw-France\nPRESS TO M\nI am away next week: could you extend?\nENDPRESS")
	mustContain(t, "France's press to the master", r.Body, "message sent to the master of west")
	if strings.Contains(r.Body, "Problems") {
		t.Fatalf("press to the master refused:\n%s", r.Body)
	}
	m := tj.last(t, masterAddr)
	mustContain(t, "the master's mail", m.Body, "France, to the master", "could you extend?")
	if len(tj.mailsTo(t, players["Russia"])) != before {
		t.Error("a player read press meant for the master")
	}
	r = tj.send(t, players["France"], "SIGNON Fwest pw-France\nPRESS TO Russia\nHello\nENDPRESS")
	mustContain(t, "press to Russia in a game without press", r.Body, "west allows no press")
}

// Orders written while a phase was open but read after it was resolved
// (sent just before the deadline, or slow in the post) count for the phase
// now open, as on every judge; the answer says so, since the player wrote
// them for the phase before. A mail dated after the phase began, or within
// two minutes before (a mail program's clock may be slow), gets no note.
func TestOrdersWrittenForTheResolvedPhaseSaySo(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj) // Spring 1901 begins Sun 22 Nov 12:00
	tj.now = tj.now.Add(3 * time.Hour)
	orderAll(t, tj, players) // Spring resolved at 15:00: Fall 1901 begins
	written := func(date string) string {
		msgSeq++
		id := fmt.Sprintf("m%d@test", msgSeq)
		tj.deliver(t, "From: "+players["Italy"]+"\nTo: judge@example.org\nSubject: orders\nMessage-ID: <"+id+">\nDate: "+date+
			"\nContent-Type: text/plain; charset=utf-8\n\nSIGNON Iwest pw-Italy\nA Pie - Tyr\n")
		for _, m := range tj.mailsTo(t, players["Italy"]) {
			if m.InReplyTo == "<"+id+">" {
				return m.Body
			}
		}
		t.Fatalf("no answer to the mail dated %s", date)
		return ""
	}
	late := written("Sun, 22 Nov 2026 14:55:00 +0000")
	mustContain(t, "the late mail's answer", late, "Orders of Italy in west, Fall 1901, Movement",
		"Your mail is dated Sun 22 Nov 2026 14:55 UTC, while the phase before was still open",
		"resolved at Sun 22 Nov 2026 15:00 UTC", "count for Fall 1901, Movement")
	if fresh := written("Sun, 22 Nov 2026 14:59:00 +0000"); strings.Contains(fresh, "phase before") {
		t.Errorf("a mail dated a minute before Fall began got the note:\n%s", fresh)
	}
}

// LIST is where a veteran looks for who has not yet ordered. A player of
// several powers is "orders in" only when every one of them has orders; until
// then LIST names those that have.
func TestListSaysWhichOfAPlayersPowersHaveOrders(t *testing.T) {
	tj := newSeededJudge(t, 1)
	startDuel(t, tj)
	tj.send(t, duelWest, "SIGNON Eduel pw-west\nF Lon H\nF Edi H\nA Lvp H")
	list := tj.send(t, "onlooker@example.net", "LIST duel").Body
	mustContain(t, "LIST with England's orders in", list, "England, France, Russia  orders in for England")
	tj.send(t, duelWest, duelWestHolds)
	list = tj.send(t, "onlooker@example.net", "LIST duel").Body
	mustContain(t, "LIST with the west's orders in", list, "England, France, Russia  orders in\n")
	notIn(t, "the east sent nothing", list, "Austria, Germany, Turkey  orders")
}

// On the classic judges SET DRAW may name the powers of the draw. Here a
// draw is always shared by every survivor, so such a vote is refused, not
// taken as a vote for a draw the player did not ask for; SET NO DRAW is
// SET NODRAW.
func TestSetDrawWithPowersIsRefused(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	r := tj.send(t, players["France"], signonLine("France")+"SET DRAW EFG")
	mustContain(t, "SET DRAW EFG", r.Body, "Problems (1)", "shared by every surviving power", "SET DRAW alone")
	for _, power := range sevenPowers {
		if power != "France" {
			tj.send(t, players[power], signonLine(power)+"SET DRAW")
		}
	}
	if n := tj.countMails(t, players["England"], "game over"); n != 0 {
		t.Fatal("the refused SET DRAW EFG counted as France's vote")
	}
	r = tj.send(t, players["Turkey"], signonLine("Turkey")+"SET NO DRAW")
	mustContain(t, "SET NO DRAW", r.Body, "your draw vote is withdrawn")
}

// SUMMARY and HISTORY alone after SIGNON are that game's, as LIST is; and
// GET's list of topics keeps its titles in one column however long a
// game's topic names are.
func TestSummaryHistoryAloneAndGetsColumns(t *testing.T) {
	tj := newTestJudge(t, Options{Engines: []games.Engine{diplomacy.New(), gettysburg.Engine{}}, RepliesPerHour: 1000})
	players := startSeven(t, tj)
	tj.now = tj.now.Add(time.Hour)
	orderAll(t, tj, players)
	r := tj.send(t, players["France"], "SIGNON Fwest pw-France\nSUMMARY\nHISTORY")
	mustContain(t, "SUMMARY and HISTORY alone", r.Body, "S1901M", "Spring 1901, Movement (S1901M)")
	notIn(t, "SUMMARY or HISTORY alone was refused after SIGNON", r.Body, "Problems")
	r = tj.send(t, "ann@example.net", "GET")
	col := -1
	for _, line := range strings.Split(r.Body, "\n") {
		for _, title := range []string{"Press: messages to other players", "Gettysburg: every plan line"} {
			if i := strings.Index(line, title); i >= 0 {
				if col >= 0 && i != col {
					t.Errorf("GET's titles are not in one column (%d, %d):\n%s", col, i, r.Body)
				}
				col = i
			}
		}
	}
	if col < 0 {
		t.Fatalf("GET lacks its topics:\n%s", r.Body)
	}
}

// A first join waits for its address to confirm; SET PREFERENCE sent with
// it (or before confirming) goes with the waiting join, as it would with a
// seated player, instead of "you have not joined".
func TestPreferenceGoesWithAJoinAwaitingConfirmation(t *testing.T) {
	tj := newJoinConfirmJudge(t)
	tj.send(t, "master@example.org", "CREATE ?west masterpw standard")
	r := tj.send(t, "ann@example.org", "SIGNON ?west annpw\nSET PREFERENCE west annpw Turkey")
	mustContain(t, "SET PREFERENCE with a waiting join", r.Body, "preferences for west: Turkey", "when you confirm")
	if strings.Contains(r.Body, "Problems") {
		t.Fatalf("SET PREFERENCE with a waiting join was refused:\n%s", r.Body)
	}
	r = tj.send(t, "bob@example.org", "SIGNON ?west bobpw\nSET PREFERENCE Austria")
	mustContain(t, "SET PREFERENCE under a waiting join", r.Body, "preferences for west: Austria", "when you confirm")
	r = tj.send(t, "ann@example.org", "SET PREFERENCE west wrongpw France")
	mustContain(t, "a wrong password", r.Body, "Problems (1)")
	line := joinConfirmRE.FindString(r.Subject + tj.newest(t, "ann@example.org", "CONFIRM").Subject)
	if line == "" {
		t.Fatal("no CONFIRM line")
	}
	tj.send(t, "ann@example.org", line)
	for i, power := range sevenPowers {
		if power == "Turkey" {
			continue
		}
		addr := strings.ToLower(power) + "@example.org"
		tj.send(t, addr, fmt.Sprintf("SIGNON ?west pw%d %s", i, power))
		if m := joinConfirmRE.FindString(tj.newest(t, addr, "CONFIRM").Subject); m != "" {
			tj.send(t, addr, m)
		}
	}
	mustContain(t, "ann's start mail", tj.newest(t, "ann@example.org", "the game has started").Body, "You play Turkey")
}

// On the classic judges a master signs on as a power with the master's
// password. Here the master signs on as master and writes BECOME: the
// refusal says so, to the master's own address only (to anyone else a
// password is simply wrong).
func TestMasterPasswordOnAPowerPointsToBecome(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	r := tj.send(t, masterAddr, "SIGNON Fwest masterpw\nA Par - Bur")
	mustContain(t, "the master's SIGNON Fwest", r.Body, "the master's password of west", "SIGNON Mwest", "BECOME France")
	r = tj.send(t, players["Germany"], "SIGNON Fwest masterpw")
	mustContain(t, "Germany's SIGNON Fwest", r.Body, "wrong password")
	notIn(t, "a player learned that a password is the master's", r.Body, "master")
}

// EJECT of a player who holds several powers names them all, as plural.
func TestEjectOfSeveralPowersReadsAsPlural(t *testing.T) {
	tj := newSeededJudge(t, 1)
	startDuel(t, tj)
	r := tj.send(t, duelMaster, "SIGNON Mduel gmpw\nEJECT England")
	mustContain(t, "EJECT England", r.Body, "England, France, Russia have no player now and are in civil disorder")
	tj.send(t, duelMaster, "SIGNON Mduel gmpw\nPROCESS")
	mustContain(t, "the notice to the other player", tj.newest(t, duelEast, "S1914M results").Body,
		"removed the player of England, France, Russia; they are in civil disorder until a new player takes them")
}

// A player who tries a game setting (SET DEADLINE, SET NOPRESS, SET
// MOVEMENT) is told it is the master's, not given the list of a player's
// settings as though the word were unknown.
func TestPlayerSetOfAGameSettingSaysItIsTheMasters(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	for _, line := range []string{"SET DEADLINE 2026-12-01 12:00", "SET NOPRESS", "SET MOVEMENT 3d", "SET GRACE 1d"} {
		r := tj.send(t, players["France"], "SIGNON Fwest pw-France\n"+line)
		mustContain(t, line, r.Body, "only the master of west changes it", "PRESS TO M")
	}
	r := tj.send(t, "nobody@example.net", "SET DEADLINE 2026-12-01 12:00")
	mustContain(t, "a stranger's SET DEADLINE", r.Body, "only a game's master changes it", "SIGNON M<game>")
}

// Orders sent after the deadline, during grace, are taken; the answer says
// the deadline has passed and until when the game waits, instead of
// naming a deadline in the past as though it were still ahead.
func TestOrdersInGraceSayTheDeadlinePassed(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj) // movement=2d grace=1d: deadline Tue 24 Nov 12:00
	tj.now = tj.now.Add(2*24*time.Hour + time.Hour)
	tj.tick()
	r := tj.send(t, players["France"], "SIGNON Fwest pw-France\nA Par - Bur")
	mustContain(t, "France's orders in grace", r.Body, "A Par - Bur",
		"The deadline, Tue 24 Nov 2026 12:00 UTC, has passed; the game waits until Wed 25 Nov 2026 12:00 UTC for any orders sent late.")
	notIn(t, "the answer names the past deadline as the deadline", r.Body, "Deadline: Tue 24 Nov 2026 12:00 UTC.")
}

// Players of judges where a new order for a unit replaces only that unit's
// send a single corrected order. Here a mail without ADD replaces all the
// orders sent before: when that leaves units without orders, the answer
// names the orders it replaced and how to keep them.
func TestACorrectionWithoutAddSaysWhatItReplaced(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["France"], "SIGNON Fwest pw-France\nA Par - Bur\nF Bre - Mao\nA Mar - Spa")
	r := tj.send(t, players["France"], "SIGNON Fwest pw-France\nA Par - Pic")
	mustContain(t, "the correction's answer", r.Body,
		"This mail replaced the orders you sent before (A Par - Bur; F Bre - Mao; A Mar - Spa)",
		"ADD", "unordered: F Bre (holds), A Mar (holds)")
	r = tj.send(t, players["France"], "SIGNON Fwest pw-France\nA Par - Bur\nF Bre - Mao\nA Mar - Spa")
	notIn(t, "a whole new set of orders got the note", r.Body, "replaced the orders")
}

// The classic judges' SET ABSENCE and SET CONCEDE (and their NO forms)
// have no twin here: each is answered with what to do instead, not with
// the list of SET words, and changes nothing.
func TestClassicSetAbsenceAndConcedeArePointedOnward(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	r := tj.send(t, players["Italy"], signonLine("Italy")+"SET ABSENCE 1 Dec to 3 Dec\nSET NOABSENCE\nSET CONCEDE Germany\nSET NOCONCEDE\nA Ven H")
	mustContain(t, "SET ABSENCE", r.Body, "no calendar of absences", "EXTEND", "no concession vote", "SET DRAW", "RESIGN", "A Ven H", "Problems (4)")
	notIn(t, "classic SET words", r.Body, "is not something I can set")
	r = tj.send(t, players["Italy"], signonLine("Italy")+"設定 CONCEDE 德國")
	mustContain(t, "SET CONCEDE in Chinese", r.Body, "投票認輸", "RESIGN")
}

// REGISTER and WHOIS, which the classic judges have, are answered with
// what Adjutant does instead; WATCH is OBSERVE.
func TestClassicRegisterWhoisAndWatch(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	r := tj.send(t, "veteran@example.net", "REGISTER\nWHOIS france@example.org\nWATCH west")
	mustContain(t, "REGISTER", r.Body, "needs no registration", "SIGNON ?<game>", "players never see each other's addresses", "CONFIRM west")
	notIn(t, "classic commands", r.Body, "not a command I know")
}

// People title their orders: "Orders:", a power's name as the results
// print it ("France:"), "我的命令如下：". Such a line, ending in a colon,
// is read as a heading, not refused, and the orders under it count.
func TestHeadingAboveTheOrdersIsANote(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	r := tj.send(t, players["France"], signonLine("France")+"My orders for Spring 1901:\nFrance:\nA Par - Bur\n我的命令如下：\nA Mar - Spa\nF Bre:")
	mustContain(t, "headings", r.Body, "My orders for Spring 1901:\n  not an order: read as a heading", "A Par - Bur; A Mar - Spa", "Problems (1)")
	if n := strings.Count(r.Body, "read as a heading"); n != 3 {
		t.Errorf("%d lines read as headings, want 3:\n%s", n, r.Body)
	}
}

// "PRESS TO Germany and England", as people write a list, and its Chinese
// form with 和: the message goes to both, and to no one else.
func TestPressToPowersJoinedByAnd(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	r := tj.send(t, players["France"], signonLine("France")+"PRESS TO Germany and England\nHello both.\nENDPRESS\n通訊 給 德國 和 英國\n你們好\n結束通訊")
	notIn(t, "PRESS TO … and …", r.Body, "Problems (")
	for _, power := range []string{"Germany", "England"} {
		mustContain(t, power+"'s press", tj.newest(t, players[power], "press from France").Body, "你們好")
		if n := tj.countMails(t, players[power], "press from France"); n != 2 {
			t.Errorf("%s got %d press mails, want 2", power, n)
		}
	}
	if n := tj.countMails(t, players["Italy"], "press from France"); n != 0 {
		t.Errorf("Italy got %d of the press to Germany and England", n)
	}
}

// In Marengo, whose demoralised side may CONCEDE, SET CONCEDE is not
// answered with Diplomacy's "no concession vote".
func TestSetConcedeInMarengoIsNotDiplomacysAdvice(t *testing.T) {
	tj := newMarengoJudge(t)
	r := tj.send(t, "fra@example.org", "SIGNON Fmg fpw\nSET CONCEDE")
	notIn(t, "SET CONCEDE in Marengo", r.Body, "no concession vote")
}

// A message meant for some powers never goes to everyone: the powers named
// after PRESS without TO ("PRESS France England", 新聞 法國) or after a
// Chinese word for "to" (新聞 到 法國 英國, 致, 寄給) are its readers, and a
// word after PRESS that is neither is refused, nothing sent, rather than
// dropped with the message going to all.
func TestPressNamingPowersWithoutToGoesToThemAlone(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	r := tj.asMaster(t, "新聞 到 法國 英國\n請兩位回覆。\n結束新聞\nPRESS Germany\nJust you.\nENDPRESS\n新聞 致 義大利\n只給你。\n結束新聞\n廣播 各位\n大家好。\n結束新聞")
	notIn(t, "press to some", r.Body, "Problems (", "問題")
	for power, n := range map[string]int{"France": 2, "England": 2, "Germany": 2, "Italy": 2, "Russia": 1, "Turkey": 1, "Austria": 1} {
		if got := tj.countMails(t, players[power], "press from the master"); got != n {
			t.Errorf("%s got %d press mails from the master, want %d", power, got, n)
		}
	}
	r = tj.send(t, players["France"], signonLine("France")+"PRESS secretly England\nHush.\nENDPRESS")
	mustContain(t, "PRESS with a word not read", r.Body, `line 2 "PRESS secretly England"`, "not sent")
	if n := tj.countMails(t, players["Russia"], "press from France"); n != 0 {
		t.Errorf("Russia got %d mails of a press whose first line was refused", n)
	}
}

// Grey press in Chinese: 新聞 灰 給 法國 (or 匿名) is anonymous to France,
// as PRESS GREY TO France; the word is not dropped, nor the message
// refused.
func TestChineseGreyPress(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	r := tj.send(t, players["Russia"], signonLine("Russia")+"新聞 灰 給 法國\n匿名消息。\n結束新聞\n新聞 給 德國 匿名\n也是匿名。\n結束新聞")
	notIn(t, "grey press in Chinese", r.Body, "Problems (", "問題")
	for _, power := range []string{"France", "Germany"} {
		m := tj.newest(t, players[power], "press from")
		mustContain(t, power+"'s copy", m.Subject, "press from an anonymous power")
	}
}
