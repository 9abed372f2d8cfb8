package gettysburg

import (
	"sort"
	"strings"

	"adjutant/templates/i18n"
)

// illegal is why a planned action cannot be carried out; it is shown to the
// player whose plan is set aside.
type illegal struct{ why i18n.Text }

func refuse(en, hant, hans string, a ...any) *illegal { return &illegal{i18n.T(en, hant, hans, a...)} }

// arrived reports whether unit u is waiting to enter: pending, its arrival
// turn reached. Such a unit must enter as soon as it can (M11, M13).
func (s *State) arrived(u int) bool {
	return s.Units[u].Where == Pending && s.sc.Units[u].Arrive <= s.Turn
}

// entryBlocker returns the friendly unit standing on u's entry hex, or -1.
// An enemy there is pushed off by a retreat when u enters; a friend must
// move off first.
func (s *State) entryBlocker(u int) int {
	o := s.unitAt(s.sc.Entries[s.sc.Units[u].Entry])
	if o >= 0 && s.side(o) == s.side(u) {
		return o
	}
	return -1
}

// due reports whether unit u must and can enter now: it has arrived and no
// friendly unit holds its entry hex.
func (s *State) due(u int) bool { return s.arrived(u) && s.entryBlocker(u) < 0 }

// dueUnits lists side's units that must enter now.
func (s *State) dueUnits(side Side) []int {
	var out []int
	for i := range s.Units {
		if s.side(i) == side && s.due(i) {
			out = append(out, i)
		}
	}
	return out
}

// blockers lists side's units that stand on the entry hex of a unit that
// has arrived, in roster order: each must clear the way.
func (s *State) blockers(side Side) []int {
	var out []int
	for i := range s.Units {
		if s.side(i) != side || !s.arrived(i) {
			continue
		}
		if b := s.entryBlocker(i); b >= 0 && !contains(out, b) {
			out = append(out, b)
		}
	}
	return out
}

// onEntryOfArrived reports whether h is the entry hex of a unit of side
// waiting to enter.
func (s *State) onEntryOfArrived(side Side, h Hex) bool {
	for i := range s.Units {
		if s.side(i) == side && s.arrived(i) && s.sc.Entries[s.sc.Units[i].Entry] == h {
			return true
		}
	}
	return false
}

// checkMove checks a move (rules M1–M10) and returns the hexes the unit
// passes through, starting with its entry hex for an arriving unit. The
// checks run in the order a player would fix them: where the unit starts,
// then whether it has the points for the path, then each hex in turn.
func (s *State) checkMove(u int, path []Hex) ([]Hex, *illegal) {
	from, path, entering, bad := s.moveStart(u, path)
	if bad != nil {
		return nil, bad
	}
	if len(path) == 0 {
		return nil, refuse("no hexes to move to", "沒有目的地", "没有目的地")
	}
	if bad := s.checkMoveCost(u, from, path, entering); bad != nil {
		return nil, bad
	}
	if bad := s.checkMoveHexes(u, from, path, entering); bad != nil {
		return nil, bad
	}
	return path, nil
}

