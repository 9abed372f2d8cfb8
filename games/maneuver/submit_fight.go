package maneuver

import (
	"slices"
	"strings"

	"adjutant/games/kit/checked"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// planFight is the combat of a plan as the submit check sees it: the
// declaration's line and verb, whether it was refused, the attacking unit
// (-1 in an ambush), every unit a LEADER ... COMMAND line of the combat
// names (the runtime plays the leader before the other step-5 cards, so a
// support's card may come before its leader's line), the cards its PLAY
// lines add, and the lines certain to take the combat's one leader,
// Sappers and each unit's Committed Attack.
type planFight struct {
	line      int
	verb      string
	at        Square
	opened    string
	refused   bool
	att       int
	supports  []int
	played    []string
	leaderAt  int
	sappersAt int
	// mayLead are the earlier leader lines that may play their leader
	// (an IF, or a card the draw may bring), with their whole step.
	mayLead []plan.Step[Step]
	// mayPlay are the earlier Sappers and Committed Attack lines that
	// may run, by "sappers" or the unit a Committed Attack hits.
	mayPlay   map[string][]plan.Step[Step]
	committed map[int]int
	// undrawn is the declaration's card when it is not in the hand now:
	// the combat is fought only if the draw brings it.
	undrawn string
}

// newPlanFight reads the combat declared by ps and the lines after it
// that belong to it, on the position the plan's moves leave (a support
// counts only from a leader line that passes its checks).
func (c *planCheck) newPlanFight(ps plan.Step[Step], rest plan.Queue[Step]) *planFight {
	f := &planFight{line: ps.Line, verb: ps.Act.Verb, at: ps.Act.Path[0], att: -1, committed: map[int]int{}}
	if len(ps.Act.Cards) > 0 {
		f.opened = ps.Act.Cards[0]
	}
	if ps.Act.Unit != "" && ps.Act.Verb != "BATTERY" {
		f.att = c.unit(ps.Act.Unit)
	}
	for _, l := range rest {
		if !combatLine(l.Act.Verb) {
			break
		}
		x := l.Act
		if x.Verb == "IF" {
			x = *x.Then
		}
		switch {
		case x.Verb == "LEADER" && x.Word == "COMMAND" && c.kind(x.Cards[0]) == KindLeader && c.commandProblem(x, f) == nil:
			for _, code := range x.Units {
				if i := c.unit(code); !slices.Contains(f.supports, i) {
					f.supports = append(f.supports, i)
				}
			}
		case x.Verb == "PLAY":
			f.played = append(f.played, x.Cards[0])
		}
	}
	return f
}

// fire: bombards, volleys and the Grand Battery go from the declaration
// straight to the totals (6.2).
func (f *planFight) fire() bool {
	return f.verb == "BOMBARD" || f.verb == "VOLLEY" || f.verb == "BATTERY"
}

// inIt reports whether unit i is the attacking unit or a support.
func (f *planFight) inIt(i int) bool {
	return i >= 0 && (i == f.att || slices.Contains(f.supports, i))
}

// who names the units that may be meant, for a refusal.
func (c *planCheck) who() i18n.Text {
	return c.codesOf(append([]int{c.fight.att}, c.fight.supports...))
}

// codesOf lists the codes of the player's units i (an ambush's -1 left
// out), or says there are none.
func (c *planCheck) codesOf(units []int) i18n.Text {
	var codes []string
	for _, i := range units {
		if i >= 0 {
			codes = append(codes, c.n.Units[i].Code)
		}
	}
	return codesOr(codes)
}

// combatLine checks a line of the combat (alone or under IF) against the
// combat it belongs to.
func (c *planCheck) combatLine(line int, st Step) {
	f := c.fight
	x, cond := st, false
	if st.Verb == "IF" {
		x, cond = *st.Then, true
	}
	if f == nil {
		return // inOrder has refused it
	}
	if f.fire() {
		c.fail(line, "%s has no place after a bombard, a volley or the Grand Battery: they add no cards, choose no result and advance no unit (rule 6.2); such lines follow an ASSAULT or an AMBUSH", "%s 不能用在炮擊、齊射或炮兵連之後：它們不加牌、不選結果、不推進（規則 6.2）；這類行只接在突擊或伏擊之後", "%s 不能用在炮击、齐射或炮兵连之后：它们不加牌、不选结果、不推进（规则 6.2）；这类行只接在突击或伏击之后", verbWord(x.Verb))
		return
	}
	if f.undrawn != "" && (x.Verb == "RESULT" || x.Verb == "ADVANCE" || x.Verb == "LOSS") {
		// A choice line runs only with its combat; the declaration's
		// note alone would leave this line looking sure.
		c.out = append(c.out, noteOf(line, i18n.T("the line runs only if line %d's combat is fought: %s is not in your hand now and must be drawn first",
			"此行只有第 %d 行的戰鬥進行時才會執行：%s 目前不在手牌中，須先摸到",
			"此行只有第 %d 行的战斗进行时才会执行：%s 目前不在手牌中，须先摸到", f.line, f.undrawn)))
	}
	switch x.Verb {
	case "LEADER":
		if c.passes(func() { c.leader(line, x, cond) }) {
			c.leaderMayBeTaken(line, st)
		}
	case "SKIRMISH":
		c.skirmish(line, x)
	case "PLAY":
		if c.passes(func() { c.addedCard(line, x, cond) }) {
			c.cardMayBeTaken(line, st)
		}
	case "ADVANCE":
		c.advance(line, x)
	case "LOSS":
		c.loss(line, x)
	}
}

// leader checks a leader line (6.4, 9.1): one a combat, and its supports
// next to the target on the position the plan's moves leave.
func (c *planCheck) leader(line int, x Step, cond bool) {
	f := c.fight
	if !c.cardIs(line, "LEADER", x.Cards[0]) {
		return
	}
	if f.leaderAt > 0 {
		c.fail(line, "one leader a combat: line %d plays one already, so this line would never run", "每場戰鬥只能一位領袖：第 %d 行已打出一位，此行不會執行", "每场战斗只能一位领袖：第 %d 行已打出一位，此行不会执行", f.leaderAt)
		return
	}
	if x.Word == "COMMAND" {
		if why := c.commandProblem(x, f); why != nil {
			c.refuse(line, why)
			return
		}
	}
	if !cond && c.sim.inHand(c.seat, x.Cards[0]) {
		f.leaderAt = line
	}
}

// leaderMayBeTaken notes a leader line (kept) that an earlier leader line
// of the combat may take the place of: one leader a combat, the first
// whose condition holds and whose card is in the hand (6.4). Two IF lines
// no one defence total satisfies both of never meet.
func (c *planCheck) leaderMayBeTaken(line int, st Step) {
	f := c.fight
	if k, ok := meets(f.mayLead, st); ok {
		c.out = append(c.out, noteOf(line, i18n.T("line %[1]d plays a leader first when its condition holds and its card is in the hand, and a combat has one leader (6.4): this line runs only if line %[1]d does not",
			"第 %[1]d 行在條件成立且牌在手中時先打出領袖，而每場戰鬥只有一位領袖（6.4）：只有第 %[1]d 行沒有執行時，此行才會執行",
			"第 %[1]d 行在条件成立且牌在手中时先打出领袖，而每场战斗只有一位领袖（6.4）：只有第 %[1]d 行没有执行时，此行才会执行", k.Line)))
	}
	if f.leaderAt != line {
		f.mayLead = append(f.mayLead, plan.Step[Step]{Line: line, Act: st})
	}
}

// cardMayBeTaken notes a Sappers or Committed Attack line (kept) that an
// earlier line of the combat may play first: one Sappers a combat, one
// Committed Attack a unit (9.2), the first line that runs.
func (c *planCheck) cardMayBeTaken(line int, st Step) {
	f := c.fight
	x := st
	if st.Verb == "IF" {
		x = *st.Then
	}
	key := ""
	switch cd, _ := c.n.Card(x.Cards[0]); {
	case cd == nil:
		return
	case cd.Kind == KindSappers:
		key = "sappers"
	case cd.Kind == KindCommitted && x.Unit != "":
		key = x.Unit
	default:
		return
	}
	if f.mayPlay == nil {
		f.mayPlay = map[string][]plan.Step[Step]{}
	}
	if k, ok := meets(f.mayPlay[key], st); ok {
		what := i18n.T("a combat has one Sappers card", "每場戰鬥只用一張工兵牌", "每场战斗只用一张工兵牌")
		if key != "sappers" {
			what = i18n.T("a unit takes one Committed Attack", "每個單位只承受一張拼死一搏", "每个单位只承受一张拼死一搏")
		}
		c.out = append(c.out, noteOf(line, i18n.Join(i18n.T("line %[1]d plays one first when its condition holds and its card is in the hand, and ", "第 %[1]d 行在條件成立且牌在手中時先打出，而", "第 %[1]d 行在条件成立且牌在手中时先打出，而", k.Line),
			what, i18n.T(" (9.2): this line runs only if line %[1]d does not", "（9.2）：只有第 %[1]d 行沒有執行時，此行才會執行", "（9.2）：只有第 %[1]d 行没有执行时，此行才会执行", k.Line))))
	}
	f.mayPlay[key] = append(f.mayPlay[key], plan.Step[Step]{Line: line, Act: st})
}

// commandProblem says why a leader's command cannot name these supports
// on the position the plan's moves leave, or nil.
func (c *planCheck) commandProblem(x Step, f *planFight) *lineErr {
	cd, _ := c.n.Card(x.Cards[0])
	_, why := c.sim.commandProblem(c.seat, cd, x.Units, f.att, f.at)
	return why
}

// skirmish checks a Skirmish (9.2): never in an ambush; the attacking
// unit's move after it goes square by square into free squares.
func (c *planCheck) skirmish(line int, x Step) {
	if !c.cardIs(line, "SKIRMISH", x.Cards[0]) {
		return
	}
	if c.fight.verb == "AMBUSH" {
		c.fail(line, "a Skirmish is never played in an ambush: it calls off an ASSAULT", "伏擊中不能打出佯攻：佯攻是取消突擊", "伏击中不能打出佯攻：佯攻是取消突击")
		return
	}
	at := c.sim.unit(c.seat, c.fight.att).Sq
	for _, sq := range x.Path {
		if !Adjacent(at, sq) || !c.sim.free(sq) {
			c.fail(line, "after the Skirmish the attacking unit moves square by square into free squares, and %s is not a free square next to %s", "佯攻後攻擊單位逐格移入空格，而 %s 不是 %s 旁的空格", "佯攻后攻击单位逐格移入空格，而 %s 不是 %s 旁的空格", sq, at)
			return
		}
		at = sq
	}
}

// addedCard checks a card added at step 5: a unit card of a unit in the
// combat with an attack value, a Committed Attack on such a unit (one a
// unit), or Sappers (one a combat).
func (c *planCheck) addedCard(line int, x Step, cond bool) {
	f := c.fight
	id := x.Cards[0]
	cd, _ := c.n.Card(id)
	if cd == nil {
		return
	}
	sure := !cond && c.sim.inHand(c.seat, id)
	if x.Unit != "" && cd.Kind != KindCommitted {
		c.fail(line, "ON names the unit that takes a Committed Attack's hit, and %s is not a Committed Attack: write PLAY %s alone", "給 只用於指定承受拼死一搏傷害的單位，而 %s 不是拼死一搏：請只寫 加 %s", "给 只用于指定承受拼死一搏伤害的单位，而 %s 不是拼死一搏：请只写 加 %s", id, id)
		return
	}
	switch cd.Kind {
	case KindUnit:
		code := c.n.Units[cd.Unit].Code
		switch {
		case cd.Attack.Zero():
			// A unit card adds its attack value: one without any would be
			// skipped when the combat runs, so it is refused now.
			c.fail(line, "%s has no attack value: a unit card added at step 5 adds its attack (unit cards with an attack value, Committed Attack, Sappers)", "%s 沒有攻擊值：第 5 步加打的單位牌是加上其攻擊值（帶攻擊值的單位牌、拼死一搏、工兵）", "%s 没有攻击值：第 5 步加打的单位牌是加上其攻击值（带攻击值的单位牌、拼死一搏、工兵）", id)
		case !f.inIt(cd.Unit):
			c.fail(line, "%s is a card of %s, which takes no part in this combat: add cards of the attacking unit or of a support named after LEADER ... COMMAND (%s)", "%s 是 %s 的牌，而它不參與這場戰鬥：請加打攻擊單位或 領袖……指揮 所列支援單位的牌（%s）", "%s 是 %s 的牌，而它不参与这场战斗：请加打攻击单位或 领袖……指挥 所列支援单位的牌（%s）", id, code, c.who())
		}
	case KindCommitted:
		c.committed(line, x, sure)
	case KindSappers:
		if f.sappersAt > 0 {
			c.fail(line, "one Sappers card a combat: line %d plays one already", "每場戰鬥一張工兵牌：第 %d 行已打出", "每场战斗一张工兵牌：第 %d 行已打出", f.sappersAt)
		} else if sure {
			f.sappersAt = line
		}
	default:
		c.fail(line, "%s is not a card added at step 5 (unit card, Committed Attack, Sappers)", "%s 不是第 5 步可加打的牌（單位牌、拼死一搏、工兵）", "%s 不是第 5 步可加打的牌（单位牌、拼死一搏、工兵）", id)
	}
}

// committed checks a Committed Attack: its hit falls on an attacking or
// supporting unit, one card a unit (9.2).
func (c *planCheck) committed(line int, x Step, sure bool) {
	f := c.fight
	if x.Unit == "" {
		if f.att < 0 && len(f.supports) == 0 {
			c.fail(line, "a Committed Attack hits an attacking or supporting unit, and this ambush has none: name supports with LEADER ... COMMAND", "拼死一搏由攻擊或支援單位承受傷害，而此伏擊沒有：請以 領袖……指揮 指定支援單位", "拼死一搏由攻击或支援单位承受伤害，而此伏击没有：请以 领袖……指挥 指定支援单位")
		}
		return
	}
	i := c.unit(x.Unit)
	if !f.inIt(i) {
		c.fail(line, "Committed Attack goes on an attacking or supporting unit (%s), not %s", "拼死一搏須指定攻擊或支援單位（%s），不是 %s", "拼死一搏须指定攻击或支援单位（%s），不是 %s", c.who(), x.Unit)
		return
	}
	if k := f.committed[i]; k > 0 {
		c.fail(line, "one Committed Attack a unit: line %d plays one on %s already", "每個單位一張拼死一搏：第 %d 行已給 %s", "每个单位一张拼死一搏：第 %d 行已给 %s", k, x.Unit)
	} else if sure {
		f.committed[i] = line
	}
}

// advance checks ADVANCE (6.5): only an assault's units advance; NONE is
// honoured only when the attacking unit plays a "not required to
// advance" card (and every other unit in the combat too).
func (c *planCheck) advance(line int, x Step) {
	f := c.fight
	if f.verb != "ASSAULT" {
		c.fail(line, "units advance only after an assault, not after an ambush: leave the ADVANCE line out", "只有突擊之後才推進，伏擊之後不推進：請刪去 推進 一行", "只有突击之后才推进，伏击之后不推进：请删去 推进 一行")
		return
	}
	if x.Word == "NONE" {
		nra := false
		for _, id := range append([]string{f.opened}, f.played...) {
			if cd, ok := c.n.Card(id); ok && cd.Kind == KindUnit && cd.Unit == f.att && cd.NoAdvance {
				nra = true
			}
		}
		if !nra {
			c.fail(line, "ADVANCE NONE cannot be followed: %s plays no card saying \"not required to advance\", so a unit advances when the square is emptied; write ADVANCE and the unit you want", "無法 推進 無：%s 沒有打出註明「不需要推進」的牌，格子空出時必有單位推進；請寫 推進 與您要的單位", "无法 推进 无：%s 没有打出注明“不需要推进”的牌，格子空出时必有单位推进；请写 推进 与您要的单位", c.n.Units[f.att].Code)
		}
		return
	}
	if !f.inIt(c.unit(x.Unit)) {
		c.fail(line, "%s takes no part in this combat: the attacking unit or a support advances (%s)", "%s 不參與這場戰鬥：推進的是攻擊單位或支援單位（%s）", "%s 不参与这场战斗：推进的是攻击单位或支援单位（%s）", x.Unit, c.who())
	}
}

// loss checks LOSS: it names the support that takes a second hit, which
// only games created with losses=extra have.
func (c *planCheck) loss(line int, x Step) {
	if c.sim.Opt.Losses != LossesExtra {
		c.fail(line, "LOSS is used only in games created with losses=extra: in this game a failed attack hits every attacking and supporting unit once, with no choice to make", "損失 只用於以 losses=extra 建立的棋局：本局攻擊失敗時每個攻擊與支援單位各受一次傷害，無須選擇", "损失 只用于以 losses=extra 建立的棋局：本局攻击失败时每个攻击与支援单位各受一次伤害，无须选择")
		return
	}
	if i := c.unit(x.Unit); !slices.Contains(c.fight.supports, i) {
		c.fail(line, "LOSS names a supporting unit (%s), not %s", "損失 須寫支援單位（%s），不是 %s", "损失 须写支援单位（%s），不是 %s", c.codesOf(c.fight.supports), x.Unit)
	}
}

// restore checks the turn's one restoring attempt (rule 7): a damaged
// unit on the field, or one the plan's combat may damage first.
func (c *planCheck) restore(line int, st Step, id string) {
	i := c.unit(st.Unit)
	u := c.sim.unit(c.seat, i)
	cd, _ := c.n.Card(id)
	switch {
	case cd == nil || !(cd.Kind == KindSupply || cd.Kind == KindRegroup || cd.Kind == KindLeader || (cd.Kind == KindUnit && cd.Unit == i)):
		c.fail(line, "%s cannot restore %s: use Supply, Regroup, one of its own cards or a leader", "%s 不能恢復 %s：請用補給、重組、該單位的牌或領袖", "%s 不能恢复 %s：请用补给、重组、该单位的牌或领袖", id, st.Unit)
	case c.restoreAt > 0:
		c.fail(line, "one restoring attempt a turn: line %d makes it", "每回合只能嘗試恢復一次：第 %d 行已嘗試", "每回合只能尝试恢复一次：第 %d 行已尝试", c.restoreAt)
	case !u.On():
		c.fail(line, "%s is not on the field", "%s 不在戰場上", "%s 不在战场上", st.Unit)
	case !u.Damaged && c.lastFight != nil && c.lastFight.inIt(i):
		c.out = append(c.out, noteOf(line, i18n.T("%s is not damaged now: the line runs only if the combat damages it", "%s 目前未受損：戰鬥中受損才會執行", "%s 目前未受损：战斗中受损才会执行", st.Unit)))
	case !u.Damaged:
		c.fail(line, "%s is not damaged, and nothing in the plan before the restoring can damage it: RESTORE names a damaged unit (damaged now: %s)", "%s 未受損，計劃中恢復之前也沒有能使它受損的行動：恢復 須寫受損單位（目前受損：%s）", "%s 未受损，计划中恢复之前也没有能使它受损的行动：恢复 须写受损单位（目前受损：%s）", st.Unit, c.damagedUnits())
	case c.sim.inHand(c.seat, id):
		c.restoreAt = line
	}
}

// damagedUnits lists the player's damaged units on the field.
func (c *planCheck) damagedUnits() i18n.Text {
	var codes []string
	for i, u := range c.sim.Sides[c.seat].Units {
		if u.On() && u.Damaged {
			codes = append(codes, c.n.Units[i].Code)
		}
	}
	return codesOr(codes)
}

// redoubt checks the turn's Redoubt (9.2): under a unit on the field, on
// a square without one, one a turn. A unit of the combat may advance
// first, so its square is not known.
func (c *planCheck) redoubt(line int, st Step, id string) {
	i := c.unit(st.Unit)
	u := c.sim.unit(c.seat, i)
	moving := c.lastFight != nil && c.lastFight.verb == "ASSAULT" && c.lastFight.inIt(i)
	switch {
	case c.redoubtAt > 0:
		c.fail(line, "one Redoubt card a player turn: line %d plays one", "每個玩家回合一張戰壕牌：第 %d 行已打出", "每个玩家回合一张战壕牌：第 %d 行已打出", c.redoubtAt)
	case !u.On():
		c.fail(line, "%s is not on the field", "%s 不在戰場上", "%s 不在战场上", st.Unit)
	case !moving && c.sim.hasRedoubt(u.Sq):
		c.fail(line, "%s has a redoubt already (%s stands there): one redoubt a square", "%s 已有戰壕（%s 在該格）：每格一個戰壕", "%s 已有战壕（%s 在该格）：每格一个战壕", u.Sq, st.Unit)
	case c.sim.inHand(c.seat, id):
		c.redoubtAt = line
	}
}

func noteOf(line int, msg i18n.Text) checked.Finding {
	return checked.Finding{Line: line, Note: true, Msg: msg}
}

// codesOr lists unit codes, or says there are none.
func codesOr(codes []string) i18n.Text {
	if len(codes) == 0 {
		return i18n.T("none", "無", "无")
	}
	w := strings.Join(codes, " ")
	return i18n.T(w, w, w)
}
