package asl

import (
	"fmt"

	"adjutant/games/asl/orders"
	"adjutant/games/asl/tables"
	"adjutant/templates/i18n"
)

// smokeStep tries a smoke grenade (3.3): 1 MF in its own hex, 2 in an
// adjacent one; a dr at most the smoke exponent (+1 CX) places it; a 6
// stops the thrower.
func (s *State) smokeStep(mv *Mover, st orders.Step, spend func(float64) bool, l *log) bool {
	var thrower *Unit
	for _, u := range s.moversOf(mv) {
		if s.ctype(u).Smoke > 0 && !contains(mv.Smoked, u.ID) {
			thrower = u
			break
		}
	}
	if thrower == nil {
		s.stopNote(l, mv, i18n.T("no unit of the stack can try smoke (a smoke exponent, once a MPh)", "該疊沒有可施放煙幕的部隊（須有煙幕指數，每階段一次）", "该叠没有可施放烟幕的部队（须有烟幕指数，每阶段一次）"))
		return false
	}
	at, cost := mv.Hex, 1.0
	if st.At != nil && *st.At != mv.Hex {
		if !s.sc.Grid().Adjacent(mv.Hex, *st.At) {
			s.stopNote(l, mv, i18n.T("smoke goes in its own hex or an adjacent one", "煙幕只能放在本格或相鄰格", "烟幕只能放在本格或相邻格"))
			return false
		}
		at, cost = *st.At, 2
	}
	if !spend(cost) {
		return false
	}
	mv.Smoked = append(mv.Smoked, thrower.ID)
	r := l.dr1(fmt.Sprintf("%s smoke", thrower.ID))
	mod := 0
	if thrower.CX {
		mod = 1
	}
	exp := s.ctype(thrower).Smoke
	if r.White+mod <= exp {
		s.Smoke = append(s.Smoke, at)
		l.AddT("%s tries smoke in %s (%s MF): %s%s against %d, smoke placed.", "%s 在 %s 施放煙幕（%s 移動力）：%s%s 對 %d，成功。", "%s 在 %s 施放烟幕（%s 移动力）：%s%s 对 %d，成功。",
			thrower.ID, s.sc.ID(at), mfText(cost), r.String(), plusText(mod), exp)
	} else {
		l.AddT("%s tries smoke in %s (%s MF): %s%s against %d, none.", "%s 在 %s 施放煙幕（%s 移動力）：%s%s 對 %d，失敗。", "%s 在 %s 施放烟幕（%s 移动力）：%s%s 对 %d，失败。",
			thrower.ID, s.sc.ID(at), mfText(cost), r.String(), plusText(mod), exp)
	}
	mv.Event = &Event{Hex: mv.Hex, Shots: map[string]int{}}
	if r.White == 6 {
		l.AddT("%s rolled a 6 and stops moving.", "%s 擲出 6，停止移動。", "%s 掷出 6，停止移动。", thrower.ID)
		mv.Units = remove(mv.Units, thrower.ID)
	}
	return true
}

func remove(list []string, x string) []string {
	var out []string
	for _, v := range list {
		if v != x {
			out = append(out, v)
		}
	}
	return out
}

// dcStep places a DC on an adjacent hex (4.3): the placer spends the MF
// it would take to enter it, in its own hex, open to fire there.
func (s *State) dcStep(mv *Mover, st orders.Step, spend func(float64) bool, l *log) bool {
	var dc *Weapon
	for _, u := range s.moversOf(mv) {
		for _, w := range s.held(u.ID) {
			if s.wtype(w).Kind == tables.DC && w.DCAt == nil {
				dc = w
			}
		}
		if dc != nil {
			break
		}
	}
	if dc == nil {
		s.stopNote(l, mv, i18n.T("no unit of the stack holds a DC", "該疊沒有部隊攜帶炸藥包", "该叠没有部队携带炸药包"))
		return false
	}
	if !s.sc.Grid().Adjacent(mv.Hex, *st.At) {
		s.stopNote(l, mv, i18n.T("a DC is placed in an adjacent hex", "炸藥包只能放在相鄰格", "炸药包只能放在相邻格"))
		return false
	}
	c := s.enterCost(mv.Hex, *st.At, false)
	if !spend(c) {
		return false
	}
	at := *st.At
	dc.DCAt = &at
	mv.Placing = dc.ID
	l.AddT("%[1]s tries to place DC %[3]s against %[2]s (%[4]s MF, spent in %[5]s).", "%[1]s 嘗試向 %[2]s 放置炸藥包 %[3]s（%[4]s 移動力，於 %[5]s 使用）。", "%[1]s 尝试向 %[2]s 放置炸药包 %[3]s（%[4]s 移动力，于 %[5]s 使用）。",
		dc.Owner, s.sc.ID(at), dc.ID, mfText(c), s.sc.ID(mv.Hex))
	mv.Event = &Event{Hex: mv.Hex, Shots: map[string]int{}}
	return true
}

