package play

import (
	"path/filepath"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/games/example"
	"adjutant/storage"
)

// countingEngine counts how often a state is loaded.
type countingEngine struct {
	games.Engine
	loads *int
}

func (e countingEngine) Load(state []byte) (games.Game, error) {
	*e.loads++
	return e.Engine.Load(state)
}

func TestARecordLoadsItsGameOnce(t *testing.T) {
	loads := 0
	eng := countingEngine{Engine: example.Engine{}, loads: &loads}
	game, err := eng.New(eng.About().Variants[0].Name, nil, games.NewDice([games.SeedSize]byte{1}, "setup"))
	if err != nil {
		t.Fatal(err)
	}
	g := &Record{Name: "duel", Engine: eng.About().Name, Status: StatusForming, Created: time.Now()}
	g.SetRules(eng)
	if err := g.SetGame(game); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		if _, err := g.Game(); err != nil {
			t.Fatal(err)
		}
	}
	if loads != 0 {
		t.Fatalf("a game just set was loaded %d times", loads)
	}
	g.SetState(g.State) // as ROLLBACK does
	for range 3 {
		if _, err := g.Game(); err != nil {
			t.Fatal(err)
		}
	}
	if loads != 1 {
		t.Fatalf("stored bytes were loaded %d times, want once", loads)
	}

	db, err := storage.Open(filepath.Join(t.TempDir(), "adjutant.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Update(func(tx *storage.Tx) error { return Save(tx, g) }); err != nil {
		t.Fatal(err)
	}
	err = db.View(func(tx *storage.Tx) error {
		again, ok, err := Load(tx, NewEngines([]games.Engine{eng}), "DUEL")
		if err != nil || !ok {
			t.Fatalf("loading the record back: %v (found %v)", err, ok)
		}
		for range 3 {
			if _, err := again.Game(); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if loads != 2 {
		t.Fatalf("a record read back loaded its game %d more times, want once", loads-1)
	}
}

func TestARecordWithoutItsEngineSaysSo(t *testing.T) {
	g := &Record{Name: "old", Engine: "chess"}
	if _, err := g.Game(); err == nil {
		t.Fatal("a game whose engine this build lacks loaded")
	}
	if w := g.Words(); w.Seat.EN != "seat" {
		t.Fatalf("neutral words: %+v", w)
	}
}
