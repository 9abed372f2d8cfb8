package judge

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"adjutant/templates/i18n"
)

// zhGameWords are the order words and sample lines of the whole-game
// sweep, in one script.
type zhGameWords struct {
	lang                                      string
	army, fleet, move, hold, support, retreat string
	build, help, list, ordersTopic            string
	places                                    map[string]string
}

var zhHantGame = zhGameWords{
	lang: "zh-Hant", army: "陸軍", fleet: "艦隊", move: "移動", hold: "留守", support: "支援", retreat: "撤退",
	build: "成軍", help: "幫助", list: "列表", ordersTopic: "命令",
	places: map[string]string{
		"vie": "維也納", "bud": "布達佩斯", "tri": "的港", "gal": "加利西亞", "ser": "塞爾維亞", "alb": "阿爾巴尼亞", "gre": "希臘",
		"lon": "倫敦", "edi": "愛丁堡", "lvp": "利物浦", "nth": "北海", "nwg": "挪威海", "yor": "約克", "nwy": "挪威",
		"par": "巴黎", "mar": "馬賽", "bre": "布勒斯特", "bur": "布根第", "spa": "西班牙", "mao": "中大西洋", "por": "葡萄牙", "pic": "皮卡第",
		"ber": "柏林", "mun": "慕尼黑", "kie": "基爾", "ruh": "魯爾", "den": "丹麥",
		"ven": "威尼斯", "rom": "羅馬", "nap": "那不勒斯", "apu": "普利亞", "ion": "愛奧尼亞海", "tun": "突尼斯",
		"war": "華沙", "mos": "莫斯科", "sev": "塞瓦斯托波爾", "stp": "聖彼得堡", "stp/sc": "聖彼得堡南岸", "ukr": "烏克蘭", "bla": "黑海", "bot": "波的尼亞灣", "swe": "瑞典", "rum": "羅馬尼亞",
		"ank": "安卡拉", "con": "君士坦丁堡", "smy": "士麥拿", "bul": "保加利亞", "arm": "亞美尼亞",
	},
}

var zhHansGame = zhGameWords{
	lang: "zh-Hans", army: "陆军", fleet: "舰队", move: "移动", hold: "留守", support: "支援", retreat: "撤退",
	build: "成军", help: "帮助", list: "列表", ordersTopic: "命令",
	places: map[string]string{
		"vie": "维也纳", "bud": "布达佩斯", "tri": "的港", "gal": "加利西亚", "ser": "塞尔维亚", "alb": "阿尔巴尼亚", "gre": "希腊",
		"lon": "伦敦", "edi": "爱丁堡", "lvp": "利物浦", "nth": "北海", "nwg": "挪威海", "yor": "约克", "nwy": "挪威",
		"par": "巴黎", "mar": "马赛", "bre": "布勒斯特", "bur": "布根第", "spa": "西班牙", "mao": "中大西洋", "por": "葡萄牙", "pic": "皮卡第",
		"ber": "柏林", "mun": "慕尼黑", "kie": "基尔", "ruh": "鲁尔", "den": "丹麦",
		"ven": "威尼斯", "rom": "罗马", "nap": "那不勒斯", "apu": "普利亚", "ion": "爱奥尼亚海", "tun": "突尼斯",
		"war": "华沙", "mos": "莫斯科", "sev": "塞瓦斯托波尔", "stp": "圣彼得堡", "stp/sc": "圣彼得堡南岸", "ukr": "乌克兰", "bla": "黑海", "bot": "波的尼亚湾", "swe": "瑞典", "rum": "罗马尼亚",
		"ank": "安卡拉", "con": "君士坦丁堡", "smy": "士麦拿", "bul": "保加利亚", "arm": "亚美尼亚",
	},
}

