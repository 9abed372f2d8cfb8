package dipmap

import (
	"errors"
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/templates/i18n"
)

// rulebookPlace is one line of the rulebook's list of spaces (the pages
// before chapter 1): the English name, the suggested abbreviation, the
// Chinese name, and the other names it gives in brackets.
type rulebookPlace struct {
	id, english, abbr, chinese string
	others                     []string
}

// rulebookPlaces is the whole list: 57 provinces (Switzerland among them)
// and 19 seas, as the rulebook prints them.
var rulebookPlaces = []rulebookPlace{
	{"cly", "Clyde", "Cly", "克萊德", []string{"蘇格蘭高地"}},
	{"lon", "London", "Lon", "大倫敦", nil},
	{"edi", "Edinburgh", "Edi", "愛丁堡", nil},
	{"wal", "Wales", "Wal", "威爾斯", nil},
	{"lvp", "Liverpool", "Lvp", "利物浦", nil},
	{"yor", "Yorkshire", "Yor", "約克郡", nil},
	{"bre", "Brest", "Bre", "布勒斯特", nil},
	{"mar", "Marseilles", "Mar", "馬賽", nil},
	{"bur", "Burgundy", "Bur", "布根第", nil},
	{"par", "Paris", "Par", "巴黎", nil},
	{"gas", "Gascony", "Gas", "格斯肯利", nil},
	{"pic", "Picardy", "Pic", "皮卡第", nil},
	{"apu", "Apulia", "Apu", "普利亞", []string{"Puglia"}},
	{"pie", "Piedmont", "Pie", "皮埃蒙特", nil},
	{"rom", "Rome", "Rom", "羅馬", nil},
	{"tus", "Tuscany", "Tus", "托斯卡納", []string{"Toscana"}},
	{"nap", "Naples", "Nap", "那不勒斯", nil},
	{"ven", "Venice", "Ven", "威尼斯", nil},
	{"ber", "Berlin", "Ber", "柏林", nil},
	{"pru", "Prussia", "Pru", "普魯士", nil},
	{"kie", "Kiel", "Kie", "基爾", nil},
	{"ruh", "Ruhr", "Ruh", "魯爾", nil},
	{"mun", "Munich", "Mun", "慕尼黑", nil},
	{"sil", "Silesia", "Sil", "西里西亞", nil},
	{"boh", "Bohemia", "Boh", "波希米亞", nil},
	{"tri", "Trieste", "Tri", "的港", nil},
	{"bud", "Budapest", "Bud", "布達佩斯", nil},
	{"tyr", "Tyrolia", "Tyr", "提洛爾", []string{"西奧地利", "Tyrol"}},
	{"gal", "Galicia", "Gal", "加利西亞", []string{"斯洛伐克"}},
	{"vie", "Vienna", "Vie", "維也納", nil},
	{"fin", "Finland", "Fin", "芬蘭", nil},
	{"stp", "St. Petersburg", "StP", "聖彼得堡", nil},
	{"lvn", "Livonia", "Lvn", "立窩尼亞", []string{"波羅的海區"}},
	{"ukr", "Ukraina", "Ukr", "烏克蘭", []string{"Ukraine"}},
	{"mos", "Moscow", "Mos", "莫斯科", nil},
	{"war", "Warsaw", "War", "華沙", nil},
	{"sev", "Sevastopol", "Sev", "塞瓦斯托波爾", []string{"克里米亞"}},
	{"ank", "Ankara", "Ank", "安卡拉", nil},
	{"smy", "Smyrna", "Smy", "士麥拿", []string{"南土耳其", "Izmir"}},
	{"arm", "Armenia", "Arm", "亞美尼亞", nil},
	{"syr", "Syria", "Syr", "敘利亞", nil},
	{"con", "Constantinople", "Con", "君士坦丁堡", nil},
	{"alb", "Albania", "Alb", "阿爾巴尼亞", nil},
	{"nwy", "Norway", "Nwy", "挪威", nil},
	{"bel", "Belgium", "Bel", "比利時", nil},
	{"por", "Portugal", "Por", "葡萄牙", nil},
	{"bul", "Bulgaria", "Bul", "保加利亞", nil},
	{"rum", "Rumania", "Rum", "羅馬尼亞", nil},
	{"den", "Denmark", "Den", "丹麥", nil},
	{"ser", "Serbia", "Ser", "塞爾維亞", nil},
	{"gre", "Greece", "Gre", "希臘", nil},
	{"spa", "Spain", "Spa", "西班牙", nil},
	{"hol", "Holland", "Hol", "荷蘭", nil},
	{"swe", "Sweden", "Swe", "瑞典", nil},
	{"naf", "North Africa", "NAf", "北非", nil},
	{"swi", "Switzerland", "Switz.", "瑞士", nil},
	{"tun", "Tunis", "Tun", "突尼斯", nil},
	{"adr", "Adriatic Sea", "Adr", "亞得利亞海", nil},
	{"iri", "Irish Sea", "Iri", "愛爾蘭海", nil},
	{"aeg", "Aegean Sea", "Aeg", "愛琴海", nil},
	{"lyo", "Lyon, Gulf of", "GoL", "里昂灣", nil},
	{"bal", "Baltic Sea", "Bal", "波羅的海", nil},
	{"mao", "Mid-Atlantic Ocean", "Mid", "中大西洋", nil},
	{"bar", "Barents Sea", "Bar", "巴倫支海", nil},
	{"nao", "North Atlantic Ocean", "NAt", "北大西洋", nil},
	{"bla", "Black Sea", "Bla", "黑海", nil},
	{"nth", "North Sea", "Nth", "北海", nil},
	{"bot", "Bothnia, Gulf of", "Bot", "波的尼亞灣", nil},
	{"nwg", "Norwegian Sea", "Nrg", "挪威海", nil},
	{"eas", "Eastern Mediterranean", "Eas", "東地中海", nil},
	{"ska", "Skagerrak", "Ska", "斯卡格拉克海峽", []string{"波羅的海出海口"}},
	{"eng", "English Channel", "Eng", "英倫海峽", nil},
	{"tys", "Tyrrhenian Sea", "Tyn", "第勒尼安海", nil},
	{"hel", "Helgoland Bight", "Hel", "赫爾戈蘭灣", []string{"德國近海"}},
	{"wes", "Western Mediterranean", "Wes", "西地中海", nil},
	{"ion", "Ionian Sea", "Ion", "愛奧尼亞海", nil},
}

