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
		raw, err := tx.bucket(bucketInboundRaw)
		if err != nil {
			return p, err
		}
		records, err := tx.bucket(bucketInbound)
		if err != nil {
			return p, err
		}
		var drop [][]byte
		c := raw.Cursor()
		for k, _ := c.First(); k != nil && len(drop) < limit; k, _ = c.Next() {
			var rec inboundRecord
			ok, err := getJSON(records, k, &rec)
			if err != nil {
				return p, err
			}
			if ok && rec.Done && rec.DoneAt.Before(rawBefore) {
				drop = append(drop, append([]byte(nil), k...))
			}
		}
		for _, k := range drop {
			if err := raw.Delete(k); err != nil {
				return p, fmt.Errorf("storage: prune: %w", err)
			}
		}
		p.RawInbound = len(drop)
	}
	if !sentBefore.IsZero() {
		data, err := tx.bucket(bucketMailData)
		if err != nil {
			return p, err
		}
		sent, err := tx.bucket(bucketSent)
		if err != nil {
			return p, err
		}
		var drop [][]byte
		c := data.Cursor()
		for k, _ := c.First(); k != nil && len(drop) < limit; k, _ = c.Next() {
			var rec outgoingRecord
			ok, err := getJSON(sent, k, &rec)
			if err != nil {
				return p, err
			}
			if ok && !rec.SentAt.IsZero() && rec.SentAt.Before(sentBefore) {
				drop = append(drop, append([]byte(nil), k...))
			}
		}
		for _, k := range drop {
			if err := data.Delete(k); err != nil {
				return p, fmt.Errorf("storage: prune: %w", err)
			}
		}
		p.SentData = len(drop)
	}
	return p, nil
}
