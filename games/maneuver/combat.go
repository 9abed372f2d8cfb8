package maneuver

import (
	"fmt"
	"slices"
	"strings"

	"adjutant/games"
	"adjutant/games/plan"
)

// Steps of a combat (rules 6.1 and 6.2). Assaults and ambushes go
// through every step; bombards, volleys and the Grand Battery jump from
// the declaration to the totals.
const (
	cWithdraw = 3  // 6.1 step 3: the defender may withdraw
	cDefence  = 4  // step 4: defence cards
	cAttacker = 5  // step 5: the attacker's further cards
	cTotals   = 6  // step 6: totals
	cResult   = 7  // step 7: the result table
	cRetreat  = 8  // 6.5: retreat
	cHits     = 9  // 6.5: hits and eliminations
	cAdvance  = 10 // 6.5: advance
	cPursuit  = 11 // 6.6: pursuit
	cEnd      = 12 // every card played goes to its discard pile
)

// Combat is a combat under way.
type Combat struct {
	Kind string `json:"kind"` // assault, ambush, bombard, volley, battery
	Step int    `json:"step"`
	Att  int    `json:"att"` // attacking unit; -1 in an ambush
	From Square `json:"from"`
	Def  int    `json:"def"` // defending unit, of the other seat
	At   Square `json:"at"`
	// Opened is the card that opened the combat; Lines the attacker's
	// lines for step 5 and the results.
	Opened string           `json:"opened"`
	Lines  plan.Queue[Step] `json:"lines,omitempty"`
	// The attacker's unit cards in play (the opening one first in an
	// assault), with the unit each was played for.
	Cards     []Played `json:"cards,omitempty"`
	Supports  []int    `json:"supports,omitempty"`
	Leader    string   `json:"leader,omitempty"`
	Command   bool     `json:"command,omitempty"`
	Committed []Played `json:"committed,omitempty"`
	Sappers   string   `json:"sappers,omitempty"`
	// Every card each side has played, in order, for the discard piles.
	Played    []string `json:"played,omitempty"`
	DefPlayed []string `json:"def_played,omitempty"`
	DefCards  []string `json:"def_cards,omitempty"`
	DefLeader string   `json:"def_leader,omitempty"`
	// The attacker's choices from its plan.
	Choice  string `json:"choice,omitempty"`  // RESULT RETREAT|HIT
	Advance string `json:"advance,omitempty"` // a unit code or NONE
	Loss    string `json:"loss,omitempty"`    // LOSS unit
	// Totals and what became of them.
	Known     int    `json:"known"`
	Attack    int    `json:"attack"`
	Defence   int    `json:"defence"`
	Outcome   string `json:"outcome,omitempty"`
	Retreated bool   `json:"retreated,omitempty"`
	Advancer  int    `json:"advancer"`
}

// Played is a card and the unit it was played for.
type Played struct {
	Card string `json:"card"`
	Unit int    `json:"unit"`
}

