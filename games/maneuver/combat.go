package maneuver

import (
	"fmt"
	"slices"
	"strings"

	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
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
func (s *State) declare(ps plan.Step[Step], l *logger) (refused *lineErr) {
	st := ps.Act
	seat := s.Active
	c := &Combat{Kind: strings.ToLower(st.Verb), Att: -1, Advancer: -1, At: st.Path[0]}
	// A declaration that cannot run leaves its lines on the plan, for
	// skip to report each with it rather than drop them unsaid.
	before := s.T.Plan
	defer func() {
		if refused != nil {
			s.T.Plan = before
		}
	}()
	s.takeCombatLines(c)
	card, why := s.declared(c, st)
	if why != nil {
		return why
	}
	if why := s.openingProblem(c, card); why != nil {
		return why
	}
	s.take(seat, card.ID)
	c.Played = append(c.Played, card.ID)
	s.T.Fought, s.T.Combat = true, c
	s.announceCombat(c, st, card, l)
	return nil
}

// takeCombatLines takes the plan lines that belong to this combat off the
// plan. The attacker's choices for the results hold whatever happens
// before step 5 (a withdrawal): they are read at once; the rest wait for
// step 5.
func (s *State) takeCombatLines(c *Combat) {
	for {
		next, ok := s.T.Plan.Peek()
		if !ok || !combatLine(next.Act.Verb) {
			return
		}
		s.T.Plan.Pop()
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
}

// declared checks what every combat needs: the turn's only combat, an
// enemy unit in the target square, the card in hand, and an attacking
// unit (if the line names one) on the field. It fills in the combat's
// defender, opening card and attacker.
func (s *State) declared(c *Combat, st Step) (*Card, *lineErr) {
	seat, opp := s.Active, s.Active.Other()
	if s.T.Fought {
		return nil, bad("a player fights one combat a turn", "每回合只能進行一場戰鬥", "每回合只能进行一场战斗")
	}
	ds, di, ok := s.unitAt(c.At)
	if !ok || ds != opp {
		return nil, bad("no enemy unit in %s", "%s 沒有敵方單位", "%s 没有敌方单位", c.At)
	}
	c.Def = di
	card, ok := s.card(seat, st.Cards[0])
	if !ok || !s.inHand(seat, card.ID) {
		return nil, bad("%s is not in your hand", "%s 不在手牌中", "%s 不在手牌中", st.Cards[0])
	}
	c.Opened = card.ID
	if st.Unit != "" {
		c.Att, _ = s.nations[seat].UnitIndex(st.Unit)
		if !s.unit(seat, c.Att).On() {
			return nil, bad("%s is not on the field", "%s 不在戰場上", "%s 不在战场上", st.Unit)
		}
		c.From = s.unit(seat, c.Att).Sq
	}
	return card, nil
}

// openingProblem checks the card and the squares against the kind of
// combat, and sets the step it goes on from: assaults and ambushes to the
// defender's withdrawal, fire straight to the totals.
func (s *State) openingProblem(c *Combat, card *Card) *lineErr {
	ownCard := card.Kind == KindUnit && card.Unit == c.Att
	switch c.Kind {
	case "assault":
		if !ownCard || card.Attack.Zero() {
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
		if !ownCard || card.Bombard.Zero() {
			return bad("a bombard needs one of the unit's cards with a bombard value", "炮擊須打出該單位帶炮擊值的單位牌", "炮击须打出该单位带炮击值的单位牌")
		}
		if why := s.fireProblem(c.From, c.At, card.Range); why != nil {
			return why
		}
		c.Step = cTotals
	case "volley":
		if !ownCard || card.Volley.Zero() {
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
	return nil
}

// announceCombat tells both players the combat declared and its card.
func (s *State) announceCombat(c *Combat, st Step, card *Card, l *logger) {
	seat := s.Active
	dtxt := s.unitAtText(seat.Other(), c.Def)
	played := s.cardFull(seat, card.ID)
	switch c.Kind {
	case "assault":
		l.AddT("Combat: %s's %s at %s assaults %s, playing %s.", "戰鬥：%s的 %s 從 %s 突擊%s，打出 %s。", "战斗：%s的 %s 从 %s 突击%s，打出 %s。",
			seatText(seat), st.Unit, c.From.String(), dtxt, played)
	case "ambush":
		l.AddT("Combat: %s ambushes %s, playing %s.", "戰鬥：%s伏擊%s，打出 %s。", "战斗：%s伏击%s，打出 %s。", seatText(seat), dtxt, played)
	case "bombard":
		l.AddT("Combat: %s's %s at %s bombards %s, playing %s.", "戰鬥：%s的 %s 在 %s 炮擊%s，打出 %s。", "战斗：%s的 %s 在 %s 炮击%s，打出 %s。", seatText(seat), st.Unit, c.From.String(), dtxt, played)
	case "volley":
		l.AddT("Combat: %s's %s at %s fires a volley at %s, playing %s.", "戰鬥：%s的 %s 在 %s 向%s齊射，打出 %s。", "战斗：%s的 %s 在 %s 向%s齐射，打出 %s。", seatText(seat), st.Unit, c.From.String(), dtxt, played)
	case "battery":
		l.AddT("Combat: %s's Grand Battery: %s at %s bombards %s with 2d10, playing %s.", "戰鬥：%s的炮兵連：%s 在 %s 以 2d10 炮擊%s，打出 %s。", "战斗：%s的炮兵连：%s 在 %s 以 2d10 炮击%s，打出 %s。", seatText(seat), st.Unit, c.From.String(), dtxt, played)
	}
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
		l.AddT("%s plays %s: the unit at %s withdraws, and the attacker plays no more cards.", "%s打出 %s：%s 的單位撤離，攻方不得再出牌。", "%s打出 %s：%s 的单位撤离，攻方不得再出牌。", seatText(opp), s.cardName(opp, w[0]), c.At.String())
		c.Outcome, c.Step = "withdraw", cRetreat
		s.withdrawnBeforeStep5(c, l)
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
		l.AddT("%s plays %s to withdraw and rolls %s, within %s: the unit withdraws.", "%s打出 %s，嘗試撤退，擲出 %s，在 %s 內：撤離成功。", "%s打出 %s，尝试撤退，掷出 %s，在 %s 内：撤离成功。", seatText(opp), s.cardFull(opp, cd.ID), vt, cd.Withdraw.String())
		c.Outcome, c.Step = "withdraw", cRetreat
		s.withdrawnBeforeStep5(c, l)
		return
	}
	c.DefCards = append(c.DefCards, cd.ID)
	l.AddT("%s plays %s to withdraw and rolls %s, outside %s: the unit stays, and the card's defence counts.", "%s打出 %s，嘗試撤退，擲出 %s，不在 %s 內：撤離失敗，該牌防禦值計入。", "%s打出 %s，尝试撤退，掷出 %s，不在 %s 内：撤离失败，该牌防御值计入。", seatText(opp), s.cardFull(opp, cd.ID), vt, cd.Withdraw.String())
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
	// ALL plays the unit's cards that add to the defence: one without a
	// defence value would be lost and shown to the attacker for nothing.
	for _, id := range s.handOf(opp, func(cd *Card) bool { return cd.Kind == KindUnit && cd.Unit == c.Def }) {
		cd, _ := s.card(opp, id)
		if ans.Word == "ALL" && cd.Defence > 0 || slices.Contains(ans.Cards, id) {
			play = append(play, id)
		}
	}
	for _, id := range play {
		s.take(opp, id)
		c.DefCards = append(c.DefCards, id)
		c.DefPlayed = append(c.DefPlayed, id)
		l.AddT("%s defends with %s.", "%s以 %s防守。", "%s以 %s防守。", seatText(opp), s.cardFull(opp, id))
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
		l.AddT("%s adds the combat value of %s.", "%s加上 %s的戰鬥值。", "%s加上 %s的战斗值。", seatText(opp), s.cardFull(opp, lead))
	}
	switch {
	case len(play) > 0 || lead != "":
	case len(c.DefCards) > 0:
		// A failed withdrawal roll's card already counts (rule 8).
		l.AddT("%s plays no other defence card.", "%s沒有再打出防守牌。", "%s没有再打出防守牌。", seatText(opp))
	default:
		l.AddT("%s plays no defence card.", "%s沒有打出防守牌。", "%s没有打出防守牌。", seatText(opp))
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

// withdrawnBeforeStep5: the defender withdrew at step 3, so the attacker's
// step-5 lines (leader, further cards, a Skirmish) never come; its player
// alone reads which of them did not run, as after a Skirmish.
func (s *State) withdrawnBeforeStep5(c *Combat, l *logger) {
	why := i18n.T("the defender withdrew before the attacker's further cards", "守方在攻方加牌之前已撤離", "守方在攻方加牌之前已撤离")
	for _, ln := range c.Lines {
		s.skip(ln, why, l)
	}
	c.Lines = nil
}
