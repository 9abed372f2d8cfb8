package asl

import (
	"slices"

	"adjutant/games/asl/orders"
	"adjutant/templates/i18n"
)

// advancePhase is 3.7's APh: the phasing side's TRANSFER … APH lines
// pass weapons, then its ADVANCE lines move
// unpinned good-order units one hex, into enemy hexes too. A unit that
// needs all its MF for the hex becomes CX; a CX unit cannot advance into
// such a hex. It returns the hexes entered, for ambush (3.8).
func (s *State) advancePhase(l *log) map[Hex]bool {
	ph := s.phasing()
	l.Add(i18n.T("Advance phase.", "突擊階段。", "突击阶段。"))
	// The attacker may pass weapons between its good-order units of a
	// hex (3.7), before any advance.
	for _, o := range s.Lines[ph] {
		if o.Kind == orders.KTransfer && o.When == "APH" {
			s.transfer(ph, o, nil, l)
		}
	}
	entered := map[Hex]bool{}
	// advanced is the line each unit advanced by: a unit advances once,
	// one hex (3.7). Submit refuses a second ADVANCE line for a unit; the
	// run refuses it too, for a plan that reached it by another way.
	advanced := map[string]int{}
	for _, o := range s.Lines[ph] {
		if o.Kind != orders.KAdvance {
			continue
		}
		to := o.Hexes[0]
		var stack []*Unit
		for _, id := range o.Units {
			u := s.unit(id)
			var why *i18n.Text
			first, again := advanced[id]
			switch {
			case again:
				why = want("it advanced by line %d already: a unit advances once, one hex (3.7)", "已由第 %d 行突擊：每個部隊只突擊一次、一格（3.7）", "已由第 %d 行突击：每个部队只突击一次、一格（3.7）", first)
			case slices.Contains(stack, u):
				why = want("it is named twice in the line", "同一行重複列出", "同一行重复列出")
			case u != nil && u.Side == ph && u.Gone:
				why = want("it has been eliminated", "已被消滅", "已被消灭")
			case u == nil || u.Side != ph || !u.active():
				why = want("not a unit of the side on the map", "不是本方在地圖上的部隊", "不是本方在地图上的部队")
			case !u.goodOrder() || u.Pinned:
				why = want("only unpinned units in good order advance", "只有未被壓制且秩序良好的部隊可以突擊", "只有未被压制且秩序良好的部队可以突击")
			case !s.sc.Grid().Adjacent(u.Hex, to):
				why = want("%s is not next to it", "%s 不相鄰", "%s 不相邻", s.sc.ID(to))
			case len(stack) > 0 && stack[0].Hex != u.Hex:
				why = want("not in the same hex as the others of the line", "與同行其他部隊不在同一格", "与同行其他部队不在同一格")
			}
			if why != nil {
				// A refused plan line is its side's alone (the other side
				// would learn the intended advance).
				l.secret(s.seat(ph), i18n.T("Line %d: %s does not advance into %s: %s.", "第 %d 行：%s 沒有突擊進入 %s：%s。", "第 %d 行：%s 没有突击进入 %s：%s。", o.Line, id, s.sc.ID(to), *why), nil)
				continue
			}
			stack = append(stack, u)
		}
		if len(stack) == 0 {
			continue
		}
		if !s.stackOK(to, ph, stack) {
			l.secret(s.seat(ph), i18n.T("Line %d: no advance into %s: it would be over the stacking limit (3.3).", "第 %d 行：沒有突擊進入 %s：會超過疊棋限制（3.3）。", "第 %d 行：没有突击进入 %s：会超过叠棋限制（3.3）。", o.Line, s.sc.ID(to)), nil)
			continue
		}
		cost := s.enterCost(stack[0].Hex, to, s.sc.RoadStep(stack[0].Hex, to))
		for _, u := range stack {
			mf := s.mf(u, stack, false, false)
			if cost >= mf {
				if u.CX {
					l.secret(s.seat(ph), i18n.T("Line %d: %s does not advance into %s: it is CX and would need all its %s MF (3.7).", "第 %d 行：%s 沒有突擊進入 %s：已疲倦，且需用盡其 %s 移動力（3.7）。", "第 %d 行：%s 没有突击进入 %s：已疲倦，且需用尽其 %s 移动力（3.7）。", o.Line, u.ID, s.sc.ID(to), mfText(mf)), nil)
					continue
				}
				u.CX = true
				l.AddT("%s needs all its %s MF: CX.", "%s 需用盡其 %s 移動力：疲倦。", "%s 需用尽其 %s 移动力：疲倦。", u.ID, mfText(mf))
			}
			l.stepped(u.ID, MoveAdvance, u.Hex, to, false)
			advanced[u.ID] = o.Line
			u.Hex = to
			for _, w := range s.held(u.ID) {
				w.Hex = to
			}
			l.AddT("%s advances into %s.", "%s 突擊進入 %s。", "%s 突击进入 %s。", s.unitText(u), s.sc.ID(to))
			if len(s.at(to, other(ph))) > 0 {
				entered[to] = true
			}
		}
	}
	return entered
}