// declare opens a combat from a plan line (6.1 steps 1-2, 6.2 steps 1-2).
func (s *State) declare(ps plan.Step[Step], l *logger) *lineErr {
	st := ps.Act
	t := s.T
	seat, opp := s.Active, s.Active.Other()
	c := &Combat{Kind: strings.ToLower(st.Verb), Att: -1, Advancer: -1, At: st.Path[0]}
	for {
		next, ok := t.Plan.Peek()
		if !ok || !combatLine(next.Act.Verb) {
			break
		}
		t.Plan.Pop()
		// The attacker's choices for the results hold whatever happens
		// before step 5 (a withdrawal): they are read at once.
		switch st := next.Act; st.Verb {
		case "RESULT":
			c.Choice = st.Word
		case "ADVANCE":
			c.Advance = st.Word
			if st.Unit != "" {
				c.Advance = st.Unit
			}
		case "LOSS":
			c.Loss = st.Unit
		default:
			c.Lines = append(c.Lines, next)
		}
	}
	if t.Fought {
		return bad("a player fights one combat a turn", "每回合只能進行一場戰鬥", "每回合只能进行一场战斗")
	}
	ds, di, ok := s.unitAt(c.At)
	if !ok || ds != opp {
		return bad("no enemy unit in %s", "%s 沒有敵方單位", "%s 没有敌方单位", c.At)
	}
	c.Def = di
	card, ok := s.card(seat, st.Cards[0])
	if !ok || !s.inHand(seat, card.ID) {
		return bad("%s is not in your hand", "%s 不在手牌中", "%s 不在手牌中", st.Cards[0])
	}
	c.Opened = card.ID
	if st.Unit != "" {
		c.Att, _ = s.nations[seat].UnitIndex(st.Unit)
		if !s.unit(seat, c.Att).On() {
			return bad("%s is not on the field", "%s 不在戰場上", "%s 不在战场上", st.Unit)
		}
		c.From = s.unit(seat, c.Att).Sq
	}
	switch c.Kind {
	case "assault":
		if card.Kind != KindUnit || card.Unit != c.Att || card.Attack.Zero() {
			return bad("an assault opens with one of the attacking unit's cards that has an attack value", "突擊須打出攻擊單位本身帶攻擊值的單位牌", "突击须打出攻击单位本身带攻击值的单位牌")
		}
		if s.field.At(c.From).NoAssaultFrom {
			return bad("no assault from %s", "不能從%s發起突擊", "不能从%s发起突击", s.field.At(c.From).Name)
		}
		if !Adjacent(c.From, c.At) {
			return bad("an assault's target is next to the attacking unit", "突擊目標須與攻擊單位相鄰", "突击目标须与攻击单位相邻")
		}
		c.Cards = []Played{{card.ID, c.Att}}
		c.Step = cWithdraw
	case "ambush":
		if card.Kind != KindAmbush {
			return bad("an ambush needs an Ambush card", "伏擊需要伏擊牌", "伏击需要伏击牌")
		}
		c.Step = cWithdraw
	case "bombard":
		if card.Kind != KindUnit || card.Unit != c.Att || card.Bombard.Zero() {
			return bad("a bombard needs one of the unit's cards with a bombard value", "炮擊須打出該單位帶炮擊值的單位牌", "炮击须打出该单位带炮击值的单位牌")
		}
		if why := s.fireProblem(c.From, c.At, card.Range); why != nil {
			return why
		}
		c.Step = cTotals
	case "volley":
		if card.Kind != KindUnit || card.Unit != c.Att || card.Volley.Zero() {
			return bad("a volley needs one of the unit's cards with a volley value", "齊射須打出該單位帶齊射值的單位牌", "齐射须打出该单位带齐射值的单位牌")
		}
		if !Adjacent(c.From, c.At) {
			return bad("a volley's target is next to the firing unit", "齊射目標須與射擊單位相鄰", "齐射目标须与射击单位相邻")
		}
		c.Step = cTotals
	case "battery":
		if card.Kind != KindLeader || !card.GrandBattery {
			return bad("the Grand Battery is Napoleon's", "炮兵連是拿破崙的能力", "炮兵连是拿破仑的能力")
		}
		if why := s.fireProblem(c.From, c.At, 2); why != nil {
			return why
		}
		c.Step = cTotals
	}
	s.take(seat, card.ID)
	c.Played = append(c.Played, card.ID)
	t.Fought, t.Combat = true, c
	dtxt := s.unitAtText(opp, c.Def)
	switch c.Kind {
	case "assault":
		l.addT("Combat: %s's %s at %s assaults %s, playing %s.", "戰鬥：%s的 %s 從 %s 突擊%s，打出 %s。", "战斗：%s的 %s 从 %s 突击%s，打出 %s。",
			seatText(seat), st.Unit, c.From.String(), dtxt, s.cardFull(seat, card.ID))
	case "ambush":
		l.addT("Combat: %s ambushes %s, playing %s.", "戰鬥：%s伏擊%s，打出 %s。", "战斗：%s伏击%s，打出 %s。", seatText(seat), dtxt, s.cardFull(seat, card.ID))
	case "bombard":
		l.addT("Combat: %s's %s at %s bombards %s, playing %s.", "戰鬥：%s的 %s 在 %s 炮擊%s，打出 %s。", "战斗：%s的 %s 在 %s 炮击%s，打出 %s。", seatText(seat), st.Unit, c.From.String(), dtxt, s.cardFull(seat, card.ID))
	case "volley":
		l.addT("Combat: %s's %s at %s fires a volley at %s, playing %s.", "戰鬥：%s的 %s 在 %s 向%s齊射，打出 %s。", "战斗：%s的 %s 在 %s 向%s齐射，打出 %s。", seatText(seat), st.Unit, c.From.String(), dtxt, s.cardFull(seat, card.ID))
	case "battery":
		l.addT("Combat: %s's Grand Battery: %s at %s bombards %s with 2d10, playing %s.", "戰鬥：%s的炮兵連：%s 在 %s 以 2d10 炮擊%s，打出 %s。", "战斗：%s的炮兵连：%s 在 %s 以 2d10 炮击%s，打出 %s。", seatText(seat), st.Unit, c.From.String(), dtxt, s.cardFull(seat, card.ID))
	}
	return nil
}

