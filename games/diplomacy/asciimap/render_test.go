package asciimap

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	goldenfile "adjutant/games/internal/golden"
	"adjutant/templates/i18n"
)

func golden(t *testing.T, name, got string) {
	t.Helper()
	goldenfile.Check(t, filepath.Join("testdata", name+".golden"), got)
}

// displayWidth counts columns as a fixed-width font shows them: wide
// (CJK and full-width) characters take two.
func displayWidth(s string) int {
	w := 0
	for _, r := range s {
		if r >= 0x1100 && (r <= 0x115F || (r >= 0x2E80 && r <= 0xA4CF) || (r >= 0xAC00 && r <= 0xD7A3) ||
			(r >= 0xF900 && r <= 0xFAFF) || (r >= 0xFE30 && r <= 0xFE4F) || (r >= 0xFF00 && r <= 0xFF60) || (r >= 0xFFE0 && r <= 0xFFE6)) {
			w += 2
		} else {
			w++
		}
	}
	return w
}

func checkLines(t *testing.T, name, out string) {
	t.Helper()
	if !strings.HasSuffix(out, "\n") {
		t.Errorf("%s: output does not end with a newline", name)
	}
	for i, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if w := displayWidth(line); w > MaxWidth {
			t.Errorf("%s: line %d is %d columns: %q", name, i+1, w, line)
		}
		if strings.HasSuffix(line, " ") {
			t.Errorf("%s: line %d has trailing spaces", name, i+1)
		}
	}
}

func TestOpeningGolden(t *testing.T) {
	out := Render(dipmap.Standard(), dipmap.StandardPosition(), nil)
	checkLines(t, "opening", out)
	golden(t, "opening", out)
}

// midgame is Fall 1902 after the movement: a French army has taken Munich
// from Burgundy and an Italian fleet Albania from the Ionian Sea, so a
// German army and an Austrian fleet must retreat. Russia has a fleet on St.
// Petersburg's north coast, France one on Spain's south coast.
func midgame() dip.Position {
	pos := dip.Position{
		Phase:     dip.Phase{Year: 1902, Season: dip.Fall, Kind: dip.RetreatPhase},
		Units:     map[dip.Province]dip.Unit{},
		Dislodged: map[dip.Province]dip.Dislodged{},
		Owners:    map[dip.Province]dip.Power{},
	}
	units := map[dip.Power]string{
		dip.England: "F nth, F nwy, A bel, F eng, A yor",
		dip.Russia:  "F stp/nc, A war, F sev, A rum, F bot, A ukr",
		dip.Germany: "A hol, F den, A kie, A ber",
		dip.France:  "F spa/sc, A mun, F mao, A por, A pic",
		dip.Austria: "A ser, A bud, A gal, A vie",
		dip.Italy:   "A tun, A ven, F alb, A tyr",
		dip.Turkey:  "A bul, F bla, A arm, F aeg",
	}
	for pw, list := range units {
		for _, u := range strings.Split(list, ", ") {
			typ := dip.Army
			if u[0] == 'F' {
				typ = dip.Fleet
			}
			at := dip.ParseLoc(u[2:])
			pos.Units[at.Prov] = dip.Unit{Type: typ, Power: pw, At: at}
		}
	}
	pos.Dislodged["mun"] = dip.Dislodged{Unit: dip.Unit{Type: dip.Army, Power: dip.Germany, At: dip.At("mun")}, AttackerFrom: "bur"}
	pos.Dislodged["alb"] = dip.Dislodged{Unit: dip.Unit{Type: dip.Fleet, Power: dip.Austria, At: dip.At("alb")}, AttackerFrom: "ion"}
	owners := map[dip.Power]string{
		dip.England: "edi lon lvp nwy bel", dip.Russia: "stp mos sev war rum swe", dip.Germany: "ber kie mun hol den",
		dip.France: "bre par mar spa por", dip.Austria: "vie bud tri ser", dip.Italy: "rom ven nap tun", dip.Turkey: "con ank smy bul",
	}
	for pw, list := range owners {
		for _, p := range strings.Fields(list) {
			pos.Owners[dip.Province(p)] = pw
		}
	}
	return pos
}

func TestMidgameGolden(t *testing.T) {
	for _, lang := range i18n.Langs() {
		out := Render(dipmap.Standard(), midgame(), &Options{Lang: lang})
		checkLines(t, "midgame-"+string(lang), out)
		golden(t, "midgame-"+string(lang), out)
	}
}

func TestSlotsShowUnitsAndOwners(t *testing.T) {
	out := Render(dipmap.Standard(), midgame(), nil)
	for _, want := range []string{
		"Stp/nc F.R*R", // a fleet on a named coast
		"Spa/sc F.F*F",
		"Mun!A.F*G", // dislodged from Munich; the French army stands there, the centre is still German
		"Alb!F.I",
		"Gre    *",  // a neutral centre
		"Tri    *A", // an owned centre with no unit
		"Tyr A.I",   // no centre
		"A.G Mun (attacked from Bur)",
		"F.A Alb (attacked from Ion)",
		"Centres: A 4 E 5 F 5 G 5 I 4 R 6 T 4, neutral 1",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("map lacks %q", want)
		}
	}
	if got := slotText(dipmap.Standard(), midgame(), "gre"); got != "Gre    *" {
		t.Errorf("neutral Greece shows %q, want %q", got, "Gre    *")
	}
	// Chinese punctuation in the count: no space after the full-width
	// colon, a full-width comma before the neutral centres.
	if zh := Render(dipmap.Standard(), midgame(), &Options{Lang: i18n.TraditionalChinese}); !strings.Contains(zh, "軍需區：A 4 E 5 F 5 G 5 I 4 R 6 T 4，中立 1") {
		t.Errorf("the Chinese centre count is not punctuated the Chinese way:\n%s", zh)
	}
	zh := Render(dipmap.Standard(), midgame(), &Options{Lang: i18n.SimplifiedChinese, NoLegend: true})
	if strings.Contains(zh, "Centres") || strings.Contains(zh, "军需区:") || !strings.Contains(zh, "被驱逐之部队") {
		t.Errorf("NoLegend in Simplified Chinese:\n%s", zh)
	}
}

