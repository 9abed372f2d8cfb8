package judge

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// holds are complete orders for every power at the standard start: each
// unit holds.
var holdOrders = map[string]string{
	"Austria": "A Vie H\nA Bud H\nF Tri H",
	"England": "F Lon H\nF Edi H\nA Lvp H",
	"France":  "A Par H\nA Mar H\nF Bre H",
	"Germany": "A Ber H\nA Mun H\nF Kie H",
	"Italy":   "A Ven H\nA Rom H\nF Nap H",
	"Russia":  "A Mos H\nA War H\nF Sev H\nF StP/sc H",
	"Turkey":  "A Con H\nA Smy H\nF Ank H",
}

func signonLine(power string) string {
	return fmt.Sprintf("SIGNON %swest pw-%s\n", power[:1], power)
}

// countMails counts the mails to addr whose subject contains part.
func (tj *testJudge) countMails(t *testing.T, addr, part string) int {
	t.Helper()
	n := 0
	for _, m := range tj.mailsTo(t, addr) {
		if strings.Contains(m.Subject, part) {
			n++
		}
	}
	return n
}

// wantIn looks for each phrase as a reader would, across the line breaks
// of wrapped prose.
func wantIn(t *testing.T, what, body string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(body, w) && !strings.Contains(unwrap(body), unwrap(w)) {
			t.Errorf("%s lacks %q:\n%s", what, w, body)
		}
	}
}

func TestSetWaitHoldsEarlyProcessingUntilNoWait(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	r := tj.send(t, players["France"], signonLine("France")+"SET WAIT\n"+holdOrders["France"])
	wantIn(t, "SET WAIT answer", r.Body, "will not process this phase before its deadline")
	for _, power := range sevenPowers {
		if power != "France" {
			tj.send(t, players[power], signonLine(power)+holdOrders[power])
		}
	}
	if n := tj.countMails(t, players["England"], "S1901M results"); n != 0 {
		t.Fatalf("processed early although France asked to wait (%d result mails)", n)
	}
	r = tj.send(t, players["France"], signonLine("France")+"SET NO WAIT")
	wantIn(t, "SET NO WAIT answer", r.Body, "may be processed as soon as")
	if n := tj.countMails(t, players["England"], "S1901M results"); n != 1 {
		t.Fatalf("after SET NO WAIT: %d result mails, want 1", n)
	}
}

func TestEveryPowerVotingDrawEndsTheGame(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["Turkey"], signonLine("Turkey")+"SET DRAW")
	r := tj.send(t, players["Turkey"], signonLine("Turkey")+"SET NODRAW")
	wantIn(t, "SET NODRAW answer", r.Body, "your draw vote is withdrawn")
	for i, power := range sevenPowers {
		r := tj.send(t, players[power], signonLine(power)+"SET DRAW")
		over := tj.countMails(t, players["England"], "game over")
		if i < 6 {
			wantIn(t, power+"'s SET DRAW answer", r.Body, "your vote for a draw is recorded")
			if over != 0 {
				t.Fatalf("game ended after %d of 7 draw votes", i+1)
			}
		}
	}
	for _, addr := range append([]string{"master@example.org"}, players["Austria"], players["Turkey"]) {
		m := tj.newest(t, addr, "west: game over")
		wantIn(t, "the end mail to "+addr, m.Body,
			"ended in a draw agreed by every surviving power", "Draw shared by: Austria, England, France, Germany, Italy, Russia, Turkey", "secret seed")
	}
	r = tj.send(t, players["France"], signonLine("France")+"A Par - Bur")
	wantIn(t, "orders after the draw", r.Body, "no orders are taken now")
}

func TestSetPasswordRetiresTheOldOne(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	r := tj.send(t, players["France"], signonLine("France")+"SET PASSWORD n3w-secret")
	wantIn(t, "SET PASSWORD answer", r.Body, "password changed", "SIGNON Fwest")
	r = tj.send(t, players["France"], signonLine("France")+"A Par - Bur")
	wantIn(t, "sign-on with the old password", r.Body, "wrong password")
	r = tj.send(t, players["France"], "SIGNON Fwest n3w-secret\nA Par - Bur")
	wantIn(t, "sign-on with the new password", r.Body, "signed on as France", "Orders of France")
	r = tj.send(t, players["France"], "SIGNON Fwest n3w-secret\nSET PASSWORD two words")
	wantIn(t, "a password with spaces", r.Body, "one word without spaces")
}