// fight takes the combat under way one step further.
func (s *State) fight(l *logger) {
	c := s.T.Combat
	switch c.Step {
	case cWithdraw:
		s.stepWithdraw(c, l)
	case cDefence:
		s.stepDefence(c, l)
	case cAttacker:
		s.stepAttacker(c, l)
	case cTotals:
		s.stepTotals(c, l)
	case cResult:
		s.stepResult(c, l)
	case cRetreat:
		if s.retreat(s.Active.Other(), c.Def, l) {
			c.Retreated = s.unit(s.Active.Other(), c.Def).On()
			c.Step = cHits
		}
	case cHits:
		s.stepHits(c, l)
	case cAdvance:
		s.stepAdvance(c, l)
	case cPursuit:
		s.stepPursuit(c, l)
	default:
		s.endCombat(c)
	}
}

func (s *State) defCode(c *Combat) string { return s.def(s.Active.Other(), c.Def).Code }

// stepWithdraw: the defender may play a Withdraw card (or an American
// unit card's withdrawal roll) if its unit has a free square next to it.
func (s *State) stepWithdraw(c *Combat, l *logger) {
	opp := s.Active.Other()
	free := false
	for _, n := range c.At.Neighbours() {
		free = free || s.free(n)
	}
	n := s.nations[opp]
	rollCards := false
	for _, cd := range n.Cards {
		rollCards = rollCards || (cd.Kind == KindUnit && cd.Unit == c.Def && !cd.Withdraw.Zero())
	}
	code := s.defCode(c)
	ans, ok := s.decide(opp, askWithdraw, code, free && (n.HasKind(KindWithdraw) || rollCards), func() *plan.Question {
		held := s.handOf(opp, func(cd *Card) bool {
			return cd.Kind == KindWithdraw || (cd.Kind == KindUnit && cd.Unit == c.Def && !cd.Withdraw.Zero())
		})
		return s.withdrawQuestion(opp, code, c.At, held)
	})
	if !ok {
		return
	}
	c.Step = cDefence
	if ans.Word != "YES" {
		return
	}
	if w := s.handOf(opp, func(cd *Card) bool { return cd.Kind == KindWithdraw }); len(w) > 0 {
		s.take(opp, w[0])
		c.DefPlayed = append(c.DefPlayed, w[0])
		l.addT("%s plays %s: the unit at %s withdraws, and the attacker plays no more cards.", "%s打出 %s：%s 的單位撤離，攻方不得再出牌。", "%s打出 %s：%s 的单位撤离，攻方不得再出牌。", seatText(opp), s.cardName(opp, w[0]), c.At.String())
		c.Outcome, c.Step = "withdraw", cRetreat
		return
	}
	rolls := s.handOf(opp, func(cd *Card) bool { return cd.Kind == KindUnit && cd.Unit == c.Def && !cd.Withdraw.Zero() })
	if len(rolls) == 0 {
		return
	}
	cd, _ := s.card(opp, rolls[0])
	s.take(opp, cd.ID)
	c.DefPlayed = append(c.DefPlayed, cd.ID)
	v, vt := l.d6(fmt.Sprintf("%s withdrawal roll", opp))
	if cd.Withdraw.Has(v) {
		l.addT("%s plays %s to withdraw and rolls %s, within %s: the unit withdraws.", "%s打出 %s，嘗試撤退，擲出 %s，在 %s 內：撤離成功。", "%s打出 %s，尝试撤退，掷出 %s，在 %s 内：撤离成功。", seatText(opp), s.cardFull(opp, cd.ID), vt, cd.Withdraw.String())
		c.Outcome, c.Step = "withdraw", cRetreat
		return
	}
	c.DefCards = append(c.DefCards, cd.ID)
	l.addT("%s plays %s to withdraw and rolls %s, outside %s: the unit stays, and the card's defence counts.", "%s打出 %s，嘗試撤退，擲出 %s，不在 %s 內：撤離失敗，該牌防禦值計入。", "%s打出 %s，尝试撤退，掷出 %s，不在 %s 内：撤离失败，该牌防御值计入。", seatText(opp), s.cardFull(opp, cd.ID), vt, cd.Withdraw.String())
}

