package storage

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

func TestOpenCreatesFileAndDirectories(t *testing.T) {
	path := filepath.Join(t.TempDir(), "var", "lib", "adjutant", "judge.db")
	db, err := Open(path, nil)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	defer db.Close()
	if db.Path() != path {
		t.Errorf("Path = %q, want %q", db.Path(), path)
	}
	if v, err := db.SchemaVersion(); err != nil || v != CurrentSchemaVersion {
		t.Errorf("SchemaVersion = %d, %v; want %d", v, err, CurrentSchemaVersion)
	}
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if fi.Mode().Perm()&0o077 != 0 {
		t.Errorf("file mode %v is readable by others", fi.Mode().Perm())
	}
}

func TestReopenKeepsData(t *testing.T) {
	path := filepath.Join(t.TempDir(), "judge.db")
	db, err := Open(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	var inID, outID uint64
	update(t, db, func(tx *Tx) error {
		var err error
		if inID, _, err = tx.RecordInbound(Inbound{Key: InboundKey{Mailbox: "INBOX", UIDValidity: 1, UID: 5},
			Raw: rawMail("keep@x", "orders")}); err != nil {
			return err
		}
		if outID, err = tx.Enqueue(outMsg("a@example.org", "keep-out@j")); err != nil {
			return err
		}
		return tx.PutGame("g", []byte("state"))
	})
	if err := db.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	if err := db.Close(); !errors.Is(err, ErrClosed) {
		t.Errorf("second Close: %v, want ErrClosed", err)
	}
	if err := db.View(func(*Tx) error { return nil }); !errors.Is(err, ErrClosed) {
		t.Errorf("View after Close: %v, want ErrClosed", err)
	}
	if err := db.Update(func(*Tx) error { return nil }); !errors.Is(err, ErrClosed) {
		t.Errorf("Update after Close: %v, want ErrClosed", err)
	}

	db, err = Open(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	view(t, db, func(tx *Tx) error {
		pending, _ := tx.PendingInbound()
		if len(pending) != 1 || pending[0].ID != inID {
			t.Errorf("pending after reopen = %+v", pending)
		}
		if known, _ := tx.KnownInbound(InboundKey{Mailbox: "INBOX", UIDValidity: 1, UID: 5}); !known {
			t.Error("inbound marker lost on reopen")
		}
		due, _ := tx.DueOutgoing(t0, 0)
		if len(due) != 1 || due[0].ID != outID {
			t.Errorf("outbox after reopen = %+v", due)
		}
		if g, ok, _ := tx.Game("g"); !ok || string(g) != "state" {
			t.Errorf("game after reopen = %q, %v", g, ok)
		}
		return nil
	})
	// New IDs continue after the old ones.
	update(t, db, func(tx *Tx) error {
		id, err := tx.Enqueue(outMsg("b@example.org", "next@j"))
		if id <= outID {
			t.Errorf("new outgoing id %d not after %d", id, outID)
		}
		return err
	})
}

func TestSecondOpenWaitsForLock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "judge.db")
	db, err := Open(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	_, err = Open(path, &Options{Timeout: 50 * time.Millisecond})
	if !errors.Is(err, ErrLocked) {
		t.Fatalf("second Open: err = %v, want ErrLocked", err)
	}
	// A reader (e.g. `adjutant status`) is locked out by the daemon too.
	_, err = Open(path, &Options{Timeout: 50 * time.Millisecond, ReadOnly: true})
	if !errors.Is(err, ErrLocked) {
		t.Fatalf("read-only Open beside a writer: err = %v, want ErrLocked", err)
	}
}

func TestReadOnly(t *testing.T) {
	path := filepath.Join(t.TempDir(), "judge.db")
	if _, err := Open(path, &Options{ReadOnly: true}); err == nil {
		t.Fatal("read-only Open of a missing file succeeded")
	}
	db, err := Open(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	update(t, db, func(tx *Tx) error { return tx.SetMeta("k", "v") })
	db.Close()

	ro, err := Open(path, &Options{ReadOnly: true})
	if err != nil {
		t.Fatalf("read-only Open: %v", err)
	}
	defer ro.Close()
	view(t, ro, func(tx *Tx) error {
		if v, _ := tx.Meta("k"); v != "v" {
			t.Errorf("Meta = %q", v)
		}
		return nil
	})
	if err := ro.Update(func(tx *Tx) error { return tx.SetMeta("k", "w") }); !errors.Is(err, ErrReadOnly) {
		t.Errorf("Update on read-only DB: %v, want ErrReadOnly", err)
	}
	if _, err := ro.Status(); err != nil {
		t.Errorf("Status on read-only DB: %v", err)
	}
}

func TestWritesInViewFail(t *testing.T) {
	db := openTest(t)
	writes := map[string]func(*Tx) error{
		"RecordInbound": func(tx *Tx) error { _, _, err := tx.RecordInbound(Inbound{Raw: []byte("x")}); return err },
		"Enqueue":       func(tx *Tx) error { _, err := tx.Enqueue(outMsg("a@b", "m@j")); return err },
		"PutGame":       func(tx *Tx) error { return tx.PutGame("g", nil) },
		"Audit":         func(tx *Tx) error { return tx.Audit(AuditEntry{Action: "x"}) },
		"SetDeadline":   func(tx *Tx) error { return tx.SetDeadline("g", t0) },
		"TakeReplyBudget": func(tx *Tx) error {
			_, err := tx.TakeReplyBudget("a@b", t0, time.Hour, 1)
			return err
		},
	}
	for name, write := range writes {
		if err := db.View(write); !errors.Is(err, ErrReadOnly) {
			t.Errorf("%s in View: err = %v, want ErrReadOnly", name, err)
		}
	}
}

// Backup runs while another goroutine keeps writing; the copy must open,
// be at the current schema, hold everything written before the backup
// began, and hold a gap-free prefix of what was written during it.
func TestBackupWhileWriting(t *testing.T) {
	db := openTest(t)
	for i := 0; i < 20; i++ {
		enqueue(t, db, outMsg("before@example.org", "b@j"))
	}
	update(t, db, func(tx *Tx) error { return tx.PutGame("g", []byte("before backup")) })

	const during = 200
	var wg sync.WaitGroup
	wg.Add(1)
	writeErr := make(chan error, 1)
	go func() {
		defer wg.Done()
		for i := 0; i < during; i++ {
			if err := db.Update(func(tx *Tx) error {
				_, err := tx.Enqueue(outMsg("during@example.org", "d@j"))
				return err
			}); err != nil {
				writeErr <- err
				return
			}
		}
	}()
	backup := filepath.Join(t.TempDir(), "backups", "judge-copy.db")
	if err := db.Backup(backup); err != nil {
		t.Fatalf("Backup: %v", err)
	}
	wg.Wait()
	select {
	case err := <-writeErr:
		t.Fatalf("writer: %v", err)
	default:
	}

	cp, err := Open(backup, &Options{ReadOnly: true})
	if err != nil {
		t.Fatalf("open backup: %v", err)
	}
	defer cp.Close()
	view(t, cp, func(tx *Tx) error {
		due, err := tx.DueOutgoing(t0, 0)
		if err != nil {
			return err
		}
		if len(due) < 20 || len(due) > 20+during {
			t.Fatalf("backup has %d outgoing, want between 20 and %d", len(due), 20+during)
		}
		for i, o := range due {
			if o.ID != uint64(i+1) {
				t.Fatalf("backup outbox id %d at position %d: not a consistent prefix", o.ID, i)
			}
		}
		if g, ok, _ := tx.Game("g"); !ok || string(g) != "before backup" {
			t.Errorf("backup game = %q, %v", g, ok)
		}
		return nil
	})
	view(t, db, func(tx *Tx) error {
		if due, _ := tx.DueOutgoing(t0, 0); len(due) != 20+during {
			t.Errorf("live db has %d outgoing, want %d", len(due), 20+during)
		}
		return nil
	})
	entries, _ := os.ReadDir(filepath.Dir(backup))
	if len(entries) != 1 {
		t.Errorf("backup dir holds %d files, want just the backup (no temp files)", len(entries))
	}
	if err := db.Backup(db.Path()); !errors.Is(err, ErrInvalid) {
		t.Errorf("Backup onto the live file: err = %v, want ErrInvalid", err)
	}
}
