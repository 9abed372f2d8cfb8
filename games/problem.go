package games

import (
	"fmt"
	"unicode/utf8"

	"adjutant/templates/i18n"
)

// Problem is something wrong with one line of a player's input. It carries the
// line number and the line as written so the reply can quote it, and a message
// in every language. Problems are shown to players; the internal cause of a
// failure never is.
type Problem struct {
	Line    int       // 1-based line number in the player's text; 0 when not tied to a line
	Input   string    // the line as the player wrote it
	Message i18n.Text // what is wrong, and where possible what would be accepted
	// OtherSeat is set when the line was refused for ordering a piece of
	// another seat (a player of several powers signed on as the wrong
	// one): that seat. The judge tells a sender who holds it how to sign
	// on as it, and nobody else anything more.
	OtherSeat Seat
}

// Render formats the problem for a reader, e.g.
// `line 3 "A Par-Mun": Paris does not border Munich`.
func (p Problem) Render(lang i18n.Lang) string {
	msg := p.Message.In(lang)
	if p.Line <= 0 {
		return msg
	}
	input := clipInput(p.Input)
	switch lang {
	case i18n.English:
		return fmt.Sprintf("line %d %q: %s", p.Line, input, msg)
	case i18n.SimplifiedChinese:
		return fmt.Sprintf("第 %d 行“%s”：%s", p.Line, input, msg) // mainland quotation marks
	}
	return fmt.Sprintf("第 %d 行「%s」：%s", p.Line, input, msg)
}

// maxInputRunes bounds the line a problem quotes: the reply shows the
// whole line above its answer already, and a line of 20,000 characters
// quoted again in the list of problems buried the list.
const maxInputRunes = 100

func clipInput(s string) string {
	if utf8.RuneCountInString(s) <= maxInputRunes {
		return s
	}
	return string([]rune(s)[:maxInputRunes]) + "…"
}

// Refusal is an error a player caused and may read: an option that does not
// fit a variant, a scenario that does not exist. The judge shows Message in
// the reader's language; errors of any other type are internal causes that
// go to the log, never to a player.
type Refusal struct {
	Message i18n.Text
}

func (r *Refusal) Error() string { return r.Message.EN }

// Refuse returns a *Refusal built as T builds a Text.
func Refuse(en, hant, hans string, args ...any) error {
	return &Refusal{Message: i18n.T(en, hant, hans, args...)}
}
