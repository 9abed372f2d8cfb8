package maneuver

import (
	"strings"
	"testing"

	"adjutant/templates/i18n"
)

// GET indents a help topic by two and wraps it at the judge's width: a
// line the engine wrote wider than that would be broken a second time
// into a ragged pair, so every prose line of every topic, in every
// language, comes through the judge's wrap whole. Laid-out lines (aligned
// columns) are never wrapped and keep within 78.
func TestHelpTopicsComeThroughTheWrapWhole(t *testing.T) {
	for _, h := range (Engine{}).About().Help {
		for _, lang := range i18n.Langs() {
			for n, l := range strings.Split(h.Body.In(lang), "\n") {
				if i18n.LaidOut(l) {
					if i18n.Width(l) > 78 {
						t.Errorf("topic %s in %s, line %d: %d columns of table (over 78): %q", h.Name, lang, n+1, i18n.Width(l), l)
					}
					continue
				}
				if got := i18n.Wrap(l, proseWidth); got != l {
					t.Errorf("topic %s in %s, line %d would be wrapped again:\n%s", h.Name, lang, n+1, got)
				}
			}
		}
	}
}
