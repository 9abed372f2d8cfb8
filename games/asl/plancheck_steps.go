package asl

// Checks of a plan's TRANSFER lines and of the action steps of its MOVE
// lines (smoke, DC, drop, recover) against the position and the plan,
// made when the lines are sent (issue 19).

import (
	"adjutant/games/asl/orders"
	"adjutant/games/asl/tables"
	"adjutant/templates/i18n"
)

// planWeapons reads what a plan does with weapons before and during the
// MPh: the new holder of each weapon a valid TRANSFER line passes on, and
// the hex where each MOVE line drops a weapon.
func (s *State) planWeapons(side int, p *planned, transfers, moves []orders.Order) {
	p.transferTo, p.dropAt = map[string]string{}, map[string]Hex{}
	for _, o := range transfers {
		if s.checkTransfer(side, o) == nil {
			for _, id := range o.Units {
				p.transferTo[id] = o.To
			}
		}
	}
	for _, o := range moves {
		u := s.unit(o.Units[0])
		if u == nil {
			continue
		}
		at := u.Hex
		for _, st := range o.Steps {
			switch {
			case st.Hex != nil:
				at = *st.Hex
			case st.Act == "DROP":
				p.dropAt[st.ID] = at
			}
		}
	}
}

// checkTransfer refuses a TRANSFER line that cannot run in the RPh: the
// RPh passes weapons before any unit rallies or moves, so the holder and
// the new holder must be in one hex and in good order now (3.1 d).
func (s *State) checkTransfer(side int, o orders.Order) *i18n.Text {
	to := s.unit(o.To)
	for _, id := range o.Units {
		w := s.weapon(id)
		if w == nil || w.Gone || w.Owner == "" || to == nil {
			continue
		}
		from := s.unit(w.Owner)
		switch {
		case from.Side != side || to.Side != side:
			return notOwnPass(id)
		case !from.OnMap || !to.OnMap || from.Hex != to.Hex:
			return want("%s is held by %s in %s and %s is in %s: a weapon passes between units of one hex, in the RPh before anything moves (3.1 d), or, with APH at the end of the line, in the APh after the moves (3.7)",
				"%s 由 %s（%s）攜帶，而 %s 在 %s：武器只能在同格部隊之間轉交，且在回復階段、任何部隊移動之前（3.1 d）；或在行末加 突擊階段，於移動之後的突擊階段轉交（3.7）",
				"%s 由 %s（%s）携带，而 %s 在 %s：武器只能在同格部队之间转交，且在回复阶段、任何部队移动之前（3.1 d）；或在行末加 突击阶段，于移动之后的突击阶段转交（3.7）",
				id, from.ID, s.sc.ID(from.Hex), to.ID, s.sc.ID(to.Hex))
		case !from.goodOrder() || !to.goodOrder():
			bad := from
			if from.goodOrder() {
				bad = to
			}
			state := i18n.T("broken", "潰散", "溃散")
			if !bad.Broken {
				state = i18n.T("in melee", "在混戰中", "在混战中")
			}
			return want("%s is %s: a weapon passes between units in good order, and the RPh passes weapons before it rallies (3.1 d)",
				"%s %s：武器只能在秩序良好的部隊之間轉交，而回復階段先轉交武器、後回復部隊（3.1 d）",
				"%s %s：武器只能在秩序良好的部队之间转交，而回复阶段先转交武器、后回复部队（3.1 d）", bad.ID, state)
		}
	}
	return nil
}

// notOwnPass refuses a TRANSFER line passing weapon id to or from a unit
// of the enemy's.
func notOwnPass(id string) *i18n.Text {
	return want("%s passes only between your own units", "%s 只能在本方部隊之間轉交", "%s 只能在本方部队之间转交", id)
}