// orders writes lines of "A vie - gal", "F den H", "A mun S A ruh - bur",
// "A bur R pic", "B F lon" in the script's words.
func (w zhGameWords) orders(lines ...string) string {
	var out []string
	for _, l := range lines {
		var b []string
		for _, f := range strings.Fields(l) {
			switch f {
			case "A":
				b = append(b, w.army)
			case "F":
				b = append(b, w.fleet)
			case "-":
				b = append(b, w.move)
			case "H":
				b = append(b, w.hold)
			case "S":
				b = append(b, w.support)
			case "R":
				b = append(b, w.retreat)
			case "B":
				b = append(b, w.build)
			default:
				p, ok := w.places[f]
				if !ok {
					panic("no Chinese name for " + f)
				}
				b = append(b, p)
			}
		}
		out = append(out, strings.Join(b, " "))
	}
	return strings.Join(out, "\n")
}

// TestWholeChineseGameReadsAsChinese plays a seven-player game from its
// creation to its end, every reader in one Chinese script, with orders,
// a refused line, press, a retreat, builds, a reminder, a missed deadline,
// the master's commands and the end; then reads every line of every mail:
// none wider than 78 columns, no half-width punctuation against Chinese
// nor a half-width bracket after Chinese words (i18n.HalfWidthNotes),
// no English word in the prose but orders, codes and command names.
func TestWholeChineseGameReadsAsChinese(t *testing.T) {
	for _, w := range []zhGameWords{zhHantGame, zhHansGame} {
		t.Run(w.lang, func(t *testing.T) {
			tj := newSeededJudge(t, 7)
			addrs := playChineseGame(t, tj, w)
			var all []string
			for _, a := range addrs {
				for _, m := range tj.mailsTo(t, a) {
					if strings.HasPrefix(m.Body, "Adjutant read your message") {
						continue // the answer to SET LANGUAGE, in the language the reader had
					}
					all = append(all, m.Subject+"\n"+m.Body)
				}
			}
			for _, p := range sweepChinese(all) {
				t.Error(p)
			}
		})
	}
}

