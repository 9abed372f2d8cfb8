package storage

import (
	"errors"
	"testing"
	"time"
)

func TestGamesAndPhases(t *testing.T) {
	db := openTest(t)
	update(t, db, func(tx *Tx) error {
		for _, name := range []string{"zeta", "alpha", "alp"} {
			if err := tx.PutGame(name, []byte(`{"name":"`+name+`"}`)); err != nil {
				return err
			}
		}
		for _, seq := range []uint64{3, 1, 2, 300} {
			if err := tx.PutPhase("alpha", seq, []byte{byte(seq)}); err != nil {
				return err
			}
		}
		if err := tx.PutPhase("alp", 1, []byte("other game")); err != nil {
			return err
		}
		return tx.PutGame("alpha", []byte(`{"name":"alpha","v":2}`))
	})
	view(t, db, func(tx *Tx) error {
		names, err := tx.GameNames()
		if err != nil {
			return err
		}
		if len(names) != 3 || names[0] != "alp" || names[1] != "alpha" || names[2] != "zeta" {
			t.Errorf("GameNames = %q, want sorted", names)
		}
		g, ok, _ := tx.Game("alpha")
		if !ok || string(g) != `{"name":"alpha","v":2}` {
			t.Errorf("Game(alpha) = %s, %v; want the replaced value", g, ok)
		}
		seqs, _ := tx.Phases("alpha")
		if !equalIDs(seqs, []uint64{1, 2, 3, 300}) {
			t.Errorf("Phases(alpha) = %v, want numeric order", seqs)
		}
		p, ok, _ := tx.Phase("alpha", 300)
		if !ok || len(p) != 1 || p[0] != byte(300%256) {
			t.Errorf("Phase(alpha,300) = %v, %v", p, ok)
		}
		if _, ok, _ := tx.Phase("alpha", 4); ok {
			t.Error("Phase(alpha,4) found")
		}
		return nil
	})
	update(t, db, func(tx *Tx) error { return tx.DeletePhasesAfter("alpha", 2) })
	view(t, db, func(tx *Tx) error {
		if seqs, _ := tx.Phases("alpha"); !equalIDs(seqs, []uint64{1, 2}) {
			t.Errorf("after DeletePhasesAfter(2): %v", seqs)
		}
		if seqs, _ := tx.Phases("alp"); !equalIDs(seqs, []uint64{1}) {
			t.Errorf("other game's phases changed: %v", seqs)
		}
		return nil
	})
	update(t, db, func(tx *Tx) error {
		if err := tx.SetDeadline("alpha", t0); err != nil {
			return err
		}
		return tx.DeleteGame("alpha")
	})
	view(t, db, func(tx *Tx) error {
		if _, ok, _ := tx.Game("alpha"); ok {
			t.Error("deleted game still there")
		}
		if seqs, _ := tx.Phases("alpha"); len(seqs) != 0 {
			t.Errorf("deleted game's phases remain: %v", seqs)
		}
		if _, _, ok, _ := tx.NextDeadline(); ok {
			t.Error("deleted game's deadline remains")
		}
		if seqs, _ := tx.Phases("alp"); len(seqs) != 1 {
			t.Error("deleting alpha removed alp's phases")
		}
		return nil
	})
	err := db.Update(func(tx *Tx) error { return tx.DeleteGame("alpha") })
	if !errors.Is(err, ErrNotFound) {
		t.Errorf("delete missing game: err = %v, want ErrNotFound", err)
	}
	for _, bad := range []string{"", "a\x00b"} {
		err := db.Update(func(tx *Tx) error { return tx.PutGame(bad, []byte("x")) })
		if !errors.Is(err, ErrInvalid) {
			t.Errorf("PutGame(%q): err = %v, want ErrInvalid", bad, err)
		}
	}
}

