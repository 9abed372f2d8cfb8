package asl

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"sort"
	"strings"

	"adjutant/games"
	"adjutant/games/asl/orders"
	"adjutant/games/kit/hexgrid"
)

// ScriptedOrders are the lines a simple player sends for seat now, for
// tests and for trying the game out: an attacker that fires from hexes
// next to the enemy, moves every other stack by the cheapest path toward
// the nearest victory hex it does not hold, fires again after moving and
// advances into weak enemy hexes; a defender whose every hex fires at any
// mover within 4 hexes (with subsequent first fire and FPF) and asks to be
// asked when a mover enters one of the victory hexes' neighbours held by
// nobody; at a stop it fires every unit that can.
func (g *Game) ScriptedOrders(seat games.Seat) []string {
	s := g.s
	side, rl, ok := s.roleOf(seat)
	if !ok {
		return nil
	}
	switch rl {
	case roleAnswer:
		if s.Question != nil && s.Question.Kind == "final" {
			return s.defenceLines(side)
		}
		var ids []string
		if mv := s.Cursor.Mover; mv != nil && mv.Event != nil {
			probe := orders.Order{Units: s.unitIDs(side), SFF: true, FPF: true}
			for _, sh := range s.lineShots(probe, mv) {
				for _, p := range sh.parts {
					ids = append(ids, p.id())
				}
			}
		}
		if len(ids) == 0 {
			return []string{"NOFIRE"}
		}
		return []string{"FIRE " + strings.Join(ids, ",")}
	case roleDefence:
		return s.defenceLines(side)
	}
	return s.attackLines(side)
}

// defenceLines are the scripted defender's standing orders.
func (s *State) defenceLines(side int) []string {
	var out []string
	var hexes []Hex
	seen := map[Hex]bool{}
	for _, u := range s.Units {
		if u.Side == side && u.active() && !seen[u.Hex] {
			seen[u.Hex] = true
			hexes = append(hexes, u.Hex)
		}
	}
	hexgrid.Sort(hexes)
	var asks []string
	for i, h := range s.sc.Victory.Control {
		if s.Control[i] != side || len(s.at(h, side)) > 0 {
			continue
		}
		for _, n := range s.sc.Grid().Neighbours(h) {
			if s.sc.OnMap(n) && len(s.at(n, -1)) == 0 && !contains(asks, s.sc.ID(n)) {
				asks = append(asks, s.sc.ID(n))
			}
		}
	}
	sort.Strings(asks)
	if len(asks) > 3 {
		asks = asks[:3]
	}
	if len(asks) > 0 {
		out = append(out, "ASK AT "+strings.Join(asks, ","))
	}
	for _, h := range hexes {
		out = append(out, fmt.Sprintf("FIRE %s AT ANY WITHIN 4 SFF FPF", s.sc.ID(h)))
	}
	if len(out) == 0 {
		out = append(out, "PASS")
	}
	return out
}

// attackLines are the scripted attacker's plan.
func (s *State) attackLines(side int) []string {
	var out []string
	g := s.sc.Grid()
	// Stacks that end their moves in one hex and fire at one target share
	// one AFIRE line: units of a hex fire at a target together (3.2). The
	// AFIRE lines follow the moves.
	var afireLines []string
	afire := map[[2]Hex]int{}
	afireIDs := map[[2]Hex][]string{}
	stacks := map[Hex][]*Unit{}
	var hexes []Hex
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != side || u.Gone || (!u.OnMap && (u.Enter == 0 || u.Enter > s.Turn)) || !u.goodOrder() && u.OnMap {
			continue
		}
		h := u.Hex
		if !u.OnMap {
			h = u.Entry[0]
			h.Row = -h.Row // off the map: keyed apart from the hex itself
		}
		if _, ok := stacks[h]; !ok {
			hexes = append(hexes, h)
		}
		stacks[h] = append(stacks[h], u)
	}
	hexgrid.Sort(hexes)
	for _, h := range hexes {
		us := stacks[h]
		ids := make([]string, 0, len(us))
		for _, u := range us {
			if !u.Pinned {
				ids = append(ids, u.ID)
			}
		}
		if len(ids) == 0 {
			continue
		}
		// Stacks next to the enemy, holding a victory hex, or of the side
		// that only has to hold on, fire from where they are.
		holds := us[0].OnMap && (side != s.sc.Victory.Side || s.holdsVictoryHex(side, h))
		reach := 1
		if holds {
			reach = s.ctype(us[0]).Range
		}
		if us[0].OnMap {
			if e := s.nearestEnemyHex(side, h, reach); e != nil {
				out = append(out, fmt.Sprintf("PREP %s AT %s", s.sc.ID(h), s.sc.ID(*e)))
				// Next to a weaker enemy, the side that must take ground
				// goes in for close combat.
				if side == s.sc.Victory.Side && g.Distance(h, *e) == 1 && s.mmcCount(*e, other(side)) < s.mmcCount(h, side) {
					out = append(out, fmt.Sprintf("ADVANCE %s %s", strings.Join(ids, ","), s.sc.ID(*e)))
				}
				continue
			}
		}
		if holds {
			continue
		}
		if path := s.scriptPath(us, s.goal(side, us[0])); len(path) > 0 {
			var ps []string
			for _, p := range path {
				ps = append(ps, s.sc.ID(p))
			}
			out = append(out, fmt.Sprintf("MOVE %s %s", strings.Join(ids, ","), strings.Join(ps, " ")))
			last := path[len(path)-1]
			armed := false
			for _, id := range ids {
				armed = armed || s.ctype(s.unit(id)).MMC()
			}
			// A leader alone has no FP to fire (1.2.1).
			if e := s.nearestEnemyHex(side, last, 4); e != nil && armed {
				k := [2]Hex{last, *e}
				if _, ok := afire[k]; !ok {
					afire[k] = len(afireLines)
					afireLines = append(afireLines, "")
				}
				afireIDs[k] = append(afireIDs[k], ids...)
				afireLines[afire[k]] = fmt.Sprintf("AFIRE %s AT %s", strings.Join(afireIDs[k], ","), s.sc.ID(*e))
			}
			if e := s.nearestEnemyHex(side, last, 1); e != nil && len(s.at(*e, other(side))) <= len(ids) && g.Distance(last, *e) == 1 {
				out = append(out, fmt.Sprintf("ADVANCE %s %s", strings.Join(ids, ","), s.sc.ID(*e)))
			}
		}
	}
	out = append(out, afireLines...)
	if len(out) == 0 {
		out = append(out, "PASS")
	}
	return out
}

