package gettysburg

import (
	"fmt"
	"strings"

	"adjutant/templates/i18n"
)

// roadOpen reports whether the Confederates hold a road from the victory
// start entry to one of the end entries with no Union unit on it and no hex
// of it in a Union ZOC (rule V1; Union ZOI does not matter). Roads run
// between consecutive hexes of a road and between any two town hexes.
func (s *State) roadOpen() bool {
	from := s.sc.Entries[s.sc.VictoryFrom]
	goal := map[Hex]bool{}
	for _, l := range s.sc.VictoryTo {
		goal[s.sc.Entries[l]] = true
	}
	clear := func(h Hex) bool {
		if u := s.unitAt(h); u >= 0 && s.side(u) == Union {
			return false
		}
		return !s.inEnemyZOC(Confederate, h)
	}
	if !clear(from) {
		return false
	}
	seen := map[Hex]bool{from: true}
	queue := []Hex{from}
	for len(queue) > 0 {
		h := queue[0]
		queue = queue[1:]
		if goal[h] {
			return true
		}
		for _, n := range h.neighbours() {
			if !seen[n] && s.sc.OnMap(n) && s.sc.RoadStep(h, n) && clear(n) {
				seen[n] = true
				queue = append(queue, n)
			}
		}
	}
	return false
}

// Reasons the game ended, stored in State.EndReason.
const (
	endRoad   = 1 // Confederate road victory
	endPoints = 2 // points after the last turn
)

// endOfTurn checks victory (V1 at the end of every turn, V2 after the
// last) and moves to the next turn.
func (s *State) endOfTurn(l *log) {
	if s.roadOpen() {
		s.Stage, s.Winner, s.EndReason = StageOver, int(Confederate), endRoad
		l.AddT("The Confederate road from %s to %s is open at the end of the turn: Confederate victory.",
			"回合結束時邦聯軍由 %s 至 %s 的道路暢通：邦聯軍勝利。", "回合结束时邦联军由 %s 至 %s 的道路畅通：邦联军胜利。",
			s.sc.VictoryFrom, strings.Join(s.sc.VictoryTo, "/"))
		return
	}
	if s.Turn >= s.sc.Turns {
		w := Union // V2: ties go to the Union
		if s.Points[Confederate] > s.Points[Union] {
			w = Confederate
		}
		s.Stage, s.Winner, s.EndReason = StageOver, int(w), endPoints
		n := sideText(w)
		l.Add(i18n.Text{
			EN:   fmt.Sprintf("Game over after turn %d: Union %d, Confederate %d points. The %s win.", s.Turn, s.Points[Union], s.Points[Confederate], n.EN),
			Hant: fmt.Sprintf("第 %d 回合後遊戲結束：聯邦軍 %d 分，邦聯軍 %d 分。%s勝利。", s.Turn, s.Points[Union], s.Points[Confederate], n.Hant),
			Hans: fmt.Sprintf("第 %d 回合后游戏结束：联邦军 %d 分，邦联军 %d 分。%s胜利。", s.Turn, s.Points[Union], s.Points[Confederate], n.Hans),
		})
		return
	}
	s.Turn++
	s.Stage, s.Seq = StageCommand, 0
	l.Add(i18n.Join(i18n.T("Turn %d begins: ", "第 %d 回合開始：", "第 %d 回合开始：", s.Turn), turnText(s.Turn), i18n.T(".", "。", "。")))
}