// stepDefence: the defender plays the attacked unit's cards and one leader
// (6.1 step 4).
func (s *State) stepDefence(c *Combat, l *logger) {
	opp := s.Active.Other()
	code := s.defCode(c)
	ans, ok := s.decide(opp, askDefend, code, true, func() *plan.Question {
		units := s.handOf(opp, func(cd *Card) bool { return cd.Kind == KindUnit && cd.Unit == c.Def })
		leaders := s.handOf(opp, func(cd *Card) bool { return cd.Kind == KindLeader })
		return s.defendQuestion(opp, code, c.At, units, leaders)
	})
	if !ok {
		return
	}
	c.Step = cAttacker
	var play []string
	for _, id := range s.handOf(opp, func(cd *Card) bool { return cd.Kind == KindUnit && cd.Unit == c.Def }) {
		if ans.Word == "ALL" || slices.Contains(ans.Cards, id) {
			play = append(play, id)
		}
	}
	for _, id := range play {
		s.take(opp, id)
		c.DefCards = append(c.DefCards, id)
		c.DefPlayed = append(c.DefPlayed, id)
		l.addT("%s defends with %s.", "%s以 %s防守。", "%s以 %s防守。", seatText(opp), s.cardFull(opp, id))
	}
	leaders := s.handOf(opp, func(cd *Card) bool { return cd.Kind == KindLeader })
	var lead string
	switch ans.Leader {
	case "", "NONE":
	case "BEST":
		best := -1
		for _, id := range leaders {
			if cd, _ := s.card(opp, id); cd.Combat > best {
				best, lead = cd.Combat, id
			}
		}
	default:
		if slices.Contains(leaders, ans.Leader) {
			lead = ans.Leader
		}
	}
	if lead != "" {
		s.take(opp, lead)
		c.DefLeader = lead
		c.DefPlayed = append(c.DefPlayed, lead)
		l.addT("%s adds the combat value of %s.", "%s加上 %s的戰鬥值。", "%s加上 %s的战斗值。", seatText(opp), s.cardFull(opp, lead))
	}
	if len(play) == 0 && lead == "" {
		l.addT("%s plays no defence card.", "%s沒有打出防守牌。", "%s没有打出防守牌。", seatText(opp))
	}
}

