package judge

import (
	"fmt"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/asl"
	"adjutant/games/diplomacy"
	"adjutant/games/gettysburg"
	"adjutant/games/maneuver"
	"adjutant/games/marengo"
)

// newFiveGamesJudge runs every game a player can CREATE, Diplomacy first.
func newFiveGamesJudge(t *testing.T) *testJudge {
	t.Helper()
	return newTestJudge(t, Options{Engines: []games.Engine{diplomacy.New(), gettysburg.Engine{}, marengo.Engine{}, maneuver.Engine{}, asl.Engine{}}, RepliesPerHour: 1000})
}

// A newcomer's first mail is often a lone question mark, typed with a
// Chinese input method or not: it is a request for help, and gets the
// command list rather than "not a command".
func TestAQuestionMarkAloneGetsTheCommandList(t *testing.T) {
	tj := newGameJudge(t)
	r := tj.send(t, "newbie@example.org", "?")
	wantIn(t, "a lone ?", r.Body, "Commands (one per line")
	notIn(t, "a lone ? was refused", r.Body, "Problems (")
	r = tj.send(t, "xinshou@example.cn", "？\n帮助")
	wantIn(t, "a lone full-width ？ above 帮助", r.Body, "指令（每行一个")
	notIn(t, "a lone ？ was refused", r.Body, "问题（")
	// A question in words is no command, and is quoted as it was written.
	r = tj.send(t, "xinshou@example.cn", "怎么玩？")
	wantIn(t, "a question in words", r.Body, "“怎么玩？”不是可用的指令")
}

// A newcomer creates a game by the name the GET list and the help give
// it in Chinese (盖茨堡, 馬倫哥, 演习); a word that is no game nor variant
// is refused with the games this judge runs, listed the Chinese way.
func TestCreateTakesAGamesChineseName(t *testing.T) {
	tj := newFiveGamesJudge(t)
	for i, c := range []struct{ word, kind, title string }{
		{"盖茨堡", "gettysburg", "盖茨堡"}, {"馬倫哥", "marengo", "馬倫哥之役"}, {"马伦哥之役", "marengo", "马伦哥之役"}, {"演习", "maneuver", "演习"}, {"外交", "diplomacy", "外交"},
	} {
		name := fmt.Sprintf("g%d", i)
		r := tj.send(t, "laoshi"+c.kind+"@example.cn", "建立 ?"+name+" mima123 "+c.word)
		// The game is named in Chinese, with the word CREATE takes.
		wantIn(t, "CREATE with "+c.word, r.Body, "已建立棋局 "+name+"："+c.title+"（"+c.kind+"）")
		if strings.Contains(r.Body, "问题（") || strings.Contains(r.Body, "問題（") {
			t.Errorf("CREATE with %s was refused:\n%s", c.word, r.Body)
			continue
		}
		r = tj.send(t, "guest@example.org", "LIST "+name)
		wantIn(t, "LIST of the game made with "+c.word, r.Body, c.kind)
	}
	r := tj.send(t, "laoshi@example.cn", "建立 ?xq mima123 象棋")
	wantIn(t, "CREATE with no game's name", r.Body, "外交（diplomacy）、盖茨堡", "standard（七人）、six（六人）")
	if strings.Contains(r.Body, "gettysburg,") || strings.Contains(r.Body, "standard,") {
		t.Errorf("a Chinese refusal lists with half-width commas:\n%s", r.Body)
	}
	r = tj.send(t, "teacher@example.org", "CREATE ?xq pw chess")
	wantIn(t, "CREATE with no game's name, in English", r.Body, "diplomacy, gettysburg, marengo, maneuver, asl")
}

