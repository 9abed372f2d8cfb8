package maneuver

import (
	"adjutant/templates/i18n"
)

// over ends the game with a winner.
func (s *State) over(winner Seat, reason string, l *logger) {
	s.Stage, s.Winner, s.Reason = StageOver, int(winner), reason
	s.T, s.Question, s.Resume = nil, nil, nil
	l.Add(i18n.Join(i18n.T("The game is over: ", "遊戲結束：", "游戏结束："), s.reasonText()))
}

func (s *State) reasonText() i18n.Text {
	w := Seat(s.Winner)
	switch s.Reason {
	case "attrition":
		return i18n.T("%s has eliminated five enemy units and wins (rule 2.1).", "%s殲滅敵方五個單位，獲勝（規則 2.1）。", "%s歼灭敌方五个单位，获胜（规则 2.1）。", s.sideText(w))
	case "squares":
		return i18n.T("%s controls more squares of the enemy half, %d to %d, and wins (rule 2.2).", "%s佔領對方領地較多（%d 比 %d），獲勝（規則 2.2）。", "%s占领对方领地较多（%d 比 %d），获胜（规则 2.2）。",
			s.sideText(w), s.Score.Squares[w], s.Score.Squares[w.Other()])
	case "eliminated":
		return i18n.T("Squares of the enemy half are equal (%d each); %s has eliminated more enemy units, %d to %d, and wins (rule 2.2).", "雙方都佔領對方 %d 格；%s殲滅的敵方單位較多（%d 比 %d），獲勝（規則 2.2）。", "双方都占领对方 %d 格；%s歼灭的敌方单位较多（%d 比 %d），获胜（规则 2.2）。",
			s.Score.Squares[w], s.sideText(w), s.Score.Eliminated[w.Other()], s.Score.Eliminated[w])
	case "damaged":
		return i18n.T("Squares of the enemy half are equal (%d each); %s has fewer %s, %d to %d, and wins (rule 2.2).", "雙方都佔領對方 %d 格；%s%s較少（%d 比 %d），獲勝（規則 2.2）。", "双方都占领对方 %d 格；%s%s较少（%d 比 %d），获胜（规则 2.2）。",
			s.Score.Squares[w], s.sideText(w), s.lossesText(), s.Score.Damaged[w], s.Score.Damaged[w.Other()])
	case "nation":
		return i18n.T("Equal in squares (%d), units eliminated (%d) and %s (%d): %s comes first in the rulebook's order of nations and wins (rule 2.2).", "佔領格數（%d）、被殲滅單位（%d）與%s（%d）都相同：%s在規則書的國家順序中較前，獲勝（規則 2.2）。", "占领格数（%d）、被歼灭单位（%d）与%s（%d）都相同：%s在规则书的国家顺序中较前，获胜（规则 2.2）。",
			s.Score.Squares[w], s.Score.Eliminated[w], s.lossesText(), s.Score.Damaged[w], s.sideText(w))
	}
	return i18n.Plain("")
}

// checkDecksOut notes the end of the game once both players have drawn
// their decks out (rule 2.3): after the current game turn, as the
// published rules confirm.
func (s *State) checkDecksOut(l *logger) {
	if s.EndAfter > 0 || !s.Sides[Blue].Exhausted || !s.Sides[Red].Exhausted || s.Turn == 0 {
		return
	}
	s.EndAfter, s.EndSeat = s.Turn, s.First.Other()
	l.AddT("Both decks have run out: the game ends after turn %d.", "雙方牌組都已摸光：第 %d 回合結束後遊戲結束。", "双方牌组都已摸光：第 %d 回合结束后游戏结束。", s.Turn)
}

// controlled counts the squares of the enemy half seat controls (rule
// 2.2): each it occupies, and each empty neighbour of those that is in the
// enemy half, holds no enemy unit and touches none.
func (s *State) controlled(seat Seat) int {
	n := 0
	for _, sq := range allSquares() {
		if !s.enemyHalf(seat, sq) {
			continue
		}
		who, _, taken := s.unitAt(sq)
		if taken {
			if who == seat {
				n++
			}
			continue
		}
		near, enemyNear := false, false
		for _, nb := range sq.Neighbours() {
			w, _, t := s.unitAt(nb)
			if !t {
				continue
			}
			if w == seat && s.enemyHalf(seat, nb) {
				near = true
			}
			if w != seat {
				enemyNear = true
			}
		}
		if near && !enemyNear {
			n++
		}
	}
	return n
}

// damagedUnits counts seat's damaged units on the field, the second
// tie-break of rule 2.2 (the only one under ties=damaged).
func (s *State) damagedUnits(seat Seat) int {
	n := 0
	for _, u := range s.Sides[seat].Units {
		if u.On() && u.Damaged {
			n++
		}
	}
	return n
}

// lossesText names what the tie-breaks count.
func (s *State) lossesText() i18n.Text {
	return i18n.T("damaged units", "受損單位", "受损单位")
}

// tieBreak decides equal squares (rule 2.2). The published rules: more
// enemy units eliminated, then fewer own units damaged, then the order of
// nations; ties=damaged, the translation's single criterion, skips the
// first.
func (s *State) tieBreak(sc *Score) (Seat, string) {
	kills := [2]int{sc.Eliminated[Red], sc.Eliminated[Blue]}
	switch {
	case s.Opt.Ties != TiesDamaged && kills[Blue] != kills[Red]:
		if kills[Red] > kills[Blue] {
			return Red, "eliminated"
		}
		return Blue, "eliminated"
	case sc.Damaged[Blue] != sc.Damaged[Red]:
		if sc.Damaged[Red] < sc.Damaged[Blue] {
			return Red, "damaged"
		}
		return Blue, "damaged"
	}
	if nationRank(s.Sides[Red].Nation) < nationRank(s.Sides[Blue].Nation) {
		return Red, "nation"
	}
	return Blue, "nation"
}

// finalScore decides the game at its end (rule 2.2).
func (s *State) finalScore(l *logger) {
	sc := &Score{}
	for _, seat := range []Seat{Blue, Red} {
		sc.Squares[seat] = s.controlled(seat)
		sc.Damaged[seat] = s.damagedUnits(seat)
		sc.Eliminated[seat] = s.eliminated(seat)
	}
	s.Score = sc
	var w Seat
	reason := "squares"
	if sc.Squares[Blue] != sc.Squares[Red] {
		if sc.Squares[Red] > sc.Squares[Blue] {
			w = Red
		}
	} else {
		w, reason = s.tieBreak(sc)
	}
	l.AddT("Final count (squares of the enemy half, units lost, units damaged): Blue %d, %d, %d; Red %d, %d, %d.", "終局計分：藍方佔領對方 %d 格，被殲滅 %d 個單位，受損 %d 個；紅方 %d 格，被殲滅 %d 個，受損 %d 個。", "终局计分：蓝方占领对方 %d 格，被歼灭 %d 个单位，受损 %d 个；红方 %d 格，被歼灭 %d 个，受损 %d 个。",
		sc.Squares[Blue], sc.Eliminated[Blue], sc.Damaged[Blue], sc.Squares[Red], sc.Eliminated[Red], sc.Damaged[Red])
	s.over(w, reason, l)
}