// knownDefence is the defence total as the attacker sees it at step 5:
// every fixed part, without the terrain's dice still to be rolled.
func (s *State) knownDefence(c *Combat) int {
	opp := s.Active.Other()
	d := s.strength(opp, c.Def)
	for _, id := range c.DefCards {
		cd, _ := s.card(opp, id)
		d += cd.Defence
	}
	if c.DefLeader != "" {
		cd, _ := s.card(opp, c.DefLeader)
		d += cd.Combat
	}
	d += s.field.At(c.At).Defence.Plus
	if s.hasRedoubt(c.At) {
		d += RedoubtBonus
	}
	return d
}

// RedoubtBonus is what a redoubt adds to the defence (rule 9.2).
const RedoubtBonus = 3

// stepAttacker: the attacker's further cards (6.1 step 5), its IF lines
// weighed against the defence it can see.
func (s *State) stepAttacker(c *Combat, l *logger) {
	c.Known = s.knownDefence(c)
	if dice := s.field.At(c.At).Defence; !dice.Fixed() {
		l.addT("Defence so far: %d, and %s for the terrain to roll.", "目前防禦：%d，另有地形 %s 待擲。", "目前防御：%d，另有地形 %s 待掷。", c.Known, dice.String())
	} else {
		l.addT("Defence so far: %d.", "目前防禦：%d。", "目前防御：%d。", c.Known)
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
				s.skip(ln, games.T("one leader a combat", "每場戰鬥只能一位領袖", "每场战斗只能一位领袖"), l)
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
			off := games.T("the Skirmish called the assault off", "佯攻已取消突擊", "佯攻已取消突击")
			if leader != nil {
				s.skip(*leader, off, l)
			}
			for _, ln := range adds {
				s.skip(ln, off, l)
			}
			s.skirmish(c, *skirmish, l)
			return
		}
		s.skip(*skirmish, games.T("Skirmish is never played in an ambush", "伏擊中不能打出佯攻", "伏击中不能打出佯攻"), l)
	}
	if leader != nil {
		if why := s.useLeader(c, leader.Act, l); why != nil {
			s.skip(*leader, why.msg, l)
		}
	}
	for _, ln := range adds {
		if why := s.addCard(c, ln.Act, l); why != nil {
			s.skip(ln, why.msg, l)
		}
	}
}

// supportLimit is how many supporting units a leader's command allows:
// command includes the attacking unit (or the Ambush card) under the
// default reading, and counts supports only under command=supports.
func (s *State) supportLimit(command int) int {
	if s.Opt.Command == "supports" {
		return command
	}
	return command - 1
}

