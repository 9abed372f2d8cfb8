package marengo

import (
	"slices"

	"adjutant/templates/i18n"
)

// Road movement (rule 6.3): a block that stood in a reserve when the turn
// began may follow one road up to three areas, through no area holding
// the enemy, ending in the reserve; only cavalry enters an enemy area by
// road (an assault, after which it may go on). Each road mover is its own
// group; a minor road costs a command point, the main road nothing. A
// turn's road movement has three moves; in each, one block at most
// crosses a border by a road, all one way (roadSlots), so the second
// block over a border gives up its first step and the third its first two.

// pickRoad finds the road a path follows. Where two roads run the same
// way their capacities are counted apart (rule 6.3), so the one whose
// move slots this turn take the block furthest is chosen; of those
// equally good, main roads first, then the scenario file's order.
func (r *run) pickRoad(path []string) (*Road, *lineErr) {
	var found *Road
	best := -1
	for _, rd := range r.sc.Roads {
		if !alongRoad(rd, path) {
			continue
		}
		moves, why := r.roadSlots(rd.Key, roadCrossings(path, false))
		reach := len(moves)
		if why != nil {
			reach = -1
		}
		if found == nil || reach > best || (reach == best && rd.Main && !found.Main) {
			found, best = rd, reach
		}
	}
	if found == nil {
		return nil, bad("no single road runs %s", "沒有一條道路依序經過 %s", "没有一条道路依序经过 %s", pathText(path))
	}
	return found, nil
}

// standingRoad is the main road along which cavalry in a reserve
// continues from where it stands, with no area moved (the published
// rules' main-road cavalry, rule 6.4): one through its area that the
// approach of its THEN crosses.
func (r *run) standingRoad(x *Block, st Step) (*Road, *lineErr) {
	if r.opt.RoadContinue != ContStand {
		return nil, bad("cavalry does not continue from where it stood (rule 6.4; option road_continue=move): write the areas of the road move", "騎兵不得在原來的位置連續移動（規則 6.4；選項 road_continue=move）：請寫出道路移動經過的區域", "骑兵不得在原来的位置连续移动（规则 6.4；选项 road_continue=move）：请写出道路移动经过的区域")
	}
	if x.Arm != Cavalry || len(st.Then) != 1 || st.Then[0].ID != x.ID {
		return nil, bad("a road move without a path is cavalry on a main road continuing from where it stands: ROAD %s THEN %s TO area/face", "沒有路徑的道路移動只用於大路上的騎兵從原地連續移動：道路 %s 然後 %s 到 區域/邊界", "没有路径的道路移动只用于大路上的骑兵从原地连续移动：道路 %s 然后 %s 到 区域/边界", x.ID, x.ID)
	}
	ap, ok := r.sc.Approach(st.Then[0].To.Area, st.Then[0].To.Face)
	for _, rd := range r.sc.Roads {
		if rd.Main && ok && slices.Contains(rd.Areas, x.At.Area) && slices.Contains(ap.Roads, rd.Key) {
			return rd, nil
		}
	}
	return nil, bad("%s stands on no main road that crosses %s: cavalry continues from where it stands only along a main road", "%s 所在處沒有穿過 %s 的大路：騎兵只能沿大路從原地連續移動", "%s 所在处没有穿过 %s 的大路：骑兵只能沿大路从原地连续移动", x.ID, st.Then[0].To.String())
}

func pathText(path []string) string {
	out := ""
	for i, a := range path {
		if i > 0 {
			out += " > "
		}
		out += a
	}
	return out
}

// crossing is one border a road move crosses, and the side it comes
// from ("edge" for an entry from the map's edge).
type crossing struct{ Border, From string }

// roadCrossings lists the road borders a path crosses; an entry's first
// one is the map's edge.
func roadCrossings(path []string, entry bool) []crossing {
	var out []crossing
	if entry {
		out = append(out, crossing{"edge-" + path[0], "edge"})
	}
	for i := 0; i+1 < len(path); i++ {
		out = append(out, crossing{borderKey(path[i], path[i+1]), path[i]})
	}
	return out
}

func (r *run) roadUse(rd, border string) *RoadUse {
	for i, u := range r.b.T.Roads {
		if u.Road == rd && u.Border == border {
			return &r.b.T.Roads[i]
		}
	}
	return nil
}