// A Taiwanese player's join has no character only Traditional writing
// uses (登入 ?east 密码: both scripts share them), so it is read and kept
// as Simplified; the note says how to choose Traditional, and the first
// later mail written plainly in Traditional settles it: its answer and the
// game's mail after it are Traditional. A script chosen with SET LANGUAGE,
// or told by the join itself, is never changed by a mail's characters.
func TestAJoinsGuessedScriptIsSettledByTheNextPlainMail(t *testing.T) {
	tj := newGameJudge(t)
	tj.send(t, "master@example.org", "CREATE ?east masterpw standard")
	const tw = "lin@example.tw"
	r := tj.send(t, tw, "登入 ?east linpw")
	wantIn(t, "the join with shared characters", r.Body, "简体中文（zh-Hans）", "SET LANGUAGE zh-Hant")
	r = tj.send(t, tw, "幫助 登入")
	wantIn(t, "the first plainly Traditional mail", r.Body, "已讀取您的郵件")
	r = tj.send(t, tw, "列表")
	wantIn(t, "a later mail of shared characters", r.Body, "已讀取您的郵件")

	// A reply quotes the judge's Simplified answer: only the writer's own
	// lines tell the script.
	const tw2 = "wu@example.tw"
	join := tj.send(t, tw2, "登入 ?east wupw")
	quoted := "> " + strings.ReplaceAll(strings.TrimSpace(join.Body), "\n", "\n> ")
	r = tj.send(t, tw2, "幫助 登入\n\n"+quoted)
	wantIn(t, "a Traditional reply above the judge's Simplified answer", r.Body, "已讀取您的郵件")

	const cn = "zhang@example.cn"
	tj.send(t, cn, "登入 ?east zhangpw")
	tj.send(t, cn, "SET LANGUAGE zh-Hans")
	r = tj.send(t, cn, "幫助 登入")
	wantIn(t, "a Traditional mail after SET LANGUAGE zh-Hans", r.Body, "已读取您的邮件")

	const hk = "chan@example.hk"
	tj.send(t, hk, "登入 ?east 陳密碼")
	r = tj.send(t, hk, "帮助 登入")
	wantIn(t, "a Simplified mail after a Traditional join", r.Body, "已讀取您的郵件")
}

// A newcomer asks for a game's opening topic the way its title reads
// (盖茨堡：玩法…): GET 盖茨堡 开始 and GET 馬倫哥 開始 give it; a topic
// that does not exist is refused with the topics listed the Chinese way.
func TestGetTakesStartInChineseAndListsTopicsWithChineseMarks(t *testing.T) {
	tj := newFiveGamesJudge(t)
	start := func(eng games.Engine) string {
		for _, h := range eng.About().Help {
			if h.Name == "start" {
				return strings.SplitN(h.Body.Hans, "\n", 2)[0]
			}
		}
		t.Fatalf("%s has no start topic", eng.About().Name)
		return ""
	}
	r := tj.send(t, "xinshou@example.cn", "获取 盖茨堡 开始\n获取 马伦哥 开始\n获取 asl 开始\n获取 演习 开始")
	if strings.Contains(r.Body, "问题（") {
		t.Fatalf("GET … 开始 was refused:\n%s", r.Body)
	}
	wantIn(t, "GET … 开始", r.Body, start(gettysburg.Engine{}), start(marengo.Engine{}), start(asl.Engine{}))
	// Maneuver opens on its plan topic, as GET maneuver does.
	wantIn(t, "GET 演习 开始", r.Body, strings.SplitN(maneuver.Engine{}.About().Help[0].Body.Hans, "\n", 2)[0])
	r = tj.send(t, "xinshou@example.cn", "获取 怎么玩")
	wantIn(t, "GET of no topic", r.Body, "commands、deadlines")
	notIn(t, "a Chinese refusal lists topics with half-width commas", r.Body, "commands, deadlines")
}

