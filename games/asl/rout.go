package asl

import (
	"math"
	"sort"

	"adjutant/games/asl/aslmap"
	"adjutant/games/asl/orders"
	"adjutant/games/asl/tables"
	"adjutant/games/kit/hexgrid"
	"adjutant/templates/i18n"
)

// RoutMF is a broken unit's MF in the RtPh; it never grows (3.6).
const RoutMF = 6

// routPhase is 3.6's RtPh, the phasing side's units first, one at a time.
// A broken unit next to a known enemy, or in open ground a good-order
// enemy could interdict, gets DM and must rout; any other broken unit
// with DM may (ROUT line). A unit that must rout and cannot is
// eliminated.
func (s *State) routPhase(l *log) {
	l.Add(i18n.T("Rout phase.", "潰退階段。", "溃退阶段。"))
	ph := s.phasing()
	for _, side := range []int{ph, other(ph)} {
		var ids []string
		for i := range s.Units {
			u := &s.Units[i]
			if u.Side == side && u.active() && u.Broken && !u.Melee {
				ids = append(ids, u.ID)
			}
		}
		for _, id := range ids {
			u := s.unit(id)
			if u == nil || !u.active() || !u.Broken {
				continue
			}
			// Next to a known enemy a broken unit gets DM (3.2.1), but only
			// an unbroken enemy next to it makes it rout (3.6).
			must := s.adjacentGoodEnemy(u) || (s.openGround(u.Hex, false) && s.interdictor(u, u.Hex, false) != nil)
			if must || s.adjacentEnemy(u) {
				u.DM = true
			}
			order, hasOrder := s.routOrder(side, id)
			if !u.DM || (!must && !hasOrder) {
				continue
			}
			s.rout(u, must, order, hasOrder, l)
		}
	}
}

// routOrder finds a side's ROUT line for a unit.
func (s *State) routOrder(side int, id string) (orders.Order, bool) {
	for _, o := range s.Lines[side] {
		if o.Kind == orders.KRout && contains(o.Units, id) {
			return o, true
		}
	}
	return orders.Order{}, false
}

// interdictor finds a good-order, unpinned, not CX, not in melee enemy
// unit that could interdict u entering h: h in its normal range and line
// of sight with no hindrance, with FP of its own (3.6).
func (s *State) interdictor(u *Unit, h Hex, alongRoad bool) *Unit {
	for i := range s.Units {
		e := &s.Units[i]
		if !e.goodOrder() || e.Side == u.Side || e.Pinned || e.CX {
			continue
		}
		rng := s.ctype(e).Range
		fp := s.ctype(e).FP
		if e.FPGone {
			fp = 0
		}
		for _, w := range s.held(e.ID) {
			if wt := s.wtype(w); wt.Kind == tables.MG && !w.Broken && s.ctype(e).MMC() {
				rng = max(rng, wt.Range)
				fp = max(fp, wt.FP)
			}
		}
		if fp < 1 {
			continue
		}
		if alongRoad && !s.sc.ReachesAlongRoad(e.Hex, h) {
			continue
		}
		if s.sc.Grid().Distance(e.Hex, h) <= rng {
			v := s.sight(e.Hex, h)
			if v.Clear && v.DRM == 0 {
				return e
			}
		}
	}
	return nil
}

// interdictorOn finds who interdicts u entering h from prev in its rout
// (3.6): in open ground any interdictor; on a woods-road entered along its
// road (at the road's rate), one whose line of sight comes in along the
// road, to whom the hex is open ground (1.1.2).
func (s *State) interdictorOn(u *Unit, prev, h Hex) *Unit {
	switch {
	case s.openGround(h, false):
		return s.interdictor(u, h, false)
	case s.sc.Terrain(h) == aslmap.Woods && s.sc.Road(h) && s.sc.RoadStep(prev, h):
		return s.interdictor(u, h, true)
	}
	return nil
}

// routStep is a hex a rout may enter from another.
type routNode struct {
	hex    Hex
	mf     float64
	inter  int
	path   []Hex
	seen   []string // enemies that have had the unit in sight on the way
	origin bool
}

