package maneuver

import (
	"slices"
	"strings"

	"adjutant/templates/i18n"
)

// resolvePath completes a cavalry move written with its destination only
// ("MOVE HUS D5" two squares away) by the first legal middle square.
func (s *State) resolvePath(seat Seat, i int, path []Square) []Square {
	from := s.unit(seat, i).Sq
	if len(path) != 1 || Dist(from, path[0]) != 2 || !s.def(seat, i).Cavalry {
		return path
	}
	for _, mid := range from.Neighbours() {
		if Adjacent(mid, path[0]) {
			p := []Square{mid, path[0]}
			if s.moveProblem(seat, i, p) == nil {
				return p
			}
		}
	}
	return path
}

// blocked says why a square cannot be entered: it is off the field, a
// unit stands there, or it is a lake. (The default move tries every side
// of a unit, the field's edge included.)
func (s *State) blocked(sq Square) *lineErr {
	if !sq.On() {
		return bad("a unit cannot leave the field (rule 5)", "單位不能移出戰場（規則 5）", "单位不能移出战场（规则 5）")
	}
	if who, i, ok := s.unitAt(sq); ok {
		return bad("%s cannot be entered: %s stands there (no stacking, no passing through)", "不能進入 %s：%s在該格（不能堆疊或穿越）", "不能进入 %s：%s在该格（不能堆叠或穿越）", sq, s.unitAtText(who, i))
	}
	return bad("%s cannot be entered: it is %s", "不能進入 %s：該格是%s", "不能进入 %s：该格是%s", sq, s.field.At(sq).Name)
}

// moveProblem says why seat's unit i may not move along path (rule 5),
// or nil.
func (s *State) moveProblem(seat Seat, i int, path []Square) *lineErr {
	u := s.unit(seat, i)
	d := s.def(seat, i)
	if !u.On() {
		return bad("%s is not on the field", "%s 不在戰場上", "%s 不在战场上", d.Code)
	}
	max := 1
	if d.Cavalry {
		max = 2
	}
	if len(path) > 0 && path[0] == u.Sq {
		// "MOVE HUS D4 D5" reads like "from D4 to D5"; a move is the
		// squares entered. The line suggested must itself be a move the
		// unit may make, or the reply says why it is not.
		if rest := s.moveProblem(seat, i, path[1:]); len(path) > 1 && rest != nil {
			return bad("%s is where %s stands: a move names only the squares entered, and MOVE %s %s is not possible either: %s", "%s 是 %s 所在的格：移動只寫要進入的格，而 移動 %s %s 也不行：%s", "%s 是 %s 所在的格：移动只写要进入的格，而 移动 %s %s 也不行：%s",
				u.Sq, d.Code, d.Code, joinSquares(path[1:]), rest.Msg)
		}
		if len(path) == 1 {
			return s.stayingPut(seat, i)
		}
		return bad("%s is where %s stands: leave out the start square and write the squares it moves into (MOVE %s %s)", "%s 是 %s 所在的格：請省略起點，只寫要進入的格（移動 %s %s）", "%s 是 %s 所在的格：请省略起点，只写要进入的格（移动 %s %s）",
			u.Sq, d.Code, d.Code, joinSquares(path[1:]))
	}
	if len(path) == 1 && abs(path[0].Col-u.Sq.Col) == 1 && abs(path[0].Row-u.Sq.Row) == 1 {
		return bad("%s is not next to %s: moves go square by square, never diagonally", "%s 與 %s 不相鄰：逐格移動，不能斜走", "%s 与 %s 不相邻：逐格移动，不能斜走", path[0], u.Sq)
	}
	if len(path) > max || (len(path) == 1 && Dist(u.Sq, path[0]) > max) {
		return &lineErr{Msg: i18n.Plural(max,
			i18n.T("%s moves at most %d square", "%s 最多移動 %d 格", "%s 最多移动 %d 格", d.Code, max),
			i18n.T("%s moves at most %d squares", "%s 最多移動 %d 格", "%s 最多移动 %d 格", d.Code, max))}
	}
	at := u.Sq
	for k, sq := range path {
		if !Adjacent(at, sq) {
			return bad("%s is not next to %s: moves go square by square, never diagonally", "%s 與 %s 不相鄰：逐格移動，不能斜走", "%s 与 %s 不相邻：逐格移动，不能斜走", sq, at)
		}
		if sq != u.Sq && !s.free(sq) {
			return s.blocked(sq)
		}
		if sq == u.Sq && k != len(path)-1 {
			return bad("a unit does not pass through its own square", "單位不能經過原格", "单位不能经过原格")
		}
		if d.Cavalry && k < len(path)-1 && s.field.At(at).CavalryOne {
			return bad("cavalry moving out of %s (%s) moves one square only", "騎兵離開%s（%s）只能移動一格", "骑兵离开%s（%s）只能移动一格", s.field.At(at).Name, at)
		}
		if d.Cavalry && k < len(path)-1 && s.field.At(sq).CavalryOne {
			return bad("cavalry moving into %s (%s) stops there", "騎兵進入%s（%s）須停下", "骑兵进入%s（%s）须停下", s.field.At(sq).Name, sq)
		}
		at = sq
	}
	if at == u.Sq {
		return bad("a unit must end its move in another square (only Forced March allows a return)", "單位移動後不能留在原格（只有強行軍可以）", "单位移动后不能留在原格（只有强行军可以）")
	}
	return nil
}

