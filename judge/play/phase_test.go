package play

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/games/diplomacy"
	"adjutant/storage"
)

// Phase records are stored deflated behind a marker byte, at less than
// half their JSON, and a record written as plain JSON before packing
// still reads.
func TestPhaseRecordsAreStoredPackedAndOldOnesStillRead(t *testing.T) {
	eng := diplomacy.New()
	seed := [games.SeedSize]byte{7}
	game, err := eng.New(eng.About().Variants[0].Name, nil, games.NewDice(seed, "setup"))
	if err != nil {
		t.Fatal(err)
	}
	state, err := game.Save()
	if err != nil {
		t.Fatal(err)
	}
	phase := game.Phase().ID
	res, err := game.Resolve(games.ResolveInput{}, games.NewDice(seed, "1:"+phase))
	if err != nil {
		t.Fatal(err)
	}
	rec := PhaseRecord{Seq: 1, ID: phase, State: state, Result: res.Result, Draws: res.Draws, At: time.Date(1901, 3, 1, 0, 0, 0, 0, time.UTC)}

	db, err := storage.Open(filepath.Join(t.TempDir(), "adjutant.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Update(func(tx *storage.Tx) error {
		if err := PutPhase(tx, "west", rec); err != nil {
			return err
		}
		raw, ok, err := tx.Phase(Key("west"), 1)
		if err != nil || !ok {
			t.Fatalf("phase 1: %v %v", ok, err)
		}
		if raw[0] != PackedPhase {
			t.Errorf("phase 1 is stored as %q…, not packed", raw[:1])
		}
		p, _, err := LoadPhase(tx, "west", 1)
		if err != nil || p.ID != phase || !bytes.Equal(p.State, state) {
			t.Fatalf("reading phase 1 back: %+v %v", p, err)
		}
		plain, err := json.Marshal(p)
		if err != nil {
			return err
		}
		if len(raw)*2 > len(plain) {
			t.Errorf("packed %d bytes of %d: less than half saved", len(raw), len(plain))
		}
		if err := tx.PutPhase(Key("west"), 1, plain); err != nil {
			return err
		}
		q, _, err := LoadPhase(tx, "west", 1)
		if err != nil || q.ID != phase || !bytes.Equal(q.State, p.State) {
			t.Errorf("a plain JSON record no longer reads: %v", err)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}
