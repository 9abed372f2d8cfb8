package orders

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/games/internal/wordtest"
	"adjutant/templates/i18n"
)

// Every Chinese order word, in both scripts, and the order it reads as:
// the rulebook's word and those players write for it, spaced or run
// together with the places.
func TestEveryChineseOrderWordReadsAsItsOrder(t *testing.T) {
	names := dipmap.StandardNames()
	for want, lines := range map[dip.OrderKind][]string{
		dip.Move: {"陸軍 巴黎 移動 布根第", "陆军 巴黎 移动 布根第", "陸軍 巴黎 攻擊 布根第", "陆军 巴黎 攻击 布根第",
			"陸軍 巴黎 進攻 布根第", "陆军 巴黎 进攻 布根第", "陸軍 巴黎 進軍 布根第", "陆军 巴黎 进军 布根第",
			"陸軍 巴黎 移至 布根第", "陸軍 巴黎 移到 布根第", "陸軍 巴黎 移往 布根第", "陸軍巴黎移往布根第",
			"陸軍 巴黎 移動到 布根第", "陆军 巴黎 移动到 布根第", "陸軍 巴黎 前往 布根第", "陸軍 巴黎 進入 布根第", "陆军 巴黎 进入 布根第"},
		dip.Support: {"陸軍 慕尼黑 支援 陸軍 巴黎 移動 布根第", "陸軍 慕尼黑 支持 陸軍 巴黎 移動 布根第",
			"陸軍 慕尼黑 協助 陸軍 巴黎 移動 布根第", "陆军 慕尼黑 协助 陆军 巴黎 移动 布根第", "陸軍慕尼黑援助陸軍巴黎移動布根第"},
		dip.Convoy: {"艦隊 北海 護航 陸軍 倫敦 移動 挪威", "舰队 北海 护航 陆军 伦敦 移动 挪威", "艦隊 北海 運送 陸軍 倫敦 移動 挪威",
			"艦隊 北海 運輸 陸軍 倫敦 移動 挪威", "舰队 北海 运输 陆军 伦敦 移动 挪威", "艦隊 北海 海運 陸軍 倫敦 移動 挪威", "舰队北海海运陆军伦敦移动挪威"},
		dip.Hold: {"陸軍 巴黎 留守", "陸軍 巴黎 駐守", "陆军 巴黎 驻守", "陸軍 巴黎 不動", "陆军 巴黎 不动", "陸軍 巴黎 固守",
			"陸軍 巴黎 防守", "陸軍 巴黎 堅守", "陆军 巴黎 坚守", "陸軍 巴黎 守住", "陆军巴黎待命"},
		dip.Retreat: {"陸軍 巴黎 撤退 布根第", "陸軍 巴黎 撤至 布根第", "陸軍 巴黎 退到 布根第", "陸軍 巴黎 撤退到 布根第",
			"陸軍 巴黎 退卻 布根第", "陆军 巴黎 退却 布根第", "陸軍 巴黎 撤離 布根第", "陆军巴黎撤离布根第"},
		dip.Disband: {"陸軍 巴黎 復員", "陆军 巴黎 复员", "陸軍 巴黎 解散", "陸軍 巴黎 遣散"},
		dip.Build: {"成軍 陸軍 巴黎", "成军 陆军 巴黎", "動員 陸軍 巴黎", "动员 陆军 巴黎", "建立 陸軍 巴黎", "建造 陸軍 巴黎",
			"新建 陸軍 巴黎", "組建 陸軍 巴黎", "组建 陆军 巴黎"},
	} {
		for _, in := range lines {
			o, err := ParseOrder(names, in)
			if err != nil || o.Kind != want {
				t.Errorf("%s reads as %v (%v), want %v", in, o.Kind, err, want)
			}
		}
	}
}

