package diplomacy

import (
	"reflect"
	"regexp"
	"strings"
	"testing"

	"adjutant/games/diplomacy/dipmap"
	"adjutant/games/diplomacy/orders"
	"adjutant/games/internal/golden"
	"adjutant/templates/i18n"
)

// helpColumns splits a help table's line into its columns: two spaces
// or more part them.
var helpColumns = regexp.MustCompile(` {2,}`)

// helpNote is a note a help table adds after an order, in brackets.
var helpNote = regexp.MustCompile(`\s*[（(].*$`)

// Every order the orders topic shows at the left of its tables, in each
// language, is one the parser reads as written.
func TestHelpTableOrdersParse(t *testing.T) {
	names := dipmap.StandardNames()
	var body i18n.Text
	for _, h := range New().About().Help {
		if h.Name == "orders" {
			body = h.Body
		}
	}
	for _, lang := range i18n.Langs() {
		n := 0
		for i, l := range strings.Split(body.In(lang), "\n") {
			if !strings.HasPrefix(l, "  ") || strings.HasPrefix(strings.TrimSpace(l), "（") || strings.Contains(l, "SIGNON") {
				continue
			}
			// The Chinese topic lists the English forms in a row, parted
			// by 、.
			for _, order := range strings.Split(helpColumns.Split(strings.TrimSpace(l), -1)[0], "、") {
				if order = helpNote.ReplaceAllString(order, ""); order == "" {
					continue
				}
				n++
				if _, err := orders.ParseOrder(names, order); err != nil {
					t.Errorf("%s, line %d: %q: %v", lang, i+1, order, err)
				}
			}
		}
		if n < 15 {
			t.Errorf("%s: only %d orders found", lang, n)
		}
	}
}

// The Chinese orders and names the help shows read as the English order
// beside them, short names and other translations included.
func TestHelpChineseOrdersMeanTheirEnglish(t *testing.T) {
	names := dipmap.StandardNames()
	for zh, en := range map[string]string{
		"陸軍 巴黎 移動 布根第": "A Par - Bur", "陸軍巴黎移動布根第": "A Par - Bur", "陆军巴黎移动布根第": "A Par - Bur",
		"陸軍 慕尼黑 支援 陸軍 巴黎 移動 布根第": "A Mun S A Par - Bur", "陸軍 慕尼黑 支援 陸軍 柏林": "A Mun S A Ber",
		"艦隊 北海 護航 陸軍 倫敦 移動 挪威": "F Nth C A Lon - Nwy", "陸軍 利物浦 移動 愛丁堡 經護航": "A Lvp - Edi via convoy",
		"陸軍 維也納 留守": "A Vie H", "成軍 艦隊 聖彼得堡北岸": "Build F StP/nc", "陸軍 華沙 復員": "A War D", "放棄": "Waive",
		"艦隊 聖彼得堡南岸 移動 波的尼亞灣": "F StP/sc - Bot", "陸軍 布根第 撤退 皮卡第": "A Bur R Pic", "陸軍 布根第 復員": "A Bur D",
		"成軍 陸軍 巴黎": "Build A Par", "A Par -> Bur": "A Par - Bur", "Army Paris to Burgundy": "A Par - Bur",
		"A Lon - Nth - Nwy": "A Lon - Nwy via convoy", "B A Par": "Build A Par",
		"A War disband": "A War D", "F StP(sc) - Bot": "F StP/sc - Bot", "F StP south coast - Bot": "F StP/sc - Bot",
		"F North Sea - Nwg": "F Nth - Nwg",
		"陸軍 約克 移動 倫敦":       "A Yor - Lon", "艦隊 愛琴 移動 東地中海": "F Aeg - Eas", "艦隊 里昂 移動 西地中海": "F Gol - Wes",
		"艦隊 斯卡格拉克 移動 北海": "F Ska - Nth", "陸軍 蘇格蘭高地 移動 利物浦": "A Cly - Lvp", "陸軍 克里米亞 移動 烏克蘭": "A Sev - Ukr",
		"陸軍 勃艮第 移動 巴黎": "A Bur - Par", "陸軍 伊斯坦堡 移動 保加利亞": "A Con - Bul", "陆军 伊斯坦布尔 移动 保加利亚": "A Con - Bul",
		"陆军 约克 移动 伦敦": "A Yor - Lon", "舰队 爱琴 移动 东地中海": "F Aeg - Eas",
		"撤退陸軍巴黎布根第": "A Par R Bur", "撤退陆军巴黎布根第": "A Par R Bur", "陸軍 罗馬 留守": "A Rom H",
		"陆军 羅马 留守": "A Rom H", "APar-Bur": "A Par - Bur", "Fnth-nwy": "F Nth - Nwy",
	} {
		want, err := orders.ParseOrder(names, en)
		if err != nil {
			t.Errorf("%q: %v", en, err)
			continue
		}
		got, err := orders.ParseOrder(names, zh)
		if err != nil {
			t.Errorf("%q: %v", zh, err)
		} else if !reflect.DeepEqual(got, want) {
			t.Errorf("%q reads as %+v, %q as %+v", zh, got, en, want)
		}
	}
}

// A power's name before an order, as the topic shows it, is read.
func TestHelpPowerPrefixParses(t *testing.T) {
	g := newGame(t, "standard", nil)
	for _, l := range []string{"England: F Lon - Nth", "英國：艦隊 倫敦 移動 北海", "英国：舰队 伦敦 移动 北海", "英國：艦隊倫敦移動北海"} {
		if res := g.Submit("England", lines(l), i18n.English); len(res.Problems) > 0 || len(res.Accepted.Lines) != 1 {
			t.Errorf("%q: %+v", l, res.Problems)
		}
	}
}

// The orders topic comes through GET's wrap whole: every prose line, in
// every language, fits the judge's width less GET's indent, and a
// laid-out line (aligned columns) keeps within 78.
func TestHelpComesThroughTheWrapWhole(t *testing.T) {
	golden.HelpComesThroughTheWrap(t, New().About().Help)
}
