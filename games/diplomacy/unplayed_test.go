package diplomacy

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// TestTheViewAndReportNameThePowersNobodyPlays: in the games of fewer
// than seven players the start mail, SUMMARY and the results listed
// Italy's units and centres like any power's, and nothing said that no
// player orders it: a player could wait for Italy's answer to a proposal.
// The view and every report name the powers nobody plays and why, in
// each language; the seven-player game and those where every power is
// played say nothing of the kind.
func TestTheViewAndReportNameThePowersNobodyPlays(t *testing.T) {
	for _, c := range []struct {
		variant string
		want    []string
	}{
		{"six", []string{"Powers nobody plays", "Italy: in civil disorder from the start: its units hold"}},
		{"five", []string{"Germany: in civil disorder from the start", "Italy: in civil disorder from the start"}},
		{"two-1914", []string{"Italy: neutral: no units, and no unit may enter its land"}},
	} {
		g := newGame(t, c.variant, nil)
		contains(t, c.variant+" view", g.View(games.Observer(), i18n.English), c.want...)
		r := resolveWith(t, g, nil, 1)
		contains(t, c.variant+" report", report(t, r, i18n.English), c.want...)
	}
	six := newGame(t, "six", nil)
	contains(t, "six, Traditional Chinese", six.View(games.Observer(), i18n.TraditionalChinese), "無人執掌的國家", "意大利：開局即陷入內亂：部隊一律留守")
	contains(t, "six, Simplified Chinese", six.View(games.Observer(), i18n.SimplifiedChinese), "无人执掌的国家", "意大利：开局即陷入内乱：部队一律留守")
	for _, v := range []string{"standard", "four", "three-a"} {
		g := newGame(t, v, nil)
		if strings.Contains(g.View(games.Observer(), i18n.English), "nobody plays") || strings.Contains(report(t, resolveWith(t, g, nil, 1), i18n.English), "nobody plays") {
			t.Errorf("%s: every power is played, yet the view or report says otherwise", v)
		}
	}
}
