package gettysburg

import (
	"adjutant/games"
)

// illegal is why a planned action cannot be carried out; it is shown to the
// player whose plan is set aside.
type illegal struct{ why games.Text }

func refuse(en, hant, hans string, a ...any) *illegal { return &illegal{games.T(en, hant, hans, a...)} }

// due reports whether unit u must enter now: pending, its arrival turn
// reached, and no friendly unit on its entry hex (an enemy there is pushed
// off by a retreat; a friend there blocks the entry until it moves).
func (s *State) due(u int) bool {
	if s.Units[u].Where != Pending || s.sc.Units[u].Arrive > s.Turn {
		return false
	}
	o := s.unitAt(s.sc.Entries[s.sc.Units[u].Entry])
	return o < 0 || s.side(o) != s.side(u)
}

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

// moveSteps checks a move (rules M1–M10) and returns the hexes the unit
// passes through, starting with its entry hex for an arriving unit.
func (s *State) checkMove(u int, path []Hex) ([]Hex, *illegal) {
	side := s.side(u)
	us := s.Units[u]
	un := s.sc.Units[u]
	var from Hex
	entering := false
	switch us.Where {
	case OnMap:
		from = us.Hex
		if s.inEnemyZOC(side, from) {
			return nil, refuse("%s is in an enemy zone of control and cannot move", "%s 身處敵方控制區,不能移動", "%s 身处敌方控制区,不能移动", un.Code)
		}
	case Pending:
		if !s.due(u) {
			return nil, refuse("%s cannot enter now", "%s 現在不能進場", "%s 现在不能进场", un.Code)
		}
		entering = true
		entry := s.sc.Entries[un.Entry]
		if len(path) == 0 || path[0] != entry {
			path = append([]Hex{entry}, path...)
		}
	default:
		return nil, refuse("%s is not on the map", "%s 不在地圖上", "%s 不在地图上", un.Code)
	}
	if len(path) == 0 {
		return nil, refuse("no hexes to move to", "沒有目的地", "没有目的地")
	}
	combat := us.Combat && !entering
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
			return nil, refuse("%s is not next to %s", "%s 與 %s 不相鄰", "%s 与 %s 不相邻", h, prev)
		}
		allRoad = allRoad && s.sc.RoadStep(prev, h)
		prev = h
	}
	cost := 2 * len(path) // in half points
	if allRoad {
		cost = len(path)
	}
	if cost > 2*allowance {
		return nil, refuse("%s has %d movement points, the path needs more", "%s 只有 %d 移動力,不足以走完", "%s 只有 %d 移动力,不足以走完", un.Code, allowance)
	}
	prev = from
	for i, h := range path {
		if !s.sc.OnMap(h) {
			return nil, refuse("%s is off the map", "%s 在地圖外", "%s 在地图外", h)
		}
		if o := s.unitAt(h); o >= 0 && !(entering && i == 0 && s.side(o) != side) {
			// M2: no stacking; markers do not count.
			return nil, refuse("%s is occupied", "%s 已有部隊", "%s 已有部队", h)
		}
		// M7: entering an enemy ZOI (or ZOC) ends the move.
		if s.inEnemyZOI(side, h) && i < len(path)-1 {
			return nil, refuse("the move must stop at %s: it enters an enemy zone of influence", "移動須在 %s 停止:進入敵方影響區", "移动须在 %s 停止:进入敌方影响区", h)
		}
		// M9–M10: command range.
		if !(entering && i == 0) && !s.HQ[side].IsZero() {
			hq := s.HQ[side]
			if s.inRange(side, prev) {
				if !s.inRange(side, h) {
					return nil, refuse("%s is outside %s's command range", "%s 在%s的指揮範圍外", "%s 在%s的指挥范围外", h, s.sc.HQ[side].Name)
				}
			} else if Distance(hq, h) >= Distance(hq, prev) {
				return nil, refuse("%s is outside command range and must move toward %s's HQ", "%s 在指揮範圍外,須向%s指揮部方向移動", "%s 在指挥范围外,须向%s指挥部方向移动", un.Code, s.sc.HQ[side].Name)
			}
		}
		prev = h
	}
	return path, nil
}

// doMove carries out a checked move.
func (s *State) doMove(u int, path []Hex, l *log) {
	side := s.side(u)
	entering := s.Units[u].Where == Pending
	if entering {
		entry := path[0]
		if o := s.unitAt(entry); o >= 0 {
			l.add(games.Join(s.unitText(o), games.T(" is on entry %s and must retreat.", " 佔據進場位置 %s,須撤退。", " 占据进场位置 %s,须撤退。", s.sc.Units[u].Entry)))
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
			l.add(games.Join(s.unitText(u), games.T(" enters at %s: %s, stops in an enemy zone and turns to combat mode.", " 由 %s 進場:%s,進入敵方影響區,停止並轉為戰鬥狀態。", " 由 %s 进场:%s,进入敌方影响区,停止并转为战斗状态。", s.sc.Units[u].Entry, route)))
		} else {
			l.add(games.Join(s.unitText(u), games.T(" moves %s, stops in an enemy zone and turns to combat mode.", " 移動 %s,進入敵方影響區,停止並轉為戰鬥狀態。", " 移动 %s,进入敌方影响区,停止并转为战斗状态。", route)))
		}
	} else if entering {
		l.add(games.Join(s.unitText(u), games.T(" enters at %s: %s.", " 由 %s 進場:%s。", " 由 %s 进场:%s。", s.sc.Units[u].Entry, route)))
	} else {
		l.add(games.Join(s.unitText(u), games.T(" moves %s.", " 移動 %s。", " 移动 %s。", route)))
	}
	s.forceCombatInZOC()
}

func joinHexes(hs []Hex) string {
	out := ""
	for i, h := range hs {
		if i > 0 {
			out += "-"
		}
		out += h.String()
	}
	return out
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
