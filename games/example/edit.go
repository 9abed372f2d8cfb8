package example

import (
	"fmt"
	"strconv"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/checked"
	"adjutant/templates/i18n"
)

// Edit applies a master's lines between phases:
//
//	TURN East|West   who guesses now (in a guessing phase only)
//	BLUFFS n         the bluffs each seat may make, 0 to 9
//
// The judge tells every player what the master changed, quoting the
// canonical line, so an edit may only change what everyone may know: there
// is deliberately no edit of a secret.
//
// All or nothing: the lines change a copy of the state, which becomes the
// game only when no line is refused.
func (g *Game) Edit(lines []games.Line, _ i18n.Lang) (games.Game, games.SubmitResult) {
	return checked.EditWords(g, g.s.clone(), lines, fields, (*State).edit, newGame)
}

// edit applies one line, as its words, to s and returns its canonical
// form.
func (s *State) edit(words []string) (string, *i18n.Text) {
	fail := func(t i18n.Text) (string, *i18n.Text) { return "", &t }
	if len(words) != 2 {
		return fail(i18n.T("write TURN East|West or BLUFFS n", "請寫 TURN East|West 或 BLUFFS n", "请写 TURN East|West 或 BLUFFS n"))
	}
	switch strings.ToUpper(words[0]) {
	case "TURN":
		i, ok := parseSide(words[1])
		if !ok {
			return fail(i18n.T("%q is not a seat: East or West", "「%s」不是座位：East 或 West", "“%s”不是座位：East 或 West", words[1]))
		}
		if s.Stage != StageGuess {
			return fail(i18n.T("TURN only in a guessing phase", "只能在猜測階段用 TURN", "只能在猜测阶段用 TURN"))
		}
		s.Turn = i
		return "TURN " + i.String(), nil
	case "BLUFFS":
		n, err := strconv.Atoi(words[1])
		if err != nil || n < 0 || n > 9 {
			return fail(i18n.T("BLUFFS takes a number from 0 to 9", "BLUFFS 需要 0 至 9 的數字", "BLUFFS 需要 0 至 9 的数字"))
		}
		for _, h := range s.Hands {
			if h.Bluffs > n {
				// Only the master reads this, so naming the count is fine.
				return fail(i18n.T("a seat has bluffed %d times already", "已有一方說謊 %d 次", "已有一方说谎 %d 次", h.Bluffs))
			}
		}
		s.Allowance = n
		return fmt.Sprintf("BLUFFS %d", n), nil
	}
	return fail(i18n.T("%q is not an edit: TURN East|West or BLUFFS n", "「%s」不是可用的更改：TURN East|West 或 BLUFFS n", "“%s”不是可用的更改：TURN East|West 或 BLUFFS n", words[0]))
}
