package asl

import (
	"fmt"
	"slices"

	"adjutant/games"
	"adjutant/games/asl/aslmap"
	"adjutant/games/asl/orders"
	"adjutant/games/asl/tables"
	"adjutant/games/kit/hexgrid"
	"adjutant/games/kit/plan"
	"adjutant/games/kit/record"
	"adjutant/templates/i18n"
)

// Hex is a hex of a scenario's joined map (the same type as aslmap.Hex).
type Hex = hexgrid.Hex

// Fire is the fire marker a unit or weapon carries (1.2).
type Fire string

// Fire markers.
const (
	NoFire    Fire = ""
	PrepFire  Fire = "prep"
	FirstFire Fire = "first"
	FinalFire Fire = "final"
)

// Unit is one personnel counter in play. A unit keeps its id for the whole
// game: casualty reduction and ELR substitution change its Type.
type Unit struct {
	ID      string `json:"id"`
	Side    int    `json:"side"`
	Type    string `json:"type"`
	Hex     Hex    `json:"hex"`
	OnMap   bool   `json:"on_map,omitempty"`
	Gone    bool   `json:"gone,omitempty"` // eliminated
	Broken  bool   `json:"broken,omitempty"`
	DM      bool   `json:"dm,omitempty"`
	Pinned  bool   `json:"pinned,omitempty"`
	CX      bool   `json:"cx,omitempty"`
	NoDT    bool   `json:"no_dt,omitempty"` // was CX when this MPh began (3.3)
	Wounded bool   `json:"wounded,omitempty"`
	Fire    Fire   `json:"fire,omitempty"`
	Melee   bool   `json:"melee,omitempty"`
	Moved   bool   `json:"moved,omitempty"`   // spent MF this player turn
	Acted   bool   `json:"acted,omitempty"`   // took its one RPh action
	FPGone  bool   `json:"fp_gone,omitempty"` // gave up its own FP for the rest of the player turn (4.0)
	// Prepped marks a unit that took part in Prep Fire, by its own FP or
	// a weapon's: it neither moves nor fires in the AFPh (3.2.2, 3.3,
	// 3.5); its own FP may still fire at another target than its weapon's
	// in the PFPh (3.2).
	Prepped bool `json:"prepped,omitempty"`
	// Directed lists the firers a leader directed in First Fire: he may
	// direct only them again this player turn (3.4). Used marks a leader
	// whose direction is spent for the player turn.
	Directed []string `json:"directed,omitempty"`
	Used     bool     `json:"used,omitempty"`
	// PhaseSW lists the weapons the unit fired or destroyed in this fire
	// phase and PhaseOwn that it fired its own FP in it: a squad uses one
	// weapon beside its own FP or two instead of it, a half-squad or
	// leader one (4.0), counted over the whole phase, not one attack.
	PhaseSW  []string `json:"phase_sw,omitempty"`
	PhaseOwn bool     `json:"phase_own,omitempty"`
	Enter    int      `json:"enter,omitempty"`
	Entry    []Hex    `json:"entry,omitempty"`
}

// Weapon is one support weapon in play, held by a unit (Owner) or lying
// in a hex.
type Weapon struct {
	ID        string `json:"id"`
	Side      int    `json:"side"` // the nationality that made it
	Type      string `json:"type"`
	Owner     string `json:"owner,omitempty"`
	Hex       Hex    `json:"hex"`
	Broken    bool   `json:"broken,omitempty"` // malfunctioned; repairable
	Gone      bool   `json:"gone,omitempty"`
	Fire      Fire   `json:"fire,omitempty"`
	Carried   bool   `json:"carried,omitempty"`   // carried in this MPh already (4.0)
	Recovered bool   `json:"recovered,omitempty"` // recovered this phase: no transfer (4.0)
	DCAt      *Hex   `json:"dc_at,omitempty"`     // a placed DC's target, until the AFPh
}

// Residual is residual firepower left in a hex during the MPh (3.3.1).
type Residual struct {
	Hex Hex `json:"hex"`
	FP  int `json:"fp"`
}

// Stage says where the game stands.
type Stage string

// Stages. A player turn is played in one resolution unless the defender
// asked to be asked: then the stage is a stop until it answers.
const (
	StageTurn Stage = "turn"
	StageStop Stage = "stop"
	StageOver Stage = "over"
)

// State is the whole game, saved as JSON with fields in a fixed order.
type State struct {
	Scenario string   `json:"scenario"`
	Options  Options  `json:"options"`
	Turn     int      `json:"turn"`
	Half     int      `json:"half"` // the phasing side: 0 moves first in a game turn
	Stage    Stage    `json:"stage"`
	Seq      int      `json:"seq,omitempty"` // resolutions so far in this player turn
	Units    []Unit   `json:"units"`
	Weapons  []Weapon `json:"weapons,omitempty"`
	// Control is, per victory hex, the side that controls it.
	Control  []int      `json:"control"`
	Residual []Residual `json:"residual,omitempty"`
	Smoke    []Hex      `json:"smoke,omitempty"`
	// Standing are each side's standing fire orders (FIRE, ASK), kept
	// until replaced; Lines are each side's other lines for this player
	// turn (the phasing side's plan, both sides' rally, rout and close
	// combat choices). All are secrets of their side.
	Standing [2][]orders.Order `json:"standing"`
	Lines    [2][]orders.Order `json:"lines"`
	Cursor   Cursor            `json:"cursor"`
	Question *plan.Question    `json:"question,omitempty"`
	Created  [2]int            `json:"created,omitempty"` // leaders created so far, for their ids
	Winner   int               `json:"winner"`
	Reason   i18n.Text         `json:"reason"`

	sc *aslmap.Scenario
}

