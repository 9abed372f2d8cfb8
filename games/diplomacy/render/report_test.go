package render

import (
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

func TestReportGolden(t *testing.T) {
	m, names := dipmap.Standard(), dipmap.StandardNames()
	cases := []struct {
		name string
		res  dip.Result
		prev dip.Position
	}{
		{"movement", movementResult(), fallMovement()},
		{"retreat", retreatResult(), fallRetreat()},
		{"adjustment", adjustmentResult(), winter()},
	}
	for _, c := range cases {
		for _, lang := range i18n.Langs() {
			got := Report(m, names, c.res, c.prev, lang, nil)
			golden(t, c.name+"."+string(lang), got)
		}
	}
}

func TestReportWithoutMap(t *testing.T) {
	m, names := dipmap.Standard(), dipmap.StandardNames()
	with := Report(m, names, movementResult(), fallMovement(), i18n.English, nil)
	without := Report(m, names, movementResult(), fallMovement(), i18n.English, &Options{NoMap: true})
	legend := "A army, F fleet"
	if !strings.Contains(with, legend) || strings.Contains(without, legend) {
		t.Errorf("NoMap: map in default report %v, in NoMap report %v", strings.Contains(with, legend), strings.Contains(without, legend))
	}
	if !strings.HasPrefix(with, without) {
		t.Errorf("the report without the map is not the report with it, cut before the map")
	}
}

// A tool reading the position block gets the units of the next phase back,
// whatever the report's language.
func TestReportPositionReadsBack(t *testing.T) {
	m, names := dipmap.Standard(), dipmap.StandardNames()
	res := movementResult()
	for _, lang := range i18n.Langs() {
		rep := Report(m, names, res, fallMovement(), lang, &Options{NoMap: true})
		got := map[dip.Province]dip.Unit{}
		for _, line := range strings.Split(rep, "\n") {
			pw, rest, ok := strings.Cut(line, ": ")
			f := strings.Fields(rest)
			if !ok || len(f) != 2 || (f[0] != "A" && f[0] != "F") {
				continue
			}
			t := dip.Army
			if f[0] == "F" {
				t = dip.Fleet
			}
			at := dip.ParseLoc(f[1])
			if _, dup := got[at.Prov]; dup {
				break // the dislodged block follows; the board is complete
			}
			got[at.Prov] = dip.Unit{Type: t, Power: dip.Power(pw), At: at}
		}
		if len(got) != len(res.Next.Units) {
			t.Errorf("%s: read %d units back, want %d", lang, len(got), len(res.Next.Units))
		}
		for p, u := range res.Next.Units {
			if got[p] != u {
				t.Errorf("%s: %s reads back as %+v, want %+v", lang, p, got[p], u)
			}
		}
	}
}

func BenchmarkReport(b *testing.B) {
	m, names := dipmap.Standard(), dipmap.StandardNames()
	res, prev := movementResult(), fallMovement()
	b.ReportAllocs()
	for b.Loop() {
		for _, lang := range i18n.Langs() {
			_ = Report(m, names, res, prev, lang, nil)
		}
	}
}
