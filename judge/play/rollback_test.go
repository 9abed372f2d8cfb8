package play

import (
	"fmt"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/games/diplomacy"
	"adjutant/storage"
	"adjutant/templates/i18n"
)

// history is a Diplomacy game called west whose phases were resolved by
// hand as the clerk resolves them, each recorded in the phase history.
type history struct {
	db  *storage.DB
	g   *Record
	now time.Time
}

func newHistory(t *testing.T) *history {
	t.Helper()
	db, err := storage.Open(filepath.Join(t.TempDir(), "adjutant.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	eng := diplomacy.New()
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	g := &Record{Name: "west", Engine: eng.About().Name, Status: StatusActive, Created: now,
		Settings: DefaultSettings(eng.About().Classes), Seed: [games.SeedSize]byte{3}}
	g.SetRules(eng)
	game, err := eng.New(eng.About().Variants[0].Name, nil, games.NewDice(g.Seed, "setup"))
	if err != nil {
		t.Fatal(err)
	}
	if err := g.SetGame(game); err != nil {
		t.Fatal(err)
	}
	return &history{db: db, g: g, now: now}
}

// resolve resolves the current phase with subs and records it.
func (h *history) resolve(t *testing.T, subs map[games.Seat]games.Submission) string {
	t.Helper()
	game, err := h.g.Game()
	if err != nil {
		t.Fatal(err)
	}
	id := game.Phase().ID
	seq := h.g.Phase + 1
	res, err := game.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice(h.g.Seed, fmt.Sprintf("%d:%s", seq, id)))
	if err != nil {
		t.Fatal(err)
	}
	err = h.db.Update(func(tx *storage.Tx) error {
		return PutPhase(tx, h.g.Name, PhaseRecord{Seq: seq, ID: id, State: h.g.State, Submissions: subs, Result: res.Result, Draws: res.Draws, At: h.now})
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := h.g.SetGame(res.Next); err != nil {
		t.Fatal(err)
	}
	h.g.Phase, h.g.Submissions = seq, nil
	return id
}

func frenchMoves(t *testing.T, g *Record) map[games.Seat]games.Submission {
	t.Helper()
	game, err := g.Game()
	if err != nil {
		t.Fatal(err)
	}
	r := game.Submit("France", []games.Line{{N: 1, Text: "A Par - Bur"}, {N: 2, Text: "A Mar - Spa"}}, i18n.English)
	if len(r.Problems) > 0 {
		t.Fatalf("France's orders: %+v", r.Problems)
	}
	return map[games.Seat]games.Submission{"France": r.Accepted}
}

// ROLLBACK finds its phase by id in any case, by number, by its name (or
// the start of it with the year) in any language, or, without
// either, as the last phase somebody had to act in; a phase that is not in
// the history is a problem for the master, not an error.
func TestRollbackTargetFindsThePhaseAsWritten(t *testing.T) {
	h := newHistory(t)
	spring := h.resolve(t, frenchMoves(t, h.g))
	autumn := h.resolve(t, nil)
	if spring != "S1901M" || autumn != "F1901M" {
		t.Fatalf("resolved %s and %s", spring, autumn)
	}
	err := h.db.View(func(tx *storage.Tx) error {
		for want, seq := range map[string]uint64{"": 2, "s1901m": 1, "S1901M": 1, "1": 1, "F1901M": 2, "2": 2,
			"Spring 1901, Movement": 1, "1901年秋季 行動期": 2, "1901年秋季": 2, "1901年": 1} {
			rec, game, problem, err := RollbackTarget(tx, h.g, want)
			if err != nil || problem != nil {
				t.Errorf("ROLLBACK %q: %v %v", want, problem, err)
				continue
			}
			if rec.Seq != seq || game.Phase().ID != rec.ID {
				t.Errorf("ROLLBACK %q: phase %d %s with the game at %s, want phase %d", want, rec.Seq, rec.ID, game.Phase().ID, seq)
			}
		}
		for _, want := range []string{"F1905M", "3", "0", "spring", "1902年春季"} {
			if _, _, problem, err := RollbackTarget(tx, h.g, want); err != nil || problem == nil || problem.EN == "" || problem.Hant == "" {
				t.Errorf("ROLLBACK %q: problem %v, error %v; want a problem in every language", want, problem, err)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// Rolling back restores the phase's board and its orders exactly, forgets
// the later history, and gives an active game a fresh deadline and a
// paused one its full phase time.
func TestRollBackRestoresBoardAndOrdersAndDropsLaterPhases(t *testing.T) {
	for _, status := range []string{StatusActive, StatusPaused} {
		h := newHistory(t)
		h.g.Status = status
		startState := h.g.State
		subs := frenchMoves(t, h.g)
		h.resolve(t, subs)
		h.resolve(t, nil)
		h.g.Stage = "grace"
		later := h.now.Add(5 * 24 * time.Hour)
		err := h.db.Update(func(tx *storage.Tx) error {
			rec, game, problem, err := RollbackTarget(tx, h.g, "S1901M")
			if err != nil || problem != nil {
				t.Fatalf("target: %v %v", problem, err)
			}
			if err := RollBack(tx, h.g, rec, game, later); err != nil {
				return err
			}
			seqs, err := tx.Phases(Key("west"))
			if err != nil {
				return err
			}
			if len(seqs) != 0 {
				t.Errorf("%s: phases %v still in the history", status, seqs)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		g := h.g
		if g.Phase != 0 || g.Stage != "" || !reflect.DeepEqual(g.State, startState) {
			t.Errorf("%s: phase %d, stage %q, state restored %v", status, g.Phase, g.Stage, reflect.DeepEqual(g.State, startState))
		}
		if game, err := g.Game(); err != nil || game.Phase().ID != "S1901M" {
			t.Errorf("%s: the game is at %v (%v)", status, game, err)
		}
		if !reflect.DeepEqual(g.Submissions, subs) || g.IsComplete("France") {
			t.Errorf("%s: restored orders %+v, complete %v; want France's orders, not complete", status, g.Submissions, g.IsComplete("France"))
		}
		switch status {
		case StatusActive:
			if want := later.Add(48 * time.Hour); !g.Deadline.Equal(want) {
				t.Errorf("active: deadline %v, want %v", g.Deadline, want)
			}
		case StatusPaused:
			if g.Remaining != 48*time.Hour {
				t.Errorf("paused: %v left, want the whole movement time", g.Remaining)
			}
		}
	}
}

// A record saved and loaded again is the same game, found by its name in
// any case; an active game's next wake is in the deadline index, and a
// game that is not running is not.
func TestSaveAndLoadKeepTheRecordAndItsDeadline(t *testing.T) {
	h := newHistory(t)
	g := h.g
	g.Deadline = h.now.Add(48 * time.Hour)
	g.Players = []*Player{{Addr: "fr@example.org", Seats: []games.Seat{"France"}, Misses: 1}}
	engines := NewEngines([]games.Engine{g.Rules()})
	err := h.db.Update(func(tx *storage.Tx) error {
		if err := Save(tx, g); err != nil {
			return err
		}
		at, ok, err := tx.Deadline(Key("west"))
		if err != nil || !ok || !at.Equal(g.NextWake()) {
			t.Errorf("deadline index %v %v %v, want the next wake %v", at, ok, err, g.NextWake())
		}
		back, ok, err := Load(tx, engines, "WEST")
		if err != nil || !ok {
			t.Fatalf("load: %v %v", ok, err)
		}
		if back.Status != StatusActive || !back.Deadline.Equal(g.Deadline) || !reflect.DeepEqual(back.Settings, g.Settings) ||
			len(back.Players) != 1 || !reflect.DeepEqual(back.Players[0], g.Players[0]) || !reflect.DeepEqual(back.State, g.State) {
			t.Errorf("read back differs:\n got %+v\nwant %+v", back, g)
		}
		if game, err := back.Game(); err != nil || game.Phase().ID != "S1901M" {
			t.Errorf("the loaded record's game: %v", err)
		}

		g.Status = StatusPaused
		if err := Save(tx, g); err != nil {
			return err
		}
		if _, ok, err := tx.Deadline(Key("west")); ok || err != nil {
			t.Errorf("a paused game is still in the deadline index (%v)", err)
		}
		if _, ok, err := Load(tx, engines, "east"); ok || err != nil {
			t.Errorf("a game never saved: found %v, %v", ok, err)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
