package judge

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/maneuver"
)

// GET maneuver-cards lists every card of every nation: a card too long
// for the line wraps under its own text, once, and the reply keeps to 72
// columns.
func TestManeuverCardsKeepTo72Columns(t *testing.T) {
	tj := newTestJudge(t, Options{Engines: []games.Engine{maneuver.Engine{}}, RepliesPerHour: 1000})
	body := tj.send(t, "ann@example.net", "GET maneuver-cards").Body
	want := "\n    B31 King's Dragoon Guards: attack 2d8, defence 7, pursuit 1-4, not\n        required to advance\n"
	if !strings.Contains(body, want) {
		t.Errorf("GET maneuver-cards lacks %q:\n%s", want, body)
	}
	assertWidth(t, "GET maneuver-cards", body)
}
