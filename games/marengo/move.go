package marengo

import (
	"slices"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// Movement (rule 6): a group is blocks leaving one place for one place
// together, for a command point. From a reserve a group steps into the
// reserve of a neighbouring area, or commits to one of its own area's
// approaches facing an enemy; from an approach it withdraws to the
// reserve, or crosses into the area opposite. No block moves twice in a
// turn. Entering an enemy area through an approach the enemy has not
// blocked is an assault (rule 7).

func borderKey(a, b string) string { return min(a, b) + "-" + max(a, b) }

// canEnter checks n of side's blocks stepping from one area into the
// next: passable, not closed by a failed attack, not an area taken by an
// attack, not an approach the enemy holds, and within capacity.
func (r *run) canEnter(side Side, from, to string, n int) *lineErr {
	b := r.b
	ap, ok := r.sc.Approach(from, to)
	switch {
	case !ok:
		return bad("%s and %s do not border each other: from %s a block may go to %s", "%s 與 %s 不相鄰：由 %s 可到 %s", "%s 与 %s 不相邻：由 %s 可到 %s",
			from, to, from, r.sc.passableNeighbours(from))
	case ap.Impassable:
		return bad("the border %s-%s is impassable", "%s-%s 的邊界不可通行", "%s-%s 的边界不可通行", from, to)
	case slices.Contains(b.T.Closed, borderKey(from, to)):
		return bad("an attack across %s-%s failed this turn: nobody crosses there until the turn ends", "本回合經 %s-%s 的攻擊失敗：本回合不得穿越", "本回合经 %s-%s 的攻击失败：本回合不得穿越", from, to)
	case slices.Contains(b.T.Taken, to):
		return bad("%s was taken by an attack this turn: only the attackers enter it", "%s 本回合由攻擊佔領：只有攻擊部隊可以進入", "%s 本回合由攻击占领：只有攻击部队可以进入", to)
	case len(b.at(side.Other(), Place{Area: to, Face: from})) > 0:
		return bad("the enemy blocks the approach %s/%s: only an attack crosses it", "敵軍防堵 %s/%s：只能以攻擊通過", "敌军防堵 %s/%s：只能以攻击通过", to, from)
	}
	if a, _ := r.sc.Area(to); len(b.inArea(side, to))+n > a.Capacity {
		return bad("%s holds %d of your blocks at most, and %d stand there then: stop short of it, or send fewer", "%s 最多容納您的 %d 隻部隊，屆時已有 %d 隻：請停在前一區，或少派幾隻", "%s 最多容纳您的 %d 只部队，届时已有 %d 只：请停在前一区，或少派几只", to, a.Capacity, len(b.inArea(side, to)))
	}
	return nil
}

// move carries out a MOVE line.
func (r *run) move(st Step) *lineErr {
	b := r.b
	side := b.Active
	group, why := r.groupOf(st.IDs)
	if why != nil {
		return why
	}
	area, dest := group[0].At.Area, *st.To
	kind, cost, why := r.moveKind(group, dest)
	if why != nil {
		return why
	}
	entering := kind == "enter"
	assault := entering && b.enemyIn(side, dest.Area)
	if entering {
		if why := r.canEnter(side, area, dest.Area, len(group)); why != nil {
			return why
		}
	}
	var shown *Block
	if assault {
		var why *lineErr
		if shown, why = r.assaultShows(group, st.Show, dest.Area, area); why != nil {
			return why
		}
	}
	extra, why := r.contCost(st.Then, group, entering)
	if why != nil {
		return why
	}
	for _, c := range st.Then {
		if c.To.Area != dest.Area || c.To.Reserve() {
			return bad("cavalry continues from the area it enters to one of that area's approaches: write THEN %s TO %s/area (rule 6.4)", "騎兵從進入的區域連續移動到該區域的邊界：請寫 然後 %s 到 %s/區域（規則 6.4）", "骑兵从进入的区域连续移动到该区域的边界：请写 然后 %s 到 %s/区域（规则 6.4）", c.ID, dest.Area)
		}
	}
	if why := r.canSpend(cost + extra); why != nil {
		return why
	}
	b.T.CP -= cost
	b.markMoved(st.IDs...)
	if assault {
		if !r.assault(group, reserveOf(area), dest.Area, true, shown, st, cost) {
			return nil
		}
	} else {
		from := startOf(group)
		for _, x := range group {
			x.At = dest
		}
		r.reportMove(group, from, dest, cost, kind)
	}
	if entering {
		r.noteEntered()
		r.continueCav(group, st.Then)
	}
	return nil
}

// reportMove tells the owner which blocks moved and everyone how many.
func (r *run) reportMove(group []*Block, from i18n.Text, to Place, cost int, kind string) {
	side := group[0].Side
	var verb i18n.Text
	switch kind {
	case "commit":
		verb = txt("commits", "投入", "投入")
	case "withdraw":
		verb = txt("withdraws", "退回", "退回")
	default:
		verb = txt("moves", "移動", "移动")
	}
	const en, hant, hans = "%[1]s %[3]s %[2]s from %[4]s to %[5]s %[6]s.", "%[1]s：%[2]s 由 %[4]s %[3]s到 %[5]s%[6]s。", "%[1]s：%[2]s 由 %[4]s %[3]s到 %[5]s%[6]s。"
	r.own(side, txt(en, hant, hans, sideText(side), ownText(group), verb, from, placeText(to), cpText(cost, r.b.T.CP)),
		ptr(txt(en, hant, hans, sideText(side), countText(len(group)), verb, from, placeText(to), cpText(cost, r.b.T.CP))))
}

// contCost checks a line's cavalry continuations (rule 6.4) and returns
// their extra command points: a group that splits pays for each approach
// its cavalry commits to, but a group that continues whole pays nothing
// for the first.
func (r *run) contCost(conts []Cont, group []*Block, entering bool) (int, *lineErr) {
	if len(conts) == 0 {
		return 0, nil
	}
	if !entering {
		return 0, bad("cavalry continues only after moving into a new area, not from where it stood (rule 6.4)", "騎兵只能在移入新區域後連續移動，不得在原位置連續移動（規則 6.4）", "骑兵只能在移入新区域后连续移动，不得在原位置连续移动（规则 6.4）")
	}
	var aps []Place
	for _, c := range conts {
		x := r.b.block(c.ID)
		if x == nil || !slices.Contains(group, x) {
			return 0, bad("%s does not move on this line", "%s 不在本行移動", "%s 不在本行移动", c.ID)
		}
		if x.Arm != Cavalry {
			return 0, bad("%s is not cavalry: only cavalry continues (rule 6.4)", "%s 不是騎兵：只有騎兵能連續移動（規則 6.4）", "%s 不是骑兵：只有骑兵能连续移动（规则 6.4）", c.ID)
		}
		if !slices.Contains(aps, c.To) {
			aps = append(aps, c.To)
		}
	}
	if len(conts) == len(group) {
		return len(aps) - 1, nil
	}
	return len(aps), nil
}

// continueCav commits cavalry that has just entered an area to approaches
// facing the enemy, showing each block. A continuation that has become
// impossible (the area across holds no enemy now) is skipped, and so is
// one the command points left cannot pay for (the last written first);
// the owner is told either way.
func (r *run) continueCav(group []*Block, conts []Cont) {
	if len(conts) == 0 {
		return
	}
	side := r.b.Active
	var can []Cont
	for _, c := range conts {
		x := r.b.block(c.ID)
		if !x.On() || !x.At.Reserve() || x.At.Area != c.To.Area || !r.b.enemyIn(side, c.To.Face) {
			if r.dryRefuse(txt("%s cannot continue to %s: no enemy is in %s, and cavalry continues only to an approach facing the enemy (rule 6.4)", "%s 無法連續移動到 %s：%s 沒有敵軍，騎兵只能連續移動到面對敵軍的邊界（規則 6.4）", "%s 无法连续移动到 %s：%s 没有敌军，骑兵只能连续移动到面对敌军的边界（规则 6.4）", x.ID, c.To.String(), c.To.Face)) {
				continue
			}
			r.own(side, txt("%s cannot continue to %s: it is not in %s's reserve, or no enemy is across.", "%s 無法連續移動到 %s：它不在 %s 後備，或對面沒有敵軍。", "%s 无法连续移动到 %s：它不在 %s 后备，或对面没有敌军。", x.ID, c.To.String(), c.To.Area), nil)
			continue
		}
		can = append(can, c)
	}
	for len(can) > 0 && contPay(can, group) > r.b.T.CP {
		c := can[len(can)-1]
		can = can[:len(can)-1]
		if r.dryRefuse(txt("%s cannot continue to %s: the command points left (%d) do not pay for it; leave out a line before it that spends one", "%s 無法連續移動到 %s：剩餘指揮點（%d）不足；請刪去前面某個耗點的行", "%s 无法连续移动到 %s：剩余指挥点（%d）不足；请删去前面某个耗点的行", c.ID, c.To.String(), r.b.T.CP)) {
			continue
		}
		r.own(side, txt("%s cannot continue to %s: the command points left (%d) do not pay for it.", "%s 無法連續移動到 %s：剩餘指揮點（%d）不足。", "%s 无法连续移动到 %s：剩余指挥点（%d）不足。", c.ID, c.To.String(), r.b.T.CP), nil)
	}
	pay := contPay(can, group)
	for _, c := range can {
		x := r.b.block(c.ID)
		x.At = c.To
		r.own(side, txt("%s: %s continues to %s (shown).", "%s：%s 連續移動到 %s（亮出）。", "%s：%s 连续移动到 %s（亮出）。", sideText(side), i18n.Join(plain(x.ID+" "), x.Face().Text()), c.To.String()),
			ptr(txt("%s: a cavalry block continues to %s, shown: %s.", "%s：一隻騎兵連續移動到 %s，亮出：%s。", "%s：一只骑兵连续移动到 %s，亮出：%s。", sideText(side), c.To.String(), x.Face().Text())))
	}
	if pay > 0 {
		r.b.T.CP -= pay
		r.pub(txt("%s: the continuation costs %d command point(s); %d left.", "%s：連續移動耗 %d 指揮點；剩 %d 點。", "%s：连续移动耗 %d 指挥点；剩 %d 点。", sideText(side), pay, r.b.T.CP))
	}
}

// contPay is what continuations cost (rules 6.4 and 9.6): a point for
// each approach they commit to, less one when every block of the group
// continues (nothing splits off and stays behind).
func contPay(conts []Cont, group []*Block) int {
	var aps []Place
	for _, c := range conts {
		if !slices.Contains(aps, c.To) {
			aps = append(aps, c.To)
		}
	}
	pay := len(aps)
	if pay > 0 && len(conts) == len(alive(group)) {
		pay--
	}
	return pay
}

// withdrawStranded sends back to their reserves the active side's
// committed blocks facing an area without enemy (all areas when area is
// ""): free, and they may not move again this turn (rule 6).
func (r *run) withdrawStranded(side Side, area string) {
	b := r.b
	for _, a := range r.sc.Areas {
		for _, ap := range a.Approaches {
			if area != "" && ap.Faces != area {
				continue
			}
			bs := b.at(side, ap.Place())
			if len(bs) == 0 || b.enemyIn(side, ap.Faces) {
				continue
			}
			for _, x := range bs {
				x.At = reserveOf(ap.Area)
			}
			b.markMoved(ids(bs)...)
			r.own(side, txt("%s withdraws %s on %s to the reserve: no enemy faces them (free).", "%s：%s 在 %s 無敵軍相對，退回後備（免指揮點）。", "%s：%s 在 %s 无敌军相对，退回后备（免指挥点）。", sideText(side), ownText(bs), ap.Place().String()),
				ptr(txt("%s withdraws %s on %s to the reserve: no enemy faces them (free).", "%s：%s 在 %s 無敵軍相對，退回後備（免指揮點）。", "%s：%s 在 %s 无敌军相对，退回后备（免指挥点）。", sideText(side), countText(len(bs)), ap.Place().String())))
		}
	}
}

// enemyLeft is told that the enemy has left area during the active
// side's turn: its blocks committed facing area must withdraw at once,
// or, if they have not moved, may advance into it for a command point
// (rule 6), as its ADVANCE answer says.
func (r *run) enemyLeft(area string) {
	b := r.b
	side := b.Active
	if b.enemyIn(side, area) {
		return
	}
	// A plan line still to run that moves blocks across into the area
	// is this turn's own word on them: it wins over a standing ADVANCE
	// answer, so they wait for it (and withdraw when movement ends if it
	// does not run).
	planned := r.plannedInto(area)
	at := func(ap *Approach) []*Block {
		return slices.DeleteFunc(b.at(side, ap.Place()), func(x *Block) bool { return planned[x.ID] })
	}
	var facing []*Approach
	for _, a := range r.sc.Areas {
		for _, ap := range a.Approaches {
			if ap.Faces == area && len(at(ap)) > 0 {
				facing = append(facing, ap)
			}
		}
	}
	if len(facing) == 0 {
		return
	}
	can := func(ap *Approach) bool {
		bs := at(ap)
		for _, x := range bs {
			if b.moved(x.ID) || slices.Contains(b.T.Fired, x.ID) || x.Inactive {
				return false
			}
		}
		return b.T.CP >= 1 && r.canEnter(side, ap.Area, area, len(bs)) == nil
	}
	possible := slices.ContainsFunc(facing, can)
	advance := false
	if possible {
		a := r.decide(side, askAdvance, area, func() *plan.Question { return r.advanceQuestion(area) })
		advance = a.Word == "YES"
	}
	for _, ap := range facing {
		bs := at(ap)
		if advance && can(ap) {
			b.T.CP--
			for _, x := range bs {
				x.At = reserveOf(area)
			}
			b.markMoved(ids(bs)...)
			r.reportMove(bs, placeText(ap.Place()), reserveOf(area), 1, "enter")
			r.noteEntered()
			continue
		}
		for _, x := range bs {
			x.At = reserveOf(ap.Area)
		}
		b.markMoved(ids(bs)...)
		r.own(side, txt("%s withdraws %s on %s to the reserve: the enemy has left %s (free).", "%s：%s 在 %s 退回後備：敵軍已離開 %s（免指揮點）。", "%s：%s 在 %s 退回后备：敌军已离开 %s（免指挥点）。", sideText(side), ownText(bs), ap.Place().String(), area),
			ptr(txt("%s withdraws %s on %s to the reserve: the enemy has left %s (free).", "%s：%s 在 %s 退回後備：敵軍已離開 %s（免指揮點）。", "%s：%s 在 %s 退回后备：敌军已离开 %s（免指挥点）。", sideText(side), countText(len(bs)), ap.Place().String(), area)))
	}
}

// plannedInto lists the blocks that a MOVE line still in the plan takes
// into area's reserve.
func (r *run) plannedInto(area string) map[string]bool {
	out := map[string]bool{}
	for _, ps := range r.queue {
		if st := ps.Act; st.Verb == "MOVE" && st.To != nil && *st.To == reserveOf(area) {
			for _, id := range st.IDs {
				out[id] = true
			}
		}
	}
	return out
}

func (r *run) advanceQuestion(area string) *plan.Question {
	side := r.b.Active
	return &plan.Question{Seat: side.Seat(), Kind: askAdvance, Subject: area,
		Public: games.Prompt{
			Ask:     txt("%s decides whether its blocks facing %s advance into it", "%s決定面對 %s 的部隊是否前進", "%s决定面对 %s 的部队是否前进", sideText(side), area),
			Default: txt("they withdraw to their reserves", "退回後備", "退回后备"),
		},
		Private: games.Prompt{
			Ask: txt("the enemy has left %s: should your blocks committed facing it advance into it (one command point an approach; %d left)? Answer ADVANCE %s YES or NO (or ADVANCE * YES|NO from now on)",
				"敵軍已離開 %s：面對它的防堵部隊要前進嗎（每道邊界一指揮點；剩 %d 點）？請答 前進 %s 是 或 否（或 前進 * 是|否 作為常備答覆）",
				"敌军已离开 %s：面对它的防堵部队要前进吗（每道边界一指挥点；剩 %d 点）？请答 前进 %s 是 或 否（或 前进 * 是|否 作为常备答复）", area, r.b.T.CP, area),
			Default: txt("they withdraw to their reserves", "退回後備", "退回后备"),
		}}
}
