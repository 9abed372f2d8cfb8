package storage

import (
	"fmt"
	"time"
)

// Pruned counts what Prune dropped.
type Pruned struct {
	RawInbound int // raw copies of handled mail
	SentData   int // bodies of mail sent
}

// Prune drops the copies kept past their use, at most limit of each kind
// per call, so one call is a short write transaction:
//
//   - the raw copy of an inbound mail handled before rawBefore (it is only
//     needed until the mail is answered; its record, with sender,
//     Message-ID and outcome, stays);
//   - the bytes of a mail sent before sentBefore (the record stays: a late
//     bounce is still matched by Message-ID, and `status` still counts it).
//
// A zero time skips that kind. Game records and phase history, which
// `verify`, HISTORY and ROLLBACK need, are never pruned.
func (tx *Tx) Prune(rawBefore, sentBefore time.Time, limit int) (Pruned, error) {
	var p Pruned
	if err := tx.writable(); err != nil {
		return p, err
	}
	if !rawBefore.IsZero() {
		records, err := tx.bucket(bucketInbound)
		if err != nil {
			return p, err
		}
		raw, err := tx.bucket(bucketInboundRaw)
		if err != nil {
			return p, err
		}
		p.RawInbound, err = tx.pruneBucket(bucketInboundRaw, limit, raw.Delete, func(k []byte) (bool, error) {
			var rec inboundRecord
			ok, err := getJSON(records, k, &rec)
			return ok && rec.Done && rec.DoneAt.Before(rawBefore), err
		})
		if err != nil {
			return p, err
		}
	}
	if !sentBefore.IsZero() {
		sent, err := tx.bucket(bucketSent)
		if err != nil {
			return p, err
		}
		// A sent mail's bytes go with their share of its pictures.
		dropSent := func(k []byte) error {
			id, err := readU64(k)
			if err != nil {
				return err
			}
			return tx.dropMailData(id)
		}
		p.SentData, err = tx.pruneBucket(bucketMailData, limit, dropSent, func(k []byte) (bool, error) {
			var rec outgoingRecord
			ok, err := getJSON(sent, k, &rec)
			return ok && !rec.SentAt.IsZero() && rec.SentAt.Before(sentBefore), err
		})
		if err != nil {
			return p, err
		}
	}
	return p, nil
}

// pruneBucket deletes, with del, up to limit keys of bucket name for which
// drop says so, and returns how many it deleted.
func (tx *Tx) pruneBucket(name string, limit int, del func(k []byte) error, drop func(k []byte) (bool, error)) (int, error) {
	b, err := tx.bucket(name)
	if err != nil {
		return 0, err
	}
	var keys [][]byte
	c := b.Cursor()
	for k, _ := c.First(); k != nil && len(keys) < limit; k, _ = c.Next() {
		ok, err := drop(k)
		if err != nil {
			return 0, err
		}
		if ok {
			keys = append(keys, append([]byte(nil), k...))
		}
	}
	for _, k := range keys {
		if err := del(k); err != nil {
			return 0, fmt.Errorf("storage: prune %s: %w", name, err)
		}
	}
	return len(keys), nil
}
