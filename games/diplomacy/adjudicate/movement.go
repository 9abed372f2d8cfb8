package adjudicate

import (
	"sort"

	"adjutant/games/diplomacy/dip"
)

// piece is one unit on the board during a movement phase, with the order it
// carries out and the decision the adjudicator makes about it.
type piece struct {
	unit  dip.Unit
	order dip.Order // the order carried out: a hold when none or an illegal one was given
	res   int       // index of the unit's line in the report

	to    dip.Province // Move: destination; Support, Convoy: where the other unit goes (empty for a support to hold)
	toLoc dip.Loc      // Move: exact destination
	other int          // Support, Convoy: index of the other unit, or -1

	matched   bool // Support, Convoy: the other unit's order is the one supported or convoyed
	byConvoy  bool // Move: the army goes by sea (3.4.3, 3.4.6)
	explicit  bool // Move: the player wrote "via convoy"
	landRoute bool // Move: the army also borders its destination
	broken    bool // Move: the convoy is treated as disrupted to settle a paradox

	supports []int // pieces whose matched support is for this piece's order
	convoys  []int // Move by convoy: fleets whose matched convoy order carries it

	state decisionState
	ok    bool // Move: it succeeds; Support: it is not cut; Convoy: the fleet is not dislodged
}

// decisionState tracks a piece's decision through the guess-and-check
// search (see resolve).
type decisionState uint8

const (
	unresolved decisionState = iota
	guessing
	resolved
)

// board is the working state of one movement adjudication.
type board struct {
	m      *dip.Map
	rules  RuleSet
	pieces []piece                // sorted by province
	at     map[dip.Province]int   // index of the piece in each occupied province
	into   map[dip.Province][]int // moves into each province, in piece order
	deps   []int                  // decisions taken on a guess, innermost cycle last
	// guessReads counts the times a guessed (not yet settled) decision
	// was read, so resolve can tell whether an answer rests on a guess.
	guessReads int
}

func (b *board) kind(i int) dip.OrderKind { return b.pieces[i].order.Kind }

// newBoard lays out the units of pos in province order, each holding until
// an order says otherwise.
func newBoard(m *dip.Map, pos dip.Position, rules RuleSet) *board {
	provs := make([]dip.Province, 0, len(pos.Units))
	for p := range pos.Units {
		provs = append(provs, p)
	}
	sort.Slice(provs, func(i, j int) bool { return provs[i] < provs[j] })
	b := &board{
		m:      m,
		rules:  rules,
		pieces: make([]piece, len(provs)),
		at:     make(map[dip.Province]int, len(provs)),
		into:   map[dip.Province][]int{},
	}
	for i, p := range provs {
		u := pos.Units[p]
		b.pieces[i] = piece{
			unit:  u,
			order: holdOrder(u),
			res:   -1,
			other: -1,
		}
		b.at[p] = i
	}
	return b
}

func holdOrder(u dip.Unit) dip.Order {
	return dip.Order{Kind: dip.Hold, Power: u.Power, Type: u.Type, At: u.At}
}

// link works out, once every order is known, how the orders refer to each
// other: which army moves go by sea, which supports and convoys match the
// order of the unit they name, and which moves enter each province.
func (b *board) link() {
	// Convoy orders given for each (army, destination) pair.
	type leg struct{ from, to dip.Province }
	offered := map[leg][]int{}
	for i := range b.pieces {
		p := &b.pieces[i]
		if p.order.Kind == dip.Convoy {
			k := leg{p.order.Other.Prov, p.order.OtherTo.Prov}
			offered[k] = append(offered[k], i)
		}
	}
	for i := range b.pieces {
		p := &b.pieces[i]
		if p.order.Kind != dip.Move || p.unit.Type != dip.Army {
			continue
		}
		p.landRoute = b.m.ArmyAdjacent(p.unit.At.Prov, p.to)
		p.explicit = p.order.Via
		switch {
		case !p.landRoute || p.explicit:
			// 3.4.3: it can only go by sea; "via convoy" chooses the sea
			// even where it could walk (3.4.6, DATC 4.A.3). Without
			// convoy orders that form a route it simply fails (DATC
			// 6.D.8); Check has already refused a move no fleets on the
			// board could carry (DATC 6.D.32).
			p.byConvoy = true
		default:
			// 3.4.6(a): a fleet of its own power ordered to convoy it
			// shows the player meant the sea route, when there is one.
			fleets := offered[leg{p.unit.At.Prov, p.to}]
			p.byConvoy = b.showsIntent(p, fleets) &&
				searchRoute(b.m, p.unit.At.Prov, p.to, len(fleets),
					func(k int) dip.Loc { return b.pieces[fleets[k]].unit.At }, nil)
		}
	}
	for i := range b.pieces {
		p := &b.pieces[i]
		if p.order.Kind == dip.Move {
			b.into[p.to] = append(b.into[p.to], i)
		}
		if p.order.Kind != dip.Support && p.order.Kind != dip.Convoy {
			continue
		}
		j, ok := b.at[p.order.Other.Prov]
		if !ok {
			continue
		}
		p.other = j
		q := &b.pieces[j]
		switch p.order.Kind {
		case dip.Support:
			if p.order.OtherTo.IsZero() {
				p.matched = q.order.Kind != dip.Move // 3.3.7
			} else {
				p.to = p.order.OtherTo.Prov
				p.matched = q.order.Kind == dip.Move && q.to == p.to &&
					sameCoast(p.order.OtherTo, q.toLoc)
			}
			if p.matched {
				q.supports = append(q.supports, i)
			}
		case dip.Convoy:
			p.to = p.order.OtherTo.Prov
			p.matched = q.order.Kind == dip.Move && q.byConvoy && q.to == p.to
			if p.matched {
				q.convoys = append(q.convoys, i)
			}
		}
	}
}

