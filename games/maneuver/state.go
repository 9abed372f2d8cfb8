package maneuver

import (
	"fmt"
	"slices"
	"sort"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/games/kit/record"
	"adjutant/games/kit/seats"
)

// Seat is one of the two players. The seats are neutral: who starts is
// rolled for during the set-up (rule 3), and the nations are chosen after.
type Seat = seats.Side[colours]

// The two seats. Each one's Code, its first letter, is its letter in
// SIGNON and on the map.
const (
	Blue Seat = 0
	Red  Seat = 1
)

// colours names the seats.
type colours struct{}

func (colours) Names() [2]string { return [2]string{"Blue", "Red"} }

// seatOf is the seat the judge's seat g names.
func seatOf(g games.Seat) (Seat, bool) { return seats.SideOf[colours](g) }

// viewerSeat is the seat a reader plays, when it plays one.
func viewerSeat(v games.Viewer) (Seat, bool) { return seats.Held[colours](v) }

// Stage is where the game is: a step of the set-up, the turns, or over.
type Stage string

// Stages, in order.
const (
	StageRoll    Stage = "roll"    // 3: both roll 1d10; nobody is asked
	StageTiles   Stage = "tiles"   // 3.1: the first player lays four tiles
	StageNations Stage = "nations" // 3.2: the second player offers two nations
	StageNation  Stage = "nation"  // 3.3: the first player takes one
	StageEdge    Stage = "edge"    // 3.4: the second player picks an edge
	StageHands   Stage = "hands"   // 3.5, tournament option: each chooses five cards
	StageDeploy  Stage = "deploy"  // 3.6: the first player deploys, then the second
	StageTurn    Stage = "turn"    // 4: player turns
	StageOver    Stage = "over"
)

// UnitState is what changes about a unit.
type UnitState struct {
	Sq      Square `json:"sq"`
	Damaged bool   `json:"damaged,omitempty"`
	Gone    bool   `json:"gone,omitempty"` // eliminated
}

// On reports whether the unit stands on the field.
func (u UnitState) On() bool { return !u.Gone && u.Sq.On() }

// Side is one seat's army, cards and answers.
type Side struct {
	Nation string      `json:"nation,omitempty"`
	Edge   Dir         `json:"edge"`
	Units  []UnitState `json:"units,omitempty"`
	// Deck is the draw pile, top card first; Discard the discard pile,
	// bottom card first, so its last card is the one anyone may see.
	Deck    []string `json:"deck,omitempty"`
	Hand    []string `json:"hand,omitempty"`
	Discard []string `json:"discard,omitempty"`
	// Exhausted: the seat has drawn the last card of its deck at least
	// once (rule 2.3). Reshuffles counts the new decks made since.
	Exhausted  bool `json:"exhausted,omitempty"`
	Reshuffles int  `json:"reshuffles,omitempty"`
	// Book holds the standing answers for the opponent's turns.
	Book plan.Book[Answer] `json:"book"`
	// Setup holds set-up choices sent before they are asked for.
	Setup SetupAnswers `json:"setup"`
}

// Options are the CREATE options that change the rules.
type Options struct {
	Nations []string    `json:"nations,omitempty"` // offered pair fixed at CREATE
	Tiles   []Placement `json:"tiles,omitempty"`   // layout fixed at CREATE
	Hand    string      `json:"hand"`              // draw | choose
	Command string      `json:"command"`           // total | supports
	Losses  string      `json:"losses"`            // all | one | extra
	Ties    string      `json:"ties,omitempty"`    // published | damaged
	Advance string      `json:"advance,omitempty"` // any | played
	Armies  string      `json:"armies,omitempty"`  // transcribed | ours
	Results string      `json:"results,omitempty"` // atleast | more (6.1 step 7)
	// Discards: "own" lists a seat's discarded cards in its own reports.
	Discards string `json:"discards,omitempty"` // rule | own
}

// State is the whole position, secrets included. The engine copies it
// before changing anything.
type State struct {
	Variant   string       `json:"variant"`
	Opt       Options      `json:"options"`
	Stage     Stage        `json:"stage"`
	Seq       int          `json:"seq"`   // resolutions so far in this player turn
	First     Seat         `json:"first"` // the starting player, once rolled
	Rolls     [][2]int     `json:"rolls,omitempty"`
	Tiles     [4]Placement `json:"tiles"`
	Offered   []string     `json:"offered,omitempty"`
	Deploying Seat         `json:"deploying"`
	Turn      int          `json:"turn"`
	Active    Seat         `json:"active"`
	Sides     [2]Side      `json:"sides"`
	Redoubts  []Square     `json:"redoubts,omitempty"`
	// T is the player turn under way: its plan's unexecuted rest and where
	// it stands; nil between player turns.
	T *TurnState `json:"t,omitempty"`
	// Question is put to one seat; Resume names the one just answered, so
	// that the decision takes its default if the answer did not cover it.
	Question *plan.Question `json:"question,omitempty"`
	Resume   *Asked         `json:"resume,omitempty"`
	// EndAfter is the game turn after which the game ends, once both
	// players have exhausted their decks (rule 2.3); 0 before.
	EndAfter int    `json:"end_after,omitempty"`
	EndSeat  Seat   `json:"end_seat,omitempty"`
	Winner   int    `json:"winner"` // -1 while the game goes on
	Reason   string `json:"reason,omitempty"`
	Score    *Score `json:"score,omitempty"`

	data  *Data
	field *Field
	// holdAttrition defers rule 2.1 while a battle's losses are taken.
	holdAttrition bool
	nations       [2]*Nation
}

