package adjudicate

import "adjutant/games/diplomacy/dip"

// The strengths of the rulebook's battles (2.4.6, 3.3), in the form the
// DATC's adjudication notes give them: a move succeeds when its attack
// beats the hold (or, head to head, the defence) of its destination and
// the prevent strength of every other unit moving there.

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