// A Chinese word that is no order word gets a "did you mean" naming the
// order in English and Chinese, and the order as it would read with it;
// an English slip likewise. A word no order's characters point to gets
// the list of the order words alone.
func TestUnknownOrderWordIsSuggested(t *testing.T) {
	names := dipmap.StandardNames()
	for _, c := range []struct{ in, want, order string }{
		{"陆军 巴黎 支助 布根第", "支援（SUPPORT）", "陆军巴黎 支援 布根第"},
		{"陸軍 慕尼黑 支撐 陸軍 巴黎 移動 布根第", "支援（SUPPORT）", "陸軍慕尼黑 支援 陸軍巴黎移動布根第"},
		{"陸軍 巴黎 移去 布根第", "", ""}, // 移 is MOVE's and REMOVE's (移除)
		{"陆军 巴黎 进发 布根第", "进入（MOVE）", "陆军巴黎 进入 布根第"},
		{"陆军 巴黎 守卫", "守住（HOLD）", "陆军巴黎 守住"},
		{"陸軍 巴黎 解編", "解散（DISBAND）", "陸軍巴黎 解散"},
		{"A Par supprot Bur", "SUPPORT", "A Par support Bur"},
		{"陸軍 巴黎 吃飯", "", ""},
		{"A Kie hol", "", "A Kie - Hol"}, // a place: the move, not HOLD
	} {
		_, err := ParseOrder(names, c.in)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%q: %v, want a *ParseError", c.in, err)
			continue
		}
		if pe.Suggestion != c.order {
			t.Errorf("%q: suggestion %q, want %q", c.in, pe.Suggestion, c.order)
		}
		if c.want == "" {
			if strings.Contains(pe.Msg.Hant, "是否想寫") {
				t.Errorf("%q: a guess: %s", c.in, pe.Msg.Hant)
			}
			continue
		}
		if !strings.Contains(pe.Msg.Hant+pe.Msg.Hans, c.want) {
			t.Errorf("%q: no suggestion %s: %s / %s", c.in, c.want, pe.Msg.Hant, pe.Msg.Hans)
		}
	}
	_, err := ParseOrder(names, "陆军 巴黎 支助 布根第")
	if !strings.Contains(err.Error(), "did you mean SUPPORT (支援), as in “陆军巴黎 支援 布根第”?") {
		t.Errorf("the English names the order in English and Chinese: %v", err)
	}
	_, err = ParseOrder(names, "建设 陆军 柏林")
	if !strings.Contains(err.Error(), "did you mean BUILD (建立), as in “建立 陆军柏林”?") {
		t.Errorf("a stray Chinese word before the unit: %v", err)
	}
}

// 海運 is a convoy word, and every sea but two ends in 海: a fleet in a
// sea that convoys, written without spaces ("艦隊北海運送…"), keeps its sea
// whole, as it did before 海運 was read. So does the Barents Sea's short
// name before 援助 (巴倫支援助: not 支援).
func TestSeaNameBeforeAnOrderWordStaysWhole(t *testing.T) {
	names := dipmap.StandardNames()
	seas := map[string]string{}
	for _, e := range names.All() {
		if (e.Kind == dipmap.NameHant || e.Kind == dipmap.NameHans) && strings.HasSuffix(e.Text, "海") {
			seas[e.Text] = string(e.Prov)
		}
	}
	if len(seas) < 20 {
		t.Fatalf("only %d Chinese sea names end in 海: %v", len(seas), seas)
	}
	for sea, prov := range seas {
		for _, verb := range []string{"運送", "运送", "運輸", "运输", "海運", "护航"} {
			in := "艦隊" + sea + verb + "陸軍倫敦移動挪威"
			o, err := ParseOrder(names, in)
			if err != nil || o.Kind != dip.Convoy || string(o.At.Prov) != prov || o.Other.Prov != "lon" || o.OtherTo.Prov != "nwy" {
				t.Errorf("%s: %+v (%v), want %s convoying A Lon - Nwy", in, o, err, prov)
			}
		}
	}
	for in, want := range map[string]string{
		"艦隊巴倫支援助艦隊挪威海":    "bar",
		"舰队巴伦支援助舰队挪威海":    "bar",
		"艦隊北海協助陸軍倫敦移動約克郡": "nth",
	} {
		o, err := ParseOrder(names, in)
		if err != nil || o.Kind != dip.Support || string(o.At.Prov) != want {
			t.Errorf("%s: %+v (%v), want a support from %s", in, o, err, want)
		}
	}
}

