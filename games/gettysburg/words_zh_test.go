package gettysburg

import (
	"strings"
	"testing"

	"adjutant/games/internal/wordtest"
	"adjutant/templates/i18n"
)

// Every Chinese word a plan line may start with, in both scripts, and the
// kind of line it reads as: the rulebook's word and those players write.
func TestEveryChineseLineWordReadsAsItsKind(t *testing.T) {
	for want, words := range map[ItemKind][]string{
		ItemPass:          {"略過", "略过", "跳過", "跳过"},
		ItemAsk:           {"詢問", "询问"},
		ItemHQ:            {"指揮部", "指挥部", "總部", "总部", "司令部"},
		ItemReturn:        {"重返", "歸隊", "归队", "返回"},
		ItemChoose:        {"殘兵", "残兵"},
		ItemSharpshooters: {"神射手", "神槍手", "神枪手"},
		ItemStay:          {"戰鬥", "战斗", "戰鬥狀態", "战斗状态"},
		ItemKeep:          {"保留"},
		ItemWithdraw:      {"撤退", "撤離", "撤离"},
		ItemMove:          {"移動", "移动", "進場", "进场", "入場", "入场"},
		ItemAttack:        {"攻擊", "攻击", "進攻", "进攻"},
		ItemArtillery:     {"炮火支援", "砲火支援", "炮兵支援", "砲兵支援"},
		ItemRange:         {"指揮範圍", "指挥范围"},
		ItemRetreat:       {"退路", "撤退路線", "撤退路线"},
	} {
		for _, w := range words {
			if got, ok := keywords[w]; !ok || got != want {
				t.Errorf("%s reads as %q (%v), want %s", w, got, ok, want)
			}
		}
	}
}

// The words players write read as whole lines, spaced or not.
func TestChineseSynonymsReadAsTheirLines(t *testing.T) {
	sc, _ := LoadScenario("sample")
	for _, c := range []struct {
		stage Stage
		in    string
		want  ItemKind
	}{
		{StageMove, "跳過", ItemPass},
		{StageMove, "跳过", ItemPass},
		{StageCommand, "司令部 0803", ItemHQ},
		{StageCommand, "戰鬥狀態 HE", ItemStay},
		{StageCommand, "战斗状态HE", ItemStay},
		{StageCommand, "撤離 HE", ItemWithdraw},
		{StageCommand, "撤离 HE", ItemWithdraw},
		{StageMove, "入場 HE 1004", ItemMove},
		{StageAttack, "進攻 HE 1C", ItemAttack},
		{StageAttack, "HE 进攻 1C", ItemAttack},
		{StageAttack, "HE进攻1C", ItemAttack},
		{StageAttack, "炮兵支援 全部", ItemArtillery},
	} {
		it, ok, p := parseLine(sc, Confederate, c.stage, 1, c.in)
		if !ok || p != nil || it.Kind != c.want {
			t.Errorf("%q reads as %q (%v), want %s", c.in, it.Kind, p, c.want)
		}
	}
}

// A Chinese word that is no plan word gets a "did you mean" naming the
// line's word in English and Chinese, as an English slip does; a word
// that could start two kinds of line gets none.
func TestUnknownChineseWordIsSuggested(t *testing.T) {
	sc, _ := LoadScenario("sample")
	wordtest.SuggestsInChinese(t, "是否", map[string]string{
		"跳过了":        "跳过（PASS）",
		"移往 HE 1004": "移動（MOVE）",
		"攻打 HE 1C":   "攻擊（ATTACK）",
		"攻打HE1C":     "攻擊（ATTACK）",
		"司令 0803":    "司令部（HQ）",
		"指挥所 0803":   "", // 指挥 starts HQ and RANGE alike
		"神射 1203":    "神射手（SHARPSHOOTERS）",
		"退卻 HE":      "",
		"吃饭":         "",
	}, func(line string) (i18n.Text, string) {
		if _, _, p := parseLine(sc, Confederate, StageMove, 1, line); p != nil {
			return p.Message, ""
		}
		return i18n.Text{}, "accepted"
	})
	_, _, p := parseLine(sc, Confederate, StageMove, 1, "攻打 HE 1C")
	if !strings.Contains(p.Message.EN, "did you mean ATTACK (攻擊)?") {
		t.Errorf("the suggestion names the line's word in English and Chinese: %s", p.Message.EN)
	}
}

// A "did you mean" offers the plan word in the reader's script, whichever
// script the slip was typed in.
func TestSuggestionInTheReadersScript(t *testing.T) {
	sc, _ := LoadScenario("sample")
	refuse := func(line string) (i18n.Text, string) {
		if _, _, p := parseLine(sc, Confederate, StageMove, 1, line); p != nil {
			return p.Message, ""
		}
		return i18n.Text{}, "accepted"
	}
	wordtest.SuggestsInReadersScript(t, "跳过了", "PASS", "跳過", "跳过", refuse)
	wordtest.SuggestsInReadersScript(t, "移往 HE 1004", "MOVE", "移動", "移动", refuse)
	wordtest.SuggestsInReadersScript(t, "攻打 HE 1C", "ATTACK", "攻擊", "攻击", refuse)
}
