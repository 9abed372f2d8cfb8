package marengo

import (
	"adjutant/games"
)

// Options are the readings a game is played with where the rulebook's
// text truly allows two (docs/rules/marengo.md argues each default), and
// the scenario. They are chosen at CREATE and kept in the saved state.
type Options struct {
	// Terrain: with two leads (or two pursuers), the approach's terrain
	// is taken off their total once ("once", rule 9.4 as written), or off
	// each block ("each", as rule 9.1's test of every lead suggests).
	Terrain string `json:"terrain"`
	// PursuitLoss: after a pursuit the pursuers lose one step between
	// them ("one", the published rules), or each pursuing cavalry block
	// loses a step ("each", a reading of the translation's 9.5).
	PursuitLoss string `json:"pursuit_loss"`
	// BombardLoss: a bombardment's steps all fall on the one block its
	// target's owner picks ("one", rule 8.3: "哪一隻"), the excess lost;
	// or they are spread over the target's blocks step by step
	// ("spread"). A game saved before the option existed has "" and
	// keeps the spreading it was created with.
	BombardLoss string `json:"bombard_loss,omitempty"`
	// Bonus: the five morale points of rule 11 come at the end of every
	// French turn in which exactly one side is demoralised ("each", the
	// published rules), or once a game ("once", the translation). A game
	// saved before the option existed has "" and keeps "once".
	Bonus string `json:"bonus,omitempty"`
	// Group: a group is blocks in one place, all in one reserve or all on
	// one approach ("place", the published rules), or blocks of one area
	// in its reserve and on its approaches alike ("area", the
	// translation's rule 6). A game saved before the option existed has
	// "" and keeps "area".
	Group string `json:"group,omitempty"`
	// RoadContinue: cavalry in a reserve on a main road may continue
	// along it from where it stands, for nothing ("stand", the published
	// rules), or only after moving ("move", the translation's 6.4: "騎兵
	// 不得在原來的位置連續移動"). A game saved before the option existed
	// has "" and keeps "move".
	RoadContinue string `json:"road_continue,omitempty"`
}

// The option keys and values; the first value is the default.
const (
	OptScenario    = "scenario"
	OptTerrain     = "terrain"
	OptPursuitLoss = "pursuit_loss"
	OptBombardLoss = "bombard_loss"
	OptBonus       = "bonus"
	OptGroup       = "group"
	OptRoadCont    = "road_continue"

	TerrainOnce   = "once"
	TerrainEach   = "each"
	LossEach      = "each"
	LossOne       = "one"
	BombardOne    = "one"
	BombardSpread = "spread"
	BonusEach     = "each"
	BonusOnce     = "once"
	GroupPlace    = "place"
	GroupArea     = "area"
	ContStand     = "stand"
	ContMove      = "move"
)

