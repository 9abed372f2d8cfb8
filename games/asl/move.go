package asl

import (
	"fmt"
	"math"

	"adjutant/games/asl/aslmap"
	"adjutant/games/asl/orders"
	"adjutant/games/asl/tables"
	"adjutant/templates/i18n"
)

// Mover is a unit or stack moving in the MPh (3.3), kept in the state so
// that a stop to ask the defender resumes it where it was.
type Mover struct {
	Order  int       `json:"order"` // index of the MOVE line in the side's lines
	Units  []string  `json:"units"` // those still moving
	Spent  float64   `json:"spent"`
	Allow  []float64 `json:"allow"` // each unit's MF, in Units' order at the start
	IDs    []string  `json:"ids"`   // the units at the start, for Allow
	Step   int       `json:"step"`  // the next step of the path
	Hex    Hex       `json:"hex"`
	Here   float64   `json:"here"` // MF spent in the current hex
	Road   bool      `json:"road"` // the whole path follows a road (+1 MF)
	ByRoad bool      `json:"by_road,omitempty"`
	Smoked []string  `json:"smoked,omitempty"` // units that tried smoke this MPh
	// ResidualIn are the hexes where residual FP has attacked the mover:
	// once a hex (3.3.1).
	ResidualIn []Hex `json:"residual_in,omitempty"`
	// ResidualDRM is, for each hex of ResidualIn, the best DRM (for the
	// firer) residual FP has attacked the mover with there: more MF
	// spent there that would bring a lower one is attacked again (3.3.1).
	ResidualDRM []int  `json:"residual_drm,omitempty"`
	Placing     string `json:"placing,omitempty"` // a DC being placed, until its fire is over
	// HereShots counts each firer's attacks at the mover in its current
	// hex, over all its expenditures there: never more than the MF spent
	// there (3.3.1).
	HereShots map[string]int `json:"here_shots,omitempty"`
	Event     *Event         `json:"event,omitempty"`
}

// Event is one expenditure of MF by a mover, open to defensive fire: the
// residual FP there first, then each standing line in order.
type Event struct {
	Hex      Hex            `json:"hex"`
	Line     int            `json:"line"`
	Residual bool           `json:"residual,omitempty"`
	Hexes    []Hex          `json:"hexes,omitempty"` // defender hexes that fired at it
	Shots    map[string]int `json:"shots,omitempty"` // shots per firer at this expenditure
}

// moveOrders lists the phasing side's MOVE lines.
func (s *State) moveOrders() []int {
	var out []int
	for i, o := range s.Lines[s.phasing()] {
		if o.Kind == orders.KMove {
			out = append(out, i)
		}
	}
	return out
}

// mf is a unit's movement factors for a move (3.3 and its MF table, 4.0):
// 6 for a leader (3 wounded), 4 for an MMC (3 inexperienced), +2 with a
// leader moving along, +2 double time, +1 along a road, -1 for each PP
// carried beyond the IPC.
func (s *State) mf(u *Unit, stack []*Unit, dt, road bool) float64 {
	ct := s.ctype(u)
	var f float64
	withLeader := false
	var leader *Unit
	for _, o := range stack {
		if o != u && s.ctype(o).Kind == tables.Leader && leads(o) {
			withLeader = true
			leader = o
		}
	}
	switch {
	case ct.Kind == tables.Leader && u.Wounded:
		f = 3
	case ct.Kind == tables.Leader:
		f = 6
	case s.inexperienced(u) && !(withLeader && !u.OnMap):
		f = 3
	default:
		f = 4
	}
	if ct.MMC() && withLeader {
		f += 2
	}
	if dt {
		f += 2
	}
	if road {
		f++
	}
	ipc := s.ipc(u)
	if dt && !u.CX {
		ipc--
	}
	if ct.MMC() && withLeader && leader != nil && s.leaderLends(leader, u, stack) {
		ipc++
	}
	pp := 0
	for _, w := range s.held(u.ID) {
		pp += s.wtype(w).PP
	}
	if over := pp - ipc; over > 0 {
		f -= float64(over)
	}
	return math.Max(0, f)
}

// leads says whether a leader can lend his MF bonus to the stack he moves
// with (3.3): in good order and unpinned. A leader entering the map with
// his stack is not on it yet (goodOrder asks that) and still leads it.
func leads(l *Unit) bool { return !l.Gone && !l.Broken && !l.Melee && !l.Pinned }