// checkTransferAPh refuses a TRANSFER … APH line that cannot run in the
// APh (3.7): the attacker's alone, between its units of one hex where the
// plan's MOVE lines leave them (before any advance).
func (s *State) checkTransferAPh(side int, rl role, o orders.Order, p planned) *i18n.Text {
	if rl != roleAttack {
		return want("only the attacker passes weapons in the APh (3.7); in the RPh write TRANSFER weapon TO unit without APH", "只有攻擊方可在突擊階段轉交武器（3.7）；回復階段請寫 轉交 武器 給 部隊，不加 突擊階段", "只有攻击方可在突击阶段转交武器（3.7）；回复阶段请写 转交 武器 给 部队，不加 突击阶段")
	}
	to := s.unit(o.To)
	for _, id := range o.Units {
		w := s.weapon(id)
		if w == nil || w.Gone || w.Owner == "" || to == nil {
			continue
		}
		from := s.unit(w.Owner)
		if from.Side != side || to.Side != side {
			return notOwnPass(id)
		}
		a, onA := s.afterMoves(from, p)
		b, onB := s.afterMoves(to, p)
		if !onA || !onB {
			off := to
			if !onA {
				off = from
			}
			return want("%s is not on the map when the APh comes: in the APh a weapon passes between units of one hex on the map (3.7)",
				"%s 在突擊階段時不在地圖上：突擊階段只能在地圖上同格部隊之間轉交武器（3.7）",
				"%s 在突击阶段时不在地图上：突击阶段只能在地图上同格部队之间转交武器（3.7）", off.ID)
		}
		if a != b {
			return want("%s is held by %s, which ends its move in %s, and %s ends it in %s: in the APh a weapon passes between units of one hex, before they advance (3.7)",
				"%s 由 %s 攜帶，移動後在 %s，而 %s 移動後在 %s：突擊階段只能在同格部隊之間轉交武器，且在突擊之前（3.7）",
				"%s 由 %s 携带，移动后在 %s，而 %s 移动后在 %s：突击阶段只能在同格部队之间转交武器，且在突击之前（3.7）",
				id, from.ID, s.sc.ID(a), to.ID, s.sc.ID(b))
		}
	}
	return nil
}

// checkMoveSteps refuses a MOVE line whose action steps cannot run where
// the path puts the stack: smoke without a thrower (a smoke exponent,
// once a unit an MPh) or beyond the next hex (3.3); a DC nobody in the
// stack holds, or aimed at a hex not next to the placer (4.3); a drop of
// a weapon nobody in the stack holds, or a recovery of one that does not
// lie unpossessed where the stack is then (4.0). Weapons the plan's
// TRANSFER lines pass, and those its MOVE lines drop, count.
func (s *State) checkMoveSteps(o orders.Order, p planned) *i18n.Text {
	stack := s.unitsOf(o.Units)
	if len(stack) == 0 {
		return nil
	}
	holder := func(w *Weapon) *Unit {
		if to, ok := p.transferTo[w.ID]; ok {
			return s.unit(to)
		}
		return s.unit(w.Owner)
	}
	throwers, dcs := 0, 0
	for _, u := range stack {
		if s.ctype(u).Smoke > 0 {
			throwers++
		}
	}
	for i := range s.Weapons {
		w := &s.Weapons[i]
		if h := holder(w); !w.Gone && h != nil && containsUnit(stack, h) && s.wtype(w).Kind == tables.DC && w.DCAt == nil {
			dcs++
		}
	}
	walk := stepWalk{stack: stack, holder: holder, p: p, throwers: throwers, dcs: dcs}
	at, on := stack[0].Hex, stack[0].OnMap
	for _, st := range o.Steps {
		if st.Hex != nil {
			at, on = *st.Hex, true
			continue
		}
		if !on {
			return want("%s is not on the map yet: its first step enters a hex", "%s 尚未在地圖上：第一步須進入一格", "%s 尚未在地图上：第一步须进入一格", stack[0].ID)
		}
		if why := s.stepProblem(st, at, &walk); why != nil {
			return why
		}
	}
	return nil
}

// stepWalk is what checkMoveSteps knows as it walks a MOVE line: the
// stack, who holds a weapon by the plan, and the smoke tries and DCs it
// has left.
type stepWalk struct {
	stack          []*Unit
	holder         func(*Weapon) *Unit
	p              planned
	throwers, dcs  int
	smokes, placed int
}

