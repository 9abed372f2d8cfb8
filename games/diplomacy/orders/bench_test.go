package orders

import (
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

// fullSet is 34 orders, one per supply centre: the most a game can have.
// Half English, half Chinese, in the forms players use.
var fullSet = []string{
	"A Vie - Gal", "A Bud - Ser", "F Tri - Alb", "F Lon - Nth", "F Edi - Nwg", "A Lvp - Yor",
	"F Bre - Mao", "A Par - Bur", "A Mar S A Par - Bur", "F Kie - Den", "A Ber - Kie", "A Mun - Ruh",
	"F Nap - Ion", "A Rom - Apu", "A Ven H", "F StP/sc - Bot", "A Mos - Ukr",
	"陸軍 華沙 移動 加利西亞", "艦隊 塞瓦斯托波爾 移動 黑海", "艦隊 安卡拉 移動 黑海", "陸軍 君士坦丁堡 移動 保加利亞",
	"陆军士麦拿移动亚美尼亚", "艦隊 北海 護航 陸軍 倫敦 移動 挪威", "陸軍 倫敦 移動 挪威 經護航",
	"陸軍 慕尼黑 支援 陸軍 巴黎 移動 布根第", "艦隊 西班牙(南岸) 移動 里昂灣", "成軍 艦隊 聖彼得堡北岸",
	"A Bel S A Hol", "A Hol H", "F Den - Ska", "A Swe - Nwy", "F Gre - Aeg", "A Rum - Bla", "A Tun H",
}

func BenchmarkParseOrderFullSet(b *testing.B) {
	names := dipmap.StandardNames()
	for _, l := range fullSet {
		if _, err := ParseOrder(names, l); err != nil {
			b.Fatalf("%q: %v", l, err)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range fullSet {
			_, _ = ParseOrder(names, l)
		}
	}
}

// BenchmarkParseOpening reads and checks every power's opening orders,
// as the judge does when the first deadline passes.
func BenchmarkParseOpening(b *testing.B) {
	names, m, pos := dipmap.StandardNames(), dipmap.Standard(), dipmap.StandardPosition()
	byPower := map[dip.Power][]Line{}
	for i, l := range fullSet[:17] {
		o, _ := ParseOrder(names, l)
		if u, ok := pos.Units[o.At.Prov]; ok {
			byPower[u.Power] = append(byPower[u.Power], Line{N: i + 1, Text: l})
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, p := range dip.AllPowers() {
			_ = Parse(names, m, pos, p, byPower[p], nil)
		}
	}
}