// A "did you mean" offers an order only when that order reads: a word
// whose guess would leave the order short ("撤回": RETREAT without a
// destination; "保持": SUPPORT of nothing), with words over ("不移動") or
// for a convoy by an army gets the list of the order words instead.
func TestSuggestedOrderIsOneTheJudgeReads(t *testing.T) {
	names := dipmap.StandardNames()
	for _, in := range []string{"陸軍 巴黎 撤回", "陆军 巴黎 保持", "陸軍 巴黎 裁撤", "陸軍 巴黎 不移動",
		"普魯士 不是 west 的國家", "陆军 巴黎 护送 陆军 马赛 移动 布根第", "A Par cnovoy A Mar - Bur"} {
		_, err := ParseOrder(names, in)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Fatalf("%q: %v, want a *ParseError", in, err)
		}
		if pe.Suggestion != "" || strings.Contains(pe.Msg.Hant, "是否想寫") || strings.Contains(pe.Msg.EN, "did you mean") {
			t.Errorf("%q: offers %q: %s", in, pe.Suggestion, pe.Msg.EN)
		}
		if !strings.Contains(pe.Msg.EN, "write - to move") {
			t.Errorf("%q: no list of the order words: %s", in, pe.Msg.EN)
		}
	}
	for _, in := range []string{"陆军 巴黎 支助 布根第", "陸軍 巴黎 攻打 布根第", "陆军 巴黎 守备", "陆军 巴黎 撤 布根第",
		"艦隊 北海 運兵 陸軍 倫敦 移動 挪威", "舰队 北海 护送 陆军 伦敦 移动 挪威", "A Par supprot Bur", "A Par hodl", "F Nth cnovoy A Lon - Nwy"} {
		_, err := ParseOrder(names, in)
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Suggestion == "" {
			t.Errorf("%q: %v, want a suggested order", in, err)
			continue
		}
		if _, err := ParseOrder(names, pe.Suggestion); err != nil {
			t.Errorf("%q: the suggestion %q does not read: %v", in, pe.Suggestion, err)
		}
	}
}

// The word a "did you mean" offers is in the script the order is written
// in, when the unknown word itself shows none (攻打 is the same in both).
func TestSuggestedWordIsInTheOrdersScript(t *testing.T) {
	names := dipmap.StandardNames()
	for in, want := range map[string]string{
		"陸軍 巴黎 攻打 布根第":         "陸軍巴黎 攻擊 布根第",
		"陆军 巴黎 攻打 布根第":         "陆军巴黎 攻击 布根第",
		"艦隊 北海 載運 陸軍 倫敦 移動 挪威": "艦隊北海 海運 陸軍倫敦移動挪威",
		"舰队 北海 载运 陆军 伦敦 移动 挪威": "舰队北海 海运 陆军伦敦移动挪威",
	} {
		_, err := ParseOrder(names, in)
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Suggestion != want {
			t.Errorf("%q: suggestion %q, want %q (%v)", in, pe.Suggestion, want, err)
		}
	}
}