// rout moves one broken unit: along its ROUT line when that line is a
// legal rout, else along the judge's choice (the nearest woods or
// building within 6 MF it may reach, fewest interdictions first); a
// leader its line names goes with it (routingLeader).
func (s *State) rout(u *Unit, must bool, o orders.Order, hasOrder bool, l *log) {
	s.dropForRout(u, l)
	var path []Hex
	crawl := false
	var ld *Unit
	if hasOrder {
		ld = s.routingLeader(u, o, l)
		if why := s.checkRout(u, ld, o); why != nil {
			// Its side alone reads the refused line; everyone reads the
			// rout that follows.
			l.secret(s.seat(u.Side), i18n.T("Line %d (%s): %s; the judge routs it.", "第 %d 行（%s）：%s；由裁判決定潰退路線。", "第 %d 行（%s）：%s；由裁判决定溃退路线。", o.Line, o.Text(s.sc), *why), nil)
		} else {
			path, crawl = o.Hexes, o.Crawl
		}
	}
	if path == nil {
		path = s.autoRout(u)
		if ld != nil && !s.routFits(u, ld, path) {
			// The judge's path is the unit's own: he stays where he
			// would overstack a hex with it (3.3).
			l.AddT("%s stays: the path the judge routs %s by has a hex that cannot hold them both (3.3).", "%s 留在原地：裁判為 %s 選的潰退路線有一格容不下兩者（3.3）。", "%s 留在原地：裁判为 %s 选的溃退路线有一格容不下两者（3.3）。", s.unitText(ld), u.ID)
			ld = nil
		}
	}
	if len(path) == 0 {
		if must {
			l.AddT("%s cannot rout and is eliminated (3.6).", "%s 無法潰退，被消滅（3.6）。", "%s 无法溃退，被消灭（3.6）。", s.unitText(u))
			s.eliminate(u, l)
		}
		return
	}
	if ld != nil {
		l.AddT("%s routs with %s (3.6).", "%s 與 %s 一起潰退（3.6）。", "%s 与 %s 一起溃退（3.6）。", s.unitText(ld), u.ID)
		s.dropForRout(ld, l)
	}
	spent := 0.0
	for _, h := range path {
		prev := u.Hex
		if crawl {
			spent = RoutMF
		} else {
			spent += s.enterCost(u.Hex, h, s.sc.RoadStep(u.Hex, h))
		}
		l.stepped(u.ID, MoveRout, u.Hex, h, false)
		s.routInto(u, h)
		if ld != nil {
			l.stepped(ld.ID, MoveRout, ld.Hex, h, false)
			s.routInto(ld, h)
		}
		l.AddT("%s routs to %s (%s MF).", "%s 潰退至 %s（%s 移動力）。", "%s 溃退至 %s（%s 移动力）。", s.unitText(u), s.sc.ID(h), mfText(spent))
		if !crawl {
			if e := s.interdictorOn(u, prev, h); e != nil {
				l.AddT("%[1]s interdicts %[3]s in %[2]s.", "%[1]s 在 %[2]s 阻截 %[3]s。", "%[1]s 在 %[2]s 阻截 %[3]s。", s.unitText(e), s.sc.ID(h), u.ID)
				ldrm := 0
				if ld != nil {
					ldrm = min(0, s.leaderDRM(ld))
				}
				o := s.moraleCheck(u, i18n.T("interdiction", "阻截", "阻截"), 0, ldrm, nil, l)
				if ld != nil && !o.passed {
					l.AddT("%s routed with %s, which failed its interdiction MC: he is eliminated (3.6).", "%s 與 %s 一起潰退，而該部隊阻截士氣檢查失敗：長官被消滅（3.6）。", "%s 与 %s 一起溃退，而该部队阻截士气检查失败：长官被消灭（3.6）。", s.unitText(ld), u.ID)
					s.eliminate(ld, l)
					ld = nil
				}
				if u.Gone {
					return
				}
				if o.pinned {
					l.AddT("%s passed on its morale exactly: pinned, it routs no farther (3.6).", "%s 剛好通過：被壓制，不能再潰退（3.6）。", "%s 刚好通过：被压制，不能再溃退（3.6）。", s.unitText(u))
					break
				}
			}
		}
	}
	if s.adjacentGoodEnemy(u) {
		l.AddT("%s ends its rout next to a known enemy and is eliminated (3.6).", "%s 潰退結束時仍與已知敵軍相鄰，被消滅（3.6）。", "%s 溃退结束时仍与已知敌军相邻，被消灭（3.6）。", s.unitText(u))
		s.eliminate(u, l)
	}
}

