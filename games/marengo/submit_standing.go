package marengo

import (
	"strings"

	"adjutant/games"
	"adjutant/games/kit/checked"
	"adjutant/templates/i18n"
)

// submitStanding checks the lines of a side not asked now (the enemy's
// turn, or a question put to the enemy): standing answers and FORGET
// only, checked as in any other mail. They change the side's standing
// answers at the next resolution, for the decisions not yet taken; the
// enemy is told nothing, not even that they changed. The reply lists
// what will stand, since the side's answers are otherwise in its view
// only after that resolution.
func (s *State) submitStanding(seat games.Seat, side Side, lines []games.Line, lang i18n.Lang) games.SubmitResult {
	if !holdsStanding(s.sc, lines) {
		// A plan written ahead of the side's turn: the judge gives one
		// reason for the whole mail (the result has no echo).
		return checked.WholeMail(txt("%s is not asked to act now", "%s 現在不需行動", "%s 现在不需行动", sideText(side)))
	}
	p, echo, probs := parseLines(s.sc, side, modeStanding, lines)
	c := checked.Lines{Echo: echo, Problems: probs}
	s.checkBook(side, p, &c)
	res := c.Result(seat, i18n.Tr(lang, "(nothing)", "（無）", "（无）"))
	res.Notes = append(res.Notes, games.Problem{Message: s.standingNote(side, p, res, lang)})
	return res
}

// standingNote says what a side's standing answers will be once the
// accepted lines of a mail sent out of its turn are applied, and when
// they count.
func (s *State) standingNote(side Side, p parsed, res games.SubmitResult, lang i18n.Lang) i18n.Text {
	refused := checked.RefusedLines(res)
	book := s.Books[side].Clone()
	for _, k := range p.clears {
		book.Clear(k)
	}
	for _, e := range p.book {
		if !refused[e.Line] {
			e.Line = 0
			book.Set(e)
		}
	}
	var ts []string
	for _, t := range book.Texts() {
		ts = append(ts, inWords(t, lang))
	}
	all := tr(lang, "(none: every decision takes its default or is asked)", "（無：每項決定採用預設或向您詢問）", "（无：每项决定采用默认或向您询问）")
	if len(ts) > 0 {
		all = strings.Join(ts, tr(lang, "; ", "；", "；"))
	}
	return txt("you are not asked now, so this mail changes only your standing answers: from the next resolution on (when the enemy's mail completes what is asked of them, or at the deadline) the decisions not yet taken follow them, and the enemy is not told; your standing answers will then be: %s",
		"現在不需要您行動，本信只更改您的常備答覆：自下一次結算起（對方來信完成所需行動時，或期限到時），尚未作出的決定依照這些答覆，對方不會得知；屆時您的常備答覆為：%s",
		"现在不需要您行动，本信只更改您的常备答复：自下一次结算起（对方来信完成所需行动时，或期限到时），尚未作出的决定依照这些答复，对方不会得知；届时您的常备答复为：%s", all)
}

// holdsStanding reports whether any line starts with a standing answer's
// word or FORGET, well written or not.
func holdsStanding(sc *Scenario, lines []games.Line) bool {
	for _, l := range lines {
		t := segment(sc, tokens(l.Text))
		if len(t) == 0 {
			continue
		}
		if verb, _ := verbWord(t[0]); answerVerb(verb) || verb == "FORGET" {
			return true
		}
	}
	return false
}
