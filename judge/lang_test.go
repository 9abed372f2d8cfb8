package judge

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/games/asl"
	"adjutant/games/gettysburg"
	"adjutant/mailio/mailtest"
	"adjutant/templates/i18n"
)

// A digest of held answers is written in the language of the answers it
// carries when the sender chose none: a Chinese writer's digest is not
// wrapped in English.
func TestADigestIsInTheLanguageOfItsAnswers(t *testing.T) {
	tj := newTestJudge(t, Options{RepliesPerHour: 1})
	for i := range 3 {
		tj.deliver(t, mailFrom("li@example.cn", fmt.Sprintf("d%d@example.cn", i), "问", "帮助"))
		tj.now = tj.now.Add(time.Minute)
	}
	tj.now = tj.now.Add(time.Hour)
	tj.tick()
	out := tj.outbox(t)
	d := out[len(out)-1]
	if d.Subject != "对您最近 2 封邮件的回复" || !strings.Contains(d.Body, "一并发出") {
		t.Errorf("the digest to a Chinese writer:\n%s\n%s", d.Subject, d.Body)
	}
}

// hanOutsideEcho reports whether a mail is written in Chinese by the
// judge: a Chinese subject, or full-width punctuation in the body outside
// the lines it quotes back ("> …"). An English mail may name a Chinese
// word ("(移動 R7 vF3 vG3)") but never punctuates in Chinese.
func hanOutsideEcho(m mailtest.Mail) bool {
	if i18n.GuessLang(m.Subject) != i18n.English {
		return true
	}
	for _, line := range strings.Split(m.Body, "\n") {
		if !strings.HasPrefix(strings.TrimSpace(line), ">") && strings.ContainsAny(line, "，。：；（）") {
			return true
		}
	}
	return false
}

// One language per reader, in an ASL game: Ivan writes English orders
// with one Chinese order word (his mail stays English); Wang joins in
// English and writes his orders in Chinese with no language set. Wang's
// answers are in Chinese, the first asks once whether to keep it, and
// until he answers SET LANGUAGE the game's mail (results, the question a
// stop asks) follows the game's language, English; from then on all of
// it (late notices, results, reminders) is in Chinese. Ivan and the
// master read English throughout.
func TestOneLanguagePerReaderInAGame(t *testing.T) {
	tj := newTestJudge(t, Options{Engines: []games.Engine{asl.Engine{}}, RepliesPerHour: 1000})
	const ivan, wang, gm = "ivan@example.org", "wang@example.org", "gm@example.org"
	tj.send(t, gm, "CREATE ?vil gmpw asl reminder=12h")
	tj.send(t, ivan, "SIGNON ?vil ipw Russian")
	tj.send(t, wang, "SIGNON ?vil hpw German")
	joined := len(tj.mailsTo(t, wang))

	orders := "SIGNON Gvil hpw\n询问 向 vF4\n射击 vJ4 向 任何 范围 4"
	first, second := tj.send(t, wang, orders), tj.send(t, wang, orders)
	if !hanOutsideEcho(first) || !strings.Contains(first.Body, "您的语言") || !strings.Contains(first.Body, "SET LANGUAGE zh-Hans") {
		t.Errorf("Wang's first Chinese mail is not answered in Chinese with the question:\n%s", first.Body)
	}
	if !hanOutsideEcho(second) || strings.Contains(second.Body, "您的语言") {
		t.Errorf("Wang's second Chinese mail is not answered in Chinese, or asks again:\n%s", second.Body)
	}
	r := tj.send(t, ivan, "SIGNON Rvil ipw\nMOVE R6 vD6 vE6 vF5\nAFIRE R6 AT vJ4\n移动 R7 vF4\nAFIRE R7 AT vJ4")
	if hanOutsideEcho(r) || !strings.Contains(r.Body, "read your message") || strings.Contains(r.Body, "Problems (") {
		t.Errorf("Ivan's English orders with one Chinese word are not answered in English:\n%s", r.Body)
	}
	before := tj.mailsTo(t, wang)[joined:]
	asked := false
	for _, m := range before[2:] {
		if hanOutsideEcho(m) {
			t.Errorf("Wang, with no language set, got game mail in Chinese: %s\n%s", m.Subject, m.Body)
		}
		asked = asked || strings.Contains(m.Body, "Only German is asked")
	}
	if !asked {
		t.Fatal("the stop did not ask Wang a question")
	}

	set := tj.send(t, wang, "设置 语言 zh-Hans")
	if !strings.Contains(set.Body, "简体中文") {
		t.Fatalf("SET LANGUAGE answered:\n%s", set.Body)
	}
	settled := len(tj.mailsTo(t, wang))
	for range 5 * 24 {
		tj.now = tj.now.Add(time.Hour)
		tj.tick()
	}
	kinds := map[string]bool{}
	for _, m := range tj.mailsTo(t, wang)[settled:] {
		if !hanOutsideEcho(m) {
			t.Errorf("Wang, having set zh-Hans, got English mail: %s\n%s", m.Subject, m.Body)
		}
		for _, k := range []string{"结果", "请发送", "逾期"} {
			if strings.Contains(m.Subject, k) {
				kinds[k] = true
			}
		}
	}
	if len(kinds) != 3 {
		t.Errorf("after SET LANGUAGE Wang got only %v of results, reminder and late notice", kinds)
	}
	for _, addr := range []string{ivan, gm} {
		for _, m := range tj.mailsTo(t, addr) {
			if hanOutsideEcho(m) {
				t.Errorf("%s, who wrote English, got Chinese mail: %s\n%s", addr, m.Subject, m.Body)
			}
		}
	}
}