func playChineseGame(t *testing.T, tj *testJudge, w zhGameWords) []string {
	t.Helper()
	gm := "gm@example.org"
	tj.send(t, gm, "SET LANGUAGE "+w.lang)
	tj.send(t, gm, "CREATE ?zhg gmpw standard end=timed endyear=1902 press=grey movement=2d grace=1d reminder=12h")
	players := map[string]string{}
	addrs := []string{gm, "reader@example.org", "newcomer@example.org"}
	for _, power := range sevenPowers {
		a := strings.ToLower(power) + "@example.org"
		players[power] = a
		addrs = append(addrs, a)
		tj.send(t, a, "SET LANGUAGE "+w.lang)
		tj.send(t, a, fmt.Sprintf("SIGNON ?zhg pw-%s %s", power, power))
	}
	tj.send(t, "reader@example.org", "SET LANGUAGE "+w.lang)
	tj.send(t, "reader@example.org", w.list+" zhg")
	so := func(p string) string { return fmt.Sprintf("SIGNON %szhg pw-%s\n", p[:1], p) }
	order := func(p string, lines ...string) {
		if r := tj.send(t, players[p], so(p)+w.orders(lines...)); strings.Contains(r.Body, "問題") || strings.Contains(r.Body, "问题") {
			t.Errorf("%s's orders were refused:\n%s", p, r.Body)
		}
	}
	// Spring 1901, with a misspelt place and a line that is no order first.
	tj.send(t, players["France"], so("France")+w.army+" 巴黎 "+w.move+" 布根弟\nA Mar - Spa\nhello")
	tj.send(t, players["Russia"], so("Russia")+"PRESS TO Austria Turkey\n黑海我們各退一步如何？\nENDPRESS\nPRESS GREY TO England\n北方見。\nENDPRESS")
	tj.send(t, players["England"], so("England")+w.help+"\nGET "+w.ordersTopic+"\nHISTORY zhg\nSUMMARY zhg")
	tj.send(t, gm, "SIGNON Mzhg gmpw\nEXTEND 1d\nBECOME France\nA Par H\nCLEAR\n"+w.list+" zhg")
	order("Austria", "A vie - gal", "A bud - ser", "F tri - alb")
	order("England", "F lon - nth", "F edi - nwg", "A lvp - yor")
	order("France", "A par - bur", "A mar - spa", "F bre - mao")
	order("Germany", "A mun - ruh", "A ber - mun", "F kie - den")
	order("Italy", "A ven H", "A rom - apu", "F nap - ion")
	order("Russia", "A war - gal", "A mos - ukr", "F sev - bla", "F stp/sc - bot")
	order("Turkey", "F ank - bla", "A con - bul", "A smy - arm")
	if got := tj.endPhase(t, "zhg"); got != "F1901M" {
		t.Fatalf("after the spring's orders the phase is %s", got)
	}
	// Fall 1901: Germany dislodges France from Burgundy.
	order("Austria", "A vie H", "A ser H", "F alb - gre")
	order("England", "F nth H", "F nwg - nwy", "A yor H")
	order("France", "A bur H", "A spa - por", "F mao H")
	order("Germany", "A ruh - bur", "A mun S A ruh - bur", "F den H")
	order("Italy", "A ven H", "A apu H", "F ion - tun")
	order("Russia", "A war H", "A ukr - rum", "F sev H", "F bot - swe")
	order("Turkey", "F ank H", "A bul H", "A arm H")
	if got := tj.endPhase(t, "zhg"); got != "F1901R" {
		t.Fatalf("after the fall's orders the phase is %s", got)
	}
	order("France", "A bur R pic")
	// The winter: some build, the master processes the rest.
	order("Austria", "B A bud", "B F tri")
	order("Russia", "B A mos")
	tj.send(t, gm, "SIGNON Mzhg gmpw\nPROCESS")
	if got := tj.endPhase(t, "zhg"); got != "S1902M" {
		t.Fatalf("after the winter the phase is %s", got)
	}
	// Spring 1902: nobody orders; reminder, deadline, grace.
	g := tj.endRecord(t, "zhg")
	tj.now = g.Deadline.Add(-11 * time.Hour)
	tj.tick()
	tj.now = g.Deadline.Add(time.Hour)
	tj.tick()
	tj.now = g.Deadline.Add(g.Settings.Grace + time.Minute)
	tj.tick()
	tj.tick()
	if got := tj.endPhase(t, "zhg"); got != "F1902M" {
		t.Fatalf("after the spring's deadline the phase is %s", got)
	}
	tj.send(t, gm, "SIGNON Mzhg gmpw\nEJECT Italy\nREPLACE Italy newcomer@example.org")
	replyTo(t, tj, "newcomer@example.org", tj.last(t, "newcomer@example.org"))
	var pw []string
	for _, m := range tj.mailsTo(t, "newcomer@example.org") {
		if got := regexp.MustCompile(`SIGNON Izhg ([a-z0-9-]+)`).FindStringSubmatch(m.Body); got != nil {
			pw = got
		}
	}
	if pw == nil {
		t.Fatal("no password in the new player's mail")
	}
	tj.send(t, "reader@example.org", "OBSERVE zhg")
	tj.send(t, players["Turkey"], so("Turkey")+"SET DRAW zhg\nBROADCAST\n諸位，和局如何？\nENDPRESS")
	tj.send(t, "newcomer@example.org", "SIGNON Izhg "+pw[1]+"\nSET WAIT zhg\n"+w.orders("A ven H"))
	tj.send(t, gm, "SIGNON Mzhg gmpw\nPAUSE\nRESUME\nPROCESS")
	tj.send(t, gm, "SIGNON Mzhg gmpw\nPROCESS")
	tj.tick()
	if g := tj.endRecord(t, "zhg"); g.Ending == nil {
		t.Fatalf("the game did not end after 1902")
	}
	tj.send(t, "reader@example.org", w.list+" zhg")
	return addrs
}

