package orders

import (
	"errors"
	"strings"
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/games/diplomacy/render"
	"adjutant/templates/i18n"
)

func loc(s string) dip.Loc { return dip.ParseLoc(s) }

// orderCase is a line and the order ParseOrder must read it as.
type orderCase struct {
	in   string
	want dip.Order
}

// readsAs checks that ParseOrder reads each case's line as its order.
func readsAs(t *testing.T, names *dipmap.Names, cases []orderCase) {
	t.Helper()
	for _, c := range cases {
		got, err := ParseOrder(names, c.in)
		if err != nil || got != c.want {
			t.Errorf("ParseOrder(%q) = %+v, %v; want %+v", c.in, got, err, c.want)
		}
	}
}

func TestParseOrderForms(t *testing.T) {
	names := dipmap.StandardNames()
	A, F, N := dip.Army, dip.Fleet, dip.NoUnit
	cases := []struct {
		in   string
		want dip.Order
	}{
		// English, the forms of the issue.
		{"F Lon - Nth", dip.Order{Kind: dip.Move, Type: F, At: loc("lon"), To: loc("nth")}},
		{"Lon-Nth", dip.Order{Kind: dip.Move, Type: N, At: loc("lon"), To: loc("nth")}},
		{"A Par -> Bur", dip.Order{Kind: dip.Move, Type: A, At: loc("par"), To: loc("bur")}},
		{"Army Paris to Burgundy", dip.Order{Kind: dip.Move, Type: A, At: loc("par"), To: loc("bur")}},
		{"A Par m Bur", dip.Order{Kind: dip.Move, Type: A, At: loc("par"), To: loc("bur")}},
		{"A Par move Bur", dip.Order{Kind: dip.Move, Type: A, At: loc("par"), To: loc("bur")}},
		{"A Par moves to Bur.", dip.Order{Kind: dip.Move, Type: A, At: loc("par"), To: loc("bur")}},
		{"A Lvp - Edi via convoy", dip.Order{Kind: dip.Move, Type: A, At: loc("lvp"), To: loc("edi"), Via: true}},
		{"A Lon - Nwy by convoy", dip.Order{Kind: dip.Move, Type: A, At: loc("lon"), To: loc("nwy"), Via: true}},
		{"A Lon - Nth - Nwy", dip.Order{Kind: dip.Move, Type: A, At: loc("lon"), To: loc("nwy"), Via: true}},
		{"F Nth C A Lon - Nwy", dip.Order{Kind: dip.Convoy, Type: F, At: loc("nth"), OtherType: A, Other: loc("lon"), OtherTo: loc("nwy")}},
		{"F Nth convoys A Lon to Nwy", dip.Order{Kind: dip.Convoy, Type: F, At: loc("nth"), OtherType: A, Other: loc("lon"), OtherTo: loc("nwy")}},
		{"A Mun S A Par - Bur", dip.Order{Kind: dip.Support, Type: A, At: loc("mun"), OtherType: A, Other: loc("par"), OtherTo: loc("bur")}},
		{"A Mun supports A Par into Bur", dip.Order{Kind: dip.Support, Type: A, At: loc("mun"), OtherType: A, Other: loc("par"), OtherTo: loc("bur")}},
		{"A Mun S Bur", dip.Order{Kind: dip.Support, Type: A, At: loc("mun"), Other: loc("bur")}},
		{"A Mun S A Bur H", dip.Order{Kind: dip.Support, Type: A, At: loc("mun"), OtherType: A, Other: loc("bur")}},
		{"A Mun S Austrian A Tyr - Boh", dip.Order{Kind: dip.Support, Type: A, At: loc("mun"), OtherType: A, Other: loc("tyr"), OtherTo: loc("boh")}},
		{"F Lon S English Channel", dip.Order{Kind: dip.Support, Type: F, At: loc("lon"), Other: loc("eng")}},
		{"A Vie H", dip.Order{Kind: dip.Hold, Type: A, At: loc("vie")}},
		{"A Ber Holds", dip.Order{Kind: dip.Hold, Type: A, At: loc("ber")}},
		{"A Vie", dip.Order{Kind: dip.Hold, Type: A, At: loc("vie")}},
		{"Build F StP/nc", dip.Order{Kind: dip.Build, Type: F, At: loc("stp/nc")}},
		{"build a fleet in St. Petersburg (south coast)", dip.Order{Kind: dip.Build, Type: F, At: loc("stp/sc")}},
		{"B A Mos", dip.Order{Kind: dip.Build, Type: A, At: loc("mos")}},
		{"Remove A War", dip.Order{Kind: dip.Remove, Type: A, At: loc("war")}},
		{"R F Tri", dip.Order{Kind: dip.Remove, Type: F, At: loc("tri")}},
		{"D A War", dip.Order{Kind: dip.Disband, Type: A, At: loc("war")}},
		{"A War disband", dip.Order{Kind: dip.Disband, Type: A, At: loc("war")}},
		{"A ser Disband", dip.Order{Kind: dip.Disband, Type: A, At: loc("ser")}},
		{"A War R Mos", dip.Order{Kind: dip.Retreat, Type: A, At: loc("war"), To: loc("mos")}},
		{"Waive", dip.Order{Kind: dip.Waive}},
		{"1. A Par - Bur", dip.Order{Kind: dip.Move, Type: A, At: loc("par"), To: loc("bur")}},
		{"2) A PAR HOLD.", dip.Order{Kind: dip.Hold, Type: A, At: loc("par")}},
		{"1.A Par - Bur", dip.Order{Kind: dip.Move, Type: A, At: loc("par"), To: loc("bur")}},
		{"3)F Bre-Mao", dip.Order{Kind: dip.Move, Type: F, At: loc("bre"), To: loc("mao")}},
		{"① A Par - Bur", dip.Order{Kind: dip.Move, Type: A, At: loc("par"), To: loc("bur")}},
		{"⑵ A Par - Bur", dip.Order{Kind: dip.Move, Type: A, At: loc("par"), To: loc("bur")}},
		{"一、陆军 巴黎 - 布根第", dip.Order{Kind: dip.Move, Type: A, At: loc("par"), To: loc("bur")}},
		{"十二、陸軍 巴黎 移動 布根第", dip.Order{Kind: dip.Move, Type: A, At: loc("par"), To: loc("bur")}},
		// List bullets: an HTML list item reads "- …", markdown writes "* …".
		{"- A Par - Bur", dip.Order{Kind: dip.Move, Type: A, At: loc("par"), To: loc("bur")}},
		{"* F Bre-MAO", dip.Order{Kind: dip.Move, Type: F, At: loc("bre"), To: loc("mao")}},
		{"• A Mar H", dip.Order{Kind: dip.Hold, Type: A, At: loc("mar")}},
		{"waive build", dip.Order{Kind: dip.Waive}},
		// DATC file forms.
		{"England: F nth-pic", dip.Order{Kind: dip.Move, Power: dip.England, Type: F, At: loc("nth"), To: loc("pic")}},
		{"ENG: F nth -> pic", dip.Order{Kind: dip.Move, Power: dip.England, Type: F, At: loc("nth"), To: loc("pic")}},
		{"F nth S A lvp-edi", dip.Order{Kind: dip.Support, Type: F, At: loc("nth"), OtherType: A, Other: loc("lvp"), OtherTo: loc("edi")}},
		{"A bud H", dip.Order{Kind: dip.Hold, Type: A, At: loc("bud")}},
		{"F tri-alb", dip.Order{Kind: dip.Move, Type: F, At: loc("tri"), To: loc("alb")}},
		{"A lon-bel via convoy", dip.Order{Kind: dip.Move, Type: A, At: loc("lon"), To: loc("bel"), Via: true}},
		{"F mid-spa/sc", dip.Order{Kind: dip.Move, Type: F, At: loc("mao"), To: loc("spa/sc")}},
		{"F gol - spa(sc)", dip.Order{Kind: dip.Move, Type: F, At: loc("lyo"), To: loc("spa/sc")}},
		{"F stp/north coast - bar", dip.Order{Kind: dip.Move, Type: F, At: loc("stp/nc"), To: loc("bar")}},
		{"A gas-spa/nc", dip.Order{Kind: dip.Move, Type: A, At: loc("gas"), To: loc("spa")}}, // 6.B.12
		{"F lon/nc - nth", dip.Order{Kind: dip.Move, Type: F, At: loc("lon"), To: loc("nth")}},
		// Names with spaces and hyphens.
		{"F Bre - Mid-Atlantic Ocean", dip.Order{Kind: dip.Move, Type: F, At: loc("bre"), To: loc("mao")}},
		{"F Spa(sc) - Gulf of Lyon", dip.Order{Kind: dip.Move, Type: F, At: loc("spa/sc"), To: loc("lyo")}},
		{"F StP (north coast) - Barents Sea", dip.Order{Kind: dip.Move, Type: F, At: loc("stp/nc"), To: loc("bar")}},
		{"Ｆ　Ｌｏｎ－Ｎｔｈ", dip.Order{Kind: dip.Move, Type: F, At: loc("lon"), To: loc("nth")}},
		{"A Tyr — Mun", dip.Order{Kind: dip.Move, Type: A, At: loc("tyr"), To: loc("mun")}},
		// Chinese, both scripts, with and without spaces, mixed with English.
		{"陸軍 巴黎 移動 布根第", dip.Order{Kind: dip.Move, Type: A, At: loc("par"), To: loc("bur")}},
		{"陆军巴黎移动布根第", dip.Order{Kind: dip.Move, Type: A, At: loc("par"), To: loc("bur")}},
		{"陸軍 巴黎-布根第", dip.Order{Kind: dip.Move, Type: A, At: loc("par"), To: loc("bur")}},
		{"A 巴黎 - Bur", dip.Order{Kind: dip.Move, Type: A, At: loc("par"), To: loc("bur")}},
		{"艦隊 北海 護航 陸軍 倫敦 移動 挪威", dip.Order{Kind: dip.Convoy, Type: F, At: loc("nth"), OtherType: A, Other: loc("lon"), OtherTo: loc("nwy")}},
		{"舰队北海护航陆军伦敦移动挪威", dip.Order{Kind: dip.Convoy, Type: F, At: loc("nth"), OtherType: A, Other: loc("lon"), OtherTo: loc("nwy")}},
		{"陸軍 慕尼黑 支援 陸軍 巴黎 移動 布根第", dip.Order{Kind: dip.Support, Type: A, At: loc("mun"), OtherType: A, Other: loc("par"), OtherTo: loc("bur")}},
		{"陸軍 慕尼黑 支援 布根第 留守", dip.Order{Kind: dip.Support, Type: A, At: loc("mun"), Other: loc("bur")}},
		{"A Mun S 奧匈帝國 A Tyr-Boh", dip.Order{Kind: dip.Support, Type: A, At: loc("mun"), OtherType: A, Other: loc("tyr"), OtherTo: loc("boh")}},
		{"陸軍慕尼黑支援奧匈帝國陸軍提洛爾移動波希米亞", dip.Order{Kind: dip.Support, Type: A, At: loc("mun"), OtherType: A, Other: loc("tyr"), OtherTo: loc("boh")}},
		{"陸軍 維也納 留守", dip.Order{Kind: dip.Hold, Type: A, At: loc("vie")}},
		{"陸軍 利物浦 移動 愛丁堡 經護航", dip.Order{Kind: dip.Move, Type: A, At: loc("lvp"), To: loc("edi"), Via: true}},
		{"陆军利物浦经护航移动爱丁堡", dip.Order{Kind: dip.Move, Type: A, At: loc("lvp"), To: loc("edi"), Via: true}},
		{"艦隊 的港 撤退 阿爾巴尼亞", dip.Order{Kind: dip.Retreat, Type: F, At: loc("tri"), To: loc("alb")}},
		{"陸軍 華沙 復員", dip.Order{Kind: dip.Disband, Type: A, At: loc("war")}},
		{"复员 陆军 华沙", dip.Order{Kind: dip.Disband, Type: A, At: loc("war")}},
		{"成軍 艦隊 聖彼得堡北岸", dip.Order{Kind: dip.Build, Type: F, At: loc("stp/nc")}},
		{"动员 陆军 莫斯科", dip.Order{Kind: dip.Build, Type: A, At: loc("mos")}},
		{"成軍 F 聖彼得堡(南岸)", dip.Order{Kind: dip.Build, Type: F, At: loc("stp/sc")}},
		{"放棄", dip.Order{Kind: dip.Waive}},
		// The everyday words of mainland and Taiwanese players.
		{"建造 陆军 柏林", dip.Order{Kind: dip.Build, Type: A, At: loc("ber")}},
		{"組建 艦隊 基爾", dip.Order{Kind: dip.Build, Type: F, At: loc("kie")}},
		{"陆军 慕尼黑 支持 陆军 巴黎 移动 布根第", dip.Order{Kind: dip.Support, Type: A, At: loc("mun"), OtherType: A, Other: loc("par"), OtherTo: loc("bur")}},
		{"陸軍 巴黎 進軍 布根第", dip.Order{Kind: dip.Move, Type: A, At: loc("par"), To: loc("bur")}},
		{"艦隊 北海 運送 陸軍 倫敦 移動 挪威", dip.Order{Kind: dip.Convoy, Type: F, At: loc("nth"), OtherType: A, Other: loc("lon"), OtherTo: loc("nwy")}},
		{"英國: 艦隊 倫敦 移動 北海", dip.Order{Kind: dip.Move, Power: dip.England, Type: F, At: loc("lon"), To: loc("nth")}},
		// The order words typed half in one script and half in the other,
		// and the everyday "moves to", "retreats to" and "stays".
		{"陸军 巴黎 移动 布根第", dip.Order{Kind: dip.Move, Type: A, At: loc("par"), To: loc("bur")}},
		{"艦队北海護航陸军倫敦移動挪威", dip.Order{Kind: dip.Convoy, Type: F, At: loc("nth"), OtherType: A, Other: loc("lon"), OtherTo: loc("nwy")}},
		{"陸軍 巴黎 移動到 布根第", dip.Order{Kind: dip.Move, Type: A, At: loc("par"), To: loc("bur")}},
		{"陆军巴黎移至布根第", dip.Order{Kind: dip.Move, Type: A, At: loc("par"), To: loc("bur")}},
		{"陸軍 巴黎 前往 布根第", dip.Order{Kind: dip.Move, Type: A, At: loc("par"), To: loc("bur")}},
		{"陸軍 巴黎 進入 布根第", dip.Order{Kind: dip.Move, Type: A, At: loc("par"), To: loc("bur")}},
		{"陸軍 布根第 退至 皮卡第", dip.Order{Kind: dip.Retreat, Type: A, At: loc("bur"), To: loc("pic")}},
		{"陆军布根第撤退到皮卡第", dip.Order{Kind: dip.Retreat, Type: A, At: loc("bur"), To: loc("pic")}},
		{"陸軍 巴黎 不動", dip.Order{Kind: dip.Hold, Type: A, At: loc("par")}},
	}
	for _, c := range cases {
		got, err := ParseOrder(names, c.in)
		if err != nil {
			t.Errorf("ParseOrder(%q): %v", c.in, err)
			continue
		}
		if got != c.want {
			t.Errorf("ParseOrder(%q)\n got %+v\nwant %+v", c.in, got, c.want)
		}
		for _, lang := range i18n.Langs() {
			text := render.FormatOrder(names, got, lang)
			back, err := ParseOrder(names, text)
			if err != nil || comparable(back) != comparable(got) {
				t.Errorf("ParseOrder(%q) written in %s is %q, which reads back as %+v, %v", c.in, lang, text, back, err)
			}
		}
	}
}

