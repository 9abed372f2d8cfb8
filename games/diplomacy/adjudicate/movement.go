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
	began int  // when the decision began (see resolve)
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
	m        *dip.Map
	rules    RuleSet
	pieces   []piece                // sorted by province
	at       map[dip.Province]int   // index of the piece in each occupied province
	into     map[dip.Province][]int // moves into each province, in piece order
	deps     []int                  // decisions taken on a guess, innermost cycle last
	clock    int                    // counts decisions begun, to stamp piece.began
	earliest int                    // see resolve
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
		// Nothing is being decided yet, so no guess has been read.
		earliest: noGuess,
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
