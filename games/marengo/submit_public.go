package marengo

import (
	"strings"
)

// publicRules refuses, when the plan is sent, what the public facts of
// the position already rule out, so that the turn does not stop on it
// later: an activation the hour does not allow (rule 4.6), an attack by a
// demoralised side (rule 11), a lead the battlefield's terrain forbids
// (rule 9.1), and a road or entry path that is not along one road in
// order (rules 6.3, 6.5). Each refusal says what would be accepted.
func (c *planCheck) publicRules(line int, st Step) {
	switch st.Verb {
	case "ACTIVATE":
		c.activationsLeft(line, st)
	case "ATTACK":
		c.attackAllowed(line, st)
	case "ENTER":
		c.entryPath(line, st)
	case "ROAD":
		c.roadPath(line, st)
	}
}

// activationsLeft counts the blocks a plan wakes by choice against the
// turn's allowance; a block that wakes by itself next to the Austrians
// is not counted (the engine passes over it with a word).
func (c *planCheck) activationsLeft(line int, st Step) {
	if c.side != France || c.s.Run != nil {
		return
	}
	if c.activations < 0 {
		c.activations = activationsOf(c.s.sc, &c.s.B)
	}
	n := 0
	for _, id := range st.IDs {
		if x := c.b.block(id); x.On() && x.Inactive && !wakesByItself(c.s.sc, &c.s.B, x) {
			n++
		}
	}
	if n == 0 {
		return
	}
	if n > c.activations {
		c.fail(line, txt("%d block(s) may still be activated by choice at %s, not %d: one on the first French turn, two a turn once the Austrians have entered a French start area or from 11 AM, none otherwise (blocks next to the Austrians wake by themselves)",
			"%[2]s還可自選啟動 %[1]d 隻，不是 %[3]d 隻：法軍第一回合一隻；奧軍曾進入法軍起始區域或上午 11 時起每回合兩隻；其餘時候沒有（鄰近奧軍的部隊會自行啟動）",
			"%[2]s还可自选启动 %[1]d 只，不是 %[3]d 只：法军第一回合一只；奥军曾进入法军起始区域或上午 11 时起每回合两只；其余时候没有（邻近奥军的部队会自行启动）",
			c.activations, hourText(c.b.Hour), n))
		return
	}
	c.activations -= n
}

// attackAllowed: a demoralised side may not attack; a lead must be able
// to lead onto the battlefield it faces (terrain and obstacle are public).
func (c *planCheck) attackAllowed(line int, st Step) {
	if c.s.B.demoralised(c.side) {
		c.fail(line, txt("%s is demoralised and may not attack (rule 11): move or hold instead", "%s已潰散，不得攻擊（規則 11）：請改為移動或固守", "%s已溃散，不得攻击（规则 11）：请改为移动或固守", sideText(c.side)))
		return
	}
	from := c.b.block(st.IDs[0]).At
	if from.Reserve() {
		return
	}
	bf, ok := c.s.sc.Approach(from.Face, from.Area)
	if !ok {
		return
	}
	for _, id := range st.Lead {
		x := c.b.block(id)
		switch {
		case x.Arm == Cavalry && bf.Obstacle:
			c.fail(line, txt("%s obstructs cavalry: %s may not lead there; lead with infantry of strength %d or more", "%s 阻撓騎兵：%s 不得主攻；請以戰力 %d 或以上的步兵主攻", "%s 阻挠骑兵：%s 不得主攻；请以战力 %d 或以上的步兵主攻",
				bf.Place().String(), id, max(2, bf.Penalty(Infantry)+1)))
			return
		case x.Arm != Artillery && x.Strength >= 2 && x.Strength-bf.Penalty(x.Arm) <= 0:
			c.fail(line, txt("%s's strength %d less the terrain %d of %s is not above zero: it may not lead there", "%s 戰力 %d 減 %s 的地形 %d 不大於零：不得在此主攻", "%s 战力 %d 减 %s 的地形 %d 不大于零：不得在此主攻",
				id, x.Strength, bf.Penalty(x.Arm), bf.Place().String()))
			return
		}
	}
}

