package diplomacy

import (
	"strings"
	"testing"

	"adjutant/templates/i18n"
)

// tossResolution plays the two-player 1914 game to its coin toss and
// returns the Fall 1914 report, the one that tells the toss, in lang.
func tossReport(t *testing.T, lang i18n.Lang) string {
	t.Helper()
	g := newGame(t, "two-1914", nil)
	g = resolveWith(t, g, nil, 2).Next
	return report(t, resolveWith(t, g, nil, 2), lang)
}

// The lines that tell the coin toss are prose, wrapped at the width the
// rest of the report keeps (i18n.ProseWidth), in every language.
func TestCoinTossReportKeepsToTheProseWidth(t *testing.T) {
	for _, lang := range i18n.Langs() {
		rep := tossReport(t, lang)
		_, toss, ok := strings.Cut(rep, "\n"+word("phrase", "coin-toss").In(lang)+"\n")
		if !ok {
			t.Fatalf("%s: no coin toss heading in:\n%s", lang, rep)
		}
		for _, l := range strings.Split(toss, "\n") {
			if w := i18n.Width(l); w > i18n.ProseWidth {
				t.Errorf("%s: a coin toss line of %d columns (over %d):\n%s", lang, w, i18n.ProseWidth, l)
			}
		}
	}
}

// The coin toss is 擲硬幣 and 掷硬币 in every text of the engine: the
// variant's title (LIST, HELP), its report and the unplayed neutral power.
func TestCoinTossIsWordedAsUsualInChinese(t *testing.T) {
	for _, v := range New().About().Variants {
		for _, lang := range []i18n.Lang{i18n.TraditionalChinese, i18n.SimplifiedChinese} {
			if title := v.Summary.In(lang); strings.Contains(title, "毫") {
				t.Errorf("variant %s, %s: %q", v.Name, lang, title)
			}
		}
	}
	for lang, want := range map[i18n.Lang]string{i18n.TraditionalChinese: "擲硬幣", i18n.SimplifiedChinese: "掷硬币"} {
		rep := tossReport(t, lang)
		contains(t, "the toss report in "+string(lang), rep, want)
		if strings.Contains(rep, "毫") {
			t.Errorf("the toss report in %s still says 毫:\n%s", lang, rep)
		}
	}
}