// TestEveryProvinceOnce: each province of the standard map has exactly one
// slot, and the slot is wide enough for the widest thing it can show.
func TestEveryProvinceOnce(t *testing.T) {
	m := dipmap.Standard()
	a, err := parseArt(europeText)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range m.Provinces() {
		w, ok := a.slots[p]
		if !ok {
			t.Errorf("%s has no slot in the art", p)
			continue
		}
		if need := slotWidthNeeded(m, p); w < need {
			t.Errorf("slot of %s is %d wide, needs %d", p, w, need)
		}
	}
	for p := range a.slots {
		if m.Province(p) == nil {
			t.Errorf("the art has a slot for %q, which is not on the map", p)
		}
	}
	if len(a.lines) < 60 || len(a.lines) > 80 {
		t.Errorf("the art is %d lines; keep it between 60 and 80", len(a.lines))
	}
}

// TestFullBoard fills every province with the widest content it can have
// and checks that nothing is cut and no line grows.
func TestFullBoard(t *testing.T) {
	m := dipmap.Standard()
	pos := dip.Position{Units: map[dip.Province]dip.Unit{}, Dislodged: map[dip.Province]dip.Dislodged{}, Owners: map[dip.Province]dip.Power{}}
	for _, p := range m.Provinces() {
		info := m.Province(p)
		at := dip.At(p)
		typ := dip.Army
		if info.Terrain == dip.Sea {
			typ = dip.Fleet
		}
		if info.Split() {
			typ, at = dip.Fleet, dip.Loc{Prov: p, Coast: info.Coasts[len(info.Coasts)-1]}
		}
		pos.Units[p] = dip.Unit{Type: typ, Power: dip.Turkey, At: at}
		pos.Dislodged[p] = dip.Dislodged{Unit: dip.Unit{Type: dip.Army, Power: dip.Russia, At: dip.At(p)}}
		if info.SupplyCenter {
			pos.Owners[p] = dip.Germany
		}
	}
	out := Render(m, pos, nil)
	checkLines(t, "full", out)
	for _, p := range m.Provinces() {
		want := slotText(m, pos, p)
		if len(want) != slotWidthNeeded(m, p) {
			t.Errorf("%s: widest text %q is %d, expected %d", p, want, len(want), slotWidthNeeded(m, p))
		}
		if strings.Count(out, want) != 1 {
			t.Errorf("%q appears %d times, want once", want, strings.Count(out, want))
		}
	}
}

func TestParseArtErrors(t *testing.T) {
	bad := map[string]string{
		"unclosed":  "{lon~~",
		"twice":     "{lon~~} {lon~~}",
		"bad id":    "{Lon~~}",
		"empty id":  "{~~~}",
		"too wide":  strings.Repeat("x", 79),
		"not ascii": "{lon~~} ─",
		"tab":       "\t{lon}",
		// The header: unknown lines, kinds and characters.
		"unknown header":    "#borders land .\n{lon~~}",
		"unknown kind":      "#border river ~\n{lon~~}",
		"no characters":     "#border land\n{lon~~}",
		"two-letter char":   "#border land ..\n{lon~~}",
		"brace as border":   "#border land {\n{lon~~}",
		"declared twice":    "#border land .\n#border coast .\n{lon~~}",
		"fill and border":   "#border sea +\n#sea +\n{lon~~}",
		"stray character":   "#border land :\n{lon~~} : x {nth~~}",
		"fill not declared": "#border land :\n{lon~~} : ~ {nth~~}",
	}
	for name, text := range bad {
		if _, err := parseArt(text); !errors.Is(err, ErrBadArt) {
			t.Errorf("%s: got %v, want ErrBadArt", name, err)
		}
	}
	a, err := parseArt("# comment\n  {lon~~} ~~ {nth~}\n")
	if err != nil || len(a.lines) != 1 || a.slots["lon"] != 7 || a.slots["nth"] != 6 {
		t.Errorf("parseArt: %+v, %v", a, err)
	}
	a, err = parseArt("# comment\n#border land . :\n#border coast |\n#sea ~\n{lon~~} : | ~ {nth~}\n")
	if err != nil || a.strokes[':'] != landStroke || a.strokes['|'] != coastStroke || !a.seaFill['~'] ||
		string(a.drawn[landStroke]) != ".:" || a.sample(seaStroke) != 0 {
		t.Errorf("parseArt with a header: %+v, %v", a, err)
	}
}

func TestAbbrev(t *testing.T) {
	for in, want := range map[dip.Province]string{"lon": "Lon", "stp": "Stp", "": ""} {
		if got := Abbrev(in); got != want {
			t.Errorf("Abbrev(%q) = %q, want %q", in, got, want)
		}
	}
}