// Cursor is where a player turn stands when it stops to ask the
// defender, so that the answer resumes it there.
type Cursor struct {
	Phase      string `json:"phase,omitempty"` // "" (start), "mph", "dfph"
	Move       int    `json:"move,omitempty"`  // the next MOVE line of the plan
	Mover      *Mover `json:"mover,omitempty"`
	AskedFinal bool   `json:"asked_final,omitempty"`
	HoldFinal  bool   `json:"hold_final,omitempty"`
	// Left is the MF spent by each unit a LEAVE step of the MOVE line
	// just run left behind: the next MOVE line may go on with them (3.3).
	Left map[string]float64 `json:"left,omitempty"`
}

// loaded binds a state read back from its saved JSON to the engine's
// data and refuses one that no game could have saved.
func (s *State) loaded() error {
	sc, err := LoadScenario(s.Scenario)
	if err != nil {
		return fmt.Errorf("%w: %w", games.ErrCorrupt, err)
	}
	s.sc = sc
	for _, u := range s.Units {
		if _, ok := sc.Roster().Counter(sc.Sides[u.Side].Nat, u.Type); !ok || u.Side < 0 || u.Side > 1 {
			return fmt.Errorf("%w: unit %s has unknown type %s", games.ErrCorrupt, u.ID, u.Type)
		}
	}
	for _, w := range s.Weapons {
		if _, ok := sc.Roster().Weapon(sc.Sides[w.Side].Nat, w.Type); !ok || w.Side < 0 || w.Side > 1 {
			return fmt.Errorf("%w: weapon %s has unknown type %s", games.ErrCorrupt, w.ID, w.Type)
		}
	}
	if len(s.Control) != len(sc.Victory.Control) {
		return fmt.Errorf("%w: %d controlled hexes saved, scenario has %d", games.ErrCorrupt, len(s.Control), len(sc.Victory.Control))
	}
	return nil
}

// clone deep-copies the state (Game methods never change their receiver).
func (s *State) clone() *State {
	c := record.Copy(s)
	c.sc = s.sc
	return c
}

// unit returns the unit with id, or nil.
func (s *State) unit(id string) *Unit {
	if i := slices.IndexFunc(s.Units, func(u Unit) bool { return u.ID == id }); i >= 0 {
		return &s.Units[i]
	}
	return nil
}

// weapon returns the weapon with id, or nil.
func (s *State) weapon(id string) *Weapon {
	if i := slices.IndexFunc(s.Weapons, func(w Weapon) bool { return w.ID == id }); i >= 0 {
		return &s.Weapons[i]
	}
	return nil
}

// ctype is a unit's counter type.
func (s *State) ctype(u *Unit) tables.CounterType {
	ct, ok := s.sc.Roster().Counter(s.sc.Sides[u.Side].Nat, u.Type)
	if !ok {
		panic(fmt.Sprintf("asl: unit %s has unknown type %s", u.ID, u.Type)) // Load checks every type
	}
	return ct
}

// wtype is a weapon's type.
func (s *State) wtype(w *Weapon) tables.WeaponType {
	wt, ok := s.sc.Roster().Weapon(s.sc.Sides[w.Side].Nat, w.Type)
	if !ok {
		panic(fmt.Sprintf("asl: weapon %s has unknown type %s", w.ID, w.Type))
	}
	return wt
}

// active reports whether a unit is on the map and alive.
func (u *Unit) active() bool { return u.OnMap && !u.Gone }

// goodOrder is 2.0's good order: neither broken nor in melee.
func (u *Unit) goodOrder() bool { return u.active() && !u.Broken && !u.Melee }

// at lists the active units in h, of side (or both when side < 0), in
// roster order.
func (s *State) at(h Hex, side int) []*Unit {
	var out []*Unit
	for i := range s.Units {
		u := &s.Units[i]
		if u.active() && u.Hex == h && (side < 0 || u.Side == side) {
			out = append(out, u)
		}
	}
	return out
}

// held lists the weapons a unit holds, in id order.
func (s *State) held(id string) []*Weapon {
	var out []*Weapon
	for i := range s.Weapons {
		w := &s.Weapons[i]
		if !w.Gone && w.Owner == id {
			out = append(out, w)
		}
	}
	return out
}

// lying lists the unpossessed weapons in h.
func (s *State) lying(h Hex) []*Weapon {
	var out []*Weapon
	for i := range s.Weapons {
		w := &s.Weapons[i]
		if !w.Gone && w.Owner == "" && w.Hex == h {
			out = append(out, w)
		}
	}
	return out
}

// phasing is the side whose player turn it is.
func (s *State) phasing() int { return s.Half }

// other is the opposing side.
func other(side int) int { return 1 - side }
