package diplomacy

import (
	"strings"
	"testing"

	"adjutant/templates/i18n"
)

// TestRuleSetOption shows that rules=datc reaches the adjudicator: a unit
// dislodged by an army convoyed from a neighbouring province may retreat to
// that province under the DATC's choice (4.A.5), not under the rulebook
// (2.5.3b).
func TestRuleSetOption(t *testing.T) {
	for _, tc := range []struct {
		rules string
		toPic bool
	}{{"rulebook", false}, {"datc", true}} {
		g := newGame(t, "standard", map[string]string{"rules": tc.rules})
		g, res := g.Edit(lines("add England A Pic", "add England F Eng", "add France A Bel", "remove Lon", "add England F Nth"), i18n.English)
		if len(res.Problems) != 0 {
			t.Fatal(res.Problems)
		}
		r := resolveWith(t, g, map[string][]string{"England": {"A Pic - Bel via convoy", "F Eng C A Pic - Bel", "F Nth S A Pic - Bel"}}, 1)
		rep := report(t, r, i18n.English)
		line := ""
		for _, l := range strings.Split(rep, "\n") {
			if strings.Contains(l, "France: A Bel") {
				line = l
			}
		}
		if line == "" {
			t.Fatalf("%s: A Bel not dislodged:\n%s", tc.rules, rep)
		}
		_, options, _ := strings.Cut(line, "may retreat to")
		if got := strings.Contains(options, "Pic"); got != tc.toPic {
			t.Errorf("rules=%s: %q", tc.rules, line)
		}
	}
}
