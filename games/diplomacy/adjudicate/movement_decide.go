package adjudicate

import "adjutant/games/diplomacy/dip"

// This file is the heart of the adjudicator: every order's outcome is a
// yes-or-no decision that depends on other decisions (a move on the
// supports it gets, a support on whether it is cut, a convoy on whether its
// fleet is dislodged). resolve settles them recursively. Where decisions
// depend on each other in a cycle, it guesses, and checks whether the
// other guess would also have been consistent: if only one is, that is the
// answer; if both or neither are, backup settles the cycle by rule
// (circular movement succeeds; a convoy paradox is settled per rule set).

// resolve returns the decision of piece i.
//
// Decisions taken on a guess are listed in b.deps, innermost cycle last.
// Each decision in progress carries the time it began (piece.began), and
// b.earliest is the earliest beginning among the guesses read since the
// current decision began. It tells whether the answer rests on a guess at
// all, and whether only on guesses made within this decision (so i heads
// a cycle and settles it) or on one made further out (so the decision that
// made it settles this one too).
func (b *board) resolve(i int) bool {
	p := &b.pieces[i]
	switch p.state {
	case resolved:
		return p.ok
	case guessing:
		if indexOf(b.deps, i) < 0 {
			b.deps = append(b.deps, i)
		}
		b.earliest = min(b.earliest, p.began)
		return p.ok
	}
	mark, outer := len(b.deps), b.earliest
	b.clock++
	p.began = b.clock
	b.earliest = noGuess
	p.ok, p.state = false, guessing
	first := b.adjudicate(i)
	switch {
	case b.earliest == noGuess:
		// Nothing guessed was used: the answer is final.
		if p.state != resolved {
			p.ok, p.state = first, resolved
		}
		b.earliest = outer
		return first
	case b.earliest < p.began:
		return b.pending(i, first, outer)
	}
	// i heads a cycle: try the other guess.
	b.forget(mark)
	b.earliest = noGuess
	p.ok, p.state = true, guessing
	second := b.adjudicate(i)
	switch {
	case b.earliest < p.began:
		return b.pending(i, second, outer)
	case first == second:
		// The answer does not depend on the guess.
		b.forget(mark)
		p.ok, p.state = first, resolved
		b.earliest = outer
		return first
	}
	b.backup(mark)
	b.earliest = outer
	return b.resolve(i)
}

// noGuess is b.earliest when no guess has been read.
const noGuess = int(^uint(0) >> 1)

// pending leaves decision i resting on a guess made further out: listed in
// deps with its provisional answer, for the decision that made the guess to
// settle.
func (b *board) pending(i int, answer bool, outer int) bool {
	if indexOf(b.deps, i) < 0 {
		b.deps = append(b.deps, i)
	}
	b.pieces[i].ok = answer
	b.earliest = min(outer, b.earliest)
	return answer
}

// forget drops every decision taken on a guess since mark.
func (b *board) forget(mark int) {
	for _, k := range b.deps[mark:] {
		b.pieces[k].state = unresolved
	}
	b.deps = b.deps[:mark]
}

// backup settles a cycle of decisions with no single consistent answer (or
// two). A cycle of moves alone is circular movement, and every move in it
// succeeds (2.4.6c allows three or more units to rotate). A cycle with a
// convoy order in it is a convoy paradox: the convoys in the cycle are treated as
// disrupted, so the armies they carry do not move and have no effect (the
// Szykman rule, DATC 4.A.2). Under the DATC rule set an army that could
// also walk and was not ordered "via convoy" walks instead (DATC 6.G.11).
func (b *board) backup(mark int) {
	cycle := append([]int(nil), b.deps[mark:]...)
	paradox := false
	for _, k := range cycle {
		if b.kind(k) == dip.Convoy {
			paradox = true
		}
	}
	b.forget(mark)
	if !paradox {
		for _, k := range cycle {
			if p := &b.pieces[k]; p.order.Kind == dip.Move {
				p.ok, p.state = true, resolved
			}
		}
		return
	}
	for _, k := range cycle {
		p := &b.pieces[k]
		if p.order.Kind == dip.Convoy && p.matched {
			b.dropConvoy(p.other)
		}
	}
}

// dropConvoy takes the convoy away from army move a to settle a paradox.
func (b *board) dropConvoy(a int) {
	p := &b.pieces[a]
	if b.rules == DATC && p.landRoute && !p.explicit {
		p.byConvoy = false
		for _, c := range p.convoys {
			b.pieces[c].matched = false
		}
		p.convoys = nil
		return
	}
	p.broken = true
}

// adjudicate works out piece i's decision from the others.
func (b *board) adjudicate(i int) bool {
	switch b.kind(i) {
	case dip.Move:
		return b.moveSucceeds(i)
	case dip.Support:
		return !b.supportCut(i)
	case dip.Convoy:
		return !b.dislodged(i)
	}
	return true
}

// path reports whether move i reaches its destination: always over land,
// and by sea when a chain of its convoying fleets survives (3.4.5, 3.4.6:
// one surviving route is enough).
func (b *board) path(i int) bool {
	p := &b.pieces[i]
	if !p.byConvoy {
		return true
	}
	if p.broken {
		return false
	}
	fleets := p.convoys
	return searchRoute(b.m, p.unit.At.Prov, p.to, len(fleets),
		func(k int) dip.Loc { return b.pieces[fleets[k]].unit.At },
		func(k int) bool { return b.resolve(fleets[k]) })
}

func indexOf(s []int, x int) int {
	for i, v := range s {
		if v == x {
			return i
		}
	}
	return -1
}
