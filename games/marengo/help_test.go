package marengo

import (
	"strings"
	"testing"

	"adjutant/templates/i18n"
)

func TestHelpTopicsInThreeLanguages(t *testing.T) {
	byWord := map[string]string{}
	for _, h := range (Engine{}).About().Help {
		for _, lang := range i18n.Langs() {
			body := h.Body.In(lang)
			if body == "" || strings.HasPrefix(body, "TODO") || (lang != i18n.English && body == h.Body.EN) {
				t.Errorf("topic %s has no %s text", h.Name, lang)
			}
			// The judge prints the title above the body: not twice.
			if h.Title.In(lang) == "" || strings.Contains(body, h.Title.In(lang)) {
				t.Errorf("topic %s in %s: title %q is missing or repeated in the body", h.Name, lang, h.Title.In(lang))
			}
			for i, line := range strings.Split(body, "\n") {
				if i18n.Width(line) > 78 {
					t.Errorf("topic %s in %s, line %d is %d columns wide", h.Name, lang, i+1, i18n.Width(line))
				}
			}
			// The judge wraps prose at ProseWidth in the start mail, and
			// two columns less in GET, which indents the answer by two: a
			// help line it would break leaves a word alone on the next
			// line, so the files are written to come through whole.
			wrapped := strings.Split(i18n.Wrap(body, i18n.ProseWidth-2), "\n")
			for i, line := range strings.Split(body, "\n") {
				if i >= len(wrapped) || wrapped[i] != line {
					t.Errorf("topic %s in %s, line %d would be broken by the mail's wrapping at %d columns: %q", h.Name, lang, i+1, i18n.ProseWidth-2, line)
					break
				}
			}
		}
		for _, w := range append([]string{h.Name}, h.Aliases...) {
			if other, dup := byWord[w]; dup {
				t.Errorf("%q names both %s and %s", w, other, h.Name)
			}
			byWord[w] = h.Name
		}
	}
	for word, want := range map[string]string{"start": "start", "plan": "plans", "block": "answers", "edit": "edits", "計劃": "plans", "攻击": "orders"} {
		if byWord[word] != want {
			t.Errorf("HELP %s finds %q, want %s", word, byWord[word], want)
		}
	}
}

// Every plan line the help shows is one the parser takes, in each
// language, for the side that would write it.
func TestHelpExamplesParse(t *testing.T) {
	sc, _ := LoadScenario("sample")
	for _, c := range []struct {
		side  Side
		lines []string
	}{
		{France, []string{"ACTIVATE F03", "ACTIVATE F03 F05", "啟動 F03 F05", "启动 F03 F05", "FRONT MAR F03 F05", "第一線 MAR F03 F05", "PURSUE MAR F07", "追擊 MAR F07"}},
		{Austria, []string{"FIRE A08", "CANCEL A08", "FIRE A08 AT MAR/CGR", "開火 A08 於 MAR/CGR", "开火 A08 于 MAR/CGR", "取消 A08",
			"ATTACK A03 A04 LEAD A03", "攻擊 A03 A04 主攻 A03", "攻击 A03 A04 主攻 A03",
			"ATTACK A03 A04 A12 LEAD A03 A04 PURSUE A12 THEN A12 TO CGR/SGI", "攻擊 A03 A04 A12 主攻 A03 A04 追擊 A12 然後 A12 到 CGR/SGI",
			"MOVE A03 A04 TO PDB", "移動 A03 A04 到 PDB", "移动 A03 A04 到 PDB", "MOVE A05 TO BRH/PDB", "移動 A05 到 BRH/PDB", "MOVE A05 TO BRH",
			"MOVE A03 A04 TO PDB SHOW A04", "MOVE A02 A03 TO MAR THEN A02 TO MAR/CGR", "MOVE A03 TO PDB BLOCKED BACK", "MOVE A03 A04 TO PDB BLOCKED COMMIT A03",
			"移動 A03 A04 到 PDB 受阻 投入 A03", "移动 A03 到 PDB 受阻 退回", "移動 A03 A04 到 PDB 亮出 A04",
			"ROAD A02 PDB FON", "ROAD A02 PDB FON MAR", "道路 A02 PDB FON", "ENTER A05 PDB", "ENTER A10", "登場 A05 PDB", "登场 A10",
			"PONTOON A11", "浮橋 A11", "浮桥 A11", "BOMBARD A08", "砲擊 A08", "炮击 A08", "ASK", "詢問", "CONCEDE", "投降",
			"BLOCK * ALL", "BLOCK MAR A05 A06", "BLOCK * NONE", "防堵 * 全部", "COUNTERFIRE * YES", "反擊 * 是", "FRONT * BEST", "FRONT * NONE", "第一線 * 最佳", "第一线 * 最佳",
			"PURSUE * YES", "PURSUE * NO", "RETREAT MAR CGR SVI", "RETREAT * ROOM", "撤退 * 空間", "撤退 * 空间", "ADVANCE * YES", "前進 * 否",
			"HIT * WEAKEST", "打擊 * 最弱", "移動A03A04到馬倫哥", "移动A03A04到马伦哥", "移動A03到馬倫哥", "LOSS * STRONGEST", "損失 * 最強", "FORGET FRONT", "刪除 第一線", "FORGET ALL", "删除 全部"}},
	} {
		for _, l := range c.lines {
			if _, _, probs := parseLines(sc, c.side, modePlan, numbered([]string{l})); len(probs) > 0 {
				t.Errorf("help example %q does not parse: %s", l, probs[0].Render(i18n.English))
			}
		}
	}
	start := Engine{}.About().Help[0].Body
	for _, l := range []string{"ATTACK A03 A04 LEAD A03", "PONTOON A11", "BOMBARD A08", "FRONT * BEST"} {
		if !strings.Contains(start.EN, l) {
			t.Errorf("the start topic no longer shows %q; keep this test in step", l)
		}
	}
}

// A report wraps between words, never inside a block's name: "A04 inf3"
// is read as one, by a player and by the privacy checks alike.
func TestReportsKeepABlocksIdAndFaceTogether(t *testing.T) {
	line := "Austria assaults PDB from BRH reserve with A01 inf2, A03 inf3, A04 inf3 (1 CP, 0 left)."
	got := wrapProse(line)
	if strings.Contains(got, "A04\n") || strings.Contains(got, faceGlue) {
		t.Errorf("wrapped as:\n%s", got)
	}
	if strings.Join(strings.Fields(got), " ") != line {
		t.Errorf("the words changed:\n%s", got)
	}
}
