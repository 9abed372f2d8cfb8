package asl

import (
	"adjutant/games/asl/orders"
	"adjutant/games/asl/tables"
	"adjutant/templates/i18n"
)

// runMoves plays the phasing side's MOVE lines from the cursor, one unit
// or stack at a time, each step open to the defender's fire (3.3,
// 3.3.1). It returns false when it stopped to ask the defender.
func (s *State) runMoves(l *log) bool {
	orders := s.moveOrders()
	for s.Cursor.Move < len(orders) {
		idx := orders[s.Cursor.Move]
		o := s.Lines[s.phasing()][idx]
		mv := s.Cursor.Mover
		if mv == nil {
			mv = s.startMover(idx, l)
			if mv == nil {
				s.Cursor.Move++
				continue
			}
			s.Cursor.Mover = mv
		}
		for {
			if mv.Event != nil {
				if !s.defend(mv, l) {
					return false
				}
				s.afterEvent(mv, o, l)
				mv.Event = nil
				if len(mv.Units) == 0 {
					break
				}
			}
			if mv.Step >= len(o.Steps) {
				break
			}
			st := o.Steps[mv.Step]
			mv.Step++
			if !s.takeStep(mv, o, st, l) {
				break
			}
		}
		s.Cursor.Mover = nil
		s.Cursor.Move++
	}
	return true
}

// startMover checks a MOVE line's units as the move begins and makes its
// mover, or logs why it cannot move and returns nil.
func (s *State) startMover(idx int, l *log) *Mover {
	o := s.Lines[s.phasing()][idx]
	mv := &Mover{Order: idx}
	spent, cont := s.goesOn(o)
	s.Cursor.Left = nil
	var stack []*Unit
	var where *Hex
	offboard := false
	for _, id := range o.Units {
		u := s.unit(id)
		why := s.cannotMove(u)
		if cont && u != nil && u.Moved {
			// Left by the line before in the middle of its move, it goes
			// on (3.3).
			u.Moved = false
			why = s.cannotMove(u)
			u.Moved = true
		}
		if why == nil && where != nil && (u.Hex != *where || u.OnMap == offboard) {
			why = want("not in the same hex as the others of the line", "與同行其他部隊不在同一格", "与同行其他部队不在同一格")
		}
		if why == nil && o.DT && (u.NoDT || u.Wounded) {
			why = want("cannot double time (wounded, or CX when the MPh began)", "不能急速步（負傷，或移動階段開始時疲倦）", "不能急速步（负伤，或移动阶段开始时疲倦）")
		}
		if why != nil {
			// Only its side reads it: the plan is secret until it runs.
			mv.Hex = u.Hex
			l.secret(s.seat(s.phasing()), i18n.T("Line %d: %s does not move: %s.", "第 %d 行：%s 沒有移動：%s。", "第 %d 行：%s 没有移动：%s。", o.Line, id, *why), nil)
			continue
		}
		h := u.Hex
		where, offboard = &h, !u.OnMap
		stack = append(stack, u)
	}
	if len(stack) == 0 {
		return nil
	}
	mv.Hex = *where
	mv.Road = !cont && s.roadMove(*where, offboard, o)
	mv.Spent = spent
	for _, u := range stack {
		mv.Units = append(mv.Units, u.ID)
		mv.IDs = append(mv.IDs, u.ID)
	}
	for _, u := range stack {
		mv.Allow = append(mv.Allow, s.mf(u, stack, o.DT, mv.Road))
		if o.DT {
			u.CX = true
		}
	}
	if o.AM {
		hexSteps := 0
		cost := 0.0
		prev := mv.Hex
		for _, st := range o.Steps {
			if st.Hex != nil {
				hexSteps++
				cost += s.enterCost(prev, *st.Hex, s.sc.RoadStep(prev, *st.Hex))
				prev = *st.Hex
			}
		}
		if hexSteps > 1 || cost >= s.allowance(mv) || offboard {
			l.secret(s.seat(s.phasing()), i18n.T("Line %d: assault movement is one hex without spending every MF (3.3); the move goes on without it.",
				"第 %d 行：警戒移動只能移動一格且不用盡移動力（3.3）；照常移動。", "第 %d 行：警戒移动只能移动一格且不用尽移动力（3.3）；照常移动。", o.Line), nil)
		}
	}
	var names []string
	for _, u := range stack {
		names = append(names, s.unitText(u))
	}
	extra := ""
	if o.DT {
		extra += " DT"
	}
	if o.AM && s.assault(mv, o) {
		extra += " AM"
	}
	verb := "moves"
	if len(names) > 1 {
		verb = "move"
	}
	l.Add(i18n.T("%s %s%s (%s MF).", "%s 移動%[3]s（%[4]s 移動力）。", "%s 移动%[3]s（%[4]s 移动力）。", namesText(names), i18n.Plain(verb), extra, mfText(s.allowance(mv))))
	if cont {
		l.AddT("Left in %s by line %d, they go on with %s MF spent (3.3).", "由第 %[2]d 行留在 %[1]s，繼續移動，已花 %[3]s 移動力（3.3）。", "由第 %[2]d 行留在 %[1]s，继续移动，已花 %[3]s 移动力（3.3）。",
			s.sc.ID(mv.Hex), s.Lines[s.phasing()][s.moveOrders()[s.Cursor.Move-1]].Line, mfText(mv.Spent))
	}
	return mv
}

