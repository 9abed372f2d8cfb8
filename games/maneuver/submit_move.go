package maneuver

import (
	"slices"

	"adjutant/templates/i18n"
)

// The movement phase of a plan as the submit check sees it.

// move checks the turn's MOVE, or a second unit's move by a Supply card,
// and makes it.
func (c *planCheck) move(line int, st Step, cards []string) {
	if st.Verb == "MOVE" && c.moves > 0 {
		c.fail(line, "one MOVE a turn; a second unit moves with SUPPLY", "每回合一個 移動；第二個單位用 補給", "每回合一个 移动；第二个单位用 补给")
		return
	}
	i := c.unit(st.Unit)
	if st.Verb == "SUPPLY" {
		if !c.supplyAllowed(line, i, cards[0]) {
			return
		}
	}
	p := c.sim.resolvePath(c.seat, i, st.Path)
	if why := c.sim.moveProblem(c.seat, i, p); why != nil {
		c.refuse(line, why)
		return
	}
	if st.Verb == "SUPPLY" {
		c.t.Supply = true
		c.mayBeCancelled(line, cards[0])
	}
	from := c.sim.unit(c.seat, i).Sq
	c.sim.relocate(c.seat, i, p[len(p)-1])
	c.t.Moved, c.t.From = append(c.t.Moved, i), append(c.t.From, from)
	c.moves++
}

// supplyAllowed: one Supply card a movement phase moves a second unit,
// after the first.
func (c *planCheck) supplyAllowed(line, i int, card string) bool {
	switch {
	case !c.cardIs(line, "SUPPLY", card):
		return false
	case c.t.Supply:
		c.fail(line, "one Supply card per movement phase", "每個移動階段只能用一張補給牌", "每个移动阶段只能用一张补给牌")
		return false
	case c.moves == 0:
		c.fail(line, "Supply moves a second unit, after the first", "補給是移動第二個單位，須先移動第一個", "补给是移动第二个单位，须先移动第一个")
		return false
	case slices.Contains(c.t.Moved, i):
		c.fail(line, "Supply moves another unit than the one that moved", "補給移動的須是另一個單位", "补给移动的须是另一个单位")
		return false
	}
	return true
}

// forcedMarch checks a Forced March and makes it.
func (c *planCheck) forcedMarch(line int, st Step, cards []string) {
	if !c.cardIs(line, "FORCED", cards[0]) {
		return
	}
	i := c.unit(st.Unit)
	if why := c.sim.forcedProblem(c.seat, i, st.Path[0]); why != nil {
		c.refuse(line, why)
		return
	}
	c.t.Forced = append(c.t.Forced, i)
	c.sim.relocate(c.seat, i, st.Path[0])
	c.mayBeCancelled(line, cards[0])
}

// mayBeCancelled notes a Supply or Forced March that the opponent's
// Guerrilla may cancel: the later lines are checked as if the move is
// made, and those that need it do not run if it is not.
func (c *planCheck) mayBeCancelled(line int, card string) {
	if opp := c.sim.nations[c.seat.Other()]; opp != nil && opp.HasKind(KindGuerrilla) {
		c.out = append(c.out, noteOf(line, i18n.T("%s's cards include Guerrilla, so your opponent may cancel %s: the lines after this one are checked as if the unit moves, and a line that needs the move does not run without it", "%s的牌中有游擊隊，對手可能抵消 %s：此後各行按單位已移動檢查，需要這次移動的行在未移動時不執行", "%s的牌中有游击队，对手可能抵消 %s：此后各行按单位已移动检查，需要这次移动的行在未移动时不执行", c.sim.nations[c.seat.Other()].Name, card)))
	}
}