func optionList() []games.Option {
	return []games.Option{
		{Key: OptScenario, Values: scenarios().Names, Default: scenarios().Names[0],
			Summary: txt("the scenario (map, blocks, arrivals) to play", "要玩的劇本（地圖、部隊、增援時間）", "要玩的剧本（地图、部队、增援时间）")},
		{Key: OptTerrain, Values: []string{TerrainOnce, TerrainEach}, Default: TerrainOnce,
			Summary: txt("two leads (or pursuers) lose the approach's terrain once from their total, or each of them",
				"兩隻主攻（或追擊）部隊：總戰力只扣一次地形，或每隻各扣一次",
				"两只主攻（或追击）部队：总战力只扣一次地形，或每只各扣一次")},
		{Key: OptPursuitLoss, Values: []string{LossOne, LossEach}, Default: LossOne,
			Summary: txt("after a pursuit the pursuers lose one step between them, or each pursuing cavalry block loses a step",
				"追擊後追擊騎兵合計損一點，或每隻追擊騎兵各損一點",
				"追击后追击骑兵合计损一点，或每只追击骑兵各损一点")},
		{Key: OptBombardLoss, Values: []string{BombardOne, BombardSpread}, Default: BombardOne,
			Summary: txt("a bombardment's losses all fall on the one target block its owner picks, or are spread over the target's blocks",
				"砲擊的損傷全由受砲擊方指定的一隻部隊承受，或分攤給目標的各部隊",
				"炮击的损伤全由受炮击方指定的一只部队承受，或分摊给目标的各部队")},
		{Key: OptBonus, Values: []string{BonusEach, BonusOnce}, Default: BonusEach,
			Summary: txt("the five morale points when only the enemy is demoralised: after every French turn it holds, or once a game",
				"僅敵方潰散時的士氣加五：每個符合條件的法軍回合結束時都加，或每局祇加一次",
				"仅敌方溃散时的士气加五：每个符合条件的法军回合结束时都加，或每局只加一次")},
		{Key: OptGroup, Values: []string{GroupPlace, GroupArea}, Default: GroupPlace,
			Summary: txt("a group is blocks in one place (one reserve or one approach), or blocks of one area in its reserve and on its approaches alike",
				"一組是同一處的部隊（同一後備或同一邊界），或同區後備與邊界上的部隊皆可成一組",
				"一组是同一处的部队（同一后备或同一边界），或同区后备与边界上的部队皆可成一组")},
		{Key: OptRoadCont, Values: []string{ContStand, ContMove}, Default: ContStand,
			Summary: txt("cavalry in a reserve on a main road may continue along it from where it stands (ROAD id THEN id TO area/face), or only after moving",
				"大路上後備的騎兵可從原地沿大路連續移動（道路 編號 然後 編號 到 區域/邊界），或須先移動",
				"大路上后备的骑兵可从原地沿大路连续移动（道路 编号 然后 编号 到 区域/边界），或须先移动")},
	}
}

func parseOptions(m map[string]string) Options {
	o := Options{Terrain: TerrainOnce, PursuitLoss: LossOne, BombardLoss: BombardOne, Bonus: BonusEach, Group: GroupPlace, RoadContinue: ContStand}
	if m[OptTerrain] == TerrainEach {
		o.Terrain = TerrainEach
	}
	if m[OptPursuitLoss] == LossEach {
		o.PursuitLoss = LossEach
	}
	if m[OptBombardLoss] == BombardSpread {
		o.BombardLoss = BombardSpread
	}
	if m[OptBonus] == BonusOnce {
		o.Bonus = BonusOnce
	}
	if m[OptGroup] == GroupArea {
		o.Group = GroupArea
	}
	if m[OptRoadCont] == ContMove {
		o.RoadContinue = ContMove
	}
	return o
}

// terrainOff is what terrain takes off n blocks' total.
func (o Options) terrainOff(penalty, n int) int {
	if o.Terrain == TerrainEach {
		return penalty * n
	}
	return penalty
}

// groupApart says why blocks at a and b may not be one group, or nil: an
// area apart always; a place apart when a group is one place.
func (o Options) groupApart(first, id string, a, b Place) *lineErr {
	switch {
	case a.Area != b.Area:
		return bad("a group leaves one area together: %s is in %s, %s in %s", "同一組須從同一區域出發：%s 在 %s，%s 在 %s", "同一组须从同一区域出发：%s 在 %s，%s 在 %s",
			first, a.Area, id, b.Area)
	case o.Group == GroupPlace && a != b:
		return bad("a group is blocks in one place, all in the reserve or all on one approach: %s is in %s, %s in %s; move them on separate lines (a command point each)",
			"一組須是同一處的部隊，全在後備或全在同一邊界：%s 在 %s，%s 在 %s；請分行移動（每行一點指揮點）",
			"一组须是同一处的部队，全在后备或全在同一边界：%s 在 %s，%s 在 %s；请分行移动（每行一点指挥点）",
			first, placeText(a), id, placeText(b))
	}
	return nil
}
