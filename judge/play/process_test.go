package play

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/mailio/mailtest"
	"adjutant/storage"
	"adjutant/templates/i18n"
)

// quietEngine is a game of two seats whose phases after the first ask
// nobody, so each resolves on its own, until phase quietLength ends it.
// Methods the clerk does not call come from the embedded interfaces.
type quietEngine struct{ games.Engine }

type quietGame struct {
	games.Game
	n int
}

const quietLength = 40

func (quietEngine) Name() string { return "quiet" }
func (quietEngine) Words() games.Words {
	return games.Words{Seat: i18n.Plain("seat"), Seats: i18n.Plain("seats"), Orders: i18n.Plain("moves")}
}
func (quietEngine) Report(result []byte, _ games.Viewer, _ i18n.Lang) (string, error) {
	return "phase " + string(result) + " passed", nil
}

func (g quietGame) Save() ([]byte, error) { return []byte(strconv.Itoa(g.n)), nil }
func (quietGame) Seats() []games.SeatInfo {
	return []games.SeatInfo{{Seat: "A", Name: i18n.Plain("A"), Code: "A"}, {Seat: "B", Name: i18n.Plain("B"), Code: "B"}}
}
func (quietGame) Groups() [][]games.Seat { return [][]games.Seat{{"A"}, {"B"}} }
func (g quietGame) Phase() games.PhaseInfo {
	return games.PhaseInfo{ID: fmt.Sprintf("P%02d", g.n), Name: i18n.Plain(fmt.Sprintf("phase %d", g.n)), Class: "turn"}
}
func (g quietGame) Requests() []games.Request {
	if g.n == 0 {
		return []games.Request{{Seat: "A", Public: games.Prompt{Ask: i18n.Plain("GO"), Default: i18n.Plain("go")}}}
	}
	return nil
}
func (g quietGame) Resolve(games.ResolveInput, *games.Dice) (games.Resolution, error) {
	return games.Resolution{Next: quietGame{n: g.n + 1}, Result: []byte(strconv.Itoa(g.n))}, nil
}
func (quietGame) View(games.Viewer, i18n.Lang) string { return "(nothing to see)" }
func (g quietGame) Over() *games.Ending {
	if g.n >= quietLength {
		return &games.Ending{Draw: []games.Seat{"A", "B"}, Reason: i18n.Plain("the phases ran out")}
	}
	return nil
}

// Phases that ask nobody are resolved one after another, up to the cap;
// the last report of the run says the next phase waits for its deadline,
// and the phase after the cap is resolved at that deadline.
func TestProcessStopsAtTheCapOfAutomaticPhasesAndSaysSo(t *testing.T) {
	h := newHistory(t)
	g := &Record{Name: "quiet", Engine: "quiet", Status: StatusActive, Created: h.now, Master: "gm@example.org",
		Settings: DefaultSettings([]games.PhaseClass{{Key: "turn", Default: 24 * time.Hour}}),
		Players:  []*Player{{Addr: "a@example.org", Seats: []games.Seat{"A"}}, {Addr: "b@example.org", Seats: []games.Seat{"B"}}}}
	g.SetRules(quietEngine{})
	if err := g.SetGame(quietGame{}); err != nil {
		t.Fatal(err)
	}
	g.Deadline = g.Settings.DeadlineFrom(h.now, "turn")
	h.g = g
	c := newClerk(h)
	var last string
	err := h.db.Update(func(tx *storage.Tx) error {
		if err := c.Process(tx, g, h.now); err != nil {
			return err
		}
		out, err := tx.DueOutgoing(h.now.Add(time.Hour), 1000)
		for _, o := range out {
			if o.To == "b@example.org" {
				last = mailtest.Read(t, o.Data).Body
			}
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if g.Phase != MaxAutomaticPhases {
		t.Fatalf("one run resolved %d phases, want the cap of %d", g.Phase, MaxAutomaticPhases)
	}
	text := strings.Join(strings.Fields(last), " ") // across the wrapping
	for _, want := range []string{fmt.Sprintf("resolved %d phases in a row", MaxAutomaticPhases), fmt.Sprintf("phase %d asks nobody", MaxAutomaticPhases), "the next one at the deadline"} {
		if !strings.Contains(text, want) {
			t.Errorf("the last report lacks %q:\n%s", want, last)
		}
	}
	if want := h.now.Add(24 * time.Hour); !g.Deadline.Equal(want) {
		t.Errorf("deadline %v, want %v", g.Deadline, want)
	}
}