var confirmCodeRE = regexp.MustCompile(`CONFIRM west ([0-9a-f]+)`)

func TestSetAddressMovesThePlayerOnlyAfterConfirm(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	old, moved := players["France"], "paris@example.net"
	r := tj.send(t, old, "SET TIMEZONE Europe/Paris\n"+signonLine("France")+"SET ADDRESS Marianne <Paris@Example.net>")
	wantIn(t, "SET ADDRESS answer", r.Body, "a code was mailed to paris@example.net")
	m := tj.last(t, moved)
	code := confirmCodeRE.FindStringSubmatch(m.Body)
	if code == nil {
		t.Fatalf("the new address got no CONFIRM line:\n%s", m.Body)
	}
	wantIn(t, "the code mail", m.Body, "Mail from "+old, "France")

	// Before the confirmation nothing has moved, and the code works only
	// from the address it was sent to.
	r = tj.send(t, "thief@example.net", "CONFIRM west "+code[1])
	wantIn(t, "CONFIRM from another address", r.Body, "mailed to another address")
	r = tj.send(t, moved, "CONFIRM west 0000")
	wantIn(t, "CONFIRM with a wrong code", r.Body, "nothing with this code is waiting for confirmation")

	r = tj.send(t, moved, "CONFIRM west "+code[1])
	wantIn(t, "CONFIRM answer", r.Body, "confirmed: you now play France in west")
	wantIn(t, "the old address's notice", tj.last(t, old).Body, "now goes to paris@example.net")
	wantIn(t, "the master's notice", tj.last(t, "master@example.org").Body, "moved from "+old+" to paris@example.net")

	// The player's time zone came along to the new address.
	r = tj.send(t, moved, signonLine("France")+holdOrders["France"])
	wantIn(t, "orders from the new address", r.Body, "Orders of France", "Deadline: Tue 24 Nov 2026 13:00 UTC+1")
	if n := tj.countMails(t, old, "someone signed on"); n != 0 {
		t.Error("the old address was warned of a sign-on by the player's own new address")
	}

	// Press to everyone now reaches the new address, not the old one.
	before := len(tj.mailsTo(t, old))
	tj.send(t, players["England"], signonLine("England")+"BROADCAST\nHello all.\nENDPRESS")
	wantIn(t, "broadcast at the new address", tj.last(t, moved).Body, "Hello all.")
	if len(tj.mailsTo(t, old)) != before {
		t.Error("the old address still gets the game's mail")
	}
	// A used code cannot be used twice.
	r = tj.send(t, moved, "CONFIRM west "+code[1])
	wantIn(t, "a second CONFIRM", r.Body, "nothing with this code is waiting for confirmation")
}

func TestSetTimezoneChangesTheDeadlineShown(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	// The game started at 12:00 UTC with two days for movement.
	r := tj.send(t, players["France"], signonLine("France")+holdOrders["France"])
	wantIn(t, "the deadline in UTC", r.Body, "Deadline: Tue 24 Nov 2026 12:00 UTC")
	r = tj.send(t, players["France"], "SET TIMEZONE Asia/Taipei\n"+signonLine("France")+holdOrders["France"])
	wantIn(t, "the reply after SET TIMEZONE", r.Body, "time zone set to Asia/Taipei", "Deadline: Tue 24 Nov 2026 20:00 UTC+8")
	r = tj.send(t, players["France"], signonLine("France")+holdOrders["France"])
	wantIn(t, "a later reply", r.Body, "Deadline: Tue 24 Nov 2026 20:00 UTC+8")
	r = tj.send(t, players["France"], "SET TIMEZONE Mars/Olympus")
	wantIn(t, "an unknown zone", r.Body, `"Mars/Olympus" is not a time zone I know`, "Europe/London")
}

