package dip

import "fmt"

// Season is spring or fall. Adjustments belong to the fall of their year.
type Season uint8

// Seasons.
const (
	Spring Season = iota + 1
	Fall
)

func (s Season) String() string {
	if s == Spring {
		return "Spring"
	}
	return "Fall"
}

// PhaseKind is which of the three kinds of phase a turn is in.
type PhaseKind uint8

// Phase kinds.
const (
	MovementPhase PhaseKind = iota + 1
	RetreatPhase
	AdjustmentPhase
)

func (k PhaseKind) String() string {
	switch k {
	case MovementPhase:
		return "Movement"
	case RetreatPhase:
		return "Retreat"
	case AdjustmentPhase:
		return "Adjustment"
	}
	return "?"
}

// Phase identifies one phase of a game.
type Phase struct {
	Year   int
	Season Season
	Kind   PhaseKind
}

// String renders the DATC form, "Spring 1901, Movement".
func (p Phase) String() string { return fmt.Sprintf("%s %d, %s", p.Season, p.Year, p.Kind) }

// Short renders the judges' compact form, "S1901M", "F1901R", "W1901A".
func (p Phase) Short() string {
	s := "S"
	if p.Season == Fall {
		s = "F"
		if p.Kind == AdjustmentPhase {
			s = "W"
		}
	}
	return fmt.Sprintf("%s%d%s", s, p.Year, p.Kind.String()[:1])
}