// A Gettysburg plan written in Chinese by a player with no language set
// is answered in Chinese and asks once whether to keep it; its results
// come in the game's English until the player answers SET LANGUAGE, and in
// Chinese after, while the other side reads English throughout.
func TestGettysburgChinesePlanAndItsResults(t *testing.T) {
	tj := newTestJudge(t, Options{Engines: []games.Engine{gettysburg.Engine{}}, RepliesPerHour: 1000})
	const wang, ann = "wang@example.org", "ann@example.org"
	tj.send(t, "gm@example.org", "CREATE ?gb gmpw gettysburg")
	tj.send(t, wang, "SIGNON ?gb wpw Union")
	tj.send(t, ann, "SIGNON ?gb apw Confederate")
	results := func(addr string) []mailtest.Mail {
		var out []mailtest.Mail
		for _, m := range tj.mailsTo(t, addr) {
			if strings.HasPrefix(m.Subject, "gb: ") && (strings.HasSuffix(m.Subject, " results") || strings.HasSuffix(m.Subject, " 结果")) {
				out = append(out, m)
			}
		}
		return out
	}

	r := tj.send(t, wang, "SIGNON Ugb wpw\n指挥范围 开\n略过")
	if !hanOutsideEcho(r) || !strings.Contains(r.Body, "您的语言") || strings.Contains(r.Body, "问题（") {
		t.Fatalf("the answer to Wang's Chinese plan:\n%s", r.Body)
	}
	tj.send(t, ann, "SIGNON Cgb apw\nPASS")
	first := results(wang)
	if len(first) != 1 || hanOutsideEcho(first[0]) {
		t.Fatalf("Wang, with no language set, should have one results mail in the game's English: %d\n%v", len(first), first)
	}

	tj.send(t, wang, "设置 语言 zh-Hans")
	r = tj.send(t, wang, "SIGNON Ugb wpw\n略过")
	if !hanOutsideEcho(r) || strings.Contains(r.Body, "您的语言") {
		t.Fatalf("the answer to Wang's second Chinese plan:\n%s", r.Body)
	}
	tj.send(t, ann, "SIGNON Cgb apw\nPASS")
	after := results(wang)
	if len(after) != 2 || !hanOutsideEcho(after[1]) || !strings.HasSuffix(after[1].Subject, "结果") {
		t.Fatalf("Wang's results after SET LANGUAGE zh-Hans: %d mails\n%s", len(after), after[len(after)-1].Body)
	}
	for _, m := range tj.mailsTo(t, ann) {
		if hanOutsideEcho(m) {
			t.Errorf("Ann, who writes English, got Chinese mail: %s\n%s", m.Subject, m.Body)
		}
	}
}

// Joining a game in Chinese keeps that Chinese at once, with a note; that
// note is the one question: neither the join nor a later Chinese mail asks.
func TestJoiningInChineseIsTheOneQuestion(t *testing.T) {
	tj := newGameJudge(t)
	tj.send(t, "master@example.org", "CREATE ?east masterpw standard")
	r := tj.send(t, "wang@example.org", "登入 ?east 密碼一 法國")
	if !strings.Contains(r.Body, "繁體中文") || strings.Contains(r.Body, "您的語言") {
		t.Fatalf("the join in Chinese:\n%s", r.Body)
	}
	// The language's name takes full-width brackets in a Chinese sentence.
	if !strings.Contains(r.Body, "繁體中文（zh-Hant）") {
		t.Errorf("the language named in the Chinese answer:\n%s", r.Body)
	}
	if r := tj.send(t, "wang@example.org", "幫助 登入"); strings.Contains(r.Body, "您的語言") {
		t.Errorf("a later Chinese mail asks again:\n%s", r.Body)
	}
}
