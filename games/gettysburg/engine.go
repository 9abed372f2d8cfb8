package gettysburg

import (
	"encoding/json"
	"fmt"

	"adjutant/games"
	"adjutant/games/kit/checked"
	"adjutant/games/kit/plan"
	"adjutant/games/kit/record"
	"adjutant/games/kit/seats"
	"adjutant/templates/i18n"
)

// Engine is the Gettysburg rules engine. The zero value is ready to use.
type Engine struct{}

var _ games.Engine = Engine{}

// New starts a game at turn 1, command phase. No chance is involved in
// set-up, so dice is not used.
func (Engine) New(variant string, options map[string]string, _ *games.Dice) (games.Game, error) {
	opts, err := parseOptions(options)
	if err != nil {
		return nil, err
	}
	sc, err := LoadScenario(variant)
	if err != nil {
		return nil, &games.Refusal{Message: i18n.T("there is no Gettysburg scenario %q (%s)", "蓋茨堡沒有「%s」這個劇本（%s）", "盖茨堡没有“%s”这个剧本（%s）",
			variant, scenarios().List())}
	}
	s := newState(sc)
	s.Options = opts
	return newGame(s), nil
}

// Load restores a saved game.
func (Engine) Load(data []byte) (games.Game, error) {
	return record.Load(data, (*State).loaded, newGame)
}

// newGame is the game at a state.
func newGame(s *State) games.Game { return &Game{s: s} }

// Game is one game of Gettysburg; its methods never change it.
type Game struct{ s *State }

var _ games.Game = (*Game)(nil)

// Save returns canonical JSON (struct fields in fixed order).
func (g *Game) Save() ([]byte, error) { return json.Marshal(g.s) }

// Seats: Union, then Confederate.
func (g *Game) Seats() []games.SeatInfo {
	return []games.SeatInfo{
		{Seat: Union.Seat(), Name: sideText(Union), Code: Union.Code(), Aliases: []string{"北軍", "北军", "北方", "North"}},
		{Seat: Confederate.Seat(), Name: sideText(Confederate), Code: Confederate.Code(), Aliases: []string{"南軍", "南军", "南方", "South"}},
	}
}

// Groups: one player a side.
func (g *Game) Groups() [][]games.Seat { return seats.OneEach(g.Seats()) }

// viewerSide is the side a reader plays, when it plays exactly one.
func viewerSide(v games.Viewer) (Side, bool) {
	if len(v.Seats) != 1 {
		return 0, false
	}
	return seatSide(v.Seats[0])
}

// stageWord is a stage's word in phase ids.
func stageWord(st Stage) string {
	switch st {
	case StageCommand:
		return "command"
	case StageWithdraw:
		return "withdraw"
	case StageMove:
		return "move"
	case StageAttack:
		return "attacks"
	}
	return "over"
}

// The phase classes' keys, as written in CREATE and SET; about.toml
// names them.
const (
	ClassCommand  = "command"
	ClassMovement = "movement"
	ClassAttacks  = "attacks"
	ClassResponse = "response"
)

// Phase names the current stage. The ID is unique for every resolution
// and reads as what it is ("T2-attacks", "T2-move-3": turn 2, movement,
// third answer), so each gets its own dice stream when the judge keys the
// stream by it, and a player can tell what a mail's subject is about.
func (g *Game) Phase() games.PhaseInfo {
	s := g.s
	class := ClassMovement
	switch {
	case s.Alt.Asking >= 0:
		class = ClassResponse
	case s.Stage == StageCommand:
		class = ClassCommand
	case s.Stage == StageAttack:
		class = ClassAttacks
	}
	id := fmt.Sprintf("T%d-%s", s.Turn, stageWord(s.Stage))
	if s.Seq > 0 {
		id += fmt.Sprintf("-%d", s.Seq+1)
	}
	name := i18n.Join(turnText(s.Turn), i18n.T(", ", "，", "，"), stageText(s.Stage))
	if s.Alt.Asking >= 0 {
		name = i18n.Join(name, stxt(Side(s.Alt.Asking), ": the %s are asked again", "：再詢問%s", "：再询问%s"))
	}
	return games.PhaseInfo{ID: id, Name: name, Class: class}
}