// sweepChinese reads the mails as a Chinese reader would and lists what
// is wrong with them, one line each, without repeats.
func sweepChinese(mails []string) []string {
	seen := map[string]bool{}
	var out []string
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	for _, m := range mails {
		for _, line := range strings.Split(m, "\n") {
			if strings.HasPrefix(line, "> ") || strings.HasPrefix(line, "  > ") {
				continue // the writer's own line, as written
			}
			if n := i18n.Width(line); n > 78 {
				add(fmt.Sprintf("%d columns: %s", n, line))
			}
			for _, s := range i18n.HalfWidthSlips(line) {
				add("half-width punctuation: " + s)
			}
			for _, s := range i18n.HalfWidthNotes(line) {
				add("half-width bracket after Chinese: " + s)
			}
			if w := englishIn(line); w != "" {
				add(fmt.Sprintf("English %q: %s", w, line))
			}
		}
	}
	sort.Strings(out)
	return out
}

var typedText = regexp.MustCompile(`[\w.-]+@[\w.-]+|CONFIRM \S+ [0-9a-f]+|(REPLACE|EJECT|BECOME) [A-Z][a-z]+`)

var datcLine = regexp.MustCompile(`^(Austria|England|France|Germany|Italy|Russia|Turkey): [a-z ]+$`)

var englishRun = regexp.MustCompile(`\b[a-z]{2,} [a-z]{2,} [a-z]{2,}\b`)

var latinWord = regexp.MustCompile(`[A-Za-z][A-Za-z'.-]*[A-Za-z]`)

// notProse are the Latin words a Chinese mail may carry: the order
// notation, codes, command names, option keys and values, the names a
// player types, and the parts of addresses and signatures.
var notProse = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`
A F H S C R D B via nc sc ec UTC CST SHA-256 PNG
Army Paris to Burgundy Build Remove Waive convoy North Sea France add remove owner
orders press deadlines master commands disorder lang nmr west example.org
SIGNON SIGNOFF CONFIRM HELP GET LIST HISTORY SUMMARY PRESS ENDPRESS GREY WHITE BROADCAST TO DRAW
ADD CLEAR PROCESS EXTEND PAUSE RESUME BECOME EJECT REPLACE SET DEADLINE TERMINATE DECLARE ROLLBACK
OBSERVE JOIN CREATE RESIGN WAIT NOWAIT PASSWORD LANGUAGE ZONE PREFERENCE EDIT VERSION AUDIT
Adjutant dev judge example org zhg diplomacy standard rulebook datc timed victory lot owned home original translation
rules end endyear press grey white none movement retreat adjustment grace reminder nmr_limit limit
zh-Hant zh-Hans en pw gmpw png html text Re
`) {
		notProse[w] = true
	}
}

// englishIn returns the first Latin word of line that is prose.
func englishIn(line string) string {
	if !strings.ContainsFunc(line, func(r rune) bool { return r >= 0x4E00 && r <= 0x9FFF }) {
		// A line without Chinese is an order, a table, a signature or the
		// DATC notation of the position ("England: F nth"), unless it reads
		// as an English sentence: three plain words in a row.
		if m := englishRun.FindString(line); m != "" && !datcLine.MatchString(line) {
			return m
		}
		return ""
	}
	// What the player wrote, quoted back: 「hello」 or “hello”, the subject's "orders".
	line = quotedText.ReplaceAllString(line, "「」")
	// Addresses, confirmation codes and commands as they are typed.
	line = typedText.ReplaceAllString(line, "")
	for _, w := range latinWord.FindAllString(line, -1) {
		if notProse[w] || notProse[strings.TrimRight(w, ".")] || isCode(w) {
			continue
		}
		return w
	}
	return ""
}

var quotedText = regexp.MustCompile(`「[^」]*」|“[^”]*”|^(回覆|回复)：.*$`)

var codeWord = regexp.MustCompile(`^([A-Z][a-z]{2}|[A-Z][a-z][A-Z]|[SFW]\d{4}[MRA]|pw-[A-Za-z]+|[MAEFGIRT](zhg|west)|[AF]\.[A-Z]|[A-Z]{2,})$`)

// isCode reports a province abbreviation (Par, StP), a phase code
// (S1901M), a password or sign-on name (Fwest), a unit and its owner in a
// table (A.F), or a word in capitals.
func isCode(w string) bool { return codeWord.MatchString(w) }
