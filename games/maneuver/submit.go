package maneuver

import (
	"strings"

	"adjutant/games"
	"adjutant/games/kit/checked"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// submit checks the lines of seat (me) for the current phase without
// storing anything: the set-up lines against the choices still to make, a
// turn plan against the position (its moves are tried in order on a
// copy), and the standing answers of a seat not asked (standing) for the
// next question that arises. The summary of a mail with no line taken is
// in the writer's language.
func (s *State) submit(seat games.Seat, me Seat, standing bool, lines []games.Line, lang i18n.Lang) games.SubmitResult {
	if standing && !holdsStanding(lines) {
		// A plan written ahead of the seat's turn: the judge gives one
		// reason for the whole mail (the result has no echo).
		return checked.WholeMail(i18n.T("%s is not asked to act now", "%s現在不需行動", "%s现在不需行动", seatText(me)))
	}
	m := modeTurn
	switch {
	case standing:
		m = modeStanding // kept for the next question that arises
	case s.Question != nil && s.Question.Kind != askPlan:
		m = modeAnswer
	case s.Stage != StageTurn:
		m = modeSetup
	}
	p, echo, probs := s.parse(me, m, lines)
	c := checked.Lines{Echo: echo, Problems: probs}
	for _, e := range p.book {
		if why := s.answerProblem(me, e); why != nil {
			c.Refuse(e.Line, why.Msg)
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
				c.Refuse(st.Line, why.Msg)
			}
		}
	case modeTurn:
		c.Apply(s.checkPlan(me, p.steps))
		if why := s.continueProblem(p); why != nil {
			c.Refuse(p.cont, why.Msg)
		}
	}
	missed := m == modeAnswer && !standing && !s.answered(p.book)
	if missed {
		q := s.Question
		c.Note(0, i18n.T("No line of this mail answers the question asked of you: %s. It is still open; without an answer by the deadline: %s.", "本信沒有一行回答向您提出的問題：%s。問題仍待回答；期限前未答覆則：%s。", "本信没有一行回答向您提出的问题：%s。问题仍待回答；期限前未答复则：%s。", q.Private.Ask, q.Private.Default))
	}
	res := c.Result(seat, i18n.Tr(lang, "(nothing)", "（無）", "（无）"))
	res.Complete = res.Complete && !missed
	if standing {
		res.Notes = append(res.Notes, games.Problem{Message: s.standingNote(me, p.book, res)})
	}
	if s.answersStopWithoutPlan(me, m, res.Accepted.Lines) {
		msg := i18n.T(
			"No plan line of this mail is taken: the plan still to run runs as written (your report shows it); send plan lines to replace it.",
			"本信沒有被採用的計劃行：尚未執行的計劃照寫的進行（見戰報）；要取代它，請寄計劃行。",
			"本信没有被采用的计划行：尚未执行的计划照写的进行（见战报）；要取代它，请发送计划行。")
		if len(s.T.Plan) == 0 {
			msg = i18n.T(
				"No plan line of this mail is taken: the rest of your turn runs by default (the default move, no combat, no restoring); send plan lines to play it.",
				"本信沒有被採用的計劃行：回合餘下部分依預設進行（預設移動，不戰鬥，不恢復）；要自己下令，請寄計劃行。",
				"本信没有被采用的计划行：回合余下部分依默认进行（默认移动，不战斗，不恢复）；要自己下令，请发送计划行。")
		}
		res.Notes = append(res.Notes, games.Problem{Message: msg})
	}
	if s.turnStartsWithoutPlan(me, m, res) {
		res.Notes = append(res.Notes, games.Problem{Message: i18n.T(
			"No plan line of this mail is taken: your turn begins now with no discard (a turn's DISCARD comes in the mail that starts it), and the judge draws and asks you for the rest.",
			"本信沒有被採用的計劃行：您的回合隨即開始，不棄牌（棄牌 須寫在開始回合的那封信裡），裁判摸牌後詢問您回合餘下部分。",
			"本信没有被采用的计划行：您的回合随即开始，不弃牌（弃牌 须写在开始回合的那封信里），裁判摸牌后询问您回合余下部分。")})
	}
	return res
}

