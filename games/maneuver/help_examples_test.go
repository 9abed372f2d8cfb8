package maneuver

import (
	"regexp"
	"strings"
	"testing"

	"adjutant/templates/i18n"
)

// planColumn is the line a table of the plan topic shows at its left,
// before the gap that starts its explanation.
var planColumn = regexp.MustCompile(`^ {2,4}(\S.*?)(?: {2,}\S|$)`)

// Every line the plan topic shows, in each language, is one France's
// player reads as written in a player turn: the left column of each
// table line, and each answer of the standing answers' rows.
func TestHelpPlanLinesParse(t *testing.T) {
	f := newFx(t)
	var body i18n.Text
	for _, h := range (Engine{}).About().Help {
		if h.Name == "plan" {
			body = h.Body
		}
	}
	for _, lang := range i18n.Langs() {
		answers, n := false, 0
		for i, l := range strings.Split(body.In(lang), "\n") {
			if !strings.HasPrefix(l, " ") {
				answers = strings.Contains(l, "Standing answers") || strings.Contains(l, "常備答覆") || strings.Contains(l, "常备答复")
				continue
			}
			var shown []string
			if answers {
				for _, a := range regexp.MustCompile(` {3,}`).Split(strings.TrimSpace(l), -1) {
					if !strings.HasPrefix(a, "(") && !strings.HasPrefix(a, "（") {
						shown = append(shown, a)
					}
				}
			} else if m := planColumn.FindStringSubmatch(l); m != nil && !strings.HasPrefix(m[1], "--") && !strings.HasPrefix(m[1], "（") && !strings.Contains(m[1], "、") {
				shown = append(shown, m[1])
			}
			for _, line := range shown {
				n++
				if _, _, probs := f.s.parse(Blue, modeTurn, numbered([]string{line})); len(probs) > 0 {
					t.Errorf("%s, line %d: %q: %s", lang, i+1, line, probs[0].Render(i18n.English))
				}
			}
		}
		if n < 20 {
			t.Errorf("%s: only %d lines found", lang, n)
		}
	}
}

// The lines the plan topic names in its explanations parse too, in
// both scripts, and so do Chinese words run together.
func TestHelpPlanProseParses(t *testing.T) {
	f := newFx(t)
	for _, line := range []string{
		"ADVANCE NONE", "推進 無", "推进 无", "LEADER F43 COMBAT", "領袖 F43 戰鬥", "领袖 F43 战斗",
		"AMBUSH F51 D5", "BOMBARD ART E6 WITH F21", "VOLLEY LIG D5 WITH F11", "BATTERY F41 ART E6",
		"伏擊 F51 D5", "炮擊 ART E6 用 F21", "齊射 LIG D5 用 F11", "炮兵連 F41 ART E6",
		"伏击 F51 D5", "炮击 ART E6 用 F21", "齐射 LIG D5 用 F11", "炮兵连 F41 ART E6",
		"突擊GRD D5用F01", "突击GRD D5用F01", "移動HUS D4 D5", "防守 * 全部領袖最佳",
	} {
		if _, _, probs := f.s.parse(Blue, modeTurn, numbered([]string{line})); len(probs) > 0 {
			t.Errorf("%q: %s", line, probs[0].Render(i18n.English))
		}
	}
}

// The set-up topic's lines run a set-up through, in each language, each
// player sending the line the topic gives its step.
func TestHelpSetupLinesRun(t *testing.T) {
	for _, c := range []struct{ tiles, nations, nation, edge string }{
		{"TILES 1 5 3/90 8", "NATIONS FRANCE BRITAIN", "NATION FRANCE", "EDGE SOUTH"},
		{"地圖塊 1 5 3/90 8", "國家 法蘭西 不列顛", "國家 法蘭西", "邊 南"},
		{"地图块 1 5 3/90 8", "国家 法兰西 不列颠", "国家 法兰西", "边 南"},
	} {
		r := newSetup(t, "standard", nil).step(nil)
		first := r.state().First
		second := first.Other()
		r.step(map[Seat][]string{first: {c.tiles}}).
			step(map[Seat][]string{second: {c.nations}}).
			step(map[Seat][]string{first: {c.nation}}).
			step(map[Seat][]string{second: {c.edge}})
		if s := r.state(); s.Sides[first].Nation != "france" || s.Sides[second].Edge != South {
			t.Errorf("%q: first player's nation %q, second's edge %v", c.tiles, s.Sides[first].Nation, s.Sides[second].Edge)
		}
	}
}