func TestSetLanguageTakesEffectFromTheNextMail(t *testing.T) {
	tj := newGameJudge(t)
	r := tj.send(t, "chen@example.tw", "SET LANGUAGE zh-Hant\nHELP")
	wantIn(t, "the reply that sets the language", r.Body, "from your next mail on, the judge writes to you in 繁體中文", "list the commands")
	r = tj.send(t, "chen@example.tw", "HELP")
	wantIn(t, "the next reply", r.Body, "列出所有指令，或說明其中一個")
	r = tj.send(t, "chen@example.tw", "SET LANGUAGE klingon")
	wantIn(t, "an unknown language", r.Body, "不是可用的語言", "zh-Hans")
}

func TestResignPutsThePowerInDisorderAndTellsEveryone(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	r := tj.send(t, players["France"], signonLine("France")+"A Par - Bur\nRESIGN\nA Mar - Spa")
	wantIn(t, "RESIGN answer", r.Body, "you resigned France in west", "not used: you resigned", "you have not signed on")
	m := tj.last(t, "master@example.org")
	wantIn(t, "the master's notice", m.Subject+"\n"+m.Body, "west: France resigned", "REPLACE France <address>")
	r = tj.send(t, players["France"], signonLine("France")+"A Par - Bur")
	wantIn(t, "sign-on after resigning", r.Body, "France was given up in west")
	// Nobody waits for France: the other six complete the phase.
	for _, power := range sevenPowers {
		if power != "France" {
			tj.send(t, players[power], signonLine(power)+holdOrders[power])
		}
	}
	m = tj.last(t, players["England"])
	wantIn(t, "England's report", m.Subject+"\n"+m.Body, "S1901M results", "France resigned and is in civil disorder.")
	if n := tj.countMails(t, players["France"], "S1901M results"); n != 0 {
		t.Error("the resigned player still gets reports")
	}
}

func TestSetPreferenceChangesThePowerGiven(t *testing.T) {
	tj := newGameJudge(t)
	tj.send(t, "master@example.org", "CREATE ?west masterpw standard")
	tj.send(t, "ann@example.org", "SIGNON ?west ann-pw F")
	r := tj.send(t, "ann@example.org", "SET PREFERENCE west wrong E")
	wantIn(t, "a wrong password", r.Body, "wrong password")
	r = tj.send(t, "ann@example.org", "SET PREFERENCE west ann-pw Narnia")
	wantIn(t, "an unknown power", r.Body, `"Narnia" is not a power in west`)
	r = tj.send(t, "ann@example.org", "SET PREFERENCE west ann-pw E,F")
	wantIn(t, "SET PREFERENCE answer", r.Body, "preferences for west: England, France")
	for _, power := range []string{"Austria", "France", "Germany", "Italy", "Russia", "Turkey"} {
		tj.send(t, strings.ToLower(power)+"@example.org", fmt.Sprintf("SIGNON ?west pw %s", power))
	}
	wantIn(t, "ann's start mail", tj.last(t, "ann@example.org").Body, "You play England")
	r = tj.send(t, "ann@example.org", "SET PREFERENCE west ann-pw F")
	wantIn(t, "SET PREFERENCE after the start", r.Body, "powers are given out already")
}

func TestSetMistakesChangeNothing(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	cases := []struct{ body, want string }{
		{"SET WAIT", "sign on first"},
		{"SET", "write SET WAIT, SET NOWAIT"},
		{signonLine("France") + "SET COLOUR blue", "SET COLOUR is not something I can set"},
		{signonLine("France") + "SET ADDRESS not-an-address", `"not-an-address" is not a mail address`},
		{signonLine("France") + "SET ADDRESS england@example.org", "already plays in west"},
		{"CONFIRM west", "write CONFIRM <game> <code>"},
		{"RESIGN", "sign on first"},
	}
	for _, c := range cases {
		r := tj.send(t, players["France"], c.body)
		wantIn(t, fmt.Sprintf("the reply to %q", c.body), r.Body, c.want)
	}
	r := tj.send(t, players["France"], signonLine("France")+holdOrders["France"])
	wantIn(t, "France still plays", r.Body, "Orders of France")
}

