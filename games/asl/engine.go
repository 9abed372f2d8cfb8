package asl

import (
	"encoding/json"
	"fmt"
	"strings"

	"adjutant/games"
	"adjutant/games/asl/aslmap"
	"adjutant/games/asl/orders"
	"adjutant/games/kit/plan"
	"adjutant/games/kit/record"
	"adjutant/games/kit/seats"
	"adjutant/templates/i18n"
)

// Engine is the ASL Starter Kit engine. The zero value is ready to use.
type Engine struct{}

var _ games.Engine = Engine{}

// New starts a game at turn 1, the first side's player turn. Nothing is
// rolled at set-up.
func (Engine) New(variant string, options map[string]string, _ *games.Dice) (games.Game, error) {
	opts, scName := parseOptions(options)
	if scName != "" && variant != "" && !strings.EqualFold(scName, variant) {
		return nil, games.Refuse("scenario=%s and the variant %s differ; give one", "scenario=%s 與變體 %s 不同；只給一個", "scenario=%s 与变体 %s 不同；只给一个", scName, variant)
	}
	if scName == "" {
		scName = variant
	}
	sc, err := LoadScenario(scName)
	if err != nil {
		return nil, games.Refuse("there is no ASL scenario %q (%s)", "沒有「%s」這個 ASL 戰況（%s）", "没有“%s”这个 ASL 战况（%s）", scName, scenarios().List())
	}
	s := newState(sc)
	s.Options = opts
	return &Game{s: s}, nil
}

// newState sets a scenario's counters up.
func newState(sc *aslmap.Scenario) *State {
	s := &State{Scenario: sc.Name, Turn: 1, Stage: StageTurn, sc: sc, Options: Options{Hexside: HexsideBoth, LOSChecks: LOSByFire, Residual: ResidualErrata, LeaderCreation: LeadersFullRules}}
	for _, u := range sc.Units {
		s.Units = append(s.Units, Unit{ID: u.ID, Side: u.Side, Type: u.Type, Hex: u.Hex, OnMap: u.OnMap, Broken: u.Broken, Enter: u.Enter, Entry: u.Entry})
	}
	for _, w := range sc.Weapons {
		s.Weapons = append(s.Weapons, Weapon{ID: w.ID, Side: w.Side, Type: w.Type, Owner: w.With, Hex: w.Hex})
	}
	for _, w := range s.Weapons {
		if w.Owner != "" {
			s.weapon(w.ID).Hex = s.unit(w.Owner).Hex
		}
	}
	s.Control = make([]int, len(sc.Victory.Control))
	for i := range s.Control {
		s.Control[i] = other(sc.Victory.Side)
	}
	s.updateControl()
	return s
}

// Load restores a saved game.
func (Engine) Load(data []byte) (games.Game, error) {
	return record.Load(data, (*State).loaded, newGame)
}

// newGame is the game at a state.
func newGame(s *State) games.Game { return &Game{s: s} }

// Game is one game of ASL; its methods never change it.
type Game struct{ s *State }

var _ games.Game = (*Game)(nil)

// State returns a copy of the position, for tests and tools.
func (g *Game) State() *State { return g.s.clone() }

// Scenario is the game's checked scenario.
func (g *Game) Scenario() *aslmap.Scenario { return g.s.sc }

// Save returns canonical JSON.
func (g *Game) Save() ([]byte, error) { return json.Marshal(g.s) }

// Seats: the side moving first, then the other, named by nationality.
func (g *Game) Seats() []games.SeatInfo {
	var out []games.SeatInfo
	for i := range 2 {
		out = append(out, games.SeatInfo{Seat: g.s.seat(i), Name: g.s.sc.Sides[i].Name, Code: g.s.sc.Sides[i].Code})
	}
	return out
}

// Groups: one player a side.
func (g *Game) Groups() [][]games.Seat { return seats.OneEach(g.Seats()) }

// Phase names the player turn: "T2-R" is turn 2, the Russian player
// turn; "T2-R-3" its third resolution, after two stops.
func (g *Game) Phase() games.PhaseInfo {
	s := g.s
	id := fmt.Sprintf("T%d-%s", s.Turn, s.sc.Sides[s.phasing()].Code)
	if s.Seq > 0 {
		id += fmt.Sprintf("-%d", s.Seq+1)
	}
	name := i18n.Join(i18n.T("Turn %d, ", "第 %d 回合，", "第 %d 回合，", s.Turn), i18n.T("%s player turn", "%s玩家回合", "%s玩家回合", s.sc.Sides[s.phasing()].Name))
	class := plan.ClassTurn
	switch s.Stage {
	case StageStop:
		class = plan.ClassStop
		def := other(s.phasing())
		name = i18n.Join(name, i18n.T(": the %s side is asked", "：詢問%s", "：询问%s", s.sc.Sides[def].Name))
	case StageOver:
		name = i18n.T("game over", "遊戲結束", "游戏结束")
	}
	return games.PhaseInfo{ID: id, Name: name, Class: class}
}

