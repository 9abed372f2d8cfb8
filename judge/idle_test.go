package judge

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/judge/play"
	"adjutant/storage"
	"adjutant/templates/i18n"
)

// idleEngine is a test game of two seats whose phases, after the first,
// ask nobody: each resolves on its own until phase idleLength ends it.
// brokenEngine (failed_mail_test.go) builds on it; the cap on phases
// resolved in a row is tested in judge/play with a game of the same kind.
type idleEngine struct{}

const idleLength = 40

type idleGame struct{ n int }

func (idleEngine) About() games.About { return idleAbout("idle") }

func idleAbout(name string) games.About {
	return games.About{
		Name:     name,
		Title:    i18n.Plain("Idle"),
		Words:    games.Words{Seat: i18n.Plain("seat"), Seats: i18n.Plain("seats"), Orders: i18n.Plain("moves")},
		Variants: []games.Variant{{Name: "standard", Summary: i18n.Plain("two seats"), Players: 2}},
		Classes:  []games.PhaseClass{{Key: "turn", Name: i18n.Plain("turn"), Default: 24 * time.Hour}},
	}
}

func (idleEngine) New(string, map[string]string, *games.Dice) (games.Game, error) {
	return idleGame{}, nil
}
func (idleEngine) Load(state []byte) (games.Game, error) {
	n, err := strconv.Atoi(string(state))
	return idleGame{n: n}, err
}
func (idleEngine) Report(result []byte, _ games.Viewer, _ i18n.Lang) (string, error) {
	return "phase " + string(result) + " passed", nil
}

func (g idleGame) Save() ([]byte, error) { return []byte(strconv.Itoa(g.n)), nil }
func (idleGame) Seats() []games.SeatInfo {
	return []games.SeatInfo{{Seat: "A", Name: i18n.Plain("A"), Code: "A"}, {Seat: "B", Name: i18n.Plain("B"), Code: "B"}}
}
func (idleGame) Groups() [][]games.Seat { return [][]games.Seat{{"A"}, {"B"}} }
func (g idleGame) Phase() games.PhaseInfo {
	return games.PhaseInfo{ID: fmt.Sprintf("P%02d", g.n), Name: i18n.Plain(fmt.Sprintf("phase %d", g.n)), Class: "turn"}
}
func (g idleGame) Requests() []games.Request {
	if g.n == 0 {
		return []games.Request{{Seat: "A", Public: games.Prompt{Ask: i18n.Plain("GO"), Default: i18n.Plain("go")}}}
	}
	return nil
}
func (idleGame) Submit(seat games.Seat, lines []games.Line, _ i18n.Lang) games.SubmitResult {
	res := games.SubmitResult{Accepted: games.Submission{Seat: seat, Lines: lines}, Summary: "GO", Complete: true}
	for _, l := range lines {
		res.Echo = append(res.Echo, games.Echo{N: l.N, Input: l.Text, Understood: strings.ToUpper(l.Text)})
	}
	return res
}
func (g idleGame) Resolve(games.ResolveInput, *games.Dice) (games.Resolution, error) {
	return games.Resolution{Next: idleGame{n: g.n + 1}, Result: []byte(strconv.Itoa(g.n))}, nil
}
func (idleGame) View(games.Viewer, i18n.Lang) string { return "(nothing to see)" }
func (idleGame) Alive() []games.Seat                 { return []games.Seat{"A", "B"} }
func (g idleGame) Over() *games.Ending {
	if g.n >= idleLength {
		return &games.Ending{Draw: []games.Seat{"A", "B"}, Reason: i18n.Plain("the phases ran out")}
	}
	return nil
}
func (g idleGame) Edit([]games.Line, i18n.Lang) (games.Game, games.SubmitResult) {
	return g, games.SubmitResult{}
}

// TestABurstOfDeadlinesLeavesRoomForMail: one tick handles at most
// tickBatch due games, so the loop reads its mail between batches of a
// burst instead of after the last deadline.
func TestABurstOfDeadlinesLeavesRoomForMail(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	model := tj.endRecord(t, "west")
	if err := tj.db.Update(func(tx *storage.Tx) error {
		for i := 0; i < 40; i++ {
			g := *model
			g.Name = fmt.Sprintf("b%02d", i)
			g.Stage = "grace"
			if err := play.Save(tx, &g); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	tj.now = model.Deadline.Add(model.Settings.Grace + time.Minute)
	due := func() int {
		var n int
		if err := tj.db.View(func(tx *storage.Tx) error { d, err := tx.DueDeadlines(tj.now); n = len(d); return err }); err != nil {
			t.Fatal(err)
		}
		return n
	}
	before := due()
	tj.tick()
	// A handled game leaves the due list (but for one whose next stage is
	// already due: the model, late without grace spent).
	if after := due(); after < before-tickBatch || after < 10 {
		t.Fatalf("one tick took %d of %d due games off the list, want at most %d and many left for the next tick", before-after, before, tickBatch)
	}
	for due() > 0 {
		tj.tick()
	}
}
