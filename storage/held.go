package storage

import (
	"bytes"
	"fmt"
	"time"
)

// HeldAnswer is an answer the reply budget held back: the mail it answers
// was carried out, and the answer waits for the sender's next digest, one
// mail that carries every answer held since the last.
type HeldAnswer struct {
	Seq     uint64    // order of holding; set by HoldAnswer
	Inbound uint64    // the inbound message answered
	To      string    // where the answer would have gone
	Subject string    // the subject of the mail answered
	Date    time.Time // its Date header, or when it arrived
	Body    string    // the answer, rendered in the sender's language
	Lang    string    // that language ("en", "zh-Hans" …): the digest's, if they chose none
}

// heldRecord is the JSON value in bucket "held".
type heldRecord struct {
	Inbound  uint64    `json:"inbound"`
	To       string    `json:"to"`
	Subject  string    `json:"subject,omitempty"`
	Date     time.Time `json:"date,omitzero"`
	Body     string    `json:"body"`
	Lang     string    `json:"lang,omitempty"`
	DigestAt time.Time `json:"digestAt"`
}

// heldDueKey is the "held_due" key: the digest time, then the sender.
func heldDueKey(at time.Time, sender string) []byte {
	return append(u64(timeKey(at)), sender...)
}

// HoldAnswer keeps h for sender's next digest and returns when that
// digest is due: digestAt if h is the first answer held, else the time
// set when the first was held.
func (tx *Tx) HoldAnswer(sender string, h HeldAnswer, digestAt time.Time) (time.Time, error) {
	if err := tx.writable(); err != nil {
		return time.Time{}, err
	}
	key := normAddr(sender)
	if err := checkName("sender", key); err != nil {
		return time.Time{}, err
	}
	if h.To == "" || timeKey(digestAt) == 0 {
		return time.Time{}, fmt.Errorf("%w: held answer needs a recipient and a digest time", ErrInvalid)
	}
	held, err := tx.bucket(bucketHeld)
	if err != nil {
		return time.Time{}, err
	}
	if first, ok, err := tx.firstHeld(key); err != nil {
		return time.Time{}, err
	} else if ok {
		digestAt = first.DigestAt
	} else {
		due, err := tx.bucket(bucketHeldDue)
		if err != nil {
			return time.Time{}, err
		}
		if err := due.Put(heldDueKey(digestAt, key), []byte{}); err != nil {
			return time.Time{}, fmt.Errorf("storage: hold answer: %w", err)
		}
	}
	seq, err := held.NextSequence()
	if err != nil {
		return time.Time{}, fmt.Errorf("storage: hold answer: %w", err)
	}
	rec := heldRecord{Inbound: h.Inbound, To: normAddr(h.To), Subject: h.Subject, Date: h.Date, Body: h.Body, Lang: h.Lang, DigestAt: digestAt}
	if err := putJSON(held, nameSeqKey(key, seq), rec); err != nil {
		return time.Time{}, fmt.Errorf("storage: hold answer: %w", err)
	}
	return digestAt, nil
}

// firstHeld returns the oldest answer held for sender (in its key form).
func (tx *Tx) firstHeld(sender string) (heldRecord, bool, error) {
	held, err := tx.bucket(bucketHeld)
	if err != nil {
		return heldRecord{}, false, err
	}
	prefix := namePrefix(sender)
	k, v := held.Cursor().Seek(prefix)
	if k == nil || !bytes.HasPrefix(k, prefix) {
		return heldRecord{}, false, nil
	}
	var rec heldRecord
	if err := decodeJSON(k, v, &rec); err != nil {
		return heldRecord{}, false, err
	}
	return rec, true, nil
}

// HeldDigestAt reports when sender's digest is due; ok is false when no
// answer is held for sender.
func (tx *Tx) HeldDigestAt(sender string) (time.Time, bool, error) {
	rec, ok, err := tx.firstHeld(normAddr(sender))
	return rec.DigestAt, ok, err
}