// cannotMove says why a unit cannot move now, or nil (3.3).
func (s *State) cannotMove(u *Unit) *i18n.Text {
	switch {
	case u == nil || u.Side != s.phasing() || u.Gone:
		return want("not a unit of the side", "不是本方的部隊", "不是本方的部队")
	case !u.OnMap && (u.Enter == 0 || u.Enter > s.Turn):
		return want("not on the map yet", "尚未登場", "尚未登场")
	case u.Broken:
		return want("broken", "潰散", "溃散")
	case u.Pinned:
		return want("pinned", "被壓制", "被压制")
	case u.Melee:
		return want("in melee", "混戰中", "混战中")
	case u.Fire != NoFire || u.Prepped:
		return want("it fired in the PFPh", "已在準備射擊階段射擊", "已在准备射击阶段射击")
	case u.Moved:
		return want("it has moved this MPh", "本移動階段已移動", "本移动阶段已移动")
	case s.ctype(u).Kind == tables.Leader && s.portage(u) > 2:
		return want("a leader carries at most 2 PP (4.0)", "長官最多攜帶 2 搬運值（4.0）", "长官最多携带 2 搬运值（4.0）")
	}
	return nil
}

// portage is the PP of the weapons a unit holds.
func (s *State) portage(u *Unit) int {
	pp := 0
	for _, w := range s.held(u.ID) {
		pp += s.wtype(w).PP
	}
	return pp
}

// roadMove reports whether a move earns the road bonus (3.3): its whole
// path follows a road. A stack entering from off the map earns it when it
// enters on a road hex and follows the road from there (reading: the road
// runs on off the edge, so the whole move is along it).
func (s *State) roadMove(from Hex, offboard bool, o orders.Order) bool {
	if !offboard {
		return s.alongRoad(from, o)
	}
	for i, st := range o.Steps {
		if st.Hex != nil {
			rest := o
			rest.Steps = o.Steps[i+1:]
			return s.alongRoad(*st.Hex, rest)
		}
	}
	return false
}

// alongRoad reports whether every hex of a path follows a road (the road
// bonus, 3.3).
func (s *State) alongRoad(from Hex, o orders.Order) bool {
	if !s.sc.Road(from) {
		return false
	}
	prev := from
	for _, st := range o.Steps {
		if st.Hex == nil {
			continue
		}
		if !s.sc.RoadStep(prev, *st.Hex) {
			return false
		}
		prev = *st.Hex
	}
	return true
}

// assault reports whether a move is assault movement: declared, one hex,
// not every MF (3.3).
func (s *State) assault(mv *Mover, o orders.Order) bool {
	if !o.AM {
		return false
	}
	n, cost := 0, 0.0
	prev := mv.Hex
	for _, st := range o.Steps {
		if st.Hex != nil {
			n++
			cost += s.enterCost(prev, *st.Hex, s.sc.RoadStep(prev, *st.Hex))
			prev = *st.Hex
		}
	}
	// Spending its last MF in the hex (a recovery, smoke) ends assault
	// movement from then on: it did not leave MF unspent (3.3).
	return n == 1 && cost < s.allowance(mv) && mv.Spent < s.allowance(mv)-1e-9
}

