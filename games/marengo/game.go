package marengo

import (
	"encoding/json"
	"fmt"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/games/kit/seats"
	"adjutant/templates/i18n"
)

// Game is one game of Bonaparte at Marengo; its methods never change it.
// New and Load return it as a games.Game, so the compiler checks that it
// is one.
type Game struct{ s *State }

// State returns a copy of the whole position, secrets included, for
// tests and tools.
func (g *Game) State() *State { return g.s.clone() }

// Save returns canonical JSON: the state holds no maps, and its books are
// kept sorted.
func (g *Game) Save() ([]byte, error) { return json.Marshal(g.s) }

// Seats: Austria and France, each with its letter as its SIGNON code.
func (g *Game) Seats() []games.SeatInfo {
	// The names players also write: the army (the Austrians, 奧軍), and
	// France's longer name.
	aliases := map[Side][]string{Austria: {"Austrian", "Austrians", "奧軍", "奥军", "奧國", "奥国"}, France: {"French", "法軍", "法军", "法蘭西", "法兰西"}}
	var out []games.SeatInfo
	for _, s := range []Side{Austria, France} {
		out = append(out, games.SeatInfo{Seat: s.Seat(), Name: sideText(s), Code: s.Code(), Aliases: aliases[s]})
	}
	return out
}

// Groups: one player a side.
func (g *Game) Groups() [][]games.Seat { return seats.OneEach(g.Seats()) }

// Phase names where the game stands. A player turn's id is its hour and
// side ("T06A"); each question within it adds a count ("T06A.1"), so
// every resolution has an id of its own.
func (g *Game) Phase() games.PhaseInfo {
	s := g.s
	switch s.Stage {
	case stageSetup:
		return games.PhaseInfo{ID: "S", Name: txt("Set-up: the French start blocks are drawn", "佈局：抽出法軍起始部隊的位置", "布局：抽出法军起始部队的位置"), Class: plan.ClassTurn}
	case stageOver:
		return games.PhaseInfo{ID: "END", Name: txt("The battle is over", "戰鬥結束", "战斗结束"), Class: plan.ClassTurn}
	}
	b := &s.B
	id := fmt.Sprintf("T%02d%s", b.Hour, b.Active.Code())
	name := txt("%s, %s's turn", "%s，%s的回合", "%s，%s的回合", hourText(b.Hour), sideText(b.Active))
	class := plan.ClassTurn
	if s.Run != nil && s.Run.Stops > 0 {
		id += fmt.Sprintf(".%d", s.Run.Stops)
	}
	if q := s.Question; q != nil {
		class = plan.ClassStop
		asked, _ := sideOfSeat(q.Seat)
		name = i18n.Join(name, txt(": a question to %s", "：詢問%s", "：询问%s", sideText(asked)))
	}
	return games.PhaseInfo{ID: id, Name: name, Class: class}
}

// Requests names the side that must act: the side whose turn it is, for
// its plan, or the side a question is put to.
func (g *Game) Requests() []games.Request {
	s := g.s
	if s.Stage != stageTurn {
		return nil
	}
	if s.Question != nil {
		return []games.Request{s.Question.Request()}
	}
	side := s.B.Active
	def := txt("due bombardments fire; nothing else moves", "該執行的砲擊照常執行，其餘不動", "该执行的炮击照常执行，其余不动")
	return []games.Request{{Seat: side.Seat(), Public: games.Prompt{
		Ask:     txt("%s's plan for %s (three command points), with standing answers for the enemy's turn", "%s在%s的計劃（三點指揮點），及對方回合的常備答覆", "%s在%s的计划（三点指挥点），及对方回合的常备答复", sideText(side), hourText(s.B.Hour)),
		Default: def,
	}}}
}

// Alive: both sides play to the end.
func (g *Game) Alive() []games.Seat { return seats.All(g.Seats()) }

// Over reports the winner once the game has ended.
func (g *Game) Over() *games.Ending {
	s := g.s
	if s.Stage != stageOver || s.Winner < 0 {
		return nil
	}
	return &games.Ending{Winners: []games.Seat{Side(s.Winner).Seat()}, Reason: s.Reason}
}

// View renders the position as v may see it.
func (g *Game) View(v games.Viewer, lang i18n.Lang) string { return g.s.view(v, lang) }
