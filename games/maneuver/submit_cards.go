package maneuver

import (
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// The cards of a plan as the submit check sees them: what is drawn
// before the move, each card used once, a card not in the hand, and the
// kind of card each verb plays.

// drawsBeforeMove is how many cards the player draws before its move:
// back to five after the plan's discard (rule 4), one more after a Scout.
// Mid-turn the draw is behind the player.
func (c *planCheck) drawsBeforeMove(steps plan.Queue[Step]) int {
	kept, scout := len(c.sim.Sides[c.seat].Hand), false
	for _, ps := range steps {
		switch ps.Act.Verb {
		case "DISCARD":
			for _, id := range ps.Act.Cards {
				if c.sim.inHand(c.seat, id) {
					kept--
				}
			}
		case "SCOUT":
			scout = true
		}
	}
	n := 0
	if c.phase == phDiscard && kept < HandSize {
		n = HandSize - kept
	}
	if scout && c.phase <= phScout {
		n++
	}
	return n
}

// useCards: each card is used once in a plan; the cards of a refused
// line are not counted, as the line is not kept. Two IF lines whose
// conditions cannot both hold may name the same card: one of them runs.
func (c *planCheck) useCards(ps plan.Step[Step], cards []string) {
	for _, id := range cards {
		if k, ok := meets(c.used[id], ps.Act); ok {
			c.fail(ps.Line, "%s is used twice in the plan (line %d uses it first)", "%s 在計劃中用了兩次（第 %d 行先用了）", "%s 在计划中用了两次（第 %d 行先用了）", id, k.Line)
			return
		}
		c.used[id] = append(c.used[id], ps)
	}
}

// meets is the first of the earlier lines that may run as well as a
// line st, not being exclusive with it; false when there is none.
func meets(earlier []plan.Step[Step], st Step) (plan.Step[Step], bool) {
	for _, k := range earlier {
		if !exclusive(k.Act, st) {
			return k, true
		}
	}
	return plan.Step[Step]{}, false
}

// exclusive reports whether two lines are IF lines that no one defence
// total satisfies both of.
func exclusive(a, b Step) bool {
	if a.Verb != "IF" || b.Verb != "IF" {
		return false
	}
	for def := 0; def <= 1000; def++ {
		if a.holds(def) && b.holds(def) {
			return false
		}
	}
	return true
}

// refusedSince reports whether a refusal was found after the first n
// findings.
func (c *planCheck) refusedSince(n int) bool {
	for _, f := range c.out[n:] {
		if !f.Note {
			return true
		}
	}
	return false
}

// passes runs check, one line's checks, and reports whether it refused
// nothing: only a line kept may take what a later line wants too.
func (c *planCheck) passes(check func()) bool {
	n := len(c.out)
	check()
	return !c.refusedSince(n)
}

// cardsInHand: a card not in the hand now is refused in a discard (which
// comes before the draw) and when no card is drawn before it, else noted.
func (c *planCheck) cardsInHand(ps plan.Step[Step], cards []string) {
	for _, id := range cards {
		if c.sim.inHand(c.seat, id) {
			continue
		}
		switch {
		case ps.Act.Verb == "DISCARD":
			c.fail(ps.Line, "%s is not in your hand, and discards come before the draw", "%s 不在手牌中，而棄牌在摸牌之前", "%s 不在手牌中，而弃牌在摸牌之前", id)
		case c.draws == 0 && c.t.Phase > phDiscard:
			c.fail(ps.Line, "%s is not in your hand, and no card is drawn for the rest of this turn", "%s 不在手牌中，而本回合餘下部分不再摸牌", "%s 不在手牌中，而本回合余下部分不再摸牌", id)
		case c.draws == 0:
			c.fail(ps.Line, "%s is not in your hand, and you draw no card before it: you keep a full hand (DISCARD some cards first to draw as many, or play a card you hold)", "%s 不在手牌中，而此前不會摸牌：您保留了滿手牌（先 棄牌 才能摸回同樣張數，或打出手中的牌）", "%s 不在手牌中，而此前不会摸牌：您保留了满手牌（先 弃牌 才能摸回同样张数，或打出手中的牌）", id)
		default:
			c.out = append(c.out, noteOf(ps.Line, i18n.Plural(c.draws,
				i18n.T("%s is not in your hand now: the line runs only if you draw it (you draw %d card before your move)", "%s 目前不在手牌中：摸到才會執行（移動前摸 %d 張）", "%s 目前不在手牌中：摸到才会执行（移动前摸 %d 张）", id, c.draws),
				i18n.T("%s is not in your hand now: the line runs only if you draw it (you draw %d cards before your move)", "%s 目前不在手牌中：摸到才會執行（移動前摸 %d 張）", "%s 目前不在手牌中：摸到才会执行（移动前摸 %d 张）", id, c.draws))))
		}
	}
}

// cardNeed is the kind of card a verb plays, and what to say of a card
// of another kind.
type cardNeed struct {
	kind           string
	en, hant, hans string
}

var cardNeeds = map[string]cardNeed{
	"SCOUT":    {KindScout, "%s is not a Scout/Spy card", "%s 不是偵察兵/間諜牌", "%s 不是侦察兵/间谍牌"},
	"LEADER":   {KindLeader, "%s is not a leader", "%s 不是領袖", "%s 不是领袖"},
	"SKIRMISH": {KindSkirmish, "%s is not a Skirmish card", "%s 不是佯攻牌", "%s 不是佯攻牌"},
	"REDOUBT":  {KindRedoubt, "%s is not a Redoubt card", "%s 不是戰壕牌", "%s 不是战壕牌"},
	"SUPPLY":   {KindSupply, "%s is not a Supply card", "%s 不是補給牌", "%s 不是补给牌"},
	"FORCED":   {KindForcedMarch, "%s is not a Forced March card", "%s 不是強行軍牌", "%s 不是强行军牌"},
}

// cardIs checks that card id is of the kind verb plays.
func (c *planCheck) cardIs(line int, verb, id string) bool {
	need := cardNeeds[verb]
	if c.kind(id) == need.kind {
		return true
	}
	c.fail(line, need.en, need.hant, need.hans, id)
	return false
}
