package orders

import (
	"strings"
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

// zhPlaces is every space of the standard map under the Chinese names a
// player writes: the rulebook's name (Traditional) as printed, its
// Simplified form, and the short and everyday forms, in both scripts.
var zhPlaces = []struct {
	id         string
	hant, hans string
	more       []string // short forms and other common names, both scripts
}{
	// England
	{"cly", "克萊德", "克莱德", []string{"蘇格蘭高地", "苏格兰高地"}},
	{"edi", "愛丁堡", "爱丁堡", nil},
	{"lvp", "利物浦", "利物浦", nil},
	{"lon", "大倫敦", "大伦敦", []string{"倫敦", "伦敦"}},
	{"wal", "威爾斯", "威尔斯", []string{"威爾士", "威尔士"}},
	{"yor", "約克郡", "约克郡", []string{"約克", "约克"}},
	// France
	{"bre", "布勒斯特", "布勒斯特", []string{"布雷斯特"}},
	{"bur", "布根第", "布根第", []string{"勃艮第", "勃根地"}},
	{"gas", "格斯肯利", "格斯肯利", []string{"加斯科涅", "加斯科尼"}},
	{"mar", "馬賽", "马赛", nil},
	{"par", "巴黎", "巴黎", nil},
	{"pic", "皮卡第", "皮卡第", nil},
	// Italy
	{"apu", "普利亞", "普利亚", []string{"阿普利亞", "阿普利亚"}},
	{"nap", "那不勒斯", "那不勒斯", []string{"拿坡里"}},
	{"pie", "皮埃蒙特", "皮埃蒙特", []string{"皮德蒙特"}},
	{"rom", "羅馬", "罗马", nil},
	{"tus", "托斯卡納", "托斯卡纳", []string{"托斯卡尼"}},
	{"ven", "威尼斯", "威尼斯", nil},
	// Germany
	{"ber", "柏林", "柏林", nil},
	{"kie", "基爾", "基尔", nil},
	{"mun", "慕尼黑", "慕尼黑", nil},
	{"pru", "普魯士", "普鲁士", nil},
	{"ruh", "魯爾", "鲁尔", []string{"魯爾區", "鲁尔区"}},
	{"sil", "西里西亞", "西里西亚", nil},
	// Austria-Hungary
	{"boh", "波希米亞", "波希米亚", []string{"波西米亞", "波西米亚"}},
	{"bud", "布達佩斯", "布达佩斯", nil},
	{"gal", "加利西亞", "加利西亚", []string{"斯洛伐克"}},
	{"tri", "的港", "的港", []string{"的里雅斯特", "第里雅斯特"}},
	{"tyr", "提洛爾", "提洛尔", []string{"西奧地利", "西奥地利", "蒂羅爾", "蒂罗尔"}},
	{"vie", "維也納", "维也纳", nil},
	// Russia
	{"fin", "芬蘭", "芬兰", nil},
	{"lvn", "立窩尼亞", "立窝尼亚", []string{"利沃尼亞", "利沃尼亚", "波羅的海區", "波罗的海区"}},
	{"mos", "莫斯科", "莫斯科", nil},
	{"sev", "塞瓦斯托波爾", "塞瓦斯托波尔", []string{"克里米亞", "克里米亚"}},
	{"stp", "聖彼得堡", "圣彼得堡", []string{"彼得堡"}},
	{"ukr", "烏克蘭", "乌克兰", nil},
	{"war", "華沙", "华沙", nil},
	// Turkey
	{"ank", "安卡拉", "安卡拉", nil},
	{"arm", "亞美尼亞", "亚美尼亚", nil},
	{"con", "君士坦丁堡", "君士坦丁堡", []string{"伊斯坦堡", "伊斯坦布爾", "伊斯坦布尔"}},
	{"smy", "士麥拿", "士麦拿", []string{"南土耳其", "伊茲密爾", "伊兹密尔", "士麥那", "士麦那"}},
	{"syr", "敘利亞", "叙利亚", nil},
	// Small countries
	{"alb", "阿爾巴尼亞", "阿尔巴尼亚", nil},
	{"bel", "比利時", "比利时", nil},
	{"bul", "保加利亞", "保加利亚", nil},
	{"den", "丹麥", "丹麦", nil},
	{"gre", "希臘", "希腊", nil},
	{"hol", "荷蘭", "荷兰", nil},
	{"naf", "北非", "北非", nil},
	{"nwy", "挪威", "挪威", nil},
	{"por", "葡萄牙", "葡萄牙", nil},
	{"rum", "羅馬尼亞", "罗马尼亚", nil},
	{"ser", "塞爾維亞", "塞尔维亚", nil},
	{"spa", "西班牙", "西班牙", nil},
	{"swe", "瑞典", "瑞典", nil},
	{"tun", "突尼斯", "突尼斯", nil},
	// Seas: the short forms drop 海, 灣 or 海峽 where no other space is left.
	{"adr", "亞得利亞海", "亚得利亚海", []string{"亞得利亞", "亚得利亚", "亞得里亞海", "亚得里亚海"}},
	{"aeg", "愛琴海", "爱琴海", []string{"愛琴", "爱琴"}},
	{"bal", "波羅的海", "波罗的海", nil},
	{"bar", "巴倫支海", "巴伦支海", []string{"巴倫支", "巴伦支"}},
	{"bla", "黑海", "黑海", nil},
	{"bot", "波的尼亞灣", "波的尼亚湾", []string{"波的尼亞", "波的尼亚", "波斯尼亞灣", "波斯尼亚湾"}},
	{"eas", "東地中海", "东地中海", nil},
	{"eng", "英倫海峽", "英伦海峡", []string{"英吉利海峽", "英吉利海峡"}},
	{"hel", "赫爾戈蘭灣", "赫尔戈兰湾", []string{"赫爾戈蘭", "赫尔戈兰", "德國近海", "德国近海"}},
	{"ion", "愛奧尼亞海", "爱奥尼亚海", []string{"愛奧尼亞", "爱奥尼亚", "伊奧尼亞海", "伊奥尼亚海"}},
	{"iri", "愛爾蘭海", "爱尔兰海", nil},
	{"lyo", "里昂灣", "里昂湾", []string{"里昂", "獅子灣", "狮子湾"}},
	{"mao", "中大西洋", "中大西洋", nil},
	{"nao", "北大西洋", "北大西洋", nil},
	{"nth", "北海", "北海", nil},
	{"nwg", "挪威海", "挪威海", nil},
	{"ska", "斯卡格拉克海峽", "斯卡格拉克海峡", []string{"斯卡格拉克", "波羅的海出海口", "波罗的海出海口"}},
	{"tys", "第勒尼安海", "第勒尼安海", []string{"第勒尼安"}},
	{"wes", "西地中海", "西地中海", nil},
}

// Every space of the map, under every Chinese name above, reads in orders of
// every kind, in both scripts, with spaces and without.
func TestChinesePlaceNamesInEveryOrder(t *testing.T) {
	names := dipmap.StandardNames()
	m := dipmap.Standard()
	if len(zhPlaces) != 75 {
		t.Fatalf("the table has %d spaces, want the map's 75", len(zhPlaces))
	}
	for _, pl := range zhPlaces {
		x := dip.Province(pl.id)
		if m.Province(x).ID != x {
			t.Fatalf("%s is not on the map", pl.id)
		}
		for _, name := range append([]string{pl.hant, pl.hans}, pl.more...) {
			for _, c := range zhOrderCases(name, x) {
				got, err := ParseOrder(names, c.in)
				if err != nil {
					t.Errorf("%s: ParseOrder(%q): %v", pl.id, c.in, err)
					continue
				}
				if comparable(got) != comparable(c.want) {
					t.Errorf("%s: ParseOrder(%q)\n got %+v\nwant %+v", pl.id, c.in, got, c.want)
				}
			}
		}
	}
}

type zhCase struct {
	in   string
	want dip.Order
}

// zhOrderCases writes name into a move, support, convoy, retreat, build and
// disband, each in Traditional and in Simplified order words, spaced and
// run together. o and o2 are two other places to stand next to it.
func zhOrderCases(name string, x dip.Province) []zhCase {
	o, oName := dip.Province("pic"), "皮卡第"
	o2, o2Name := dip.Province("bel"), "比利時"
	if x == o || x == o2 {
		o, oName = "gre", "希臘"
		o2, o2Name = "alb", "阿爾巴尼亞"
	}
	X, O, O2 := dip.At(x), dip.At(o), dip.At(o2)
	A, F := dip.Army, dip.Fleet
	var out []zhCase
	for _, w := range []map[string]string{
		{"A": "陸軍", "F": "艦隊", "-": "移動", "S": "支援", "C": "護航", "R": "撤退", "B": "成軍", "D": "復員"},
		{"A": "陆军", "F": "舰队", "-": "移动", "S": "支援", "C": "护航", "R": "撤退", "B": "成军", "D": "复员"},
	} {
		for _, sep := range []string{" ", ""} {
			j := func(parts ...string) string { return strings.Join(parts, sep) }
			out = append(out,
				zhCase{j(w["A"], name, w["-"], oName), dip.Order{Kind: dip.Move, Type: A, At: X, To: O}},
				zhCase{j(w["A"], oName, w["-"], name), dip.Order{Kind: dip.Move, Type: A, At: O, To: X}},
				zhCase{j(w["A"], name, w["S"], w["A"], oName, w["-"], o2Name), dip.Order{Kind: dip.Support, Type: A, At: X, OtherType: A, Other: O, OtherTo: O2}},
				zhCase{j(w["A"], oName, w["S"], w["A"], o2Name, w["-"], name), dip.Order{Kind: dip.Support, Type: A, At: O, OtherType: A, Other: O2, OtherTo: X}},
				zhCase{j(w["A"], oName, w["S"], w["F"], name), dip.Order{Kind: dip.Support, Type: A, At: O, OtherType: F, Other: X}},
				zhCase{j(w["F"], name, w["C"], w["A"], oName, w["-"], o2Name), dip.Order{Kind: dip.Convoy, Type: F, At: X, OtherType: A, Other: O, OtherTo: O2}},
				zhCase{j(w["F"], oName, w["C"], w["A"], name, w["-"], o2Name), dip.Order{Kind: dip.Convoy, Type: F, At: O, OtherType: A, Other: X, OtherTo: O2}},
				zhCase{j(w["F"], oName, w["C"], w["A"], o2Name, w["-"], name), dip.Order{Kind: dip.Convoy, Type: F, At: O, OtherType: A, Other: O2, OtherTo: X}},
				zhCase{j(w["A"], name, w["R"], oName), dip.Order{Kind: dip.Retreat, Type: A, At: X, To: O}},
				zhCase{j(w["F"], oName, w["R"], name), dip.Order{Kind: dip.Retreat, Type: F, At: O, To: X}},
				zhCase{j(w["B"], w["F"], name), dip.Order{Kind: dip.Build, Type: F, At: X}},
				zhCase{j(w["A"], name, w["D"]), dip.Order{Kind: dip.Disband, Type: A, At: X}},
				zhCase{j(w["D"], w["F"], name), dip.Order{Kind: dip.Disband, Type: F, At: X}},
			)
		}
		// The dash of the rulebook and of Latin orders, tight and spaced:
		// "A 利物浦 - 約克" was read as far as Liverpool and no further.
		out = append(out,
			zhCase{"A " + oName + " - " + name, dip.Order{Kind: dip.Move, Type: A, At: O, To: X}},
			zhCase{"A " + name + "-" + oName, dip.Order{Kind: dip.Move, Type: A, At: X, To: O}},
			zhCase{w["F"] + name + "－" + oName, dip.Order{Kind: dip.Move, Type: F, At: X, To: O}},
			zhCase{"F " + oName + " S A " + name, dip.Order{Kind: dip.Support, Type: F, At: O, OtherType: A, Other: X}},
		)
	}
	return out
}
