package play

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"adjutant/games"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// The judge's texts about a game name its seats and their submissions
// with slots that the game's engine fills: {seat} and {seats} ("power" and
// "powers" in Diplomacy, "side" and "sides" in Gettysburg) and {orders}
// ("orders", "plan"). Texts not about one game use "seat".

// Words returns the words of g's engine; a game whose engine this build
// lacks gets the neutral words.
func (g *Record) Words() games.Words {
	if g.eng != nil {
		return g.eng.About().Words
	}
	return games.Words{Seat: templates.T("words.seat"), Seats: templates.T("words.seats"), Orders: templates.T("words.orders")}
}

// Worded fills the slots of every language of t with g's words.
func (g *Record) Worded(t *i18n.Text) *i18n.Text { return worded(g.Words(), t) }

// WordedForPhase is WordedIn for a text about the phase game is in: its
// {orders} is what the phase's class asks for when the engine names it
// (games.PhaseClass.Orders: Maneuver's set-up step), else the game's word.
func (g *Record) WordedForPhase(game games.Game, lang i18n.Lang, key templates.Key, args ...any) string {
	w := g.Words()
	if g.eng != nil {
		class := game.Phase().Class
		for _, c := range g.eng.About().Classes {
			if c.Key == class && !c.Orders.Empty() {
				w.Orders = c.Orders
			}
		}
	}
	t := templates.T(key, args...)
	return worded(w, &t).In(lang)
}

func worded(w games.Words, t *i18n.Text) *i18n.Text {
	fill := func(s string, lang i18n.Lang) string {
		orders := w.Orders.In(lang)
		return strings.NewReplacer("{seat}", w.Seat.In(lang), "{seats}", w.Seats.In(lang), "{orders}", orders, "{Orders}", capitalised(orders)).Replace(s)
	}
	return &i18n.Text{EN: fill(t.EN, i18n.English), Hant: fill(t.Hant, i18n.TraditionalChinese), Hans: fill(t.Hans, i18n.SimplifiedChinese)}
}

// WordedIn is the catalogue's text of key, worded for g, in one language.
func (g *Record) WordedIn(lang i18n.Lang, key templates.Key, args ...any) string {
	t := templates.T(key, args...)
	return g.Worded(&t).In(lang)
}

// capitalised is s with its first letter in upper case, for a game's word
// that begins a sentence ("Plan of Red"); Chinese has no case.
func capitalised(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}
