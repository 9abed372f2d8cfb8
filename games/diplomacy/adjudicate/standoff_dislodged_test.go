package adjudicate_test

import (
	"testing"

	"adjutant/games/diplomacy/adjudicate"
)

// TestStandoffWithADislodgedUnit is 3.3.8 in both its halves: two units
// moving with equal support into one space stand off even when one of them
// is dislodged; but when the unit that dislodges it comes from that very
// space, the dislodged unit's move has no effect and the other one enters.
func TestStandoffWithADislodgedUnit(t *testing.T) {
	cases := []scenario{
		{name: "3.3.8 a dislodged unit still stands off", orders: `
			Russia: A war-sil
			Germany: A mun-sil
			France: A bur-mun
			France: A ruh S A bur-mun`,
			ok: []string{"bur", "ruh"}, fail: []string{"war", "mun"}, gone: []string{"mun"},
			moved: map[string]string{"war": "war", "bur": "mun"}},
		{name: "3.3.8 unless dislodged by the unit from the contested space", orders: `
			Russia: A war-sil
			Germany: A mun-sil
			Austria: A sil-mun
			Austria: A tyr S A sil-mun`,
			ok: []string{"war", "sil", "tyr"}, fail: []string{"mun"}, gone: []string{"mun"},
			moved: map[string]string{"war": "sil", "sil": "mun"}},
	}
	for _, rules := range []adjudicate.RuleSet{adjudicate.Rulebook, adjudicate.DATC} {
		for _, sc := range cases {
			sc.run(t, rules)
		}
	}
}
