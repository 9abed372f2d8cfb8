package gettysburg

import (
	"fmt"

	"adjutant/games/kit/plan"
)

// Where a unit is.
type Where int

// Unit locations. A pending unit has not entered yet; a straggler is off the
// map and may come back two turns after it left.
const (
	Pending Where = iota
	OnMap
	Straggler
	Eliminated
)

// UnitState is what changes about a counter during play.
type UnitState struct {
	Where  Where `json:"where"`
	Hex    Hex   `json:"hex"`
	Combat bool  `json:"combat,omitempty"` // combat mode; false is march mode
	Since  int   `json:"since,omitempty"`  // turn it became a straggler
}

// Stage is the part of a turn the game is in.
type Stage string

// Stages of a turn. The command stage takes both players' plans for the
// command and organisation phases; withdraw is the organisation phase's
// alternating withdrawals when they need another answer; then movement and
// attacks.
const (
	StageCommand  Stage = "command"
	StageWithdraw Stage = "withdraw"
	StageMove     Stage = "move"
	StageAttack   Stage = "attack"
	StageOver     Stage = "over"
)

// State is the whole position. It is a plain value: the engine copies it
// before changing anything, so a Game never changes under the judge.
type State struct {
	Scenario      string      `json:"scenario"`
	Options       Options     `json:"options"`
	Turn          int         `json:"turn"`
	Stage         Stage       `json:"stage"`
	Seq           int         `json:"seq"` // resolutions so far in this stage of this turn
	Units         []UnitState `json:"units"`
	HQ            [2]Hex      `json:"hq"`
	Sharpshooters Hex         `json:"sharpshooters"`
	Artillery     [2]int      `json:"artillery"`
	Points        [2]int      `json:"points"`
	// Alt is the alternating phase between two answers; its plans hold the
	// unexecuted rest of each side's plan: private, never shown.
	Alt plan.Alternation[Item] `json:"alt"`
	// Answers holds each side's standing answers for the phase: private.
	Answers [2]plan.Book[bool] `json:"answers"`
	// Retreats holds each side's RETREAT answers for the rest of the
	// turn: private until a retreat uses them, and even then only the
	// path is shown.
	Retreats  [2]plan.Book[retreatAnswer] `json:"retreats"`
	Winner    int                         `json:"winner"` // -1 while the game goes on
	EndReason int                         `json:"end_reason,omitempty"`
	ShowRange [2]bool                     `json:"show_range,omitempty"`

	sc *Scenario
}

// The standing answers a side gives for questions the opponent's actions
// raise, kept in a plan.Book per side. artilleryKind: spend artillery
// support when the subject (a unit code, or plan.Any for every unit) is
// attacked.
const artilleryKind = "artillery"

// supports reports whether side's standing answers spend artillery support
// when unit is attacked.
func (s *State) supports(book plan.Book[bool], unit int) bool {
	yes, ok := book.Find(artilleryKind, s.sc.Units[unit].Code)
	return ok && yes
}

// clone returns a deep copy.
func (s *State) clone() *State {
	c := *s
	c.Units = append([]UnitState(nil), s.Units...)
	for i := range 2 {
		c.Alt.Plans[i] = append(plan.Queue[Item](nil), s.Alt.Plans[i]...)
		c.Answers[i].Entries = append([]plan.Entry[bool](nil), s.Answers[i].Entries...)
		c.Retreats[i].Entries = append([]plan.Entry[retreatAnswer](nil), s.Retreats[i].Entries...)
	}
	return &c
}

// newState sets up turn 1.
func newState(sc *Scenario) *State {
	s := &State{Scenario: sc.Name, Turn: 1, Stage: StageCommand, Winner: -1, sc: sc}
	s.Artillery = sc.Artillery
	s.resetAlt()
	for _, u := range sc.Units {
		us := UnitState{Where: Pending}
		if !u.Start.IsZero() {
			us.Where, us.Hex = OnMap, u.Start
		}
		s.Units = append(s.Units, us)
	}
	return s
}

// loaded binds a state read back from its saved JSON to its scenario and
// refuses one that no game could have saved; kit/record, which reads
// every saved state and result, marks the refusal games.ErrCorrupt.
func (s *State) loaded() error {
	sc, err := LoadScenario(s.Scenario)
	if err != nil {
		return err
	}
	if len(s.Units) != len(sc.Units) {
		return fmt.Errorf("%d units saved, scenario has %d", len(s.Units), len(sc.Units))
	}
	s.sc = sc
	return nil
}

// public is the state with every unexecuted plan and standing answer
// removed: what a report may show.
func (s *State) public() *State {
	c := s.clone()
	c.Alt.Plans = [2]plan.Queue[Item]{}
	c.Answers = [2]plan.Book[bool]{}
	c.Retreats = [2]plan.Book[retreatAnswer]{}
	return c
}

// unitAt returns the unit in h, or -1.
func (s *State) unitAt(h Hex) int {
	for i, u := range s.Units {
		if u.Where == OnMap && u.Hex == h {
			return i
		}
	}
	return -1
}

// side of unit i.
func (s *State) side(i int) Side { return s.sc.Units[i].Side }

// onMap lists the units of side on the map, in roster order.
func (s *State) onMap(side Side) []int {
	var out []int
	for i, u := range s.Units {
		if u.Where == OnMap && s.side(i) == side {
			out = append(out, i)
		}
	}
	return out
}

// inEnemyZOC reports whether a unit of side standing in h is in an enemy
// zone of control: next to an enemy unit, or (for the Confederates) in or
// next to Berdan's Sharpshooters.
func (s *State) inEnemyZOC(side Side, h Hex) bool {
	for i, u := range s.Units {
		if u.Where == OnMap && s.side(i) != side && Adjacent(u.Hex, h) {
			return true
		}
	}
	if side == Confederate && !s.Sharpshooters.IsZero() && Distance(s.Sharpshooters, h) <= 1 {
		return true
	}
	return false
}

// inEnemyZOI reports whether h is within two hexes of an enemy unit (the
// zone of influence; it contains the zone of control). The sharpshooters
// have a ZOC but no ZOI.
func (s *State) inEnemyZOI(side Side, h Hex) bool {
	for i, u := range s.Units {
		if u.Where == OnMap && s.side(i) != side && Distance(u.Hex, h) <= 2 {
			return true
		}
	}
	return s.inEnemyZOC(side, h)
}

// empty reports whether h holds no unit and no marker.
func (s *State) empty(h Hex) bool {
	return s.unitAt(h) < 0 && h != s.HQ[0] && h != s.HQ[1] && h != s.Sharpshooters
}

// inRange reports whether h is within side's command range.
func (s *State) inRange(side Side, h Hex) bool {
	if s.HQ[side].IsZero() {
		return true
	}
	return Distance(s.HQ[side], h) <= s.sc.HQ[side].Range
}

// allHexes lists every hex of the map in id order.
func (s *State) allHexes() []Hex { return s.sc.Hexes() }

// forceCombatInZOC flips every march-mode unit standing in an enemy ZOC to
// combat mode, which the rules make immediate.
func (s *State) forceCombatInZOC() {
	for i, u := range s.Units {
		if u.Where == OnMap && !u.Combat && s.inEnemyZOC(s.side(i), u.Hex) {
			s.Units[i].Combat = true
		}
	}
}

// stragglers lists side's units in the stragglers box, in roster order.
func (s *State) stragglers(side Side) []int {
	var out []int
	for i, u := range s.Units {
		if u.Where == Straggler && s.side(i) == side {
			out = append(out, i)
		}
	}
	return out
}
