package storage

import (
	"bytes"
	"fmt"
	"time"
)

// Bounce is one delivery status notification (RFC 3464) about an address
// the judge mailed.
type Bounce struct {
	Addr       string
	At         time.Time
	Status     string // RFC 3463 status code, e.g. "5.1.1"
	Action     string // RFC 3464 §2.3.3: "failed", "delayed", …
	Diagnostic string
	MessageID  string // Message-ID of our message that bounced, if known
}

// bounceRecord is the JSON value in bucket "bounces" (key: the
// address NUL sequence).
type bounceRecord struct {
	Addr       string    `json:"addr"`
	At         time.Time `json:"at,omitzero"`
	Status     string    `json:"status,omitempty"`
	Action     string    `json:"action,omitempty"`
	Diagnostic string    `json:"diagnostic,omitempty"`
	MessageID  string    `json:"messageId,omitempty"`
}

// RecordBounce stores a bounce against its address (compared in its key form).
func (tx *Tx) RecordBounce(b Bounce) error {
	if err := tx.writable(); err != nil {
		return err
	}
	addr := normAddr(b.Addr)
	if err := checkName("address", addr); err != nil {
		return err
	}
	bucket, err := tx.bucket(bucketBounces)
	if err != nil {
		return err
	}
	seq, err := bucket.NextSequence()
	if err != nil {
		return fmt.Errorf("storage: record bounce: %w", err)
	}
	if err := putJSON(bucket, nameSeqKey(addr, seq), bounceRecord(b)); err != nil {
		return fmt.Errorf("storage: record bounce: %w", err)
	}
	return nil
}

// Bounces returns every bounce recorded for addr, oldest first.
func (tx *Tx) Bounces(addr string) ([]Bounce, error) {
	addr = normAddr(addr)
	if checkName("address", addr) != nil {
		return nil, nil
	}
	bucket, err := tx.bucket(bucketBounces)
	if err != nil {
		return nil, err
	}
	var out []Bounce
	err = eachWithPrefix(bucket, namePrefix(addr), func(k, v []byte) (bool, error) {
		var rec bounceRecord
		if err := decodeJSON(k, v, &rec); err != nil {
			return false, err
		}
		out = append(out, Bounce(rec))
		return true, nil
	})
	return out, err
}

// BouncingAddresses returns every address with at least one bounce,
// in their key form and sorted.
func (tx *Tx) BouncingAddresses() ([]string, error) {
	bucket, err := tx.bucket(bucketBounces)
	if err != nil {
		return nil, err
	}
	var out []string
	c := bucket.Cursor()
	for k, _ := c.First(); k != nil; {
		addr, _, err := splitNameSeqKey(k)
		if err != nil {
			return nil, err
		}
		out = append(out, addr)
		// Skip the rest of this address: seek past name NUL 0xff….
		next := append(namePrefix(addr), bytes.Repeat([]byte{0xff}, 9)...)
		k, _ = c.Seek(next)
	}
	return out, nil
}

// ClearBounces forgets every bounce of addr (after the player fixed their
// address) and says how many were removed.
func (tx *Tx) ClearBounces(addr string) (int, error) {
	if err := tx.writable(); err != nil {
		return 0, err
	}
	addr = normAddr(addr)
	if err := checkName("address", addr); err != nil {
		return 0, err
	}
	bucket, err := tx.bucket(bucketBounces)
	if err != nil {
		return 0, err
	}
	return deleteWithPrefix(bucket, namePrefix(addr))
}
