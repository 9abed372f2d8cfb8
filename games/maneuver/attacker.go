package maneuver

import (
	"slices"
	"strings"

	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// The attacker's step 5 of an assault or an ambush (rule 6.1): a leader,
// unit cards, Committed Attack, Sappers, or a Skirmish that calls it off.

// stepAttacker: the attacker's further cards (6.1 step 5), its IF lines
// weighed against the defence it can see.
func (s *State) stepAttacker(c *Combat, l *logger) {
	c.Known = s.knownDefence(c)
	if dice := s.field.At(c.At).Defence; !dice.Fixed() {
		l.AddT("Defence so far: %d, and %s for the terrain to roll.", "目前防禦：%d，另有地形 %s 待擲。", "目前防御：%d，另有地形 %s 待掷。", c.Known, dice.String())
	} else {
		l.AddT("Defence so far: %d.", "目前防禦：%d。", "目前防御：%d。", c.Known)
	}
	var skirmish, leader *plan.Step[Step]
	var adds []plan.Step[Step]
	for _, ln := range c.Lines {
		st := ln.Act
		if st.Verb == "IF" {
			if !st.holds(c.Known) {
				continue
			}
			ln = plan.Step[Step]{Line: ln.Line, Text: ln.Text, Act: *st.Then}
			st = ln.Act
		}
		switch st.Verb {
		case "SKIRMISH":
			if skirmish == nil {
				skirmish = &ln
			}
		case "LEADER":
			if leader != nil {
				s.skip(ln, i18n.T("one leader a combat", "每場戰鬥只能一位領袖", "每场战斗只能一位领袖"), l)
				continue
			}
			leader = &ln
		case "PLAY":
			adds = append(adds, ln)
		}
	}
	c.Step = cTotals
	if skirmish != nil {
		if c.Kind == "assault" {
			// No leader in a skirmish, and no other card: the assault is
			// called off. The player alone reads which lines did not run.
			off := i18n.T("the Skirmish called the assault off", "佯攻已取消突擊", "佯攻已取消突击")
			if leader != nil {
				s.skip(*leader, off, l)
			}
			for _, ln := range adds {
				s.skip(ln, off, l)
			}
			s.skirmish(c, *skirmish, l)
			return
		}
		s.skip(*skirmish, i18n.T("Skirmish is never played in an ambush", "伏擊中不能打出佯攻", "伏击中不能打出佯攻"), l)
	}
	if leader != nil {
		if why := s.useLeader(c, leader.Act, l); why != nil {
			s.skip(*leader, why.Msg, l)
		}
	}
	for _, ln := range adds {
		if why := s.addCard(c, ln.Act, l); why != nil {
			s.skip(ln, why.Msg, l)
		}
	}
}

// supportLimit is how many supporting units a leader's command allows:
// command includes the attacking unit (or the Ambush card) under the
// default reading, and counts supports only under command=supports.
func (s *State) supportLimit(command int) int {
	if s.Opt.Command == CommandSupports {
		return command
	}
	return command - 1
}

// commandProblem says why the leader cd cannot command units to support
// the attack of unit att (-1 in an ambush) on at (6.4, 9.1), or else
// gives the supports. Submit asks it on the position the plan's moves
// leave, the combat when it runs.
func (s *State) commandProblem(seat Seat, cd *Card, units []string, att int, at Square) ([]int, *lineErr) {
	if cd.Command < 2 {
		return nil, bad("a leader of command 1 adds only its combat value: write LEADER %s COMBAT", "指揮值 1 的領袖只能使用戰鬥值：請寫 領袖 %s 戰鬥", "指挥值 1 的领袖只能使用战斗值：请写 领袖 %s 战斗", cd.ID)
	}
	if max := s.supportLimit(cd.Command); len(units) > max {
		return nil, &lineErr{Msg: i18n.Plural(max,
			i18n.T("command %d allows %d supporting unit, and the line names %d", "指揮值 %d 允許 %d 個支援單位，此行寫了 %d 個", "指挥值 %d 允许 %d 个支援单位，此行写了 %d 个", cd.Command, max, len(units)),
			i18n.T("command %d allows %d supporting units, and the line names %d", "指揮值 %d 允許 %d 個支援單位，此行寫了 %d 個", "指挥值 %d 允许 %d 个支援单位，此行写了 %d 个", cd.Command, max, len(units)))}
	}
	var sup []int
	for _, code := range units {
		i, _ := s.nations[seat].UnitIndex(code)
		u := s.unit(seat, i)
		switch {
		case i == att || slices.Contains(sup, i):
			return nil, bad("%s cannot support twice or support its own attack", "%s 不能重複支援或支援自己的攻擊", "%s 不能重复支援或支援自己的攻击", code)
		case !u.On() || !Adjacent(u.Sq, at):
			return nil, bad("%s is not next to the target %s when the combat comes (a support stands next to the target)", "戰鬥時 %s 不與目標 %s 相鄰（支援單位須與目標相鄰）", "战斗时 %s 不与目标 %s 相邻（支援单位须与目标相邻）", code, at)
		case s.field.At(u.Sq).NoAssaultFrom:
			return nil, bad("%s stands in %s, from which no unit assaults", "%s 在%s，不能發起突擊", "%s 在%s，不能发起突击", code, s.field.At(u.Sq).Name)
		}
		sup = append(sup, i)
	}
	return sup, nil
}

func (s *State) useLeader(c *Combat, st Step, l *logger) *lineErr {
	seat := s.Active
	if why := s.playable(seat, st.Cards[0], KindLeader); why != nil {
		return why
	}
	cd, _ := s.card(seat, st.Cards[0])
	if st.Word == "COMMAND" {
		sup, why := s.commandProblem(seat, cd, st.Units, c.Att, c.At)
		if why != nil {
			return why
		}
		c.Supports, c.Command = sup, true
	}
	s.take(seat, cd.ID)
	c.Leader = cd.ID
	c.Played = append(c.Played, cd.ID)
	if c.Command {
		var names []string
		for _, i := range c.Supports {
			names = append(names, s.def(seat, i).Code+" "+s.unit(seat, i).Sq.String())
		}
		l.AddT("%s plays %s for its command: supporting units %s.", "%s打出 %s，使用指揮值：支援單位 %s。", "%s打出 %s，使用指挥值：支援单位 %s。", seatText(seat), s.cardFull(seat, cd.ID), strings.Join(names, ", "))
	} else {
		l.AddT("%s plays %s for its combat value.", "%s打出 %s，使用戰鬥值。", "%s打出 %s，使用战斗值。", seatText(seat), s.cardFull(seat, cd.ID))
	}
	return nil
}

// participants are the attacking unit (none in an ambush) and supports.
func (c *Combat) participants() []int {
	var out []int
	if c.Att >= 0 {
		out = append(out, c.Att)
	}
	return append(out, c.Supports...)
}

func (s *State) addCard(c *Combat, st Step, l *logger) *lineErr {
	seat := s.Active
	id := st.Cards[0]
	if !s.inHand(seat, id) {
		return bad("%s is not in your hand", "%s 不在手牌中", "%s 不在手牌中", id)
	}
	cd, _ := s.card(seat, id)
	units := c.participants()
	switch cd.Kind {
	case KindUnit:
		if !slices.Contains(units, cd.Unit) {
			return bad("%s is the card of a unit that takes no part in this combat", "%s 是未參戰單位的牌", "%s 是未参战单位的牌", id)
		}
		if cd.Attack.Zero() {
			return bad("%s has no attack value", "%s 沒有攻擊值", "%s 没有攻击值", id)
		}
		s.take(seat, id)
		c.Cards = append(c.Cards, Played{id, cd.Unit})
		c.Played = append(c.Played, id)
		l.AddT("%s adds %s.", "%s加打 %s。", "%s加打 %s。", seatText(seat), s.cardFull(seat, id))
	case KindCommitted:
		target := -1
		if st.Unit != "" {
			target, _ = s.nations[seat].UnitIndex(st.Unit)
			if !slices.Contains(units, target) {
				return bad("Committed Attack goes on an attacking or supporting unit", "拼死一搏須指定攻擊或支援單位", "拼死一搏须指定攻击或支援单位")
			}
			for _, p := range c.Committed {
				if p.Unit == target {
					return bad("one Committed Attack per unit", "每個單位只能一張拼死一搏", "每个单位只能一张拼死一搏")
				}
			}
		} else {
			for _, u := range units {
				taken := false
				for _, p := range c.Committed {
					taken = taken || p.Unit == u
				}
				if !taken {
					target = u
					break
				}
			}
			if target < 0 {
				return bad("one Committed Attack per attacking or supporting unit", "每個攻擊或支援單位只能一張拼死一搏", "每个攻击或支援单位只能一张拼死一搏")
			}
		}
		s.take(seat, id)
		c.Committed = append(c.Committed, Played{id, target})
		c.Played = append(c.Played, id)
		l.AddT("%s plays %s on %s: +2d6, and %s will take a hit.", "%s打出 %s，指定 %s：+2d6，%s 將承受一次傷害。", "%s打出 %s，指定 %s：+2d6，%s 将承受一次伤害。",
			seatText(seat), s.cardName(seat, id), s.def(seat, target).Code, s.def(seat, target).Code)
	case KindSappers:
		if c.Sappers != "" {
			return bad("one Sappers card is enough", "一張工兵牌已足夠", "一张工兵牌已足够")
		}
		s.take(seat, id)
		c.Sappers = id
		c.Played = append(c.Played, id)
		l.AddT("%s plays %s: the redoubt's +3 does not count in this combat.", "%s打出 %s：本次戰鬥不計戰壕的 +3。", "%s打出 %s：本次战斗不计战壕的 +3。", seatText(seat), s.cardName(seat, id))
	default:
		return bad("%s is not a card added at step 5 (unit card, Committed Attack, Sappers)", "%s 不是第 5 步可加打的牌（單位牌、拼死一搏、工兵）", "%s 不是第 5 步可加打的牌（单位牌、拼死一搏、工兵）", id)
	}
	return nil
}

// skirmish cancels the assault (rule 9.2): the attacking card returns to
// the hand, the defender's cards are discarded, the attacking unit may
// move up to two squares.
func (s *State) skirmish(c *Combat, ln plan.Step[Step], l *logger) {
	seat, opp := s.Active, s.Active.Other()
	st := ln.Act
	if !s.inHand(seat, st.Cards[0]) {
		s.skip(ln, i18n.T("%s is not in your hand", "%s 不在手牌中", "%s 不在手牌中", st.Cards[0]), l)
		return
	}
	if cd, _ := s.card(seat, st.Cards[0]); cd.Kind != KindSkirmish {
		s.skip(ln, i18n.T("%s is not a Skirmish card", "%s 不是佯攻牌", "%s 不是佯攻牌", st.Cards[0]), l)
		return
	}
	s.take(seat, st.Cards[0])
	s.Sides[seat].Hand = append(s.Sides[seat].Hand, c.Opened)
	s.toDiscard(seat, st.Cards[0])
	s.toDiscard(opp, c.DefPlayed...)
	l.AddT("%s plays %s: the assault is called off; %s goes back to %s's hand and the defender's cards are discarded.",
		"%s打出 %s：突擊取消；%s 回到%s手中，守方的牌棄掉。", "%s打出 %s：突击取消；%s 回到%s手中，守方的牌弃掉。",
		seatText(seat), s.cardName(seat, st.Cards[0]), c.Opened, seatText(seat))
	if len(st.Path) > 0 {
		if why := s.skirmishMoveProblem(c.Att, st.Path); why != nil {
			l.private([]Seat{seat}, i18n.T("The skirmish move %s is not made: %s.", "佯攻後的移動 %s 未執行：%s。", "佯攻后的移动 %s 未执行：%s。", joinSquares(st.Path), why.Msg))
		} else {
			from := s.unit(seat, c.Att).Sq
			s.relocate(seat, c.Att, st.Path[len(st.Path)-1])
			l.AddT("%s's %s moves from %s to %s.", "%s的 %s 由 %s 移到 %s。", "%s的 %s 由 %s 移到 %s。", seatText(seat), s.def(seat, c.Att).Code, from.String(), joinSquares(st.Path))
		}
	}
	s.T.Combat = nil
}

// skirmishMoveProblem: after a Skirmish the attacking unit moves up to
// two squares, square by square, into free squares.
func (s *State) skirmishMoveProblem(i int, path []Square) *lineErr {
	at := s.unit(s.Active, i).Sq
	for _, sq := range path {
		if !Adjacent(at, sq) || !s.free(sq) {
			return bad("%s is not a free square next to %s", "%s 不是 %s 旁的空格", "%s 不是 %s 旁的空格", sq, at)
		}
		at = sq
	}
	return nil
}
