package marengo

import (
	"fmt"
	"strings"
	"testing"

	"adjutant/games/internal/wordtest"
	"adjutant/templates/i18n"
)

// Every Chinese word a line may start with, in both scripts, and the
// order it reads as: the rulebook's word and those players write for it.
func TestEveryChineseVerbReadsAsItsOrder(t *testing.T) {
	for want, words := range map[string][]string{
		"ACTIVATE":    {"啟動", "启动", "激活"},
		"FIRE":        {"開火", "开火", "執行砲擊", "执行炮击", "執行炮擊"},
		"CANCEL":      {"取消"},
		"ATTACK":      {"攻擊", "攻击"},
		"MOVE":        {"移動", "移动"},
		"ROAD":        {"道路", "沿路"},
		"ENTER":       {"登場", "登场", "增援", "進場", "进场", "入場", "入场"},
		"PONTOON":     {"浮橋", "浮桥"},
		"BOMBARD":     {"砲擊", "炮擊", "炮击", "宣佈砲擊", "宣布炮击", "砲轟", "炮轟", "炮轰"},
		"ASK":         {"詢問", "询问"},
		"CONCEDE":     {"投降"},
		"DONE":        {"完成", "略過", "略过"},
		"CONTINUE":    {"續行", "续行", "照舊", "照旧"},
		"BLOCK":       {"防堵", "阻擋", "阻挡"},
		"COUNTERFIRE": {"反擊", "反击", "砲兵反擊", "炮兵反击"},
		"FRONT":       {"第一線", "第一线", "前線", "前线"},
		"PURSUE":      {"追擊", "追击"},
		"RETREAT":     {"撤退", "退卻", "退却"},
		"ADVANCE":     {"前進", "前进", "推進", "推进"},
		"HIT":         {"打擊", "打击"},
		"LOSS":        {"損失", "损失", "受損", "受损"},
		"FORGET":      {"刪除", "删除", "忘記", "忘记"},
	} {
		for _, w := range words {
			if got, ok := verbWord(w); !ok || got != want {
				t.Errorf("%s reads as %q (%v), want %s", w, got, ok, want)
			}
		}
	}
}

// The words players write for ENTER, RETREAT and the rest read as whole
// lines do, spaced or not.
func TestChineseSynonymsReadAsTheirLines(t *testing.T) {
	sc, _ := LoadScenario("sample")
	for in, want := range map[string]string{
		"進場 A05 PDB":   "ENTER A05 PDB",
		"进场A05佩德拉博纳":   "ENTER A05 PDB",
		"入場 A05 PDB":   "ENTER A05 PDB",
		"退卻 馬倫哥 格羅薩農莊": "RETREAT MAR CGR",
		"推進 * 不要":      "ADVANCE * NO",
		"阻挡 * 全部":      "BLOCK * ALL",
		"前線 * 最佳":      "FRONT * BEST",
		"砲轟 A08":       "BOMBARD A08",
	} {
		_, echo, probs := parseLines(sc, Austria, modePlan, numbered([]string{in}))
		if len(probs) > 0 || echo[0].Understood != want {
			t.Errorf("%q reads as %q (%v), want %q", in, echo[0].Understood, probs, want)
		}
	}
}

// A Chinese word that is no plan word gets a "did you mean" as an English
// slip does, naming the order in English and in Chinese; a word that
// could be two orders gets none.
func TestUnknownChineseWordIsSuggested(t *testing.T) {
	sc, _ := LoadScenario("sample")
	wordtest.SuggestsInChinese(t, "是否", map[string]string{
		"登台 A05 PDB": "登場（ENTER）",
		"进入场 A05":    "进场（ENTER）",
		"移往 A03 MAR": "移動（MOVE）",
		"移往A03到MAR":  "移動（MOVE）",
		"进攻 A03 A04": "", // 进 is ENTER's and ADVANCE's, 攻 ATTACK's
		"追趕 *":       "追擊（PURSUE）",
		"撤離 MAR":     "撤退（RETREAT）",
		"擊 A03":      "",
		"吃饭":         "",
	}, func(line string) (i18n.Text, string) {
		_, _, probs := parseLines(sc, Austria, modePlan, numbered([]string{line}))
		if len(probs) != 1 {
			return i18n.Text{}, fmt.Sprintf("%d problems, want 1", len(probs))
		}
		return probs[0].Message, ""
	})
	_, _, probs := parseLines(sc, Austria, modePlan, numbered([]string{"进场 A05 PDB"}))
	if len(probs) != 0 {
		t.Fatalf("进场 is read: %+v", probs)
	}
	_, _, probs = parseLines(sc, Austria, modePlan, numbered([]string{"登台 A05 PDB"}))
	if m := probs[0].Message; !strings.Contains(m.EN, "did you mean ENTER (登場)?") || !strings.Contains(m.Hans, "是否想写 登场（ENTER）？") {
		t.Errorf("the suggestion names the order in English and Chinese: %s / %s", m.EN, m.Hans)
	}
}

// A "did you mean" offers the order in the reader's script, whichever
// script the slip was typed in.
func TestSuggestionInTheReadersScript(t *testing.T) {
	sc, _ := LoadScenario("sample")
	refuse := func(line string) (i18n.Text, string) {
		_, _, probs := parseLines(sc, Austria, modePlan, numbered([]string{line}))
		if len(probs) != 1 {
			return i18n.Text{}, fmt.Sprintf("%d problems, want 1", len(probs))
		}
		return probs[0].Message, ""
	}
	wordtest.SuggestsInReadersScript(t, "登台 A05 PDB", "ENTER", "登場", "登场", refuse)
	wordtest.SuggestsInReadersScript(t, "进入场 A05", "ENTER", "進場", "进场", refuse)
	wordtest.SuggestsInReadersScript(t, "追趕 *", "PURSUE", "追擊", "追击", refuse)
}
