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
	case "damaged":
		return i18n.T("Both control %d squares of the enemy half; %s has fewer %s, %d to %d, and wins (rule 2.2).", "雙方都佔領對方 %d 格；%s%s較少（%d 比 %d），獲勝（規則 2.2）。", "双方都占领对方 %d 格；%s%s较少（%d 比 %d），获胜（规则 2.2）。",
			s.Score.Squares[w], s.sideText(w), s.lossesText(), s.Score.Damaged[w], s.Score.Damaged[w.Other()])
	case "nation":
		return i18n.T("Equal in squares (%d) and %s (%d): %s comes first in the rulebook's order of nations and wins (rule 2.2).", "佔領格數（%d）與%s（%d）都相同：%s在規則書的國家順序中較前，獲勝（規則 2.2）。", "占领格数（%d）与%s（%d）都相同：%s在规则书的国家顺序中较前，获胜（规则 2.2）。",
			s.Score.Squares[w], s.lossesText(), s.Score.Damaged[w], s.sideText(w))
	}
	return i18n.Plain("")
}

// checkDecksOut notes the end of the game once both players have drawn
// their decks out (rule 2.3): after the current game turn, or under
// end=playerturn after the current player turn.
func (s *State) checkDecksOut(l *logger) {
	if s.EndAfter > 0 || !s.Sides[Blue].Exhausted || !s.Sides[Red].Exhausted || s.Turn == 0 {
		return
	}
	s.EndAfter, s.EndSeat = s.Turn, s.First.Other()
	if s.Opt.End == "playerturn" {
		s.EndSeat = s.Active
		l.AddT("Both decks have run out: the game ends after this player turn.", "雙方牌組都已摸光：本玩家回合結束後遊戲結束。", "双方牌组都已摸光：本玩家回合结束后游戏结束。")
		return
	}
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

// damagedUnits counts what breaks a tie in squares (rule 2.2): seat's
// damaged units on the field and, by default (ties=losses), its
// eliminated units too, which have suffered more than a damaged one.
func (s *State) damagedUnits(seat Seat) int {
	n := 0
	for _, u := range s.Sides[seat].Units {
		if u.On() && u.Damaged || u.Gone && s.Opt.Ties != "damaged" {
			n++
		}
	}
	return n
}

// lossesText names what damagedUnits counts.
func (s *State) lossesText() i18n.Text {
	if s.Opt.Ties == "damaged" {
		return i18n.T("damaged units", "受損單位", "受损单位")
	}
	return i18n.T("units damaged or eliminated", "受損或被殲滅的單位", "受损或被歼灭的单位")
}

// finalScore decides the game at its end (rule 2.2).
func (s *State) finalScore(l *logger) {
	sc := &Score{}
	for _, seat := range []Seat{Blue, Red} {
		sc.Squares[seat] = s.controlled(seat)
		sc.Damaged[seat] = s.damagedUnits(seat)
	}
	s.Score = sc
	var w Seat
	reason := "squares"
	switch {
	case sc.Squares[Blue] != sc.Squares[Red]:
		if sc.Squares[Red] > sc.Squares[Blue] {
			w = Red
		}
	case sc.Damaged[Blue] != sc.Damaged[Red]:
		reason = "damaged"
		if sc.Damaged[Red] < sc.Damaged[Blue] {
			w = Red
		}
	default:
		reason = "nation"
		if nationRank(s.Sides[Red].Nation) < nationRank(s.Sides[Blue].Nation) {
			w = Red
		}
	}
	l.AddT("Final count: Blue controls %d squares of the enemy half, with %d %s; Red %d, with %d.", "終局計分：藍方佔領對方 %d 格，%[3]s %[2]d 個；紅方 %[4]d 格，%[3]s %[5]d 個。", "终局计分：蓝方占领对方 %d 格，%[3]s %[2]d 个；红方 %[4]d 格，%[3]s %[5]d 个。",
		sc.Squares[Blue], sc.Damaged[Blue], s.lossesText(), sc.Squares[Red], sc.Damaged[Red])
	s.over(w, reason, l)
}