// routInto moves a routing unit and the weapons it holds into h.
func (s *State) routInto(u *Unit, h Hex) {
	u.Hex = h
	for _, w := range s.held(u.ID) {
		w.Hex = h
	}
}

// routingLeader is the leader who routs with broken unit u (3.6): one
// its ROUT line names, in its hex as its rout begins, neither broken nor
// in melee, and not pinned (the publisher's errata). He stays with it the
// whole RtPh, lends it his leadership DRM against interdiction, and is
// eliminated if it fails that NMC; he drops the weapons beyond his IPC
// (once the rout's path is known).
func (s *State) routingLeader(u *Unit, o orders.Order, l *log) *Unit {
	for _, id := range o.Units {
		ld := s.unit(id)
		if ld == nil || ld == u || ld.Side != u.Side || ld.Hex != u.Hex || !ld.goodOrder() || s.ctype(ld).Kind != tables.Leader {
			continue
		}
		if ld.Pinned {
			l.AddT("%s is pinned and cannot rout with %s (3.6).", "%s 被壓制，不能與 %s 一起潰退（3.6）。", "%s 被压制，不能与 %s 一起溃退（3.6）。", s.unitText(ld), u.ID)
			continue
		}
		return ld
	}
	return nil
}

// routFits reports whether every hex of path can hold broken unit u and
// the leader ld routing with it, beside what is there (3.3).
func (s *State) routFits(u, ld *Unit, path []Hex) bool {
	for _, h := range path {
		if !s.stackOK(h, u.Side, []*Unit{u, ld}) {
			return false
		}
	}
	return true
}

// adjacentGoodEnemy reports a known enemy, not broken, next to or with u.
func (s *State) adjacentGoodEnemy(u *Unit) bool {
	for i := range s.Units {
		e := &s.Units[i]
		if e.active() && e.Side != u.Side && !e.Broken && s.sc.Grid().Distance(u.Hex, e.Hex) <= 1 {
			return true
		}
	}
	return false
}

// dropForRout drops the weapons beyond a unit's IPC before it routs (4.0).
func (s *State) dropForRout(u *Unit, l *log) {
	ipc := s.ipc(u)
	pp := 0
	for _, w := range s.held(u.ID) {
		pp += s.wtype(w).PP
		if pp > ipc {
			w.Owner = ""
			l.AddT("%s drops %s %s to rout.", "%s 放下 %s %s 以便潰退。", "%s 放下 %s %s 以便溃退。", u.ID, w.ID, w.Type)
		}
	}
}

// legalRoutStep says why a broken unit may not rout from a to b with the
// enemies in seen, or nil (3.6): b next to a, free of good-order enemies,
// within stacking, no nearer to an enemy that has had it in sight, and
// not next to an enemy it was already next to.
func (s *State) legalRoutStep(u *Unit, a, b Hex, seen []string) *i18n.Text {
	g := s.sc.Grid()
	if !g.Adjacent(a, b) || !s.sc.OnMap(b) {
		return s.notNextTo(b, a)
	}
	for _, e := range s.at(b, other(u.Side)) {
		if !e.Broken {
			return want("%s holds enemy units", "%s 有敵軍", "%s 有敌军", s.sc.ID(b))
		}
	}
	if !s.stackOK(b, u.Side, []*Unit{u}) {
		return want("%s is full (3.3)", "%s 已滿（3.3）", "%s 已满（3.3）", s.sc.ID(b))
	}
	for _, id := range seen {
		e := s.unit(id)
		if e == nil || !e.active() {
			continue
		}
		if g.Distance(b, e.Hex) < g.Distance(a, e.Hex) {
			return want("%s is nearer to %s, which has it in sight", "%s 更接近可看見它的 %s", "%s 更接近可看见它的 %s", s.sc.ID(b), e.ID)
		}
		if g.Distance(a, e.Hex) == 1 && g.Distance(b, e.Hex) == 1 {
			return want("it may not rout from one hex next to %s to another", "不可由與 %s 相鄰的一格潰退到另一相鄰格", "不可由与 %s 相邻的一格溃退到另一相邻格", e.ID)
		}
	}
	return nil
}