// A player who forgets the SIGNON line above a game's order (国家 法国 英国,
// 移动 R7 vF3 vG3) is told to put it there, not only that the word is no
// command; someone who plays no game is told only that.
func TestAnOrderOfAnyGameBeforeSignonAsksForTheSignonLine(t *testing.T) {
	tj := newFiveGamesJudge(t)
	tj.send(t, "laoshi@example.cn", "建立 ?cun mima123 asl village")
	tj.send(t, "ivan@example.cn", "登入 ?cun ivanpw 俄军")
	tj.send(t, "hans@example.cn", "登入 ?cun hanspw 德军")
	wantIn(t, "the Chinese start mail", tj.last(t, "ivan@example.cn").Body, "棋局 cun 已开始（ASL 入门套件 #1，village）")
	r := tj.send(t, "ivan@example.cn", "移动 R7 vF3 vG3")
	wantIn(t, "an ASL order without SIGNON", r.Body, "请在它上面加一行 SIGNON")
	r = tj.send(t, "ivan@example.cn", "老师好\nSIGNON Rcun ivanpw\n移动 R7 vF3 vG3")
	wantIn(t, "a greeting above SIGNON", r.Body, "“老师好”不是可用的指令")
	r = tj.send(t, "ivan@example.org", "MOVE R7 vF3 vG3")
	notIn(t, "an address in no game is told to sign on", r.Body, "SIGNON <")
	r = tj.send(t, "xinshou@example.cn", "我想玩外交")
	wantIn(t, "a newcomer's sentence", r.Body, "不是可用的指令")
	notIn(t, "a newcomer in no game is told to sign on", r.Body, "SIGNON <")
}

// HELP CREATE tells a newcomer which games there are and how to name one,
// and the example it gives is carried out.
func TestHelpCreateListsTheGames(t *testing.T) {
	tj := newFiveGamesJudge(t)
	r := tj.send(t, "xinshou@example.cn", "帮助 建立")
	wantIn(t, "HELP CREATE in Chinese", r.Body, "外交（diplomacy）、盖茨堡（gettysburg）、马伦哥之役（marengo）、演习（maneuver）、ASL 入门套件 #1（asl）", "建立 ?gb 密码 盖茨堡")
	r = tj.send(t, "xinshou@example.cn", "建立 ?gb 密码 盖茨堡")
	wantIn(t, "the example of HELP CREATE", r.Body, "已建立棋局 gb：盖茨堡（gettysburg）")
	r = tj.send(t, "newbie@example.org", "HELP CREATE")
	wantIn(t, "HELP CREATE in English", r.Body, "diplomacy, gettysburg, marengo, maneuver, asl", "CREATE ?gb s3cret gettysburg")
}

// The question about the reader's language, asked in Simplified of a mail
// whose characters both scripts share (列表), names the Traditional choice
// too; asked in Traditional, it needs not.
func TestTheLanguageQuestionNamesTraditionalToo(t *testing.T) {
	tj := newGameJudge(t)
	r := tj.send(t, "lin@example.tw", "列表")
	wantIn(t, "the question in Simplified", r.Body, "您的语言", "SET LANGUAGE zh-Hans", "SET LANGUAGE zh-Hant")
	r = tj.send(t, "chan@example.hk", "幫助 登入")
	wantIn(t, "the question in Traditional", r.Body, "您的語言", "SET LANGUAGE zh-Hant")
	notIn(t, "the Traditional question names Simplified", r.Body, "zh-Hans")
}

// HELP PLAN, which the command list suggests, answers a newcomer not yet
// signed on with the first game's topic and names the other games' topics
// of that word, so that a Marengo or Maneuver player finds theirs.
func TestHelpOfAGameWordNamesTheOtherGamesTopics(t *testing.T) {
	tj := newFiveGamesJudge(t)
	r := tj.send(t, "newbie@example.org", "HELP PLAN")
	wantIn(t, "HELP PLAN", r.Body, "Gettysburg — ", "GET marengo plans", "GET maneuver plan")
	r = tj.send(t, "xinshou@example.cn", "帮助 计划")
	wantIn(t, "帮助 计划", r.Body, "盖茨堡 — ", "其他游戏也有这项说明：GET marengo plans、GET maneuver plan")
}