// turnStartsWithoutPlan: a complete mail of the active player at the start
// of its turn (standing answers alone, say) that holds no plan line; the
// turn then stops after the draw, its discard passed.
func (s *State) turnStartsWithoutPlan(me Seat, m mode, res games.SubmitResult) bool {
	if m != modeTurn || s.Stage != StageTurn || s.Question != nil || s.Active != me || !res.Complete {
		return false
	}
	p, _, _ := s.parse(me, modeTurn, res.Accepted.Lines)
	return len(p.steps) == 0
}

// answersStopWithoutPlan: at a stop that asks the active player for the
// rest of its turn, an answer whose accepted lines hold no plan line
// replaces nothing: the plan still to run runs, or with none the
// defaults (Resolve), which the reply says.
func (s *State) answersStopWithoutPlan(me Seat, m mode, accepted []games.Line) bool {
	if m != modeTurn || s.Question == nil || s.Question.Kind != askPlan || s.T == nil {
		return false
	}
	p, _, _ := s.parse(me, modeTurn, accepted)
	return len(p.steps) == 0 && p.cont == 0 // CONTINUE says it itself
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
		before := len(c.out)
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
		if opensCombat(st.Verb) && c.fight != nil && c.refusedSince(before) {
			// A declaration refused for any reason (its order in the
			// turn, its card) is not kept: its combat's lines go with it.
			c.fight.refused = true
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
	// mayRestore, mayRedoubt: the first kept line that may make the
	// turn's restoring attempt or play its Redoubt, though not surely
	// (a card the draw may bring, a unit the combat may damage).
	mayRestore int
	mayRedoubt int
	out        []checked.Finding
}

func (c *planCheck) fail(line int, en, hant, hans string, a ...any) {
	c.out = append(c.out, checked.Finding{Line: line, Msg: i18n.T(en, hant, hans, a...)})
}

func (c *planCheck) refuse(line int, why *lineErr) {
	c.out = append(c.out, checked.Finding{Line: line, Msg: why.Msg})
}

func (c *planCheck) kind(id string) string {
	if cd, ok := c.n.Card(id); ok {
		return cd.Kind
	}
	return ""
}

// someUnitCanMove: rule 5's one move is owed only when some unit of the
// seat can make it; with every unit hemmed in the turn goes on without.
func (c *planCheck) someUnitCanMove() bool {
	_, _, ok := c.sim.defaultMove(c.seat)
	return ok
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
	if ph > phMove && c.moves == 0 && c.phase <= phMove && c.someUnitCanMove() {
		// Without a MOVE line the turn makes the default move as the
		// movement phase closes: the lines after this one are judged on
		// the position it leaves, as they will run.
		i, p, _ := c.sim.defaultMove(c.seat)
		from := c.sim.unit(c.seat, i).Sq
		c.fail(ps.Line, "a unit must move before the combat and restoring phases: add a MOVE line before this one (or end the plan with ASK to see your new cards first); without one, the judge moves %s from %s to %s first, by default", "戰鬥與恢復之前須先移動一個單位：請在此行前加 移動（或以 詢問 結束計劃，先看新牌）；若沒有，裁判會先按預設把 %s 由 %s 移到 %s", "战斗与恢复之前须先移动一个单位：请在此行前加 移动（或以 询问 结束计划，先看新牌）；若没有，裁判会先按默认把 %s 由 %s 移到 %s",
			c.n.Units[i].Code, from, joinSquares(p))
		c.sim.recordMove(c.seat, i, p)
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
		} else {
			c.fight.undrawn = cards[0]
		}
	case "PLAY", "IF", "RESULT", "ADVANCE", "LOSS":
		c.combatLine(line, st)
	case "RESTORE":
		if c.passes(func() { c.restore(line, st, cards[0]) }) {
			c.oncePerTurn(line, &c.mayRestore, c.restoreAt, i18n.T("one restoring attempt a turn (7)", "每回合只能嘗試恢復一次（7）", "每回合只能尝试恢复一次（7）"))
		}
	}
	if st.Verb == "REDOUBT" {
		if c.passes(func() { c.redoubt(line, st, cards[0]) }) {
			c.oncePerTurn(line, &c.mayRedoubt, c.redoubtAt, i18n.T("one Redoubt card a player turn (9.2)", "每個玩家回合一張戰壕牌（9.2）", "每个玩家回合一张战壕牌（9.2）"))
		}
	}
}

