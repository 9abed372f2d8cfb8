package judge

import (
	"strings"

	"adjutant/games"
	"adjutant/templates"
)

// The judge's texts about a game name its seats and their submissions
// with slots that the game's engine fills: {seat} and {seats} ("power" and
// "powers" in Diplomacy, "side" and "sides" in Gettysburg) and {orders}
// ("orders", "plan"). Texts not about one game use "seat".

// gameWords returns the words of g's engine; a game whose engine this
// build lacks gets the neutral words.
func (j *Judge) gameWords(g *gameRecord) games.Words {
	if g != nil {
		if eng, ok := j.engines[g.Engine]; ok {
			return eng.Words()
		}
	}
	return games.Words{Seat: templates.T("words.seat"), Seats: templates.T("words.seats"), Orders: templates.T("words.orders")}
}

// worded fills the slots of every language of t with g's words.
func (j *Judge) worded(g *gameRecord, t *games.Text) *games.Text {
	w := j.gameWords(g)
	fill := func(s string, lang games.Lang) string {
		return strings.NewReplacer("{seat}", w.Seat.In(lang), "{seats}", w.Seats.In(lang), "{orders}", w.Orders.In(lang)).Replace(s)
	}
	return &games.Text{EN: fill(t.EN, games.English), Hant: fill(t.Hant, games.TraditionalChinese), Hans: fill(t.Hans, games.SimplifiedChinese)}
}

// wordedIn is the catalogue's text of key, worded for g, in one language.
func (j *Judge) wordedIn(g *gameRecord, lang games.Lang, key templates.Key, args ...any) string {
	return j.worded(g, msg(key, args...)).In(lang)
}
