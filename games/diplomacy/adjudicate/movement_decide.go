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

// headOn returns the unit that move i meets head to head: the unit in its
// destination moving into its origin, both over land (2.4.6c; a convoyed
// unit passes the other by sea). -1 if none.
func (b *board) headOn(i int) int {
	p := &b.pieces[i]
	if p.order.Kind != dip.Move || p.byConvoy {
		return -1
	}
	j, ok := b.at[p.to]
	if !ok {
		return -1
	}
	q := &b.pieces[j]
	if q.order.Kind == dip.Move && !q.byConvoy && q.to == p.unit.At.Prov {
		return j
	}
	return -1
}

// moveSucceeds decides move i (2.4.6, 3.3.3): it must beat whatever holds
// or defends its destination and every other unit trying to enter.
func (b *board) moveSucceeds(i int) bool {
	if !b.path(i) {
		return false
	}
	attack := b.attack(i)
	if j := b.headOn(i); j >= 0 {
		if attack <= b.defend(j) {
			return false
		}
	} else if attack <= b.hold(b.pieces[i].to) {
		return false
	}
	for _, k := range b.into[b.pieces[i].to] {
		if k != i && attack <= b.prevent(k) {
			return false
		}
	}
	return true
}

// attack is the strength with which move i enters its destination. A power
// may not dislodge its own unit, nor help another power dislodge it (3.3.4):
// against a unit that stays, the move has no strength if the unit is its
// own power's, and supports of the defender's power do not count.
func (b *board) attack(i int) int {
	if !b.path(i) {
		return 0
	}
	p := &b.pieces[i]
	j, occupied := b.at[p.to]
	if !occupied {
		return 1 + b.supportCount(i, "")
	}
	q := &b.pieces[j]
	if q.order.Kind == dip.Move && b.headOn(i) < 0 && b.resolve(j) {
		return 1 + b.supportCount(i, "")
	}
	if q.unit.Power == p.unit.Power {
		return 0
	}
	return 1 + b.supportCount(i, q.unit.Power)
}

// hold is the strength with which the unit in province p stays there: a
// unit ordered to move keeps strength 1 only if its move fails, and cannot
// be supported to hold (3.3.7).
func (b *board) hold(p dip.Province) int {
	j, ok := b.at[p]
	if !ok {
		return 0
	}
	if b.kind(j) == dip.Move {
		if b.resolve(j) {
			return 0
		}
		return 1
	}
	return 1 + b.supportCount(j, "")
}

// defend is the strength of move j against the unit it meets head to head.
func (b *board) defend(j int) int { return 1 + b.supportCount(j, "") }

// prevent is the strength with which move k keeps others out of its
// destination. A move that never arrives prevents nothing, nor does one
// beaten head to head (3.3.8: the loser of a head-to-head battle does not
// stop a third unit).
func (b *board) prevent(k int) int {
	if !b.path(k) {
		return 0
	}
	if j := b.headOn(k); j >= 0 && b.resolve(j) {
		return 0
	}
	return 1 + b.supportCount(k, "")
}

// supportCount counts the supports that piece i receives and keeps, leaving
// out those of power `except` (the power of a unit being attacked).
func (b *board) supportCount(i int, except dip.Power) int {
	n := 0
	for _, s := range b.pieces[i].supports {
		if except != "" && b.pieces[s].unit.Power == except {
			continue
		}
		if b.resolve(s) {
			n++
		}
	}
	return n
}

// supportCut decides whether support s is cut (3.3.9): by an attack from
// another power, except one from the province the support is given into,
// which cuts only by dislodging; or by dislodgement.
func (b *board) supportCut(s int) bool {
	p := &b.pieces[s]
	at := p.unit.At.Prov
	for _, k := range b.into[at] {
		q := &b.pieces[k]
		if q.unit.Power == p.unit.Power { // 3.3.9(a)
			continue
		}
		if p.to != "" && q.unit.At.Prov == p.to { // 3.3.9(b)
			continue
		}
		if b.rules == Rulebook && b.convoyedAgainstOwnConvoy(k, s) { // 3.4.7
			continue
		}
		if b.path(k) {
			return true
		}
	}
	return b.dislodged(s)
}

// convoyedAgainstOwnConvoy reports whether rule 3.4.7 protects support s
// from the convoyed move k: s supports an attack on a fleet that is
// convoying k.
func (b *board) convoyedAgainstOwnConvoy(k, s int) bool {
	q, p := &b.pieces[k], &b.pieces[s]
	if !q.byConvoy || p.to == "" {
		return false
	}
	for _, c := range q.convoys {
		if b.pieces[c].unit.At.Prov == p.to {
			return true
		}
	}
	return false
}

// dislodged reports whether a unit that does not move is dislodged: some
// move into its province succeeds.
func (b *board) dislodged(i int) bool {
	for _, k := range b.into[b.pieces[i].unit.At.Prov] {
		if b.resolve(k) {
			return true
		}
	}
	return false
}

func containsInt(s []int, x int) bool {
	for _, v := range s {
		if v == x {
			return true
		}
	}
	return false
}