// Requests: both sides at the start of a player turn (the phasing side's
// plan, the other's standing orders), or the defender alone at a stop.
func (g *Game) Requests() []games.Request {
	s := g.s
	switch s.Stage {
	case StageOver:
		return nil
	case StageStop:
		if s.Question != nil {
			return []games.Request{s.Question.Request()}
		}
		return nil
	}
	ph, def := s.phasing(), other(s.phasing())
	return []games.Request{
		{Seat: s.seat(ph), Public: games.Prompt{
			Ask: i18n.T("the %s turn plan (RALLY NONE/NORALLY/KEEPDM/NOREPAIR/TRANSFER, PREP, MOVE, AFIRE, ROUT, ADVANCE, CC, PASS)",
				"%s的回合計劃（回復 無/不回復/保留DM/不修理/轉交、準備射擊、移動、前進射擊、潰退、突擊、肉搏、略過）",
				"%s的回合计划（回复 无/不回复/保留DM/不修理/转交、准备射击、移动、前进射击、溃退、突击、肉搏、略过）", s.sc.Sides[ph].Name),
			Default: i18n.T("no fire and no movement; rallies are attempted; routs and close combat by the rules' defaults",
				"不射擊不移動；照常嘗試回復；潰退與肉搏按預設", "不射击不移动；照常尝试回复；溃退与肉搏按默认"),
		}},
		{Seat: s.seat(def), Public: games.Prompt{
			Ask: i18n.T("the %s standing orders for this turn (FIRE … AT …, ASK …, rally, ROUT, CC, PASS)",
				"%s本回合的常設命令（射擊……向……、詢問……、回復、潰退、肉搏、略過）",
				"%s本回合的常设命令（射击……向……、询问……、回复、溃退、肉搏、略过）", s.sc.Sides[def].Name),
			Default: i18n.T("the standing FIRE and ASK lines last sent (if none were ever sent, no defensive fire); rallies attempted; routs and close combat by default",
				"沿用上次的常設射擊與詢問命令（從未寄過則不防禦射擊）；照常嘗試回復；潰退與肉搏按預設",
				"沿用上次的常设射击与询问命令（从未发过则不防御射击）；照常尝试回复；溃退与肉搏按默认"),
		}},
	}
}

// Alive: both sides play to the end; then the winner alone.
func (g *Game) Alive() []games.Seat {
	if g.s.Stage == StageOver {
		return []games.Seat{g.s.seat(g.s.Winner)}
	}
	return seats.All(g.Seats())
}

// Over reports the end and its winner.
func (g *Game) Over() *games.Ending {
	if g.s.Stage != StageOver {
		return nil
	}
	return &games.Ending{Winners: []games.Seat{g.s.seat(g.s.Winner)}, Reason: g.s.Reason}
}

// Resolve plays the player turn (or its rest, after a stop) with the
// submissions.
func (g *Game) Resolve(in games.ResolveInput, dice *games.Dice) (games.Resolution, error) {
	s := g.s.clone()
	if s.Stage == StageOver {
		return games.Resolution{}, games.ErrOver
	}
	phase := g.Phase()
	l := &log{dice: dice}
	seatOrders := func(seat games.Seat) ([]orders.Order, bool) {
		lines, ok := in.Lines(seat)
		if !ok {
			return nil, false
		}
		var out []orders.Order
		for _, ln := range lines {
			o, why := orders.ParseLine(s.sc, ln.Text)
			if why != nil || o.Kind == orders.KLOS {
				continue
			}
			o.Line = ln.N
			out = append(out, o)
		}
		return out, true
	}
	switch s.Stage {
	case StageTurn:
		for side := range 2 {
			os, ok := seatOrders(s.seat(side))
			if !ok {
				continue
			}
			s.take(side, os, false)
		}
	case StageStop:
		def := other(s.phasing())
		q := s.Question
		s.Question = nil
		s.Stage = StageTurn
		os, _ := seatOrders(s.seat(def))
		s.take(def, os, true)
		if q.Kind == "fire" {
			for _, o := range os {
				if o.Kind == orders.KFireNow {
					s.answerFire(o, l)
				}
			}
		}
		for _, o := range os {
			if o.Kind == orders.KNoFire && q.Kind == "final" {
				s.Cursor.HoldFinal = true // hold this DFPh's fire; the lines stand
			}
		}
	}
	s.Seq++
	s.playTurn(l)
	if s.Stage == StageTurn {
		s.Seq = 0
	}
	// The record keeps the position with every plan and standing order
	// removed.
	return resolved(phase, l, s.public(), &Game{s: s}, dice)
}

// take stores a side's orders: FIRE and ASK lines replace its standing
// orders (NOFIRE outside a stop drops them); the others are its lines for
// this player turn (replacing those it sent before, when it sends any at
// a stop).
func (s *State) take(side int, os []orders.Order, stop bool) {
	var standing, lines []orders.Order
	clear := false
	for _, o := range os {
		switch o.Kind {
		case orders.KFire, orders.KAsk:
			standing = append(standing, o)
		case orders.KNoFire:
			clear = !stop // in standing orders: drop them all
		case orders.KFireNow, orders.KPass:
		default:
			lines = append(lines, o)
		}
	}
	if len(standing) > 0 || clear {
		s.Standing[side] = standing
	}
	if !stop || len(lines) > 0 {
		s.Lines[side] = lines
	}
}

// public is the state with every plan and standing order removed: what a
// report may show.
func (s *State) public() *State {
	c := s.clone()
	c.Standing = [2][]orders.Order{}
	c.Lines = [2][]orders.Order{}
	c.Cursor = Cursor{}
	c.Question = nil
	return c
}
