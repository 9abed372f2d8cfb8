package judge

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"adjutant/mailio/mailtest"
	"adjutant/templates/i18n"
)

// mustHave is mustContain with white space counted: for what is about
// spacing (a column, a space after a colon, a blank line).
func mustHave(t *testing.T, what, body string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(body, w) {
			t.Errorf("%s lacks %q, white space included:\n%s", what, w, body)
		}
	}
}

// replyWithSubject answers req as a mail client's Reply does, nothing
// typed, under the subject the client chose.
func replyWithSubject(t *testing.T, tj *testJudge, addr, subject string, req mailtest.Mail) mailtest.Mail {
	t.Helper()
	msgSeq++
	id := fmt.Sprintf("m%d@test", msgSeq)
	quoted := "> " + strings.ReplaceAll(strings.TrimSpace(req.Body), "\n", "\n> ") + "\n"
	tj.deliver(t, mailFrom(addr, id, subject, "\n"+quoted, "In-Reply-To: "+req.MessageID))
	for _, m := range tj.mailsTo(t, addr) {
		if m.InReplyTo == "<"+id+">" {
			return m
		}
	}
	t.Fatalf("no answer to %s's reply", addr)
	return mailtest.Mail{}
}

// TestConfirmedJoinKeepsTheJoinMailsChinese: a player who joins in
// Traditional Chinese and confirms by replying with nothing typed (the
// reply's subject, "加入棋局", reads as Simplified as well) keeps the
// Traditional Chinese of the join: the game's mail comes in it.
func TestConfirmedJoinKeepsTheJoinMailsChinese(t *testing.T) {
	tj := newJoinConfirmJudge(t)
	tj.send(t, "master@example.org", "CREATE ?west masterpw standard")
	addr := "taipei@example.org"
	msgSeq++
	tj.deliver(t, mailFrom(addr, fmt.Sprintf("m%d@test", msgSeq), "加入棋局", "登入 ?west pw-tw 奧匈帝國\n"))
	req := tj.last(t, addr)
	mustContain(t, "the Traditional join's request", req.Body, "要加入 west，此地址須先確認")
	r := replyWithSubject(t, tj, addr, "Re: 加入棋局 "+joinConfirmRE.FindString(req.Subject), req)
	// The reply says nothing of its own but quotes the Traditional request:
	// it is answered in Traditional.
	mustContain(t, "the confirmation", r.Body, "Adjutant 已讀取您的郵件", "您已加入 west")
	mustHave(t, "the confirmation", r.Body, "裁判今後以繁體中文（zh-Hant）寫信給您")
	r = tj.send(t, addr, "LIST west")
	mustContain(t, "a later answer", r.Body, "Adjutant 已讀取您的郵件")
}

// TestJoinTakesTheRulebooksNamesOfThePowers: the Chinese rulebook calls
// Austria 奧匈 and a player may write Austria-Hungary; both are preferences
// SIGNON ?game accepts. A name that is no power is refused with the
// powers listed in the reader's language.
func TestJoinTakesTheRulebooksNamesOfThePowers(t *testing.T) {
	tj := newGameJudge(t)
	tj.send(t, "master@example.org", "CREATE ?west masterpw standard")
	r := tj.send(t, "a@example.org", "登入 ?west pw-a 奧匈 義大利")
	mustContain(t, "a join preferring 奧匈", r.Body, "您已加入 west")
	r = tj.send(t, "b@example.org", "SIGNON ?west pw-b Austria-Hungary")
	mustContain(t, "a join preferring Austria-Hungary", r.Body, "you joined west")
	r = tj.send(t, "c@example.org", "登入 ?west pw-c 普魯士")
	mustContain(t, "a join preferring no power", r.Body, "「普魯士」不是 west 的國家；可選：奧匈帝國、英國、法國")
	if strings.Contains(r.Body, "Austria") {
		t.Errorf("the Chinese refusal lists the powers in English:\n%s", r.Body)
	}
}