func (s *State) useLeader(c *Combat, st Step, l *logger) *lineErr {
	seat := s.Active
	if why := s.playable(seat, st.Cards[0], KindLeader); why != nil {
		return why
	}
	cd, _ := s.card(seat, st.Cards[0])
	if st.Word == "COMMAND" {
		if cd.Command < 2 {
			return bad("a leader of command 1 adds only its combat value", "指揮值 1 的領袖只能使用戰鬥值", "指挥值 1 的领袖只能使用战斗值")
		}
		if len(st.Units) > s.supportLimit(cd.Command) {
			return bad("command %d allows %d supporting unit(s)", "指揮值 %d 允許 %d 個支援單位", "指挥值 %d 允许 %d 个支援单位", cd.Command, s.supportLimit(cd.Command))
		}
		var sup []int
		for _, code := range st.Units {
			i, _ := s.nations[seat].UnitIndex(code)
			u := s.unit(seat, i)
			switch {
			case i == c.Att || slices.Contains(sup, i):
				return bad("%s cannot support twice or support its own attack", "%s 不能重複支援或支援自己的攻擊", "%s 不能重复支援或支援自己的攻击", code)
			case !u.On() || !Adjacent(u.Sq, c.At):
				return bad("%s is not next to the target", "%s 不與目標相鄰", "%s 不与目标相邻", code)
			case s.field.At(u.Sq).NoAssaultFrom:
				return bad("%s stands in %s, from which no unit assaults", "%s 在%s，不能發起突擊", "%s 在%s，不能发起突击", code, s.field.At(u.Sq).Name)
			}
			sup = append(sup, i)
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
		l.addT("%s plays %s for its command: supporting units %s.", "%s打出 %s，使用指揮值：支援單位 %s。", "%s打出 %s，使用指挥值：支援单位 %s。", seatText(seat), s.cardFull(seat, cd.ID), strings.Join(names, ", "))
	} else {
		l.addT("%s plays %s for its combat value.", "%s打出 %s，使用戰鬥值。", "%s打出 %s，使用战斗值。", seatText(seat), s.cardFull(seat, cd.ID))
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
		l.addT("%s adds %s.", "%s加打 %s。", "%s加打 %s。", seatText(seat), s.cardFull(seat, id))
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
		l.addT("%s plays %s on %s: +2d6, and %s will take a hit.", "%s打出 %s，指定 %s：+2d6，%s 將承受一次傷害。", "%s打出 %s，指定 %s：+2d6，%s 将承受一次伤害。",
			seatText(seat), s.cardName(seat, id), s.def(seat, target).Code, s.def(seat, target).Code)
	case KindSappers:
		if c.Sappers != "" {
			return bad("one Sappers card is enough", "一張工兵牌已足夠", "一张工兵牌已足够")
		}
		s.take(seat, id)
		c.Sappers = id
		c.Played = append(c.Played, id)
		l.addT("%s plays %s: the redoubt's +3 does not count in this combat.", "%s打出 %s：本次戰鬥不計戰壕的 +3。", "%s打出 %s：本次战斗不计战壕的 +3。", seatText(seat), s.cardName(seat, id))
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
		s.skip(ln, games.T("%s is not in your hand", "%s 不在手牌中", "%s 不在手牌中", st.Cards[0]), l)
		return
	}
	if cd, _ := s.card(seat, st.Cards[0]); cd.Kind != KindSkirmish {
		s.skip(ln, games.T("%s is not a Skirmish card", "%s 不是佯攻牌", "%s 不是佯攻牌", st.Cards[0]), l)
		return
	}
	s.take(seat, st.Cards[0])
	s.Sides[seat].Hand = append(s.Sides[seat].Hand, c.Opened)
	s.toDiscard(seat, st.Cards[0])
	s.toDiscard(opp, c.DefPlayed...)
	l.addT("%s plays %s: the assault is called off; %s goes back to %s's hand and the defender's cards are discarded.",
		"%s打出 %s：突擊取消；%s 回到%s手中，守方的牌棄掉。", "%s打出 %s：突击取消；%s 回到%s手中，守方的牌弃掉。",
		seatText(seat), s.cardName(seat, st.Cards[0]), c.Opened, seatText(seat))
	if len(st.Path) > 0 {
		if why := s.skirmishMoveProblem(c.Att, st.Path); why != nil {
			l.private([]Seat{seat}, games.T("The skirmish move %s is not made: %s.", "佯攻後的移動 %s 未執行：%s。", "佯攻后的移动 %s 未执行：%s。", joinSquares(st.Path), why.msg))
		} else {
			from := s.unit(seat, c.Att).Sq
			s.relocate(seat, c.Att, st.Path[len(st.Path)-1])
			l.addT("%s's %s moves from %s to %s.", "%s的 %s 由 %s 移到 %s。", "%s的 %s 由 %s 移到 %s。", seatText(seat), s.def(seat, c.Att).Code, from.String(), joinSquares(st.Path))
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