// recoverStep recovers an unpossessed weapon in the hex (4.0): 1 MF, a
// dr below 6 (+1 CX).
func (s *State) recoverStep(mv *Mover, st orders.Step, spend func(float64) bool, l *log) bool {
	w := s.weapon(st.ID)
	if w == nil || w.Gone || w.Owner != "" || w.Hex != mv.Hex || w.Carried {
		s.stopNote(l, mv, i18n.T("%s is not lying here free to recover", "%s 不在此格或不可收回", "%s 不在此格或不可收回", st.ID))
		return false
	}
	if !spend(1) {
		return false
	}
	u := s.moversOf(mv)[0]
	r := l.dr1(fmt.Sprintf("%s recovers %s", u.ID, w.ID))
	mod := 0
	if u.CX {
		mod = 1
	}
	if r.White+mod < 6 {
		w.Owner, w.Carried = u.ID, true
		l.AddT("%s recovers %s %s: %s%s, below 6.", "%s 收回 %s %s：%s%s，小於 6。", "%s 收回 %s %s：%s%s，小于 6。", u.ID, w.ID, w.Type, r.String(), plusText(mod))
	} else {
		l.AddT("%s fails to recover %s %s: %s%s.", "%s 未能收回 %s %s：%s%s。", "%s 未能收回 %s %s：%s%s。", u.ID, w.ID, w.Type, r.String(), plusText(mod))
	}
	mv.Event = &Event{Hex: mv.Hex, Shots: map[string]int{}}
	return true
}

// leaveStep splits the moving stack (3.3): the unit the LEAVE step names
// ends its move in the stack's hex and the others go on. The units that
// leave together (consecutive LEAVE steps) must have spent no more MF
// than they have as a stack of their own: an MMC leaving its leader loses
// his +2 MF, for it does not end its move with him. Those that go on keep
// only the MF they have without it (recompute).
func (s *State) leaveStep(mv *Mover, o orders.Order, l *log) bool {
	i := mv.Step - 1
	id := o.Steps[i].ID
	u := s.unit(id)
	if u == nil || !contains(mv.Units, id) {
		s.stopNote(l, mv, i18n.T("%s is not moving in this stack", "%s 不在這個移動中的疊裏", "%s 不在这个移动中的叠里", id))
		return false
	}
	var group []*Unit // those leaving together, some maybe left already
	gone := 0
	for _, gid := range leaveGroup(o, i) {
		if g := s.unit(gid); g != nil && g.active() {
			group = append(group, g)
			if contains(mv.Units, gid) {
				gone++
			}
		}
	}
	if gone >= len(mv.Units) {
		s.stopNote(l, mv, i18n.T("LEAVE would leave no unit moving; end the path here instead", "留下 後沒有部隊繼續移動；請直接在此結束路線", "留下 后没有部队继续移动；请直接在此结束路线"))
		return false
	}
	if own := s.mf(u, group, o.DT, mv.Road); mv.Spent > own+1e-9 {
		s.stopNote(l, mv, i18n.T("%s has spent %s MF, beyond the %s it has on its own (3.3)", "%s 已花 %s 移動力，超過其單獨時的 %s（3.3）", "%s 已花 %s 移动力，超过其单独时的 %s（3.3）", id, mfText(mv.Spent), mfText(own)))
		return false
	}
	var keep []string
	var rest []*Unit
	for _, k := range mv.Units {
		if k == id {
			continue
		}
		keep = append(keep, k)
		if !containsUnit(group, s.unit(k)) {
			rest = append(rest, s.unit(k))
		}
	}
	for _, k := range rest {
		if left := s.mf(k, rest, o.DT, mv.Road); mv.Spent > left+1e-9 {
			s.stopNote(l, mv, i18n.T("without %s, %s has %s MF and has spent %s (3.3)", "少了 %s，%s 只有 %s 移動力，卻已花 %s（3.3）", "少了 %s，%s 只有 %s 移动力，却已花 %s（3.3）", id, k.ID, mfText(left), mfText(mv.Spent)))
			return false
		}
	}
	mv.Units = keep
	s.recompute(mv, o)
	if s.Cursor.Left == nil {
		s.Cursor.Left = map[string]float64{}
	}
	s.Cursor.Left[id] = mv.Spent
	l.AddT("%s stays in %s: the others move on (3.3).", "%s 留在 %s，其餘繼續移動（3.3）。", "%s 留在 %s，其余继续移动（3.3）。", s.unitText(u), s.sc.ID(mv.Hex))
	return true
}

// leaveGroup is the units of the run of LEAVE steps that step i of o is
// in: they leave the stack together.
func leaveGroup(o orders.Order, i int) []string {
	lo, hi := i, i
	for lo > 0 && o.Steps[lo-1].Act == "LEAVE" {
		lo--
	}
	for hi+1 < len(o.Steps) && o.Steps[hi+1].Act == "LEAVE" {
		hi++
	}
	var out []string
	for _, st := range o.Steps[lo : hi+1] {
		out = append(out, st.ID)
	}
	return out
}

// goesOn reports whether MOVE line o goes on with units the line run just
// before left behind by its LEAVE steps (3.3), and the most MF they had
// spent by then.
func (s *State) goesOn(o orders.Order) (float64, bool) {
	if len(s.Cursor.Left) == 0 || len(o.Units) == 0 {
		return 0, false
	}
	spent := 0.0
	for _, id := range o.Units {
		f, ok := s.Cursor.Left[id]
		if !ok {
			return 0, false
		}
		spent = max(spent, f)
	}
	return spent, true
}
