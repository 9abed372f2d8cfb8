package plan

import (
	"adjutant/templates/i18n"
)

// Alternation interleaves two seats' plans one action at a time: the seat
// to act takes its plan's next step, then the other does, until both have
// passed. When one passes, the other may take Extra more actions (the
// rules say how many). Sides are 0 and 1.
type Alternation[A any] struct {
	ToAct  int         `json:"to_act"`
	Passed [2]bool     `json:"passed"`
	Extra  int         `json:"extra"`
	Asking int         `json:"asking"` // the side asked alone, or -1
	Plans  [2]Queue[A] `json:"plans"`
}

// NewAlternation starts an alternation with first to act.
func NewAlternation[A any](first int) Alternation[A] {
	return Alternation[A]{ToAct: first, Asking: -1}
}

// Turns is what an engine tells an Alternation about its rules.
type Turns[A any] interface {
	// Forced returns an action the rules make side take before the next
	// step of its plan (next is nil when the plan is empty), if there is
	// one and it is legal now.
	Forced(side int, next *Step[A]) (A, bool)
	// CanAct reports whether side has any legal action left; a side with
	// none passes without being asked.
	CanAct(side int) bool
	// Do carries out one action, or says why it cannot run; it changes
	// nothing when it refuses.
	Do(side int, a A) *i18n.Text
	// Passed is told that side passed (auto: it had nothing left to do) and
	// returns how many further actions the other side may take.
	Passed(side int, auto bool) int
	// SetAside is told that step could not run for why: the rest of side's
	// plan is dropped and side will be asked again. Its report is for side
	// alone.
	SetAside(side int, step Step[A], why i18n.Text, rest Queue[A])
	// Asks is told that side's plan reached ASK.
	Asks(side int)
}

// LastPass is an optional part of Turns. Passed is not told of the pass
// that ends the alternation (the other side has passed already, so there
// are no further actions to give); an engine that reports every pass
// implements LastPass to hear of that one too.
type LastPass interface {
	PassedLast(side int, auto bool)
}

// Run plays the plans until both seats have passed (true) or one must be
// asked (false; Asking names it).
func (a *Alternation[A]) Run(t Turns[A]) bool {
	for {
		if a.Passed[0] && a.Passed[1] {
			return true
		}
		side := a.ToAct
		if a.Passed[side] {
			side = 1 - side
			a.ToAct = side
		}
		var next *Step[A]
		if st, ok := a.Plans[side].Peek(); ok {
			next = &st
		}
		if act, ok := t.Forced(side, next); ok {
			if why := t.Do(side, act); why == nil {
				a.after(side)
				continue
			}
		}
		if !t.CanAct(side) {
			a.pass(t, side, true)
			continue
		}
		st, ok := a.Plans[side].Pop()
		if !ok {
			a.pass(t, side, false)
			continue
		}
		switch st.Stop {
		case Pass:
			a.pass(t, side, false)
		case Ask:
			a.Asking = side
			t.Asks(side)
			return false
		default:
			if why := t.Do(side, st.Act); why != nil {
				rest := a.Plans[side].SetAside()
				a.Asking = side
				t.SetAside(side, st, *why, rest)
				return false
			}
			a.after(side)
		}
	}
}

// after hands the turn over, or counts down the actions left once the
// other side has passed.
func (a *Alternation[A]) after(side int) {
	if a.Passed[1-side] {
		a.Extra--
		if a.Extra <= 0 {
			a.Passed[side] = true
		}
		return
	}
	a.ToAct = 1 - side
}

func (a *Alternation[A]) pass(t Turns[A], side int, auto bool) {
	if a.Passed[side] {
		return
	}
	a.Passed[side] = true
	o := 1 - side
	if a.Passed[o] {
		if lp, ok := t.(LastPass); ok {
			lp.PassedLast(side, auto)
		}
		return
	}
	a.ToAct = o
	a.Extra = t.Passed(side, auto)
	if a.Extra <= 0 {
		a.Passed[o] = true
	}
}
