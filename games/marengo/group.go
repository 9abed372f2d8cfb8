package marengo

import (
	"slices"

	"adjutant/templates/i18n"
)

// Groups (rule 6): blocks in one place (one reserve, or one approach),
// or with option group=area blocks of one area whether in its reserve or
// on its approaches, that leave together for one destination are one
// group and pay one command point. From the reserve a block steps into a
// neighbouring area or commits to an approach of its own area; from an
// approach it withdraws to the reserve or crosses into the area it
// faces. So with group=area a group may join the reserve and the
// approach facing an area to enter it, or several approaches to withdraw
// to the reserve.

// groupOf checks that list names the active side's blocks in one area,
// free to move, and returns them.
func (r *run) groupOf(list []string) ([]*Block, *lineErr) {
	b := r.b
	var out []*Block
	for _, id := range list {
		x := b.block(id)
		switch {
		case x == nil || x.Side != b.Active:
			return nil, bad("%s is not one of your blocks", "%s 不是您的部隊", "%s 不是您的部队", id)
		case !x.On():
			return nil, bad("%s is not on the map", "%s 不在地圖上", "%s 不在地图上", id)
		case x.Inactive:
			return nil, bad("%s is not activated yet (rule 4.6): ACTIVATE it on the plan's first lines, within the turn's allowance, or move another block",
				"%s 尚未啟動（規則 4.6）：請在計劃開頭以 啟動 喚醒它（不超過本回合可啟動數），或改動別的部隊",
				"%s 尚未启动（规则 4.6）：请在计划开头以 启动 唤醒它（不超过本回合可启动数），或改动别的部队", id)
		case b.moved(id):
			return nil, bad("%s has moved already this turn", "%s 本回合已移動過", "%s 本回合已移动过", id)
		case slices.Contains(b.T.Fired, id):
			return nil, bad("%s bombarded this turn and may not move", "%s 本回合已砲擊，不得移動", "%s 本回合已炮击，不得移动", id)
		}
		if len(out) > 0 {
			if why := r.opt.groupApart(out[0].ID, id, out[0].At, x.At); why != nil {
				return nil, why
			}
		}
		out = append(out, x)
	}
	return out, nil
}

// moveKind says what a group's move to dest is ("enter" a neighbouring
// area, "commit" to an approach, "withdraw" to the reserve) and what it
// costs, or which block cannot make it.
func (r *run) moveKind(group []*Block, dest Place) (string, int, *lineErr) {
	side := r.b.Active
	area := group[0].At.Area
	switch {
	case dest.Reserve() && dest.Area == area:
		cost := 0
		for _, x := range group {
			if x.At.Reserve() {
				return "", 0, bad("%s is in the reserve of %s already", "%s 已在 %s 後備", "%s 已在 %s 后备", x.ID, area)
			}
			if r.b.enemyIn(side, x.At.Face) {
				cost = 1
			}
		}
		// Free only when no block of the group faces the enemy (rule 6:
		// committed blocks whose enemy has left withdraw for nothing).
		return "withdraw", cost, nil
	case dest.Reserve():
		for _, x := range group {
			if !x.At.Reserve() && x.At.Face != dest.Area {
				return "", 0, bad("%s stands on %s: from an approach a block goes back to its reserve or across into %s, not to %s", "%s 在 %s：在邊界上的部隊只能退回後備或進入 %s，不能到 %s", "%s 在 %s：在边界上的部队只能退回后备或进入 %s，不能到 %s",
					x.ID, x.At.String(), x.At.Face, dest.Area)
			}
		}
		return "enter", 1, nil
	case dest.Area == area:
		for _, x := range group {
			switch {
			case x.At == dest:
				return "", 0, bad("%s is on %s already", "%s 已在 %s", "%s 已在 %s", x.ID, dest.String())
			case !x.At.Reserve():
				return "", 0, bad("%s stands on %s: it goes back to the reserve first (a block moves once a turn)", "%s 在 %s：須先退回後備（每回合只能移動一次）", "%s 在 %s：须先退回后备（每回合只能移动一次）", x.ID, x.At.String())
			}
		}
		if !r.b.enemyIn(side, dest.Face) {
			return "", 0, bad("blocks commit to an approach only when the enemy is in the area across (%s is not held by the enemy)", "對面區域有敵軍時才能投入邊界（%s 沒有敵軍）", "对面区域有敌军时才能投入边界（%s 没有敌军）", dest.Face)
		}
		return "commit", 1, nil
	}
	return "", 0, bad("a group goes to a neighbouring area, to an approach of its own area or back to its reserve, not to another area's approach (%s)",
		"一組只能移入相鄰區域、投入本區邊界或退回本區後備，不能到其他區域的邊界（%s）",
		"一组只能移入相邻区域、投入本区边界或退回本区后备，不能到其他区域的边界（%s）", dest.String())
}

// fromReserve reports whether every block of a group stands in a
// reserve: only such an assault may be blocked (rule 7.1).
func fromReserve(group []*Block) bool {
	for _, x := range group {
		if !x.At.Reserve() {
			return false
		}
	}
	return true
}

// startOf says where a group sets out from: "FON reserve", "FON/MAR",
// or both ("FON reserve and FON/MAR").
func startOf(group []*Block) i18n.Text {
	var places []Place
	for _, x := range group {
		if !slices.Contains(places, x.At) {
			places = append(places, x.At)
		}
	}
	slices.SortFunc(places, func(a, b Place) int {
		switch {
		case a.Reserve() != b.Reserve() && a.Reserve():
			return -1
		case a.Reserve() != b.Reserve():
			return 1
		case a.Face < b.Face:
			return -1
		case a.Face > b.Face:
			return 1
		}
		return 0
	})
	parts := make([]i18n.Text, len(places))
	for i, p := range places {
		parts[i] = placeText(p)
	}
	return i18n.ListText(parts)
}
