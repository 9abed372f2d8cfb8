package storage

import (
	"encoding/binary"
	"fmt"
	"time"
)

// Lane is the queue of the outbox a waiting message is in. The sender
// takes every due message of the answer lane before any of the bulk lane,
// so a player's answer is not stuck behind thousands of reports that a
// burst of deadlines queued a moment earlier.
type Lane byte

const (
	// LaneAnswer holds answers to a player's mail (Outgoing.InReplyTo set,
	// or kind "reply"): someone is waiting for them.
	LaneAnswer Lane = 0
	// LaneBulk holds everything else: reports, reminders, press.
	LaneBulk Lane = 1
)

// LaneOf says which lane a message goes in.
func LaneOf(o Outgoing) Lane { return recordOf(o).lane() }

func (r outgoingRecord) lane() Lane {
	if r.InReplyTo != 0 || r.Kind == "reply" {
		return LaneAnswer
	}
	return LaneBulk
}

// dueKey is the "outbox_due" key: lane, then time, then ID, so each lane
// is one ordered run of keys.
func dueKey(lane Lane, t time.Time, id uint64) []byte {
	k := make([]byte, 17)
	k[0] = byte(lane)
	binary.BigEndian.PutUint64(k[1:9], timeKey(t))
	binary.BigEndian.PutUint64(k[9:], id)
	return k
}

// splitDueKey is the inverse of dueKey (time as its key value).
func splitDueKey(k []byte) (Lane, uint64, uint64, error) {
	if len(k) != 17 {
		return 0, 0, 0, fmt.Errorf("%w: malformed outbox index key %q", ErrCorrupt, k)
	}
	return Lane(k[0]), binary.BigEndian.Uint64(k[1:9]), binary.BigEndian.Uint64(k[9:]), nil
}

// migrateV2toV3 creates the buckets of held answers and rebuilds the
// outbox index with lanes (versions 1 and 2 keyed it by time and ID alone). It
// reads and writes the buckets directly, so later changes to the Tx
// methods cannot change what it does.
func migrateV2toV3(tx *Tx) error {
	for _, name := range schemaV3Buckets() {
		if _, err := tx.tx.CreateBucketIfNotExists([]byte(name)); err != nil {
			return fmt.Errorf("create bucket %q: %w", name, err)
		}
	}
	if err := tx.tx.DeleteBucket([]byte(bucketOutboxDue)); err != nil {
		return fmt.Errorf("rebuild %q: %w", bucketOutboxDue, err)
	}
	due, err := tx.tx.CreateBucket([]byte(bucketOutboxDue))
	if err != nil {
		return fmt.Errorf("rebuild %q: %w", bucketOutboxDue, err)
	}
	outbox, err := tx.bucket(bucketOutbox)
	if err != nil {
		return err
	}
	return outbox.ForEach(func(k, v []byte) error {
		id, err := readU64(k)
		if err != nil {
			return err
		}
		var rec outgoingRecord
		if err := decodeJSON(k, v, &rec); err != nil {
			return err
		}
		return due.Put(dueKey(rec.lane(), rec.NextAttempt, id), []byte{})
	})
}
