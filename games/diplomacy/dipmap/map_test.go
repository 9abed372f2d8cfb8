package dipmap

import (
	"errors"
	"strings"
	"testing"

	"adjutant/games/diplomacy/dip"
)

func TestStandardCounts(t *testing.T) {
	m := Standard()
	count := map[dip.Terrain]int{}
	sc, impassable := 0, 0
	for _, p := range m.Provinces() {
		info := m.Province(p)
		if info.Impassable {
			impassable++
			if p != "swi" {
				t.Errorf("%s is impassable; only Switzerland should be", p)
			}
			continue
		}
		count[info.Terrain]++
		if info.SupplyCenter {
			sc++
		}
	}
	if got := len(m.Provinces()); got != 76 {
		t.Errorf("map has %d entries, want 75 spaces + Switzerland = 76", got)
	}
	want := map[dip.Terrain]int{dip.Sea: 19, dip.Coastal: 42, dip.Land: 14}
	for ter, n := range want {
		if count[ter] != n {
			t.Errorf("%s spaces: got %d, want %d", ter, count[ter], n)
		}
	}
	if impassable != 1 {
		t.Errorf("impassable: got %d, want 1", impassable)
	}
	if sc != 34 {
		t.Errorf("supply centres: got %d, want 34", sc)
	}
}

func TestHomeCentres(t *testing.T) {
	want := map[dip.Power]string{
		dip.Austria: "bud tri vie", dip.England: "edi lon lvp", dip.France: "bre mar par",
		dip.Germany: "ber kie mun", dip.Italy: "nap rom ven", dip.Russia: "mos sev stp war",
		dip.Turkey: "ank con smy",
	}
	got := HomeCentres()
	total := 0
	for _, pw := range dip.AllPowers() {
		if s := joinProvinces(got[pw], " "); s != want[pw] {
			t.Errorf("%s home centres: got %q, want %q", pw, s, want[pw])
		}
		total += len(got[pw])
	}
	if total != 22 {
		t.Errorf("home centres: %d, want 22 (so 12 neutral)", total)
	}
	m := Standard()
	for _, p := range strings.Fields("bel bul den gre hol nwy por rum ser spa swe tun") {
		info := m.Province(dip.Province(p))
		if !info.SupplyCenter || info.Home != "" {
			t.Errorf("%s should be a neutral supply centre", p)
		}
	}
}

func TestStartingUnits(t *testing.T) {
	units := StartingUnits()
	if len(units) != 22 {
		t.Fatalf("got %d starting units, want 22", len(units))
	}
	m := Standard()
	seen := map[dip.Province]bool{}
	for i, u := range units {
		info := m.Province(u.At.Prov)
		if info == nil || info.Home != u.Power {
			t.Errorf("%s %s %s is not on one of its home centres", u.Power, u.Type, u.At)
		}
		if seen[u.At.Prov] {
			t.Errorf("two units in %s", u.At.Prov)
		}
		seen[u.At.Prov] = true
		if u.Type == dip.Fleet && (info.Terrain == dip.Land || info.Split() != (u.At.Coast != dip.NoCoast)) {
			t.Errorf("fleet %s cannot stand there", u.At)
		}
		if i > 0 && (units[i-1].Power > u.Power || units[i-1].Power == u.Power && units[i-1].At.Prov > u.At.Prov) {
			t.Errorf("units not sorted at %d: %v after %v", i, u, units[i-1])
		}
	}
	// Russia's fleet starts on the south coast (1.1.1 c).
	pos := StandardPosition()
	if u := pos.Units["stp"]; u.Type != dip.Fleet || u.At != (dip.Loc{Prov: "stp", Coast: dip.SouthCoast}) {
		t.Errorf("St. Petersburg holds %+v, want F stp/sc", u)
	}
	if u := pos.Units["kie"]; u.Type != dip.Fleet || u.Power != dip.Germany {
		t.Errorf("Kiel holds %+v, want German fleet", u)
	}
	if pos.Phase != (dip.Phase{Year: 1901, Season: dip.Spring, Kind: dip.MovementPhase}) {
		t.Errorf("phase %v", pos.Phase)
	}
	if len(pos.Owners) != 22 || pos.Owners["stp"] != dip.Russia || pos.Owners["bel"] != "" {
		t.Errorf("owners: %v", pos.Owners)
	}
	// The position is the caller's to change.
	pos.Units["lon"] = dip.Unit{}
	if StandardPosition().Units["lon"].Power != dip.England {
		t.Error("changing one StandardPosition changed the next")
	}
}

