package diplomacy

import (
	"sort"

	"adjutant/games"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/orders"
	"adjutant/games/diplomacy/render"
)

// Groups lists the powers each player orders now. It differs from the
// variant's set-up only in the two-player 1914 game after the coin toss,
// when Italy has joined one side (1.2.3e).
func (g *game) Groups() [][]games.Seat { return playerGroups(g.v) }

// board is the map the current position is played on: the standard board,
// or in the 1914 game the board with Italy's land closed while Italy is
// neutral.
func (g *game) board() *dip.Map {
	for _, p := range g.v.Neutral {
		if g.pos.Absent[p] {
			if m := g.eng.closed[g.v.Name]; m != nil {
				return m
			}
		}
	}
	return g.eng.base
}

// Seats lists every power a player may ever order in this variant, in
// alphabetical order: the variant's seats' powers, and the power a coin toss
// may bring in. Powers left in civil disorder by the variant (Italy in the
// six-player game) are nobody's seats.
func (g *game) Seats() []games.SeatInfo {
	seen := map[dip.Power]bool{}
	for _, p := range g.v.Powers() {
		seen[p] = true
	}
	if g.v.Toss != nil {
		seen[g.v.Toss.Power] = true
	}
	var out []games.SeatInfo
	for _, p := range dip.AllPowers() {
		if seen[p] {
			// The powers' initials are the classic judges' sign-on codes
			// (SIGNON Fwest); none of them is M.
			out = append(out, games.SeatInfo{Seat: games.Seat(p), Name: render.PowerName(p), Code: string(p)[:1], Aliases: orders.PowerNames(p)})
		}
	}
	return out
}

// played reports whether some player orders power p now.
func (g *game) played(p dip.Power) bool {
	_, ok := g.v.SeatOf(p)
	return ok && !g.pos.Absent[p]
}

// The phase classes' keys, as written in CREATE and SET.
const (
	ClassMovement   = "movement"
	ClassRetreat    = "retreat"
	ClassAdjustment = "adjustment"
)

func (g *game) Phase() games.PhaseInfo {
	class := ClassMovement
	switch g.pos.Phase.Kind {
	case dip.RetreatPhase:
		class = ClassRetreat
	case dip.AdjustmentPhase:
		class = ClassAdjustment
	}
	return games.PhaseInfo{ID: g.pos.Phase.Short(), Name: render.PhaseName(g.pos.Phase), Class: class}
}

// Alive lists the played powers with a unit (on the board or awaiting
// retreat) or a supply centre, alphabetically.
func (g *game) Alive() []games.Seat {
	alive := map[dip.Power]bool{}
	for _, u := range g.pos.Units {
		alive[u.Power] = true
	}
	for _, d := range g.pos.Dislodged {
		alive[d.Unit.Power] = true
	}
	for _, p := range g.pos.Owners {
		alive[p] = true
	}
	var out []games.Seat
	for _, p := range dip.AllPowers() {
		if alive[p] && g.played(p) {
			out = append(out, games.Seat(p))
		}
	}
	return out
}

// Over reports how the game ended, or nil while it goes on.
func (g *game) Over() *games.Ending {
	if g.end == nil {
		return nil
	}
	e := &games.Ending{Reason: g.end.Reason}
	for _, w := range g.end.Winners {
		e.Winners = append(e.Winners, games.Seat(w))
	}
	for _, d := range g.end.Draw {
		e.Draw = append(e.Draw, games.Seat(d))
	}
	return e
}

// unitsOf lists power's units on the board, by place.
func unitsOf(pos dip.Position, p dip.Power) []dip.Unit {
	var out []dip.Unit
	for _, u := range pos.Units {
		if u.Power == p {
			out = append(out, u)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].At.String() < out[j].At.String() })
	return out
}