// TestAddSaysWhichEarlierOrderItReplaced: an ADD mail with a new order for
// a unit that had one replaces the earlier order, and the answer says so,
// naming the order dropped, as it does for two orders in one mail.
func TestAddSaysWhichEarlierOrderItReplaced(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["France"], "SIGNON Fwest pw-France\nA Par - Bur\nA Mar - Spa\nF Bre - Mao")
	r := tj.send(t, players["France"], "SIGNON Fwest pw-France\nADD\nA Mar S A Par - Bur")
	mustContain(t, "France's ADD", r.Body, "A Par - Bur; F Bre - Mao; A Mar S A Par - Bur",
		"Your earlier order A Mar - Spa no longer stands: replaced by the order on\n  line 3 for the same unit.")
	tj.send(t, players["Russia"], "SET LANGUAGE zh-Hant")
	tj.send(t, players["Russia"], "SIGNON Rwest pw-Russia\nA War - Gal")
	r = tj.send(t, players["Russia"], "SIGNON Rwest pw-Russia\nADD\n陸軍 華沙 移動 西里西亞")
	mustContain(t, "Russia's ADD in Chinese", r.Body, "您先前的命令 A War - Gal 不再有效：", "陸軍 莫斯科（留守）")
	if strings.Contains(r.Body, "(留守)") {
		t.Errorf("the Chinese summary puts the default in half-width brackets:\n%s", r.Body)
	}
}

// TestResultsDoNotWaitForAPowerInDisorder: once a power falls into civil
// disorder nobody waits for it, so the results mail's "Waiting for orders
// from" no longer names it.
func TestResultsDoNotWaitForAPowerInDisorder(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["England"], "SIGNON Ewest pw-England\nF Lon - Nth")
	start := tj.now
	for _, at := range []time.Duration{36 * time.Hour, 48 * time.Hour, 72 * time.Hour} {
		tj.now = start.Add(at + time.Minute)
		tj.tick()
	}
	tj.send(t, players["England"], "SIGNON Ewest pw-England\nF Nth H")
	start = tj.now
	for _, at := range []time.Duration{36 * time.Hour, 48 * time.Hour, 72 * time.Hour} {
		tj.now = start.Add(at + time.Minute)
		tj.tick()
	}
	m := tj.last(t, players["England"])
	mustContain(t, "the results after the second miss", m.Body, "civil disorder", "Waiting for the orders of: England.")
}

// TestChinesePressWords: a Chinese player closes 广播 with 结束广播 and
// writes 通讯 给 … 结束通讯 as PRESS TO … ENDPRESS; the message goes as
// written, full-width punctuation and paragraphs kept; a block left open
// is refused on the line that opened it.
func TestChinesePressWords(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	r := tj.send(t, players["Germany"], "登录 Gwest pw-Germany\n广播\n德国愿与各国和平相处。\n结束广播")
	mustContain(t, "a Chinese broadcast", r.Body, "消息已发给 west 的所有人")
	tj.send(t, players["Austria"], "SET LANGUAGE zh-Hans")
	r = tj.send(t, players["Russia"], "登录 Rwest pw-Russia\n通讯 给 奥匈帝国 土耳其\n黑海我们各退一步如何？\n\n加利西亚，也请留空。\n结束通讯")
	mustContain(t, "a Chinese letter", r.Body, "消息已发给奥匈帝国、土耳其")
	// The message keeps its writer's punctuation and paragraphs.
	// A Chinese reader reads the powers' names in Chinese.
	copy := tj.last(t, players["Austria"])
	mustHave(t, "Austria's copy", copy.Body, "俄罗斯，给 奥匈帝国、土耳其，2026年", "黑海我们各退一步如何？\n\n加利西亚，也请留空。\n")
	mustContain(t, "Austria's copy's subject", copy.Subject, "west: 通讯，来自 俄罗斯")
	r = tj.send(t, players["Russia"], "登录 Rwest pw-Russia\n新闻 给 土耳其\n忘了结束")
	mustContain(t, "an open block", r.Body, "第 2 行“新闻 给 土耳其”：通讯没有发出：缺少 ENDPRESS 一行")
}