// watchers are the enemy units that have u in sight at h.
func (s *State) watchers(u *Unit, h Hex, seen []string) []string {
	out := append([]string(nil), seen...)
	for i := range s.Units {
		e := &s.Units[i]
		if e.active() && e.Side != u.Side && !contains(out, e.ID) && s.sight(e.Hex, h).Clear {
			out = append(out, e.ID)
		}
	}
	sort.Strings(out)
	return out
}

// routCost is the MF of a rout step.
func (s *State) routCost(a, b Hex) float64 { return s.enterCost(a, b, s.sc.RoadStep(a, b)) }

// reachable explores the rout from u's hex within 6 MF: every hex with
// its best path (fewest interdictions, then fewest MF, then hex order).
func (s *State) reachable(u *Unit) map[Hex]routNode {
	start := routNode{hex: u.Hex, seen: s.watchers(u, u.Hex, nil), origin: true}
	best := map[Hex]routNode{u.Hex: start}
	queue := []routNode{start}
	for len(queue) > 0 {
		sort.SliceStable(queue, func(i, j int) bool {
			a, b := queue[i], queue[j]
			if a.inter != b.inter {
				return a.inter < b.inter
			}
			if a.mf != b.mf {
				return a.mf < b.mf
			}
			return hexgrid.Less(a.hex, b.hex)
		})
		cur := queue[0]
		queue = queue[1:]
		if b, ok := best[cur.hex]; ok && (b.inter < cur.inter || (b.inter == cur.inter && b.mf < cur.mf)) {
			continue
		}
		for _, n := range s.sc.Grid().Neighbours(cur.hex) {
			if !s.sc.OnMap(n) || s.legalRoutStep(u, cur.hex, n, cur.seen) != nil {
				continue
			}
			mf := cur.mf + s.routCost(cur.hex, n)
			if mf > RoutMF+1e-9 {
				continue
			}
			inter := cur.inter
			if s.interdictorOn(u, cur.hex, n) != nil {
				inter++
			}
			nd := routNode{hex: n, mf: mf, inter: inter, path: append(append([]Hex(nil), cur.path...), n), seen: s.watchers(u, n, cur.seen)}
			if b, ok := best[n]; ok && (b.inter < inter || (b.inter == inter && b.mf <= mf)) {
				continue
			}
			best[n] = nd
			queue = append(queue, nd)
		}
	}
	return best
}

// nearestEnemy is the range from h to the nearest known enemy unit.
func (s *State) nearestEnemy(side int, h Hex) int {
	d := math.MaxInt
	for _, e := range s.Units {
		if e.active() && e.Side != side {
			d = min(d, s.sc.Grid().Distance(h, e.Hex))
		}
	}
	return d
}

// autoRout is the judge's rout (3.6): to the nearest woods or building
// hex within 6 MF, by MF, that does not lie as near or nearer to a known
// enemy as the unit's hex (such a hex may be ignored, and the judge does),
// else to the nearest one at all, else to the reachable hex farthest from
// the enemy; never ending next to a known enemy. Empty: no rout.
func (s *State) autoRout(u *Unit) []Hex {
	nodes := s.reachable(u)
	here := s.nearestEnemy(u.Side, u.Hex)
	var hexes []Hex
	for h := range nodes {
		hexes = append(hexes, h)
	}
	hexgrid.Sort(hexes)
	ok := func(h Hex) bool {
		if h == u.Hex {
			return false
		}
		saved := u.Hex
		u.Hex = h
		adj := s.adjacentGoodEnemy(u)
		u.Hex = saved
		return !adj
	}
	pick := func(accept func(Hex) bool) []Hex {
		var best *routNode
		for _, h := range hexes {
			n := nodes[h]
			if !ok(h) || !accept(h) {
				continue
			}
			if best == nil || n.mf < best.mf || (n.mf == best.mf && n.inter < best.inter) {
				c := n
				best = &c
			}
		}
		if best == nil {
			return nil
		}
		return best.path
	}
	cover := func(h Hex) bool { return s.sc.Terrain(h).Cover() }
	if p := pick(func(h Hex) bool { return cover(h) && s.nearestEnemy(u.Side, h) > here }); p != nil {
		return p
	}
	if p := pick(cover); p != nil {
		return p
	}
	var far *routNode
	for _, h := range hexes {
		n := nodes[h]
		if !ok(h) {
			continue
		}
		if far == nil || s.nearestEnemy(u.Side, h) > s.nearestEnemy(u.Side, far.hex) {
			c := n
			far = &c
		}
	}
	if far == nil {
		return nil
	}
	return far.path
}

