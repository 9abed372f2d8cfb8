package maneuver

import (
	"strings"

	"adjutant/templates/i18n"
)

// seatText names a seat.
func seatText(s Seat) i18n.Text {
	if s == Red {
		return i18n.Text{EN: "Red", Hant: "紅方", Hans: "红方"}
	}
	return i18n.Text{EN: "Blue", Hant: "藍方", Hans: "蓝方"}
}

// sideText names a seat with its nation once chosen: "Blue (France)".
func (s *State) sideText(seat Seat) i18n.Text {
	if n := s.nations[seat]; n != nil {
		return i18n.T("%s (%s)", "%s（%s）", "%s（%s）", seatText(seat), n.Name)
	}
	return seatText(seat)
}

// unitText names a unit: "GRD Imperial Guard".
func (s *State) unitText(seat Seat, i int) i18n.Text {
	d := s.def(seat, i)
	return i18n.T("%s %s", "%s %s", "%s %s", d.Code, d.Name)
}

// unitAtText names a unit with its square: "Red's FGD at D5".
func (s *State) unitAtText(seat Seat, i int) i18n.Text {
	return i18n.T("%s's %s at %s", "%s的 %s（%s）", "%s的 %s（%s）", seatText(seat), s.def(seat, i).Code, s.unit(seat, i).Sq.String())
}

// kindText is a kind of card's short name: "Committed Attack".
func kindText(kind string) i18n.Text { return names().Of("kind", kind) }

// cardText describes a card with every value it carries: in a list of
// cards "F03 Imperial Guard: attack 3d6, defence 1, not required to
// advance", inline in a sentence "F03 Imperial Guard (attack 3d6, ...)".
func (n *Nation) cardText(c *Card, inline bool) i18n.Text {
	var head i18n.Text
	var vals []i18n.Text
	switch c.Kind {
	case KindUnit:
		head = n.Units[c.Unit].Name
		if !c.Attack.Zero() {
			vals = append(vals, i18n.T("attack %s", "攻擊 %s", "攻击 %s", c.Attack.String()))
		}
		if c.Defence != 0 {
			vals = append(vals, i18n.T("defence %d", "防禦 %d", "防御 %d", c.Defence))
		}
		if !c.Bombard.Zero() {
			vals = append(vals, i18n.T("bombard %s range %d", "炮擊 %s 射程 %d", "炮击 %s 射程 %d", c.Bombard.String(), c.Range))
		}
		if !c.Volley.Zero() {
			vals = append(vals, i18n.T("volley %s", "齊射 %s", "齐射 %s", c.Volley.String()))
		}
		if !c.Pursuit.Zero() {
			vals = append(vals, i18n.T("pursuit %s", "追擊 %s", "追击 %s", c.Pursuit.String()))
		}
		if !c.Withdraw.Zero() {
			vals = append(vals, i18n.T("withdraw %s", "撤退 %s", "撤退 %s", c.Withdraw.String()))
		}
		if c.NoAdvance {
			vals = append(vals, i18n.T("not required to advance", "不需要推進", "不需要推进"))
		}
	case KindLeader:
		head = i18n.T("Leader %s", "領袖 %s", "领袖 %s", c.Name)
		vals = append(vals, i18n.T("command %d", "指揮 %d", "指挥 %d", c.Command), i18n.T("combat %d", "戰鬥 %d", "战斗 %d", c.Combat))
		if !c.Rally.Zero() {
			vals = append(vals, i18n.T("rally %s", "重整 %s", "重整 %s", c.Rally.String()))
		}
		if c.HasPursuitMod {
			vals = append(vals, i18n.T("pursuit %+d", "追擊 %+d", "追击 %+d", c.PursuitMod))
		}
		if c.GrandBattery {
			vals = append(vals, i18n.T("Grand Battery", "炮兵連", "炮兵连"))
		}
	case KindAmbush:
		head = kindText(c.Kind)
		vals = append(vals, i18n.T("attack %s", "攻擊 %s", "攻击 %s", c.Attack.String()))
	default:
		head = kindText(c.Kind)
	}
	t := i18n.T("%s %s", "%s %s", "%s %s", c.ID, head)
	if len(vals) == 0 {
		return t
	}
	if inline {
		return i18n.T("%s (%s)", "%s（%s）", "%s（%s）", t, i18n.ListText(vals))
	}
	return i18n.Join(t, i18n.T(": ", "：", "："), i18n.ListText(vals))
}

// cardsText describes a list of cards, one a line with an indent; a card
// too long for the line wraps under its text, so that every card's id
// begins a line. The width is proseWidth: a reply indents GET's answer
// by two.
func (n *Nation) cardsText(ids []string, lang i18n.Lang) string {
	var b strings.Builder
	for _, id := range ids {
		if c, ok := n.Card(id); ok {
			b.WriteString(i18n.Hang("  "+n.cardText(c, false).In(lang), proseWidth, "      ") + "\n")
		}
	}
	return b.String()
}

// cardName is a card's id and short name: "F03 Imperial Guard".
func (n *Nation) cardName(id string) i18n.Text {
	c, ok := n.Card(id)
	if !ok {
		return i18n.Plain(id)
	}
	if c.Kind == KindUnit {
		return i18n.T("%s %s", "%s %s", "%s %s", id, n.Units[c.Unit].Name)
	}
	if c.Kind == KindLeader {
		return i18n.T("%s %s", "%s %s", "%s %s", id, c.Name)
	}
	return i18n.T("%s %s", "%s %s", "%s %s", id, kindText(c.Kind))
}

func (s *State) cardName(seat Seat, id string) i18n.Text { return s.nations[seat].cardName(id) }

func (s *State) cardFull(seat Seat, id string) i18n.Text {
	c, ok := s.card(seat, id)
	if !ok {
		return i18n.Plain(id)
	}
	return s.nations[seat].cardText(c, true)
}

// cardList names several cards: "F03 Imperial Guard, F46 Committed Attack".
func (s *State) cardList(seat Seat, ids []string) i18n.Text {
	if len(ids) == 0 {
		return i18n.T("none", "無", "无")
	}
	var ts []i18n.Text
	for _, id := range ids {
		ts = append(ts, s.cardName(seat, id))
	}
	return i18n.ListText(ts)
}

// stageText names a stage of the game as a phase: "set-up: map tiles".
func stageText(st Stage) i18n.Text { return names().Of("stage", string(st)) }

// dirText names an edge or direction: "north".
func dirText(d Dir) i18n.Text {
	if !names().Has("dir", d.Name) {
		return i18n.Plain("?")
	}
	return names().Of("dir", d.Name)
}
