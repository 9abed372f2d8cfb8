package judge

import (
	"fmt"
	"testing"
	"time"

	"adjutant/judge/play"
	"adjutant/storage"
)

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