// Asked identifies a question: who, what kind, about what.
type Asked struct {
	Seat    Seat   `json:"seat"`
	Kind    string `json:"kind"`
	Subject string `json:"subject,omitempty"`
}

// Score is the count at the end of the game (rule 2.2).
type Score struct {
	Squares [2]int `json:"squares"`
	Damaged [2]int `json:"damaged"`
	// Eliminated counts each seat's own units lost.
	Eliminated [2]int `json:"eliminated,omitempty"`
}

// clone returns a deep copy through JSON, which also checks that the
// state saves.
func (s *State) clone() *State {
	c := record.Copy(s)
	c.data, c.field, c.nations = s.data, s.field, s.nations
	return c
}

// bind attaches the shipped data and derives the field and nations.
func (s *State) bind(d *Data) error {
	// A game saved before the transcribed armies has no set and keeps
	// the invented ones it was created with.
	set := s.Opt.Armies
	if set == "" {
		set = ArmiesOurs
	}
	d = d.armies(set)
	s.data = d
	s.field = nil
	if s.Tiles[0].Tile != 0 {
		f, err := Lay(d, s.Tiles)
		if err != nil {
			return err
		}
		s.field = f
	}
	for i := range s.Sides {
		s.nations[i] = nil
		if key := s.Sides[i].Nation; key != "" {
			n, ok := d.Nation(key)
			if !ok {
				return fmt.Errorf("%w: no nation %q", games.ErrCorrupt, key)
			}
			s.nations[i] = n
			if len(s.Sides[i].Units) != len(n.Units) {
				return fmt.Errorf("%w: %s has %d units saved", games.ErrCorrupt, key, len(s.Sides[i].Units))
			}
		}
	}
	return nil
}

// unitAt returns the seat and index of the unit in sq.
func (s *State) unitAt(sq Square) (Seat, int, bool) {
	for seat := Blue; seat <= Red; seat++ {
		for i, u := range s.Sides[seat].Units {
			if u.On() && u.Sq == sq {
				return seat, i, true
			}
		}
	}
	return 0, -1, false
}

// free reports whether a unit may enter sq: on the field, passable, empty.
func (s *State) free(sq Square) bool {
	if !sq.On() || !s.field.At(sq).Passable {
		return false
	}
	_, _, taken := s.unitAt(sq)
	return !taken
}

func (s *State) unit(seat Seat, i int) *UnitState { return &s.Sides[seat].Units[i] }

func (s *State) def(seat Seat, i int) UnitDef { return s.nations[seat].Units[i] }

// strength is a unit's current strength.
func (s *State) strength(seat Seat, i int) int {
	d := s.def(seat, i)
	if s.unit(seat, i).Damaged {
		return d.Damaged
	}
	return d.Full
}

// card finds a card of seat's nation.
func (s *State) card(seat Seat, id string) (*Card, bool) {
	if s.nations[seat] == nil {
		return nil, false
	}
	return s.nations[seat].Card(id)
}

func (s *State) inHand(seat Seat, id string) bool { return slices.Contains(s.Sides[seat].Hand, id) }

// eliminated counts seat's units eliminated.
func (s *State) eliminated(seat Seat) int {
	n := 0
	for _, u := range s.Sides[seat].Units {
		if u.Gone {
			n++
		}
	}
	return n
}

// hasRedoubt reports a redoubt marker in sq.
func (s *State) hasRedoubt(sq Square) bool { return slices.Contains(s.Redoubts, sq) }

func (s *State) addRedoubt(sq Square) {
	s.Redoubts = append(s.Redoubts, sq)
	sort.Slice(s.Redoubts, func(i, j int) bool { return squareLess(s.Redoubts[i], s.Redoubts[j]) })
}

// leave takes a unit out of its square: a redoubt there goes (rule 9.2).
func (s *State) leave(sq Square) {
	s.Redoubts = slices.DeleteFunc(s.Redoubts, func(r Square) bool { return r == sq })
}

func squareLess(a, b Square) bool {
	if a.Row != b.Row {
		return a.Row < b.Row
	}
	return a.Col < b.Col
}

// relocate moves a unit, dropping the redoubt it leaves.
func (s *State) relocate(seat Seat, i int, to Square) {
	u := s.unit(seat, i)
	s.leave(u.Sq)
	u.Sq = to
}

// enemyHalf reports whether sq lies in the half of the field nearest
// seat's opponent's edge (rule 2.2).
func (s *State) enemyHalf(seat Seat, sq Square) bool {
	return s.Sides[seat].Edge.Opposite().Depth(sq) < Size/2
}