// An empty mail says nothing of its writer's language, so its English
// answer also tells a Chinese reader, in both scripts, what to send; and
// what it says to send is answered in Chinese.
func TestAnEmptyMailsAnswerTellsAChineseReaderWhatToSend(t *testing.T) {
	tj := newGameJudge(t)
	msgSeq++
	id := fmt.Sprintf("m%d@test", msgSeq)
	tj.deliver(t, mailFrom("xinshou@example.cn", id, "", ""))
	r := tj.last(t, "xinshou@example.cn")
	if r.InReplyTo != "<"+id+">" {
		t.Fatalf("no answer to the empty mail: %+v", r)
	}
	wantIn(t, "the answer to an empty mail", r.Body, "I found no commands in it", "请发一封只有“帮助”一行的邮件", "請寄一封只有「幫助」一行的郵件")
	r = tj.send(t, "xinshou@example.cn", "帮助")
	wantIn(t, "帮助", r.Body, "指令（每行一个")
	r = tj.send(t, "lin@example.tw", "幫助")
	wantIn(t, "幫助", r.Body, "指令（每行一個")
}

// The command list ends with the first steps of someone who has never
// played: LIST to find a game forming, SIGNON ?game to join it, HELP
// CREATE to start one; each step it names is carried out.
func TestHelpEndsWithTheFirstSteps(t *testing.T) {
	tj := newFiveGamesJudge(t)
	r := tj.send(t, "xinshou@example.cn", "帮助")
	wantIn(t, "帮助", r.Body, "第一次玩：发送 LIST（列表）看哪些棋局正在招募玩家，再以 SIGNON ?棋局 密码 加入；或发送 HELP CREATE（帮助 建立）看如何自己开一局。")
	r = tj.send(t, "newbie@example.org", "HELP")
	wantIn(t, "HELP", r.Body, "New here? Send LIST to see the games that are looking for players, then join one with SIGNON ?game password; or send HELP CREATE to start a game of your own.")
	r = tj.send(t, "xinshou@example.cn", "列表\n帮助 建立")
	notIn(t, "a first step was refused", r.Body, "问题（")
}

// A join in Chinese that waits for its confirmation does not ask about the
// reader's language: confirming keeps the join's Chinese anyway, and says
// so, so the question would only say something the next mail undoes.
func TestAHeldChineseJoinDoesNotAskTheLanguage(t *testing.T) {
	tj := newJoinConfirmJudge(t)
	tj.send(t, "master@example.org", "CREATE ?west masterpw standard")
	req := tj.send(t, "wan@example.cn", "加入 ?west wanpw 法国")
	wantIn(t, "the request", req.Body, "要加入 west，此地址须先确认")
	notIn(t, "the request asks about the language", req.Body, "您的语言")
	line := joinConfirmRE.FindString(req.Subject)
	r := tj.send(t, "wan@example.cn", line)
	wantIn(t, "the confirmation", r.Body, "简体中文（zh-Hans）")
}

// A phone's Chinese keyboard leaves no space between the command word and
// the game (加入?east, 登入？east): the join is read, and the password is
// masked in the echo as in any SIGNON.
func TestAJoinWithTheGameGluedToTheChineseWordIsRead(t *testing.T) {
	tj := newGameJudge(t)
	tj.send(t, "master@example.org", "CREATE ?east masterpw standard")
	for i, line := range []string{"加入?east mima%d 法国", "登入？east mima%d", "SIGNON?east mima%d"} {
		addr := fmt.Sprintf("p%d@example.hk", i)
		pw := fmt.Sprintf("mima%d", i)
		r := tj.send(t, addr, fmt.Sprintf(line, i))
		if !strings.Contains(r.Body, "已加入 east") && !strings.Contains(r.Body, "you joined east") {
			t.Errorf("%s: not joined:\n%s", line, r.Body)
		}
		if strings.Contains(r.Body, pw) {
			t.Errorf("%s: the password is quoted back:\n%s", line, r.Body)
		}
	}
}

