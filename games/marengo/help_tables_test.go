package marengo

import (
	"regexp"
	"strings"
	"testing"

	"adjutant/templates/i18n"
)

// tableLine is a plan line a help table shows at the left, before the
// gap that starts its explanation.
var tableLine = regexp.MustCompile(`^ {2,3}(\S.*?)(?: {2,}\S|$)`)

// ellipsis starts a table line that adds words to the move above it.
var ellipsis = regexp.MustCompile(`^(\.\.\.|……) `)

// command is the first word of a table's line, where a line of prose
// starts with a longer one or with punctuation.
var command = regexp.MustCompile(`^([A-Z]+|\p{Han}{1,3}|\.\.\.|……)$`)

// thenWords carry a cavalry move on: the table's "... THEN A02" line
// needs a move of A02, which the existing examples test spells out.
var thenWords = regexp.MustCompile(`^(\.\.\.|……) (THEN|然後|然后) `)

// choices expands a help table's line into each line it stands for: a
// word written "A|B" is A in one and B in the other.
func choices(shown string) []string {
	out := []string{""}
	for _, w := range strings.Fields(shown) {
		var next []string
		for _, head := range out {
			for _, alt := range strings.Split(w, "|") {
				next = append(next, strings.TrimSpace(head+" "+alt))
			}
		}
		out = next
	}
	return out
}

// Every line the start, orders and answers topics show in their tables, in
// each language, parses as a plan line for one side or the other: each
// of its A|B choices, and the lines that begin "..." with the first
// move of the table.
func TestHelpTableLinesParse(t *testing.T) {
	sc, _ := LoadScenario("sample")
	for _, h := range (Engine{}).About().Help {
		if h.Name != "start" && h.Name != "orders" && h.Name != "answers" {
			continue
		}
		for _, lang := range i18n.Langs() {
			n, move := 0, ""
			for i, l := range strings.Split(h.Body.In(lang), "\n") {
				m := tableLine.FindStringSubmatch(l)
				if m == nil || !command.MatchString(strings.Fields(m[1])[0]) || thenWords.MatchString(m[1]) {
					continue
				}
				shown := m[1]
				if ellipsis.MatchString(shown) {
					shown = move + " " + ellipsis.ReplaceAllString(shown, "")
				} else if f := strings.Fields(shown); move == "" && (f[0] == "MOVE" || f[0] == "移動" || f[0] == "移动") {
					move = shown
				}
				for _, line := range choices(shown) {
					n++
					if !planLineParses(sc, line) {
						t.Errorf("topic %s in %s, line %d: %q parses for neither side", h.Name, lang, i+1, line)
					}
				}
			}
			if n < 12 {
				t.Errorf("topic %s in %s: only %d lines found", h.Name, lang, n)
			}
		}
	}
}

// The words the topics name in their prose parse as plan lines too:
// the turn's ends, both spellings of a bombardment, the English words
// the Chinese topic lists.
func TestHelpProseWordsParse(t *testing.T) {
	sc, _ := LoadScenario("sample")
	for _, l := range []string{
		"ASK", "DONE", "END", "PASS", "CONTINUE", "CONCEDE", "詢問", "询问", "完成", "續行", "续行", "投降",
		"BOMBARD A08", "砲擊 A08", "炮擊 A08", "炮击 A08", "砲击 A08", "ACTIVATE F03 F05", "啟動 F03 F05", "启动 F03 F05",
		"ATTACK A03 A04 LEAD A03 PURSUE YES", "ATTACK A03 A04 LEAD A03 PURSUE NO", "攻擊 A03 A04 主攻 A03 追擊 是",
		"ROAD A02 THEN A02 TO FON/MAR", "道路 A02 然後 A02 到 FON/MAR", "道路 A02 然后 A02 到 FON/MAR",
		"MOVE A02 A03 TO MAR THEN A02 TO MAR/CGR", "移動 A02 A03 到 MAR 然後 A02 到 MAR/CGR", "移动 A02 A03 到 MAR 然后 A02 到 MAR/CGR",
		"移動A03A04到馬倫哥", "移动A03A04到马伦哥", "MOVE A03 A04 TO Marengo", "移動 A03 A04 到 馬倫哥",
	} {
		if !planLineParses(sc, l) {
			t.Errorf("%q parses for neither side", l)
		}
	}
}

func planLineParses(sc *Scenario, line string) bool {
	for _, side := range []Side{France, Austria} {
		if _, _, probs := parseLines(sc, side, modePlan, numbered([]string{line})); len(probs) == 0 {
			return true
		}
	}
	return false
}

// The master's edits the edits topic shows apply, in every language's
// copy of the table, to a game holding the blocks they name: a French
// inf3 on MAR/CGR and an Austrian cav2 in BRH's reserve.
func TestHelpEditsApply(t *testing.T) {
	for _, h := range (Engine{}).About().Help {
		if h.Name != "edits" {
			continue
		}
		for _, lang := range i18n.Langs() {
			n := 0
			for i, l := range strings.Split(h.Body.In(lang), "\n") {
				m := tableLine.FindStringSubmatch(l)
				if m == nil || !strings.HasPrefix(m[1], "EDIT ") {
					continue
				}
				n++
				f := newFx(t).at("MAR/CGR", "F03").at("BRH", "A12").str("A12", 2)
				if _, res := f.game().Edit(numbered([]string{strings.TrimPrefix(m[1], "EDIT ")}), lang); len(res.Problems) > 0 {
					t.Errorf("%s, line %d: %q: %s", lang, i+1, m[1], res.Problems[0].Render(i18n.English))
				}
			}
			if n != 5 {
				t.Errorf("%s: %d edits, want 5", lang, n)
			}
		}
	}
}
