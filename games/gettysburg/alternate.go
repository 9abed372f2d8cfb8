package gettysburg

import (
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// The alternating phases (organisation withdrawals, movement, attacks) all
// run the same way, on the shared plan.Alternation: the Confederate player
// acts first, then the players take turns, one action each, until both
// have passed. When one passes, the other may take a limited number of
// further actions: three withdrawals, or a die roll of moves (plus the
// units still due to enter) or attacks. This file says what Gettysburg's
// rules add to that loop (plan.Turns).

func (s *State) resetAlt() {
	s.Alt = plan.NewAlternation[Item](int(Confederate))
	s.Answers = [2]plan.Book[bool]{}
}

// runAlternation interleaves the stored plans. It returns true when the
// stage is over, false when one side must be asked again (Alt.Asking).
func (s *State) runAlternation(l *log) bool {
	done := s.Alt.Run(turns{s, l})
	if done {
		// A side that was still acting after the other passed stops when
		// its further actions are used up; what is left of its plan does
		// not run.
		for _, side := range []Side{Confederate, Union} {
			s.dropRest(side, i18n.T("the further actions after the opponent's pass were used up",
				"對手略過後可再行動的次數已用完", "对手略过后可再行动的次数已用完"), l)
		}
	}
	return done
}

// dropRest tells side, and side alone, which lines of its plan will not
// run and why, and empties the plan. why is the reason for all of them;
// a line that cannot run now says its own reason instead.
func (s *State) dropRest(side Side, why i18n.Text, l *log) {
	rest := s.Alt.Plans[side]
	s.Alt.Plans[side] = nil
	var lines []i18n.Text
	for _, st := range rest {
		if st.Stop != plan.Act {
			continue
		}
		reason := why
		if bad := s.check(st.Act); bad != nil {
			reason = bad.why
		}
		lines = append(lines, i18n.Join(i18n.T("line %d %s: ", "第 %d 行 %s：", "第 %d 行 %s：", st.Line, st.Text), reason))
	}
	if len(lines) == 0 {
		return
	}
	t := stxt(side, "Lines of the %s plan that did not run: ", "%s計劃中未執行的行：", "%s计划中未执行的行：")
	for i, line := range lines {
		if i > 0 {
			t = i18n.Join(t, i18n.T("; ", "；", "；"))
		}
		t = i18n.Join(t, line)
	}
	l.addFor(side, i18n.Join(t, i18n.T(".", "。", "。")), nil)
}

// check says why an ordered plan line cannot run now, or nil.
func (s *State) check(it Item) *illegal {
	switch it.Kind {
	case ItemWithdraw:
		return s.checkWithdraw(it.Unit)
	case ItemMove:
		_, bad := s.checkMove(it.Unit, it.Hexes)
		return bad
	case ItemAttack:
		return s.checkAttack(it.Unit, it.Target)
	}
	return nil
}

// turns is Gettysburg's side of plan.Turns for one resolution.
type turns struct {
	s *State
	l *log
}

var _ plan.Turns[Item] = turns{}
var _ plan.LastPass = turns{}

// Forced is what the rules make a side do before the next step of its
// plan, in the movement phase only:
//   - M11–M13: a unit due to enter goes first and cannot be held back;
//   - M11: a friendly unit standing on a waiting unit's entry hex moves
//     off it first, so no reinforcement waits behind its own side;
//   - M10: before the side may pass (its next step is PASS, or its plan
//     is done), each unit outside its command range moves toward it.
//
// A plan whose next step already does the first two (enters a due unit,
// moves the unit on the entry hex) runs as written.
func (t turns) Forced(side int, next *plan.Step[Item]) (Item, bool) {
	s := t.s
	sd := Side(side)
	if s.Stage != StageMove {
		return Item{}, false
	}
	if next != nil && next.Stop == plan.Act && next.Act.Kind == ItemMove {
		u := next.Act.Unit
		if s.due(u) || (s.Units[u].Where == OnMap && s.onEntryOfArrived(sd, s.Units[u].Hex)) {
			return Item{}, false
		}
	}
	for _, u := range s.dueUnits(sd) {
		if _, bad := s.checkMove(u, nil); bad == nil {
			return Item{Kind: ItemMove, Unit: u, Target: -1, Forced: forcedEntry}, true
		}
	}
	for _, b := range s.blockers(sd) {
		if r, ok := s.clearMove(b); ok {
			return Item{Kind: ItemMove, Unit: b, Target: -1, Hexes: r, Forced: forcedClear}, true
		}
	}
	if next == nil || next.Stop == plan.Pass {
		for _, u := range s.outOfRange(sd) {
			if r, ok := s.rangeMove(u); ok {
				return Item{Kind: ItemMove, Unit: u, Target: -1, Hexes: r, Forced: forcedRange}, true
			}
		}
	}
	return Item{}, false
}

// CanAct reports whether side has any legal action in the current stage;
// a side with none passes without being asked.
func (t turns) CanAct(side int) bool {
	s := t.s
	switch s.Stage {
	case StageWithdraw:
		return s.canWithdraw(Side(side))
	case StageMove:
		return s.canMove(Side(side))
	case StageAttack:
		return s.canAttack(Side(side))
	}
	return false
}

// Do carries out one action, or says why it cannot.
func (t turns) Do(side int, it Item) *i18n.Text {
	switch it.Forced {
	case forcedEntry:
		t.l.Add(i18n.Join(t.s.unitText(it.Unit), i18n.T(" must enter before anything else moves.", " 須先進場。", " 须先进场。")))
	case forcedClear:
		t.l.Add(i18n.Join(t.s.unitText(it.Unit), i18n.T(" stands on the entry hex of a unit waiting to enter and must move off it first.",
			" 佔據待進場部隊的進場位置，須先移開。", " 占据待进场部队的进场位置，须先移开。")))
	case forcedRange:
		t.l.Add(i18n.Join(t.s.unitText(it.Unit), stxt(Side(side), " is outside the %s command range and must move toward it before the %s may pass.",
			" 身處%[1]s指揮範圍外，%[1]s略過前須先向指揮範圍移動。", " 身处%[1]s指挥范围外，%[1]s略过前须先向指挥范围移动。", sideText(Side(side)))))
	}
	if bad := t.s.execute(Side(side), it, t.l); bad != nil {
		return &bad.why
	}
	return nil
}

// SetAside: the line that failed says what the player meant to do, so only
// that player reads it.
func (t turns) SetAside(side int, st plan.Step[Item], why i18n.Text, _ plan.Queue[Item]) {
	sd := Side(side)
	public := stxt(sd, "The %[1]s plan cannot go on; the rest is set aside and the %[1]s player is asked again.",
		"%[1]s的計劃無法繼續；其餘部分擱置，再詢問%[1]s玩家。", "%[1]s的计划无法继续；其余部分搁置，再询问%[1]s玩家。")
	t.l.addFor(sd,
		i18n.Join(stxt(sd, "The %s plan cannot go on (%s: ", "%s的計劃無法繼續（%s：", "%s的计划无法继续（%s：", st.Text), why,
			stxt(sd, "); the rest is set aside and the %s player is asked again.", "）；其餘部分擱置，再詢問%s玩家。", "）；其余部分搁置，再询问%s玩家。")),
		&public)
}

// Asks: the plan reached ASK.
func (t turns) Asks(side int) {
	t.l.Add(stxt(Side(side), "The %s plan asks to be consulted here.", "%s的計劃在此要求詢問。", "%s的计划在此要求询问。"))
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
			l.failedMove(s, it.Unit, it.Hexes)
			return bad
		}
		s.doMove(it.Unit, path, l)
	case ItemAttack:
		if bad := s.checkAttack(it.Unit, it.Target); bad != nil {
			return bad
		}
		s.attack(it.Unit, it.Target, it.Art, s.Answers[side.Other()], l)
	default:
		return refuse("%s is not an action of this phase", "%s 不屬於本階段", "%s 不属于本阶段", it.Kind)
	}
	return nil
}