func TestParseOrderProblems(t *testing.T) {
	names := dipmap.StandardNames()
	cases := []struct {
		in, en, hant, suggestion string
	}{
		{"", "the line is empty", "這一行是空的", ""},
		{"A Lon Nth", `did not understand “Nth” after “A Lon”`, "支援寫 S（或「支援」），護航寫 C（或「護航」），留守寫 H（或「留守」）；是否指「A Lon - Nth」？", "A Lon - Nth"},
		{"A Nort - Bur", "“Nort” could be North Africa (NAf), North Atlantic Ocean (NAt) or North Sea (Nth)", "北海", ""},
		{"F Spa/ec - Mao", "“ec” is not a coast of Spain: say spa/nc or spa/sc", "西班牙", "spa/nc"},
		{"A Qqq - Bur", "there is no province called “Qqq”", "沒有名為", ""},
		{"A Burgandy - Par", "there is no province called “Burgandy”; did you mean Burgundy (Bur)?", "是否指布根第（Bur）？", "bur"},
		{"Build Vie", "say what to build", "陸軍（A）或艦隊（F）", ""},
		{"F Nth C Lon", "a convoy order names the army's move", "護航命令", ""},
		{"A Par -", "expected a destination after “A Par -”", "缺少目的地", ""},
		{"Xyz: A Par - Bur", "“Xyz” is not a power", "不是國家名稱", ""},
		{"A Par - Bur please", "did not understand “please” at the end of the order", "看不懂命令末尾", ""},
		{"A Par - Bur, A Mar - Spa", "write one order per line: “A Mar - Spa” is a second order", "每行只寫一個命令", ""},
		{"A F Par - Bur", "names the unit type twice", "重複", ""},
		{"支援", "expected the province of the unit to order", "缺少要下命令的部隊", ""},
		// A misspelt verb before a unit is named as such, with the verbs,
		// and the order it most likely stands for.
		{"Biuld F Lon", "“Biuld” is neither a province nor an order word: an order starts with its unit (A Par - Bur) or with Build, Remove, Disband, Retreat or Waive", "「Biuld」既不是區域，也不是命令用詞", "build F Lon"},
		{"建设 陆军 柏林", "“建设” is neither a province nor an order word", "成軍、移除、復員、撤退或放棄", "建立 陆军柏林"},
	}
	for _, c := range cases {
		_, err := ParseOrder(names, c.in)
		var pe *ParseError
		if !errors.As(err, &pe) {
			t.Errorf("ParseOrder(%q) = %v, want a *ParseError", c.in, err)
			continue
		}
		if !strings.Contains(pe.Msg.EN, c.en) {
			t.Errorf("ParseOrder(%q) English = %q, want it to contain %q", c.in, pe.Msg.EN, c.en)
		}
		if !strings.Contains(pe.Msg.In(i18n.TraditionalChinese), c.hant) {
			t.Errorf("ParseOrder(%q) Chinese = %q, want it to contain %q", c.in, pe.Msg.Hant, c.hant)
		}
		if pe.Msg.Hans == "" {
			t.Errorf("ParseOrder(%q) has no Simplified message", c.in)
		}
		if pe.Suggestion != c.suggestion {
			t.Errorf("ParseOrder(%q) suggestion = %q, want %q", c.in, pe.Suggestion, c.suggestion)
		}
	}
}