// moveStart finds where unit u's move starts and puts path in the form
// the later checks expect: for a unit on the map, without the hex it
// stands in; for an arriving unit, beginning with its entry hex, which
// from then is not (entering reports that case).
func (s *State) moveStart(u int, path []Hex) (from Hex, _ []Hex, entering bool, _ *illegal) {
	side := s.side(u)
	us := s.Units[u]
	un := s.sc.Units[u]
	switch us.Where {
	case OnMap:
		from = us.Hex
		if s.inEnemyZOC(side, from) {
			return from, nil, false, refuse("%s is in an enemy zone of control and cannot move", "%s 身處敵方控制區，不能移動", "%s 身处敌方控制区，不能移动", un.Code)
		}
		if len(path) == 1 && path[0] == from {
			return from, nil, false, refuse("%s is in %s already: name the hexes it moves through, from the next one on",
				"%s 已在 %s：請寫出其經過的六角格，由下一格寫起", "%s 已在 %s：请写出其经过的六角格，由下一格写起", un.Code, from)
		}
		if len(path) > 1 && path[0] == from {
			// A path may name the hex the unit starts in, as an
			// arrival's names its entry hex; the unit is there already.
			path = path[1:]
		}
		return from, path, false, nil
	case Pending:
		if !s.arrived(u) {
			return from, nil, false, refuse("%s enters on turn %d, not now", "%s 第 %d 回合才進場", "%s 第 %d 回合才进场", un.Code, un.Arrive)
		}
		if b := s.entryBlocker(u); b >= 0 {
			return from, nil, false, refuse("entry %s is held by your %s, which must move off first", "進場位置 %s 有己方 %s，須先移開", "进场位置 %s 有己方 %s，须先移开",
				un.Entry, s.sc.Units[b].Code)
		}
		entry := s.sc.Entries[un.Entry]
		if len(path) > 0 && path[0] != entry && !Adjacent(entry, path[0]) {
			// A path that starts elsewhere reads as a wrong entry: say
			// where the unit enters, not only that two hexes are apart.
			return from, nil, false, refuse("%s enters at %s (%s), and its path goes on from there: %s is not next to it",
				"%s 由 %s（%s）進場，路線由該處開始：%s 與其不相鄰", "%s 由 %s（%s）进场，路线由该处开始：%s 与其不相邻",
				un.Code, un.Entry, entry, path[0])
		}
		if len(path) == 0 || path[0] != entry {
			path = append([]Hex{entry}, path...)
		}
		return from, path, true, nil
	default:
		return from, nil, false, refuse("%s is not on the map", "%s 不在地圖上", "%s 不在地图上", un.Code)
	}
}

// checkMoveCost checks that path is a chain of neighbouring hexes that
// unit u has the movement points for. Costs are counted in half points
// so that road movement (M5) needs no fractions.
func (s *State) checkMoveCost(u int, from Hex, path []Hex, entering bool) *illegal {
	un := s.sc.Units[u]
	combat := s.Units[u].Combat && !entering
	allowance := un.March
	if combat {
		allowance = CombatMove
	}
	// M5: half cost only when the whole move follows roads in march mode.
	allRoad := !combat
	prev := from
	for i, h := range path {
		if entering && i == 0 {
			allRoad = allRoad && s.sc.OnRoad(h)
			prev = h
			continue
		}
		if !Adjacent(prev, h) {
			return refuse("%s is not next to %s (next to %s: %s)", "%s 與 %s 不相鄰（%s 的鄰格：%s）", "%s 与 %s 不相邻（%s 的邻格：%s）",
				h, prev, prev, s.sc.nextTo(prev))
		}
		allRoad = allRoad && s.sc.RoadStep(prev, h)
		prev = h
	}
	cost := 2 * len(path) // in half points
	if allRoad {
		cost = len(path)
	}
	if cost > 2*allowance {
		return refuse("%s has %d movement points, the path needs more", "%s 只有 %d 移動力，不足以走完", "%s 只有 %d 移动力，不足以走完", un.Code, allowance)
	}
	return nil
}

// checkMoveHexes checks each hex of path as unit u reaches it: on the
// map, empty, not entered past an enemy zone, and within (or toward) its
// command range.
func (s *State) checkMoveHexes(u int, from Hex, path []Hex, entering bool) *illegal {
	side := s.side(u)
	prev := from
	for i, h := range path {
		if !s.sc.OnMap(h) {
			return refuse("%s is off the map", "%s 在地圖外", "%s 在地图外", h)
		}
		if o := s.unitAt(h); o >= 0 && !(entering && i == 0 && s.side(o) != side) {
			// M2: no stacking; markers do not count.
			return refuse("%s is occupied", "%s 已有部隊", "%s 已有部队", h)
		}
		// M7: entering an enemy ZOI (or ZOC) ends the move.
		if s.inEnemyZOI(side, h) && i < len(path)-1 {
			return refuse("the move must stop at %s: it enters an enemy zone of influence", "移動須在 %s 停止：進入敵方影響區", "移动须在 %s 停止：进入敌方影响区", h)
		}
		// M9–M10: command range. The entry hex itself is where the
		// rules put the unit, so only the steps after it are judged.
		if !(entering && i == 0) && !s.HQ[side].IsZero() {
			if bad := s.checkRangeStep(u, prev, h); bad != nil {
				return bad
			}
		}
		prev = h
	}
	return nil
}