// mmcCount counts a side's good-order MMC in h.
func (s *State) mmcCount(h Hex, side int) int {
	n := 0
	for _, u := range s.at(h, side) {
		if u.goodOrder() && s.ctype(u).MMC() {
			n++
		}
	}
	return n
}

// holdsVictoryHex reports whether h is a victory hex side controls.
func (s *State) holdsVictoryHex(side int, h Hex) bool {
	for i, v := range s.sc.Victory.Control {
		if v == h && s.Control[i] == side {
			return true
		}
	}
	return false
}

// goal is the victory hex a scripted stack heads for: the nearest its
// side does not control, else the first.
func (s *State) goal(side int, u *Unit) Hex {
	from := u.Hex
	if !u.OnMap {
		from = u.Entry[0]
	}
	best, bd := s.sc.Victory.Control[0], math.MaxInt
	for i, h := range s.sc.Victory.Control {
		if d := s.sc.Grid().Distance(from, h); s.Control[i] != side && d < bd {
			best, bd = h, d
		}
	}
	return best
}

// nearestEnemyHex is the nearest hex within n holding the enemy and in
// sight of h, or nil.
func (s *State) nearestEnemyHex(side int, h Hex, n int) *Hex {
	var best *Hex
	bd := math.MaxInt
	for _, e := range s.enemyHexes(side) {
		d := s.sc.Grid().Distance(h, e)
		if d <= n && d < bd && s.sight(h, e).Clear {
			ee := e
			best, bd = &ee, d
		}
	}
	return best
}

// scriptPath is the cheapest path, within the stack's MF, ending nearest
// to goal, through hexes free of the enemy.
func (s *State) scriptPath(us []*Unit, goal Hex) []Hex {
	g := s.sc.Grid()
	mf := math.Inf(1)
	for _, u := range us {
		mf = math.Min(mf, s.mf(u, us, false, false))
	}
	side := us[0].Side
	type node struct {
		h    Hex
		cost float64
		path []Hex
	}
	var starts []node
	if us[0].OnMap {
		starts = []node{{h: us[0].Hex}}
	} else {
		for _, e := range us[0].Entry {
			if len(s.at(e, other(side))) == 0 {
				starts = append(starts, node{h: e, cost: s.enterCost(e, e, false), path: []Hex{e}})
			}
		}
	}
	best := map[Hex]node{}
	queue := append([]node(nil), starts...)
	for _, st := range starts {
		best[st.h] = st
	}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		for _, n := range g.Neighbours(cur.h) {
			if !s.sc.OnMap(n) || len(s.at(n, other(side))) > 0 || !s.stackOK(n, side, us) {
				continue
			}
			c := cur.cost + s.enterCost(cur.h, n, s.sc.RoadStep(cur.h, n))
			if c > mf+1e-9 {
				continue
			}
			if b, ok := best[n]; ok && b.cost <= c {
				continue
			}
			nd := node{n, c, append(append([]Hex(nil), cur.path...), n)}
			best[n] = nd
			queue = append(queue, nd)
		}
	}
	// The best end: nearest the goal, a hex of cover counting as two
	// hexes nearer; no end next to an enemy unless in cover.
	score := func(h Hex) int {
		sc := 2 * g.Distance(h, goal)
		if s.sc.Terrain(h).Cover() {
			sc -= 4
		} else if s.nearestEnemy(side, h) <= 2 {
			sc += 6
		}
		return sc
	}
	var pick *node
	reached := slices.Collect(maps.Keys(best))
	hexgrid.Sort(reached)
	for _, h := range reached {
		nd := best[h]
		if len(nd.path) == 0 {
			continue
		}
		if pick == nil || score(h) < score(pick.h) {
			c := nd
			pick = &c
		}
	}
	if pick == nil || (us[0].OnMap && score(pick.h) >= score(us[0].Hex)) {
		return nil
	}
	return pick.path
}