// 撤離 and 退卻 are retreat words, which players also use for pulling a
// unit back. In a movement phase a retreat is refused, as the classic
// judges refuse "A Bur R Bel", and the refusal says how to write the move.
func TestRetreatInAMovementPhaseNamesTheMove(t *testing.T) {
	names, m, pos := dipmap.StandardNames(), dipmap.Standard(), dipmap.StandardPosition()
	for in, want := range map[string][3]string{
		"陸軍巴黎撤離布根第":   {"to move, write “A Par - Bur”", "若要移動，請寫「陸軍 巴黎 移動 布根第」", "若要移动，请写“陆军 巴黎 移动 布根第”"},
		"陆军巴黎退却皮卡第":   {"to move, write “A Par - Pic”", "若要移動，請寫「陸軍 巴黎 移動 皮卡第」", "若要移动，请写“陆军 巴黎 移动 皮卡第”"},
		"A Par R Gas": {"to move, write “A Par - Gas”", "若要移動，請寫「陸軍 巴黎 移動 格斯肯利」", "若要移动，请写“陆军 巴黎 移动 格斯肯利”"},
	} {
		got := Parse(names, m, pos, dip.France, SplitLines(in), nil)
		if len(got.Orders) != 0 || len(got.Lines) != 1 {
			t.Fatalf("%s: a retreat in a movement phase was taken: %+v", in, got.Orders)
		}
		for i, lang := range []i18n.Lang{i18n.English, i18n.TraditionalChinese, i18n.SimplifiedChinese} {
			if msg := problemsByLine(got, lang)[1]; !strings.Contains(msg, want[i]) {
				t.Errorf("%s in %v: %q, want %q", in, lang, msg, want[i])
			}
		}
		if s := got.Lines[0].Suggestion; s != strings.TrimPrefix(strings.TrimSuffix(want[0], "”"), "to move, write “") {
			t.Errorf("%s: suggestion %q", in, s)
		}
	}
}

// A misspelt verb before the unit gets its "did you mean" in English as in
// Chinese, with the order as it would read, when that order reads.
func TestStrayVerbBeforeTheUnitIsSuggested(t *testing.T) {
	names := dipmap.StandardNames()
	for _, c := range []struct{ in, en, order string }{
		{"Biuld F Edi", "did you mean BUILD, as in “build F Edi”?", "build F Edi"},
		{"Retraet A Gal Boh", "did you mean RETREAT, as in “retreat A Gal Boh”?", "retreat A Gal Boh"},
		{"建设 陆军 柏林", "did you mean BUILD (建立), as in “建立 陆军柏林”?", "建立 陆军柏林"},
		{"建設 艦隊 基爾", "did you mean BUILD (建立), as in “建立 艦隊基爾”?", "建立 艦隊基爾"},
		{"Buildd A", "", ""}, // no unit after it: not a stray verb
	} {
		_, err := ParseOrder(names, c.in)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Fatalf("%q: %v", c.in, err)
		}
		if c.en == "" {
			if strings.Contains(pe.Msg.EN, "did you mean") && pe.Suggestion != "" {
				t.Errorf("%q: a guess: %s", c.in, pe.Msg.EN)
			}
			continue
		}
		if !strings.Contains(pe.Msg.EN, c.en) || pe.Suggestion != c.order {
			t.Errorf("%q: %s (suggestion %q), want %s", c.in, pe.Msg.EN, pe.Suggestion, c.en)
		}
		if _, err := ParseOrder(names, pe.Suggestion); err != nil {
			t.Errorf("%q: the suggestion %q does not read: %v", c.in, pe.Suggestion, err)
		}
	}
}

// In a retreat phase, a line whose word after the unit is no order word is
// told the retreat phase's words, not the movement phase's (move, support,
// convoy, hold).
func TestNoVerbInARetreatPhaseNamesTheRetreatWords(t *testing.T) {
	names, m := dipmap.StandardNames(), dipmap.Standard()
	got := Parse(names, m, retreatPosition(), dip.France, SplitLines("艦隊 布勒斯特 撤回\nF Bre xyz Mao\nF Bre Mao"), nil)
	for lang, want := range map[i18n.Lang]string{
		i18n.English:            "in a retreat phase write - and the place to retreat to (A Bur - Pic) or D to disband (A Bur D)",
		i18n.TraditionalChinese: "撤退期請寫「撤退」和目的地（陸軍 布根第 撤退 皮卡第），或寫「復員」（陸軍 布根第 復員）",
		i18n.SimplifiedChinese:  "撤退期请写“撤退”和目的地（陆军 布根第 撤退 皮卡第），或写“复员”（陆军 布根第 复员）",
	} {
		probs := problemsByLine(got, lang)
		for _, n := range []int{1, 2} {
			if !strings.Contains(probs[n], want) || strings.Contains(probs[n], "S to support") || strings.Contains(probs[n], "支援") {
				t.Errorf("line %d in %v: %q, want %q", n, lang, probs[n], want)
			}
		}
	}
	if got.Lines[2].Suggestion != "F Bre - Mao" {
		t.Errorf("“F Bre Mao”: suggestion %q, want the retreat", got.Lines[2].Suggestion)
	}
	if len(got.Orders) != 0 {
		t.Errorf("a refused line was taken: %+v", got.Orders)
	}
}