// useRoad takes move slot m of border by road rd, from the side from.
func (r *run) useRoad(rd string, c crossing, m int) {
	if u := r.roadUse(rd, c.Border); u != nil {
		u.Moves = append(u.Moves, m)
		return
	}
	r.b.T.Roads = append(r.b.T.Roads, RoadUse{Road: rd, Border: c.Border, From: c.From, Moves: []int{m}})
}

// roadSlots gives a road mover its moves (rule 6.3, published rules): a
// turn's road movement has three moves, and in each of them one block
// at most crosses a given border by a given road, all of them the same
// way. A mover takes for each border, in order, the earliest move not
// taken and later than its last (it may wait for a slot). It returns the
// moves for as many borders as it can cross, and why it can go no
// further when a block crossed a border the other way.
func (r *run) roadSlots(rd string, cs []crossing) ([]int, *lineErr) {
	var moves []int
	last := 0
	for _, c := range cs {
		u := r.roadUse(rd, c.Border)
		if u != nil && u.From != c.From {
			return moves, bad("a block crossed %s by this road the other way this turn: a border is crossed by road one way a turn", "本回合已有部隊沿此路反向通過 %s：同一回合沿道路通過一道邊界只能同一方向", "本回合已有部队沿此路反向通过 %s：同一回合沿道路通过一道边界只能同一方向", c.Border)
		}
		m := last + 1
		for u != nil && m <= 3 && slices.Contains(u.Moves, m) {
			m++
		}
		if m > 3 {
			break
		}
		moves, last = append(moves, m), m
	}
	return moves, nil
}

// road carries out a ROAD line.
func (r *run) road(st Step) *lineErr {
	b := r.b
	group, why := r.groupOf(st.IDs)
	if why != nil {
		return why
	}
	x := group[0]
	if !x.At.Reserve() || !slices.Contains(b.T.StartReserve, x.ID) {
		return bad("only a block that stood in a reserve when the turn began moves by road (rule 6.3)", "只有回合開始時在後備的部隊可以利用道路（規則 6.3）", "只有回合开始时在后备的部队可以利用道路（规则 6.3）")
	}
	path := pathFrom(x.At.Area, st.Path)
	rd, why := r.pickRoad(path)
	if len(path) == 1 {
		rd, why = r.standingRoad(x, st)
	}
	if why != nil {
		return why
	}
	moves, why := r.roadSlots(rd.Key, roadCrossings(path, false))
	if why != nil {
		return why
	}
	if len(moves) == 0 && len(path) > 1 {
		return bad("blocks have already used %s here in each of the turn's three moves: no other block may cross by it this turn; move this block by another way, or next turn",
			"本回合三次移動都已有部隊沿 %s 經過此處：本回合不能再沿此路通過；請改走別路，或下回合再走",
			"本回合三次移动都已有部队沿 %s 经过此处：本回合不能再沿此路通过；请改走别路，或下回合再走", rd.Name)
	}
	if n := len(moves); len(path)-1 > n {
		return bad("blocks have already used %s here this turn: this one may go %d area(s) along it (a border takes one block by road in each of the turn's three moves)", "本回合已有部隊使用 %s 經過此處：這隻只能沿路走 %d 步（每道邊界在回合的三次移動中各只容一隻部隊沿路通過）", "本回合已有部队使用 %s 经过此处：这只只能沿路走 %d 步（每道边界在回合的三次移动中各只容一只部队沿路通过）", rd.Name, n)
	}
	cost := 1
	if rd.Main {
		cost = 0
	}
	if why := r.checkRoadPath(x, path, rd, st); why != nil {
		return why
	}
	if why := r.canSpend(cost); why != nil {
		return why
	}
	b.T.CP -= cost
	b.markMoved(x.ID)
	r.roadSteps(x, path, rd, st, cost, moves, false)
	return nil
}