func TestAccountsAndMeta(t *testing.T) {
	db := openTest(t)
	update(t, db, func(tx *Tx) error {
		if err := tx.PutAccount("Ann@Example.org", []byte(`{"tz":"Europe/Paris"}`)); err != nil {
			return err
		}
		if err := tx.PutAccount("bob@example.org", nil); err != nil {
			return err
		}
		return tx.SetMeta("started-at", "2026-03-01T12:00:00Z")
	})
	view(t, db, func(tx *Tx) error {
		a, ok, _ := tx.Account("ann@EXAMPLE.org")
		if !ok || string(a) != `{"tz":"Europe/Paris"}` {
			t.Errorf("Account(ann) = %s, %v", a, ok)
		}
		if _, ok, _ := tx.Account("bob@example.org"); !ok {
			t.Error("account stored with empty data not found")
		}
		if addrs, _ := tx.AccountAddrs(); len(addrs) != 2 || addrs[0] != "ann@example.org" {
			t.Errorf("AccountAddrs = %q", addrs)
		}
		if v, _ := tx.Meta("started-at"); v != "2026-03-01T12:00:00Z" {
			t.Errorf("Meta = %q", v)
		}
		if v, err := tx.Meta("never-set"); v != "" || err != nil {
			t.Errorf("Meta(never-set) = %q, %v", v, err)
		}
		return nil
	})
	update(t, db, func(tx *Tx) error { return tx.DeleteAccount("ANN@example.org") })
	err := db.Update(func(tx *Tx) error { return tx.DeleteAccount("ann@example.org") })
	if !errors.Is(err, ErrNotFound) {
		t.Errorf("delete missing account: err = %v, want ErrNotFound", err)
	}
}

func TestDeadlines(t *testing.T) {
	db := openTest(t)
	update(t, db, func(tx *Tx) error {
		if err := tx.SetDeadline("g1", t0.Add(3*time.Hour)); err != nil {
			return err
		}
		if err := tx.SetDeadline("g2", t0.Add(1*time.Hour)); err != nil {
			return err
		}
		if err := tx.SetDeadline("g3", t0.Add(2*time.Hour)); err != nil {
			return err
		}
		return tx.SetDeadline("g2", t0.Add(4*time.Hour)) // moved: replaces the old entry
	})
	view(t, db, func(tx *Tx) error {
		game, at, ok, err := tx.NextDeadline()
		if err != nil || !ok || game != "g3" || !at.Equal(t0.Add(2*time.Hour)) {
			t.Errorf("NextDeadline = %q %v %v %v, want g3 at +2h", game, at, ok, err)
		}
		due, _ := tx.DueDeadlines(t0.Add(3 * time.Hour))
		if len(due) != 2 || due[0].Game != "g3" || due[1].Game != "g1" || !due[1].At.Equal(t0.Add(3*time.Hour)) {
			t.Errorf("DueDeadlines(+3h) = %+v, want g3, g1", due)
		}
		if due, _ := tx.DueDeadlines(t0); len(due) != 0 {
			t.Errorf("DueDeadlines(t0) = %+v, want none", due)
		}
		at2, ok, _ := tx.Deadline("g2")
		if !ok || !at2.Equal(t0.Add(4*time.Hour)) {
			t.Errorf("Deadline(g2) = %v, %v", at2, ok)
		}
		return nil
	})
	update(t, db, func(tx *Tx) error {
		if err := tx.ClearDeadline("g3"); err != nil {
			return err
		}
		return tx.ClearDeadline("no-such-game")
	})
	view(t, db, func(tx *Tx) error {
		if game, _, _, _ := tx.NextDeadline(); game != "g1" {
			t.Errorf("after clearing g3, next is %q, want g1", game)
		}
		return nil
	})
	err := db.Update(func(tx *Tx) error { return tx.SetDeadline("g1", time.Time{}) })
	if !errors.Is(err, ErrInvalid) {
		t.Errorf("zero deadline: err = %v, want ErrInvalid", err)
	}
}

func TestSyncState(t *testing.T) {
	db := openTest(t)
	view(t, db, func(tx *Tx) error {
		s, err := tx.SyncState("INBOX")
		if err != nil || s != (SyncState{Mailbox: "INBOX"}) {
			t.Errorf("fresh SyncState = %+v, %v", s, err)
		}
		return nil
	})
	want := SyncState{Mailbox: "INBOX", UIDValidity: 3, LastUID: 17, LastPoll: t0,
		LastError: "connection reset", LastErrorAt: t0.Add(-time.Minute)}
	update(t, db, func(tx *Tx) error {
		if err := tx.PutSyncState(SyncState{Mailbox: "Archive", LastUID: 1}); err != nil {
			return err
		}
		return tx.PutSyncState(want)
	})
	view(t, db, func(tx *Tx) error {
		got, _ := tx.SyncState("INBOX")
		if got.UIDValidity != 3 || got.LastUID != 17 || !got.LastPoll.Equal(t0) ||
			got.LastError != want.LastError || !got.LastErrorAt.Equal(want.LastErrorAt) {
			t.Errorf("SyncState = %+v, want %+v", got, want)
		}
		all, _ := tx.SyncStates()
		if len(all) != 2 || all[0].Mailbox != "Archive" || all[1].Mailbox != "INBOX" {
			t.Errorf("SyncStates = %+v", all)
		}
		return nil
	})
}
