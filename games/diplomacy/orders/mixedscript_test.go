package orders

import (
	"strings"
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

// A place typed half in each script reads as the place its characters
// fold to, in orders of either script; what folds to no place is still
// refused with the nearest place offered.
func TestPlaceTypedHalfInEachScript(t *testing.T) {
	names := dipmap.StandardNames()
	readsAs(t, names, []orderCase{
		{"陸軍罗馬 留守", dip.Order{Kind: dip.Hold, Type: dip.Army, At: dip.At("rom")}},
		{"陆军羅马 留守", dip.Order{Kind: dip.Hold, Type: dip.Army, At: dip.At("rom")}},
		{"陸軍罗馬移動那不勒斯", dip.Order{Kind: dip.Move, Type: dip.Army, At: dip.At("rom"), To: dip.At("nap")}},
		{"陆军维也納移动波希米亚", dip.Order{Kind: dip.Move, Type: dip.Army, At: dip.At("vie"), To: dip.At("boh")}},
		{"艦隊圣彼得堡北岸 移動 巴倫支海", dip.Order{Kind: dip.Move, Type: dip.Fleet, At: dip.Loc{Prov: "stp", Coast: dip.NorthCoast}, To: dip.At("bar")}},
		{"A 罗馬 - 那不勒斯", dip.Order{Kind: dip.Move, Type: dip.Army, At: dip.At("rom"), To: dip.At("nap")}},
	})
	_, err := ParseOrder(names, "陸軍 罗 留守")
	if err == nil || !strings.Contains(err.Error(), "Rome") {
		t.Errorf("陸軍 罗 留守: %v; want refused with Rome offered", err)
	}
}
