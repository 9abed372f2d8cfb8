package dipmap

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/templates/i18n"
)

func TestResolveForms(t *testing.T) {
	n := StandardNames()
	cases := map[string]string{
		// ids, rulebook abbreviations, other families
		"lon": "lon", "Lon": "lon", "LON": "lon", "StP": "stp", "St.P": "stp",
		"mao": "mao", "Mid": "mao", "mat": "mao", "nao": "nao", "NAt": "nao",
		"nwg": "nwg", "Nrg": "nwg", "lyo": "lyo", "GoL": "lyo", "eng": "eng", "ech": "eng",
		"nth": "nth", "nts": "nth", "lvn": "lvn", "hel": "hel", "tys": "tys", "Tyn": "tys",
		"nor": "nwy", "nwy": "nwy", "lpl": "lvp", "Switz.": "swi", "swi": "swi",
		// English names with and without punctuation, aliases
		"St. Petersburg": "stp", "st petersburg": "stp", "Saint Petersburg": "stp",
		"Mid-Atlantic Ocean": "mao", "mid atlantic": "mao", "Gulf of Lyon": "lyo",
		"Lyon, Gulf of": "lyo", "Gulf of Lions": "lyo", "the North Sea": "nth",
		"Marseille": "mar", "Ukraina": "ukr", "Tyrol": "tyr", "Izmir": "smy", "Romania": "rum",
		"Heligoland Bight": "hel", "English Channel": "eng", "North Africa": "naf",
		// unambiguous prefixes
		"bohe": "boh", "mid-atl": "mao", "engl": "eng", "Yorks": "yor", "lyon": "lyo",
		"cons": "con", "bulg": "bul", "Edinburg": "edi", "switzer": "swi",
		// Chinese, both scripts
		"大倫敦": "lon", "大伦敦": "lon", "布根第": "bur", "聖彼得堡": "stp", "圣彼得堡": "stp",
		"斯卡格拉克海峽": "ska", "斯卡格拉克海峡": "ska", "北海": "nth", "北非": "naf",
		"挪威": "nwy", "挪威海": "nwg", "羅馬": "rom", "羅馬尼亞": "rum", "罗马尼亚": "rum",
		"的港": "tri", " 馬賽 ": "mar", "马赛": "mar",
		// full-width input
		"ＬＯＮ": "lon", "Ｌｏｎｄｏｎ": "lon",
	}
	for in, want := range cases {
		got, err := n.Resolve(in)
		if err != nil || got != dip.At(dip.Province(want)) {
			t.Errorf("Resolve(%q) = %v, %v; want %s", in, got, err, want)
		}
	}
}

func TestResolveCoasts(t *testing.T) {
	n := StandardNames()
	cases := map[string]string{
		"stp/nc": "stp/nc", "StP(nc)": "stp/nc", "stp (sc)": "stp/sc", "stp nc": "stp/nc",
		"St. Petersburg (north coast)": "stp/nc", "stp/north coast": "stp/nc", "STP/N.C.": "stp/nc",
		"spa sc": "spa/sc", "Spain south coast": "spa/sc", "spain/s": "spa/sc",
		"bul/ec": "bul/ec", "bulgaria (east coast)": "bul/ec", "bul e": "bul/ec",
		"聖彼得堡北岸": "stp/nc", "圣彼得堡(北海岸)": "stp/nc", "保加利亞東岸": "bul/ec",
		"保加利亚东岸": "bul/ec", "西班牙（南岸）": "spa/sc", "stp（nc）": "stp/nc",
		"spa": "spa", "stp": "stp",
	}
	for in, want := range cases {
		got, err := n.Resolve(in)
		if err != nil || got != dip.ParseLoc(want) {
			t.Errorf("Resolve(%q) = %v, %v; want %s", in, got, err, want)
		}
	}
	bad := map[string][]dip.Coast{"lon/nc": nil, "bul/nc": {"ec", "sc"}, "spa/ec": {"nc", "sc"}, "stp/xyz": {"nc", "sc"}, "nap s": nil}
	for in, valid := range bad {
		_, err := n.Resolve(in)
		var ce *CoastError
		if !errors.As(err, &ce) {
			t.Errorf("Resolve(%q) = %v; want a CoastError", in, err)
			continue
		}
		if !reflect.DeepEqual(ce.Valid, valid) && !(len(ce.Valid) == 0 && len(valid) == 0) {
			t.Errorf("Resolve(%q): valid coasts %v, want %v", in, ce.Valid, valid)
		}
	}
}

func TestResolveAmbiguous(t *testing.T) {
	n := StandardNames()
	cases := map[string]string{
		"nort":  "naf nao nth",
		"norw":  "nwg nwy",
		"north": "naf nao nth",
		"gulf":  "bot lyo",
		"liv":   "lvn lvp",
		"ser":   "", // exact id wins over "Sevastopol"? no: ser is Serbia's id
		"bu":    "", // too short to be a prefix
	}
	for in, want := range cases {
		_, err := n.Resolve(in)
		var ae *AmbiguousError
		if want == "" {
			if errors.As(err, &ae) {
				t.Errorf("Resolve(%q) is ambiguous (%v); want no ambiguity", in, ae.Candidates)
			}
			continue
		}
		if !errors.As(err, &ae) {
			t.Errorf("Resolve(%q) = %v; want ambiguity", in, err)
			continue
		}
		if got := joinProvinces(ae.Candidates, " "); got != want {
			t.Errorf("Resolve(%q) candidates %q, want %q", in, got, want)
		}
		if !strings.Contains(err.Error(), strings.Fields(want)[0]) {
			t.Errorf("message %q does not list the candidates", err)
		}
	}
}

