package diplomacy

import (
	"strings"

	"adjutant/games"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/render"
	"adjutant/templates/i18n"
)

// writeUnplayed names the powers no player orders in pos and why: those
// the variant leaves in civil disorder from the start (the six- and
// five-player games, 1.2.3a–b) and a neutral power out of the game (Italy
// of the two-player 1914 game, 1.2.3e). The seat list leaves them out, so
// without this a player could wait for an answer from Italy. pos is the
// position of the phase shown: the engine keeps in its Disorder exactly
// the variant's powers between phases (a seat the judge puts in disorder
// is passed for one phase only), and a neutral power in Absent.
func writeUnplayed(b *strings.Builder, pos dip.Position, lang i18n.Lang) {
	lines := unplayed(pos)
	if len(lines) == 0 {
		return
	}
	heading(b, word("phrase", "unplayed").In(lang))
	for _, l := range lines {
		b.WriteString(i18n.Wrap("  "+l.In(lang), i18n.ProseWidth) + "\n")
	}
}

// unplayed says, a line a power, which powers nobody orders in pos and why.
func unplayed(pos dip.Position) []i18n.Text {
	var lines []i18n.Text
	for _, p := range dip.AllPowers() {
		switch {
		case pos.Absent[p]:
			lines = append(lines, fillText(word("phrase", "unplayed-neutral"), render.PowerName(p)))
		case pos.Disorder[p]:
			lines = append(lines, fillText(word("phrase", "unplayed-disorder"), render.PowerName(p)))
		}
	}
	return lines
}

// Unplayed names the powers nobody plays now, for the judge's LIST
// (games.Unplayer).
func (g *game) Unplayed() []i18n.Text { return unplayed(g.pos) }

var _ games.Unplayer = (*game)(nil)