// A Chinese command word with the code after it and no space between
// (登入Fwest, 列表east) is read as the command, and its password is
// masked; an order written the same way is still the game's to read.
func TestAChineseCommandWordGluedToItsCodeIsRead(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	r := tj.send(t, players["France"], "登入Fwest pw-France\n陆军巴黎移动布根第")
	wantIn(t, "登入Fwest", r.Body, "→ A Par - Bur")
	notIn(t, "the password is quoted back", r.Body, "pw-France")
	r = tj.send(t, "guest@example.cn", "列表west")
	notIn(t, "列表west was refused", r.Body, "问题（")
}

// A join without the question mark (加入 east 密码) names a game: the
// refusal says how to join it, not that a game "ast" does not exist.
func TestASignonNamingAGameSaysHowToJoinIt(t *testing.T) {
	tj := newGameJudge(t)
	tj.send(t, "master@example.org", "CREATE ?east masterpw standard")
	r := tj.send(t, "xinshou@example.cn", "加入 east mima")
	wantIn(t, "加入 east", r.Body, "east 是棋局的名称：招募期间加入请写 SIGNON ?east <您的密码>")
	notIn(t, "the refusal reads a seat code out of the game's name", r.Body, "“ast”")
	r = tj.send(t, "newbie@example.org", "SIGNON east pw")
	wantIn(t, "SIGNON east", r.Body, "east is a game: to join it while it forms, write SIGNON ?east <your password>")
}

// The start mail of a game without a "how to play" topic (Diplomacy,
// Maneuver) names the help that says how to write orders, in the
// reader's language, and what it names is answered.
func TestTheStartMailNamesTheOrdersHelp(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	var start string
	for _, m := range tj.mailsTo(t, players["France"]) {
		if strings.Contains(m.Subject, "west: ") && strings.Contains(m.Body, "Game west has started") {
			start = m.Body
		}
	}
	wantIn(t, "the start mail", start, "send GET diplomacy orders")
	// A Chinese player's start mail says it in Chinese, sentence after
	// sentence.
	tj.send(t, "laoshi@example.cn", "建立 ?liang mima123 two-1914")
	tj.send(t, "wang@example.cn", "加入 ?liang wangpw")
	tj.send(t, "zhang@example.cn", "加入 ?liang zhangpw")
	var zhStart string
	for _, m := range tj.mailsTo(t, "zhang@example.cn") {
		if strings.Contains(m.Body, "棋局 liang 已开始") {
			zhStart = m.Body
		}
	}
	wantIn(t, "the Chinese start mail", zhStart, "每行写一道命令。写法请发送 GET diplomacy orders 查看。")
	if strings.Contains(zhStart, "。 ") {
		t.Errorf("a half-width space after a full stop in the Chinese start mail:\n%s", zhStart)
	}
	r := tj.send(t, players["France"], "GET diplomacy orders")
	notIn(t, "the help the start mail names is refused", r.Body, "Problems (")
}

// A join of characters both scripts share, confirmed by a mail plainly in
// Traditional (確認 west …), keeps Traditional: the confirmation tells the
// script the join could not.
func TestAConfirmationInTraditionalSettlesTheJoinsScript(t *testing.T) {
	tj := newJoinConfirmJudge(t)
	tj.send(t, "master@example.org", "CREATE ?west masterpw standard")
	req := tj.send(t, "lee@example.hk", "加入 ?west leepw")
	code := strings.Fields(joinConfirmRE.FindString(req.Subject))[2]
	r := tj.send(t, "lee@example.hk", "確認 west "+code)
	wantIn(t, "the confirmation in Traditional", r.Body, "繁體中文（zh-Hant）")
	notIn(t, "the join's guessed Simplified was kept", r.Body, "zh-Hans")
	// A confirmation of no telling characters keeps the join's guess.
	req = tj.send(t, "wu@example.cn", "加入 ?west wupw")
	r = tj.send(t, "wu@example.cn", joinConfirmRE.FindString(req.Subject))
	wantIn(t, "a bare CONFIRM", r.Body, "简体中文（zh-Hans）")
}
