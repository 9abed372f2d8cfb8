package gettysburg

import (
	"regexp"
	"strings"
	"testing"

	"adjutant/games"
	goldenfile "adjutant/games/internal/golden"
	"adjutant/templates/i18n"
)

// tableOrder is the plan line a help table shows at the left of a line,
// two spaces in, before the gap that starts its explanation.
var tableOrder = regexp.MustCompile(`^  (\S.*?)(?: {2,}\S|$)`)

// optional is a part of a help table's line the player may leave out.
var optional = regexp.MustCompile(` \[[^]]*\]`)

// spellings expands a help table's line into the lines a player may
// write: without its [optional] part and with each of its choices
// ([MARCH|COMBAT]), and each of its "A | B | C" choices after the words
// they share.
func spellings(shown string) []string {
	out := []string{optional.ReplaceAllString(shown, "")}
	if m := optional.FindString(shown); m != "" {
		for _, a := range strings.Split(strings.Trim(m, " []"), "|") {
			out = append(out, strings.Replace(shown, m, " "+a, 1))
		}
	}
	if strings.Contains(shown, " | ") {
		alts := strings.Split(shown, " | ")
		words := strings.Fields(alts[0])
		head := strings.Join(words[:len(words)-1], " ")
		out = []string{alts[0]}
		for _, a := range alts[1:] {
			out = append(out, head+" "+a)
		}
	}
	return out
}

// Every plan line the orders and answers topics show in their tables,
// in each language, is one the parser takes as written for a side in
// some phase: with its optional part and without, and each choice.
func TestHelpTableLinesParse(t *testing.T) {
	sc, _ := LoadScenario("sample")
	for _, h := range (Engine{}).About().Help {
		if h.Name != "orders" && h.Name != "answers" {
			continue
		}
		for _, lang := range i18n.Langs() {
			n := 0
			for i, l := range strings.Split(h.Body.In(lang), "\n") {
				m := tableOrder.FindStringSubmatch(l)
				if m == nil {
					continue
				}
				for _, line := range spellings(m[1]) {
					n++
					if !parsesSomewhere(sc, line) {
						t.Errorf("topic %s in %s, line %d: %q parses for no side in no phase", h.Name, lang, i+1, line)
					}
				}
			}
			if n < 4 {
				t.Errorf("topic %s in %s: only %d lines found", h.Name, lang, n)
			}
		}
	}
}

func parsesSomewhere(sc *Scenario, line string) bool {
	for _, side := range []Side{Confederate, Union} {
		for _, stage := range []Stage{StageCommand, StageWithdraw, StageMove, StageAttack} {
			if _, ok, p := parseLine(sc, side, stage, 1, line); ok && p == nil {
				return true
			}
		}
	}
	return false
}

// The worked plan of the start topic parses in every language: each of
// its indented lines, for the Confederates in the phase it is shown for.
func TestHelpStartPlanParses(t *testing.T) {
	sc, _ := LoadScenario("sample")
	for _, lang := range i18n.Langs() {
		body := (Engine{}).About().Help[0].Body.In(lang)
		n := 0
		for i, l := range strings.Split(body, "\n") {
			m := tableOrder.FindStringSubmatch(l)
			if m == nil || strings.HasPrefix(m[1], "1.") || strings.HasPrefix(m[1], "2.") || strings.HasPrefix(m[1], "3.") {
				continue
			}
			n++
			if !parsesSomewhere(sc, m[1]) {
				t.Errorf("%s, line %d: %q does not parse", lang, i+1, m[1])
			}
		}
		if n != 6 {
			t.Errorf("%s: %d plan lines, want 6", lang, n)
		}
	}
}

// The master's edits the edits topic shows apply to a new game, with
// and without their optional part.
func TestHelpEditsApply(t *testing.T) {
	for _, h := range (Engine{}).About().Help {
		if h.Name != "edits" {
			continue
		}
		for _, lang := range i18n.Langs() {
			var lines []games.Line
			for i, l := range strings.Split(h.Body.In(lang), "\n") {
				if m := tableOrder.FindStringSubmatch(l); m != nil {
					for _, e := range spellings(m[1]) {
						lines = append(lines, games.Line{N: i + 1, Text: e})
					}
				}
			}
			for _, l := range lines {
				g, _ := Engine{}.New("sample", nil, nil)
				if _, res := g.Edit([]games.Line{l}, lang); len(res.Problems) > 0 {
					t.Errorf("%s: %q: %v", lang, l.Text, res.Problems[0].Render(lang))
				}
			}
			if len(lines) < 6 {
				t.Errorf("%s: only %d edits", lang, len(lines))
			}
		}
	}
}

// Every prose line of every topic comes through GET's wrap whole (the
// judge's width less GET's indent of two); a laid-out line keeps within
// 78, as the topics' own test asks.
func TestHelpComesThroughTheWrapWhole(t *testing.T) {
	goldenfile.HelpComesThroughTheWrap(t, (Engine{}).About().Help)
}