// checkRout says why a ROUT line is not a legal rout now, or nil: each
// step legal, within 6 MF (one hex when crawling), not running on past
// the woods or building where it must stop, not ending in the open when
// a woods or building hex was in reach.
func (s *State) checkRout(u, ld *Unit, o orders.Order) *i18n.Text {
	if o.Crawl && len(o.Hexes) != 1 {
		return want("a low crawl is one hex", "低爬行只能一格", "低爬行只能一格")
	}
	seen := s.watchers(u, u.Hex, nil)
	prev, mf := u.Hex, 0.0
	for _, h := range o.Hexes {
		if why := s.legalRoutStep(u, prev, h, seen); why != nil {
			return why
		}
		if ld != nil && !s.stackOK(h, u.Side, []*Unit{u, ld}) {
			return want("%s cannot hold %s and the leader %s routing with it (stacking, 3.3)", "%s 容不下 %s 及與其一起潰退的長官 %s（堆疊限制，3.3）", "%s 容不下 %s 及与其一起溃退的长官 %s（堆叠限制，3.3）", s.sc.ID(h), u.ID, ld.ID)
		}
		mf += s.routCost(prev, h)
		seen = s.watchers(u, h, seen)
		prev = h
	}
	if mf > RoutMF+1e-9 && !o.Crawl {
		return want("%s MF is beyond the rout's 6", "%s 移動力超過潰退的 6", "%s 移动力超过溃退的 6", mfText(mf))
	}
	if why := s.routPastCover(u.Side, u.Hex, o.Hexes); why != nil {
		return why
	}
	if !s.sc.Terrain(prev).Cover() {
		var reach []Hex
		for h := range s.reachable(u) {
			reach = append(reach, h)
		}
		hexgrid.Sort(reach)
		for _, h := range reach {
			if h != u.Hex && s.sc.Terrain(h).Cover() && !o.Crawl {
				return want("it must rout to the nearest woods or building in reach (%s)", "必須潰退至可達的最近森林或建築物（%s）", "必须溃退至可达的最近森林或建筑物（%s）", s.sc.ID(h))
			}
		}
	}
	return nil
}

// routPastCover says why a rout path runs on past a woods or building hex
// where 3.6 makes the unit stop, or nil. Reaching woods or a building, a
// routing unit ends its rout there unless it goes on into another woods
// or building hex with no known enemy next to it; it may pass a woods or
// building hex no farther from the nearest known enemy than start, the
// hex it routs from (such a hex may be ignored). The enemy is where it is
// when this is asked.
func (s *State) routPastCover(side int, start Hex, hexes []Hex) *i18n.Text {
	here := s.nearestEnemy(side, start)
	for i := 0; i+1 < len(hexes); i++ {
		h, next := hexes[i], hexes[i+1]
		if !s.sc.Terrain(h).Cover() || s.nearestEnemy(side, h) <= here {
			continue
		}
		if s.sc.Terrain(next).Cover() && s.nearestEnemy(side, next) > 1 {
			continue
		}
		return want("the rout reaches woods or a building in %s and must end there (3.6): it may go on only into more woods or buildings with no enemy next to them; end the line at %s",
			"潰退到達 %s 的森林或建築物，必須在該處結束（3.6）：只可繼續進入旁邊沒有敵軍的相連森林或建築物；請把路線結束於 %s",
			"溃退到达 %s 的森林或建筑物，必须在该处结束（3.6）：只可继续进入旁边没有敌军的相连森林或建筑物；请把路线结束于 %s",
			s.sc.ID(h), s.sc.ID(h))
	}
	return nil
}