// entryPath: a reinforcement follows its entry's road, area by area.
func (c *planCheck) entryPath(line int, st Step) {
	d, ok := c.s.sc.Def(st.IDs[0])
	if !ok || len(st.Path) == 0 {
		return
	}
	e, ok := c.s.sc.Entry(d.Entry)
	if !ok {
		return
	}
	rd, ok := c.s.sc.Road(e.Road)
	if !ok {
		return
	}
	path := pathFrom(e.Area, st.Path)
	if alongRoad(rd, path) {
		return
	}
	if fix := roadBetween(rd, e.Area, st.Path[len(st.Path)-1]); fix != nil && len(fix) <= 2 {
		c.fail(line, txt("%s enters at %s and follows %s area by area: %s skips an area; write ENTER %s %s", "%s 在 %s 登場，須沿 %s 逐區移動：%s 跳過了區域；請寫 登場 %s %s", "%s 在 %s 登场，须沿 %s 逐区移动：%s 跳过了区域；请写 登场 %s %s",
			st.IDs[0], e.Area, rd.Name, pathText(path), st.IDs[0], strings.Join(fix, " ")))
		return
	}
	c.fail(line, txt("%s enters at %s and follows %s (%s), up to three areas counting the entry area: %s is not along it", "%s 在 %s 登場，沿 %s（%s）移動，含登場區域最多三區：%s 不在這條路上", "%s 在 %s 登场，沿 %s（%s）移动，含登场区域最多三区：%s 不在这条路上",
		st.IDs[0], e.Area, rd.Name, pathText(rd.Areas), pathText(path)))
}

// roadPath: a road move follows one road from where the block stands,
// area by area.
func (c *planCheck) roadPath(line int, st Step) {
	x := c.b.block(st.IDs[0])
	if len(st.Path) == 0 && c.s.Options.RoadContinue != ContStand {
		c.fail(line, txt("cavalry does not continue from where it stood (rule 6.4; option road_continue=move): write the areas of the road move", "騎兵不得在原來的位置連續移動（規則 6.4；選項 road_continue=move）：請寫出道路移動經過的區域", "骑兵不得在原来的位置连续移动（规则 6.4；选项 road_continue=move）：请写出道路移动经过的区域"))
		return
	}
	if !x.On() || len(st.Path) == 0 {
		return
	}
	path := pathFrom(x.At.Area, st.Path)
	for _, rd := range c.s.sc.Roads {
		if alongRoad(rd, path) {
			return
		}
	}
	last := st.Path[len(st.Path)-1]
	for _, rd := range c.s.sc.Roads {
		if fix := roadBetween(rd, x.At.Area, last); fix != nil && len(fix) <= 3 {
			c.fail(line, txt("no single road runs %s: %s follows %s area by area; write ROAD %s %s", "沒有一條道路依序經過 %s：%s 沿 %s 逐區移動；請寫 道路 %s %s", "没有一条道路依序经过 %s：%s 沿 %s 逐区移动；请写 道路 %s %s",
				pathText(path), x.ID, rd.Name, x.ID, strings.Join(fix, " ")))
			return
		}
	}
	c.fail(line, txt("no single road runs %s, and none reaches %s from %s in three areas", "沒有一條道路依序經過 %s，也沒有道路能在三區內從 %[3]s 到達 %[2]s", "没有一条道路依序经过 %s，也没有道路能在三区内从 %[3]s 到达 %[2]s",
		pathText(path), last, x.At.Area))
}

// roadBetween is the areas after from, up to and including to, along rd;
// nil when the road does not pass both.
func roadBetween(rd *Road, from, to string) []string {
	i, j := -1, -1
	for k, a := range rd.Areas {
		if a == from {
			i = k
		}
		if a == to {
			j = k
		}
	}
	if i < 0 || j < 0 || i == j {
		return nil
	}
	var out []string
	for k := i; k != j; {
		if j > i {
			k++
		} else {
			k--
		}
		out = append(out, rd.Areas[k])
	}
	return out
}