// checkRangeStep checks one step of unit u from prev to h against its
// side's command range (M9–M10): a unit in range must stay in it, and one
// outside must come nearer its HQ with every hex.
func (s *State) checkRangeStep(u int, prev, h Hex) *illegal {
	side := s.side(u)
	hq := s.HQ[side]
	if s.inRange(side, prev) {
		if !s.inRange(side, h) {
			return refuse("%s is outside %s's command range", "%s 在%s的指揮範圍外", "%s 在%s的指挥范围外", h, s.sc.HQ[side].Names)
		}
		return nil
	}
	if Distance(hq, h) >= Distance(hq, prev) {
		return refuse("%s is outside command range and must move toward %s's HQ at %s: %s is %d hexes from it, no nearer than %s (%d)",
			"%s 在指揮範圍外，須向%s指揮部（%s）方向移動：%s 離它 %d 格，不比 %s（%d 格）近", "%s 在指挥范围外，须向%s指挥部（%s）方向移动：%s 离它 %d 格，不比 %s（%d 格）近",
			s.sc.Units[u].Code, s.sc.HQ[side].Names, hq, h, Distance(hq, h), prev, Distance(hq, prev))
	}
	return nil
}

// doMove carries out a checked move.
func (s *State) doMove(u int, path []Hex, l *log) {
	side := s.side(u)
	entering := s.Units[u].Where == Pending
	if entering {
		l.moved(s, u, MoveEnter, path)
	} else {
		l.moved(s, u, MoveMarch, append([]Hex{s.Units[u].Hex}, path...))
	}
	if entering {
		entry := path[0]
		if o := s.unitAt(entry); o >= 0 {
			l.Add(i18n.Join(s.unitText(o), i18n.T(" is on entry %s and must retreat.", " 佔據進場位置 %s，須撤退。", " 占据进场位置 %s，须撤退。", s.sc.Units[u].Entry)))
			s.retreat(o, []Hex{entry}, l)
		}
		s.Units[u] = UnitState{Where: OnMap, Hex: entry}
	}
	s.Units[u].Hex = path[len(path)-1]
	route := joinHexes(path)
	end := path[len(path)-1]
	if s.inEnemyZOI(side, end) && !s.Units[u].Combat {
		s.Units[u].Combat = true
		if entering {
			l.Add(i18n.Join(s.unitText(u), i18n.T(" enters at %s: %s, stops in an enemy zone and turns to combat mode.", " 由 %s 進場：%s，進入敵方影響區，停止並轉為戰鬥狀態。", " 由 %s 进场：%s，进入敌方影响区，停止并转为战斗状态。", s.sc.Units[u].Entry, route)))
		} else {
			l.Add(i18n.Join(s.unitText(u), i18n.T(" moves %s, stops in an enemy zone and turns to combat mode.", " 移動 %s，進入敵方影響區，停止並轉為戰鬥狀態。", " 移动 %s，进入敌方影响区，停止并转为战斗状态。", route)))
		}
	} else if entering {
		l.Add(i18n.Join(s.unitText(u), i18n.T(" enters at %s: %s.", " 由 %s 進場：%s。", " 由 %s 进场：%s。", s.sc.Units[u].Entry, route)))
	} else {
		l.Add(i18n.Join(s.unitText(u), i18n.T(" moves %s.", " 移動 %s。", " 移动 %s。", route)))
	}
	s.forceCombatInZOC()
}

// joinHexes writes a path as the log shows it: "0304-0305-0405".
func joinHexes(hs []Hex) string {
	ids := make([]string, len(hs))
	for i, h := range hs {
		ids[i] = h.String()
	}
	return strings.Join(ids, "-")
}

// canMove reports whether side has any legal move (or a due entry).
func (s *State) canMove(side Side) bool {
	if len(s.dueUnits(side)) > 0 {
		return true
	}
	for _, u := range s.onMap(side) {
		for _, n := range s.Units[u].Hex.neighbours() {
			if _, bad := s.checkMove(u, []Hex{n}); bad == nil {
				return true
			}
		}
	}
	return false
}

// route is one legal move: the hexes it passes through, entry hex first
// for an arriving unit.
type route []Hex

func (r route) end() Hex { return r[len(r)-1] }