func (t turns) logPass(side Side, auto bool) {
	if auto {
		t.l.Add(stxt(side, "The %s have nothing left to do in this phase and pass.", "%s本階段無事可做，略過。", "%s本阶段无事可做，略过。"))
		t.s.dropRest(side, i18n.T("no legal action was left", "已沒有合規的行動", "已没有合规的行动"), t.l)
	} else {
		t.l.Add(stxt(side, "The %s pass.", "%s略過。", "%s略过。"))
	}
}

// PassedLast: the second side's pass ends the phase.
func (t turns) PassedLast(side int, auto bool) { t.logPass(Side(side), auto) }

// Passed records side's pass (P1) and gives the opponent its further actions.
func (t turns) Passed(side int, auto bool) int {
	s, l := t.s, t.l
	t.logPass(Side(side), auto)
	o := Side(side).Other()
	extra := 0
	switch s.Stage {
	case StageWithdraw:
		extra = 3
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
		if s.Options.passDieOnly() {
			free, waiting = 0, 0
		}
		if free > 0 {
			mods = append(mods, mod{free, i18n.T("units outside enemy ZOC", "不在敵方控制區的部隊", "不在敌方控制区的部队")})
		}
		if waiting > 0 {
			mods = append(mods, mod{waiting, i18n.T("units still to enter", "未進場部隊", "未进场部队")})
		}
		extra, _ = l.roll(o, "moves after the opponent passed", mods)
	case StageAttack:
		extra, _ = l.roll(o, "attacks after the opponent passed", nil)
	}
	l.Add(furtherActions(Side(side), s.Stage, extra))
	return extra
}

// furtherActions says what the side that has not passed may still do.
func furtherActions(passed Side, stage Stage, n int) i18n.Text {
	o := sideText(passed.Other())
	p := sideText(passed)
	switch {
	case n <= 0:
		return i18n.T("The %s have passed and the %s may do nothing more in this phase.", "%s已略過，%s本階段不能再行動。", "%s已略过，%s本阶段不能再行动。", p, o)
	case stage == StageWithdraw:
		return i18n.T("The %s have passed: the %s may withdraw at most %d more units.", "%s已略過：%s最多可再撤離 %d 支部隊。", "%s已略过：%s最多可再撤离 %d 支部队。", p, o, n)
	case stage == StageAttack:
		return i18n.T("The %s have passed: the %s may make at most %d more attacks.", "%s已略過：%s最多可再攻擊 %d 次。", "%s已略过：%s最多可再攻击 %d 次。", p, o, n)
	}
	return i18n.T("The %s have passed: the %s may make at most %d more moves.", "%s已略過：%s最多可再移動 %d 次。", "%s已略过：%s最多可再移动 %d 次。", p, o, n)
}
