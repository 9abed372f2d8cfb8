package diplomacy

import (
	"strings"
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/render"
	"adjutant/templates/i18n"
)

// TestChinesePhaseNamesAgree: the help, the reports (and the subjects,
// reminders and LIST, which quote the reports' phase names) and the names
// of the deadlines' phase classes call each phase by one name, the
// rulebook's: 行動期, 撤退期, 部隊數目調整期. The help once called the
// last 調整（冬季）.
func TestChinesePhaseNamesAgree(t *testing.T) {
	about := New().About()
	kinds := map[string]dip.PhaseKind{ClassMovement: dip.MovementPhase, ClassRetreat: dip.RetreatPhase, ClassAdjustment: dip.AdjustmentPhase}
	var help i18n.Text
	for _, h := range about.Help {
		if h.Name == "orders" {
			help = h.Body
		}
	}
	for _, c := range about.Classes {
		kind, ok := kinds[c.Key]
		if !ok {
			t.Fatalf("class %q is no phase kind", c.Key)
		}
		name := render.PhaseName(dip.Phase{Year: 1901, Season: dip.Fall, Kind: kind})
		for _, lang := range []i18n.Lang{i18n.TraditionalChinese, i18n.SimplifiedChinese} {
			if !strings.HasSuffix(name.In(lang), " "+c.Name.In(lang)) {
				t.Errorf("%s: the reports say %q, the deadlines %q", lang, name.In(lang), c.Name.In(lang))
			}
			if !strings.Contains(help.In(lang), "\n"+c.Name.In(lang)) {
				t.Errorf("%s: the help has no heading %q", lang, c.Name.In(lang))
			}
			if strings.Contains(help.In(lang), "冬季") {
				t.Errorf("%s: the help speaks of a winter the reports do not have", lang)
			}
		}
	}
}