// TestEdgesSymmetric checks the built map, not only the data: every move has
// its way back, for armies and for fleets, coasts included.
func TestEdgesSymmetric(t *testing.T) {
	m := Standard()
	for _, p := range m.Provinces() {
		for _, q := range m.ArmyNeighbours(p) {
			if !m.ArmyAdjacent(q, p) {
				t.Errorf("army %s-%s but not %s-%s", p, q, q, p)
			}
		}
		for _, l := range fleetLocs(m, p) {
			for _, to := range m.FleetNeighbours(l) {
				if !m.FleetAdjacent(to, l) {
					t.Errorf("fleet %s-%s but not back", l, to)
				}
			}
		}
	}
}

func fleetLocs(m *dip.Map, p dip.Province) []dip.Loc {
	info := m.Province(p)
	if info.Terrain == dip.Land {
		return nil
	}
	if !info.Split() {
		return []dip.Loc{dip.At(p)}
	}
	var out []dip.Loc
	for _, c := range info.Coasts {
		out = append(out, dip.Loc{Prov: p, Coast: c})
	}
	return out
}

// TestCoastsWhereFleetsSail: armies never touch seas, fleets never inland
// provinces, every sea and coast can be reached by a fleet, and every
// coastal province borders at least one sea (that is what makes it coastal).
func TestCoastsWhereFleetsSail(t *testing.T) {
	m := Standard()
	for _, p := range m.Provinces() {
		info := m.Province(p)
		for _, q := range m.ArmyNeighbours(p) {
			if info.Terrain == dip.Sea || m.Province(q).Terrain == dip.Sea {
				t.Errorf("army edge %s-%s touches a sea", p, q)
			}
		}
		if info.Terrain == dip.Land && len(m.FleetNeighbours(dip.At(p))) > 0 {
			t.Errorf("fleets sail to inland %s", p)
		}
		if info.Terrain != dip.Sea && !info.Impassable && len(m.ArmyNeighbours(p)) == 0 {
			t.Errorf("no army can reach %s", p)
		}
		for _, l := range fleetLocs(m, p) {
			n := m.FleetNeighbours(l)
			if len(n) == 0 {
				t.Errorf("no fleet can reach %s", l)
			}
			if info.Terrain == dip.Coastal {
				sea := false
				for _, x := range n {
					sea = sea || m.Province(x.Prov).Terrain == dip.Sea
				}
				if !sea {
					t.Errorf("coast %s borders no sea", l)
				}
			}
		}
		if info.Split() && len(m.FleetNeighbours(dip.At(p))) > 0 {
			t.Errorf("a fleet could stand in %s without a coast", p)
		}
	}
}

// TestNeighbourCounts pins the number of neighbours of a handful of places,
// so that a lost or invented edge shows up.
func TestNeighbourCounts(t *testing.T) {
	m := Standard()
	army := map[dip.Province]int{"mun": 8, "bur": 8, "gal": 7, "ser": 6, "rum": 6, "war": 6, "lon": 2, "stp": 4, "spa": 3, "bul": 4, "kie": 5, "den": 2, "swe": 3, "naf": 1, "tun": 1}
	for p, n := range army {
		if got := len(m.ArmyNeighbours(p)); got != n {
			t.Errorf("army neighbours of %s: got %d %v, want %d", p, got, m.ArmyNeighbours(p), n)
		}
	}
	fleet := map[string]int{"nth": 11, "mao": 10, "ion": 9, "eng": 8, "tys": 7, "bal": 7, "bla": 6, "aeg": 6, "wes": 6, "lyo": 6,
		"stp/nc": 2, "stp/sc": 3, "spa/nc": 3, "spa/sc": 5, "bul/ec": 3, "bul/sc": 3, "con": 6, "kie": 5, "den": 6, "swe": 6, "syr": 2}
	for l, n := range fleet {
		if got := len(m.FleetNeighbours(dip.ParseLoc(l))); got != n {
			t.Errorf("fleet neighbours of %s: got %d %v, want %d", l, got, m.FleetNeighbours(dip.ParseLoc(l)), n)
		}
	}
}

