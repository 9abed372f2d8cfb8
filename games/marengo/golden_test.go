package marengo

import (
	"path/filepath"
	"strings"
	"testing"

	"adjutant/games"
	goldenfile "adjutant/games/internal/golden"
	"adjutant/templates/i18n"
)

func golden(t *testing.T, name, got string) {
	t.Helper()
	goldenMail(t, name, got)
	wrapsOnce(t, name, got)
}

// wrapsOnce: a reply indents HISTORY and GET by two and wraps at the
// judge's width; what the engine wrote comes through that wrap whole.
func wrapsOnce(t *testing.T, name, got string) {
	t.Helper()
	for _, line := range strings.Split(got, "\n") {
		if w := i18n.Wrap(line, proseWidth); w != line {
			t.Errorf("%s: a line the judge would wrap again:\n%s", name, w)
		}
	}
}

// goldenMail checks what the judge writes around the engine's text too,
// wrapped at its own width.
func goldenMail(t *testing.T, name, got string) {
	t.Helper()
	goldenfile.Check(t, filepath.Join("testdata", name), got)
	for i, line := range strings.Split(got, "\n") {
		if n := i18n.Width(line); n > 78 {
			t.Errorf("%s line %d is %d columns wide: %q", name, i+1, n, line)
		}
	}
}

// The shipped scenario as `adjutant scenario render` shows it.
func TestGoldenScenarioRender(t *testing.T) {
	out, err := RenderScenarioFile("data/sample.toml")
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "render_sample.golden", out)
}

// The map with blocks of both sides on reserves and approaches, an
// inactive French block, and a declared bombardment, as each reader sees
// it: a side, the other side, an observer, the master.
func TestGoldenViews(t *testing.T) {
	f := newFx(t).turn(France, 10).at("BRH", "A05", "A06").at("BRH/PDB", "A03", "A08").at("PDB/BRH", "F01", "F02").at("PDB", "F09").
		at("FON", "F05", "F10").inactive("F10").at("BNO", "A12").due("A14", "A15", "F11", "F15").morale(Austria, 15).morale(France, 11)
	f.s.B.Declared = []Bombard{{Art: "A08", Side: Austria, Target: "PDB"}}
	f.book(France, "BLOCK * ALL", "RETREAT * ROOM")
	for _, c := range []struct {
		name string
		v    games.Viewer
	}{{"france", france}, {"austria", austria}, {"observer", games.Observer()}, {"master", master}} {
		golden(t, "view_"+c.name+".en.golden", f.game().View(c.v, i18n.English))
	}
	for _, lang := range []i18n.Lang{i18n.TraditionalChinese, i18n.SimplifiedChinese} {
		golden(t, "view_france."+string(lang)+".golden", f.game().View(france, lang))
	}
}

// The report of rule 9's worked example, as the attacker, the defender
// and an observer read it, in the three languages.
func TestGoldenAttackReport(t *testing.T) {
	f := newFx(t).at("MAR/CGR", "A03", "A01").at("CGR/MAR", "F10", "F02", "F08").turn(Austria, 9).
		book(France, "COUNTERFIRE * YES", "FRONT CGR F02", "PURSUE * YES")
	f.play("ATTACK A03 A01 LEAD A03")
	for _, lang := range i18n.Langs() {
		rep, err := Engine{}.Report(f.res, austria, lang)
		if err != nil {
			t.Fatal(err)
		}
		golden(t, "report_attack.austria."+string(lang)+".golden", rep)
	}
	for name, v := range map[string]games.Viewer{"france": france, "observer": games.Observer()} {
		rep, _ := Engine{}.Report(f.res, v, i18n.English)
		golden(t, "report_attack."+name+".en.golden", rep)
	}
}

// An assault blocked, a question put, and the default at its deadline,
// as the defender reads it.
func TestGoldenQuestionReport(t *testing.T) {
	f := newFx(t).at("FON", "A03", "A04").at("MAR", "F05", "F10")
	f.send("MOVE A03 A04 TO MAR SHOW A04")
	for _, lang := range i18n.Langs() {
		rep, _ := Engine{}.Report(f.res, france, lang)
		p := f.game().Requests()[0].For(france)
		wrapsOnce(t, "report_question.france."+string(lang), rep)
		goldenMail(t, "report_question.france."+string(lang)+".golden", rep+"\n"+i18n.Wrap(p.Ask.In(lang)+"\n"+p.Default.In(lang), i18n.ProseWidth)+"\n")
	}
}
