package orders

import (
	"sort"
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/templates/i18n"
)

func TestRetreatVerbFirstWithPlacesRunTogether(t *testing.T) {
	names := dipmap.StandardNames()
	retreat := func(typ dip.UnitType, at, to dip.Loc) dip.Order {
		return dip.Order{Kind: dip.Retreat, Type: typ, At: at, To: to}
	}
	for _, in := range []string{"撤退陸軍巴黎布根第馬賽", "撤退陆军巴黎布根", "撤退陸軍巴黎巴黎"} {
		if o, err := ParseOrder(names, in); err == nil && o.At != o.To {
			t.Errorf("ParseOrder(%q) = %+v; want it refused", in, o)
		}
	}
	readsAs(t, names, []orderCase{
		{"撤退陸軍巴黎布根第", retreat(dip.Army, dip.At("par"), dip.At("bur"))},
		{"撤退陆军巴黎勃艮第", retreat(dip.Army, dip.At("par"), dip.At("bur"))},
		{"撤退陆军巴黎布根第", retreat(dip.Army, dip.At("par"), dip.At("bur"))},
		{"撤退巴黎布根第", retreat(dip.NoUnit, dip.At("par"), dip.At("bur"))},
		{"撤離陸軍維也納波希米亞", retreat(dip.Army, dip.At("vie"), dip.At("boh"))},
		{"撤离陆军维也纳波希米亚", retreat(dip.Army, dip.At("vie"), dip.At("boh"))},
		{"退卻艦隊聖彼得堡北岸巴倫支海", retreat(dip.Fleet, dip.Loc{Prov: "stp", Coast: dip.NorthCoast}, dip.At("bar"))},
		{"退却舰队圣彼得堡北岸巴伦支海", retreat(dip.Fleet, dip.Loc{Prov: "stp", Coast: dip.NorthCoast}, dip.At("bar"))},
		{"撤退艦隊波的尼亞灣聖彼得堡南岸", retreat(dip.Fleet, dip.At("bot"), dip.Loc{Prov: "stp", Coast: dip.SouthCoast})},
		{"撤退陸軍罗馬那不勒斯", retreat(dip.Army, dip.At("rom"), dip.At("nap"))},
	})
}

// Every province, by every Chinese name in either script, run together
// with each neighbour's name in that script, reads after a retreat word,
// unless the run also cuts into two other places. (No run of two names
// of the standard map cuts two ways; the check stays for other maps.)
func TestRetreatRunTogetherEveryNeighbour(t *testing.T) {
	names, m := dipmap.StandardNames(), dipmap.Standard()
	known := func(w string) bool {
		_, err := names.Resolve(w)
		return err == nil
	}
	cuts := func(run string) int {
		rs, n := []rune(run), 0
		for i := 1; i < len(rs); i++ {
			if known(string(rs[:i])) && known(string(rs[i:])) {
				n++
			}
		}
		return n
	}
	read, refused := 0, 0
	for _, e := range names.All() {
		if e.Kind != dipmap.NameHant && e.Kind != dipmap.NameHans {
			continue
		}
		lang := i18n.TraditionalChinese
		if e.Kind == dipmap.NameHans {
			lang = i18n.SimplifiedChinese
		}
		for _, to := range neighbours(m, e.Prov) {
			f := dipmap.NameEntry{Prov: to, Text: names.Name(to, lang)}
			line := "撤退" + e.Text + f.Text
			o, err := ParseOrder(names, line)
			if cuts(e.Text+f.Text) != 1 {
				refused++
				if err == nil && (o.At.Prov != e.Prov || o.To.Prov != f.Prov) {
					t.Errorf("ParseOrder(%q) = %+v; two cuts, want it refused", line, o)
				}
				continue
			}
			read++
			if err != nil || o.At.Prov != e.Prov || o.To.Prov != f.Prov || o.Kind != dip.Retreat {
				t.Errorf("ParseOrder(%q) = %+v, %v; want %s to %s", line, o, err, e.Prov, f.Prov)
			}
		}
	}
	if read == 0 {
		t.Fatal("no pair read")
	}
	t.Logf("%d read, %d with two cuts", read, refused)
}

// neighbours are the provinces an army or a fleet could move to from p.
func neighbours(m *dip.Map, p dip.Province) []dip.Province {
	seen := map[dip.Province]bool{}
	for _, q := range m.ArmyNeighbours(p) {
		seen[q] = true
	}
	for _, l := range m.FleetNeighbours(dip.At(p)) {
		seen[l.Prov] = true
	}
	var out []dip.Province
	for q := range seen {
		out = append(out, q)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

// In a retreat phase the run-together retreat is the dislodged unit's
// order, in either script.
func TestParseRetreatRunTogetherInARetreatPhase(t *testing.T) {
	names, m := dipmap.StandardNames(), dipmap.Standard()
	for _, line := range []string{"撤退艦隊布勒斯特中大西洋", "撤退舰队布勒斯特中大西洋", "撤离舰队布勒斯特皮卡第"} {
		got := Parse(names, m, retreatPosition(), dip.France, SplitLines(line), nil)
		if len(got.Problems) != 0 || len(got.Orders) != 1 || got.Orders[0].Kind != dip.Retreat || got.Orders[0].At != loc("bre") {
			t.Errorf("%s: orders %+v, problems %v", line, got.Orders, problemsByLine(got, i18n.English))
		}
	}
}
