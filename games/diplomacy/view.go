package diplomacy

import (
	"fmt"
	"sort"
	"strings"

	"adjutant/games"
	"adjutant/games/diplomacy/asciimap"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/render"
	"adjutant/templates/i18n"
)

// View renders the position as anyone may see it (nothing is hidden in
// Diplomacy, so seat does not matter): the phase, the ASCII map with its
// legend, the units in DATC notation ("England: F nth", one a line, by
// power then place, which tools can read back), the dislodged units of a
// retreat phase, each power's centres and units, and the ending if the game
// is over.
func (g *game) View(_ games.Viewer, lang i18n.Lang) string {
	var b strings.Builder
	title := render.PhaseTitle(g.pos.Phase).In(lang)
	b.WriteString(title + "\n" + strings.Repeat("=", displayWidth(title)) + "\n\n")
	b.WriteString(asciimap.Render(g.eng.base, g.pos, &asciimap.Options{Lang: lang}))

	heading(&b, word("phrase", "units").In(lang))
	for _, prov := range sortedUnitsByPower(g.pos.Units) {
		u := g.pos.Units[prov]
		b.WriteString(string(u.Power) + ": " + u.Type.Letter() + " " + u.At.String() + "\n")
	}
	for _, prov := range sortedProvinces(g.pos.Dislodged) {
		u := g.pos.Dislodged[prov].Unit
		b.WriteString(string(u.Power) + ": " + u.Type.Letter() + " " + u.At.String() + " (" + dislodgedWord.In(lang) + ")\n")
	}

	heading(&b, word("phrase", "centres").In(lang))
	centres, units := map[dip.Power]int{}, map[dip.Power]int{}
	for _, p := range g.pos.Owners {
		centres[p]++
	}
	for _, u := range g.pos.Units {
		units[u.Power]++
	}
	for _, d := range g.pos.Dislodged {
		units[d.Unit.Power]++
	}
	for _, p := range dip.AllPowers() {
		if g.pos.Absent[p] || (centres[p] == 0 && units[p] == 0) {
			continue
		}
		name := render.PowerName(p).In(lang)
		pad := 10 - displayWidth(name)
		b.WriteString(fmt.Sprintf("  %s%s %s\n", name, strings.Repeat(" ", max(pad, 1)), fmtText(word("phrase", "centres-units"), centres[p], units[p]).In(lang)))
	}
	writeUnplayed(&b, g.pos, lang)
	if g.end != nil {
		heading(&b, word("phrase", "game-over").In(lang))
		b.WriteString(g.end.Reason.In(lang) + "\n")
	}
	return b.String()
}

var dislodgedWord = i18n.Text{EN: "dislodged", Hant: "被驅逐", Hans: "被驱逐"}

// sortedUnitsByPower orders provinces by their unit's power, then place.
func sortedUnitsByPower(units map[dip.Province]dip.Unit) []dip.Province {
	out := sortedProvinces(units)
	sort.SliceStable(out, func(i, j int) bool { return units[out[i]].Power < units[out[j]].Power })
	return out
}
