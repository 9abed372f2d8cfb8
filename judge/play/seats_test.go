package play

import (
	"testing"

	"adjutant/games"
)

// codedGame is a game whose seats are all it says: one with a SIGNON code,
// one without.
type codedGame struct{ games.Game }

func (codedGame) Seats() []games.SeatInfo {
	return []games.SeatInfo{{Seat: "France", Code: "F"}, {Seat: "Neutral"}}
}

func TestSignonAsUsesTheCodeOrTheLongForm(t *testing.T) {
	g := codedGame{}
	if got := SignonAs(g, "France", "west"); got != "Fwest" {
		t.Errorf("SignonAs(France) = %q, want Fwest", got)
	}
	// Without a code only the long form signs on: "SIGNON Neutral west pw".
	if got := SignonAs(g, "Neutral", "west"); got != "Neutral west" {
		t.Errorf("SignonAs(Neutral) = %q, want \"Neutral west\"", got)
	}
}

// standingGame asks Blue only and, when standing is set, keeps lines a
// seat sends when not asked.
type standingGame struct {
	games.Game
	standing bool
}

func (standingGame) Requests() []games.Request { return []games.Request{{Seat: "Blue"}} }

func (g standingGame) TakesStanding(games.Seat) bool { return g.standing }

// A seat not asked may send lines only to a game that keeps them
// (games.Standing).
func TestMaySubmitStandingLines(t *testing.T) {
	if !MaySubmit(standingGame{}, "Blue") || MaySubmit(standingGame{}, "Red") {
		t.Errorf("without standing lines only the seat asked may submit")
	}
	if !MaySubmit(standingGame{standing: true}, "Red") {
		t.Errorf("a game that keeps standing lines refused the seat not asked")
	}
}
