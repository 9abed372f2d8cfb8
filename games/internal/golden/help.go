package golden

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// HelpComesThroughTheWrap checks that GET, which indents a topic by two and
// wraps it at the judge's width, never breaks a line of help a second
// time: every prose line of every topic, in every language, comes through
// that wrap whole, and a laid-out line (aligned columns) keeps within 78.
func HelpComesThroughTheWrap(t *testing.T, help []games.HelpTopic) {
	t.Helper()
	for _, h := range help {
		for _, lang := range i18n.Langs() {
			for n, l := range strings.Split(h.Body.In(lang), "\n") {
				if i18n.LaidOut(l) {
					if i18n.Width(l) > 78 {
						t.Errorf("topic %s in %s, line %d: %d columns of table (over 78): %q", h.Name, lang, n+1, i18n.Width(l), l)
					}
					continue
				}
				if got := i18n.Wrap(l, i18n.ProseWidth-2); got != l {
					t.Errorf("topic %s in %s, line %d would be wrapped again:\n%s", h.Name, lang, n+1, got)
				}
			}
		}
	}
}