// takeStep carries out one step of a path and opens the defender's fire
// at it; false stops the move.
func (s *State) takeStep(mv *Mover, o orders.Order, st orders.Step, l *log) bool {
	stack := s.moversOf(mv)
	left := s.allowance(mv) - mv.Spent
	spend := func(c float64) bool {
		if c > left+1e-9 {
			s.stopNote(l, mv, i18n.T("%s MF needed, %s left", "需要 %s 移動力，只剩 %s", "需要 %s 移动力，只剩 %s", mfText(c), mfText(left)))
			return false
		}
		mv.Spent += c
		mv.Here += c
		return true
	}
	switch {
	case st.Hex != nil:
		h := *st.Hex
		off := !stack[0].OnMap
		if off {
			if !hexIn(h, stack[0].Entry) {
				s.stopNote(l, mv, i18n.T("%s is not one of its entry hexes", "%s 不是其登場格", "%s 不是其登场格", s.sc.ID(h)))
				return false
			}
		} else if !s.sc.Grid().Adjacent(mv.Hex, h) {
			s.stopNote(l, mv, i18n.T("%s is not next to it", "%s 不相鄰", "%s 不相邻", s.sc.ID(h)))
			return false
		}
		if len(s.at(h, other(s.phasing()))) > 0 {
			s.stopNote(l, mv, i18n.T("enemy units are in %s (no entering them in the MPh, 3.3)", "%s 有敵軍（移動階段不得進入，3.3）", "%s 有敌军（移动阶段不得进入，3.3）", s.sc.ID(h)))
			return false
		}
		if !s.stackOK(h, s.phasing(), stack) {
			s.stopNote(l, mv, i18n.T("%s would hold more than 3 squads or 4 leaders of a side (3.3)", "%s 會超過三個班及四名長官（3.3）", "%s 会超过三个班及四名长官（3.3）", s.sc.ID(h)))
			return false
		}
		byRoad := !off && s.sc.RoadStep(mv.Hex, h)
		c := s.enterCost(mv.Hex, h, byRoad)
		mv.Here, mv.HereShots = 0, nil
		if !spend(c) {
			return false
		}
		for _, u := range stack {
			l.stepped(u.ID, MoveMarch, u.Hex, h, !u.OnMap)
			u.Hex, u.OnMap, u.Moved = h, true, true
			for _, w := range s.held(u.ID) {
				w.Carried, w.Hex = true, h
			}
		}
		mv.Hex, mv.ByRoad = h, byRoad
		l.AddT("%s: %s, %s MF (%s of %s).", "%s：%s，%s 移動力（共 %s / %s）。", "%s：%s，%s 移动力（共 %s / %s）。",
			s.sc.ID(h), s.terrainHere(h, byRoad), mfText(c), mfText(mv.Spent), mfText(s.allowance(mv)))
	case st.Act == "SMOKE":
		return s.smokeStep(mv, st, spend, l)
	case st.Act == "DC":
		return s.dcStep(mv, st, spend, l)
	case st.Act == "DROP":
		w := s.weapon(st.ID)
		if w == nil || w.Gone || !contains(mv.Units, w.Owner) {
			s.stopNote(l, mv, i18n.T("no unit of the stack holds %s", "該疊沒有部隊攜帶 %s", "该叠没有部队携带 %s", st.ID))
			return false
		}
		w.Owner, w.Hex = "", mv.Hex
		l.AddT("%s drops %s %s in %s.", "%s 在 %s 放下 %s %s。", "%s 在 %s 放下 %s %s。", mv.Units[0], w.ID, w.Type, s.sc.ID(mv.Hex))
		return true
	case st.Act == "RECOVER":
		return s.recoverStep(mv, st, spend, l)
	case st.Act == "LEAVE":
		return s.leaveStep(mv, o, l)
	}
	mv.Event = &Event{Hex: mv.Hex, Shots: map[string]int{}}
	return true
}

func hexIn(h Hex, list []Hex) bool {
	for _, x := range list {
		if x == h {
			return true
		}
	}
	return false
}

// terrainHere names a hex's terrain as the mover meets it.
func (s *State) terrainHere(h Hex, byRoad bool) i18n.Text {
	t := s.sc.Terrain(h).Name()
	if s.sc.Road(h) {
		if byRoad {
			t = i18n.Join(t, i18n.T(", along the road", "，沿道路", "，沿道路"))
		} else {
			t = i18n.Join(t, i18n.T(" with a road", "（有道路）", "（有道路）"))
		}
	}
	return t
}

// afterEvent takes the units the defender's fire broke, pinned or killed
// out of the stack (they stop, 3.3.1), completes a DC placement, and
// cuts the MF of those left if a leader's bonus is gone.
func (s *State) afterEvent(mv *Mover, o orders.Order, l *log) {
	var keep []string
	for _, id := range mv.Units {
		u := s.unit(id)
		if u == nil || u.Gone || u.Broken || u.Pinned {
			l.stopped(id)
			continue
		}
		keep = append(keep, id)
	}
	changed := len(keep) != len(mv.Units)
	mv.Units = keep
	if mv.Placing != "" {
		w := s.weapon(mv.Placing)
		holder := s.unit(w.Owner)
		if w != nil && !w.Gone && holder != nil && contains(keep, holder.ID) {
			at := *w.DCAt
			l.AddT("%[1]s places DC %[3]s against %[2]s; it will go off in the AFPh.", "%[1]s 在 %[2]s 放置炸藥包 %[3]s，將於前進射擊階段引爆。", "%[1]s 在 %[2]s 放置炸药包 %[3]s，将于前进射击阶段引爆。",
				holder.ID, s.sc.ID(at), w.ID)
		} else if w != nil {
			w.DCAt = nil
			l.AddT("The DC %s is not placed.", "炸藥包 %s 沒有放置成功。", "炸药包 %s 没有放置成功。", w.ID)
		}
		mv.Placing = ""
	}
	if changed && len(keep) > 0 {
		s.recompute(mv, o)
		if mv.Spent > s.allowance(mv)+1e-9 {
			s.stopNote(l, mv, i18n.T("its leader is gone and with him its MF", "長官已不在，移動力隨之減少", "长官已不在，移动力随之减少"))
			mv.Units = nil
		}
	}
}
