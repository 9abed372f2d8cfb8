package marengo

import "slices"

// What a turn allows once, whatever the enemy does, is counted through
// the whole plan when it is sent, past any attack or assault: the
// play-through (submit_dry.go) stops at the first contact, and these
// limits do not depend on how a contact ends.
type turnLimits struct {
	pontoon   bool
	entries   map[string]int // ENTER lines by entry road
	attacked  map[Place]bool // approaches attacked from
	attackers map[string]bool
	cancelled map[string]bool
}

// perTurn refuses a line that the turn's once-only limits rule out: a
// second pontoon crossing, a fourth entry by one road, a second attack
// from one approach, a bombardment declared by a gun that attacked or
// fires its declared bombardment this turn.
func (c *planCheck) perTurn(line int, st Step) {
	t := &c.limits
	if t.entries == nil {
		t.entries, t.attacked, t.attackers, t.cancelled = map[string]int{}, map[Place]bool{}, map[string]bool{}, map[string]bool{}
	}
	if st.Verb == "MOVE" || st.Verb == "ROAD" || st.Verb == "ATTACK" {
		for _, id := range st.IDs {
			if c.firesThisTurn(id) {
				c.fail(line, txt("%[1]s fires its declared bombardment at the start of this turn and may not move or attack after it: CANCEL %[1]s first to move it", "%[1]s 本回合開始時執行已宣佈的砲擊，之後不得移動或攻擊：要移動請先 取消 %[1]s", "%[1]s 本回合开始时执行已宣布的炮击，之后不得移动或攻击：要移动请先 取消 %[1]s", id))
				return
			}
		}
	}
	switch st.Verb {
	case "CANCEL":
		t.cancelled[st.IDs[0]] = true
	case "PONTOON":
		if t.pontoon {
			c.fail(line, txt("one block a turn crosses the pontoon, and an earlier line brings one across: ENTER %s by road, or bring it across next turn",
				"每回合只有一隻部隊經浮橋登場，前面已有一行：請以 登場 讓 %s 走道路，或下回合再過浮橋",
				"每回合只有一只部队经浮桥登场，前面已有一行：请以 登场 让 %s 走道路，或下回合再过浮桥", st.IDs[0]))
		}
	case "ENTER":
		if road, ok := c.entryRoad(st.IDs[0]); ok && t.entries[road] >= 3 {
			var name any = road
			if rd, ok := c.s.sc.Road(road); ok {
				name = rd.Name
			}
			c.fail(line, txt("%s would be held back this turn: three blocks have entered by %s this turn; enter it in a later turn",
				"%s 本回合會暫不登場：本回合已有三隻部隊經 %s 登場；請於之後的回合登場",
				"%s 本回合会暂不登场：本回合已有三只部队经 %s 登场；请于之后的回合登场", st.IDs[0], name))
		}
	case "ATTACK":
		if x := c.b.block(st.IDs[0]); x.On() && t.attacked[x.At] {
			c.fail(line, txt("an earlier line attacks from %s: an approach is attacked once a turn", "前面已有一行由 %s 攻擊：每道邊界每回合只能攻擊一次", "前面已有一行由 %s 攻击：每道边界每回合只能攻击一次", x.At.String()))
		}
	case "BOMBARD":
		id := st.IDs[0]
		d, _, _ := c.s.B.pending(id)
		switch {
		case t.attackers[id]:
			c.fail(line, txt("%s attacks on an earlier line and may not declare a bombardment this turn", "%s 前面已參與攻擊，本回合不得宣佈砲擊", "%s 前面已参与攻击，本回合不得宣布炮击", id))
		case c.firesThisTurn(id):
			c.fail(line, txt("%[1]s fires its declared bombardment of %[2]s at the start of this turn and may not declare again: CANCEL %[1]s first to declare anew", "%[1]s 本回合開始時執行已宣佈的對 %[2]s 砲擊，不得再宣佈：要重新宣佈請先 取消 %[1]s", "%[1]s 本回合开始时执行已宣布的对 %[2]s 炮击，不得再宣布：要重新宣布请先 取消 %[1]s", id, d.Target))
		}
	}
}

// firesThisTurn: the side's gun id has a bombardment declared whose
// target the enemy still holds, and no line cancels it before the fire
// phase: it fires as the turn opens (rule 8), whatever the enemy does.
func (c *planCheck) firesThisTurn(id string) bool {
	d, _, pending := c.s.B.pending(id)
	return c.s.Run == nil && pending && d.Side == c.side && !c.limits.cancelled[id] && c.s.B.enemyIn(c.side, d.Target)
}

// entryRoad is the road block id enters the map by.
func (c *planCheck) entryRoad(id string) (string, bool) {
	if d, ok := c.s.sc.Def(id); ok {
		if e, ok := c.s.sc.Entry(d.Entry); ok {
			return e.Road, true
		}
	}
	return "", false
}

// countTurn counts a line that runs against the turn's limits.
func (c *planCheck) countTurn(st Step) {
	t := &c.limits
	switch st.Verb {
	case "PONTOON":
		t.pontoon = true
	case "ENTER":
		if road, ok := c.entryRoad(st.IDs[0]); ok {
			t.entries[road]++
		}
	case "ATTACK":
		if x := c.b.block(st.IDs[0]); x.On() {
			t.attacked[x.At] = true
		}
		for _, id := range st.IDs {
			t.attackers[id] = true
		}
	}
}

// roadFromReserve refuses a ROAD line for a block that did not stand in
// a reserve as the turn began (rule 6.3): that is fixed when the turn
// opens, whatever an attack before the line does.
func (c *planCheck) roadFromReserve(line int, st Step) {
	if st.Verb != "ROAD" || len(st.IDs) == 0 || hasFail(c.out, line) {
		return
	}
	id := st.IDs[0]
	began := c.s.B.block(id)
	if began == nil || !began.On() {
		return
	}
	inReserve := began.At.Reserve()
	if c.s.Run != nil {
		inReserve = slices.Contains(c.b.T.StartReserve, id)
	}
	if !inReserve {
		c.fail(line, txt("only a block that stood in a reserve when the turn began moves by road (rule 6.3), and %[1]s stood on %[2]s: MOVE %[1]s instead",
			"只有回合開始時在後備的部隊可以利用道路（規則 6.3），而 %[1]s 當時在 %[2]s：請改用 移動 %[1]s",
			"只有回合开始时在后备的部队可以利用道路（规则 6.3），而 %[1]s 当时在 %[2]s：请改用 移动 %[1]s", id, began.At.String()))
	}
}
