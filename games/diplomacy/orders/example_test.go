package orders_test

import (
	"fmt"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/games/diplomacy/orders"
	"adjutant/games/diplomacy/render"
	"adjutant/templates/i18n"
)

func ExampleParseOrder() {
	names := dipmap.StandardNames()
	for _, line := range []string{"A Par -> Bur", "陆军巴黎移动布根第", "F Nth C A Lon - Nwy", "A Burgandy - Par"} {
		o, err := orders.ParseOrder(names, line)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(render.FormatOrder(names, o, i18n.English), "|", render.FormatOrder(names, o, i18n.TraditionalChinese))
	}
	// Output:
	// A Par - Bur | 陸軍 巴黎 移動 布根第
	// A Par - Bur | 陸軍 巴黎 移動 布根第
	// F Nth C A Lon - Nwy | 艦隊 北海 護航 陸軍 大倫敦 移動 挪威
	// there is no province called “Burgandy”; did you mean Burgundy (Bur)?
}

func ExampleParse() {
	names, m, pos := dipmap.StandardNames(), dipmap.Standard(), dipmap.StandardPosition()
	got := orders.Parse(names, m, pos, dip.France, orders.SplitLines("A Par-Mun\nA Par - Bur\nBre - Mao"), nil)
	for _, p := range got.Problems {
		fmt.Println(p.Render(i18n.English))
		fmt.Println(p.Render(i18n.SimplifiedChinese))
	}
	fmt.Println(len(got.Orders), "orders stand; unordered:", got.Unordered[0].At)
	// Output:
	// line 1 "A Par-Mun": Paris does not border Munich (it borders Bre, Bur, Gas, Pic)
	// 第 1 行“A Par-Mun”：巴黎与慕尼黑不相邻（巴黎的陆军可前往：布勒斯特、布根第、格斯肯利、皮卡第）
	// 2 orders stand; unordered: mar
}
