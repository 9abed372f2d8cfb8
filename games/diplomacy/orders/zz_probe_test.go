package orders

import (
	"testing"

	"adjutant/games/diplomacy/dipmap"
)

func TestZZProbe(t *testing.T) {
	names := dipmap.StandardNames()
	for _, in := range []string{"A Par supprot Bur", "陸軍 巴黎 移往 布根第", "陆军 巴黎 支助 布根第", "陸軍 慕尼黑 支撐 陸軍 巴黎 移動 布根第", "陸軍巴黎移往布根第", "艦隊 北海 運輸 陸軍 倫敦 移動 挪威", "陸軍 巴黎 守住", "陸軍 巴黎 守衛", "陸軍 巴黎 待命", "陸軍 巴黎 防守", "A Par hodl", "陸軍 巴黎 協助 陸軍 慕尼黑", "陸軍 巴黎 撤離 布根第", "建設 陸軍 巴黎", "陸軍 巴黎 撤销", "陸軍 巴黎 解編"} {
		o, err := ParseOrder(names, in)
		t.Logf("%s => %v | %v", in, o, err)
	}
}