// In an adjustment phase likewise: the words of that phase, and no move
// offered ("F Lon Nth" is no adjustment).
func TestNoVerbInAnAdjustmentPhaseNamesTheAdjustmentWords(t *testing.T) {
	names, m := dipmap.StandardNames(), dipmap.Standard()
	pos := dipmap.StandardPosition()
	pos.Phase = dip.Phase{Year: 1901, Season: dip.Fall, Kind: dip.AdjustmentPhase}
	got := Parse(names, m, pos, dip.England, SplitLines("艦隊 倫敦 撤回\nF Lon Nth"), nil)
	for lang, want := range map[i18n.Lang]string{
		i18n.English:            "in an adjustment phase write Build A Par, Remove A War or Waive",
		i18n.TraditionalChinese: "部隊數目調整期請寫「成軍 陸軍 巴黎」、「陸軍 華沙 復員」或「放棄」",
		i18n.SimplifiedChinese:  "部队数目调整期请写“成军 陆军 巴黎”、“陆军 华沙 复员”或“放弃”",
	} {
		probs := problemsByLine(got, lang)
		for _, n := range []int{1, 2} {
			if !strings.Contains(probs[n], want) || strings.Contains(probs[n], "Lon - Nth") {
				t.Errorf("line %d in %v: %q, want %q", n, lang, probs[n], want)
			}
		}
	}
	if got.Lines[1].Suggestion != "" {
		t.Errorf("“F Lon Nth”: suggestion %q in an adjustment phase", got.Lines[1].Suggestion)
	}
}

// "進軍到布根第", "进攻到布根第", "撤退去皮卡第": a move or retreat word with
// 到, 至, 往 or 去 after it, written without spaces, reads as the word alone.
func TestMoveWordWithToAfterIt(t *testing.T) {
	names := dipmap.StandardNames()
	for in, want := range map[string]dip.OrderKind{
		"陸軍巴黎進軍到布根第":    dip.Move,
		"陆军巴黎进攻到布根第":    dip.Move,
		"陆军 巴黎 进军到 布根第": dip.Move,
		"陸軍巴黎移動去布根第":    dip.Move,
		"陸軍巴黎攻擊至布根第":    dip.Move,
		"陸軍巴黎撤退去布根第":    dip.Retreat,
		"陆军巴黎撤离到布根第":    dip.Retreat,
	} {
		o, err := ParseOrder(names, in)
		if err != nil || o.Kind != want || o.To.Prov != "bur" {
			t.Errorf("%s: %+v (%v), want %v to bur", in, o, err, want)
		}
	}
}

// A "did you mean" offers the order word in the reader's script, whichever
// script the slip was typed in; the order it would read stays as written.
func TestSuggestionInTheReadersScript(t *testing.T) {
	names := dipmap.StandardNames()
	refuse := func(line string) (i18n.Text, string) {
		_, err := ParseOrder(names, line)
		var pe *ParseError
		if !errors.As(err, &pe) {
			return i18n.Text{}, fmt.Sprintf("%v, want a *ParseError", err)
		}
		return pe.Msg, ""
	}
	wordtest.SuggestsInReadersScript(t, "陆军 巴黎 进发 布根第", "MOVE", "進入", "进入", refuse)
	wordtest.SuggestsInReadersScript(t, "陸軍 巴黎 解編", "DISBAND", "解散", "解散", refuse)
	wordtest.SuggestsInReadersScript(t, "建设 陆军 柏林", "BUILD", "建立", "建立", refuse)
	wordtest.SuggestsInReadersScript(t, "陸軍 巴黎 進發 布根第", "MOVE", "進入", "进入", refuse)
}