// Every move between neighbours parses, written tight ("Tyr-Mun") as
// players do: no pair of names may run together into a third place.
func TestParseOrderEveryNeighbour(t *testing.T) {
	m := dipmap.Standard()
	names := dipmap.StandardNames()
	for _, p := range m.Provinces() {
		for _, q := range m.ArmyNeighbours(p) {
			line := "A " + string(p) + "-" + string(q)
			o, err := ParseOrder(names, line)
			if err != nil || o.At.Prov != p || o.To.Prov != q || o.Kind != dip.Move {
				t.Errorf("ParseOrder(%q) = %+v, %v", line, o, err)
			}
		}
		for _, c := range append([]dip.Coast{dip.NoCoast}, m.Province(p).Coasts...) {
			from := dip.Loc{Prov: p, Coast: c}
			for _, to := range m.FleetNeighbours(from) {
				line := "F " + from.String() + "-" + to.String()
				o, err := ParseOrder(names, line)
				if err != nil || o.At != from || o.To != to {
					t.Errorf("ParseOrder(%q) = %+v, %v", line, o, err)
				}
			}
		}
	}
}

// Every name the map accepts works as the destination of a move.
func TestParseOrderEveryName(t *testing.T) {
	names := dipmap.StandardNames()
	for _, e := range names.All() {
		line := "A Par - " + e.Text
		o, err := ParseOrder(names, line)
		if err != nil || o.To.Prov != e.Prov {
			t.Errorf("ParseOrder(%q) = %+v, %v; want destination %s", line, o, err, e.Prov)
		}
		line = "陸軍 " + e.Text + " 留守"
		o, err = ParseOrder(names, line)
		if err != nil || o.At.Prov != e.Prov || o.Kind != dip.Hold {
			t.Errorf("ParseOrder(%q) = %+v, %v; want a hold in %s", line, o, err, e.Prov)
		}
	}
}

func TestForPhase(t *testing.T) {
	mv := dip.Order{Kind: dip.Move, Type: dip.Fleet, At: loc("tri"), To: loc("alb"), Via: true}
	if got := ForPhase(mv, dip.RetreatPhase); got.Kind != dip.Retreat || got.Via {
		t.Errorf("retreat phase: %+v", got)
	}
	if got := ForPhase(mv, dip.MovementPhase); got != mv {
		t.Errorf("movement phase changed a move: %+v", got)
	}
	d := dip.Order{Kind: dip.Disband, Type: dip.Army, At: loc("war")}
	if got := ForPhase(d, dip.AdjustmentPhase); got.Kind != dip.Remove {
		t.Errorf("adjustment phase: %+v", got)
	}
	r := dip.Order{Kind: dip.Remove, Type: dip.Army, At: loc("war")}
	if got := ForPhase(r, dip.RetreatPhase); got.Kind != dip.Disband {
		t.Errorf("retreat phase remove: %+v", got)
	}
}