// TestRefusedLinesLeaveTheEarlierOrders: a mail whose every order line is
// refused (a misspelt press block, say) does not wipe the orders sent
// before; the answer says they stand.
func TestRefusedLinesLeaveTheEarlierOrders(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["France"], "SIGNON Fwest pw-France\nA Par - Bur\nA Mar - Spa\nF Bre - Mao")
	r := tj.send(t, players["France"], "SIGNON Fwest pw-France\nPRESSE TO England\nHello there\nENDPRESSE")
	mustContain(t, "France's misspelt press", r.Body, "A Par - Bur; A Mar - Spa; F Bre - Mao",
		"No line of this mail could be taken as part of your orders, so what\n  you sent before stands; CLEAR withdraws it.")
	r = tj.send(t, players["France"], "SIGNON Fwest pw-France\nCLEAR")
	r = tj.send(t, players["France"], "SIGNON Fwest pw-France\nA Par - Bur\nF Bre - Lon")
	mustContain(t, "France's orders with one refused", r.Body, "A Par - Bur; unordered")
}

// TestChineseListOfAGame: LIST answered in Chinese says the game's state
// in Chinese, punctuates the Chinese way, and lines the players' states up
// by the columns Chinese characters take.
func TestChineseListOfAGame(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	tj.send(t, "england@example.org", "SIGNON Ewest pw-England\nF Lon - Nth")
	r := tj.send(t, "reader@example.org", "設定 語言 zh-Hant\n列表 west")
	r = tj.send(t, "reader@example.org", "列表 west")
	mustHave(t, "LIST in Chinese", r.Body, "diplomacy/standard 進行中，1901年春季 行動期，\n               期限 ", "選項：rules=rulebook", "裁判設定：adjustment=")
	var cols []int
	for _, line := range strings.Split(r.Body, "\n") {
		if i := strings.Index(line, "已下命令"); i >= 0 {
			cols = append(cols, i18n.Width(line[:i]))
		}
	}
	if len(cols) != 1 {
		t.Fatalf("want England alone with orders in, got %d lines:\n%s", len(cols), r.Body)
	}
	mustHave(t, "LIST in Chinese", r.Body, "    奧匈帝國\n", "    英國                     已下命令\n")
}

// TestChineseHelpListsOtherSpellingsTheChineseWay: HELP <command> in
// Chinese gives the other spellings in full-width brackets, with 、 between.
func TestChineseHelpListsOtherSpellingsTheChineseWay(t *testing.T) {
	tj := newGameJudge(t)
	r := tj.send(t, "fangke@example.net", "帮助 SIGNON")
	mustHave(t, "HELP SIGNON in Chinese", r.Body, "（也可写作：登入、登录、加入）")
	r = tj.send(t, "visitor@example.net", "HELP SIGNON")
	mustContain(t, "HELP SIGNON in English", r.Body, "(also written: 登入, 登录, 加入)")
}

// TestChineseDrawMail: the end of a drawn game, to a Chinese reader, names
// the powers sharing it straight after the full-width colon.
func TestChineseDrawMail(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["Austria"], "SET LANGUAGE zh-Hant")
	for _, power := range sevenPowers {
		tj.send(t, players[power], fmt.Sprintf("SIGNON %swest pw-%s\nSET DRAW", power[:1], power))
	}
	end := tj.last(t, players["Austria"])
	mustHave(t, "Austria's end mail", end.Body, "和局，共享者：奧匈帝國、英國")
	r := tj.send(t, players["Austria"], "SUMMARY west")
	mustHave(t, "Austria's SUMMARY", r.Body, "和局，共享者：奧匈帝國、英國")
}

