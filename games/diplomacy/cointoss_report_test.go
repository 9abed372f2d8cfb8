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