// TestRulebookPlaceList checks the map against the rulebook's list of
// spaces: the same 76 spaces, each reached by its English name, its
// suggested abbreviation (2.3.3), its Chinese name and every other name the
// list gives in brackets; the Chinese name is the one the judge writes in
// Traditional Chinese, and the seas and supply centres are the list's.
func TestRulebookPlaceList(t *testing.T) {
	m, n := Standard(), StandardNames()
	if len(rulebookPlaces) != 76 || len(m.Provinces()) != 76 {
		t.Fatalf("the rulebook lists %d spaces, the map has %d; want 76 both", len(rulebookPlaces), len(m.Provinces()))
	}
	seas, centres := 0, 0
	for _, r := range rulebookPlaces {
		p := dip.Province(r.id)
		for _, name := range append([]string{r.english, r.abbr, r.chinese}, r.others...) {
			if got, err := n.Resolve(name); err != nil || got.Prov != p {
				t.Errorf("%q resolves to %v, %v; want %s", name, got, err, p)
			}
		}
		if got := n.Name(p, i18n.TraditionalChinese); got != r.chinese {
			t.Errorf("%s is written %q in Traditional Chinese; the rulebook says %q", p, got, r.chinese)
		}
		info := m.Province(p)
		if info == nil {
			t.Errorf("the map has no %s (%s)", p, r.english)
			continue
		}
		if info.Terrain == dip.Sea {
			seas++
		}
		if info.SupplyCenter {
			centres++
		}
	}
	if seas != 19 || centres != 34 {
		t.Errorf("%d seas and %d supply centres; the rulebook lists 19 and 34", seas, centres)
	}
}

// TestRulebookBracketNameSharedIsAmbiguous: two names in the list's
// brackets are not taken as places. 捷克 (Czechia) is given for both
// Bohemia and Silesia; 南斯拉夫 (Yugoslavia), given for Trieste, covered
// Serbia too. Either alone is refused (2.4.3), not read as one place.
func TestRulebookBracketNameSharedIsAmbiguous(t *testing.T) {
	for _, name := range []string{"捷克", "南斯拉夫"} {
		_, err := StandardNames().Resolve(name)
		var ae *AmbiguousError
		var ue *UnknownError
		if !errors.As(err, &ae) && !errors.As(err, &ue) {
			t.Errorf("%s resolves (%v); it could mean more than one place", name, err)
		}
	}
}

// TestRulebookExampleAbbreviations: the orders printed as examples in
// chapter 3 write some places in forms other than the list's: St.P, NorS,
// EngCh, MAt, WMed and Bulg. Each must read as the place meant.
func TestRulebookExampleAbbreviations(t *testing.T) {
	n := StandardNames()
	cases := map[string]dip.Province{"St.P": "stp", "NorS": "nth", "EngCh": "eng", "MAt": "mao", "WMed": "wes", "Bulg": "bul"}
	for in, want := range cases {
		if got, err := n.Resolve(in); err != nil || got.Prov != want {
			t.Errorf("%q resolves to %v, %v; want %s", in, got, err, want)
		}
	}
}