func TestChineseSetWords(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	r := tj.send(t, players["France"], signonLine("France")+"設定 等待")
	wantIn(t, "設定 等待", r.Body, "即使所有命令都已送")
}

// unwrap undoes prose wrapping for a comparison: all white space goes,
// since a wrapped line may break at a space or between Han characters.
func unwrap(s string) string {
	return strings.Join(strings.Fields(s), "")
}

func TestSettingProblemsAreInTheMastersLanguage(t *testing.T) {
	tj := newGameJudge(t)
	tj.send(t, "gm@example.org", "SET LANGUAGE zh-Hant")
	r := tj.send(t, "gm@example.org", "CREATE ?east pw standard press=loud")
	wantIn(t, "a bad setting in Chinese", r.Body, "press=loud：請用 none（無）、white（白）、grey（灰）或 broadcast（廣播）")
	r = tj.send(t, "gm@example.org", "CREATE ?east pw standard grace=soon")
	wantIn(t, "a bad duration in Chinese", r.Body, "grace=soon：請寫時間長度")
}

// TestSetAddressTakesThePictureChoiceAlong: a player who chose mail
// without pictures, and no language or time zone, moves to a new address;
// the choice goes along, as the language and time zone do, so a SUMMARY
// from the new address comes as text alone.
func TestSetAddressTakesThePictureChoiceAlong(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	old, moved := players["France"], "paris@example.net"
	tj.send(t, old, "SET PICTURES OFF\n"+signonLine("France")+"SET ADDRESS "+moved)
	code := confirmCodeRE.FindStringSubmatch(tj.last(t, moved).Body)
	if code == nil {
		t.Fatalf("the new address got no CONFIRM line")
	}
	r := tj.send(t, moved, "CONFIRM west "+code[1])
	wantIn(t, "CONFIRM answer", r.Body, "confirmed: you now play France in west")
	r = tj.send(t, moved, "SUMMARY west")
	wantIn(t, "SUMMARY from the new address", r.Body, "Spring 1901")
	if len(r.Pictures) != 0 {
		t.Errorf("the player chose SET PICTURES OFF, moved, and the new address's SUMMARY carries %d pictures", len(r.Pictures))
	}
}

// TestSignonToAResignedSeatNamesItInTheReadersLanguage: after RESIGN, a
// SIGNON to the seat is refused with the seat's name in the reply's
// language ("法國", not "France" inside Chinese text); so is a SIGNON to a
// seat nobody plays.
func TestSignonToAResignedSeatNamesItInTheReadersLanguage(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["France"], "SET LANGUAGE zh-Hant")
	r := tj.send(t, players["France"], signonLine("France")+"RESIGN")
	wantIn(t, "RESIGN", r.Body, "放棄")
	r = tj.send(t, players["France"], signonLine("France"))
	wantIn(t, "SIGNON after RESIGN", r.Body, "法國 在 west 已被放棄")
	if strings.Contains(r.Body, "France 在") {
		t.Errorf("an English seat name in the Chinese refusal:\n%s", r.Body)
	}
}

// TestSetAddressLeavesTheOldAddressesLimitsBehind: the move takes the
// player's reading settings along, not the old address's counts: an old
// address that created its 3 games of the day, once moved from, does not
// stop the new one from creating a game (nor, alike, from being asked to
// confirm an OBSERVE).
func TestSetAddressLeavesTheOldAddressesLimitsBehind(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	old, moved := players["France"], "paris@example.net"
	r := tj.send(t, old, "SET TIMEZONE Europe/Paris\nCREATE ?g1 pw\nCREATE ?g2 pw\nCREATE ?g3 pw")
	wantIn(t, "three games created", r.Body, "Game g3 created")
	tj.send(t, old, signonLine("France")+"SET ADDRESS "+moved)
	code := confirmCodeRE.FindStringSubmatch(tj.last(t, moved).Body)
	if code == nil {
		t.Fatalf("the new address got no CONFIRM line")
	}
	tj.send(t, moved, "CONFIRM west "+code[1])
	r = tj.send(t, moved, "CREATE ?g4 pw")
	wantIn(t, "a game created from the new address", r.Body, "Game g4 created")
}

