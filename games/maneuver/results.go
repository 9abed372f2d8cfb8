package maneuver

import (
	"fmt"
	"slices"

	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// stepResult reads the result table (6.1 step 7, 6.2 step 4).
func (s *State) stepResult(c *Combat, l *logger) {
	opp := s.Active.Other()
	a, d := c.Attack, c.Defence
	if c.Kind != "assault" && c.Kind != "ambush" {
		if a > d {
			c.Outcome = "hit"
			l.AddT("The attack beats the defence: %s takes a hit.", "攻擊大於防禦：%s承受一次傷害。", "攻击大于防御：%s承受一次伤害。", s.unitAtText(opp, c.Def))
		} else {
			c.Outcome = "none"
			l.AddT("The attack does not beat the defence: no effect.", "攻擊未大於防禦：無效果。", "攻击未大于防御：无效果。")
		}
		c.Step = cHits
		return
	}
	canRetreat := s.retreatSquare(opp, c.Def) != NoSquare
	damaged := s.unit(opp, c.Def).Damaged
	// The published rules' rows start at the multiple itself; under
	// results=more (the translation's "大于") only above it.
	reaches := func(k int) bool { return a >= k*d }
	word := i18n.T("at least", "達到", "达到")
	if s.Opt.Results == ResultsMore {
		reaches = func(k int) bool { return a > k*d }
		word = i18n.T("more than", "大於", "大于")
	}
	switch {
	case reaches(4):
		c.Outcome = "elim"
		l.AddT("Attack %d is %s four times defence %d: the defending unit is eliminated.", "攻擊 %d %s防禦 %d 的四倍：守方單位被殲滅。", "攻击 %d %s防御 %d 的四倍：守方单位被歼灭。", a, word, d)
	case reaches(3):
		c.Outcome = "retreathit"
		l.AddT("Attack %d is %s three times defence %d: the defending unit retreats and takes a hit.", "攻擊 %d %s防禦 %d 的三倍：守方單位撤退並承受一次傷害。", "攻击 %d %s防御 %d 的三倍：守方单位撤退并承受一次伤害。", a, word, d)
	case reaches(2):
		choice := c.Choice
		if choice == "" {
			// The attacker's default: the retreat when it eliminates,
			// else the hit.
			choice = "HIT"
			if !canRetreat {
				choice = "RETREAT"
			}
		}
		c.Outcome = map[string]string{"RETREAT": "retreat", "HIT": "hit"}[choice]
		l.AddT("Attack %d is %s twice defence %d: the attacker chooses %s.", "攻擊 %d %s防禦 %d 的兩倍：攻方選擇%s。", "攻击 %d %s防御 %d 的两倍：攻方选择%s。", a, word, d, choiceText(choice))
	case a > d:
		code := s.defCode(c)
		// The choice is the defender's only when neither answer is
		// plainly worse: a damaged unit that can retreat retreats, a unit
		// that cannot retreat takes the hit.
		open := canRetreat && !damaged
		ans, ok := s.decide(opp, askChoose, code, open, func() *plan.Question {
			return s.chooseQuestion(opp, code, c.At, a, d, s.retreatAsksSide(opp, c.Def))
		})
		if !ok {
			return
		}
		choice := ans.Word
		// A choice the player wrote is followed when it can be: a damaged
		// unit takes the hit if told to. Without one, the plainly better
		// answer is taken.
		w, written := s.Sides[opp].Book.Find(askChoose, code)
		if written {
			choice = w.Word
		}
		switch {
		case written && choice == "RETREAT" && !canRetreat:
			choice = "HIT"
			l.private([]Seat{opp}, i18n.T("CHOOSE %s RETREAT cannot be followed: the unit has no square to retreat to, so it takes the hit.", "無法依 選擇 %s 撤退：該單位無處可退，改為承受傷害。", "无法依 选择 %s 撤退：该单位无处可退，改为承受伤害。", code))
		case written:
		case !open:
			choice = "HIT"
			if damaged && canRetreat {
				choice = "RETREAT"
			}
		}
		c.Outcome = map[string]string{"RETREAT": "retreat", "HIT": "hit"}[choice]
		l.AddT("Attack %d beats defence %d: the defender chooses %s.", "攻擊 %d 大於防禦 %d：守方選擇%s。", "攻击 %d 大于防御 %d：守方选择%s。", a, d, choiceText(choice))
	case a == d:
		c.Outcome = "none"
		l.AddT("Attack %d equals defence %d: nothing happens.", "攻擊 %d 等於防禦 %d：無事發生。", "攻击 %d 等于防御 %d：无事发生。", a, d)
	default:
		c.Outcome = "fail"
		if len(c.participants()) == 0 {
			l.AddT("Attack %d is less than defence %d: the ambush fails; no unit took part in it.", "攻擊 %d 小於防禦 %d：伏擊失敗；沒有單位參戰。", "攻击 %d 小于防御 %d：伏击失败；没有单位参战。", a, d)
		} else {
			l.AddT("Attack %d is less than defence %d: the attacking units take a hit.", "攻擊 %d 小於防禦 %d：攻方單位承受傷害。", "攻击 %d 小于防御 %d：攻方单位承受伤害。", a, d)
		}
	}
	c.Step = cHits
	if c.Outcome == "retreat" || c.Outcome == "retreathit" {
		c.Step = cRetreat
	}
}

func choiceText(w string) i18n.Text {
	if w == "RETREAT" {
		return i18n.T("the retreat", "撤退", "撤退")
	}
	return i18n.T("the hit", "承受傷害", "承受伤害")
}

// retreatSquare is where seat's unit i would retreat without a choice of
// side: its own edge's way, else the first free side, else the enemy's
// way; NoSquare when all are blocked (rule 6.5).
func (s *State) retreatSquare(seat Seat, i int) Square {
	at := s.unit(seat, i).Sq
	home := s.Sides[seat].Edge
	if sq := at.Add(home); s.free(sq) {
		return sq
	}
	for _, d := range home.Sides() {
		if sq := at.Add(d); s.free(sq) {
			return sq
		}
	}
	if sq := at.Add(home.Opposite()); s.free(sq) {
		return sq
	}
	return NoSquare
}

// retreatAsksSide reports whether a retreat of seat's unit i would need
// the choice of a side: its own edge's way is blocked, both sides open.
func (s *State) retreatAsksSide(seat Seat, i int) bool {
	at := s.unit(seat, i).Sq
	home := s.Sides[seat].Edge
	sides := home.Sides()
	return !s.free(at.Add(home)) && s.free(at.Add(sides[0])) && s.free(at.Add(sides[1]))
}

// retreat moves seat's unit i one square by the priorities of rule 6.5,
// asking seat for the side when both are open and no standing answer
// says; a unit blocked every way is eliminated. False: stopped to ask.
func (s *State) retreat(seat Seat, i int, l *logger) bool {
	u := s.unit(seat, i)
	home := s.Sides[seat].Edge
	to := NoSquare
	if sq := u.Sq.Add(home); s.free(sq) {
		to = sq
	} else {
		sides := home.Sides()
		a, b := u.Sq.Add(sides[0]), u.Sq.Add(sides[1])
		switch {
		case s.free(a) && s.free(b):
			code := s.def(seat, i).Code
			ans, ok := s.decide(seat, askSide, code, true, func() *plan.Question {
				return s.sideQuestion(seat, code, u.Sq, sides)
			})
			if !ok {
				return false
			}
			to = a
			if ans.Word == upper(sides[1].Name) {
				to = b
			}
		case s.free(a):
			to = a
		case s.free(b):
			to = b
		default:
			if sq := u.Sq.Add(home.Opposite()); s.free(sq) {
				to = sq
			}
		}
	}
	if to == NoSquare {
		l.AddT("%s cannot retreat: every way is blocked.", "%s無法撤退：四面受阻。", "%s无法撤退：四面受阻。", s.unitAtText(seat, i))
		s.eliminate(seat, i, l)
		return true
	}
	from := u.Sq
	s.relocate(seat, i, to)
	l.AddT("%s's %s retreats from %s to %s.", "%s的 %s 由 %s 撤退到 %s。", "%s的 %s 由 %s 撤退到 %s。", seatText(seat), s.def(seat, i).Code, from.String(), to.String())
	return true
}

// hit flips a full unit to its damaged side and eliminates a damaged one
// (rule 6.5).
func (s *State) hit(seat Seat, i int, l *logger) {
	u := s.unit(seat, i)
	if !u.On() {
		return
	}
	if u.Damaged {
		l.AddT("%s takes a hit while damaged.", "%s受損後再承受傷害。", "%s受损后再承受伤害。", s.unitAtText(seat, i))
		s.eliminate(seat, i, l)
		return
	}
	u.Damaged = true
	l.AddT("%s takes a hit and is damaged (strength %d).", "%s承受傷害，翻為受損面（戰力 %d）。", "%s承受伤害，翻为受损面（战力 %d）。", s.unitAtText(seat, i), s.def(seat, i).Damaged)
}

// eliminate removes a unit; the fifth loss ends the game at once (2.1).
func (s *State) eliminate(seat Seat, i int, l *logger) {
	u := s.unit(seat, i)
	if u.Gone {
		return
	}
	l.AddT("%s is eliminated.", "%s被殲滅。", "%s被歼灭。", s.unitAtText(seat, i))
	s.leave(u.Sq)
	u.Gone, u.Sq, u.Damaged = true, NoSquare, false
	if s.eliminated(seat) >= 5 && s.Stage != StageOver && !s.holdAttrition {
		s.over(seat.Other(), "attrition", l)
	}
}

// stepHits applies the result to the defender, then the attacker's hits:
// a failed attack and each Committed Attack.
func (s *State) stepHits(c *Combat, l *logger) {
	seat, opp := s.Active, s.Active.Other()
	// Every loss of the battle is taken before rule 2.1 is looked at, and
	// the attacker's own count first: a player whose fifth unit falls to
	// its own Committed Attack loses, even if the defender's fifth fell in
	// the same battle (the published rules).
	s.holdAttrition = true
	switch c.Outcome {
	case "hit", "retreathit":
		s.hit(opp, c.Def, l)
	case "elim":
		s.eliminate(opp, c.Def, l)
	case "fail":
		for _, i := range s.failedHits(c) {
			s.hit(seat, i, l)
		}
	}
	for _, p := range c.Committed {
		s.hit(seat, p.Unit, l)
	}
	s.holdAttrition = false
	for _, loser := range []Seat{seat, opp} {
		if s.eliminated(loser) >= 5 && s.Stage != StageOver {
			s.over(loser.Other(), "attrition", l)
		}
	}
	c.Step = cAdvance
}

// failedHits lists the hits a failed attack costs (6.1 step 7 and 6.4):
// every attacking and supporting unit takes one (the published rules);
// with losses=extra, the translation's 6.4, one support takes a second. The support is the LOSS line's, else the first.
func (s *State) failedHits(c *Combat) []int {
	loss := -1
	if len(c.Supports) > 0 {
		loss = c.Supports[0]
		if i, ok := s.nations[s.Active].UnitIndex(c.Loss); ok && slices.Contains(c.Supports, i) {
			loss = i
		}
	}
	var out []int
	switch s.Opt.Losses {
	case LossesExtra:
		out = c.participants()
		if loss >= 0 {
			out = append(out, loss)
		}
	default:
		out = c.participants()
	}
	return out
}

// stepAdvance: when the defender's square is emptied in an assault, the
// attacking unit or one supporting unit moves in (rule 6.5).
func (s *State) stepAdvance(c *Combat, l *logger) {
	seat := s.Active
	c.Step = cPursuit
	// The square is emptied by a retreat, a withdrawal or an elimination,
	// whichever result eliminated the unit (a hit on a damaged unit too).
	d := s.unit(s.Active.Other(), c.Def)
	vacated := !d.On() || d.Sq != c.At
	if !vacated || c.Kind != "assault" || !s.free(c.At) {
		return
	}
	var eligible []int
	declinable := true
	for _, i := range c.participants() {
		played, nra := false, false
		for _, p := range c.Cards {
			if p.Unit == i {
				played = true
				cd, _ := s.card(seat, p.Card)
				nra = nra || cd.NoAdvance
			}
		}
		// The published rules: the attacking unit or any supporting unit
		// may be the one, and the advance may be declined only when every
		// unit in the combat played a "not required to advance" card;
		// advance=played (the translation) looks at the card players only.
		if (played || s.Opt.Advance != AdvancePlayed) && s.unit(seat, i).On() {
			eligible = append(eligible, i)
			declinable = declinable && nra
		}
	}
	if len(eligible) == 0 {
		return
	}
	pick := eligible[0]
	switch c.Advance {
	case "":
	case "NONE":
		if declinable {
			l.AddT("%s does not advance: the cards played say \"not required to advance\".", "%s不推進：所打的牌註明「不需要推進」。", "%s不推进：所打的牌注明“不需要推进”。", seatText(seat))
			return
		}
		l.private([]Seat{seat}, i18n.T("ADVANCE NONE cannot be followed: a unit in the combat played no \"not required to advance\" card.", "無法不推進：有參戰單位沒打出「不需要推進」的牌。", "无法不推进：有参战单位没打出“不需要推进”的牌。"))
	default:
		if i, ok := s.nations[seat].UnitIndex(c.Advance); ok && slices.Contains(eligible, i) {
			pick = i
		} else if ok && !s.unit(seat, i).On() {
			l.private([]Seat{seat}, i18n.T("ADVANCE %s cannot be followed: %s is no longer on the field.", "無法由 %s 推進：%s 已不在戰場上。", "无法由 %s 推进：%s 已不在战场上。", c.Advance, c.Advance))
		} else if ok && slices.Contains(c.participants(), i) {
			l.private([]Seat{seat}, i18n.T("ADVANCE %s cannot be followed: %s played no unit card in the combat (advance=played).", "無法由 %s 推進：%s 在這場戰鬥中沒打出單位牌（advance=played）。", "无法由 %s 推进：%s 在这场战斗中没打出单位牌（advance=played）。", c.Advance, c.Advance))
		} else {
			// A support named in the plan whose leader never came (a
			// withdrawal, a skipped line): the player reads why another
			// unit advances.
			l.private([]Seat{seat}, i18n.T("ADVANCE %s cannot be followed: %s took no part in the combat.", "無法由 %s 推進：%s 未參與這場戰鬥。", "无法由 %s 推进：%s 未参与这场战斗。", c.Advance, c.Advance))
		}
	}
	from := s.unit(seat, pick).Sq
	s.relocate(seat, pick, c.At)
	c.Advancer = pick
	l.AddT("%s's %s advances from %s to %s.", "%s的 %s 由 %s 推進到 %s。", "%s的 %s 由 %s 推进到 %s。", seatText(seat), s.def(seat, pick).Code, from.String(), c.At.String())
}

// stepPursuit: cavalry that advanced after a retreat rolls 1d6 for each
// of its cards played, modified by the leader's pursuit value (6.6).
func (s *State) stepPursuit(c *Combat, l *logger) {
	seat, opp := s.Active, s.Active.Other()
	c.Step = cEnd
	if !c.Retreated || c.Advancer < 0 || !s.def(seat, c.Advancer).Cavalry {
		return
	}
	mod := 0
	if c.Leader != "" {
		if cd, _ := s.card(seat, c.Leader); cd.HasPursuitMod {
			mod = cd.PursuitMod
		}
	}
	for _, p := range c.Cards {
		cd, _ := s.card(seat, p.Card)
		if p.Unit != c.Advancer || !s.unit(opp, c.Def).On() || cd.Pursuit.Zero() {
			continue
		}
		v, vt := l.d6(fmt.Sprintf("pursuit with %s", p.Card))
		// The modifier makes a hit likelier (9.1): a result pushed past
		// the die's faces counts as the nearest face, so 1 - 2 is still
		// within 1-3.
		total := v + mod
		hitIt := cd.Pursuit.Has(min(max(total, 1), 6))
		result := i18n.T("no hit", "未命中", "未命中")
		if hitIt {
			result = i18n.T("a hit", "命中", "命中")
		}
		l.AddT("Pursuit with %s (pursuit %s): rolls %s %+d = %d, %s.", "以 %s 追擊（追擊 %s）：擲出 %s %+d = %d，%s。", "以 %s 追击（追击 %s）：掷出 %s %+d = %d，%s。",
			p.Card, spanOr(cd.Pursuit), vt, mod, total, result)
		if hitIt {
			s.hit(opp, c.Def, l)
			if s.Stage == StageOver {
				return
			}
		}
	}
}

func spanOr(sp Span) string {
	if sp.Zero() {
		return "-"
	}
	return sp.String()
}

// endCombat sends every card played to its owner's discard pile.
func (s *State) endCombat(c *Combat) {
	s.toDiscard(s.Active, c.Played...)
	s.toDiscard(s.Active.Other(), c.DefPlayed...)
	s.T.Combat = nil
}
