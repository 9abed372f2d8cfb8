package orders

import (
	"strings"
	"testing"

	"adjutant/games/internal/wordtest"
	"adjutant/templates/i18n"
)

// Every Chinese word that starts an order, in both scripts, and the order
// it reads as: the rulebook's word and those players write for it.
func TestEveryChineseOrderWordReadsAsItsOrder(t *testing.T) {
	sc := village(t)
	for want, words := range map[string][]string{
		"RALLY NONE":         {"回復 無", "回复 无", "重整 無", "恢復 無", "恢复 无"},
		"NORALLY R1":         {"不回復 R1", "不回复 R1"},
		"KEEPDM R1":          {"保留DM R1", "保留絕望 R1", "保留绝望 R1"},
		"NOREPAIR R20":       {"不修理 R20", "不修復 R20", "不修复 R20"},
		"TRANSFER R20 TO R5": {"轉交 R20 給 R5", "转交 R20 给 R5", "移交 R20 給 R5"},
		"PREP R4 AT vJ4":     {"準備射擊 R4 向 vJ4", "准备射击 R4 向 vJ4", "預備射擊 R4 向 vJ4", "预备射击 R4 向 vJ4"},
		"MOVE R7 vF3":        {"移動 R7 vF3", "移动 R7 vF3"},
		"AFIRE R7 AT vJ4":    {"前進射擊 R7 向 vJ4", "前进射击 R7 向 vJ4", "行進間射擊 R7 向 vJ4", "行进间射击 R7 向 vJ4"},
		"ROUT R7 vE4":        {"潰退 R7 vE4", "溃退 R7 vE4", "潰逃 R7 vE4", "溃逃 R7 vE4"},
		"ADVANCE R7 vF3":     {"突擊 R7 vF3", "突击 R7 vF3", "突撃 R7 vF3", "前進 R7 vF3", "前进 R7 vF3", "推進 R7 vF3", "推进 R7 vF3"},
		"CC R7 AT ANY":       {"肉搏 R7 向 任何", "肉搏戰 R7 向 任何", "肉搏战 R7 向 任何", "近戰 R7 向 任何", "近战 R7 向 任何", "白刃戰 R7 向 任何", "白刃战 R7 向 任何"},
		"FIRE vJ4 AT ANY":    {"射擊 vJ4 於 任何", "射击 vJ4 于 任何", "開火 vJ4 於 任何", "开火 vJ4 于 任何"},
		"ASK AT vF3":         {"詢問 於 vF3", "询问 于 vF3", "問 於 vF3", "问 于 vF3"},
		"NOFIRE":             {"不射擊", "不射击", "停火", "不開火", "不开火"},
		"PASS":               {"略過", "略过", "完成", "跳過", "跳过"},
		"LOS vD5 vJ4":        {"視線 vD5 vJ4", "视线 vD5 vJ4"},
		"ROUT R7 CRAWL vE4":  {"潰退 R7 低爬行 vE4", "溃退 R7 爬行 vE4", "潰逃 R7 匍匐 vE4"},
	} {
		for _, line := range words {
			readsAs(t, sc, line, want)
		}
	}
}

// A Chinese word that starts no order gets a "did you mean" naming the
// order in English and Chinese, as an English slip does; a word whose
// characters belong as much to two orders gets none.
func TestUnknownChineseWordIsSuggested(t *testing.T) {
	sc := village(t)
	wordtest.SuggestsInChinese(t, "是不是", map[string]string{
		"撤退 R7 vE4":  "潰退（ROUT）",
		"溃散 R7 vE4":  "溃退（ROUT）",
		"视綫 vD5 vJ4": "视线（LOS）",
		"肉博 R7":      "肉搏（CC）",
		"射撃 vJ4":     "射擊（FIRE）",
		"行进射击 R7":    "前进射击（AFIRE）",
		"吃饭":         "",
	}, func(line string) (i18n.Text, string) {
		if _, why := ParseLine(sc, line); why != nil {
			return *why, ""
		}
		return i18n.Text{}, "accepted"
	})
	if _, why := ParseLine(sc, "撤退 R7 vE4"); !strings.Contains(why.EN, "did you mean ROUT (潰退)?") {
		t.Errorf("the suggestion names the order in English and Chinese: %s", why.EN)
	}
}

// A "did you mean" offers the order in the reader's script, whichever
// script the slip was typed in.
func TestSuggestionInTheReadersScript(t *testing.T) {
	sc := village(t)
	refuse := func(line string) (i18n.Text, string) {
		if _, why := ParseLine(sc, line); why != nil {
			return *why, ""
		}
		return i18n.Text{}, "accepted"
	}
	wordtest.SuggestsInReadersScript(t, "溃散 R7 vE4", "ROUT", "潰退", "溃退", refuse)
	wordtest.SuggestsInReadersScript(t, "潰散 R7 vE4", "ROUT", "潰退", "溃退", refuse)
	wordtest.SuggestsInReadersScript(t, "射撃 vJ4", "FIRE", "射擊", "射击", refuse)
}
