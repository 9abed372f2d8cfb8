package judge

import (
	"testing"

	"adjutant/games"
	"adjutant/games/example"
)

// countingEngine counts the states the judge loads.
type countingEngine struct {
	games.Engine
	loads *int
}

func (e countingEngine) Load(state []byte) (games.Game, error) {
	*e.loads++
	return e.Engine.Load(state)
}

// One mail, however many of its steps read the game (sign-on, orders, the
// waiting line, the early resolution and its reports), loads the game's
// state once.
func TestOneMailLoadsItsGameOnce(t *testing.T) {
	loads := 0
	tj := newTestJudge(t, Options{Engines: []games.Engine{countingEngine{Engine: example.Engine{}, loads: &loads}}, RepliesPerHour: 1000})
	tj.send(t, "gm@example.org", "CREATE ?duel gmpw example")
	tj.send(t, "east@example.org", "SIGNON ?duel epw East")
	tj.send(t, "west@example.org", "SIGNON ?duel wpw West")
	tj.send(t, "east@example.org", "SIGNON Eduel epw\nSECRET 37")
	loads = 0
	r := tj.send(t, "west@example.org", "SIGNON Wduel wpw\nSECRET 59\nLIST duel")
	wantIn(t, "the orders that complete the phase", r.Body, "resolved now")
	if g := tj.endRecord(t, "duel"); g.Phase != 1 {
		t.Fatalf("the phase was not resolved by the mail (phase %d)", g.Phase)
	}
	// endRecord itself loads nothing; the mail loaded the state once.
	if loads != 1 {
		t.Errorf("one mail loaded the game's state %d times, want once", loads)
	}
}
