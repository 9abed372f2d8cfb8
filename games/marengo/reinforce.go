package marengo

import "adjutant/templates/i18n"

// Reinforcements (rule 6.5) enter like road moves along their entry's
// road, three a turn by each road, in the order the owner writes them,
// and only if the owner writes them; when the entry area holds the enemy
// or is full they are held back this turn. Austria may also bring one
// block a turn across its pontoon, for a command point, not by road,
// held back in the same way when the pontoon's area is enemy-held or
// full (a held-back line is not a failure: the plan goes on).

// due checks that id is one of the active side's reinforcements, arrived.
func (r *run) due(id string) (*Block, BlockDef, *lineErr) {
	b := r.b
	x := b.block(id)
	d, _ := r.sc.Def(id)
	switch {
	case x == nil || x.Side != b.Active:
		return nil, d, bad("%s is not one of your blocks", "%s 不是您的部隊", "%s 不是您的部队", id)
	case x.Status != isDue:
		return nil, d, bad("%s is not a reinforcement waiting to enter", "%s 不是等待登場的增援", "%s 不是等待登场的增援", id)
	case d.Hour > b.Hour:
		return nil, d, bad("%s arrives at %s", "%s 於 %s 到達", "%s 于 %s 到达", id, hourText(d.Hour))
	}
	return x, d, nil
}

// enter carries out an ENTER line.
func (r *run) enter(st Step) *lineErr {
	b := r.b
	side := b.Active
	x, d, why := r.due(st.IDs[0])
	if why != nil {
		return why
	}
	e, _ := r.sc.Entry(d.Entry)
	rd, _ := r.sc.Road(e.Road)
	path := pathFrom(e.Area, st.Path)
	if !alongRoad(rd, path) {
		return bad("reinforcements at %s follow %s: %s does not", "在 %s 登場的增援沿 %s 移動：%s 不是", "在 %s 登场的增援沿 %s 移动：%s 不是", e.Area, rd.Name, pathText(path))
	}
	moves, why := r.roadSlots(rd.Key, roadCrossings(path, true))
	if why != nil {
		return why
	}
	n := len(moves)
	a, _ := r.sc.Area(e.Area)
	held := func(why i18n.Text) *lineErr {
		if r.dryHeld(x.ID, why) {
			return nil
		}
		r.own(side, txt("%s is held back this turn: %s.", "%s 本回合暫不登場：%s。", "%s 本回合暂不登场：%s。", x.ID, why), nil)
		return nil
	}
	switch {
	case n == 0:
		return held(txt("three blocks have entered by %s this turn", "本回合已有三隻部隊經 %s 登場", "本回合已有三只部队经 %s 登场", rd.Name))
	case b.enemyIn(side, e.Area):
		return held(txt("the enemy holds %s", "敵軍佔據 %s", "敌军占据 %s", e.Area))
	case len(b.inArea(side, e.Area)) >= a.Capacity:
		return held(txt("%s is full", "%s 已滿", "%s 已满", e.Area))
	case len(path) > n:
		return bad("blocks have already entered by %s this turn: this one may go %d area(s), the entry area included", "本回合已有部隊經 %s 登場：這隻只能走 %d 步（含登場區域）", "本回合已有部队经 %s 登场：这只只能走 %d 步（含登场区域）", rd.Name, n)
	}
	cost := 1
	if rd.Main {
		cost = 0
	}
	x.Status, x.At = onMap, reserveOf(e.Area)
	if why := r.checkRoadPath(x, path, rd, st); why != nil {
		x.Status, x.At = isDue, Place{}
		return why
	}
	if why := r.canSpend(cost); why != nil {
		x.Status, x.At = isDue, Place{}
		return why
	}
	b.T.CP -= cost
	b.markMoved(x.ID)
	r.useRoad(rd.Key, crossing{"edge-" + e.Area, "edge"}, moves[0])
	r.roadSteps(x, path, rd, st, cost, moves[1:], true)
	return nil
}

// pontoon carries out a PONTOON line.
func (r *run) pontoon(id string) *lineErr {
	b := r.b
	side := b.Active
	if side != Austria || r.sc.Pontoon == "" {
		return bad("only Austria has a pontoon", "只有奧軍有浮橋", "只有奥军有浮桥")
	}
	x, _, why := r.due(id)
	if why != nil {
		return why
	}
	area := r.sc.Pontoon
	a, _ := r.sc.Area(area)
	held := func(why i18n.Text) *lineErr {
		if r.dryHeld(x.ID, why) {
			return nil
		}
		r.own(side, txt("%s is held back this turn: %s.", "%s 本回合暫不登場：%s。", "%s 本回合暂不登场：%s。", x.ID, why), nil)
		return nil
	}
	switch {
	case b.T.Pontoon:
		return bad("one block a turn crosses the pontoon, and one has this turn: ENTER %s by road, or bring it across next turn", "每回合只有一隻部隊經浮橋登場，本回合已有一隻：請以 登場 讓 %s 走道路，或下回合再過浮橋", "每回合只有一只部队经浮桥登场，本回合已有一只：请以 登场 让 %s 走道路，或下回合再过浮桥", x.ID)
	case b.enemyIn(side, area):
		return held(txt("the enemy holds %s, where the pontoon lands", "敵軍佔據浮橋所在的 %s", "敌军占据浮桥所在的 %s", area))
	case len(b.inArea(side, area)) >= a.Capacity:
		return held(txt("%s is full", "%s 已滿", "%s 已满", area))
	}
	if why := r.canSpend(1); why != nil {
		return why
	}
	b.T.CP--
	b.T.Pontoon = true
	x.Status, x.At = onMap, reserveOf(area)
	b.markMoved(x.ID)
	r.own(side, txt("%s: %s crosses the pontoon into %s %s.", "%s：%s 經浮橋進入 %s%s。", "%s：%s 经浮桥进入 %s%s。", sideText(side), ownText([]*Block{x}), area, cpText(1, b.T.CP)),
		ptr(txt("%s: %s crosses the pontoon into %s %s.", "%s：%s 經浮橋進入 %s%s。", "%s：%s 经浮桥进入 %s%s。", sideText(side), countText(1), area, cpText(1, b.T.CP))))
	r.noteEntered()
	return nil
}
