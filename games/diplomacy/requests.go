package diplomacy

import (
	"fmt"
	"strings"

	"adjutant/games"
	"adjutant/games/diplomacy/adjudicate"
	"adjutant/games/diplomacy/dip"
	"adjutant/templates/i18n"
)

// duty is what one power must do in the current phase.
type duty struct {
	power dip.Power
	units int            // movement: units to order; retreat: units that may retreat
	due   int            // adjustment: builds owed (>0) or removals (<0)
	sites []dip.Province // adjustment with builds: free home centres
	// retreat: the provinces of its dislodged units that have somewhere to go
	retreats []dip.Province
}

// duties lists, alphabetically by power, the powers the current phase waits
// for. A power owed builds with no free home centre to build in gets no
// request: there is nothing it could order but a waive, which is the
// default anyway, so the judge need not wait for it (its builds lapse, as
// the report's centre table shows). Powers in civil disorder by the
// variant and absent powers are never asked; neither is anyone once the
// game is over.
func (g *game) duties() []duty {
	if g.end != nil {
		return nil
	}
	m := g.board()
	var out []duty
	switch g.pos.Phase.Kind {
	case dip.MovementPhase:
		for _, p := range dip.AllPowers() {
			if n := len(unitsOf(g.pos, p)); n > 0 && g.played(p) {
				out = append(out, duty{power: p, units: n})
			}
		}
	case dip.RetreatPhase:
		due := adjudicate.RetreatsDue(m, g.pos)
		for _, p := range dip.AllPowers() {
			if n := len(due[p]); n > 0 && g.played(p) {
				out = append(out, duty{power: p, units: n, retreats: due[p]})
			}
		}
	case dip.AdjustmentPhase:
		due := adjudicate.AdjustmentsDue(m, g.pos)
		for _, p := range dip.AllPowers() {
			n := due[p]
			if n == 0 || !g.played(p) {
				continue
			}
			d := duty{power: p, due: n}
			if n > 0 {
				if d.sites = adjudicate.BuildSites(m, g.pos, p); len(d.sites) == 0 {
					continue
				}
			}
			out = append(out, d)
		}
	}
	return out
}

func (g *game) dutyOf(p dip.Power) (duty, bool) {
	for _, d := range g.duties() {
		if d.power == p {
			return d, true
		}
	}
	return duty{}, false
}

// Requests says which powers must act now, what is asked and what happens
// without an answer ("Unordered units hold; unanswered retreats disband;
// unused builds are waived"; removals not ordered follow 4.3.3).
func (g *game) Requests() []games.Request {
	var out []games.Request
	for _, d := range g.duties() {
		// Diplomacy has no secrets: what a power is asked is public.
		out = append(out, games.Request{Seat: games.Seat(d.power), Public: games.Prompt{Ask: g.prompt(d), Default: defaultText(g.pos.Phase.Kind, d.due)}})
	}
	return out
}

func (g *game) prompt(d duty) i18n.Text {
	switch g.pos.Phase.Kind {
	case dip.MovementPhase:
		return i18n.Text{
			EN:   fmt.Sprintf("orders for %d %s", d.units, plural(d.units, "unit", "units")),
			Hant: fmt.Sprintf("%d 支部隊的命令", d.units),
			Hans: fmt.Sprintf("%d 支部队的命令", d.units),
		}
	case dip.RetreatPhase:
		return i18n.Text{
			EN:   fmt.Sprintf("retreats for %d dislodged %s", d.units, plural(d.units, "unit", "units")),
			Hant: fmt.Sprintf("%d 支被驅逐部隊的撤退命令", d.units),
			Hans: fmt.Sprintf("%d 支被驱逐部队的撤退命令", d.units),
		}
	}
	if d.due < 0 {
		return i18n.Text{
			EN:   fmt.Sprintf("remove %d %s", -d.due, plural(-d.due, "unit", "units")),
			Hant: fmt.Sprintf("復員 %d 支部隊", -d.due),
			Hans: fmt.Sprintf("复员 %d 支部队", -d.due),
		}
	}
	en, hant, hans := make([]string, len(d.sites)), make([]string, len(d.sites)), make([]string, len(d.sites))
	for i, s := range d.sites {
		en[i] = placeText(g.eng.names, s, i18n.English)
		hant[i] = placeText(g.eng.names, s, i18n.TraditionalChinese)
		hans[i] = placeText(g.eng.names, s, i18n.SimplifiedChinese)
	}
	return i18n.Text{
		EN:   fmt.Sprintf("build %d (free home centres: %s)", d.due, strings.Join(en, ", ")),
		Hant: fmt.Sprintf("成軍 %d（可用之本土軍需區：%s）", d.due, strings.Join(hant, "、")),
		Hans: fmt.Sprintf("成军 %d（可用之本土军需区：%s）", d.due, strings.Join(hans, "、")),
	}
}

// defaultText is what happens to a power that sends nothing.
func defaultText(k dip.PhaseKind, due int) i18n.Text {
	switch {
	case k == dip.MovementPhase:
		return i18n.Text{EN: "units hold", Hant: "部隊留守", Hans: "部队留守"}
	case k == dip.RetreatPhase:
		return i18n.Text{EN: "dislodged units disband", Hant: "被驅逐之部隊復員", Hans: "被驱逐之部队复员"}
	case due < 0:
		return i18n.Text{
			EN:   "the judge removes the units farthest from your supply centres (4.3.3)",
			Hant: "由裁判復員距離您的軍需區最遠之部隊（4.3.3）",
			Hans: "由裁判复员距离您的军需区最远之部队（4.3.3）",
		}
	}
	return i18n.Text{EN: "unused builds are waived", Hant: "未用之成軍名額作廢", Hans: "未用之成军名额作废"}
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