// stepProblem checks one action step of a MOVE line made in hex at.
func (s *State) stepProblem(st orders.Step, at Hex, wk *stepWalk) *i18n.Text {
	g := s.sc.Grid()
	stack, holder, p := wk.stack, wk.holder, wk.p
	switch st.Act {
	case "SMOKE":
		wk.smokes++
		if wk.smokes > wk.throwers {
			return want("no unit of the stack can try smoke here: it takes a unit with a smoke exponent, each once an MPh (3.3)", "該疊沒有部隊可在此施放煙幕：須有煙幕指數的部隊，每個部隊每移動階段一次（3.3）", "该叠没有部队可在此施放烟幕：须有烟幕指数的部队，每个部队每移动阶段一次（3.3）")
		}
		if st.At != nil && *st.At != at && !g.Adjacent(at, *st.At) {
			return want("smoke goes in the thrower's hex or the next one: %s is not next to %s (3.3)", "煙幕只能放在施放者所在格或相鄰格：%s 與 %s 不相鄰（3.3）", "烟幕只能放在施放者所在格或相邻格：%s 与 %s 不相邻（3.3）", s.sc.ID(*st.At), s.sc.ID(at))
		}
	case "DC":
		wk.placed++
		if wk.placed > wk.dcs {
			return want("no unit of the stack holds a DC to place (4.3)", "該疊沒有部隊攜帶可放置的炸藥包（4.3）", "该叠没有部队携带可放置的炸药包（4.3）")
		}
		if !g.Adjacent(at, *st.At) {
			return want("a DC is placed in a hex next to the placer: %s is not next to %s (4.3)", "炸藥包只能放在放置者的相鄰格：%s 與 %s 不相鄰（4.3）", "炸药包只能放在放置者的相邻格：%s 与 %s 不相邻（4.3）", s.sc.ID(*st.At), s.sc.ID(at))
		}
	case "DROP":
		w := s.weapon(st.ID)
		if w == nil || w.Gone || holder(w) == nil || !containsUnit(stack, holder(w)) {
			return want("no unit of the stack holds %s to drop (4.0)", "該疊沒有部隊攜帶 %s，無從放下（4.0）", "该叠没有部队携带 %s，无从放下（4.0）", st.ID)
		}
	case "RECOVER":
		w := s.weapon(st.ID)
		if w == nil || w.Gone {
			return want("there is no weapon %s in play to recover", "場上沒有 %s 這件武器可收回", "场上没有 %s 这件武器可收回", st.ID)
		}
		lies, free := w.Hex, w.Owner == ""
		if h, dropped := p.dropAt[w.ID]; dropped {
			lies, free = h, true
		}
		if !free {
			return want("%s is held by %s: only a weapon lying unpossessed is recovered (4.0)", "%s 由 %s 攜帶：只能收回無人攜帶的武器（4.0）", "%s 由 %s 携带：只能收回无人携带的武器（4.0）", st.ID, w.Owner)
		}
		if lies != at {
			return want("%s lies in %s, not in %s where the stack is at that step (4.0)", "%s 在 %s，不在該疊此時所在的 %s（4.0）", "%s 在 %s，不在该叠此时所在的 %s（4.0）", st.ID, s.sc.ID(lies), s.sc.ID(at))
		}
	}
	return nil
}

// stepCost is the MF a MOVE line's action step spends where the stack
// stands (at): smoke 1 in its own hex and 2 in the next (3.3), a DC what
// entering its hex would cost (4.3), a recovery 1 (4.0), a drop none.
func (s *State) stepCost(at Hex, st orders.Step) float64 {
	switch st.Act {
	case "SMOKE":
		if st.At != nil && *st.At != at {
			return 2
		}
		return 1
	case "DC":
		if st.At != nil {
			return s.enterCost(at, *st.At, false)
		}
	case "RECOVER":
		return 1
	}
	return 0
}

// checkLeaderLoad refuses a MOVE line for a leader whom the plan's
// TRANSFER lines (in the RPh, before anything moves) leave holding more
// than 2 PP: such a leader does not move (4.0).
func (s *State) checkLeaderLoad(o orders.Order, p planned) *i18n.Text {
	for _, id := range o.Units {
		u := s.unit(id)
		if u == nil || s.ctype(u).Kind != tables.Leader {
			continue
		}
		pp, passed := 0, ""
		for i := range s.Weapons {
			w := &s.Weapons[i]
			holder, by := w.Owner, false
			if to, ok := p.transferTo[w.ID]; ok {
				holder, by = to, true
			}
			if w.Gone || holder != id {
				continue
			}
			pp += s.wtype(w).PP
			if by {
				passed = w.ID
			}
		}
		if pp > 2 && passed != "" {
			return want("%[1]s will hold %[2]d PP once the plan's TRANSFER line passes it %[3]s, and a leader carries at most 2 PP (4.0), so it would not move: pass %[3]s to an MMC instead",
				"計劃的轉交命令把 %[3]s 交給 %[1]s 後，它將攜帶 %[2]d 搬運值，而長官最多攜帶 2 搬運值（4.0），所以不會移動：請改把 %[3]s 交給班組",
				"计划的转交命令把 %[3]s 交给 %[1]s 后，它将携带 %[2]d 搬运值，而长官最多携带 2 搬运值（4.0），所以不会移动：请改把 %[3]s 交给班组",
				id, pp, passed)
		}
	}
	return nil
}
