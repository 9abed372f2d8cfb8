package diplomacy

import (
	"encoding/json"
	"fmt"
	"strings"

	"adjutant/games"
	"adjutant/games/diplomacy/render"
	"adjutant/templates/i18n"
)

// Report renders a stored phase result. Diplomacy has no hidden
// information, so every seat (and an observer) reads the same report: every
// order and its outcome, retreats, standoffs, centres, the new position and
// the map (render.Report), then what the variant's rules did: the coin
// toss of the two-player game and the end of the game.
func (e *engine) Report(result []byte, _ games.Viewer, lang i18n.Lang) (string, error) {
	var rj resultJSON
	if err := json.Unmarshal(result, &rj); err != nil {
		return "", fmt.Errorf("%w: %w", games.ErrCorrupt, err)
	}
	prev, res, err := decodeResult(e.base, rj)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	b.WriteString(render.Report(e.base, e.names, res, prev, lang, nil))
	writeUnplayed(&b, res.Next, lang)
	writeEvents(&b, rj.Events, rj.End, lang)
	return b.String(), nil
}

func writeEvents(b *strings.Builder, events []eventJSON, end *endJSON, lang i18n.Lang) {
	for _, ev := range events {
		heading(b, word("phrase", "coin-toss").In(lang))
		// Prose, wrapped as the rest of the report is.
		b.WriteString(i18n.Wrap(ev.Message.In(lang), i18n.ProseWidth) + "\n")
		b.WriteString(i18n.Wrap("("+fmtText(word("phrase", "draw"), ev.Roll.N, ev.Roll.Value, ev.Roll.Sides).In(lang)+")", i18n.ProseWidth) + "\n")
	}
	if end != nil {
		heading(b, word("phrase", "game-over").In(lang))
		b.WriteString(end.Reason.In(lang) + "\n")
		if end.Lot != nil {
			b.WriteString("(" + fmtText(word("phrase", "draw"), end.Lot.N, end.Lot.Value, end.Lot.Sides).In(lang) + ")\n")
		}
	}
}
