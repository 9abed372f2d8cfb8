package gettysburg

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"adjutant/games"
	goldenfile "adjutant/games/internal/golden"
	"adjutant/templates/i18n"
)

func golden(t *testing.T, name, got string) {
	t.Helper()
	goldenfile.Check(t, filepath.Join("testdata", name), got)
	for i, line := range strings.Split(got, "\n") {
		if n := i18n.Width(line); n > 78 || (n > i18n.ProseWidth && !i18n.LaidOut(line)) {
			t.Errorf("%s line %d is %d characters wide: %q", name, i+1, n, line)
		}
	}
}

// fullWidthPunctuation holds Chinese text to the catalogue's rule: a
// half-width comma, semicolon, colon or parenthesis against a Han
// character is a slip ("7月1日上午, 移動階段", "階段: "). The help files
// are held to it with every other game's in the judge's tests.
func fullWidthPunctuation(t *testing.T, what, text string) {
	t.Helper()
	for _, slip := range i18n.HalfWidthSlips(text) {
		t.Errorf("%s: half-width punctuation beside a Han character: %s", what, slip)
	}
}

func TestGoldenScenarioRender(t *testing.T) {
	out, err := RenderScenarioFile("data/sample.toml")
	if err != nil {
		t.Fatal(err)
	}
	golden(t, "sample_render.golden", out)
}

func TestGoldenReports(t *testing.T) {
	_, hist := playGame(t, [games.SeedSize]byte{1, 8, 6, 3})
	// The first attack phase with a combat, in English and Chinese.
	for _, h := range hist {
		rep, _ := Engine{}.Report(h.res, games.SeatView("Union"), i18n.English)
		if !strings.Contains(rep, " win by ") {
			continue
		}
		golden(t, "report_attack.en.golden", rep)
		for _, lang := range []i18n.Lang{i18n.TraditionalChinese, i18n.SimplifiedChinese} {
			zh, _ := Engine{}.Report(h.res, games.SeatView("Union"), lang)
			golden(t, "report_attack."+string(lang)+".golden", zh)
			fullWidthPunctuation(t, string(lang), zh)
		}
		return
	}
	t.Fatal("no attack in the scripted game")
}

func TestCheckScenarioFileReportsProblems(t *testing.T) {
	bad := filepath.Join(t.TempDir(), "bad.toml")
	data, _ := os.ReadFile("data/sample.toml")
	text := strings.Replace(string(data), `"1104", "1204"`, `"1105", "1204"`, 1) // breaks the pike
	text = strings.Replace(text, `start = "1304"`, `start = "1003"`, 1)          // stacks Buford on Heth
	text += "\n[[unit]]\nid = \"x\"\ncode = \"XYZ\"\nside = \"Rebel\"\ntype = \"tank\"\narrive = 9\nentry = \"Q\"\n"
	if err := os.WriteFile(bad, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	probs, err := CheckScenarioFile(bad)
	if err != nil {
		t.Fatal(err)
	}
	all := ""
	for _, p := range probs {
		all += p.String() + "\n"
	}
	for _, want := range []string{"not adjacent", "no stacking", "two characters", "side \"Rebel\"", "type \"tank\"", "arrive must be", "entry \"Q\""} {
		if !strings.Contains(all, want) {
			t.Errorf("problems lack %q:\n%s", want, all)
		}
	}
	if probs, _ := CheckScenarioFile("data/sample.toml"); len(probs) != 0 {
		t.Errorf("the sample scenario has problems: %v", probs)
	}
}

func TestShippedScenariosValidate(t *testing.T) {
	for _, n := range scenarios().Names {
		data, err := files.ReadFile("data/" + n + ".toml")
		if err != nil {
			t.Fatal(err)
		}
		if _, probs, err := ParseScenario(data); err != nil {
			t.Errorf("%s: %v %v", n, err, probs)
		}
	}
	if _, err := LoadScenario("nonesuch"); err == nil {
		t.Errorf("an unknown scenario loaded")
	}
}