func TestKnownAdjacencies(t *testing.T) {
	m := Standard()
	armyYes := "kie-den den-swe swe-nwy nwy-stp fin-stp con-bul con-ank con-smy gas-spa mar-spa por-spa naf-tun syr-arm syr-smy bur-mun tyr-ven tri-alb ser-alb bud-rum sev-rum ukr-rum pru-lvn ber-kie hol-kie ruh-kie"
	armyNo := "den-ber kie-swe bur-swi-x lon-edi wal-edi spa-naf tun-ion ank-smy-x par-mar ven-rom-x bul-alb gre-tri boh-bud sil-vie ber-den"
	for _, pair := range strings.Fields(armyYes) {
		a, b, _ := strings.Cut(pair, "-")
		if !m.ArmyAdjacent(dip.Province(a), dip.Province(b)) {
			t.Errorf("armies should move %s-%s", a, b)
		}
	}
	for _, pair := range strings.Fields(armyNo) {
		if strings.HasSuffix(pair, "-x") {
			continue
		}
		a, b, _ := strings.Cut(pair, "-")
		if m.ArmyAdjacent(dip.Province(a), dip.Province(b)) {
			t.Errorf("armies should not move %s-%s", a, b)
		}
	}
	fleetYes := "kie-den kie-bal kie-hel den-swe den-bal den-ska swe-bal swe-ska con-bla con-aeg con-bul/ec con-bul/sc bul/ec-rum bul/sc-gre bul/ec-bla bul/sc-aeg " +
		"spa/nc-gas spa/nc-por spa/nc-mao spa/sc-mar spa/sc-por spa/sc-mao spa/sc-lyo spa/sc-wes stp/nc-bar stp/nc-nwy stp/sc-fin stp/sc-lvn stp/sc-bot " +
		"naf-tun naf-mao naf-wes syr-eas syr-smy nwg-nwy nth-nwy ska-nwy eng-bel hel-hol mao-iri nao-lvp nao-cly"
	fleetNo := "bal-ska bal-nth kie-mun spa/nc-mar spa/nc-wes spa/sc-gas stp/nc-fin stp/sc-nwy stp/nc-bot bul/ec-aeg bul/ec-gre bul/sc-bla bul/sc-rum " +
		"ber-den rom-ven apu-rom nap-rom-x nth-bal eng-iri-x wal-lvp-x lon-edi ank-smy arm-syr lvn-fin gre-bul/ec por-gas"
	for _, pair := range strings.Fields(fleetYes) {
		a, b, _ := strings.Cut(pair, "-")
		if !m.FleetAdjacent(dip.ParseLoc(a), dip.ParseLoc(b)) {
			t.Errorf("fleets should sail %s-%s", a, b)
		}
	}
	for _, pair := range strings.Fields(fleetNo) {
		if strings.HasSuffix(pair, "-x") {
			continue
		}
		a, b, _ := strings.Cut(pair, "-")
		if m.FleetAdjacent(dip.ParseLoc(a), dip.ParseLoc(b)) {
			t.Errorf("fleets should not sail %s-%s", a, b)
		}
	}
	for _, p := range []dip.Province{"kie", "con"} {
		if !m.Province(p).Canal {
			t.Errorf("%s should be a canal (3.6.4)", p)
		}
	}
	if !m.Province("swi").Impassable {
		t.Error("Switzerland should be impassable (3.1.6)")
	}
}

func TestSpecRoundTrip(t *testing.T) {
	s := StandardSpec()
	s.Provinces[0].Name = "changed"
	if StandardSpec().Provinces[0].Name == "changed" {
		t.Fatal("StandardSpec shares memory between calls")
	}
	m, err := StandardSpec().Map()
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Provinces()) != 76 || !m.FleetAdjacent(dip.ParseLoc("stp/sc"), dip.At("bot")) {
		t.Error("a map built from the spec differs from Standard")
	}
}

func TestDataErrors(t *testing.T) {
	good := "province aaa Aaa\nzh 甲 甲\ntype land\narmy bbb\n\nprovince bbb Bbb\nzh 乙 乙\ntype land\narmy aaa\n"
	if _, err := parseData(good); err != nil {
		t.Fatalf("minimal data: %v", err)
	}
	bad := map[string]string{
		"one-sided edge":   strings.Replace(good, "army aaa", "", 1),
		"unknown province": strings.Replace(good, "army bbb", "army bbb ccc", 1),
		"duplicate id":     good + "province aaa Again\n",
		"unknown keyword":  good + "colour red\n",
		"no type":          strings.Replace(good, "type land\narmy bbb", "army bbb", 1),
		"fleet inland":     good + "fleet aaa\n",
		"shared name":      strings.Replace(good, "Bbb", "Aaa", 1),
		"bad power":        good + "home Prussia\n",
		"line before":      "type land\n" + good,
		"one coast":        good + "coast nc aaa\n",
		"empty":            "# nothing\n",
	}
	for name, text := range bad {
		if _, err := parseData(text); !errors.Is(err, ErrBadData) {
			t.Errorf("%s: got %v, want ErrBadData", name, err)
		}
	}
}