// oncePerTurn notes a kept line of a once-a-turn kind after an earlier
// line that may take the turn's one (may; sure is the line certain to):
// this line runs only if that one does not.
func (c *planCheck) oncePerTurn(line int, may *int, sure int, what i18n.Text) {
	switch {
	case *may > 0:
		c.out = append(c.out, noteOf(line, i18n.Join(i18n.T("line %d comes first and runs if it can (its card drawn, its unit damaged by then), and ", "第 %d 行在前，能執行就會執行（牌已抽到、單位屆時受損），而", "第 %d 行在前，能执行就会执行（牌已抽到、单位届时受损），而", *may),
			what, i18n.T(": this line runs only if line %d does not", "：只有第 %d 行沒有執行時，此行才會執行", "：只有第 %d 行没有执行时，此行才会执行", *may))))
	case sure != line:
		*may = line
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
		return bad("%s is not a unit card: %s", "%s 不是單位牌：%s", "%s 不是单位牌：%s", cd.ID, need.Msg)
	case cd.Unit != i:
		return bad("%s is a card of %s, not of %s: %s", "%s 是 %s 的牌，不是 %s 的：%s", "%s 是 %s 的牌，不是 %s 的：%s", cd.ID, n.Units[cd.Unit].Code, code, need.Msg)
	}
	return bad("%s has no %s: %s", "%s 沒有%s：%s", "%s 没有%s：%s", cd.ID, value, need.Msg)
}

// continueProblem says why a CONTINUE line cannot be used, or nil: it
// answers a stop that asks the active player for the rest of its turn,
// and stands for the plan still to run, which other plan lines would
// replace.
func (s *State) continueProblem(p parsed) *lineErr {
	switch {
	case p.cont == 0:
		return nil
	case s.Question == nil || s.Question.Kind != askPlan:
		return bad("CONTINUE answers a turn that stopped to ask you for the rest of it; this turn has not stopped: send its plan", "續行 用於回答暫停詢問您的回合；本回合並未暫停：請寄計劃", "续行 用于回答暂停询问您的回合；本回合并未暂停：请发送计划")
	case len(p.steps) > 0:
		return bad("CONTINUE runs the plan still to run as written, and the plan lines of this mail would replace it: send one or the other", "續行 照寫的執行尚未執行的計劃，而本信的計劃行會取代它：兩者擇一寄出", "续行 照写的执行尚未执行的计划，而本信的计划行会取代它：两者择一发送")
	}
	return nil
}

// standingNote says, to a seat not asked that sent standing answers, what
// its standing answers will be once the mail's accepted lines apply (at
// the next resolution, for the questions that arise from then on), and
// that the opponent is not told.
func (s *State) standingNote(me Seat, book []plan.Entry[Answer], res games.SubmitResult) i18n.Text {
	refused := checked.RefusedLines(res)
	b := s.Sides[me].Book.Clone()
	for _, e := range book {
		if !refused[e.Line] {
			b.Set(e)
		}
	}
	all := i18n.T("(none)", "（無）", "（无）")
	if ts := b.Texts(); len(ts) > 0 {
		all = i18n.Plain(strings.Join(ts, "; "))
	}
	return i18n.T("you are not asked now, so this mail changes only your standing answers: from the next resolution on (when the opponent's mail completes what is asked of them, or at the deadline) the questions that arise follow them, and the opponent is not told; your standing answers will then be: %s",
		"現在不需要您行動，本信只更改您的常備答覆：自下一次結算起（對方來信完成所需行動時，或期限到時），之後出現的問題依照這些答覆，對方不會得知；屆時您的常備答覆為：%s",
		"现在不需要您行动，本信只更改您的常备答复：自下一次结算起（对方来信完成所需行动时，或期限到时），之后出现的问题依照这些答复，对方不会得知；届时您的常备答复为：%s", all)
}

// holdsStanding reports whether any line starts with a standing answer's
// word, well written or not.
func holdsStanding(lines []games.Line) bool {
	for _, l := range lines {
		t := tokens(l.Text)
		if len(t) == 0 {
			continue
		}
		switch verbs[t[0]] {
		case "DEFEND", "WITHDRAW", "GUERRILLA", "CHOOSE", "SIDE":
			return true
		}
	}
	return false
}
