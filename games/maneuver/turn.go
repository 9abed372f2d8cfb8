package maneuver

import (
	"slices"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// TurnState is a player turn under way: the unexecuted rest of its plan
// and everything the rules need to remember until it ends. It is the
// explicit continuation that lets a question stop the turn and the next
// resolution go on from the same point.
type TurnState struct {
	Phase int              `json:"phase"`
	Plan  plan.Queue[Step] `json:"plan,omitempty"`
	// Default: no plan was sent (or the player asked for the rest did not
	// answer): what is left runs by the documented defaults.
	Default bool `json:"default,omitempty"`
	// Movement phase: the units moved, where each began, whether the
	// phase's Supply card is spent, the units given a Forced March.
	Moved  []int    `json:"moved,omitempty"`
	From   []Square `json:"from,omitempty"`
	Supply bool     `json:"supply,omitempty"`
	Forced []int    `json:"forced,omitempty"`
	// Combat under way, and whether the turn's one combat has been had.
	Combat *Combat `json:"combat,omitempty"`
	Fought bool    `json:"fought,omitempty"`
	// Pending is a card played and waiting for the opponent's Guerrilla.
	Pending  *Pending `json:"pending,omitempty"`
	Restored bool     `json:"restored,omitempty"`
	Redoubt  bool     `json:"redoubt,omitempty"`
}

// Pending is a card the opponent may cancel with Guerrilla (rule 9.2):
// what it does, the card, and the line that played it.
type Pending struct {
	What   string `json:"what"`   // what Guerrilla answers: supply, forced, regroup, restore
	Effect string `json:"effect"` // move, march, restore
	Card   string `json:"card"`
	Step   Step   `json:"step"`
	Line   int    `json:"line"`
}

// beginTurn starts the active player's turn with the plan sent (nil
// steps and def for none).
func (s *State) beginTurn(steps plan.Queue[Step], def bool, l *logger) {
	s.T = &TurnState{Phase: phDiscard, Plan: steps, Default: def}
	l.AddT("Turn %d: %s's player turn.", "第 %d 回合：%s的玩家回合。", "第 %d 回合：%s的玩家回合。", s.Turn, s.sideText(s.Active))
	if def {
		l.AddT("%s sent no plan: no discard, the default move, no combat, no restoring.", "%s沒有提交計劃：不棄牌、預設移動、不戰鬥、不恢復。", "%s没有提交计划：不弃牌、默认移动、不战斗、不恢复。", seatText(s.Active))
	}
}

// run plays on until a seat must be asked, the turn is waiting for the
// next player's plan, or the game ends.
func (s *State) run(l *logger) {
	for s.Stage == StageTurn && s.Question == nil && s.T != nil {
		s.advance(l)
	}
}

// advance takes one step of the turn.
func (s *State) advance(l *logger) {
	t := s.T
	if t.Pending != nil {
		s.settlePending(l)
		return
	}
	if t.Combat != nil {
		s.fight(l)
		return
	}
	st, ok := t.Plan.Peek()
	if (!ok || st.Stop == plan.Ask) && t.Phase == phDiscard {
		// Asking comes after the draw, so the player sees the new cards.
		s.nextPhase(l)
		return
	}
	if !ok {
		if t.Phase <= phMove && len(t.Moved) == 0 && !t.Default {
			s.askActive(i18n.T("The plan ends before any move: %s is asked for the rest of the turn.", "計劃在移動前結束：詢問%s回合餘下部分。", "计划在移动前结束：询问%s回合余下部分。", seatText(s.Active)), l)
			return
		}
		s.nextPhase(l)
		return
	}
	if st.Stop == plan.Ask {
		t.Plan.Pop()
		s.askActive(i18n.T("%s's plan asks to be consulted here.", "%s的計劃要求在此詢問。", "%s的计划要求在此询问。", seatText(s.Active)), l)
		return
	}
	ph := phaseOf(st.Act.Verb)
	if ph > t.Phase {
		s.nextPhase(l)
		return
	}
	t.Plan.Pop()
	if ph < t.Phase {
		s.skip(st, i18n.T("its phase of the turn is over", "它所屬的階段已過", "它所属的阶段已过"), l)
		return
	}
	if why := s.do(st, l); why != nil {
		s.skip(st, why.Msg, l)
	}
}

// skip tells the active player alone that a line of its plan did not run:
// the rest of a plan is its secret.
func (s *State) skip(st plan.Step[Step], why i18n.Text, l *logger) {
	l.private([]Seat{s.Active}, i18n.T("Plan line %d (%s) is not carried out: %s.", "計劃第 %d 行（%s）未執行：%s。", "计划第 %d 行（%s）未执行：%s。", st.Line, st.Text, why))
	if opensCombat(st.Act.Verb) {
		// The combat's own lines go with it, each said so: a RESULT or
		// LOSS line that silently did nothing would read as ignored.
		for {
			next, ok := s.T.Plan.Peek()
			if !ok || !combatLine(next.Act.Verb) {
				break
			}
			s.T.Plan.Pop()
			l.private([]Seat{s.Active}, i18n.T("Plan line %d (%s) is not carried out: the combat of line %d it belongs to was not fought.", "計劃第 %d 行（%s）未執行：它所屬的第 %d 行戰鬥沒有進行。", "计划第 %d 行（%s）未执行：它所属的第 %d 行战斗没有进行。", next.Line, next.Text, st.Line))
		}
	}
}

// nextPhase closes the current phase of the turn and opens the next.
func (s *State) nextPhase(l *logger) {
	t := s.T
	switch t.Phase {
	case phDiscard:
		s.draw(s.Active, l)
	case phMove:
		if len(t.Moved) == 0 {
			if i, p, ok := s.defaultMove(s.Active); ok {
				from := s.unit(s.Active, i).Sq
				s.recordMove(s.Active, i, p)
				l.AddT("No move was sent: by default %s moves %s from %s to %s.", "未送出移動：預設由%s的 %s 由 %s 移到 %s。", "未送出移动：默认由%s的 %s 由 %s 移到 %s。", seatText(s.Active), s.def(s.Active, i).Code, from.String(), joinSquares(p))
			} else {
				l.AddT("%s has no unit that can move.", "%s沒有可移動的單位。", "%s没有可移动的单位。", seatText(s.Active))
			}
		}
	case phRedoubt:
		t.Phase = phEnd
		s.endTurn(l)
		return
	}
	t.Phase++
}

// askActive stops the turn to ask the active player for the rest of it.
func (s *State) askActive(why i18n.Text, l *logger) {
	if s.Resume != nil && s.Resume.Kind == askPlan {
		// Asked already and no answer came: defaults from here.
		s.T.Default = true
		return
	}
	l.Add(why)
	seat := s.Active
	s.Question = &plan.Question{Seat: seat.Seat(), Kind: askPlan,
		Public: games.Prompt{
			Ask: i18n.T("%s sends the rest of the turn", "%s提交回合餘下部分", "%s提交回合余下部分", seatText(seat)),
			// The same words whether lines follow the ASK or not: the
			// plan is the active player's secret.
			Default: i18n.T("what is left of the plan sent, if any; else the default move, no combat, no restoring", "已寄計劃的其餘部分（如有）；否則預設移動，不戰鬥，不恢復", "已发送的计划的其余部分（如有）；否则默认移动，不战斗，不恢复"),
		},
		Private: games.Prompt{
			Ask:     i18n.T("the rest of your turn (MOVE ..., a combat, RESTORE ..., REDOUBT ...), which replaces what is left of the plan you sent, or CONTINUE to run that as written; your hand is in the report", "回合餘下部分（移動、戰鬥、恢復、戰壕），取代已寄計劃的其餘部分，或寫 續行 照寫的執行；手牌見戰報", "回合余下部分（移动、战斗、恢复、战壕），取代已发送的计划的其余部分，或写 续行 照写的执行；手牌见战报"),
			Default: i18n.T("the rest of the plan you sent, if any (see the plan still to run), and for what it leaves out the default move (your first unit that can step toward the enemy edge), no combat, no restoring", "已寄計劃的其餘部分（如有，見尚未執行的計劃）；未寫的部分：預設移動（第一個能向敵方邊前進的單位），不戰鬥，不恢復", "已发送的计划的其余部分（如有，见尚未执行的计划）；未写的部分：默认移动（第一个能向敌方边前进的单位），不战斗，不恢复"),
		}}
}

// do carries out one line of the active player's plan, or says why not.
func (s *State) do(ps plan.Step[Step], l *logger) *lineErr {
	st := ps.Act
	seat := s.Active
	t := s.T
	switch st.Verb {
	case "DISCARD":
		if len(st.Cards) == 0 {
			l.AddT("%s discards no card.", "%s不棄牌。", "%s不弃牌。", seatText(seat))
			return nil
		}
		for _, c := range st.Cards {
			if !s.inHand(seat, c) {
				return bad("%s is not in your hand", "%s 不在手牌中", "%s 不在手牌中", c)
			}
		}
		for _, c := range st.Cards {
			s.take(seat, c)
		}
		s.toDiscard(seat, st.Cards...)
		top, _ := s.topDiscard(seat)
		// Rule 4: no one looks through a discard pile, its owner included,
		// so the record tells everyone only the count and the new top (the
		// master's view shows the whole pile); discards=own lists the cards
		// to their owner.
		full := i18n.T("%s discards %s; the top of the discard pile is %s.", "%s棄 %s；棄牌堆頂為 %s。", "%s弃 %s；弃牌堆顶为 %s。", seatText(seat), s.cardList(seat, st.Cards), s.cardFull(seat, top))
		public := i18n.Plural(len(st.Cards),
			i18n.T("%s discards %d card; the top of the discard pile is %s.", "%s棄 %d 張牌；棄牌堆頂為 %s。", "%s弃 %d 张牌；弃牌堆顶为 %s。", seatText(seat), len(st.Cards), s.cardFull(seat, top)),
			i18n.T("%s discards %d cards; the top of the discard pile is %s.", "%s棄 %d 張牌；棄牌堆頂為 %s。", "%s弃 %d 张牌；弃牌堆顶为 %s。", seatText(seat), len(st.Cards), s.cardFull(seat, top)))
		if s.Opt.Discards == DiscardsOwn {
			l.hidden([]Seat{seat}, full, public)
		} else {
			l.Add(public)
		}
	case "SCOUT":
		if why := s.playable(seat, st.Cards[0], KindScout); why != nil {
			return why
		}
		s.take(seat, st.Cards[0])
		s.toDiscard(seat, st.Cards[0])
		opp := seat.Other()
		l.AddT("%s plays %s and looks at %s's hand.", "%s打出 %s，查看%s的手牌。", "%s打出 %s，查看%s的手牌。", seatText(seat), s.cardName(seat, st.Cards[0]), seatText(opp))
		l.private([]Seat{seat}, i18n.T("%s's hand: %s.", "%s的手牌：%s。", "%s的手牌：%s。", seatText(opp), s.cardList(opp, s.Sides[opp].Hand)))
		s.draw(seat, l)
	case "MOVE":
		if len(t.Moved) > 0 {
			return bad("one unit moves in the movement phase; a second needs a Supply card", "移動階段只移動一個單位；第二個要用補給牌", "移动阶段只移动一个单位；第二个要用补给牌")
		}
		i, _ := s.nations[seat].UnitIndex(st.Unit)
		p := s.resolvePath(seat, i, st.Path)
		if why := s.moveProblem(seat, i, p); why != nil {
			return why
		}
		s.moveUnit(seat, i, p, l)
	case "SUPPLY":
		if why := s.playable(seat, st.Cards[0], KindSupply); why != nil {
			return why
		}
		if len(t.Moved) == 0 {
			return bad("Supply moves a second unit, after the first", "補給是移動第二個單位，須先移動第一個", "补给是移动第二个单位，须先移动第一个")
		}
		if t.Supply {
			return bad("one Supply card per movement phase", "每個移動階段只能用一張補給牌", "每个移动阶段只能用一张补给牌")
		}
		i, _ := s.nations[seat].UnitIndex(st.Unit)
		if slices.Contains(t.Moved, i) {
			return bad("Supply moves another unit than the one that moved", "補給移動的須是另一個單位", "补给移动的须是另一个单位")
		}
		p := s.resolvePath(seat, i, st.Path)
		if why := s.moveProblem(seat, i, p); why != nil {
			return why
		}
		st.Path = p
		t.Supply = true
		s.play(seat, st.Cards[0], i18n.T("to move a second unit", "移動第二個單位", "移动第二个单位"), l)
		t.Pending = &Pending{What: "supply", Effect: "move", Card: st.Cards[0], Step: st, Line: ps.Line}
	case "FORCED":
		if why := s.playable(seat, st.Cards[0], KindForcedMarch); why != nil {
			return why
		}
		i, _ := s.nations[seat].UnitIndex(st.Unit)
		if why := s.forcedProblem(seat, i, st.Path[0]); why != nil {
			return why
		}
		t.Forced = append(t.Forced, i)
		s.play(seat, st.Cards[0], i18n.T("for %s", "給 %s", "给 %s", st.Unit), l)
		t.Pending = &Pending{What: "forced", Effect: "march", Card: st.Cards[0], Step: st, Line: ps.Line}
	case "ASSAULT", "AMBUSH", "BOMBARD", "VOLLEY", "BATTERY":
		return s.declare(ps, l)
	case "PLAY", "LEADER", "SKIRMISH", "IF", "RESULT", "ADVANCE", "LOSS":
		return bad("it belongs to a combat, and no combat is under way", "它屬於戰鬥，但沒有進行中的戰鬥", "它属于战斗，但没有进行中的战斗")
	case "RESTORE":
		return s.restore(ps, l)
	case "REDOUBT":
		return s.redoubt(st, l)
	}
	return nil
}

// playable says why seat cannot play card as kind now, or nil.
func (s *State) playable(seat Seat, id, kind string) *lineErr {
	if !s.inHand(seat, id) {
		return bad("%s is not in your hand", "%s 不在手牌中", "%s 不在手牌中", id)
	}
	if c, _ := s.card(seat, id); c.Kind != kind {
		return bad("%s is not a %s card", "%s 不是%s牌", "%s 不是%s牌", id, kindText(kind))
	}
	return nil
}

// play takes a card from seat's hand face up, saying what for.
func (s *State) play(seat Seat, id string, what i18n.Text, l *logger) {
	s.take(seat, id)
	l.AddT("%s plays %s %s.", "%s打出 %s，%s。", "%s打出 %s，%s。", seatText(seat), s.cardFull(seat, id), what)
}

// settlePending gives the opponent the chance to cancel the card with
// Guerrilla (rule 9.2), then lets it work.
func (s *State) settlePending(l *logger) {
	p := s.T.Pending
	seat, opp := s.Active, s.Active.Other()
	ans, ok := s.decide(opp, askGuerrilla, p.What, s.nations[opp].HasKind(KindGuerrilla), func() *plan.Question { return s.guerrillaQuestion(p) })
	if !ok {
		return
	}
	s.T.Pending = nil
	if ans.Word == "YES" {
		if g := s.handOf(opp, func(c *Card) bool { return c.Kind == KindGuerrilla }); len(g) > 0 {
			s.take(opp, g[0])
			s.toDiscard(seat, p.Card)
			s.toDiscard(opp, g[0])
			l.AddT("%s answers with %s: %s is cancelled and both cards are discarded.", "%s以 %s 回應：%s 被抵消，兩張牌都棄掉。", "%s以 %s 回应：%s 被抵消，两张牌都弃掉。", seatText(opp), s.cardName(opp, g[0]), s.cardName(seat, p.Card))
			if p.Effect == "restore" {
				l.AddT("The unit stays damaged.", "該單位仍然受損。", "该单位仍然受损。")
			}
			return
		}
	}
	st := p.Step
	switch p.Effect {
	case "move":
		i, _ := s.nations[seat].UnitIndex(st.Unit)
		if why := s.moveProblem(seat, i, st.Path); why != nil {
			s.skip(plan.Step[Step]{Line: p.Line, Text: st.canonical(), Act: st}, why.Msg, l)
		} else {
			s.moveUnit(seat, i, st.Path, l)
		}
	case "march":
		i, _ := s.nations[seat].UnitIndex(st.Unit)
		from := s.unit(seat, i).Sq
		s.relocate(seat, i, st.Path[0])
		l.AddT("%s's %s marches on from %s to %s.", "%s的 %s 由 %s 強行軍到 %s。", "%s的 %s 由 %s 强行军到 %s。", seatText(seat), st.Unit, from.String(), st.Path[0].String())
	case "restore":
		i, _ := s.nations[seat].UnitIndex(st.Unit)
		s.unit(seat, i).Damaged = false
		l.AddT("%s's %s is restored to full strength.", "%s的 %s 恢復滿戰力。", "%s的 %s 恢复满战力。", seatText(seat), st.Unit)
	}
	s.toDiscard(seat, p.Card)
}

// endTurn closes the active player's turn: the end of the game when both
// decks have run out (rule 2.3), else the other player's turn.
func (s *State) endTurn(l *logger) {
	s.T = nil
	if s.EndAfter > 0 && s.Turn == s.EndAfter && s.Active == s.EndSeat {
		s.finalScore(l)
		return
	}
	if s.Active == s.First.Other() {
		s.Turn++
	}
	s.Active = s.Active.Other()
	s.Seq = 0
	l.AddT("Next: turn %d, %s's player turn; %s sends a plan.", "下一步：第 %d 回合，%s的玩家回合；%s提交計劃。", "下一步：第 %d 回合，%s的玩家回合；%s提交计划。", s.Turn, s.sideText(s.Active), seatText(s.Active))
}
