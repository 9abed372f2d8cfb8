package maneuver

import (
	"slices"

	"adjutant/games"
	"adjutant/games/kit/checked"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// submit checks the lines of seat (me) for the current phase without
// storing anything: the set-up lines against the choices still to make, a
// turn plan against the position (its moves are tried in order on a
// copy), and the standing answers of a seat not asked (standing) for the
// next question that arises.
func (s *State) submit(seat games.Seat, me Seat, standing bool, lines []games.Line) games.SubmitResult {
	m := modeTurn
	switch {
	case standing:
		m = modeAnswer // kept for the next question that arises
	case s.Question != nil && s.Question.Kind != askPlan:
		m = modeAnswer
	case s.Stage != StageTurn:
		m = modeSetup
	}
	p, echo, probs := s.parse(me, m, lines)
	c := checked.Lines{Echo: echo, Problems: probs}
	for _, e := range p.book {
		if why := s.answerProblem(me, e); why != nil {
			c.Refuse(e.Line, why.msg)
			continue
		}
		if e.Kind == askChoose && e.Answer.Word == "RETREAT" {
			c.Note(e.Line, i18n.T("a unit with no free square to retreat to when the time comes takes the hit instead", "屆時無處可退的單位改為承受傷害", "届时无处可退的单位改为承受伤害"))
		}
	}
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
	missed := m == modeAnswer && !standing && !s.answered(p.book)
	if missed {
		q := s.Question
		c.Note(0, i18n.T("No line of this mail answers the question asked of you: %s. It is still open; without an answer by the deadline: %s.", "本信沒有一行回答向您提出的問題：%s。問題仍待回答；期限前未答覆則：%s。", "本信没有一行回答向您提出的问题：%s。问题仍待回答；期限前未答复则：%s。", q.Private.Ask, q.Private.Default))
	}
	res := c.Result(seat, "(nothing)")
	res.Complete = res.Complete && !missed
	return res
}

// answered reports whether the standing answers sent cover the question
// now asked (any question but the rest of a plan).
func (s *State) answered(book []plan.Entry[Answer]) bool {
	q := s.Question
	if q == nil || q.Kind == askPlan {
		return true
	}
	for _, e := range book {
		if e.Kind == q.Kind && (e.Subject == q.Subject || e.Subject == plan.Any) {
			return true
		}
	}
	return false
}

// checkPlan tries a turn plan on a copy of the position: the order of the
// phases, one move and one combat, every move and the combat's target as
// the position will be when they run, the combat's own lines against the
// units the plan brings into it, the restore and the redoubt. A card not
// in the hand now is a note when the draw may bring it, else refused.
func (s *State) checkPlan(seat Seat, steps plan.Queue[Step]) []checked.Finding {
	sim := s.clone()
	if sim.T == nil {
		sim.T = &TurnState{Phase: phDiscard}
	}
	c := &planCheck{sim: sim, t: sim.T, seat: seat, n: s.nations[seat], phase: sim.T.Phase,
		used: map[string][]plan.Step[Step]{}, moves: len(sim.T.Moved)}
	c.draws = c.drawsBeforeMove(steps)
	for k, ps := range steps {
		if ps.Stop == plan.Ask {
			// The judge asks after the draw, so a discard written after
			// the ASK comes too late.
			c.phase = max(c.phase, phScout)
			continue
		}
		if !c.inOrder(ps) {
			continue
		}
		st := ps.Act
		cards := st.Cards
		if st.Verb == "IF" {
			cards = st.Then.Cards
		}
		c.cardsInHand(ps, cards)
		if opensCombat(st.Verb) {
			c.fight = c.newPlanFight(ps, steps[k+1:])
		}
		found := len(c.out)
		c.step(ps.Line, st, cards)
		if !c.refusedSince(found) {
			c.useCards(ps, cards)
		}
	}
	return c.withoutNotesOnRefusals()
}

// withoutNotesOnRefusals drops the notes on lines that are refused: a
// line that is not kept needs no warning that it may not run.
func (c *planCheck) withoutNotesOnRefusals() []checked.Finding {
	refused := map[int]bool{}
	for _, f := range c.out {
		refused[f.Line] = refused[f.Line] || !f.Note
	}
	var out []checked.Finding
	for _, f := range c.out {
		if !f.Note || !refused[f.Line] {
			out = append(out, f)
		}
	}
	return out
}

// drawsBeforeMove is how many cards the player draws before its move:
// back to five after the plan's discard (rule 4), one more after a Scout.
// Mid-turn the draw is behind the player.
func (c *planCheck) drawsBeforeMove(steps plan.Queue[Step]) int {
	kept, scout := len(c.sim.Sides[c.seat].Hand), false
	for _, ps := range steps {
		switch ps.Act.Verb {
		case "DISCARD":
			for _, id := range ps.Act.Cards {
				if c.sim.inHand(c.seat, id) {
					kept--
				}
			}
		case "SCOUT":
			scout = true
		}
	}
	n := 0
	if c.phase == phDiscard && kept < HandSize {
		n = HandSize - kept
	}
	if scout && c.phase <= phScout {
		n++
	}
	return n
}

// planCheck is checkPlan's walk through a plan: the position as the plan
// will have made it (sim, with its turn t), the phase reached, the cards
// used so far, whether the lines are inside a combat (and which), the
// moves made, the line of the combat, the cards drawn before the move, the lines
// certain to make the turn's restore and redoubt, and the findings.
type planCheck struct {
	sim       *State
	t         *TurnState
	seat      Seat
	n         *Nation
	phase     int
	used      map[string][]plan.Step[Step] // card: the lines that use it
	inCombat  bool
	fight     *planFight
	lastFight *planFight // the plan's combat, unless refused
	moves     int
	combatAt  int // the line certain to make the turn's combat
	draws     int
	restoreAt int
	redoubtAt int
	out       []checked.Finding
}

func (c *planCheck) fail(line int, en, hant, hans string, a ...any) {
	c.out = append(c.out, checked.Finding{Line: line, Msg: i18n.T(en, hant, hans, a...)})
}

func (c *planCheck) refuse(line int, why *lineErr) {
	c.out = append(c.out, checked.Finding{Line: line, Msg: why.msg})
}

func (c *planCheck) kind(id string) string {
	if cd, ok := c.n.Card(id); ok {
		return cd.Kind
	}
	return ""
}

func (c *planCheck) unit(code string) int {
	i, _ := c.n.UnitIndex(code)
	return i
}

// inOrder checks that the line comes in its phase (rule 4), that a unit
// has moved before the combat and restoring phases, and that a combat's
// own lines follow its declaration; false when the line is refused.
func (c *planCheck) inOrder(ps plan.Step[Step]) bool {
	st := ps.Act
	ph := phaseOf(st.Verb)
	if ph < c.phase {
		c.fail(ps.Line, "%s comes too late: the turn's phases go discard, scout, move, combat, restore, redoubt", "%s 太遲了：回合順序為棄牌、偵察、移動、戰鬥、恢復、戰壕", "%s 太迟了：回合顺序为弃牌、侦察、移动、战斗、恢复、战壕", verbWord(st.Verb))
		return false
	}
	if ph > phMove && c.moves == 0 && c.phase <= phMove {
		c.fail(ps.Line, "a unit must move before the combat and restoring phases: add a MOVE line before this one (or end the plan with ASK to see your new cards first)", "戰鬥與恢復之前須先移動一個單位：請在此行前加 移動（或以 詢問 結束計劃，先看新牌）", "战斗与恢复之前须先移动一个单位：请在此行前加 移动（或以 询问 结束计划，先看新牌）")
		c.moves = 1 // one complaint is enough
	}
	c.phase = ph
	if combatLine(st.Verb) && !c.inCombat {
		c.fail(ps.Line, "%s belongs to a combat: put it after the ASSAULT, AMBUSH, BOMBARD or VOLLEY line", "%s 屬於戰鬥：請放在突擊、伏擊、炮擊或齊射之後", "%s 属于战斗：请放在突击、伏击、炮击或齐射之后", verbWord(st.Verb))
		return false
	}
	if combatLine(st.Verb) && c.fight != nil && c.fight.refused {
		c.fail(ps.Line, "%s goes with the combat of line %d, which is refused: correct that line, or leave this one out", "%s 屬於第 %d 行的戰鬥，而該行被拒：請改正該行，或刪去此行", "%s 属于第 %d 行的战斗，而该行被拒：请改正该行，或删去此行", verbWord(st.Verb), c.fight.line)
		return false
	}
	if !combatLine(st.Verb) {
		c.inCombat, c.fight = false, nil
	}
	return true
}

// useCards: each card is used once in a plan; the cards of a refused
// line are not counted, as the line is not kept. Two IF lines whose
// conditions cannot both hold may name the same card: one of them runs.
func (c *planCheck) useCards(ps plan.Step[Step], cards []string) {
	for _, id := range cards {
		for _, k := range c.used[id] {
			if !exclusive(k.Act, ps.Act) {
				c.fail(ps.Line, "%s is used twice in the plan (line %d uses it first)", "%s 在計劃中用了兩次（第 %d 行先用了）", "%s 在计划中用了两次（第 %d 行先用了）", id, k.Line)
				return
			}
		}
		c.used[id] = append(c.used[id], ps)
	}
}

// exclusive reports whether two lines are IF lines that no one defence
// total satisfies both of.
func exclusive(a, b Step) bool {
	if a.Verb != "IF" || b.Verb != "IF" {
		return false
	}
	for def := 0; def <= 1000; def++ {
		if a.holds(def) && b.holds(def) {
			return false
		}
	}
	return true
}

// refusedSince reports whether a refusal was found after the first n
// findings.
func (c *planCheck) refusedSince(n int) bool {
	for _, f := range c.out[n:] {
		if !f.Note {
			return true
		}
	}
	return false
}

// cardsInHand: a card not in the hand now is refused in a discard (which
// comes before the draw) and when no card is drawn before it, else noted.
func (c *planCheck) cardsInHand(ps plan.Step[Step], cards []string) {
	for _, id := range cards {
		if c.sim.inHand(c.seat, id) {
			continue
		}
		switch {
		case ps.Act.Verb == "DISCARD":
			c.fail(ps.Line, "%s is not in your hand, and discards come before the draw", "%s 不在手牌中，而棄牌在摸牌之前", "%s 不在手牌中，而弃牌在摸牌之前", id)
		case c.draws == 0 && c.t.Phase > phDiscard:
			c.fail(ps.Line, "%s is not in your hand, and no card is drawn for the rest of this turn", "%s 不在手牌中，而本回合餘下部分不再摸牌", "%s 不在手牌中，而本回合余下部分不再摸牌", id)
		case c.draws == 0:
			c.fail(ps.Line, "%s is not in your hand, and you draw no card before it: you keep a full hand (DISCARD some cards first to draw as many, or play a card you hold)", "%s 不在手牌中，而此前不會摸牌：您保留了滿手牌（先 棄牌 才能摸回同樣張數，或打出手中的牌）", "%s 不在手牌中，而此前不会摸牌：您保留了满手牌（先 弃牌 才能摸回同样张数，或打出手中的牌）", id)
		default:
			c.out = append(c.out, checked.Finding{Line: ps.Line, Note: true, Msg: i18n.T("%s is not in your hand now: the line runs only if you draw it (you draw %d card(s) before your move)", "%s 目前不在手牌中：摸到才會執行（移動前摸 %d 張）", "%s 目前不在手牌中：摸到才会执行（移动前摸 %d 张）", id, c.draws)})
		}
	}
}

// step checks what the line does against the position, and plays its
// moves forward.
func (c *planCheck) step(line int, st Step, cards []string) {
	switch st.Verb {
	case "SCOUT", "REDOUBT":
		c.cardIs(line, st.Verb, cards[0])
	case "LEADER", "SKIRMISH":
		c.combatLine(line, st)
	case "MOVE", "SUPPLY":
		c.move(line, st, cards)
	case "FORCED":
		c.forcedMarch(line, st, cards)
	case "ASSAULT", "AMBUSH", "BOMBARD", "VOLLEY", "BATTERY":
		c.inCombat = true
		switch {
		case c.t.Fought:
			c.fight.refused = true
			c.fail(line, "one combat a turn, and this turn's has been fought", "每回合只能一場戰鬥，本回合已經打過", "每回合只能一场战斗，本回合已经打过")
			return
		case c.combatAt > 0:
			c.fight.refused = true
			c.fail(line, "one combat a turn: line %d declares it", "每回合只能一場戰鬥：第 %d 行已宣告", "每回合只能一场战斗：第 %d 行已宣告", c.combatAt)
			return
		}
		if why := c.sim.checkDeclare(c.seat, st); why != nil {
			c.fight.refused = true
			c.refuse(line, why)
			return
		}
		c.lastFight = c.fight
		if c.sim.inHand(c.seat, cards[0]) {
			c.combatAt = line
		}
	case "PLAY", "IF", "RESULT", "ADVANCE", "LOSS":
		c.combatLine(line, st)
	case "RESTORE":
		c.restore(line, st, cards[0])
	}
	if st.Verb == "REDOUBT" {
		c.redoubt(line, st, cards[0])
	}
}

// cardNeed is the kind of card a verb plays, and what to say of a card
// of another kind.
type cardNeed struct {
	kind           string
	en, hant, hans string
}

var cardNeeds = map[string]cardNeed{
	"SCOUT":    {KindScout, "%s is not a Scout/Spy card", "%s 不是偵察兵/間諜牌", "%s 不是侦察兵/间谍牌"},
	"LEADER":   {KindLeader, "%s is not a leader", "%s 不是領袖", "%s 不是领袖"},
	"SKIRMISH": {KindSkirmish, "%s is not a Skirmish card", "%s 不是佯攻牌", "%s 不是佯攻牌"},
	"REDOUBT":  {KindRedoubt, "%s is not a Redoubt card", "%s 不是戰壕牌", "%s 不是战壕牌"},
	"SUPPLY":   {KindSupply, "%s is not a Supply card", "%s 不是補給牌", "%s 不是补给牌"},
	"FORCED":   {KindForcedMarch, "%s is not a Forced March card", "%s 不是強行軍牌", "%s 不是强行军牌"},
}

// cardIs checks that card id is of the kind verb plays.
func (c *planCheck) cardIs(line int, verb, id string) bool {
	need := cardNeeds[verb]
	if c.kind(id) == need.kind {
		return true
	}
	c.fail(line, need.en, need.hant, need.hans, id)
	return false
}

// move checks the turn's MOVE, or a second unit's move by a Supply card,
// and makes it.
func (c *planCheck) move(line int, st Step, cards []string) {
	if st.Verb == "MOVE" && c.moves > 0 {
		c.fail(line, "one MOVE a turn; a second unit moves with SUPPLY", "每回合一個 移動；第二個單位用 補給", "每回合一个 移动；第二个单位用 补给")
		return
	}
	i := c.unit(st.Unit)
	if st.Verb == "SUPPLY" {
		if !c.supplyAllowed(line, i, cards[0]) {
			return
		}
	}
	p := c.sim.resolvePath(c.seat, i, st.Path)
	if why := c.sim.moveProblem(c.seat, i, p); why != nil {
		c.refuse(line, why)
		return
	}
	if st.Verb == "SUPPLY" {
		c.t.Supply = true
		c.mayBeCancelled(line, cards[0])
	}
	from := c.sim.unit(c.seat, i).Sq
	c.sim.relocate(c.seat, i, p[len(p)-1])
	c.t.Moved, c.t.From = append(c.t.Moved, i), append(c.t.From, from)
	c.moves++
}

// supplyAllowed: one Supply card a movement phase moves a second unit,
// after the first.
func (c *planCheck) supplyAllowed(line, i int, card string) bool {
	switch {
	case !c.cardIs(line, "SUPPLY", card):
		return false
	case c.t.Supply:
		c.fail(line, "one Supply card per movement phase", "每個移動階段只能用一張補給牌", "每个移动阶段只能用一张补给牌")
		return false
	case c.moves == 0:
		c.fail(line, "Supply moves a second unit, after the first", "補給是移動第二個單位，須先移動第一個", "补给是移动第二个单位，须先移动第一个")
		return false
	case slices.Contains(c.t.Moved, i):
		c.fail(line, "Supply moves another unit than the one that moved", "補給移動的須是另一個單位", "补给移动的须是另一个单位")
		return false
	}
	return true
}

// forcedMarch checks a Forced March and makes it.
func (c *planCheck) forcedMarch(line int, st Step, cards []string) {
	if !c.cardIs(line, "FORCED", cards[0]) {
		return
	}
	i := c.unit(st.Unit)
	if why := c.sim.forcedProblem(c.seat, i, st.Path[0]); why != nil {
		c.refuse(line, why)
		return
	}
	c.t.Forced = append(c.t.Forced, i)
	c.sim.relocate(c.seat, i, st.Path[0])
	c.mayBeCancelled(line, cards[0])
}

// mayBeCancelled notes a Supply or Forced March that the opponent's
// Guerrilla may cancel: the later lines are checked as if the move is
// made, and those that need it do not run if it is not.
func (c *planCheck) mayBeCancelled(line int, card string) {
	if opp := c.sim.nations[c.seat.Other()]; opp != nil && opp.HasKind(KindGuerrilla) {
		c.out = append(c.out, noteOf(line, i18n.T("%s's cards include Guerrilla, so your opponent may cancel %s: the lines after this one are checked as if the unit moves, and a line that needs the move does not run without it", "%s的牌中有游擊隊，對手可能抵消 %s：此後各行按單位已移動檢查，需要這次移動的行在未移動時不執行", "%s的牌中有游击队，对手可能抵消 %s：此后各行按单位已移动检查，需要这次移动的行在未移动时不执行", c.sim.nations[c.seat.Other()].Name, card)))
	}
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
			return s.openingCardProblem(n, cd, i, i18n.T("attack value", "攻擊值", "攻击值"), bad("an assault opens with one of the attacking unit's cards that has an attack value", "突擊須打出攻擊單位本身帶攻擊值的單位牌", "突击须打出攻击单位本身带攻击值的单位牌"))
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
			return s.openingCardProblem(n, cd, i, i18n.T("bombard value", "炮擊值", "炮击值"), bad("a bombard needs one of the unit's cards with a bombard value", "炮擊須打出該單位帶炮擊值的單位牌", "炮击须打出该单位带炮击值的单位牌"))
		}
		return s.fireProblem(from, at, cd.Range)
	case "VOLLEY":
		if cd.Kind != KindUnit || cd.Unit != i || cd.Volley.Zero() {
			return s.openingCardProblem(n, cd, i, i18n.T("volley value", "齊射值", "齐射值"), bad("a volley needs one of the unit's cards with a volley value", "齊射須打出該單位帶齊射值的單位牌", "齐射须打出该单位带齐射值的单位牌"))
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

// openingCardProblem says what is wrong with the card that opens a
// combat, before the rule (need) it breaks: another unit's card, not a
// unit card at all, or a card of the unit without the value.
func (s *State) openingCardProblem(n *Nation, cd *Card, i int, value i18n.Text, need *lineErr) *lineErr {
	code := n.Units[i].Code
	switch {
	case cd.Kind != KindUnit:
		return bad("%s is not a unit card: %s", "%s 不是單位牌：%s", "%s 不是单位牌：%s", cd.ID, need.msg)
	case cd.Unit != i:
		return bad("%s is a card of %s, not of %s: %s", "%s 是 %s 的牌，不是 %s 的：%s", "%s 是 %s 的牌，不是 %s 的：%s", cd.ID, n.Units[cd.Unit].Code, code, need.msg)
	}
	return bad("%s has no %s: %s", "%s 沒有%s：%s", "%s 没有%s：%s", cd.ID, value, need.msg)
}
