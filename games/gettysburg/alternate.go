package gettysburg

// The alternating phases (organisation withdrawals, movement, attacks) all
// run the same way: the Confederate player acts first, then the players
// take turns, one action each, until both have passed. When one passes, the
// other may take a limited number of further actions: three withdrawals,
// or a die roll of moves (plus the units still due to enter) or attacks.

func (s *State) resetAlt() {
	s.Alt = Alternation{ToAct: Confederate, Asking: -1}
}

// canAct reports whether side has any legal action in the current stage;
// a side with none passes without being asked.
func (s *State) canAct(side Side) bool {
	switch s.Stage {
	case StageWithdraw:
		return s.canWithdraw(side)
	case StageMove:
		return s.canMove(side)
	case StageAttack:
		return s.canAttack(side)
	}
	return false
}

// runAlternation interleaves the stored plans. It returns true when the
// stage is over, false when one side must be asked again (Alt.Asking).
func (s *State) runAlternation(l *log) bool {
	a := &s.Alt
	for {
		if a.Passed[0] && a.Passed[1] {
			return true
		}
		side := a.ToAct
		if a.Passed[side] {
			side = side.Other()
			a.ToAct = side
		}
		plan := a.Plans[side]
		// M11–M13: units due to enter go first and cannot be held back.
		if s.Stage == StageMove {
			due := s.dueUnits(side)
			if len(due) > 0 && !(len(plan) > 0 && plan[0].Kind == ItemMove && s.due(plan[0].Unit)) {
				if path, bad := s.checkMove(due[0], nil); bad == nil {
					l.add(join3(s.unitText(due[0]), txt(" must enter before anything else moves.", " 須先進場。", " 须先进场。")))
					s.doMove(due[0], path, l)
					s.afterAction(side, l)
					continue
				}
			}
		}
		if !s.canAct(side) {
			s.pass(side, true, l)
			continue
		}
		if len(plan) == 0 {
			s.pass(side, false, l)
			continue
		}
		it := plan[0]
		switch it.Kind {
		case ItemPass:
			a.Plans[side] = plan[1:]
			s.pass(side, false, l)
		case ItemAsk:
			a.Plans[side] = plan[1:]
			a.Asking = int(side)
			l.add(stxt(side, "The %s plan asks to be consulted here.", "%s的計劃在此要求詢問。", "%s的计划在此要求询问。"))
			return false
		default:
			if bad := s.execute(side, it, l); bad != nil {
				// The line that failed says what the player meant to do:
				// only that player reads it.
				l.addPrivate(side,
					join3(stxt(side, "The %s plan cannot go on (%s: ", "%s的計劃無法繼續(%s:", "%s的计划无法继续(%s:", it.canonical(s.sc)), bad.why,
						stxt(side, "); the rest is set aside and the %s player is asked again.", ");其餘部分擱置,再詢問%s玩家。", ");其余部分搁置,再询问%s玩家。")),
					stxt(side, "The %[1]s plan cannot go on; the rest is set aside and the %[1]s player is asked again.",
						"%[1]s的計劃無法繼續;其餘部分擱置,再詢問%[1]s玩家。", "%[1]s的计划无法继续;其余部分搁置,再询问%[1]s玩家。"))
				a.Plans[side] = nil
				a.Asking = int(side)
				return false
			}
			a.Plans[side] = a.Plans[side][1:]
			s.afterAction(side, l)
		}
	}
}

// execute carries out one ordered plan item, or says why it cannot.
func (s *State) execute(side Side, it Item, l *log) *illegal {
	switch it.Kind {
	case ItemWithdraw:
		if bad := s.checkWithdraw(it.Unit); bad != nil {
			return bad
		}
		s.withdraw(it.Unit, l)
	case ItemMove:
		path, bad := s.checkMove(it.Unit, it.Hexes)
		if bad != nil {
			return bad
		}
		s.doMove(it.Unit, path, l)
	case ItemAttack:
		if bad := s.checkAttack(it.Unit, it.Target); bad != nil {
			return bad
		}
		s.attack(it.Unit, it.Target, it.Art, &s.Alt.Standing[side.Other()], l)
	default:
		return refuse("%s is not an action of this phase", "%s 不屬於本階段", "%s 不属于本阶段", it.Kind)
	}
	return nil
}

// afterAction hands the turn over, or counts down the actions left after
// the opponent passed.
func (s *State) afterAction(side Side, l *log) {
	a := &s.Alt
	if a.Passed[side.Other()] {
		a.Extra--
		if a.Extra <= 0 {
			a.Passed[side] = true
		}
		return
	}
	a.ToAct = side.Other()
}

// pass records side's pass (P1) and gives the opponent its further actions.
func (s *State) pass(side Side, auto bool, l *log) {
	a := &s.Alt
	wasDone := a.Passed[side]
	a.Passed[side] = true
	if wasDone {
		return
	}
	if auto {
		l.add(stxt(side, "The %s have nothing left to do in this phase and pass.", "%s本階段無事可做,略過。", "%s本阶段无事可做,略过。"))
	} else {
		l.add(stxt(side, "The %s pass.", "%s略過。", "%s略过。"))
	}
	o := side.Other()
	if a.Passed[o] {
		return
	}
	a.ToAct = o
	switch s.Stage {
	case StageWithdraw:
		a.Extra = 3
	case StageMove:
		// P1, as the text reads: the die plus the opponent's units that are
		// outside every enemy ZOC or still to enter.
		free, waiting := 0, 0
		for i, u := range s.Units {
			switch {
			case s.side(i) != o:
			case u.Where == OnMap && !s.inEnemyZOC(o, u.Hex):
				free++
			case u.Where == Pending && s.sc.Units[i].Arrive <= s.Turn:
				waiting++
			}
		}
		var mods []mod
		if free > 0 {
			mods = append(mods, mod{free, txt("units outside enemy ZOC", "不在敵方控制區的部隊", "不在敌方控制区的部队")})
		}
		if waiting > 0 {
			mods = append(mods, mod{waiting, txt("units still to enter", "未進場部隊", "未进场部队")})
		}
		a.Extra, _ = l.roll(o, "moves after the opponent passed", mods)
	case StageAttack:
		a.Extra, _ = l.roll(o, "attacks after the opponent passed", nil)
	}
	l.add(stxt(o, "Further actions the %s may take: %d.", "%s最多可再行動 %d 次。", "%s最多可再行动 %d 次。", a.Extra))
	if a.Extra <= 0 {
		a.Passed[o] = true
	}
}