// reach lists the legal moves of on-map unit u now: for every hex it can
// end on, the shortest path there (the first found in neighbour order),
// in the order found. A longer path that stays on roads is kept too when
// it can go farther at the road rate.
func (s *State) reach(u int) []route {
	if s.Units[u].Where != OnMap {
		return nil
	}
	type key struct {
		h    Hex
		road bool
	}
	march := !s.Units[u].Combat
	seen := map[key]bool{{s.Units[u].Hex, march}: true}
	var out []route
	ended := map[Hex]bool{}
	frontier := []route{nil}
	roads := []bool{march}
	for len(frontier) > 0 {
		var next []route
		var nextRoads []bool
		for i, p := range frontier {
			at := s.Units[u].Hex
			if len(p) > 0 {
				at = p.end()
			}
			for _, n := range at.neighbours() {
				road := roads[i] && s.sc.RoadStep(at, n)
				k := key{n, road}
				if seen[k] || !s.sc.OnMap(n) {
					continue
				}
				cand := append(append(route(nil), p...), n)
				if _, bad := s.checkMove(u, cand); bad != nil {
					continue
				}
				seen[k] = true
				if !ended[n] {
					ended[n] = true
					out = append(out, cand)
				}
				next = append(next, cand)
				nextRoads = append(nextRoads, road)
			}
		}
		frontier, roads = next, nextRoads
	}
	return out
}

// best returns the route with the lowest score, ties by fewer hexes, then
// by the end hex's id.
func best(rs []route, score func(route) int) (route, bool) {
	var b route
	for _, r := range rs {
		if b == nil {
			b = r
			continue
		}
		sr, sb := score(r), score(b)
		if sr < sb || (sr == sb && (len(r) < len(b) || (len(r) == len(b) && hexLess(r.end(), b.end())))) {
			b = r
		}
	}
	return b, b != nil
}

// outsideRange is how many hexes h lies beyond side's command range.
func (s *State) outsideRange(side Side, h Hex) int {
	if s.HQ[side].IsZero() {
		return 0
	}
	return max(0, Distance(s.HQ[side], h)-s.sc.HQ[side].Range)
}

// rangeMove is the move the rules force on unit u outside its command
// range before its side may pass (M10): the legal move that brings it
// nearest the range, back inside when it can, with the fewest hexes.
func (s *State) rangeMove(u int) (route, bool) {
	side := s.side(u)
	return best(s.reach(u), func(r route) int { return s.outsideRange(side, r.end()) })
}

// clearMove is the move that takes unit u off an entry hex a reinforcement
// needs (M11): the shortest legal move to a hex that is no waiting unit's
// entry, nearest its HQ.
func (s *State) clearMove(u int) (route, bool) {
	side := s.side(u)
	var ok []route
	for _, r := range s.reach(u) {
		if !s.onEntryOfArrived(side, r.end()) {
			ok = append(ok, r)
		}
	}
	return best(ok, func(r route) int {
		d := 0
		if !s.HQ[side].IsZero() {
			d = Distance(s.HQ[side], r.end())
		}
		return len(r)*1000 + d
	})
}

// outOfRange lists side's units outside its command range that can move
// toward it, in roster order.
func (s *State) outOfRange(side Side) []int {
	var out []int
	for _, u := range s.onMap(side) {
		if s.outsideRange(side, s.Units[u].Hex) == 0 {
			continue
		}
		if _, ok := s.rangeMove(u); ok {
			out = append(out, u)
		}
	}
	return out
}

// nextTo lists the map's hexes next to h, by id, for a refusal of a path
// that leaves it for a hex further away: the hexes that would do.
func (sc *Scenario) nextTo(h Hex) i18n.Text {
	var out []Hex
	for _, n := range h.neighbours() {
		if sc.OnMap(n) {
			out = append(out, n)
		}
	}
	sort.Slice(out, func(a, b int) bool { return hexLess(out[a], out[b]) })
	ids := make([]string, len(out))
	for i, n := range out {
		ids[i] = n.String()
	}
	return i18n.Text{EN: i18n.List(i18n.English, ids), Hant: i18n.List(i18n.TraditionalChinese, ids), Hans: i18n.List(i18n.SimplifiedChinese, ids)}
}