// sameCoast reports whether a support naming destination `named` matches a
// move to `moving`: a support that names no coast matches either coast,
// but one that names the other coast does not (DATC 6.B.9).
func sameCoast(named, moving dip.Loc) bool {
	return named.Coast == dip.NoCoast || moving.Coast == dip.NoCoast || named.Coast == moving.Coast
}

// showsIntent reports whether one of the fleets ordered to convoy army
// move a is of the army's own power and could take part in carrying it
// (3.4.6a). "Could take part" means the fleet lies on a chain of fleets at
// sea, as they stand on the board, from the army to its destination
// (DATC 6.G.7: a fleet no chain reaches shows no intent). The DATC set
// asks more: the fleet must be needed on that chain, not a detour a
// neighbour could skip (DATC 6.G.19).
func (b *board) showsIntent(a *piece, fleets []int) bool {
	var seas []int
	for _, f := range fleets {
		if b.pieces[f].unit.Power != a.unit.Power {
			continue
		}
		if seas == nil {
			seas = b.fleetsAtSea()
		}
		if b.onRoute(f, a.unit.At.Prov, a.to, seas) {
			return true
		}
	}
	return false
}

// fleetsAtSea lists the pieces that are fleets in a sea.
func (b *board) fleetsAtSea() []int {
	out := []int{}
	for i := range b.pieces {
		u := b.pieces[i].unit
		if info := b.m.Province(u.At.Prov); u.Type == dip.Fleet && info != nil && info.Terrain == dip.Sea {
			out = append(out, i)
		}
	}
	return out
}

// end stands for the army's origin or destination in onRoute.
const end = -1

// onRoute reports whether fleet f lies on a chain of the fleets in seas
// from province from to province to (see showsIntent). It looks for a
// neighbour of f on the side of from (from itself, or a fleet chained to
// from without passing f) and one on the side of to; under the DATC set
// the two must not border each other, or f could be skipped.
func (b *board) onRoute(f int, from, to dip.Province, seas []int) bool {
	before := b.sideOf(f, from, seas)
	after := b.sideOf(f, to, seas)
	for _, x := range before {
		for _, y := range after {
			if x == y && x != end {
				continue
			}
			if b.rules != DATC || !b.bypass(x, y, from, to) {
				return true
			}
		}
	}
	return false
}

// sideOf lists f's neighbours on the side of province p: p itself (as end)
// if f borders it, and every fleet that borders f and is chained to p
// without passing through f.
func (b *board) sideOf(f int, p dip.Province, seas []int) []int {
	fl := b.pieces[f].unit.At
	var out []int
	if len(b.m.FleetCanReach(fl, p)) > 0 {
		out = append(out, end)
	}
	reached := map[int]bool{}
	var queue []int
	for _, g := range seas {
		if g != f && len(b.m.FleetCanReach(b.pieces[g].unit.At, p)) > 0 {
			reached[g] = true
			queue = append(queue, g)
		}
	}
	for len(queue) > 0 {
		g := queue[0]
		queue = queue[1:]
		if b.m.FleetAdjacent(b.pieces[g].unit.At, fl) {
			out = append(out, g)
		}
		for _, h := range seas {
			if h != f && !reached[h] && b.m.FleetAdjacent(b.pieces[g].unit.At, b.pieces[h].unit.At) {
				reached[h] = true
				queue = append(queue, h)
			}
		}
	}
	return out
}

// bypass reports whether x, before a fleet, borders y, after it, so that
// the chain could skip the fleet. Two ends never bypass each other: an
// army's walk is not a convoy.
func (b *board) bypass(x, y int, from, to dip.Province) bool {
	switch {
	case x == end && y == end:
		return false
	case x == end:
		return len(b.m.FleetCanReach(b.pieces[y].unit.At, from)) > 0
	case y == end:
		return len(b.m.FleetCanReach(b.pieces[x].unit.At, to)) > 0
	}
	return b.m.FleetAdjacent(b.pieces[x].unit.At, b.pieces[y].unit.At)
}
