package marengo

import (
	"fmt"
	"slices"
	"sort"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/games/kit/record"
	"adjutant/templates/i18n"
)

// Where a block is.
const (
	onMap  = "map"  // on the map, at Block.At
	inPool = "pool" // a French start block before the set-up's draw
	isDue  = "due"  // a reinforcement not yet entered
	isGone = "gone" // eliminated
)

// Block is one block as it stands: its face, where it is, and what the
// rules remember about it.
type Block struct {
	ID       string `json:"id"`
	Side     Side   `json:"side"`
	Arm      Arm    `json:"arm"`
	Strength int    `json:"strength"`
	Status   string `json:"status"`
	At       Place  `json:"at"`
	// Inactive: a French start block not yet activated (rule 4.6).
	Inactive bool `json:"inactive,omitempty"`
	// Fired is the player turn (Board.Seq) in which the artillery block
	// last bombarded or declared a bombardment: it may not counter-fire
	// in the enemy turn that follows (rule 9.2).
	Fired int `json:"fired,omitempty"`
}

// Face is what the block shows when turned up.
func (b *Block) Face() Face { return Face{Arm: b.Arm, Strength: b.Strength} }

// On reports whether the block stands on the map.
func (b *Block) On() bool { return b.Status == onMap }

// Bombard is a bombardment declared at the end of its owner's turn, to
// run at the start of the owner's next turn (rule 8).
type Bombard struct {
	Art    string `json:"art"`
	Side   Side   `json:"side"`
	Target string `json:"target"`
}

// RoadUse is one border's road capacity this turn (rule 6.3): the moves
// of the turn (1, 2, 3) in which a block crossed it along the road, and
// the area they all came from (one direction a turn).
type RoadUse struct {
	Road   string `json:"road"`
	Border string `json:"border"` // "BRH-PDB" (sorted), or "edge-BRH" for an entry
	From   string `json:"from,omitempty"`
	Moves  []int  `json:"moves,omitempty"`
}

// Marks is what the rules remember during one player turn.
type Marks struct {
	Phase int `json:"phase"`
	CP    int `json:"cp"`
	// Moved: blocks that have moved (or attacked, or been forced back)
	// and may not move again this turn.
	Moved []string `json:"moved,omitempty"`
	// StartReserve: blocks in a reserve when the turn began; only they
	// may use a road (rule 6.3).
	StartReserve []string `json:"start_reserve,omitempty"`
	// Attacked: battlefield approaches attacked this turn (once each).
	Attacked []string `json:"attacked,omitempty"`
	// Closed: battlefield approaches of failed attacks, which no
	// friendly block crosses this turn (rule 9).
	Closed []string `json:"closed,omitempty"`
	// Taken: areas won by an attack, which no other friendly block
	// enters this turn (rule 9).
	Taken []string `json:"taken,omitempty"`
	// Attackers: blocks that took part in an attack (artillery among
	// them may not declare a bombardment).
	Attackers []string `json:"attackers,omitempty"`
	// Fired: artillery that bombarded this turn: face up until the turn
	// ends, and it may not attack, move or declare again.
	Fired    []string  `json:"fired,omitempty"`
	Roads    []RoadUse `json:"roads,omitempty"`
	Pontoon  bool      `json:"pontoon,omitempty"`
	Activate int       `json:"activate,omitempty"` // voluntary activations left
}

// The phases of a player turn (rule 5), in order; activation comes first
// in a French turn.
const (
	phActivate = iota
	phFire
	phAttack
	phMove
	phDeclare
	phEnd
)

// Board is the position: everything the rules need to go on.
type Board struct {
	Hour   int     `json:"hour"`
	Active Side    `json:"active"`
	Seq    int     `json:"seq"` // player turns begun, from 1
	Blocks []Block `json:"blocks"`
	Morale [2]int  `json:"morale"`
	// Bonus: the five morale points of rule 11 have been given.
	Bonus bool `json:"bonus,omitempty"`
	// Entered: an Austrian block has stood in a French start area, so
	// the French activate two blocks a turn (rule 4.6).
	Entered  bool      `json:"entered,omitempty"`
	Declared []Bombard `json:"declared,omitempty"`
	T        Marks     `json:"t"`
}

// Decision is one answer taken during a player turn, from a standing
// answer, a question or a default; a turn replayed from its start takes
// the same decisions in the same order.
type Decision struct {
	Seat    Side   `json:"seat"`
	Kind    string `json:"kind"`
	Subject string `json:"subject"`
	Answer  Answer `json:"answer"`
}

// Asked names the question just answered: a decision of this kind and
// subject that the answer did not cover takes its default.
type Asked struct {
	Seat    Side             `json:"seat"`
	Kind    string           `json:"kind"`
	Subject string           `json:"subject"`
	Plan    plan.Queue[Step] `json:"plan,omitempty"` // the rest of a turn, when the kind is plan
	Sent    bool             `json:"sent,omitempty"` // the seat answered at all
	// Continue: the answer was CONTINUE, run the lines set aside.
	Continue bool `json:"continue,omitempty"`
}

// TurnRun is a player turn stopped by a question: where it began, the
// plan it was given, and the decisions taken so far. The next resolution
// plays the turn again from Start with the same decisions, then goes on.
type TurnRun struct {
	Start     Board            `json:"start"`
	Plan      plan.Queue[Step] `json:"plan,omitempty"`
	Default   bool             `json:"default,omitempty"` // no plan was sent
	Decisions []Decision       `json:"decisions,omitempty"`
	Reported  int              `json:"reported"` // events already reported
	Stops     int              `json:"stops"`    // questions so far this turn
	// Left is the plan still to run when the turn stopped, for its
	// owner's view.
	Left   plan.Queue[Step] `json:"left,omitempty"`
	Resume *Asked           `json:"resume,omitempty"`
}