// Requests lists both seats at the start of a phase, or the one seat asked
// again in its middle.
func (g *Game) Requests() []games.Request {
	s := g.s
	if s.Stage == StageOver {
		return nil
	}
	// RETREAT lines are taken in every phase's plan and hold for the rest
	// of the turn; a new turn (the command phase) starts without any.
	retreats := i18n.T(", and RETREAT lines for this turn's retreats", "，以及本回合的撤退路線（退路）", "，以及本回合的撤退路线（退路）")
	hold := i18n.T("; RETREAT lines sent earlier this turn still hold", "；本回合先前寄出的 退路 各行仍然有效", "；本回合先前发出的 退路 各行仍然有效")
	req := func(side Side) games.Request {
		r := games.Request{Seat: side.Seat()}
		p := &r.Public
		switch s.Stage {
		case StageCommand:
			p.Ask = i18n.T("plan for the command and organisation phases (HQ, RETURN, KEEP, STRAGGLERS, SHARPSHOOTERS, STAY, WITHDRAW ..., PASS)",
				"指揮及組織階段計劃（指揮部、重返、保留、殘兵、神射手、戰鬥、撤退……略過）", "指挥及组织阶段计划（指挥部、重返、保留、残兵、神射手、战斗、撤退……略过）")
			p.Default = i18n.T("HQ kept or placed at the nearest legal hex, every eligible unit to march mode, no withdrawals, retreat paths chosen by the judge",
				"指揮部留原處或放在最近合規格，可轉換的部隊轉為行軍狀態，不撤離，撤退路線由裁判選擇", "指挥部留原处或放在最近合规格，可转换的部队转为行军状态，不撤离，撤退路线由裁判选择")
		case StageWithdraw:
			p.Ask = i18n.T("withdrawals from enemy ZOC (WITHDRAW unit ..., PASS)", "撤離敵方控制區（撤退 部隊……略過）", "撤离敌方控制区（撤退 部队……略过）")
			p.Default = i18n.Join(i18n.T("pass", "略過", "略过"), hold)
		case StageMove:
			p.Ask = i18n.T("moves in order (UNIT HEX HEX ..., PASS)", "依次移動（部隊 六角格……略過）", "依次移动（部队 六角格……略过）")
			p.Default = i18n.Join(i18n.T("pass; units due to enter still enter, and units outside command range move toward it",
				"略過；該進場的部隊仍會進場，指揮範圍外的部隊仍會向其移動", "略过；该进场的部队仍会进场，指挥范围外的部队仍会向其移动"), hold)
		case StageAttack:
			p.Ask = i18n.T("attacks in order (UNIT ATTACK UNIT [ART], PASS) and ARTILLERY ALL|NONE|units for defence",
				"依次攻擊（部隊 攻擊 部隊 [炮火]、略過）及防守炮火支援", "依次攻击（部队 攻击 部队 [炮火]、略过）及防守炮火支援")
			p.Default = i18n.Join(i18n.T("pass, no artillery support in defence", "略過，防守時不用炮火支援", "略过，防守时不用炮火支援"), hold)
			if s.Alt.Asking >= 0 {
				// The side's answers from its plan of this phase stand.
				p.Default = i18n.T("pass; ARTILLERY and RETREAT lines sent earlier still hold",
					"略過；先前寄出的 炮火支援 及 退路 各行仍然有效", "略过；先前发出的 炮火支援 及 退路 各行仍然有效")
			}
		}
		p.Ask = i18n.Join(p.Ask, retreats)
		return r
	}
	if s.Alt.Asking >= 0 {
		return []games.Request{req(Side(s.Alt.Asking))}
	}
	return []games.Request{req(Union), req(Confederate)}
}

func seatSide(seat games.Seat) (Side, bool) { return parseSide(string(seat)) }

// Resolve runs the phase with the stored plans: it takes them, then plays
// the alternating actions until a phase needs both sides' plans again, or
// one side's answer, or the game ends.
func (g *Game) Resolve(in games.ResolveInput, dice *games.Dice) (games.Resolution, error) {
	if g.s.Stage == StageOver {
		return games.Resolution{}, games.ErrOver
	}
	s, l := g.s.clone(), &log{dice: dice}
	plans := s.plans(in)
	if s.Alt.Asking >= 0 {
		// The waiting side's RETREAT and ARTILLERY lines count even in
		// civil disorder (standing.go).
		waiting := Side(s.Alt.Asking).Other()
		if ls, ok := in.StandingLines(waiting.Seat()); ok {
			plans[waiting], _, _ = ParsePlan(s.sc, waiting, s.Stage, ls)
		}
	}
	s.take(plans, l)
	s.Seq++
	for s.Stage != StageOver && s.runAlternation(l) {
		s.nextStage(l)
		if s.Stage == StageCommand || s.Stage == StageMove || s.Stage == StageAttack || s.Stage == StageOver {
			break
		}
	}
	phase := g.Phase()
	res := result{Phase: phase.ID, Name: phase.Name, Events: l.Events, State: s.public(), Moves: l.moves}
	data, err := json.Marshal(res)
	if err != nil {
		return games.Resolution{}, fmt.Errorf("encode result: %w", err)
	}
	return games.Resolution{Next: newGame(s), Result: data, Draws: dice.Draws()}, nil
}

