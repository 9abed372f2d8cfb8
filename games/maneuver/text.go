package maneuver

import (
	"fmt"
	"strings"

	"adjutant/games"
)

// seatText names a seat.
func seatText(s Seat) games.Text {
	if s == Red {
		return games.Text{EN: "Red", Hant: "紅方", Hans: "红方"}
	}
	return games.Text{EN: "Blue", Hant: "藍方", Hans: "蓝方"}
}

// sideText names a seat with its nation once chosen: "Blue (France)".
func (s *State) sideText(seat Seat) games.Text {
	if n := s.nations[seat]; n != nil {
		return games.T("%s (%s)", "%s（%s）", "%s（%s）", seatText(seat), n.Name)
	}
	return seatText(seat)
}

// unitText names a unit: "GRD Imperial Guard".
func (s *State) unitText(seat Seat, i int) games.Text {
	d := s.def(seat, i)
	return games.T("%s %s", "%s %s", "%s %s", d.Code, d.Name)
}

// unitAtText names a unit with its square: "Red's FGD at D5".
func (s *State) unitAtText(seat Seat, i int) games.Text {
	return games.T("%s's %s at %s", "%s的 %s（%s）", "%s的 %s（%s）", seatText(seat), s.def(seat, i).Code, s.unit(seat, i).Sq.String())
}

func kindText(kind string) games.Text {
	switch kind {
	case KindUnit:
		return games.T("unit card", "單位牌", "单位牌")
	case KindLeader:
		return games.T("Leader", "領袖", "领袖")
	case KindAmbush:
		return games.T("Ambush", "伏擊", "伏击")
	case KindCommitted:
		return games.T("Committed Attack", "拼死一搏", "拼死一搏")
	case KindForcedMarch:
		return games.T("Forced March", "強行軍", "强行军")
	case KindGuerrilla:
		return games.T("Guerrilla", "游擊隊", "游击队")
	case KindRedoubt:
		return games.T("Redoubt", "戰壕", "战壕")
	case KindRegroup:
		return games.T("Regroup", "重組", "重组")
	case KindSappers:
		return games.T("Sappers/Engineers", "工兵/技師", "工兵/技师")
	case KindSkirmish:
		return games.T("Skirmish", "佯攻", "佯攻")
	case KindScout:
		return games.T("Scout/Spy", "偵察兵/間諜", "侦察兵/间谍")
	case KindSupply:
		return games.T("Supply", "補給", "补给")
	case KindWithdraw:
		return games.T("Withdraw", "撤退", "撤退")
	}
	return games.Plain(kind)
}

// cardText describes a card with every value it carries: in a list of
// cards "F03 Imperial Guard: attack 3d6, defence 1, not required to
// advance", inline in a sentence "F03 Imperial Guard (attack 3d6, ...)".
func (n *Nation) cardText(c *Card, inline bool) games.Text {
	var head games.Text
	var vals []games.Text
	switch c.Kind {
	case KindUnit:
		head = n.Units[c.Unit].Name
		if !c.Attack.Zero() {
			vals = append(vals, games.T("attack %s", "攻擊 %s", "攻击 %s", c.Attack.String()))
		}
		if c.Defence != 0 {
			vals = append(vals, games.T("defence %d", "防禦 %d", "防御 %d", c.Defence))
		}
		if !c.Bombard.Zero() {
			vals = append(vals, games.T("bombard %s range %d", "炮擊 %s 射程 %d", "炮击 %s 射程 %d", c.Bombard.String(), c.Range))
		}
		if !c.Volley.Zero() {
			vals = append(vals, games.T("volley %s", "齊射 %s", "齐射 %s", c.Volley.String()))
		}
		if !c.Pursuit.Zero() {
			vals = append(vals, games.T("pursuit %s", "追擊 %s", "追击 %s", c.Pursuit.String()))
		}
		if !c.Withdraw.Zero() {
			vals = append(vals, games.T("withdraw %s", "撤退 %s", "撤退 %s", c.Withdraw.String()))
		}
		if c.NoAdvance {
			vals = append(vals, games.T("not required to advance", "不需要推進", "不需要推进"))
		}
	case KindLeader:
		head = games.T("Leader %s", "領袖 %s", "领袖 %s", c.Name)
		vals = append(vals, games.T("command %d", "指揮 %d", "指挥 %d", c.Command), games.T("combat %d", "戰鬥 %d", "战斗 %d", c.Combat))
		if !c.Rally.Zero() {
			vals = append(vals, games.T("rally %s", "重整 %s", "重整 %s", c.Rally.String()))
		}
		if c.HasPursuitMod {
			vals = append(vals, games.T("pursuit %+d", "追擊 %+d", "追击 %+d", c.PursuitMod))
		}
		if c.GrandBattery {
			vals = append(vals, games.T("Grand Battery", "炮兵連", "炮兵连"))
		}
	case KindAmbush:
		head = kindText(c.Kind)
		vals = append(vals, games.T("attack %s", "攻擊 %s", "攻击 %s", c.Attack.String()))
	default:
		head = kindText(c.Kind)
	}
	t := games.T("%s %s", "%s %s", "%s %s", c.ID, head)
	if len(vals) == 0 {
		return t
	}
	if inline {
		return games.T("%s (%s)", "%s（%s）", "%s（%s）", t, games.ListText(vals))
	}
	return games.Join(t, games.T(": ", "：", "："), games.ListText(vals))
}

