package storage

import (
	"path/filepath"
	"testing"
	"time"
)

func TestPruneDropsOnlyOldCopiesAndKeepsRecords(t *testing.T) {
	db, err := Open(filepath.Join(t.TempDir(), "a.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	day := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	var oldIn, newIn, pendingIn, oldOut, newOut, waitingOut uint64
	if err := db.Update(func(tx *Tx) error {
		mk := func(uid uint32, raw string, done time.Time) uint64 {
			id, _, err := tx.RecordInbound(Inbound{Key: InboundKey{Mailbox: "INBOX", UIDValidity: 1, UID: uid}, Raw: []byte(raw)})
			if err != nil {
				t.Fatal(err)
			}
			if !done.IsZero() {
				if err := tx.FinishInbound(id, "replied", done); err != nil {
					t.Fatal(err)
				}
			}
			return id
		}
		oldIn, newIn, pendingIn = mk(1, "old", day), mk(2, "new", day.AddDate(0, 0, 40)), mk(3, "pending", time.Time{})
		send := func(id string, at time.Time) uint64 {
			n, err := tx.Enqueue(Outgoing{MessageID: id, To: "a@example.org", Data: []byte("body " + id), CreatedAt: at})
			if err != nil {
				t.Fatal(err)
			}
			if !at.IsZero() {
				if err := tx.MarkSent(n, at); err != nil {
					t.Fatal(err)
				}
			}
			return n
		}
		oldOut, newOut, waitingOut = send("<o@x>", day), send("<n@x>", day.AddDate(0, 0, 40)), send("<w@x>", time.Time{})
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	cut := day.AddDate(0, 0, 30)
	var p Pruned
	if err := db.Update(func(tx *Tx) error { p, err = tx.Prune(cut, cut, 100); return err }); err != nil {
		t.Fatal(err)
	}
	if p.RawInbound != 1 || p.SentData != 1 {
		t.Fatalf("pruned %+v, want one raw copy and one sent body", p)
	}
	_ = db.View(func(tx *Tx) error {
		for id, want := range map[uint64]bool{oldIn: false, newIn: true, pendingIn: true} {
			in, ok, _ := tx.Inbound(id)
			if !ok {
				t.Errorf("inbound %d lost its record", id)
			}
			if (len(in.Raw) > 0) != want {
				t.Errorf("inbound %d raw kept = %v, want %v", id, len(in.Raw) > 0, want)
			}
		}
		if o, ok, _ := tx.SentByMessageID("<o@x>"); !ok || len(o.Data) != 0 {
			t.Errorf("the old sent mail: record kept %v, data %q (want the record without data)", ok, o.Data)
		}
		if o, ok, _ := tx.SentByMessageID("<n@x>"); !ok || len(o.Data) == 0 {
			t.Errorf("the recent sent mail lost its data")
		}
		due, _ := tx.DueOutgoing(day.AddDate(1, 0, 0), 10)
		if len(due) != 1 || due[0].ID != waitingOut || len(due[0].Data) == 0 {
			t.Errorf("the waiting mail was touched: %+v", due)
		}
		_ = oldOut
		_ = newOut
		return nil
	})
}

func TestSecretMailTextGoesOnceSent(t *testing.T) {
	db, err := Open(filepath.Join(t.TempDir(), "a.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	at := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	if err := db.Update(func(tx *Tx) error {
		id, err := tx.Enqueue(Outgoing{MessageID: "<s@x>", Kind: KindSecret, To: "new@example.org", Data: []byte("Your password is abcde-fghij"), CreatedAt: at})
		if err != nil {
			return err
		}
		if due, _ := tx.DueOutgoing(at, 10); len(due) != 1 || len(due[0].Data) == 0 {
			t.Errorf("the waiting secret mail has no text to send")
		}
		return tx.MarkSent(id, at)
	}); err != nil {
		t.Fatal(err)
	}
	_ = db.View(func(tx *Tx) error {
		o, ok, _ := tx.SentByMessageID("<s@x>")
		if !ok || len(o.Data) != 0 || o.To != "new@example.org" {
			t.Errorf("after sending: record %v, %d bytes kept (want the record without text)", ok, len(o.Data))
		}
		return nil
	})
}
