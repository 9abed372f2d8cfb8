// Package checked is the one path from a seat's lines to the
// games.SubmitResult the judge reads, for Submit and for a master's Edit.
package checked

import (
	"strings"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// Lines gathers what an engine's Submit finds: the parser's echo of each
// line with its problems (Add, Aside, or the parser fills Echo and
// Problems itself), then what the checks after the parse say (a line may
// read well and still be refused when the plan is played through on the
// position, or be accepted with a note that it may fail). Result turns it
// into the SubmitResult the judge reads.
type Lines struct {
	Echo     []games.Echo
	Problems []games.Problem
	Notes    []games.Problem
	refused  map[int]bool // by line number, for Refuse
	aside    map[int]bool // by echo index: read, not kept
}

// Add records line ln as read: accepted in its canonical form canon, or
// refused with why. It returns the line's index in Echo.
func (c *Lines) Add(ln games.Line, canon string, why *i18n.Text) int {
	e := games.Echo{N: ln.N, Input: ln.Text, Understood: canon}
	if why != nil {
		p := games.Problem{Line: ln.N, Input: ln.Text, Message: *why}
		e.Understood, e.Problem = "", &p
		c.Problems = append(c.Problems, p)
	}
	c.Echo = append(c.Echo, e)
	return len(c.Echo) - 1
}

// Aside records line ln as read and understood but not kept in the
// submission: a question answered in its echo, or a line that can never
// run and is only noted.
func (c *Lines) Aside(ln games.Line, understood string) {
	if c.aside == nil {
		c.aside = map[int]bool{}
	}
	c.aside[len(c.Echo)] = true
	c.Echo = append(c.Echo, games.Echo{N: ln.N, Input: ln.Text, Understood: understood})
}

// RefuseAt refuses the accepted line at index i of Echo, as Refuse does
// by line number; engines whose earlier, kept lines all carry number 0
// (the plan an ADD extends) refuse by index.
func (c *Lines) RefuseAt(i int, msg i18n.Text) {
	e := c.Echo[i]
	if e.Problem != nil {
		return
	}
	p := games.Problem{Line: e.N, Input: e.Input, Message: msg}
	c.Echo[i].Understood, c.Echo[i].Problem = "", &p
	c.Problems = append(c.Problems, p)
}

// NoteAt adds a remark on the line at index i of Echo.
func (c *Lines) NoteAt(i int, msg i18n.Text) {
	c.Notes = append(c.Notes, games.Problem{Line: c.Echo[i].N, Input: c.Echo[i].Input, Message: msg})
}

// Refuse marks the accepted line n as refused with msg; a line already
// refused, or one the parser did not accept, keeps its first problem.
func (c *Lines) Refuse(n int, msg i18n.Text) {
	for i, e := range c.Echo {
		if e.N != n || e.Problem != nil || c.refused[n] {
			continue
		}
		if c.refused == nil {
			c.refused = map[int]bool{}
		}
		p := games.Problem{Line: n, Input: e.Input, Message: msg}
		c.refused[n] = true
		c.Echo[i].Understood, c.Echo[i].Problem = "", &p
		c.Problems = append(c.Problems, p)
		return
	}
}

// Note adds a remark on line n, which was accepted but may not run.
func (c *Lines) Note(n int, msg i18n.Text) {
	p := games.Problem{Line: n, Message: msg}
	for _, e := range c.Echo {
		if e.N == n {
			p.Input = e.Input
		}
	}
	c.Notes = append(c.Notes, p)
}

// Result is the submission of seat: every line accepted and not refused,
// in its canonical form; the summary joins them ("none" when there are
// none); it is complete when no line was refused.
func (c *Lines) Result(seat games.Seat, none string) games.SubmitResult {
	res := games.SubmitResult{Echo: c.Echo, Problems: c.Problems, Notes: c.Notes, Complete: len(c.Problems) == 0}
	res.Accepted.Seat = seat
	var sum []string
	for i, e := range c.Echo {
		if e.Problem != nil || c.aside[i] {
			continue
		}
		res.Accepted.Lines = append(res.Accepted.Lines, games.Line{N: e.N, Text: e.Understood})
		sum = append(sum, e.Understood)
	}
	if len(sum) == 0 {
		sum = []string{none}
	}
	res.Summary = strings.Join(sum, "; ")
	return res
}

// Edit runs a master's edit lines one by one through apply, which
// changes the engine's working copy of the state and returns the line's
// canonical form, or why it cannot be done; a line it returns neither for
// (nothing to read in it) is skipped, as are blank lines. An
// edit is all or nothing: ok is false when any line was refused, and the
// engine then keeps its old state.
func Edit(lines []games.Line, apply func(text string) (string, *i18n.Text)) (res games.SubmitResult, ok bool) {
	var c Lines
	for _, ln := range lines {
		if strings.TrimSpace(ln.Text) == "" {
			continue
		}
		canon, why := apply(ln.Text)
		if canon == "" && why == nil {
			continue
		}
		c.Add(ln, canon, why)
	}
	res = c.Result("", "")
	return res, res.Complete
}

// EditCopy is Edit on a working copy of a game's state: apply changes
// the copy, and when every line is good next makes the copy the new game;
// with any line refused, g stays as it was.
func EditCopy[S any](g games.Game, copy S, lines []games.Line, apply func(text string) (string, *i18n.Text), next func(S) games.Game) (games.Game, games.SubmitResult) {
	res, ok := Edit(lines, apply)
	if !ok {
		return g, res
	}
	return next(copy), res
}

// EditWords is EditCopy for the usual engine: apply reads an edit line as
// its words (split by tokens; a line with none is skipped) and changes
// copy, the working copy of the state, so that an engine's Edit is one
// line:
//
//	return checked.EditWords(g, g.s.clone(), lines, strings.Fields, (*State).edit, newGame)
func EditWords[S any](g games.Game, copy S, lines []games.Line, tokens func(string) []string, apply func(S, []string) (string, *i18n.Text), next func(S) games.Game) (games.Game, games.SubmitResult) {
	words := func(w []string) (string, *i18n.Text) { return apply(copy, w) }
	return EditCopy(g, copy, lines, Words(tokens, words), next)
}

// Words hands apply a line as the engine's words (split by tokens); a line
// with none is skipped.
func Words(tokens func(string) []string, apply func(words []string) (string, *i18n.Text)) func(text string) (string, *i18n.Text) {
	return func(text string) (string, *i18n.Text) {
		t := tokens(text)
		if len(t) == 0 {
			return "", nil
		}
		return apply(t)
	}
}

// NotAsked answers a seat that g does not ask to act now: its lines are
// not read, and the one problem says so. ok is false when g asks seat.
func NotAsked(g games.Game, seat games.Seat) (res games.SubmitResult, ok bool) {
	for _, r := range g.Requests() {
		if r.Seat == seat {
			return res, false
		}
	}
	return notAsked(seat), true
}

// notAsked is the answer to a seat not asked to act.
func notAsked(seat games.Seat) games.SubmitResult {
	return WholeMail(i18n.T("%s is not asked to act now", "%s 現在不需行動", "%s 现在不需行动", seat))
}

// WholeMail is a result with no echo and one problem, why: the judge
// refuses the whole mail with that one reason (a seat not asked, or one
// taking standing answers whose mail holds none, a plan written ahead).
func WholeMail(why i18n.Text) games.SubmitResult {
	return games.SubmitResult{Problems: []games.Problem{{Message: why}}}
}

// RefusedLines are the numbers of the lines res refuses: what a reply
// that says where a mail's accepted lines leave the seat leaves out.
func RefusedLines(res games.SubmitResult) map[int]bool {
	out := map[int]bool{}
	for _, p := range res.Problems {
		out[p.Line] = true
	}
	return out
}

// Asked reads a seat that g asks to act now as the engine's own side (or
// index) through side, the engine's reading of a seat id. A seat g does
// not ask, or one side does not read, gets the problem NotAsked gives, in
// res, and ok false: Submit returns res as it is.
func Asked[T any](g games.Game, seat games.Seat, side func(games.Seat) (T, bool)) (who T, res games.SubmitResult, ok bool) {
	if res, no := NotAsked(g, seat); no {
		return who, res, false
	}
	if who, ok = side(seat); !ok {
		return who, notAsked(seat), false
	}
	return who, res, true
}

// Finding is what a check after the parse says of one line: a refusal, or
// with Note a remark that the line may not run.
type Finding struct {
	Line int
	Msg  i18n.Text
	Note bool
}

// Apply refuses or notes each finding's line, in order.
func (c *Lines) Apply(fs []Finding) {
	for _, f := range fs {
		if f.Note {
			c.Note(f.Line, f.Msg)
		} else {
			c.Refuse(f.Line, f.Msg)
		}
	}
}

// WithoutRefused judges n lines as the plan will run them: a refused line
// is not kept, so it runs nothing, and the lines after it meet the plan
// without it. judge judges the lines kept (their indexes among the n, in
// order) and returns the first it refuses, by index; that line is left
// out and the rest judged again, until judge refuses none. It returns
// the refusals by index; judge's last call saw the plan as kept.
func WithoutRefused[W any](n int, judge func(kept []int) (first int, why W, refused bool)) map[int]W {
	out := map[int]W{}
	for {
		var kept []int
		for i := range n {
			if _, gone := out[i]; !gone {
				kept = append(kept, i)
			}
		}
		first, why, refused := judge(kept)
		if !refused {
			return out
		}
		out[first] = why
	}
}
