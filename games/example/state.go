package example

import (
	"fmt"
	"slices"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/games/kit/seats"
	"adjutant/templates/i18n"
)

// Rounds is how many guesses each seat has before the game is drawn (R8).
const Rounds = 10

// Stage is where the game stands.
type Stage string

// The stages, in the order a game goes through them.
const (
	StageSecrets Stage = "secrets" // both seats choose (R2)
	StageGuess   Stage = "guess"   // the seat to move guesses (R4)
	StageAnswer  Stage = "answer"  // the other seat is asked alone (R6)
	StageOver    Stage = "over"
)

// Answer is a reply to a guess, or what a standing answer says to reply.
type Answer string

// Answers. Truth is only a standing answer: whichever of the two is true.
const (
	Higher Answer = "higher"
	Lower  Answer = "lower"
	Truth  Answer = "truth"
)

// answerKind is the one kind of question this game asks (plan.Book kinds).
const answerKind = "answer"

// Side is one of the two seats, East or West; it indexes State.Hands and
// saves as its number (East 0, West 1). Its String is its seat id and
// English name, its Code (the initial) is its SIGNON code.
type Side = seats.Side[duelists]

// The seats. East is listed first; who guesses first is rolled (R3).
const (
	East Side = iota
	West
)

// duelists names the seats, which are also their ids in the judge.
type duelists struct{}

func (duelists) Names() [2]string { return [2]string{"East", "West"} }

// sideOf is the side whose seat id the judge gives.
func sideOf(seat games.Seat) (Side, bool) { return seats.SideOf[duelists](seat) }

// Hand is what one seat holds: all of it is that seat's secret.
type Hand struct {
	Secret int               `json:"secret"` // 0 until chosen
	Bluffs int               `json:"bluffs"` // bluffs used so far
	Book   plan.Book[Answer] `json:"book"`   // standing answers (R7)
}

// Exchange is one guess and its answer.
type Exchange struct {
	Guesser Side   `json:"guesser"`
	Guess   int    `json:"guess"`            // 0: no guess was sent
	Answer  Answer `json:"answer,omitempty"` // empty while asked, or after a hit or no guess
	Bluff   bool   `json:"bluff,omitempty"`  // the answerer's secret until the end
}

// State is the whole position. It saves as JSON with fields in a fixed
// order and a sorted Book, so equal states save to equal bytes.
type State struct {
	Max       int        `json:"max"`    // secrets and guesses are 1..Max
	Allowance int        `json:"bluffs"` // bluffs each seat may make (R6)
	Stage     Stage      `json:"stage"`
	Turn      Side       `json:"turn"` // the seat that guesses now
	Log       []Exchange `json:"log"`  // the last is open while Stage is answer
	Hands     [2]Hand    `json:"hands"`
	Winner    games.Seat `json:"winner,omitempty"` // empty in a draw
}

// clone returns a deep copy: Resolve and Edit change the copy, never the
// state the judge handed them.
func (s *State) clone() *State {
	c := *s
	c.Log = slices.Clone(s.Log)
	for i := range c.Hands {
		c.Hands[i].Book.Entries = slices.Clone(s.Hands[i].Book.Entries)
	}
	return &c
}

// loaded binds a state read back from its saved JSON to the engine's
// data and refuses one that no game could have saved.
func (s *State) loaded() error {
	switch {
	case s.Max < 2:
		return fmt.Errorf("%w: max %d", games.ErrCorrupt, s.Max)
	case s.Stage == StageAnswer && len(s.Log) == 0:
		return fmt.Errorf("%w: an answer is asked with no guess", games.ErrCorrupt)
	case !slices.Contains([]Stage{StageSecrets, StageGuess, StageAnswer, StageOver}, s.Stage):
		return fmt.Errorf("%w: stage %q", games.ErrCorrupt, s.Stage)
	}
	return nil
}

// truth is the true answer of seat i to guess n.
func (s *State) truth(i Side, n int) Answer {
	if s.Hands[i].Secret > n {
		return Higher
	}
	return Lower
}

// open is the exchange waiting for its answer.
func (s *State) open() *Exchange { return &s.Log[len(s.Log)-1] }

// parseSide finds a seat by its id, its code or its name in any language,
// as players and masters write it.
func parseSide(word string) (Side, bool) {
	for _, i := range []Side{East, West} {
		n := seatName(i)
		if strings.EqualFold(word, i.String()) || strings.EqualFold(word, i.Code()) || word == n.Hant || word == n.Hans {
			return i, true
		}
	}
	return 0, false
}

// seatName names seat i in every language.
func seatName(i Side) i18n.Text { return names().Of("seat", i.String()) }

// answerText names an answer in every language.
func answerText(a Answer) i18n.Text { return names().Of("answer", string(a)) }