func TestResolveUnknownSuggests(t *testing.T) {
	n := StandardNames()
	cases := map[string]dip.Province{
		"lodnon": "lon", "Lodon": "lon", "Edinbrugh": "edi", "Muncih": "mun", "Sevastapool": "sev",
		"veinna": "vie", "Petersburg": "", "大倫": "lon", "xyzzy": "", "": "", "F": "", "to": "",
	}
	for in, want := range cases {
		_, err := n.Resolve(in)
		var ue *UnknownError
		if !errors.As(err, &ue) {
			t.Errorf("Resolve(%q) = %v; want unknown", in, err)
			continue
		}
		if want == "" {
			continue
		}
		if len(ue.Suggestions) == 0 || ue.Suggestions[0] != want {
			t.Errorf("Resolve(%q) suggests %v, want %s first", in, ue.Suggestions, want)
		}
	}
}

// TestEveryNameResolves walks the resolver's own list: each name must come
// back to its place, and no two places may share a name.
func TestEveryNameResolves(t *testing.T) {
	n := StandardNames()
	all := n.All()
	if len(all) < 76*4 {
		t.Fatalf("only %d names", len(all))
	}
	perProv := map[dip.Province]map[NameKind]bool{}
	for _, e := range all {
		got, err := n.Resolve(e.Text)
		if err != nil || got.Prov != e.Prov {
			t.Errorf("%q (%d) resolves to %v, %v; want %s", e.Text, e.Kind, got, err, e.Prov)
		}
		if perProv[e.Prov] == nil {
			perProv[e.Prov] = map[NameKind]bool{}
		}
		perProv[e.Prov][e.Kind] = true
	}
	for _, p := range Standard().Provinces() {
		for _, k := range []NameKind{NameID, NameEnglish, NameHant} {
			if !perProv[p][k] {
				t.Errorf("%s has no name of kind %d", p, k)
			}
		}
		// A Simplified name equal to the Traditional one is listed once.
		hans := n.Name(p, i18n.SimplifiedChinese)
		if got, err := n.Resolve(hans); err != nil || got.Prov != p || hans == string(p) {
			t.Errorf("Simplified name %q of %s resolves to %v, %v", hans, p, got, err)
		}
	}
}

func TestName(t *testing.T) {
	n := StandardNames()
	cases := []struct {
		loc  string
		lang i18n.Lang
		want string
	}{
		{"stp", i18n.English, "St. Petersburg"}, {"stp", i18n.TraditionalChinese, "聖彼得堡"},
		{"stp", i18n.SimplifiedChinese, "圣彼得堡"}, {"lon", i18n.TraditionalChinese, "大倫敦"},
		{"lon", i18n.SimplifiedChinese, "大伦敦"}, {"xyz", i18n.English, "xyz"},
		{"spa/nc", i18n.English, "Spain (north coast)"}, {"bul/ec", i18n.SimplifiedChinese, "保加利亚（东岸）"},
		{"bul/ec", i18n.TraditionalChinese, "保加利亞（東岸）"},
	}
	for _, c := range cases {
		if got := n.LocName(dip.ParseLoc(c.loc), c.lang); got != c.want {
			t.Errorf("LocName(%s, %s) = %q, want %q", c.loc, c.lang, got, c.want)
		}
	}
}

// TestSimplifiedDiffers guards against a Simplified name copied from the
// Traditional one where the scripts differ: a character that has a
// simplified form must not survive into the Simplified name.
func TestSimplifiedDiffers(t *testing.T) {
	traditionalOnly := "倫爾維羅馬亞蘭聖華達納魯麥時臘窩烏敘東峽灣愛蘇奧"
	for _, e := range StandardNames().All() {
		if e.Kind != NameHans {
			continue
		}
		for _, r := range e.Text {
			if strings.ContainsRune(traditionalOnly, r) {
				t.Errorf("Simplified name %q of %s holds Traditional %q", e.Text, e.Prov, r)
			}
		}
	}
}

func TestCoastWords(t *testing.T) {
	for in, want := range map[string]dip.Coast{"nc": "nc", "(nc)": "nc", "North Coast": "nc", "n.c.": "nc", "北岸": "nc", "南海岸": "sc", "东岸": "ec", "東岸": "ec"} {
		if got, ok := ParseCoast(in); !ok || got != want {
			t.Errorf("ParseCoast(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"", "west", "北", "coast"} {
		if c, ok := ParseCoast(in); ok {
			t.Errorf("ParseCoast(%q) = %q; want none", in, c)
		}
	}
	words := CoastWords()
	for i := 1; i < len(words); i++ {
		if len(words[i].Key) > len(words[i-1].Key) {
			t.Errorf("CoastWords not longest first at %q", words[i].Text)
		}
	}
	if CoastName(dip.EastCoast, i18n.SimplifiedChinese) != "东岸" || CoastName(dip.NorthCoast, i18n.English) != "north coast" {
		t.Error("CoastName")
	}
}

func TestEditDistance(t *testing.T) {
	cases := []struct {
		a, b string
		want int
	}{{"london", "london", 0}, {"lodnon", "london", 1}, {"lndon", "london", 1}, {"londoon", "london", 1}, {"lomdon", "london", 1}, {"xyz", "london", 6}, {"", "ab", 2}}
	for _, c := range cases {
		if got := editDistance([]rune(c.a), []rune(c.b), 5); got != c.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}
