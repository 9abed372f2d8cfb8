package play

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// planEngine calls a submission by a singular name, as Maneuver ("turn
// plan") and Gettysburg ("plan") do.
type planEngine struct{ games.Engine }

func (planEngine) About() games.About {
	return games.About{Words: games.Words{Seat: i18n.Plain("player"), Seats: i18n.Plain("players"), Orders: i18n.Plain("turn plan")}}
}

// The judge's sentences read right whether the game's word for a
// submission is plural ("orders") or singular ("turn plan").
func TestSentencesReadWithASingularWordForOrders(t *testing.T) {
	g := &Record{eng: planEngine{}}
	late := g.WordedIn(i18n.English, "late.body", "Turn 3, Blue (France)", "Blue", "Thu 26 Nov 2026 18:18 UTC", i18n.Plain("no discard"))
	wait := g.WordedIn(i18n.English, "wait.on", "Thu 26 Nov 2026 18:18 UTC")
	stand := g.WordedIn(i18n.English, "orders.earlier-stand")
	for _, s := range []string{late, wait, stand} {
		for _, bad := range []string{"without turn plan", "turn plan count", "turn plan are", "turn plan you sent before stand"} {
			if strings.Contains(s, bad) {
				t.Errorf("%q reads %q", s, bad)
			}
		}
	}
	if !strings.Contains(late, "the judge has no turn plan from Blue") {
		t.Errorf("the late notice: %q", late)
	}
}