// TakeHeldAnswers removes and returns every answer held for sender, in
// the order they were held, and the digest's schedule with them.
func (tx *Tx) TakeHeldAnswers(sender string) ([]HeldAnswer, error) {
	if err := tx.writable(); err != nil {
		return nil, err
	}
	key := normAddr(sender)
	held, err := tx.bucket(bucketHeld)
	if err != nil {
		return nil, err
	}
	prefix := namePrefix(key)
	var out []HeldAnswer
	var keys [][]byte
	var digestAt time.Time
	c := held.Cursor()
	for k, v := c.Seek(prefix); k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
		_, seq, err := splitNameSeqKey(k)
		if err != nil {
			return nil, err
		}
		var rec heldRecord
		if err := decodeJSON(k, v, &rec); err != nil {
			return nil, err
		}
		if len(out) == 0 {
			digestAt = rec.DigestAt
		}
		out = append(out, HeldAnswer{Seq: seq, Inbound: rec.Inbound, To: rec.To, Subject: rec.Subject, Date: rec.Date, Body: rec.Body, Lang: rec.Lang})
		keys = append(keys, cloneBytes(k))
	}
	for _, k := range keys {
		if err := held.Delete(k); err != nil {
			return nil, fmt.Errorf("storage: take held answers: %w", err)
		}
	}
	if len(out) > 0 {
		due, err := tx.bucket(bucketHeldDue)
		if err != nil {
			return nil, err
		}
		if err := due.Delete(heldDueKey(digestAt, key)); err != nil {
			return nil, fmt.Errorf("storage: take held answers: %w", err)
		}
	}
	return out, nil
}

// PostponeDigest moves sender's digest to at (after a failure to compose
// it, so the loop does not retry at once, again and again).
func (tx *Tx) PostponeDigest(sender string, at time.Time) error {
	if err := tx.writable(); err != nil {
		return err
	}
	key := normAddr(sender)
	held, err := tx.bucket(bucketHeld)
	if err != nil {
		return err
	}
	due, err := tx.bucket(bucketHeldDue)
	if err != nil {
		return err
	}
	prefix := namePrefix(key)
	k, v := held.Cursor().Seek(prefix)
	if k == nil || !bytes.HasPrefix(k, prefix) {
		return fmt.Errorf("%w: no answers held for %q", ErrNotFound, key)
	}
	var rec heldRecord
	if err := decodeJSON(k, v, &rec); err != nil {
		return err
	}
	if err := due.Delete(heldDueKey(rec.DigestAt, key)); err != nil {
		return fmt.Errorf("storage: postpone digest: %w", err)
	}
	rec.DigestAt = at
	if err := putJSON(held, cloneBytes(k), rec); err != nil {
		return fmt.Errorf("storage: postpone digest: %w", err)
	}
	if err := due.Put(heldDueKey(at, key), []byte{}); err != nil {
		return fmt.Errorf("storage: postpone digest: %w", err)
	}
	return nil
}

// DueDigests returns the senders whose digest is due at now, earliest
// first.
func (tx *Tx) DueDigests(now time.Time) ([]string, error) {
	due, err := tx.bucket(bucketHeldDue)
	if err != nil {
		return nil, err
	}
	cutoff := timeKey(now)
	var out []string
	c := due.Cursor()
	for k, _ := c.First(); k != nil; k, _ = c.Next() {
		if len(k) <= 8 {
			return nil, fmt.Errorf("%w: malformed held_due key %q", ErrCorrupt, k)
		}
		at, _ := readU64(k[:8])
		if at > cutoff {
			break
		}
		out = append(out, string(k[8:]))
	}
	return out, nil
}

// NextDigestAt returns when the earliest digest is due; ok is false when no
// answer is held.
func (tx *Tx) NextDigestAt() (time.Time, bool, error) {
	due, err := tx.bucket(bucketHeldDue)
	if err != nil {
		return time.Time{}, false, err
	}
	k, _ := due.Cursor().First()
	if k == nil {
		return time.Time{}, false, nil
	}
	if len(k) <= 8 {
		return time.Time{}, false, fmt.Errorf("%w: malformed held_due key %q", ErrCorrupt, k)
	}
	at, _ := readU64(k[:8])
	return keyTime(at), true, nil
}
