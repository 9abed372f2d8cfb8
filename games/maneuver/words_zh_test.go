package maneuver

import (
	"fmt"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/internal/wordtest"
	"adjutant/templates/i18n"
)

// Every Chinese word a plan line may start with, in both scripts, and the
// verb it reads as: the rulebook's word and those players write for it.
func TestEveryChineseVerbReadsAsItsOrder(t *testing.T) {
	for want, words := range map[string][]string{
		"TILES":     {"地圖塊", "地图块", "地圖", "地图"},
		"NATION":    {"國家", "国家"},
		"EDGE":      {"邊", "边", "起始邊", "起始边"},
		"HAND":      {"手牌"},
		"DEPLOY":    {"部署"},
		"DISCARD":   {"棄牌", "弃牌", "丟牌", "丢牌"},
		"SCOUT":     {"偵察", "侦察", "間諜", "间谍"},
		"ASK":       {"詢問", "询问"},
		"CONTINUE":  {"續行", "续行"},
		"MOVE":      {"移動", "移动"},
		"SUPPLY":    {"補給", "补给"},
		"FORCED":    {"強行軍", "强行军", "急行軍", "急行军"},
		"ASSAULT":   {"突擊", "突击", "攻擊", "攻击", "進攻", "进攻"},
		"AMBUSH":    {"伏擊", "伏击"},
		"BOMBARD":   {"炮擊", "炮击", "砲擊", "炮轟", "炮轰", "砲轟"},
		"VOLLEY":    {"齊射", "齐射"},
		"BATTERY":   {"炮兵連", "炮兵连", "砲兵連"},
		"PLAY":      {"加", "增加", "打出", "出牌"},
		"LEADER":    {"領袖", "领袖"},
		"SKIRMISH":  {"佯攻"},
		"IF":        {"如果", "若"},
		"RESULT":    {"結果", "结果"},
		"ADVANCE":   {"推進", "推进", "前進", "前进"},
		"LOSS":      {"損失", "损失"},
		"RESTORE":   {"恢復", "恢复", "重整", "回復", "回复"},
		"REDOUBT":   {"戰壕", "战壕"},
		"DEFEND":    {"防守"},
		"WITHDRAW":  {"撤離", "撤离"},
		"GUERRILLA": {"游擊隊", "游击队", "游擊", "游击"},
		"CHOOSE":    {"選擇", "选择"},
		"SIDE":      {"側", "侧", "方向"},
	} {
		for _, w := range words {
			if got := verbs[w]; got != want {
				t.Errorf("%s reads as %q, want %s", w, got, want)
			}
		}
	}
}

// The words players write read as whole lines.
func TestChineseSynonymsReadAsTheirLines(t *testing.T) {
	front(t).accepts("移動 LIN A7", "攻擊 HUS D5 用 F36")
	front(t).accepts("移动 LIN A7", "进攻HUS D5 用 F36")
	front(t).accepts("MOVE LIN A7", "ASSAULT HUS D5 WITH F36", "前進 HUS")
	// A Forced March with no such card in hand: refused for the card, so
	// read as FORCED.
	res := front(t).submit(Blue, "MOVE LIN A7", "急行军 F49 LIN A6")
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "F49") {
		t.Errorf("急行军 F49 LIN A6: %+v", res.Problems)
	}
}

// A Chinese word that is no plan word gets a "did you mean" naming the
// verb in English and Chinese, as an English slip does; a word whose
// characters belong to two verbs gets none.
func TestUnknownChineseWordIsSuggested(t *testing.T) {
	wordtest.SuggestsInChinese(t, "是否", map[string]string{
		"移往 LIN A7":  "移動（MOVE）",
		"攻打 HUS D5":  "", // 攻 is in 突擊 and 佯攻, 打 in 打出
		"突撃 HUS D5":  "突擊（ASSAULT）",
		"齐射击 ART D5": "齐射（VOLLEY）",
		"丟掉 F01":     "丟牌（DISCARD）",
		"撤退 HUS":     "撤離（WITHDRAW）", // the Withdraw card is 撤退
		"吃饭":         "",
	}, func(line string) (i18n.Text, string) {
		res := front(t).submit(Blue, line)
		if len(res.Problems) != 1 {
			return i18n.Text{}, fmt.Sprintf("problems %+v", res.Problems)
		}
		return res.Problems[0].Message, ""
	})
	res := front(t).submit(Blue, "突袭 HUS D5")
	if m := res.Problems[0].Message; !strings.Contains(m.EN, "did you mean ASSAULT (突击)?") {
		t.Errorf("the suggestion names the verb in English and Chinese: %s", m.EN)
	}
}

// The position in Chinese keeps to full-width punctuation around the
// codes it quotes: the eliminated units after the count, and each
// nation's key in the list of nations to choose from.
func TestChineseStatusPunctuation(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D7").place(Red, "FGD", "D2")
	i, _ := f.s.nations[Red].UnitIndex("FGD")
	f.s.Sides[Red].Units[i].Gone = true
	for _, c := range []struct {
		lang       i18n.Lang
		lost, list string
	}{
		{i18n.SimplifiedChinese, "被歼灭 1/8（FGD）；", "法兰西（FRANCE）："},
		{i18n.TraditionalChinese, "被殲滅 1/8（FGD）；", "法蘭西（FRANCE）："},
		{i18n.English, "1 of 8 units eliminated (FGD);", "France (FRANCE): "},
	} {
		if got := f.s.status(games.MasterView(), c.lang); !strings.Contains(got, c.lost) {
			t.Errorf("%s: the count lacks %q:\n%s", c.lang, c.lost, got)
		}
		f.s.Stage = StageNations
		got := f.s.status(games.MasterView(), c.lang)
		f.s.Stage = StageTurn
		if !strings.Contains(got, c.list) {
			t.Errorf("%s: the nations lack %q:\n%s", c.lang, c.list, got)
		}
	}
}

// A condition's number written otherwise than in digits is refused with
// what would be accepted, in the reader's language.
func TestConditionNumberRefusalSaysWhatIsAccepted(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D7").place(Red, "FGD", "D2")
	res := f.submit(Blue, "MOVE GRD D6", "如果 防御 >= 十 加 F46")
	if len(res.Problems) != 1 {
		t.Fatalf("problems %v", res.Problems)
	}
	for lang, want := range map[i18n.Lang]string{
		i18n.SimplifiedChinese: "防御请写 0 到 999 的阿拉伯数字，例如 如果 防御 >= 12 加 F46",
		i18n.English:           "write the defence in digits from 0 to 999, as in IF DEF >= 12 PLAY F46",
	} {
		if got := res.Problems[0].Render(lang); !strings.Contains(got, want) {
			t.Errorf("%s: %q lacks %q", lang, got, want)
		}
	}
}

// 恢複 mixes the scripts: a Simplified reader is offered 恢复, a
// Traditional one 恢復.
func TestSuggestionInTheReadersScript(t *testing.T) {
	res := front(t).submit(Blue, "恢複 LIN")
	if len(res.Problems) != 1 {
		t.Fatalf("problems %+v", res.Problems)
	}
	m := res.Problems[0].Message
	if !strings.Contains(m.Hans, "恢复（RESTORE）") || strings.Contains(m.Hans, "恢復") {
		t.Errorf("the Simplified reply offers: %s", m.Hans)
	}
	if !strings.Contains(m.Hant, "恢復（RESTORE）") {
		t.Errorf("the Traditional reply offers: %s", m.Hant)
	}
}
