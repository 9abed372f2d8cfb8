package asl

import (
	"adjutant/games"
	"adjutant/games/asl/orders"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// seat is a side's seat: its nationality's name, "German".
func (s *State) seat(side int) games.Seat { return games.Seat(s.sc.Sides[side].Name.EN) }

// sideOfSeat finds the side of a seat.
func (s *State) sideOfSeat(seat games.Seat) (int, bool) {
	for i := range 2 {
		if s.seat(i) == seat {
			return i, true
		}
	}
	return 0, false
}

// playTurn plays the phasing side's player turn (3.0) from where the
// cursor stands, through its eight phases, unless the defender asked to
// be asked: then it stops with the question open and the cursor where the
// answer resumes it.
func (s *State) playTurn(l *log) {
	if s.Cursor.Phase == "" {
		l.Add(i18n.Join(i18n.T("Turn %d, ", "第 %d 回合，", "第 %d 回合，", s.Turn), i18n.T("%s player turn.", "%s玩家回合。", "%s玩家回合。", s.sc.Sides[s.phasing()].Name)))
		s.rallyPhase(l)
		s.prepPhase(l)
		s.startMPh(l)
		s.Cursor.Phase = "mph"
	}
	if s.Cursor.Phase == "mph" {
		if !s.runMoves(l) {
			return
		}
		s.endMPh(l)
		s.Cursor.Phase = "dfph"
	}
	if s.Cursor.Phase == "dfph" {
		def := other(s.phasing())
		if !s.Cursor.AskedFinal && s.asksFinal(def) {
			s.Cursor.AskedFinal = true
			s.askFinal(l)
			return
		}
		s.finalPhase(l)
		s.advancingPhase(l)
		s.routPhase(l)
		s.updateControl()
		adv := s.advancePhase(l)
		s.dmNextToEnemy()
		s.ccPhase(adv, l)
		s.endOfPlayerTurn(l)
	}
}

// startMPh takes the phasing side's CX markers off (3.3: such a unit
// cannot double time this MPh) and clears the carrying marks of 4.0.
func (s *State) startMPh(l *log) {
	l.Add(i18n.T("Movement phase.", "移動階段。", "移动阶段。"))
	s.newFirePhase()
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side == s.phasing() && u.CX {
			u.CX, u.NoDT = false, true
		}
	}
	for i := range s.Weapons {
		s.Weapons[i].Carried, s.Weapons[i].Recovered = false, false
	}
	s.Cursor.Move, s.Cursor.Left = 0, nil
}

// endMPh removes residual FP and smoke (3.3, 3.3.1).
func (s *State) endMPh(_ *log) {
	s.Residual, s.Smoke = nil, nil
	s.newFirePhase()
	s.dmNextToEnemy()
	s.updateControl()
}

// asksFinal reports whether a side's standing orders ask to be asked
// before its DFPh.
func (s *State) asksFinal(side int) bool {
	for _, o := range s.Standing[side] {
		if o.Kind == orders.KAsk && o.When == "FINAL" && !o.Any && len(o.Hexes) == 0 {
			return true
		}
	}
	return false
}

// askFinal stops before the DFPh to let the defender send its final fire
// having seen the movement.
func (s *State) askFinal(l *log) {
	def := other(s.phasing())
	q := plan.Question{Seat: s.seat(def), Kind: "final",
		Public: games.Prompt{
			Ask:     i18n.T("the %s side's final fire orders for the DFPh", "%s防禦射擊階段的最終射擊命令", "%s防御射击阶段的最终射击命令", s.sc.Sides[def].Name),
			Default: i18n.T("the standing FIRE lines they have", "按其現有常設射擊命令", "按其现有常设射击命令"),
		},
		Private: games.Prompt{
			Ask: i18n.T("your fire for the DFPh, seen the movement: FIRE units AT hexes|ANY … lines (they replace your standing FIRE and ASK lines), or NOFIRE",
				"看過移動後的防禦射擊：射擊 部隊 向 六角格|任何……（取代現有常設射擊與詢問命令），或 不射擊",
				"看过移动后的防御射击：射击 部队 向 六角格|任何……（取代现有常设射击与询问命令），或 不射击"),
			Default: i18n.T("your standing FIRE lines fire as they are", "按現有常設射擊命令射擊", "按现有常设射击命令射击"),
		},
	}
	s.Question = &q
	s.Stage = StageStop
	l.AddT("The %s side asked to see the movement before its defensive fire: it is asked now.", "%s要求在防禦射擊前看過移動：現在詢問他們。", "%s要求在防御射击前看过移动：现在询问他们。", s.sc.Sides[def].Name)
}