// cardsText describes a list of cards, one per line with an indent.
func (n *Nation) cardsText(ids []string, lang games.Lang) string {
	var b strings.Builder
	for _, id := range ids {
		if c, ok := n.Card(id); ok {
			fmt.Fprintf(&b, "  %s\n", n.cardText(c, false).In(lang))
		}
	}
	return b.String()
}

// cardName is a card's id and short name: "F03 Imperial Guard".
func (n *Nation) cardName(id string) games.Text {
	c, ok := n.Card(id)
	if !ok {
		return games.Plain(id)
	}
	if c.Kind == KindUnit {
		return games.T("%s %s", "%s %s", "%s %s", id, n.Units[c.Unit].Name)
	}
	if c.Kind == KindLeader {
		return games.T("%s %s", "%s %s", "%s %s", id, c.Name)
	}
	return games.T("%s %s", "%s %s", "%s %s", id, kindText(c.Kind))
}

func (s *State) cardName(seat Seat, id string) games.Text { return s.nations[seat].cardName(id) }

func (s *State) cardFull(seat Seat, id string) games.Text {
	c, ok := s.card(seat, id)
	if !ok {
		return games.Plain(id)
	}
	return s.nations[seat].cardText(c, true)
}

// cardList names several cards: "F03 Imperial Guard, F46 Committed Attack".
func (s *State) cardList(seat Seat, ids []string) games.Text {
	if len(ids) == 0 {
		return games.T("none", "無", "无")
	}
	var ts []games.Text
	for _, id := range ids {
		ts = append(ts, s.cardName(seat, id))
	}
	return games.ListText(ts)
}

func stageText(st Stage) games.Text {
	switch st {
	case StageRoll:
		return games.T("set-up: who starts", "布置：誰先開始", "布置：谁先开始")
	case StageTiles:
		return games.T("set-up: map tiles", "布置：地圖塊", "布置：地图块")
	case StageNations:
		return games.T("set-up: the two nations", "布置：兩個國家", "布置：两个国家")
	case StageNation:
		return games.T("set-up: choice of nation", "布置：選擇國家", "布置：选择国家")
	case StageEdge:
		return games.T("set-up: starting edges", "布置：起始邊", "布置：起始边")
	case StageHands:
		return games.T("set-up: starting hands", "布置：起始手牌", "布置：起始手牌")
	case StageDeploy:
		return games.T("set-up: deployment", "布置：部署", "布置：部署")
	case StageOver:
		return games.T("game over", "遊戲結束", "游戏结束")
	}
	return games.T("turns", "回合", "回合")
}

func dirText(d Dir) games.Text {
	switch d.Name {
	case "north":
		return games.T("north", "北", "北")
	case "east":
		return games.T("east", "東", "东")
	case "south":
		return games.T("south", "南", "南")
	case "west":
		return games.T("west", "西", "西")
	}
	return games.Plain("?")
}
