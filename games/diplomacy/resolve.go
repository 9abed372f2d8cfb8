package diplomacy

import (
	"encoding/json"
	"fmt"
	"sort"

	"adjutant/games"
	"adjutant/games/diplomacy/adjudicate"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/orders"
	"adjutant/games/diplomacy/variant"
)

// Resolve adjudicates the current phase.
//
// The submissions of the powers asked are read again (they are the
// canonical lines Submit accepted, so they read the same); submissions from
// powers not asked, and from powers the judge puts in civil disorder, are
// ignored. Powers in in.Disorder are in civil disorder for this phase only
// (4.3: their units hold, dislodged units disband, they never build,
// removals are chosen for them); the judge decides again each phase. Then
// the variant's rules apply to the position that follows: the 1914 coin
// toss (with dice), and the end conditions (5.1), the lot drawn with dice.
func (g *game) Resolve(in games.ResolveInput, dice *games.Dice) (games.Resolution, error) {
	if g.end != nil {
		return games.Resolution{}, games.ErrOver
	}
	if dice == nil {
		return games.Resolution{}, ErrNoDice
	}
	pos := g.pos.Clone()
	for _, seat := range sortedSeats(in.Disorder) {
		if p := dip.Power(seat); g.played(p) {
			pos.Disorder[p] = true
		}
	}
	m := g.board()
	opts := g.set.adjudication()
	var all []dip.Order
	for _, d := range g.duties() {
		sub, ok := in.Submissions[games.Seat(d.power)]
		if !ok || pos.Disorder[d.power] {
			continue
		}
		parsed := orders.Parse(g.eng.names, m, pos, d.power, orderLines(sub.Lines), opts)
		all = append(all, parsed.Orders...)
	}
	res, err := adjudicate.Resolve(m, pos, all, opts)
	if err != nil {
		return games.Resolution{}, fmt.Errorf("diplomacy: adjudicating %s: %w", pos.Phase.Short(), err)
	}

	next := res.Next.Clone()
	// Only the variant's own disorder (1.2.3a–b) outlives the phase.
	next.Disorder = map[dip.Power]bool{}
	for _, p := range g.v.Disorder {
		next.Disorder[p] = true
	}
	v, joined := g.v, g.joined
	next, events := v.BeforeAdjustment(next, dice)
	for _, ev := range events {
		if v, err = v.Joined(ev.Power, ev.Seat); err != nil {
			return games.Resolution{}, fmt.Errorf("diplomacy: coin toss: %w", err)
		}
		joined = ev.Seat
	}
	res.Next = next

	end := endFrom(g.checkEnd(v, next, dice))
	after := &game{eng: g.eng, set: g.set, v: v, joined: joined, pos: next, end: end}
	record, err := json.Marshal(encodeResult(pos, res, events, end))
	if err != nil {
		return games.Resolution{}, fmt.Errorf("diplomacy: recording %s: %w", pos.Phase.Short(), err)
	}
	return games.Resolution{Next: after, Result: record, Draws: dice.Draws()}, nil
}

// checkEnd applies 5.1 to the position that follows. Under end=lot the
// players agreed in advance to end by lot after the end year, so once that
// year's adjustments are over every surviving power counts as voting to end
// and the lot is drawn (5.1c); a victory by centres still comes first.
func (g *game) checkEnd(v variant.Variant, next dip.Position, dice *games.Dice) *variant.End {
	rule := g.set.endRule()
	var votes map[dip.Power]bool
	if rule.Kind == variant.Lot && next.Phase.Year > rule.EndYear {
		votes = map[dip.Power]bool{}
		for _, p := range dip.AllPowers() {
			votes[p] = true
		}
	}
	return variant.CheckEnd(v, rule, next, dice, votes)
}

func sortedSeats(m map[games.Seat]bool) []games.Seat {
	var out []games.Seat
	for s, on := range m {
		if on {
			out = append(out, s)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