// TestSetAddressTakesObservingAlong: what the player observes moves with
// them at CONFIRM, as their seat does: the new address gets the reports
// (of the game they play and observe, and of another), the old one no
// longer does, and both are told.
func TestSetAddressTakesObservingAlong(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	old, moved := players["France"], "paris@example.net"
	tj.send(t, "gm2@example.org", "CREATE ?east pw2 standard")
	r := tj.send(t, old, "OBSERVE west\nOBSERVE east")
	var confirmEast string
	for _, l := range strings.Split(r.Body, "\n") {
		if strings.HasPrefix(strings.TrimSpace(l), "CONFIRM east ") {
			confirmEast = strings.TrimSpace(l)
		}
	}
	wantIn(t, "OBSERVE east", tj.send(t, old, confirmEast).Body, "confirmed: you will receive east's reports")
	tj.send(t, old, signonLine("France")+"SET ADDRESS "+moved)
	code := confirmCodeRE.FindStringSubmatch(tj.last(t, moved).Body)
	if code == nil {
		t.Fatalf("the new address got no CONFIRM line")
	}
	r = tj.send(t, moved, "CONFIRM west "+code[1])
	wantIn(t, "CONFIRM answer", r.Body, "confirmed: you now play France in west",
		"the reports of east, west, which france@example.org observed, come to this address now too")
	wantIn(t, "the old address's notice", tj.last(t, old).Body, "The reports of east, west, which you observe, go to paris@example.net from now on too.")
	wantIn(t, "OBSERVE east from the new address", tj.send(t, moved, "OBSERVE east").Body, "you will receive east's reports")
	for _, power := range sevenPowers {
		from := players[power]
		if power == "France" {
			from = moved
		}
		tj.send(t, from, signonLine(power)+springOrders[power])
	}
	if n := count(tj, t, old, "S1901M results"); n != 0 {
		t.Errorf("the old address got %d results mails after the move, want none", n)
	}
	if n := count(tj, t, moved, "S1901M results"); n != 1 {
		t.Errorf("the new address got %d results mails, want 1", n)
	}
}

// With a surviving power in civil disorder, whose player has no vote, the
// answer to a draw vote and the end mail name it: "every surviving power"
// alone would read as if it had voted, or as if its silence blocked the
// draw.
func TestDrawWithAPowerInCivilDisorderNamesIt(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["England"], signonLine("England")+"RESIGN")
	r := tj.send(t, players["France"], signonLine("France")+"SET DRAW")
	wantIn(t, "a vote", r.Body, "every surviving power with a player has voted for one (England, in civil disorder, has no vote; the draw includes it)")
	for _, power := range sevenPowers {
		if power != "England" && power != "France" {
			tj.send(t, players[power], signonLine(power)+"SET DRAW")
		}
	}
	m := tj.newest(t, players["Turkey"], "west: game over")
	wantIn(t, "the end mail", m.Body, "ended in a draw agreed by every surviving power with a player (England, in civil disorder, had no vote).",
		"Draw shared by: Austria, England, France, Germany, Italy, Russia, Turkey")
}

// A player whose power fell into civil disorder for missed deadlines
// has no draw vote: SET DRAW is refused saying so, not answered "your
// vote is recorded", and the others' votes end the game without it.
func TestSetDrawInCivilDisorderIsRefused(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, masterAddr, "SIGNON Mwest masterpw\nSET nmr_limit=1")
	for _, power := range sevenPowers {
		if power != "England" {
			tj.send(t, players[power], signonLine(power)+holdOrder[power])
		}
	}
	tj.passDeadlineAndGrace(t, "west")
	r := tj.send(t, players["England"], signonLine("England")+"SET DRAW")
	wantIn(t, "England's vote", r.Body, "England is in civil disorder, which has no draw vote: no vote is recorded", "Problems (1)")
	notIn(t, "England's vote", r.Body, "is recorded (votes are secret)")
	for _, power := range sevenPowers {
		if power != "England" {
			tj.send(t, players[power], signonLine(power)+"SET DRAW")
		}
	}
	wantIn(t, "the end", tj.newest(t, players["France"], "game over").Body, "England, in civil disorder, had no vote")
}
