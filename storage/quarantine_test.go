package storage

import (
	"errors"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

// TestQuarantineCountsSurviveReopen: attempts at a message are counted on
// disk, so a restart neither forgets them nor starts the count again.
func TestQuarantineCountsSurviveReopen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "adjutant.db")
	key := InboundKey{Mailbox: "INBOX", UIDValidity: 7, UID: 3}
	for attempt := 1; attempt <= 3; attempt++ {
		db, err := Open(path, nil)
		if err != nil {
			t.Fatal(err)
		}
		var q Quarantined
		update(t, db, func(tx *Tx) error {
			q, err = tx.MailFailed(key, "inbound message without data", t0.Add(timeMinutes(attempt)))
			return err
		})
		if q.Attempts != attempt || q.FirstAt != t0.Add(timeMinutes(1)) || q.Key != key {
			t.Fatalf("attempt %d recorded as %+v", attempt, q)
		}
		db.Close()
	}
	db, err := Open(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	st, _ := db.Status()
	if st.Quarantined != 0 || st.QuarantineRetries != 1 {
		t.Errorf("before SetAside: %d set aside, %d retrying; want 0, 1", st.Quarantined, st.QuarantineRetries)
	}
	update(t, db, func(tx *Tx) error { return tx.SetAside(key, "Quarantine", t0.Add(timeMinutes(5))) })
	update(t, db, func(tx *Tx) error { return tx.ClearMailFailures(key) }) // a set-aside record stays
	update(t, db, func(tx *Tx) error { return tx.HandlingFailed(42, "panic: boom", t0) })
	st, err = db.Status()
	if err != nil {
		t.Fatal(err)
	}
	if st.Quarantined != 1 || st.QuarantineRetries != 0 || len(st.RecentQuarantine) != 1 || st.HandlingFailed != 1 || st.RecentFailedMail[0].InboundID != 42 {
		t.Fatalf("status = %d set aside %v, %d retrying, %d failed %v", st.Quarantined, st.RecentQuarantine, st.QuarantineRetries, st.HandlingFailed, st.RecentFailedMail)
	}
	if q := st.RecentQuarantine[0]; q.Folder != "Quarantine" || q.Attempts != 3 || q.Reason != "inbound message without data" {
		t.Errorf("set-aside record = %+v", q)
	}
}

func TestClearMailFailuresForgetsATransientFailure(t *testing.T) {
	db := openTest(t)
	key := InboundKey{Mailbox: "INBOX", UIDValidity: 1, UID: 9}
	update(t, db, func(tx *Tx) error { _, err := tx.MailFailed(key, "disk full", t0); return err })
	update(t, db, func(tx *Tx) error { return tx.ClearMailFailures(key) })
	view(t, db, func(tx *Tx) error {
		if _, ok, err := tx.QuarantineEntry(key); ok || err != nil {
			t.Errorf("entry still there (%v)", err)
		}
		return nil
	})
	err := db.Update(func(tx *Tx) error { return tx.SetAside(key, "", t0) })
	if !errors.Is(err, ErrNotFound) {
		t.Errorf("SetAside without attempts: %v, want ErrNotFound", err)
	}
	err = db.Update(func(tx *Tx) error { _, err := tx.MailFailed(InboundKey{Mailbox: "INBOX"}, "x", t0); return err })
	if !errors.Is(err, ErrInvalid) {
		t.Errorf("MailFailed without UID: %v, want ErrInvalid", err)
	}
}

// TestMigrateV1AddsQuarantineBuckets: a schema 1 file (no quarantine
// buckets) opens as schema 2 with its data kept.
func TestMigrateV1AddsQuarantineBuckets(t *testing.T) {
	path := filepath.Join(t.TempDir(), "adjutant.db")
	db, err := Open(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	update(t, db, func(tx *Tx) error {
		_, _, err := tx.RecordInbound(Inbound{Key: InboundKey{Mailbox: "INBOX", UIDValidity: 1, UID: 1}, Raw: rawMail("a@b", "HELP")})
		return err
	})
	db.Close()
	bdb, err := bolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	err = bdb.Update(func(btx *bolt.Tx) error {
		for _, name := range append(schemaV2Buckets(), schemaV3Buckets()...) {
			if err := btx.DeleteBucket([]byte(name)); err != nil {
				return err
			}
		}
		return btx.Bucket([]byte(bucketMeta)).Put([]byte(metaSchemaVersion), []byte(strconv.Itoa(1)))
	})
	bdb.Close()
	if err != nil {
		t.Fatal(err)
	}
	db, err = Open(path, nil)
	if err != nil {
		t.Fatalf("opening a schema 1 file: %v", err)
	}
	defer db.Close()
	st, err := db.Status()
	if err != nil || st.SchemaVersion != CurrentSchemaVersion || st.Inbound != 1 || st.Quarantined != 0 {
		t.Fatalf("after migration: %+v, %v", st, err)
	}
}

func timeMinutes(n int) time.Duration { return time.Duration(n) * time.Minute }