// plans reads each side's stored lines; a side that sent none has none.
func (s *State) plans(in games.ResolveInput) [2][]Item {
	var plans [2][]Item
	for _, side := range []Side{Confederate, Union} {
		if lines, ok := in.Lines(side.Seat()); ok {
			plans[side], _, _ = ParsePlan(s.sc, side, s.Stage, lines)
		}
	}
	return plans
}

// take starts the phase with the plans: the one side's answer in the
// middle of a phase; both plans for the command phase, which it runs; or
// both plans at the start of another phase's alternation.
func (s *State) take(plans [2][]Item, l *log) {
	switch {
	case s.Alt.Asking >= 0:
		side := Side(s.Alt.Asking)
		s.Alt.Asking = -1
		// The side that waited may have changed its RETREAT and
		// ARTILLERY lines meanwhile (standing.go).
		var waited []Item
		for _, it := range plans[side.Other()] {
			if standingKind(it.Kind) {
				waited = append(waited, it)
			}
		}
		s.settings(side.Other(), waited)
		s.settings(side, plans[side])
		s.Alt.Plans[side] = s.ordered(plans[side])
	case s.Stage == StageCommand:
		s.command(plans, l)
	default:
		s.resetAlt()
		for _, side := range []Side{Confederate, Union} {
			s.settings(side, plans[side])
			s.Alt.Plans[side] = s.ordered(plans[side])
		}
	}
}

// settings applies the unordered lines of a plan (standing answers, RANGE).
func (s *State) settings(side Side, items []Item) {
	for _, it := range items {
		switch it.Kind {
		case ItemArtillery:
			b := &s.Answers[side]
			b.Clear(artilleryKind)
			text := it.canonical(s.sc)
			if it.All {
				b.Set(plan.Entry[bool]{Kind: artilleryKind, Subject: plan.Any, Answer: true, Line: it.Line, Text: text})
			}
			for _, u := range it.Units {
				b.Set(plan.Entry[bool]{Kind: artilleryKind, Subject: s.sc.Units[u].Code, Answer: true, Line: it.Line, Text: text})
			}
		case ItemRange:
			s.ShowRange[side] = it.Flag
		case ItemRetreat:
			s.answerRetreat(side, it)
		}
	}
}

// ordered returns the plan's ordered lines as the steps of a plan.Queue.
func (s *State) ordered(items []Item) plan.Queue[Item] {
	var out plan.Queue[Item]
	for _, it := range items {
		if !it.ordered() {
			continue
		}
		st := plan.Step[Item]{Line: it.Line, Text: it.canonical(s.sc), Act: it}
		switch it.Kind {
		case ItemPass:
			st.Stop = plan.Pass
		case ItemAsk:
			st.Stop = plan.Ask
		}
		out = append(out, st)
	}
	return out
}

