package asl

import (
	"regexp"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/asl/orders"
	"adjutant/games/internal/golden"
	"adjutant/templates/i18n"
)

// exampleColumn is the order a help table shows at the left of a line,
// before the gap that starts its explanation.
var exampleColumn = regexp.MustCompile(`^ {0,2}(\S.*?) {2,}\S`)

// Every order the orders and standing topics show in their tables is
// one the parser takes as written, in each language: the left column
// of a table line, unless it shortens a longer line with an ellipsis or
// names the steps of a path.
func TestHelpTableOrdersParse(t *testing.T) {
	sc, err := LoadScenario("village")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"orders", "standing"} {
		body := helpTopic(t, name)
		for _, lang := range i18n.Langs() {
			n := 0
			for i, l := range strings.Split(body.In(lang), "\n") {
				m := exampleColumn.FindStringSubmatch(l)
				if m == nil || strings.Contains(m[1], "...") || strings.Contains(m[1], "…") || strings.HasSuffix(m[1], ":") || strings.HasSuffix(m[1], "：") {
					continue
				}
				n++
				if _, why := orders.ParseLine(sc, m[1]); why != nil {
					t.Errorf("topic %s in %s, line %d: %q: %s", name, lang, i+1, m[1], why.EN)
				}
			}
			if n < 10 {
				t.Errorf("topic %s in %s: only %d table lines found", name, lang, n)
			}
		}
	}
}

func helpTopic(t *testing.T, name string) i18n.Text {
	t.Helper()
	for _, h := range (Engine{}).About().Help {
		if h.Name == name {
			return h.Body
		}
	}
	t.Fatalf("no help topic %s", name)
	return i18n.Text{}
}

// The orders the topics show in their prose and in the lines they
// shorten, written out whole as a player would send them.
func TestHelpProseOrdersParse(t *testing.T) {
	sc, err := LoadScenario("village")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{
		"MOVE R7 DT AM vF3 SMOKE SMOKE:vG3 DC:vG4 DROP:R20 RECOVER:R20",
		"移動 R7 急速步 警戒 vF3 煙幕 煙幕：vG3 炸藥：vG4 放下：R20 收回：R20",
		"移动 R7 急速步 警戒 vF3 烟幕 烟幕：vG3 炸药：vG4 放下：R20 收回：R20",
		"PREP R21 AT vI7", "PREP R6 AT vJ5", "準備射擊 R21 向 vI7", "准备射击 R6 向 vJ5",
		"ROUT R4 CRAWL vE4", "潰退 R4 低爬行 vE4", "溃退 R4 低爬行 vE4",
		"CC R7 AT ANY", "肉搏 R7 向 任何", "前進 R7 vH3", "推進 R7 vH3", "前进 R7 vH3", "推进 R7 vH3",
		"FIRE G6 AT ANY SFF", "FIRE G6 AT ANY FPF", "FIRE G6 AT ANY FIRST", "FIRE G6 AT ANY FINAL",
		"射擊 G6 向 任何 隨後射擊", "射擊 G6 向 任何 緊急防禦射擊", "射擊 G6 向 任何 臨機", "射擊 G6 向 任何 最終",
		"射击 G6 向 任何 随后射击", "射击 G6 向 任何 紧急防御射击", "射击 G6 向 任何 临机", "射击 G6 向 任何 最终",
		"FIRE G4 AT vF3", "射擊 G4 向 vF3",
	} {
		if _, why := orders.ParseLine(sc, line); why != nil {
			t.Errorf("%q: %s", line, why.EN)
		}
	}
}

// The master's edits the edits topic shows apply, one after another, to
// the sample scenario, in each language's copy of the table.
func TestHelpEditsApply(t *testing.T) {
	body := helpTopic(t, "edits")
	for _, lang := range i18n.Langs() {
		var lines []games.Line
		for i, l := range strings.Split(body.In(lang), "\n") {
			if m := exampleColumn.FindStringSubmatch(l); m != nil {
				lines = append(lines, games.Line{N: i + 1, Text: m[1]})
			}
		}
		g, _ := Engine{}.New("village", nil, nil)
		if _, res := g.Edit(lines, lang); len(res.Problems) > 0 || len(lines) != 5 {
			t.Errorf("%s: %d edits, %v", lang, len(lines), res.Problems)
		}
	}
}

// GET indents a topic by two and wraps it at the judge's width: every
// prose line of every topic, in every language, comes through that wrap
// whole, and a laid-out line (aligned columns) keeps within 78.
func TestHelpTopicsComeThroughTheWrapWhole(t *testing.T) {
	golden.HelpComesThroughTheWrap(t, (Engine{}).About().Help)
}
