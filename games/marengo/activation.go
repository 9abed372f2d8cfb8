package marengo

import (
	"sort"

	"adjutant/templates/i18n"
)

// French activation (rule 4.6): the French start blocks may not move
// until activated. At the start of every French turn those next to an
// area holding Austrians wake; the French player may wake one more block
// on the first French turn, and two a turn once an Austrian block has
// stood in a French start area or from 11 AM. Inactive blocks still block
// assaults and retreat. Reinforcements are never inactive.

// activateAdjacent wakes every inactive French block next to an area
// with Austrian blocks.
func (r *run) activateAdjacent() {
	b := r.b
	var woke []*Block
	for i := range b.Blocks {
		x := &b.Blocks[i]
		if !x.On() || !x.Inactive {
			continue
		}
		if wakesByItself(r.sc, b, x) {
			woke = append(woke, x)
		}
	}
	for _, x := range woke {
		x.Inactive = false
	}
	r.reportActivation(woke, txt("next to the Austrians", "鄰近奧軍", "邻近奥军"))
}

// activations is how many blocks the French may wake this turn.
func (r *run) activations() int { return activationsOf(r.sc, r.b) }

// activationsOf is how many blocks the French may wake in a turn that
// begins on b: public facts only (the hour, whether the Austrians have
// entered a French start area), so a plan is checked against it when sent.
func activationsOf(sc *Scenario, b *Board) int {
	switch {
	case b.Entered || b.Hour >= 11:
		return 2
	case b.Hour == sc.FirstHour:
		return 1
	}
	return 0
}

// wakesByItself: an inactive French block next to an area with Austrian
// blocks wakes as the French turn begins, whatever the plan says.
func wakesByItself(sc *Scenario, b *Board, x *Block) bool {
	for _, n := range sc.Neighbours(x.At.Area) {
		if len(b.inArea(Austria, n)) > 0 {
			return true
		}
	}
	return false
}

// activate wakes the blocks an ACTIVATE line names. A block already
// active (one that woke next to the Austrians as the turn began) is
// passed over with a word to France: the plan goes on, and it does not
// use up an activation.
func (r *run) activate(list []string) *lineErr {
	b := r.b
	if b.Active != France {
		return bad("only the French activate blocks", "只有法軍需要啟動部隊", "只有法军需要启动部队")
	}
	var woke, awake []*Block
	for _, id := range list {
		x := b.block(id)
		switch {
		case !x.On():
			return bad("%s is not an inactive block on the map", "%s 不是地圖上未啟動的部隊", "%s 不是地图上未启动的部队", id)
		case !x.Inactive:
			awake = append(awake, x)
		default:
			woke = append(woke, x)
		}
	}
	if len(woke) > b.T.Activate {
		return bad("%d block(s) may be activated now, not %d (one on the first French turn, two once the Austrians have entered a French start area or from 11 AM)",
			"現在可啟動 %d 隻，不是 %d 隻（法軍第一回合一隻；奧軍曾進入法軍起始區域或上午 11 時起每回合兩隻）",
			"现在可启动 %d 只，不是 %d 只（法军第一回合一只；奥军曾进入法军起始区域或上午 11 时起每回合两只）", b.T.Activate, len(woke))
	}
	if len(awake) > 0 {
		r.own(France, txt("%s: active already, nothing to do (an activation is not used).", "%s：已啟動，無須再啟動（不佔啟動名額）。", "%s：已启动，无须再启动（不占启动名额）。", ownText(awake)), nil)
	}
	for _, x := range woke {
		x.Inactive = false
	}
	b.T.Activate -= len(woke)
	r.reportActivation(woke, txt("by choice", "自選", "自选"))
	return nil
}

// reportActivation tells France which blocks woke, and everyone how many
// in each area (which blocks are inactive is public: they stand apart).
func (r *run) reportActivation(woke []*Block, why i18n.Text) {
	byArea := map[string][]*Block{}
	var areas []string
	for _, x := range woke {
		if _, ok := byArea[x.At.Area]; !ok {
			areas = append(areas, x.At.Area)
		}
		byArea[x.At.Area] = append(byArea[x.At.Area], x)
	}
	sort.Strings(areas)
	for _, a := range areas {
		bs := byArea[a]
		r.own(France, txt("France activates %s in %s (%s).", "法國啟動 %s 於 %s（%s）。", "法国启动 %s 于 %s（%s）。", ownText(bs), a, why),
			ptr(txt("France activates %s in %s (%s).", "法國啟動 %s 於 %s（%s）。", "法国启动 %s 于 %s（%s）。", countText(len(bs)), a, why)))
	}
}

// noteEntered remembers that an Austrian block stands in a French start
// area (rule 4.6, second condition).
func (r *run) noteEntered() {
	b := r.b
	if b.Entered {
		return
	}
	for i := range b.Blocks {
		x := &b.Blocks[i]
		if x.On() && x.Side == Austria {
			if a, ok := r.sc.Area(x.At.Area); ok && a.FrenchStart > 0 {
				b.Entered = true
				r.pub(txt("An Austrian block stands in %s, a French start area: from now on the French may activate two blocks a turn.",
					"奧軍進入法軍起始區域 %s：此後法軍每回合可啟動兩隻部隊。", "奥军进入法军起始区域 %s：此后法军每回合可启动两只部队。", r.sc.areaName(x.At.Area)))
				return
			}
		}
	}
}
