package judge

import (
	"testing"

	"adjutant/games"
	"adjutant/games/asl"
	"adjutant/games/diplomacy"
	"adjutant/games/example"
	"adjutant/games/gettysburg"
	"adjutant/games/maneuver"
	"adjutant/games/marengo"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// Every help text a player can GET in Chinese, the judge's own and every
// game's, keeps the catalogue's punctuation rule: full-width beside Han
// characters, while the orders and codes quoted in it keep their ASCII
// ("A Par - Bur", "Build F StP/nc").
func TestChineseHelpUsesFullWidthPunctuation(t *testing.T) {
	chinese := []i18n.Lang{i18n.TraditionalChinese, i18n.SimplifiedChinese}
	check := func(what string, text i18n.Text) {
		for _, lang := range chinese {
			for _, slip := range i18n.HalfWidthSlips(text.In(lang)) {
				t.Errorf("%s in %s: half-width punctuation beside a Han character: %s", what, lang, slip)
			}
		}
	}
	for _, h := range templates.Helps() {
		check("judge help "+h.Name, h.Body)
	}
	engines := []games.Engine{diplomacy.New(), gettysburg.Engine{}, marengo.Engine{}, maneuver.Engine{}, asl.Engine{}, example.Engine{}}
	topics := 0
	for _, eng := range engines {
		for _, h := range eng.About().Help {
			topics++
			check(eng.About().Name+" help "+h.Name, h.Title)
			check(eng.About().Name+" help "+h.Name, h.Body)
		}
	}
	if topics < len(engines) {
		t.Fatalf("only %d help topics in %d games", topics, len(engines))
	}
}