// command runs the command phase and the organisation phase's first two
// steps, then starts the alternating withdrawals.
func (s *State) command(plans [2][]Item, l *log) {
	l.Add(i18n.Join(i18n.T("Turn %d, ", "第 %d 回合，", "第 %d 回合，", s.Turn), turnText(s.Turn), i18n.T(": command phase.", "：指揮階段。", "：指挥阶段。")))
	var hq, ss [2]Hex
	chosen := [2][]int{}
	wantHex := [2]map[int]Hex{{}, {}}
	stay := [2]map[int]bool{{}, {}}
	keep := [2]map[int]bool{{}, {}}
	// Last turn's RETREAT answers end with it.
	s.Retreats = [2]plan.Book[retreatAnswer]{}
	for _, side := range []Side{Confederate, Union} {
		s.settings(side, plans[side])
		for _, it := range plans[side] {
			switch it.Kind {
			case ItemHQ:
				hq[side] = it.Hexes[0]
			case ItemSharpshooters:
				ss[side] = it.Hexes[0]
			case ItemChoose:
				chosen[side] = append(chosen[side], it.Units...)
			case ItemReturn:
				if len(it.Hexes) > 0 {
					wantHex[side][it.Unit] = it.Hexes[0]
				} else {
					wantHex[side][it.Unit] = Hex{}
				}
			case ItemStay:
				stay[side][it.Unit] = true
			case ItemKeep:
				keep[side][it.Unit] = true
			}
		}
	}
	// C1: both markers come off the map, then the Confederate places
	// first.
	prev := s.HQ
	s.HQ = [2]Hex{}
	for _, side := range []Side{Confederate, Union} {
		s.placeHQ(side, hq[side], prev[side], l)
	}
	for _, side := range []Side{Confederate, Union} {
		s.returnStragglers(side, chosen[side.Other()], wantHex[side], keep[side], l)
	}
	if s.Turn >= 3 {
		s.placeSharpshooters(ss[Union], l)
	} else {
		s.Sharpshooters = Hex{}
	}
	l.AddT("Organisation phase.", "組織階段。", "组织阶段。")
	for _, side := range []Side{Confederate, Union} {
		s.marchMode(side, stay[side], l)
	}
	if s.Options.zoiMarchToCombat() {
		for _, side := range []Side{Confederate, Union} {
			s.combatModeInZOI(side, l)
		}
	}
	s.forceCombatInZOC()
	s.Stage = StageWithdraw
	s.resetAlt()
	for _, side := range []Side{Confederate, Union} {
		s.Alt.Plans[side] = s.ordered(plans[side])
	}
}

// nextStage moves on when both players have passed.
func (s *State) nextStage(l *log) {
	switch s.Stage {
	case StageWithdraw:
		s.Stage = StageMove
		l.AddT("Movement phase: plans are asked for.", "移動階段：請提交計劃。", "移动阶段：请提交计划。")
	case StageMove:
		s.Stage = StageAttack
		l.AddT("Attack phase: plans are asked for.", "攻擊階段：請提交計劃。", "攻击阶段：请提交计划。")
	case StageAttack:
		s.endOfTurn(l)
	}
	s.Seq = 0
	s.resetAlt()
}

// View renders the position for v: the map and status, then the roster
// of both sides; at the start of the game, also a few lines on how a turn
// runs and what a plan looks like.
func (g *Game) View(v games.Viewer, lang i18n.Lang) string {
	side, ok := viewerSide(v)
	rangeOf := -1
	if ok && g.s.ShowRange[side] {
		rangeOf = int(side)
	}
	s := g.s.public()
	out := s.status(lang, rangeOf) + "\n" + s.roster(lang)
	if s.Turn == 1 && s.Stage == StageCommand && s.Seq == 0 {
		out += "\n" + howToPlay(lang)
	}
	return out
}

// Alive lists both seats: nobody leaves a two-player game early.
func (g *Game) Alive() []games.Seat { return seats.All(g.Seats()) }

// Over reports the winner once the game has ended.
func (g *Game) Over() *games.Ending {
	s := g.s
	if s.Stage != StageOver || s.Winner < 0 {
		return nil
	}
	w := Side(s.Winner)
	reason := i18n.T("points after the last turn: Union %d, Confederate %d (ties go to the Union)",
		"最後回合後計分：聯邦軍 %d，邦聯軍 %d（平分聯邦軍勝）", "最后回合后计分：联邦军 %d，邦联军 %d（平分联邦军胜）", s.Points[Union], s.Points[Confederate])
	if s.EndReason == endRoad {
		reason = i18n.T("the Confederate road was open at the end of turn %d", "第 %d 回合結束時邦聯軍道路暢通", "第 %d 回合结束时邦联军道路畅通", s.Turn)
	}
	return &games.Ending{Winners: []games.Seat{w.Seat()}, Reason: reason}
}

// Edit applies a master's corrections between phases; see edit.go.
func (g *Game) Edit(lines []games.Line, _ i18n.Lang) (games.Game, games.SubmitResult) {
	words := func(line string) []string { return editTokens(g.s.sc, line) }
	return checked.EditWords(g, g.s.clone(), lines, words, (*State).editLine, newGame)
}
