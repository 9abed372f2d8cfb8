package maneuver

import (
	"slices"

	"adjutant/games"
	"adjutant/games/kit/checked"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// Submit checks a seat's lines for the current phase without storing
// anything: the set-up lines against the choices still to make, a turn
// plan against the position (its moves are tried in order on a copy).
func (g *Game) Submit(seat games.Seat, lines []games.Line, _ i18n.Lang) games.SubmitResult {
	s := g.s
	if res, no := checked.NotAsked(g, seat); no {
		return res
	}
	me, _ := seatOf(seat) // a seat asked is one of the two
	m := modeTurn
	switch {
	case s.Question != nil && s.Question.Kind != askPlan:
		m = modeAnswer
	case s.Stage != StageTurn:
		m = modeSetup
	}
	p, echo, probs := s.parse(me, m, lines)
	c := checked.Lines{Echo: echo, Problems: probs}
	switch m {
	case modeSetup:
		for i, st := range p.setup {
			if why := s.checkSetup(me, st.Act, p.setup[:i]); why != nil {
				c.Refuse(st.Line, why.msg)
			}
		}
	case modeTurn:
		c.Apply(s.checkPlan(me, p.steps))
	}
	return c.Result(seat, "(nothing)")
}

// checkPlan tries a turn plan on a copy of the position: the order of the
// phases, one move and one combat, every move and the combat's target as
// the position will be when they run. A card not in the hand now is a
// note: the line runs only if the card is drawn first.
func (s *State) checkPlan(seat Seat, steps plan.Queue[Step]) []checked.Finding {
	var out []checked.Finding
	fail := func(line int, en, hant, hans string, a ...any) {
		out = append(out, checked.Finding{Line: line, Msg: i18n.T(en, hant, hans, a...)})
	}
	sim := s.clone()
	if sim.T == nil {
		sim.T = &TurnState{Phase: phDiscard}
	}
	t := sim.T
	phase := t.Phase
	n := s.nations[seat]
	used := map[string]int{}
	inCombat := false
	moves, combats := len(t.Moved), 0
	if t.Fought {
		combats = 1
	}
	for _, ps := range steps {
		st := ps.Act
		if ps.Stop == plan.Ask {
			continue
		}
		ph := phaseOf(st.Verb)
		if ph < phase {
			fail(ps.Line, "%s comes too late: the turn's phases go discard, scout, move, combat, restore, redoubt", "%s 太遲了：回合順序為棄牌、偵察、移動、戰鬥、恢復、戰壕", "%s 太迟了：回合顺序为弃牌、侦察、移动、战斗、恢复、战壕", st.Verb)
			continue
		}
		if ph > phMove && moves == 0 && phase <= phMove {
			fail(ps.Line, "a unit must move before the combat and restoring phases: add a MOVE line before this one (or end the plan with ASK to see your new cards first)", "戰鬥與恢復之前須先移動一個單位：請在此行前加 移動（或以 詢問 結束計劃，先看新牌）", "战斗与恢复之前须先移动一个单位：请在此行前加 移动（或以 询问 结束计划，先看新牌）")
			moves = 1 // one complaint is enough
		}
		phase = ph
		if combatLine(st.Verb) && !inCombat {
			fail(ps.Line, "%s belongs to a combat: put it after the ASSAULT, AMBUSH, BOMBARD or VOLLEY line", "%s 屬於戰鬥：請放在突擊、伏擊、炮擊或齊射之後", "%s 属于战斗：请放在突击、伏击、炮击或齐射之后", st.Verb)
			continue
		}
		if !combatLine(st.Verb) {
			inCombat = false
		}
		cards := st.Cards
		if st.Verb == "IF" {
			cards = st.Then.Cards
		}
		for _, c := range cards {
			used[c]++
			if used[c] == 2 {
				fail(ps.Line, "%s is used twice in the plan", "%s 在計劃中用了兩次", "%s 在计划中用了两次", c)
			}
			if !sim.inHand(seat, c) {
				if st.Verb == "DISCARD" {
					fail(ps.Line, "%s is not in your hand, and discards come before the draw", "%s 不在手牌中，而棄牌在摸牌之前", "%s 不在手牌中，而弃牌在摸牌之前", c)
				} else {
					out = append(out, checked.Finding{Line: ps.Line, Note: true, Msg: i18n.T("%s is not in your hand now: the line runs only if you draw it", "%s 目前不在手牌中：摸到才會執行", "%s 目前不在手牌中：摸到才会执行", c)})
				}
			}
		}
		kind := func(id string) string {
			if cd, ok := n.Card(id); ok {
				return cd.Kind
			}
			return ""
		}
		unit := func(code string) int {
			i, _ := n.UnitIndex(code)
			return i
		}
		switch st.Verb {
		case "SCOUT":
			if kind(cards[0]) != KindScout {
				fail(ps.Line, "%s is not a Scout/Spy card", "%s 不是偵察兵/間諜牌", "%s 不是侦察兵/间谍牌", cards[0])
			}
		case "MOVE", "SUPPLY":
			if st.Verb == "MOVE" && moves > 0 {
				fail(ps.Line, "one MOVE a turn; a second unit moves with SUPPLY", "每回合一個 移動；第二個單位用 補給", "每回合一个 移动；第二个单位用 补给")
				continue
			}
			i := unit(st.Unit)
			if st.Verb == "SUPPLY" {
				switch {
				case kind(cards[0]) != KindSupply:
					fail(ps.Line, "%s is not a Supply card", "%s 不是補給牌", "%s 不是补给牌", cards[0])
					continue
				case t.Supply:
					fail(ps.Line, "one Supply card per movement phase", "每個移動階段只能用一張補給牌", "每个移动阶段只能用一张补给牌")
					continue
				case moves == 0:
					fail(ps.Line, "Supply moves a second unit, after the first", "補給是移動第二個單位，須先移動第一個", "补给是移动第二个单位，须先移动第一个")
					continue
				case slices.Contains(t.Moved, i):
					fail(ps.Line, "Supply moves another unit than the one that moved", "補給移動的須是另一個單位", "补给移动的须是另一个单位")
					continue
				}
				t.Supply = true
			}
			p := sim.resolvePath(seat, i, st.Path)
			if why := sim.moveProblem(seat, i, p); why != nil {
				out = append(out, checked.Finding{Line: ps.Line, Msg: why.msg})
				continue
			}
			from := sim.unit(seat, i).Sq
			sim.relocate(seat, i, p[len(p)-1])
			t.Moved, t.From = append(t.Moved, i), append(t.From, from)
			moves++
		case "FORCED":
			if kind(cards[0]) != KindForcedMarch {
				fail(ps.Line, "%s is not a Forced March card", "%s 不是強行軍牌", "%s 不是强行军牌", cards[0])
				continue
			}
			i := unit(st.Unit)
			if why := sim.forcedProblem(seat, i, st.Path[0]); why != nil {
				out = append(out, checked.Finding{Line: ps.Line, Msg: why.msg})
				continue
			}
			t.Forced = append(t.Forced, i)
			sim.relocate(seat, i, st.Path[0])
		case "ASSAULT", "AMBUSH", "BOMBARD", "VOLLEY", "BATTERY":
			inCombat = true
			combats++
			if combats > 1 {
				fail(ps.Line, "one combat a turn", "每回合只能一場戰鬥", "每回合只能一场战斗")
				continue
			}
			if why := sim.checkDeclare(seat, st); why != nil {
				out = append(out, checked.Finding{Line: ps.Line, Msg: why.msg})
			}
		case "PLAY", "IF":
			x := st
			if st.Verb == "IF" {
				x = *st.Then
			}
			if x.Verb == "PLAY" {
				if k := kind(x.Cards[0]); k != KindUnit && k != KindCommitted && k != KindSappers {
					fail(ps.Line, "%s is not a card added at step 5 (unit card, Committed Attack, Sappers)", "%s 不是第 5 步可加打的牌（單位牌、拼死一搏、工兵）", "%s 不是第 5 步可加打的牌（单位牌、拼死一搏、工兵）", x.Cards[0])
				}
			}
			if x.Verb == "LEADER" && kind(x.Cards[0]) != KindLeader {
				fail(ps.Line, "%s is not a leader", "%s 不是領袖", "%s 不是领袖", x.Cards[0])
			}
			if x.Verb == "SKIRMISH" && kind(x.Cards[0]) != KindSkirmish {
				fail(ps.Line, "%s is not a Skirmish card", "%s 不是佯攻牌", "%s 不是佯攻牌", x.Cards[0])
			}
		case "LEADER":
			if kind(cards[0]) != KindLeader {
				fail(ps.Line, "%s is not a leader", "%s 不是領袖", "%s 不是领袖", cards[0])
			}
		case "SKIRMISH":
			if kind(cards[0]) != KindSkirmish {
				fail(ps.Line, "%s is not a Skirmish card", "%s 不是佯攻牌", "%s 不是佯攻牌", cards[0])
			}
		case "RESTORE":
			cd, _ := n.Card(cards[0])
			if cd == nil || !(cd.Kind == KindSupply || cd.Kind == KindRegroup || cd.Kind == KindLeader || (cd.Kind == KindUnit && cd.Unit == unit(st.Unit))) {
				fail(ps.Line, "%s cannot restore %s: use Supply, Regroup, one of its own cards or a leader", "%s 不能恢復 %s：請用補給、重組、該單位的牌或領袖", "%s 不能恢复 %s：请用补给、重组、该单位的牌或领袖", cards[0], st.Unit)
			}
		case "REDOUBT":
			if kind(cards[0]) != KindRedoubt {
				fail(ps.Line, "%s is not a Redoubt card", "%s 不是戰壕牌", "%s 不是战壕牌", cards[0])
			}
		}
	}
	return out
}

// checkDeclare checks a combat's declaration against the position (not
// the hand).
func (s *State) checkDeclare(seat Seat, st Step) *lineErr {
	at := st.Path[0]
	who, _, ok := s.unitAt(at)
	if !ok || who == seat {
		return bad("no enemy unit in %s", "%s 沒有敵方單位", "%s 没有敌方单位", at)
	}
	n := s.nations[seat]
	cd, _ := n.Card(st.Cards[0])
	i := -1
	var from Square
	if st.Unit != "" {
		i, _ = n.UnitIndex(st.Unit)
		if !s.unit(seat, i).On() {
			return bad("%s is not on the field", "%s 不在戰場上", "%s 不在战场上", st.Unit)
		}
		from = s.unit(seat, i).Sq
	}
	switch st.Verb {
	case "ASSAULT":
		if cd.Kind != KindUnit || cd.Unit != i || cd.Attack.Zero() {
			return bad("an assault opens with one of the attacking unit's cards that has an attack value", "突擊須打出攻擊單位本身帶攻擊值的單位牌", "突击须打出攻击单位本身带攻击值的单位牌")
		}
		if !Adjacent(from, at) {
			return bad("an assault's target is next to the attacking unit", "突擊目標須與攻擊單位相鄰", "突击目标须与攻击单位相邻")
		}
		if s.field.At(from).NoAssaultFrom {
			return bad("no assault from %s", "不能從%s發起突擊", "不能从%s发起突击", s.field.At(from).Name)
		}
	case "AMBUSH":
		if cd.Kind != KindAmbush {
			return bad("an ambush needs an Ambush card", "伏擊需要伏擊牌", "伏击需要伏击牌")
		}
	case "BOMBARD":
		if cd.Kind != KindUnit || cd.Unit != i || cd.Bombard.Zero() {
			return bad("a bombard needs one of the unit's cards with a bombard value", "炮擊須打出該單位帶炮擊值的單位牌", "炮击须打出该单位带炮击值的单位牌")
		}
		return s.fireProblem(from, at, cd.Range)
	case "VOLLEY":
		if cd.Kind != KindUnit || cd.Unit != i || cd.Volley.Zero() {
			return bad("a volley needs one of the unit's cards with a volley value", "齊射須打出該單位帶齊射值的單位牌", "齐射须打出该单位带齐射值的单位牌")
		}
		if !Adjacent(from, at) {
			return bad("a volley's target is next to the firing unit", "齊射目標須與射擊單位相鄰", "齐射目标须与射击单位相邻")
		}
	case "BATTERY":
		if cd.Kind != KindLeader || !cd.GrandBattery {
			return bad("the Grand Battery is Napoleon's", "炮兵連是拿破崙的能力", "炮兵连是拿破仑的能力")
		}
		return s.fireProblem(from, at, 2)
	}
	return nil
}