// TestChineseReadersReadDurationsInChinese: the master's EXTEND, announced
// to a Chinese reader, gives the time in Chinese units.
func TestChineseReadersReadDurationsInChinese(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["Austria"], "SET LANGUAGE zh-Hant")
	tj.send(t, "master@example.org", "SIGNON Mwest masterpw\nEXTEND 1d12h\nPROCESS")
	m := tj.newest(t, players["Austria"], "S1901M")
	mustHave(t, "Austria's results", m.Body, "期限延長 36小時，至 ")
	r := tj.send(t, "master@example.org", "SET LANGUAGE zh-Hans")
	r = tj.send(t, "master@example.org", "SIGNON Mwest masterpw\nPAUSE")
	mustHave(t, "the master's PAUSE", r.Body, "剩余 2天")
}

// TestChineseSummaryAndHistoryDates: SUMMARY's table and HISTORY's phase
// titles, answered in Chinese, write their dates and punctuation the
// Chinese way, with no English day or month names.
func TestChineseSummaryAndHistoryDates(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	tj.send(t, "master@example.org", "SIGNON Mwest masterpw\nPROCESS")
	tj.send(t, "reader@example.org", "SET LANGUAGE zh-Hant")
	r := tj.send(t, "reader@example.org", "SUMMARY west")
	mustHave(t, "SUMMARY in Chinese", r.Body, "    1  S1901M    2026-11-22 12:00 UTC ")
	if strings.Contains(r.Body, " Nov ") {
		t.Errorf("SUMMARY in Chinese has an English date:\n%s", r.Body)
	}
	r = tj.send(t, "reader@example.org", "HISTORY west")
	mustHave(t, "HISTORY in Chinese", r.Body, "階段 1：S1901M（2026年11月22日（週日）12:00 UTC）")
}

// TestNoReminderAtThePhasesStart: a reminder that would fall at or before
// the moment the phase began (reminder=12h with movement=12h) is not sent:
// the start mail has just said who must send orders. The late notice
// still comes at the deadline.
func TestNoReminderAtThePhasesStart(t *testing.T) {
	tj := newGameJudge(t)
	tj.send(t, "master@example.org", "CREATE ?quick masterpw standard movement=12h reminder=12h grace=1h")
	tj.now = tj.now.Add(3 * time.Hour) // the players join later
	for _, power := range sevenPowers {
		tj.send(t, strings.ToLower(power)+"@example.org", fmt.Sprintf("SIGNON ?quick pw-%s %s", power, power[:1]))
	}
	start := tj.now
	tj.tick()
	tj.now = start.Add(time.Minute)
	tj.tick()
	if n := tj.countMails(t, "france@example.org", "orders needed"); n != 0 {
		t.Errorf("France got %d reminders at the start of the phase", n)
	}
	tj.now = start.Add(12*time.Hour + time.Minute)
	tj.tick()
	if n := tj.countMails(t, "france@example.org", "orders late"); n != 1 {
		t.Errorf("France got %d late notices at the deadline, want 1", n)
	}
}

// TestChineseCreateAndJoinWords: a Chinese referee writes 创建 (create) and
// a player 加入 (join), the everyday words; each is read as its command.
func TestChineseCreateAndJoinWords(t *testing.T) {
	tj := newGameJudge(t)
	r := tj.send(t, "zhuchi@example.net", "创建 ?dongfang gmpw")
	mustContain(t, "创建", r.Body, "dongfang")
	if strings.Contains(r.Body, "不是可用的指令") {
		t.Fatalf("创建 was not read as CREATE:\n%s", r.Body)
	}
	r = tj.send(t, "wanjia@example.net", "加入 ?dongfang pw1")
	if strings.Contains(r.Body, "不是可用的指令") || !strings.Contains(r.Body, "dongfang") {
		t.Fatalf("加入 was not read as SIGNON:\n%s", r.Body)
	}
}