// leaderLends reports whether a leader's IPC goes to u: to the first MMC
// of the stack carrying beyond its own IPC (4.0).
func (s *State) leaderLends(leader, u *Unit, stack []*Unit) bool {
	if leader.Wounded {
		return false
	}
	for _, o := range stack {
		if !s.ctype(o).MMC() {
			continue
		}
		pp := 0
		for _, w := range s.held(o.ID) {
			pp += s.wtype(w).PP
		}
		if pp > 3 {
			return o == u
		}
	}
	return false
}

// enterCost is the MF to enter h from prev (1.1.2, 3.3): open ground,
// orchard and a road 1, grain 1.5 in season, woods and buildings 2, a
// woods-road 1 along its road; +1 into smoke.
func (s *State) enterCost(prev, h Hex, byRoad bool) float64 {
	var c float64
	switch s.sc.Terrain(h) {
	case aslmap.Woods:
		c = 2
		if byRoad {
			c = 1
		}
	case aslmap.WoodBldg, aslmap.StoneBldg:
		c = 2
	case aslmap.Grain:
		c = 1
		if aslmap.InSeason(s.sc.Month) {
			c = 1.5
		}
	default:
		c = 1
	}
	for _, sm := range s.Smoke {
		if sm == h {
			c++
		}
	}
	return c
}

// openGround reports whether a mover in h is in open ground for FFMO
// (3.3.1, 1.1.2): open ground or a road, grain out of season, or a
// woods-road entered along its road.
func (s *State) openGround(h Hex, byRoad bool) bool {
	switch s.sc.Terrain(h) {
	case aslmap.Open:
		return true
	case aslmap.Grain:
		return !aslmap.InSeason(s.sc.Month)
	case aslmap.Woods:
		return byRoad && s.sc.Road(h)
	}
	return false
}

// stackOK reports whether units may be in h together with what is there
// (3.3: three squad equivalents and four leaders a side).
func (s *State) stackOK(h Hex, side int, adding []*Unit) bool {
	return s.withinStacking(append(s.at(h, side), adding...))
}

// withinStacking reports whether units of one side may share a hex: three
// squad equivalents and four leaders (2.0, 3.3).
func (s *State) withinStacking(us []*Unit) bool {
	var sq float64
	var ld int
	for _, u := range us {
		if ct := s.ctype(u); ct.Kind == tables.Leader {
			ld++
		} else {
			sq += ct.Kind.SquadEquivalent()
		}
	}
	return sq <= 3 && ld <= 4
}

// movers returns the units of the mover still moving.
func (s *State) moversOf(mv *Mover) []*Unit {
	var out []*Unit
	for _, id := range mv.Units {
		if u := s.unit(id); u != nil && !u.Gone {
			out = append(out, u)
		}
	}
	return out
}

// stopNote tells the phasing side why a move stopped short of its plan.
// The other side reads nothing: that the plan went on is a secret (it
// sees the next stack start).
func (s *State) stopNote(l *log, mv *Mover, why i18n.Text) {
	o := s.Lines[s.phasing()][mv.Order]
	full := i18n.Join(i18n.T("Line %d (%s) stops in %s: ", "第 %d 行（%s）停在 %s：", "第 %d 行（%s）停在 %s：", o.Line, o.Text(s.sc), s.sc.ID(mv.Hex)), why, i18n.T(".", "。", "。"))
	l.secret(s.seat(s.phasing()), full, nil)
}

// allowance is the smallest MF among the units still moving.
func (s *State) allowance(mv *Mover) float64 {
	a := math.Inf(1)
	for i, id := range mv.IDs {
		if contains(mv.Units, id) {
			a = math.Min(a, mv.Allow[i])
		}
	}
	return a
}

// recompute updates each unit's MF when the stack changes (a leader left
// it): the bonus he gave is gone.
func (s *State) recompute(mv *Mover, o orders.Order) {
	stack := s.moversOf(mv)
	for i, id := range mv.IDs {
		if u := s.unit(id); u != nil && contains(mv.Units, id) {
			mv.Allow[i] = math.Min(mv.Allow[i], s.mf(u, stack, o.DT, mv.Road))
		}
	}
}

// mfText writes MF with halves: 1.5.
func mfText(f float64) string { return fmt.Sprintf("%g", f) }

// ipc is a unit's portage capacity now (4.0): 3 PP an MMC, 1 a leader, 0
// a wounded leader (3.2.1); one less when CX (3.3).
func (s *State) ipc(u *Unit) int {
	n := 3
	if s.ctype(u).Kind == tables.Leader {
		n = 1
		if u.Wounded {
			n = 0
		}
	}
	if u.CX {
		n--
	}
	return max(0, n)
}