// endOfPlayerTurn clears the player turn's marks, checks victory, and
// turns the turn record (3.9): the defender becomes the attacker; after
// the second player turn the game turn advances.
func (s *State) endOfPlayerTurn(l *log) {
	for i := range s.Units {
		u := &s.Units[i]
		u.Moved, u.Acted, u.FPGone, u.Used, u.Directed, u.NoDT, u.Prepped = false, false, false, false, nil, false, false
		if u.Fire == PrepFire {
			u.Fire = NoFire
		}
	}
	for i := range s.Weapons {
		s.Weapons[i].Fire = NoFire
	}
	s.updateControl()
	s.Lines = [2][]orders.Order{}
	s.Cursor = Cursor{}
	s.Seq = 0
	if side, ok := s.wiped(); ok {
		s.finish(other(side), i18n.T("the %s side has no units left", "%s已無部隊", "%s已无部队", s.sc.Sides[side].Name), l)
		return
	}
	last := s.Turn == s.sc.Turns && (s.Half == 1 || s.sc.HalfLast)
	if last {
		s.victory(l)
		return
	}
	if s.Half == 0 {
		s.Half = 1
	} else {
		s.Half = 0
		s.Turn++
	}
	l.Add(i18n.Join(i18n.T("Next: turn %d, ", "下一步：第 %d 回合，", "下一步：第 %d 回合，", s.Turn), i18n.T("%s player turn.", "%s玩家回合。", "%s玩家回合。", s.sc.Sides[s.phasing()].Name)))
}

// wiped finds a side with no personnel on the map or still to enter.
func (s *State) wiped() (int, bool) {
	for side := range 2 {
		left := false
		for _, u := range s.Units {
			if u.Side == side && !u.Gone && (u.OnMap || u.Enter > 0) {
				left = true
			}
		}
		if !left {
			return side, true
		}
	}
	return 0, false
}

// updateControl gives each victory hex to the side with a good-order MMC
// alone in it (2.0 Control); otherwise it stays with its controller.
func (s *State) updateControl() {
	for i, h := range s.sc.Victory.Control {
		var sides [2]bool
		for _, u := range s.at(h, -1) {
			if u.goodOrder() && s.ctype(u).MMC() {
				sides[u.Side] = true
			}
		}
		enemy := [2]bool{len(s.at(h, 0)) > 0, len(s.at(h, 1)) > 0}
		for side := range 2 {
			if sides[side] && !enemy[other(side)] {
				s.Control[i] = side
			}
		}
	}
}

// victory applies the scenario's condition at the end (1.3).
func (s *State) victory(l *log) {
	v := s.sc.Victory
	n := 0
	for _, c := range s.Control {
		if c == v.Side {
			n++
		}
	}
	l.AddT("End of the game: the %s side controls %d of the %d victory hexes (it needs %d).", "遊戲結束：%s控制 %d 個勝利格（共 %d 個，需要 %d 個）。", "游戏结束：%s控制 %d 个胜利格（共 %d 个，需要 %d 个）。",
		s.sc.Sides[v.Side].Name, n, len(v.Control), v.Need)
	if n >= v.Need {
		s.finish(v.Side, i18n.T("the %s side controls %d of the %d victory hexes", "%s控制 %d 個勝利格（共 %d 個）", "%s控制 %d 个胜利格（共 %d 个）", s.sc.Sides[v.Side].Name, n, len(v.Control)), l)
		return
	}
	s.finish(other(v.Side), i18n.T("the %s side controls only %d of the %d victory hexes (%d needed)", "%s只控制 %d 個勝利格（共 %d 個，需要 %d 個）", "%s只控制 %d 个胜利格（共 %d 个，需要 %d 个）", s.sc.Sides[v.Side].Name, n, len(v.Control), v.Need), l)
}

// finish ends the game.
func (s *State) finish(winner int, reason i18n.Text, l *log) {
	s.Stage = StageOver
	s.Winner = winner
	s.Reason = reason
	l.AddT("The %s side wins: %s.", "%s獲勝：%s。", "%s获胜：%s。", s.sc.Sides[winner].Name, reason)
}
