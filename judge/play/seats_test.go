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
