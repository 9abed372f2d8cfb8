package orders

import (
	"errors"
	"strings"
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
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
		if !strings.Contains(pe.Msg.Hant, c.want) || !strings.Contains(pe.Msg.Hans, c.want) {
			t.Errorf("%q: no suggestion %s: %s / %s", c.in, c.want, pe.Msg.Hant, pe.Msg.Hans)
		}
	}
	_, err := ParseOrder(names, "陆军 巴黎 支助 布根第")
	if !strings.Contains(err.Error(), "did you mean SUPPORT (支援), as in “陆军巴黎 支援 布根第”?") {
		t.Errorf("the English names the order in English and Chinese: %v", err)
	}
	_, err = ParseOrder(names, "建设 陆军 柏林")
	if !strings.Contains(err.Error(), "did you mean BUILD (建立)?") {
		t.Errorf("a stray Chinese word before the unit: %v", err)
	}
}
