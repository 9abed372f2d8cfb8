package gettysburg

import (
	"fmt"

	"adjutant/games"
	"adjutant/games/kit/checked"
	"adjutant/templates/i18n"
)

// Submit checks a plan for the current phase: each line is read, then the
// plan is played through, alone, on the position it will meet, so that a
// line that cannot run is refused now rather than when it runs (a day
// later, by mail). Lines accepted that the opponent's actions may still
// stop get a note.
func (g *Game) Submit(seat games.Seat, lines []games.Line, lang i18n.Lang) games.SubmitResult {
	res, notAsked := checked.NotAsked(g, seat)
	if notAsked && !g.TakesStanding(seat) {
		return res
	}
	side, _ := seatSide(seat) // a side asked, or waiting (standing.go)
	s := g.s
	if notAsked {
		return s.submitStanding(seat, side, lines, lang)
	}
	p := parsePlan(s.sc, side, s.Stage, extendBeforePass(s.sc, side, s.Stage, lines))
	refused, notes := s.rehearseAsRun(side, p.items)
	c := &p.lines
	for i := range p.items {
		if why, bad := refused[i]; bad {
			c.RefuseAt(p.echoAt[i], why)
		} else if note, ok := notes[i]; ok {
			c.NoteAt(p.echoAt[i], note)
		}
	}
	res = c.Result(seat, "PASS")
	res.Problems, res.Notes = sortProblems(res.Problems), sortProblems(res.Notes)
	if !res.Complete {
		var ns []string
		for _, pr := range res.Problems {
			if pr.Line > 0 {
				ns = append(ns, fmt.Sprint(pr.Line))
			}
		}
		// When the phase is resolved is the judge's to say (the deadline,
		// or the end of grace): this line says only what to do.
		res.Summary += "\n" + i18n.T("Incomplete because of line(s) %s: send the plan again with them corrected or deleted.",
			"因第 %s 行而不完整：請改正或刪去這些行，再寄出整份計劃。", "因第 %s 行而不完整：请改正或删去这些行，再发送整份计划。",
			i18n.List(lang, ns)).In(lang)
	}
	return res
}

// rehearseAsRun rehearses the plan as it will run: a refused line is not
// kept, so it runs nothing and triggers nothing (a forced entry before it,
// say). The first line refused is left out and the rest rehearsed again,
// until a rehearsal refuses nothing more (checked.WithoutRefused); the
// notes are those of the plan as kept.
func (s *State) rehearseAsRun(side Side, items []Item) (refused, notes map[int]i18n.Text) {
	refused = checked.WithoutRefused(len(items), func(at []int) (int, i18n.Text, bool) {
		var kept []Item
		for _, i := range at {
			kept = append(kept, items[i])
		}
		r, n := s.rehearse(side, kept)
		first := -1
		for k := range r {
			if first < 0 || k < first {
				first = k
			}
		}
		if first >= 0 {
			return at[first], r[first], true
		}
		notes = map[int]i18n.Text{}
		for k, t := range n {
			notes[at[k]] = t
		}
		return 0, i18n.Text{}, false
	})
	return refused, notes
}

// sortProblems orders problems by line, as the player wrote them.
func sortProblems(ps []games.Problem) []games.Problem {
	out := append([]games.Problem(nil), ps...)
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].Line < out[j-1].Line; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// extendBeforePass serves ADD: the judge sends the plan already kept
// (lines numbered 0) before the mail's new lines. When the kept plan ends
// in PASS or ASK and the new lines hold actions, the actions go before
// that last line, where they can run; a new PASS or ASK replaces it.
func extendBeforePass(sc *Scenario, side Side, stage Stage, lines []games.Line) []games.Line {
	stop := -1
	newActions, newStop := false, false
	for i, l := range lines {
		it, ok, p := parseLine(sc, side, stage, l.N, l.Text)
		if p != nil || !ok {
			continue
		}
		end := it.Kind == ItemPass || it.Kind == ItemAsk
		switch {
		case l.N == 0 && end:
			stop = i
		case l.N > 0 && end:
			newStop = true
		case l.N > 0 && it.ordered():
			newActions = true
		}
	}
	if stop < 0 || !newActions {
		return lines
	}
	out := make([]games.Line, 0, len(lines))
	for i, l := range lines {
		if i != stop {
			out = append(out, l)
		}
	}
	if !newStop {
		out = append(out, lines[stop])
	}
	return out
}
