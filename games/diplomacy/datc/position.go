package datc

import (
	"sort"

	"adjutant/games/diplomacy/adjudicate"
	"adjutant/games/diplomacy/dip"
)

// Position builds the position before the phase.
//
//   - Units and dislodged units are placed as listed.
//   - Supply-centre ownership is exactly PRESTATE_SUPPLYCENTER_OWNERS when the
//     case has that section (centres not listed are neutral). Without it,
//     every home centre belongs to its home power, as at the start of a
//     game: movement and retreat cases do not depend on ownership, and every
//     adjustment case in our files lists its owners.
//   - Where each dislodged unit's attacker came from, and which provinces a
//     standoff left empty, are read from PRESTATE_RESULTS (see Prior); a
//     case without that section has neither, so its retreats are checked
//     without those two restrictions, as the format's README says.
//
// The rule set matters for one thing: under the DATC set a unit dislodged
// by an army that came by convoy may retreat to the army's origin (DATC
// 4.A.5, 6.H.11), so no origin is recorded; the rulebook (2.5.3 b) makes
// no such exception. This mirrors what the adjudicator records after a
// movement phase.
func (c Case) Position(m *dip.Map, opts *adjudicate.Options) dip.Position {
	datcRules := opts != nil && opts.Rules == adjudicate.DATC
	pos := dip.Position{
		Phase:     c.Phase,
		Units:     make(map[dip.Province]dip.Unit, len(c.Units)),
		Dislodged: make(map[dip.Province]dip.Dislodged, len(c.Dislodged)),
		Owners:    map[dip.Province]dip.Power{},
		Disorder:  map[dip.Power]bool{},
		Absent:    map[dip.Power]bool{},
	}
	for _, u := range c.Units {
		pos.Units[u.At.Prov] = u
	}
	for _, u := range c.Dislodged {
		pos.Dislodged[u.At.Prov] = dip.Dislodged{Unit: u, AttackerFrom: c.attackerFrom(m, u.At.Prov, datcRules)}
	}
	if c.Owners != nil {
		for p, w := range c.Owners {
			pos.Owners[p] = w
		}
	} else {
		for _, p := range m.Provinces() {
			if info := m.Province(p); info.SupplyCenter && info.Home != "" {
				pos.Owners[p] = info.Home
			}
		}
	}
	if c.Phase.Kind == dip.RetreatPhase {
		pos.Standoffs = c.standoffs()
	}
	return pos
}

// attackerFrom finds, in PRESTATE_RESULTS, the successful move into p and
// returns where it came from. When exceptConvoy is set, an army that
// arrived by convoy leaves no such restriction, so its origin is reported
// as empty. A move counts as convoyed when it was written "via convoy",
// when an army could not have walked there, or when a successful convoy
// order carried it.
func (c Case) attackerFrom(m *dip.Map, p dip.Province, exceptConvoy bool) dip.Province {
	for _, r := range c.Prior {
		o := r.Order
		if !r.Succeeded || o.Kind != dip.Move || o.To.Prov != p {
			continue
		}
		if exceptConvoy && c.convoyed(m, o) {
			return ""
		}
		return o.At.Prov
	}
	return ""
}

func (c Case) convoyed(m *dip.Map, mv dip.Order) bool {
	if mv.Via {
		return true
	}
	army := mv.Type == dip.Army
	if u, ok := c.priorUnit(mv.At.Prov); ok {
		army = u == dip.Army
	}
	if !army {
		return false
	}
	if !m.ArmyAdjacent(mv.At.Prov, mv.To.Prov) {
		return true
	}
	for _, r := range c.Prior {
		o := r.Order
		if r.Succeeded && o.Kind == dip.Convoy && o.Other.Prov == mv.At.Prov && o.OtherTo.Prov == mv.To.Prov {
			return true
		}
	}
	return false
}

// priorUnit tells the type of the unit that gave a prior order from p, as
// written in PRESTATE_RESULTS.
func (c Case) priorUnit(p dip.Province) (dip.UnitType, bool) {
	for _, r := range c.Prior {
		if r.Order.At.Prov == p && r.Order.Type != dip.NoUnit {
			return r.Order.Type, true
		}
	}
	return dip.NoUnit, false
}

// standoffs lists the provinces a standoff left empty in the previous
// movement phase: two or more moves into it failed, none succeeded, and no
// unit stands there now (2.5.3 (c)).
func (c Case) standoffs() []dip.Province {
	failed := map[dip.Province]int{}
	won := map[dip.Province]bool{}
	for _, r := range c.Prior {
		if r.Order.Kind != dip.Move {
			continue
		}
		if r.Succeeded {
			won[r.Order.To.Prov] = true
		} else {
			failed[r.Order.To.Prov]++
		}
	}
	occupied := map[dip.Province]bool{}
	for _, u := range c.Units {
		occupied[u.At.Prov] = true
	}
	var out []dip.Province
	for p, n := range failed {
		if n >= 2 && !won[p] && !occupied[p] {
			out = append(out, p)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