// forcedProblem says why a Forced March may not take seat's unit i one
// more square to sq (rule 9.2), or nil.
func (s *State) forcedProblem(seat Seat, i int, sq Square) *lineErr {
	t := s.T
	k := slices.Index(t.Moved, i)
	if k < 0 {
		return bad("Forced March extends the move of a unit that moved this phase", "強行軍只能延長本階段移動過的單位", "强行军只能延长本阶段移动过的单位")
	}
	if slices.Contains(t.Forced, i) {
		return bad("one Forced March per unit per movement phase", "每個單位每個移動階段只能強行軍一次", "每个单位每个移动阶段只能强行军一次")
	}
	u := s.unit(seat, i)
	if !Adjacent(u.Sq, sq) || !s.free(sq) {
		return bad("%s is not a free square next to %s", "%s 不是 %s 旁的空格", "%s 不是 %s 旁的空格", sq, u.Sq)
	}
	if s.field.At(t.From[k]).NoForcedMarch || s.field.At(sq).NoForcedMarch {
		return bad("no Forced March for a move that starts or ends in %s or %s", "在%s或%s開始或結束的移動不能強行軍", "在%s或%s开始或结束的移动不能强行军", s.terrainName("fields"), s.terrainName("marsh"))
	}
	return nil
}

func (s *State) terrainName(key string) i18n.Text {
	if t, ok := s.data.Chart.ByKey(key); ok {
		return t.Name
	}
	return i18n.T(key, key, key)
}

// moveUnit carries out a move and records it for the phase.
func (s *State) moveUnit(seat Seat, i int, path []Square, l *logger) {
	from := s.unit(seat, i).Sq
	s.recordMove(seat, i, path)
	l.AddT("%s moves %s from %s to %s.", "%s的 %s 由 %s 移到 %s。", "%s的 %s 由 %s 移到 %s。", seatText(seat), s.def(seat, i).Code, from.String(), joinSquares(path))
}

// recordMove moves the unit to the path's end and notes it for the phase.
func (s *State) recordMove(seat Seat, i int, path []Square) {
	s.T.From = append(s.T.From, s.unit(seat, i).Sq)
	s.relocate(seat, i, path[len(path)-1])
	s.T.Moved = append(s.T.Moved, i)
}

// joinSquares writes a path as plans do: "D4-D5-D6".
func joinSquares(p []Square) string {
	parts := make([]string, len(p))
	for k, sq := range p {
		parts[k] = sq.String()
	}
	return strings.Join(parts, "-")
}

// defaultMove is the move made for a player who sent none (rule 5: one
// unit must move): the first unit in roster order that can step one square
// toward the enemy edge, else the first that can step anywhere (north,
// east, south, west).
func (s *State) defaultMove(seat Seat) (int, []Square, bool) {
	enemy := s.Sides[seat].Edge.Opposite()
	for pass := 0; pass < 2; pass++ {
		for i, u := range s.Sides[seat].Units {
			if !u.On() {
				continue
			}
			for _, d := range dirs {
				if pass == 0 && d != enemy {
					continue
				}
				p := []Square{u.Sq.Add(d)}
				if s.moveProblem(seat, i, p) == nil {
					return i, p, true
				}
			}
		}
	}
	return 0, nil, false
}

// stayingPut: a move that names only the unit's own square. The reply
// names a square next to it that the unit may enter, so the player sees a
// line that works (rule 5: a unit that moves ends in another square).
func (s *State) stayingPut(seat Seat, i int) *lineErr {
	u, d := s.unit(seat, i), s.def(seat, i)
	for _, n := range u.Sq.Neighbours() {
		if s.moveProblem(seat, i, []Square{n}) == nil {
			return bad("%s is where %s stands already: a move ends in another square, such as MOVE %s %s", "%s 已是 %s 所在的格：移動須進入另一格，例如 移動 %s %s", "%s 已是 %s 所在的格：移动须进入另一格，例如 移动 %s %s", u.Sq, d.Code, d.Code, n)
		}
	}
	return bad("%s is where %s stands already, and it has no free square next to it: move another unit", "%s 已是 %s 所在的格，而它旁邊沒有空格：請移動別的單位", "%s 已是 %s 所在的格，而它旁边没有空格：请移动别的单位", u.Sq, d.Code)
}