// Stages of a game.
const (
	stageSetup = "setup" // the French start blocks are drawn; nobody is asked
	stageTurn  = "turn"
	stageOver  = "over"
)

// State is the whole game, secrets included. The engine copies it before
// changing anything.
type State struct {
	Scenario string               `json:"scenario"`
	Options  Options              `json:"options"`
	Stage    string               `json:"stage"`
	B        Board                `json:"board"`
	Run      *TurnRun             `json:"run,omitempty"`
	Question *plan.Question       `json:"question,omitempty"`
	Books    [2]plan.Book[Answer] `json:"books"`
	Winner   int                  `json:"winner"` // -1 while the game goes on
	Reason   i18n.Text            `json:"reason"`

	sc *Scenario
}

// newState sets a scenario's blocks out before the set-up.
func newState(sc *Scenario, opt Options) *State {
	s := &State{Scenario: sc.Name, Options: opt, Stage: stageSetup, Winner: -1, sc: sc}
	s.B.Hour = sc.FirstHour
	s.B.Morale = sc.Morale
	for _, d := range sc.Blocks {
		b := Block{ID: d.ID, Side: d.Side, Arm: d.Arm, Strength: d.Strength}
		switch {
		case d.French:
			b.Status, b.Inactive = inPool, true
		case d.Area != "":
			b.Status, b.At = onMap, reserveOf(d.Area)
		default:
			b.Status = isDue
		}
		s.B.Blocks = append(s.B.Blocks, b)
	}
	for i := range s.Books {
		s.Books[i] = plan.Book[Answer]{}
	}
	return s
}

// clone returns a deep copy through JSON, which also checks that the
// state saves.
func (s *State) clone() *State {
	c := record.Copy(s)
	c.sc = s.sc
	return c
}

// cloneBoard returns a deep copy of a board.
func cloneBoard(b *Board) Board { return *record.Copy(b) }

// loaded binds a state read back from its saved JSON to the engine's
// data and refuses one that no game could have saved.
func (s *State) loaded() error {
	sc, err := LoadScenario(s.Scenario)
	if err != nil {
		return fmt.Errorf("%w: %w", games.ErrCorrupt, err)
	}
	if len(s.B.Blocks) != len(sc.Blocks) {
		return fmt.Errorf("%w: %d blocks saved, the scenario has %d", games.ErrCorrupt, len(s.B.Blocks), len(sc.Blocks))
	}
	s.sc = sc
	return nil
}

// ---- board queries ----

// block returns a block by id.
func (b *Board) block(id string) *Block {
	for i := range b.Blocks {
		if b.Blocks[i].ID == id {
			return &b.Blocks[i]
		}
	}
	return nil
}

// at lists side's blocks at a place, in roster order.
func (b *Board) at(side Side, p Place) []*Block {
	var out []*Block
	for i := range b.Blocks {
		x := &b.Blocks[i]
		if x.On() && x.Side == side && x.At == p {
			out = append(out, x)
		}
	}
	return out
}

// inArea lists side's blocks anywhere in an area, in roster order.
func (b *Board) inArea(side Side, area string) []*Block {
	var out []*Block
	for i := range b.Blocks {
		x := &b.Blocks[i]
		if x.On() && x.Side == side && x.At.Area == area {
			out = append(out, x)
		}
	}
	return out
}

// holder returns the side with blocks in an area, if any (an area never
// holds both).
func (b *Board) holder(area string) (Side, bool) {
	for i := range b.Blocks {
		x := &b.Blocks[i]
		if x.On() && x.At.Area == area {
			return x.Side, true
		}
	}
	return 0, false
}

// enemyIn reports whether side's enemy has blocks in area.
func (b *Board) enemyIn(side Side, area string) bool {
	return len(b.inArea(side.Other(), area)) > 0
}

// demoralised reports whether side's morale is gone (rule 11).
func (b *Board) demoralised(side Side) bool { return b.Morale[side] <= 0 }

// moved reports whether a block may not move again this turn.
func (b *Board) moved(id string) bool { return slices.Contains(b.T.Moved, id) }

func (b *Board) markMoved(ids ...string) {
	for _, id := range ids {
		if !slices.Contains(b.T.Moved, id) {
			b.T.Moved = append(b.T.Moved, id)
		}
	}
	sort.Strings(b.T.Moved)
}

// pending returns the bombardment an artillery block has declared.
func (b *Board) pending(id string) (Bombard, int, bool) {
	for i, d := range b.Declared {
		if d.Art == id {
			return d, i, true
		}
	}
	return Bombard{}, -1, false
}

// shown reports whether a block stands face up now: artillery with a
// bombardment declared, or one that bombarded this turn (rule 8).
func (b *Board) shown(id string) bool {
	_, _, ok := b.pending(id)
	return ok || slices.Contains(b.T.Fired, id)
}

func addSorted(xs []string, x string) []string {
	if slices.Contains(xs, x) {
		return xs
	}
	xs = append(xs, x)
	sort.Strings(xs)
	return xs
}

func ids(bs []*Block) []string {
	out := make([]string, len(bs))
	for i, x := range bs {
		out[i] = x.ID
	}
	return out
}

// facesOf lists the faces of blocks in the one order that reveals nothing
// more than the faces themselves.
func facesOf(bs []*Block) []Face {
	out := make([]Face, len(bs))
	for i, x := range bs {
		out[i] = x.Face()
	}
	sort.SliceStable(out, func(i, j int) bool { return faceLess(out[i], out[j]) })
	return out
}
