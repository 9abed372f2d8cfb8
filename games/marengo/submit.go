package marengo

import (
	"fmt"
	"slices"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/checked"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// Submit checks a seat's lines for the current phase without storing
// anything: only a seat asked may send lines, which State.submit checks.
func (g *Game) Submit(seat games.Seat, lines []games.Line, lang i18n.Lang) games.SubmitResult {
	res, notAsked := checked.NotAsked(g, seat)
	if notAsked && !g.TakesStanding(seat) {
		return res
	}
	side, _ := sideOfSeat(seat) // a side asked, or taking standing answers
	if notAsked {
		return g.s.submitStanding(seat, side, lines, lang)
	}
	return g.s.submit(seat, side, lines, lang)
}

// TakesStanding: once the turns have begun, a side not asked (the enemy's
// turn, a question put to the enemy) may change its standing answers at
// any time; the next resolution uses them for the decisions still to take.
func (g *Game) TakesStanding(seat games.Seat) bool {
	_, ok := sideOfSeat(seat)
	return ok && g.s.Stage == stageTurn
}

// submit checks the lines of seat (side). It checks only what the side
// itself knows: the words, its own blocks, the order of the turn's phases
// and what one line leaves for the next. Whether an assault is blocked or
// an attack won is the enemy's secret until the line runs, so a line that
// may fail is accepted with a note, and if it does fail its owner alone is
// asked again.
func (s *State) submit(seat games.Seat, side Side, lines []games.Line, lang i18n.Lang) games.SubmitResult {
	m := modePlan
	if q := s.Question; q != nil && q.Kind != askPlan {
		m = modeAnswer
	}
	p, echo, probs := parseLines(s.sc, side, m, lines)
	c := checked.Lines{Echo: echo, Problems: probs}
	if m == modePlan {
		c.Apply(s.judgePlan(side, p.steps, probs, p.cont))
	} else {
		c.Apply(s.checkPlan(side, p.steps))
	}
	s.checkBook(side, p, &c)
	if p.cont > 0 && s.Question == nil {
		c.Refuse(p.cont, txt("CONTINUE answers a turn that stopped; this turn has not begun: send its plan", "續行 用於回答暫停的回合；本回合尚未開始：請寄計劃", "续行 用于回答暂停的回合；本回合尚未开始：请发送计划"))
	}
	res := c.Result(seat, i18n.Tr(lang, "(nothing)", "（無）", "（无）"))
	switch {
	case len(res.Problems) > 0:
		res.Notes = append(res.Notes, games.Problem{Message: refusedLeftOut(res.Problems, m)})
	case m == modePlan:
		if why := s.leftToDefault(p); why != nil {
			res.Complete = false
			res.Notes = append(res.Notes, games.Problem{Message: *why})
		}
	default:
		if why := s.unanswered(p); why != nil {
			res.Complete = false
			res.Notes = append(res.Notes, games.Problem{Message: *why})
		}
	}
	return res
}

// unanswered says, of a mail sent while a question is put, that no line
// of it answers that question (another area or kind, a slip of the
// pen): the question stays open until the deadline, rather than being
// settled at once by its default.
func (s *State) unanswered(p parsed) *i18n.Text {
	q := s.Question
	for _, e := range p.book {
		if e.Kind == q.Kind && (e.Subject == q.Subject || e.Subject == plan.Any) {
			return nil
		}
	}
	verb := wordText(strings.ToUpper(q.Kind))
	t := txt("no line of this mail answers the question put to you (%s %s), which stays open: answer it with a %s %s line (in a mail with ADD to keep this one's lines too), or at the deadline it takes its default (%s)",
		"本信沒有一行回答向您提出的問題（%s %s），問題仍待回答：請以 %s %s 一行回答（信中寫上 ADD 可同時保留本信各行），否則期限到時採用預設（%s）",
		"本信没有一行回答向您提出的问题（%s %s），问题仍待回答：请以 %s %s 一行回答（信中写上 ADD 可同时保留本信各行），否则期限到时采用默认（%s）",
		verb, q.Subject, verb, q.Subject, q.Private.Default)
	return &t
}

// refusedLeftOut says what the deadline does with a mail some of whose
// lines were refused: it runs without them.
func refusedLeftOut(probs []games.Problem, m mode) i18n.Text {
	var lines []int
	for _, p := range probs {
		lines = append(lines, p.Line)
	}
	slices.Sort(lines)
	var ns []i18n.Text
	for _, n := range slices.Compact(lines) {
		ns = append(ns, plain(fmt.Sprint(n)))
	}
	list := i18n.ListText(ns)
	if m == modeAnswer {
		return txt("line(s) %s were refused and are left out: send them corrected, or the question takes its default unless the lines kept answer it",
			"第 %s 行被退回，不予採用：請更正後重寄；否則問題採用預設，除非已採用的行已經回答了它",
			"第 %s 行被退回，不予采用：请更正后重新发送；否则问题采用默认，除非已采用的行已经回答了它", list)
	}
	return txt("line(s) %s were refused and are left out: send the plan again corrected, or the turn runs the lines kept, in order, without them",
		"第 %s 行被退回，不予採用：請更正後重寄計劃，否則回合依序執行已採用的行，不含被退回的行",
		"第 %s 行被退回，不予采用：请更正后重新发送计划，否则回合依序执行已采用的行，不含被退回的行", list)
}

// leftToDefault says what a plan mail leaves to the deadline, and what
// will happen then; nil when it ends the turn (or answers the stop).
// Standing answers alone never end a turn: a mail that holds only them
// changes them and leaves the turn waiting.
func (s *State) leftToDefault(p parsed) *i18n.Text {
	if p.ends() {
		return nil
	}
	if s.Question != nil {
		t := txt("this mail answers nothing of the stopped turn (standing answers only change standing answers): send the rest of the plan, CONTINUE to run the lines set aside, or DONE to end the turn; if nothing more comes, the turn ends as if you had sent DONE",
			"本信沒有回答暫停的回合（常備答覆只更改常備答覆）：請寄回合餘下的計劃，或 續行（CONTINUE）執行暫緩的行，或 完成（DONE）結束回合；若沒有再來信，回合照 完成 結束",
			"本信没有回答暂停的回合（常备答复只更改常备答复）：请发送回合余下的计划，或 续行（CONTINUE）执行暂缓的行，或 完成（DONE）结束回合；若没有再来信，回合照 完成 结束")
		return &t
	}
	t := txt("this mail holds no plan line (standing answers only change standing answers), so your turn is not over: send your plan, or DONE (PASS) to end the turn with no moves; if nothing more comes, the turn runs with no moves, no activation and no reinforcement entering",
		"本信沒有計劃行（常備答覆只更改常備答覆），您的回合尚未結束：請寄計劃，或 完成（DONE、PASS）不動結束回合；若沒有再來信，回合照不動執行：不啟動、增援不登場",
		"本信没有计划行（常备答复只更改常备答复），您的回合尚未结束：请发送计划，或 完成（DONE、PASS）不动结束回合；若没有再来信，回合照不动执行：不启动、增援不登场")
	return &t
}

// checkPlan follows side's own blocks through a plan: each line against
// the place its blocks will stand if the lines before it run as written,
// and against the public facts of the position (submit_public.go).
func (s *State) checkPlan(side Side, steps plan.Queue[Step]) []checked.Finding {
	c := &planCheck{s: s, side: side, b: cloneBoard(&s.B), phase: phActivate, moved: map[string]bool{}, touched: map[string]bool{}, activations: -1}
	if s.Run != nil {
		c.phase = c.b.T.Phase
	}
	for _, id := range c.b.T.Moved {
		c.moved[id] = true
	}
	for _, ps := range steps {
		phase := c.phase
		if ps.Stop == plan.Ask || !c.inPhase(ps) {
			continue
		}
		st, line := ps.Act, ps.Line
		c.sideOnly(line, st)
		c.blocksFree(line, st)
		c.arrived(line, st)
		if why := ownBlockCheck(&c.b, st); why != nil {
			c.fail(line, why.Msg)
		} else if why := c.bombardFromReserve(st); why != nil {
			c.fail(line, why.Msg)
		} else if why := c.overCapacity(st); why != nil {
			c.fail(line, why.Msg)
		} else if why := c.moveShape(st); why != nil {
			c.fail(line, why.Msg)
		} else if why := c.attackAfterFight(st); why != nil {
			c.fail(line, why.Msg)
		}
		c.publicRules(line, st)
		c.perTurn(line, st)
		c.roadFromReserve(line, st)
		if st.Verb == "MOVE" || st.Verb == "ATTACK" {
			c.together(line, st)
		}
		if hasFail(c.out, line) {
			// A refused line is left out: the lines after it meet
			// the position without it, in the phase before it.
			c.phase = phase
			continue
		}
		c.countTurn(st)
		if st.Verb == "MOVE" && st.To != nil && c.b.enemyIn(c.side, st.To.Area) {
			if c.assaulted == nil {
				c.assaulted = map[string]bool{}
			}
			c.assaulted[st.To.Area] = true
		}
		if st.Verb == "ATTACK" || st.Verb == "MOVE" && st.To != nil && c.b.enemyIn(c.side, st.To.Area) {
			// Losses and fall-backs from here on change what the
			// side's areas hold: capacity is left to the line's run.
			c.fought = true
		}
		if c.fought {
			for _, id := range st.IDs {
				c.touched[id] = true
			}
		}
		if isMove(st.Verb) {
			for _, id := range st.IDs {
				c.moved[id] = true
			}
		}
		c.playForward(line, st)
	}
	return slices.DeleteFunc(c.out, func(f checked.Finding) bool { return f.Note && hasFail(c.out, f.Line) })
}

// planCheck is checkPlan's walk through a plan: side's blocks where the
// plan will have put them (b), the phase reached, the blocks moved so far,
// and the findings.
type planCheck struct {
	s     *State
	side  Side
	b     Board
	phase int
	moved map[string]bool
	out   []checked.Finding
	// activations left to the plan by choice (rule 4.6); -1 until the
	// first ACTIVATE line counts them.
	activations int
	// fought: an attack or assault came before, so the blocks an area
	// holds are no longer known when the plan is sent.
	fought bool
	// touched: blocks named by a line from the first attack or assault
	// on, whose place is then known only when the turn runs.
	touched map[string]bool
	limits  turnLimits
	// assaulted: areas a kept MOVE line assaults, whose defenders may
	// then block the approach (rule 7.1).
	assaulted map[string]bool
}

func (c *planCheck) fail(line int, t i18n.Text) {
	c.out = append(c.out, checked.Finding{Line: line, Msg: t})
}

func (c *planCheck) note(line int, t i18n.Text) {
	c.out = append(c.out, checked.Finding{Line: line, Msg: t, Note: true})
}

// inPhase checks the line comes in its phase of the turn; false when it
// is refused.
func (c *planCheck) inPhase(ps plan.Step[Step]) bool {
	st := ps.Act
	ph := phaseOf(st.Verb)
	if ph < c.phase {
		c.fail(ps.Line, txt("%s comes too late: a turn goes ACTIVATE, FIRE/CANCEL, ATTACK, then MOVE/ROAD/ENTER/PONTOON, then BOMBARD",
			"%s 太遲了：回合順序為 啟動、開火/取消、攻擊、移動/道路/登場/浮橋、砲擊", "%s 太迟了：回合顺序为 启动、开火/取消、攻击、移动/道路/登场/浮桥、炮击", wordText(st.Verb)))
		return false
	}
	c.phase = ph
	return true
}

// sideOnly: only the French activate, only Austria has a pontoon.
func (c *planCheck) sideOnly(line int, st Step) {
	switch st.Verb {
	case "ACTIVATE":
		if c.side != France {
			c.fail(line, txt("only the French activate blocks", "只有法軍需要啟動部隊", "只有法军需要启动部队"))
		}
	case "PONTOON":
		if c.side != Austria || c.s.sc.Pontoon == "" {
			c.fail(line, txt("only Austria has a pontoon", "只有奧軍有浮橋", "只有奥军有浮桥"))
		}
	}
}

// blocksFree checks each block named can do what the line says: not
// eliminated, entering only if waiting to, else on the map, moving once.
func (c *planCheck) blocksFree(line int, st Step) {
	entering := st.Verb == "ENTER" || st.Verb == "PONTOON"
	for _, id := range st.IDs {
		x := c.b.block(id)
		switch {
		case x.Status == isGone:
			c.fail(line, txt("%s has been eliminated", "%s 已被殲滅", "%s 已被歼灭", id))
		case entering && x.Status != isDue:
			c.fail(line, txt("%s is not a reinforcement waiting to enter", "%s 不是等待登場的增援", "%s 不是等待登场的增援", id))
		case !entering && x.Status == isDue:
			c.fail(line, txt("%s has not entered the map: ENTER it first", "%s 尚未登場：請先 登場", "%s 尚未登场：请先 登场", id))
		case isMove(st.Verb) && c.moved[id]:
			c.fail(line, txt("%s moves once a turn and moves on an earlier line", "%s 每回合只能移動一次，前面已有一行移動它", "%s 每回合只能移动一次，前面已有一行移动它", id))
		case isMove(st.Verb) && x.On() && x.Inactive && !(c.s.Run == nil && wakesByItself(c.s.sc, &c.s.B, x)):
			c.fail(line, txt("%s is not activated yet (rule 4.6): ACTIVATE it on the plan's first lines, within the turn's allowance, or move another block",
				"%s 尚未啟動（規則 4.6）：請在計劃開頭以 啟動 喚醒它（不超過本回合可啟動數），或改動別的部隊",
				"%s 尚未启动（规则 4.6）：请在计划开头以 启动 唤醒它（不超过本回合可启动数），或改动别的部队", id))
		}
	}
}

// arrived: a reinforcement enters from its hour on.
func (c *planCheck) arrived(line int, st Step) {
	if st.Verb != "ENTER" && st.Verb != "PONTOON" {
		return
	}
	if d, _ := c.s.sc.Def(st.IDs[0]); d.Hour > c.b.Hour {
		c.fail(line, txt("%s arrives at %s", "%s 於 %s 到達", "%s 于 %s 到达", st.IDs[0], hourText(d.Hour)))
	}
}

// together: a group leaves one place (option group: or one area, its
// reserve and approaches alike); attackers stand on one approach.
func (c *planCheck) together(line int, st Step) {
	var at Place
	for i, id := range st.IDs {
		x := c.b.block(id)
		apart := x.At.Area != at.Area
		if st.Verb == "ATTACK" {
			apart = x.At != at
		}
		if i > 0 && apart && x.Status == onMap && st.Verb == "ATTACK" {
			c.fail(line, txt("the attackers of one attack stand on one approach: %s is on %s, %s on %s", "同一次攻擊的部隊須在同一邊界：%s 在 %s，%s 在 %s", "同一次攻击的部队须在同一边界：%s 在 %s，%s 在 %s", st.IDs[0], at.String(), id, x.At.String()))
			return
		}
		if i > 0 && x.Status == onMap {
			if why := c.s.Options.groupApart(st.IDs[0], id, at, x.At); why != nil {
				c.fail(line, why.Msg)
				return
			}
		}
		if i == 0 {
			at = x.At
		}
	}
}

// playForward puts the line's blocks where it leaves them, for the lines
// after it. A move into an enemy-held area is an assault, which the enemy
// may block: that is known only when it runs, so it is noted.
func (c *planCheck) playForward(line int, st Step) {
	if st.Verb == "ACTIVATE" {
		for _, id := range st.IDs {
			c.b.block(id).Inactive = false
		}
	}
	if st.Verb == "MOVE" && st.To != nil {
		if st.To.Reserve() && c.b.enemyIn(c.side, st.To.Area) {
			c.note(line, txt("an assault on %s: whether the enemy blocks it is known only when it runs", "突擊 %s：敵軍是否防堵，要執行時才知道", "突击 %s：敌军是否防堵，要执行时才知道", st.To.Area))
		}
		for _, id := range st.IDs {
			c.b.block(id).At = *st.To
		}
	}
	if (st.Verb == "ROAD" || st.Verb == "ENTER") && len(st.Path) > 0 {
		c.b.block(st.IDs[0]).At = reserveOf(st.Path[len(st.Path)-1])
	}
	if st.Verb == "ENTER" && len(st.Path) == 0 {
		if d, ok := c.s.sc.Def(st.IDs[0]); ok {
			if e, ok := c.s.sc.Entry(d.Entry); ok {
				c.b.block(st.IDs[0]).At = reserveOf(e.Area)
			}
		}
	}
	if st.Verb == "PONTOON" && c.s.sc.Pontoon != "" {
		c.b.block(st.IDs[0]).At = reserveOf(c.s.sc.Pontoon)
	}
	if st.Verb == "ENTER" || st.Verb == "PONTOON" {
		// On the map from here on, so a later line that moves it
		// again is told it has moved, not that it must enter.
		c.b.block(st.IDs[0]).Status = onMap
	}
}

// overCapacity refuses a MOVE into an area that the side's own blocks
// will already fill (rule 3: the capacity counts a side's blocks alone,
// so the side knows it), unless an attack earlier in the plan may have
// changed what the area holds.
func (c *planCheck) overCapacity(st Step) *lineErr {
	if st.Verb != "MOVE" || st.To == nil {
		return nil
	}
	if c.fought {
		return c.overCapacityAfterFight(st)
	}
	a, ok := c.s.sc.Area(st.To.Area)
	if !ok {
		return nil
	}
	coming := 0
	for _, id := range st.IDs {
		if x := c.b.block(id); x.On() && x.At.Area != st.To.Area {
			coming++
		}
	}
	there := len(c.b.inArea(c.side, st.To.Area))
	if coming == 0 || there+coming <= a.Capacity {
		return nil
	}
	return bad("%[1]s holds %[2]d of your blocks at most, and %[3]d will stand there then: send fewer, or move blocks out of %[1]s on an earlier line", "%[1]s 最多容納您的 %[2]d 隻部隊，屆時已有 %[3]d 隻：請少派幾隻，或在前面的行先把部隊移出 %[1]s", "%[1]s 最多容纳您的 %[2]d 只部队，届时已有 %[3]d 只：请少派几只，或在前面的行先把部队移出 %[1]s",
		st.To.Area, a.Capacity, there)
}

// overCapacityAfterFight is overCapacity after an attack in the plan:
// losses may have emptied the area and advances filled it, but the
// blocks the fighting cannot have moved (fixed) are there still, so a
// group of fixed blocks that with them would overfill it is refused.
func (c *planCheck) overCapacityAfterFight(st Step) *lineErr {
	a, ok := c.s.sc.Area(st.To.Area)
	if !ok {
		return nil
	}
	coming := 0
	for _, id := range st.IDs {
		x := c.b.block(id)
		if !c.fixed(x) {
			return nil
		}
		if x.At.Area != st.To.Area {
			coming++
		}
	}
	there := 0
	for _, x := range c.b.inArea(c.side, st.To.Area) {
		if c.fixed(x) {
			there++
		}
	}
	if coming == 0 || there+coming <= a.Capacity {
		return nil
	}
	return bad("%[1]s holds %[2]d of your blocks at most, and %[3]d will stand there then whatever the fighting does: send fewer, or move blocks out of %[1]s on an earlier line", "%[1]s 最多容納您的 %[2]d 隻部隊，不論戰鬥結果，屆時至少已有 %[3]d 隻：請少派幾隻，或在前面的行先把部隊移出 %[1]s", "%[1]s 最多容纳您的 %[2]d 只部队，不论战斗结果，届时至少已有 %[3]d 只：请少派几只，或在前面的行先把部队移出 %[1]s",
		st.To.Area, a.Capacity, there)
}

// moveShape refuses a MOVE whose kind the side's own blocks and the
// public map already rule out (rule 6.1-6.2): to where the blocks stand,
// to an approach not facing the enemy, to another area's approach. The
// run's own reading decides, on the plan's board. After an attack in the
// plan the enemy's areas may have changed, and the line is left to its
// run, unless what it depends on cannot have changed (afterFight).
func (c *planCheck) moveShape(st Step) *lineErr {
	if st.Verb != "MOVE" || st.To == nil || len(st.IDs) == 0 {
		return nil
	}
	var group []*Block
	for _, id := range st.IDs {
		x := c.b.block(id)
		if !x.On() || x.Side != c.side {
			return nil
		}
		group = append(group, x)
	}
	_, _, why := (&run{sc: c.s.sc, opt: c.s.Options, b: &c.b}).moveKind(group, *st.To)
	if why == nil {
		return c.mapRulesOut(group, *st.To)
	}
	if !c.fought {
		return why
	}
	if keep := c.afterFight(group, *st.To, why); keep != nil {
		return keep
	}
	return c.fromEveryPlace(group, *st.To, why)
}

// fromEveryPlace keeps a refusal of moveShape's for a group standing
// together on an approach facing the enemy, named by no line since the
// first attack: the fighting may leave it there, withdraw it to its
// reserve or advance it into the area it faces, and nothing else. When
// the move cannot run from any of the three, it cannot run.
func (c *planCheck) fromEveryPlace(group []*Block, dest Place, why *lineErr) *lineErr {
	at := group[0].At
	for _, x := range group {
		if !x.On() || c.touched[x.ID] || x.At != at || at.Reserve() {
			return nil
		}
	}
	defer func() {
		for _, x := range group {
			x.At = at
		}
	}()
	r := &run{sc: c.s.sc, opt: c.s.Options, b: &c.b}
	for _, p := range []Place{at, reserveOf(at.Area), reserveOf(at.Face)} {
		for _, x := range group {
			x.At = p
		}
		kind, _, bad := r.moveKind(group, dest)
		if bad != nil {
			continue
		}
		if kind != "enter" {
			return nil
		}
		if ap, ok := c.s.sc.Approach(p.Area, dest.Area); ok && !ap.Impassable {
			return nil
		}
	}
	return why
}

// mapRulesOut refuses a MOVE into another area's reserve that the map
// rules out (no border, or an impassable one) from every area the group
// may stand in when the line runs: where it stands by the plan, and, for
// a group on an approach after an attack in the plan, the area it faces
// (committed blocks may advance into it). A group named by a line since
// the first attack is left to the run. The run's own words say why.
func (c *planCheck) mapRulesOut(group []*Block, dest Place) *lineErr {
	x := group[0]
	if !dest.Reserve() || c.touched[x.ID] {
		return nil
	}
	areas := []string{x.At.Area}
	if c.fought && !x.At.Reserve() {
		areas = append(areas, x.At.Face)
	}
	for _, a := range areas {
		if a == dest.Area {
			return nil
		}
		if ap, ok := c.s.sc.Approach(a, dest.Area); ok && !ap.Impassable {
			return nil
		}
	}
	return (&run{sc: c.s.sc, opt: c.s.Options, b: &c.b}).canEnter(c.side, x.At.Area, dest.Area, len(group))
}

// afterFight keeps a refusal of moveShape's for a MOVE after an attack
// only when the turn cannot change it. In its own turn a side's blocks
// in a reserve leave it only by a line that names them (the enemy's
// answers move only blocks on approaches, which may advance), and the
// enemy enters none of its areas: the enemy does not move in it but to
// retreat, and a retreat never goes into an area the side holds (rule
// 10). So a group standing in a reserve, named by no line since the
// first attack, stands there when the line runs; and an area where the
// side keeps such a block is still its own, with no enemy to commit
// against.
func (c *planCheck) afterFight(group []*Block, dest Place, why *lineErr) *lineErr {
	for _, x := range group {
		if !c.fixed(x) {
			return nil
		}
		if !x.At.Reserve() {
			// On an approach facing no enemy: it stays there, and the
			// run's reading on the plan's board holds.
			return why
		}
	}
	if dest.Reserve() || dest.Area != group[0].At.Area {
		// Already in that reserve, or another area's approach: the
		// group's own place alone rules it out.
		return why
	}
	for _, x := range c.b.at(c.side, reserveOf(dest.Face)) {
		if !c.touched[x.ID] {
			return why
		}
	}
	return nil
}

// attackAfterFight refuses an ATTACK after the plan's first attack or
// assault (which the play-through does not pass) when the turn cannot
// change what rules it out: its blocks, named by no line since the first
// attack, stand in a reserve (they stay there, see afterFight), or are
// more than the target area holds (on their approach they attack into
// it; advanced off it, they attack from a reserve, which no attack does).
// Before the first fight the play-through judges the line by the run.
func (c *planCheck) attackAfterFight(st Step) *lineErr {
	if st.Verb != "ATTACK" || !c.fought || len(st.IDs) == 0 {
		return nil
	}
	for _, id := range st.IDs {
		if x := c.b.block(id); !x.On() || x.Side != c.side || c.touched[id] {
			return nil
		}
	}
	bt, why := (&run{sc: c.s.sc, opt: c.s.Options, b: &c.b}).attackers(st)
	if why != nil {
		if x := c.b.block(st.IDs[0]); x.At.Reserve() {
			return bad("%[1]s stands in the %[2]s reserve, and nothing this turn moves it before its attack (attacks come before moves): attackers stand on an approach facing the enemy; attack with blocks on one, or commit %[1]s this turn (MOVE %[1]s TO %[2]s/area) and attack next turn",
				"%[1]s 在 %[2]s 後備，本回合在它攻擊之前沒有行動會移動它（攻擊在移動之前）：攻擊部隊須在面對敵軍的邊界上；請用邊界上的部隊攻擊，或本回合先投入 %[1]s（移動 %[1]s 到 %[2]s/區域），下回合再攻擊",
				"%[1]s 在 %[2]s 后备，本回合在它攻击之前没有行动会移动它（攻击在移动之前）：攻击部队须在面对敌军的边界上；请用边界上的部队攻击，或本回合先投入 %[1]s（移动 %[1]s 到 %[2]s/区域），下回合再攻击", x.ID, x.At.Area)
		}
		return nil
	}
	if a, ok := c.s.sc.Area(bt.target); ok && len(bt.group) > a.Capacity {
		return bad("%d attackers would not fit in %s (capacity %d) if they win", "%d 隻攻擊部隊獲勝後放不進 %s（容量 %d）", "%d 只攻击部队获胜后放不进 %s（容量 %d）", len(bt.group), bt.target, a.Capacity)
	}
	// Enemy blocks stand on an approach only by their own turn's moves or
	// by blocking an assault (rule 7.1): with none there now and no
	// assault on the area earlier in the plan, none will be.
	bf := bt.bf.Place()
	if len(c.b.at(c.side.Other(), bf)) == 0 && !c.assaulted[bt.target] {
		return bad("no enemy block is on %[1]s, and none will be when the line runs (the enemy moves only in its own turn, or blocks an assault): an approach nobody blocks is crossed by moving (an assault: MOVE %[2]s TO %[3]s), not attacked",
			"%[1]s 上沒有敵軍，執行時也不會有（敵軍只在自己的回合移動，或防堵突擊）：無人防堵的邊界以移動（突擊：移動 %[2]s 到 %[3]s）通過，不是攻擊",
			"%[1]s 上没有敌军，执行时也不会有（敌军只在自己的回合移动，或防堵突击）：无人防堵的边界以移动（突击：移动 %[2]s 到 %[3]s）通过，不是攻击",
			bf.String(), strings.Join(st.IDs, " "), bt.target)
	}
	return nil
}

// fixed reports whether the fighting of the side's own turn cannot have
// moved block x by the time a later line runs: it is named by no line
// since the first attack, and it stands in a reserve (see afterFight) or
// on an approach facing an area the enemy does not hold, which no enemy
// leaves (the enemy moves only to retreat), so no advance takes it on.
func (c *planCheck) fixed(x *Block) bool {
	if !x.On() || c.touched[x.ID] {
		return false
	}
	return x.At.Reserve() || !c.b.enemyIn(c.side, x.At.Face)
}

// bombardFromReserve refuses a bombardment by a gun the plan leaves in a
// reserve (rule 8: only artillery on an approach declares). A reserve
// the enemy holds is passed over: a move into it is an assault, which,
// blocked, may leave the gun committed to the approach.
func (c *planCheck) bombardFromReserve(st Step) *lineErr {
	if st.Verb != "BOMBARD" {
		return nil
	}
	x := c.b.block(st.IDs[0])
	if !x.On() || !x.At.Reserve() || c.b.enemyIn(c.side, x.At.Area) {
		return nil
	}
	return bad("%[1]s will stand in the %[2]s reserve then: only artillery on an approach bombards (first MOVE %[1]s TO %[2]s/area, the approach facing the enemy)",
		"%[1]s 屆時在 %[2]s 後備：只有投入邊界的砲兵可以砲擊（先 移動 %[1]s 到 %[2]s/區域，即面對敵軍的邊界）",
		"%[1]s 届时在 %[2]s 后备：只有投入边界的炮兵可以炮击（先 移动 %[1]s 到 %[2]s/区域，即面对敌军的边界）", x.ID, x.At.Area)
}

// judgePlan checks a plan line by line (checkPlan) and plays it through
// (dryRunPlan). A line the play-through refuses is left out, so the
// checks are made again without it until nothing more is refused: a
// later line is judged on the plan as it will run.
func (s *State) judgePlan(side Side, steps plan.Queue[Step], probs []games.Problem, cont int) []checked.Finding {
	var out []checked.Finding
	var aside plan.Queue[Step]
	var asideByLine map[int]plan.Step[Step]
	if cont > 0 {
		aside, asideByLine = s.setAsideLines(side)
	}
	for range len(steps) + 3 {
		live := cont > 0 && !hasFail(out, cont)
		checkedSteps := keptSteps(steps, probs, out)
		if live {
			checkedSteps = append(slices.Clone(aside), checkedSteps...)
		}
		found := continueFindings(s.checkPlan(side, checkedSteps), cont, asideByLine)
		if live && hasFail(found, cont) {
			// A line set aside is ruled out as it stands: the CONTINUE
			// is refused, and the mail's own lines judged alone.
			out = append(out, slices.DeleteFunc(found, func(f checked.Finding) bool { return f.Line != cont || f.Note })[0])
			continue
		}
		dry := s.dryRunPlan(side, keptSteps(steps, probs, append(slices.Clone(out), found...)), live)
		if len(dry) == 0 {
			out = append(out, found...)
			break
		}
		if dry[0].Line < 0 {
			// A line set aside, which the CONTINUE would run, cannot
			// run: the CONTINUE is refused, and the mail's own lines
			// are played again as the whole answer.
			out = append(out, checked.Finding{Line: cont, Msg: dry[0].Msg})
			continue
		}
		// The first line refused is left out and the plan played
		// again: a refused line may have run in part (a continuation
		// passed over), so what the lines after it met is not what
		// they will meet.
		out = append(out, dry[0])
	}
	slices.SortStableFunc(out, func(a, b checked.Finding) int { return a.Line - b.Line })
	return out
}

// continueFindings puts the findings on lines set aside (under negative
// line numbers) on the CONTINUE line that runs them: a refusal of the
// CONTINUE, or a note naming the line.
func continueFindings(found []checked.Finding, cont int, aside map[int]plan.Step[Step]) []checked.Finding {
	out := found[:0:0]
	for _, f := range found {
		st, ok := aside[f.Line]
		switch {
		case f.Line >= 0 || !ok:
			out = append(out, f)
		case f.Note:
			out = append(out, checked.Finding{Line: cont, Note: true, Msg: txt("line %d set aside (%s): %s", "暫緩的第 %d 行（%s）：%s", "暂缓的第 %d 行（%s）：%s", st.Line, st.Text, f.Msg)})
		default:
			out = append(out, checked.Finding{Line: cont, Msg: continueRefusal(st, f.Msg)})
		}
	}
	return out
}

// keptSteps is the plan without the lines refused so far: the plan the
// turn will run if the mail stands.
func keptSteps(steps plan.Queue[Step], probs []games.Problem, found []checked.Finding) plan.Queue[Step] {
	out := plan.Queue[Step]{}
	for _, ps := range steps {
		if ps.Line > 0 && (hasFail(found, ps.Line) || slices.ContainsFunc(probs, func(p games.Problem) bool { return p.Line == ps.Line })) {
			continue
		}
		out = append(out, ps)
	}
	return out
}

func isMove(verb string) bool {
	switch verb {
	case "MOVE", "ROAD", "ENTER", "PONTOON", "ATTACK":
		return true
	}
	return false
}

func hasFail(fs []checked.Finding, line int) bool {
	for _, f := range fs {
		if f.Line == line && !f.Note {
			return true
		}
	}
	return false
}

// ownBlockCheck refuses at once what the side's own blocks' faces rule
// out, rather than stopping the turn when the line runs: a bombardment
// by a block that is not artillery (rule 8), leads that may not lead
// (rule 9.1), a continuation by a block that is not cavalry (rule 6.4).
func ownBlockCheck(b *Board, st Step) *lineErr {
	switch st.Verb {
	case "BOMBARD":
		if x := b.block(st.IDs[0]); x.Status != isGone && x.Arm != Artillery {
			return bad("%s is not artillery: only artillery bombards", "%s 不是砲兵：只有砲兵可以砲擊", "%s 不是炮兵：只有炮兵可以炮击", x.ID)
		}
	case "ATTACK":
		var arm Arm
		for i, id := range st.Lead {
			x := b.block(id)
			switch {
			case x.Arm == Artillery:
				return bad("%s is artillery: leads are infantry or cavalry", "%s 是砲兵：主攻須是步兵或騎兵", "%s 是炮兵：主攻须是步兵或骑兵", id)
			case x.Strength < 2:
				return bad("%s has strength %d: a lead has two or more", "%s 戰力 %d：主攻須戰力二或以上", "%s 战力 %d：主攻须战力二或以上", id, x.Strength)
			case i > 0 && x.Arm != arm:
				return bad("the leads are all infantry or all cavalry", "主攻須全是步兵或全是騎兵", "主攻须全是步兵或全是骑兵")
			}
			arm = x.Arm
		}
	}
	for _, c := range st.Then {
		if x := b.block(c.ID); x.Arm != Cavalry {
			return bad("%s is not cavalry: only cavalry continues (rule 6.4)", "%s 不是騎兵：只有騎兵能連續移動（規則 6.4）", "%s 不是骑兵：只有骑兵能连续移动（规则 6.4）", c.ID)
		}
	}
	return nil
}

// checkBook refuses or notes each standing answer of a submission: what
// the map or the side's own blocks rule out for good, and what cannot
// serve the question asked now.
func (s *State) checkBook(side Side, p parsed, c *checked.Lines) {
	for _, e := range p.book {
		if why := s.checkFrontAnswer(side, e); why != nil {
			c.Refuse(e.Line, *why)
		} else if why := s.checkPursueAnswer(side, e); why != nil {
			c.Refuse(e.Line, *why)
		} else if why := s.checkBlockAnswer(side, e); why != nil {
			c.Refuse(e.Line, *why)
		} else if why := s.checkRetreatAnswer(side, e); why != nil {
			c.Refuse(e.Line, *why)
		} else if why := s.checkStandingAnswer(side, e); why != nil {
			c.Refuse(e.Line, *why)
		} else if note := s.pursueStarNote(side, e, p.book); note != nil {
			c.Note(e.Line, *note)
		} else if note := s.starAnswerNote(side, e, p.book); note != nil {
			c.Note(e.Line, *note)
		}
	}
}
