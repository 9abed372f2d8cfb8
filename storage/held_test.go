package storage

import (
	"path/filepath"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

func TestAnswerLaneGoesBeforeBulk(t *testing.T) {
	db := openTest(t)
	var answer uint64
	update(t, db, func(tx *Tx) error {
		for i := 0; i < 100; i++ {
			if _, err := tx.Enqueue(Outgoing{To: "p@example.org", Kind: "report", Data: []byte("r"), CreatedAt: t0}); err != nil {
				return err
			}
		}
		var err error
		answer, err = tx.Enqueue(Outgoing{To: "p@example.org", Kind: "reply", InReplyTo: 7, Data: []byte("a"), CreatedAt: t0.Add(time.Minute)})
		return err
	})
	view(t, db, func(tx *Tx) error {
		due, err := tx.DueOutgoing(t0.Add(time.Hour), 10)
		if err != nil {
			return err
		}
		if len(due) != 10 || due[0].ID != answer || due[1].Kind != "report" {
			t.Errorf("first due = %+v, want the answer queued after 100 reports first", due[0])
		}
		if at, ok, err := tx.NextOutgoingAt(); !ok || !at.IsZero() || err != nil {
			t.Errorf("NextOutgoingAt = %v, %v, %v", at, ok, err)
		}
		return nil
	})
	// A retried answer waits for its time; due reports go meanwhile.
	update(t, db, func(tx *Tx) error { return tx.MarkRetry(answer, t0.Add(2*time.Hour), "451 later") })
	view(t, db, func(tx *Tx) error {
		due, _ := tx.DueOutgoing(t0.Add(time.Hour), 0)
		if len(due) != 100 || due[0].Kind != "report" {
			t.Errorf("with the answer retried later: %d due, first %q", len(due), due[0].Kind)
		}
		due, _ = tx.DueOutgoing(t0.Add(3*time.Hour), 1)
		if len(due) != 1 || due[0].ID != answer {
			t.Errorf("once the retry is due the answer goes first: %+v", due)
		}
		return nil
	})
	if LaneOf(Outgoing{Kind: "notice", InReplyTo: 3}) != LaneAnswer || LaneOf(Outgoing{Kind: "press"}) != LaneBulk {
		t.Error("LaneOf: a notice answering a mail is an answer, press is bulk")
	}
}

func TestHeldAnswersWaitForOneDigest(t *testing.T) {
	db := openTest(t)
	digest := t0.Add(15 * time.Minute)
	update(t, db, func(tx *Tx) error {
		for i, subject := range []string{"one", "two", "three"} {
			at, err := tx.HoldAnswer("Ann@example.org", HeldAnswer{Inbound: uint64(10 + i), To: "ann@example.org", Subject: subject, Date: t0, Body: "answer " + subject},
				digest.Add(time.Duration(i)*time.Minute))
			if err != nil {
				return err
			}
			if !at.Equal(digest) {
				t.Errorf("answer %d: digest at %v, want the first answer's %v", i, at, digest)
			}
		}
		_, err := tx.HoldAnswer("bob@example.org", HeldAnswer{Inbound: 20, To: "bob@example.org", Body: "b"}, digest.Add(time.Hour))
		return err
	})
	view(t, db, func(tx *Tx) error {
		if due, _ := tx.DueDigests(digest.Add(-time.Second)); len(due) != 0 {
			t.Errorf("due before time: %q", due)
		}
		if due, _ := tx.DueDigests(digest); len(due) != 1 || due[0] != "ann@example.org" {
			t.Errorf("DueDigests = %q, want ann", due)
		}
		if at, ok, _ := tx.NextDigestAt(); !ok || !at.Equal(digest) {
			t.Errorf("NextDigestAt = %v, %v", at, ok)
		}
		return nil
	})
	update(t, db, func(tx *Tx) error { return tx.PostponeDigest("ann@example.org", digest.Add(5*time.Minute)) })
	view(t, db, func(tx *Tx) error {
		if due, _ := tx.DueDigests(digest); len(due) != 0 {
			t.Errorf("due after postponing: %q", due)
		}
		if at, ok, _ := tx.HeldDigestAt("ann@example.org"); !ok || !at.Equal(digest.Add(5*time.Minute)) {
			t.Errorf("HeldDigestAt after postponing = %v, %v", at, ok)
		}
		return nil
	})
	update(t, db, func(tx *Tx) error {
		held, err := tx.TakeHeldAnswers("ann@example.org")
		if len(held) != 3 || held[0].Subject != "one" || held[2].Body != "answer three" || held[1].Inbound != 11 {
			t.Errorf("TakeHeldAnswers = %+v", held)
		}
		return err
	})
	view(t, db, func(tx *Tx) error {
		if _, ok, _ := tx.HeldDigestAt("ann@example.org"); ok {
			t.Error("ann's answers still held after the digest")
		}
		if at, ok, _ := tx.NextDigestAt(); !ok || !at.Equal(digest.Add(time.Hour)) {
			t.Errorf("NextDigestAt = %v, %v; want bob's (ann's postponed digest is gone with her answers)", at, ok)
		}
		return nil
	})
}

// A version 1 file keyed outbox_due by time and ID alone; opening it
// rebuilds the index with lanes and adds the buckets of held answers.
func TestMigrateV1OutboxIndexToLanes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "v1.db")
	db, err := Open(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	var report, answer uint64
	update(t, db, func(tx *Tx) error {
		report, _ = tx.Enqueue(Outgoing{To: "p@example.org", Kind: "report", Data: []byte("r")})
		answer, err = tx.Enqueue(Outgoing{To: "p@example.org", Kind: "reply", InReplyTo: 1, Data: []byte("a")})
		return err
	})
	db.Close()
	bdb, err := bolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := bdb.Update(func(btx *bolt.Tx) error {
		for _, name := range []string{bucketHeld, bucketHeldDue, bucketOutboxDue} {
			if err := btx.DeleteBucket([]byte(name)); err != nil {
				return err
			}
		}
		due, err := btx.CreateBucket([]byte(bucketOutboxDue))
		if err != nil {
			return err
		}
		for _, id := range []uint64{report, answer} {
			if err := due.Put(timeIDKey(time.Time{}, id), []byte{}); err != nil {
				return err
			}
		}
		return btx.Bucket([]byte(bucketMeta)).Put([]byte(metaSchemaVersion), []byte("1"))
	}); err != nil {
		t.Fatal(err)
	}
	bdb.Close()

	db, err = Open(path, nil)
	if err != nil {
		t.Fatalf("Open v1 file: %v", err)
	}
	defer db.Close()
	view(t, db, func(tx *Tx) error {
		due, err := tx.DueOutgoing(t0, 0)
		if len(due) != 2 || due[0].ID != answer || due[1].ID != report {
			t.Errorf("after migration: %+v, want the answer, then the report", due)
		}
		_, held, _ := tx.HeldDigestAt("p@example.org")
		if held {
			t.Error("held answers in a migrated file")
		}
		return err
	})
	update(t, db, func(tx *Tx) error { return tx.MarkSent(report, t0) })
}