// checkRoadPath checks what can be known before a road move sets out:
// every step's border, the capacity of each area, and that only cavalry
// enters the enemy (an area the enemy holds after an assault is checked
// when the block gets there).
func (r *run) checkRoadPath(x *Block, path []string, rd *Road, st Step) *lineErr {
	side := r.b.Active
	for i := 0; i+1 < len(path); i++ {
		if why := r.canEnter(side, path[i], path[i+1], 1); why != nil {
			return why
		}
		if r.b.enemyIn(side, path[i+1]) {
			if x.Arm != Cavalry {
				return bad("%s holds the enemy: only cavalry enters an enemy area by road (rule 6.3)", "%s 有敵軍：只有騎兵能沿道路進入有敵軍的區域（規則 6.3）", "%s 有敌军：只有骑兵能沿道路进入有敌军的区域（规则 6.3）", path[i+1])
			}
			if _, why := r.assaultShows([]*Block{x}, "", path[i+1], path[i]); why != nil {
				return why
			}
			break
		}
	}
	last := path[len(path)-1]
	for _, c := range st.Then {
		ap, ok := r.sc.Approach(c.To.Area, c.To.Face)
		switch {
		case x.Arm != Cavalry:
			return bad("%s is not cavalry: only cavalry continues (rule 6.4)", "%s 不是騎兵：只有騎兵能連續移動（規則 6.4）", "%s 不是骑兵：只有骑兵能连续移动（规则 6.4）", x.ID)
		case c.To.Area != last || !ok || !slices.Contains(ap.Roads, rd.Key):
			return bad("cavalry on a road continues only to an approach of %s that %s crosses (rule 6.4)", "沿道路的騎兵只能連續移動到 %s 上有 %s 穿過的邊界（規則 6.4）", "沿道路的骑兵只能连续移动到 %s 上有 %s 穿过的边界（规则 6.4）", last, rd.Name)
		}
	}
	return nil
}

// roadSteps moves x along path (path[0] is where it stands), assaulting
// enemy areas on the way, and reports the move.
// moves are the road's move slots for path's borders (roadSlots).
func (r *run) roadSteps(x *Block, path []string, rd *Road, st Step, cost int, moves []int, entered bool) {
	b := r.b
	side := b.Active
	went := []string{path[0]}
	paid := cost
	note := func(stopped i18n.Text) {
		verb := txt("moves", "移動", "移动")
		if entered {
			verb = txt("enters at %s and moves", "由 %s 登場並移動", "由 %s 登场并移动", path[0])
		}
		const en, hant, hans = "%[1]s: %[2]s %[3]s by %[4]s: %[5]s%[6]s%[7]s.", "%[1]s：%[2]s 經%[4]s%[3]s：%[5]s%[6]s%[7]s。", "%[1]s：%[2]s 经%[4]s%[3]s：%[5]s%[6]s%[7]s。"
		r.own(side, txt(en, hant, hans, sideText(side), i18n.Join(plain(x.ID+" "), x.Face().Text()), verb, rd.Name, pathText(went), cpNote(paid, b.T.CP), stopped),
			ptr(txt(en, hant, hans, sideText(side), countText(1), verb, rd.Name, pathText(went), cpNote(paid, b.T.CP), stopped)))
		paid, entered = -1, false
	}
	for i := 0; i+1 < len(path); i++ {
		from, to := path[i], path[i+1]
		if why := r.canEnter(side, from, to, 1); why != nil {
			note(i18n.Join(txt("; it stops: ", "；停止：", "；停止："), why.Msg))
			return
		}
		r.useRoad(rd.Key, crossing{borderKey(from, to), from}, moves[i])
		if !b.enemyIn(side, to) {
			x.At = reserveOf(to)
			went = append(went, to)
			continue
		}
		if x.Arm != Cavalry {
			note(txt("; it stops: only cavalry enters an enemy area by road", "；停止：只有騎兵能沿道路進入有敵軍的區域", "；停止：只有骑兵能沿道路进入有敌军的区域"))
			return
		}
		if _, why := r.assaultShows([]*Block{x}, "", to, from); why != nil {
			note(i18n.Join(txt("; it stops: ", "；停止：", "；停止："), why.Msg))
			return
		}
		if len(went) > 1 || entered {
			note(i18n.Text{})
		}
		if !r.assault([]*Block{x}, x.At, to, true, x, st, paid) {
			return
		}
		paid = -1
		went = []string{to}
	}
	if len(went) > 1 || entered {
		note(i18n.Text{})
	}
	r.noteEntered()
	r.continueCav([]*Block{x}, st.Then)
}

// cpNote is cpText, or nothing for a step already paid for (-1).
func cpNote(cost, left int) i18n.Text {
	if cost < 0 {
		return i18n.Text{}
	}
	return txt(" %s", "%s", "%s", cpText(cost, left))
}

// pathFrom is a road path as the engine walks it: the area the block
// starts from, then the areas written. A player may well write the start
// too ("ENTER A02 BRH PDB" for an entry at BRH, "ROAD A02 PDB FON MAR"
// from PDB): it is the same path, not a step that goes nowhere.
func pathFrom(start string, written []string) []string {
	if len(written) > 0 && written[0] == start {
		written = written[1:]
	}
	return append([]string{start}, written...)
}
