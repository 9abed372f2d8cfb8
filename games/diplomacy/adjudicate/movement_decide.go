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
func (b *board) resolve(i int) bool {
	p := &b.pieces[i]
	switch p.state {
	case resolved:
		return p.ok
	case guessing:
		// A cycle: i is already being decided further up. Record that the
		// caller's answer rests on the guess.
		if !containsInt(b.deps, i) {
			b.deps = append(b.deps, i)
		}
		b.guessReads++
		return p.ok
	}
	mark, reads := len(b.deps), b.guessReads
	p.ok, p.state = false, guessing
	first := b.adjudicate(i)
	if b.guessReads == reads {
		// Nothing guessed was used: the answer is final.
		if p.state != resolved {
			p.ok, p.state = first, resolved
		}
		return first
	}
	if len(b.deps) == mark || b.deps[mark] != i {
		// The answer rests on a guess made for another decision, which
		// heads the cycle and will settle this one with it. (Counting
		// reads, not only new entries in deps, catches a decision that
		// reads a guess already listed.)
		b.deps = append(b.deps, i)
		p.ok = first
		return first
	}
	// i heads the cycle: try the other guess.
	b.forget(mark)
	p.ok, p.state = true, guessing
	second := b.adjudicate(i)
	if first == second {
		// The answer does not depend on the guess.
		b.forget(mark)
		p.ok, p.state = first, resolved
		return first
	}
	b.backup(mark)
	return b.resolve(i)
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

func containsInt(s []int, x int) bool {
	for _, v := range s {
		if v == x {
			return true
		}
	}
	return false
}
