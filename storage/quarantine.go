package storage

import (
	"fmt"
	"slices"
	"time"

	bolt "go.etcd.io/bbolt"
)

// Mail the judge could not take in is counted here, so that one bad
// message never stops the ones behind it, also across restarts: the mail
// reader records each failed attempt at a message (MailFailed), and after
// a few it sets the message aside (SetAside) and goes on. Recorded mail
// whose handling failed is noted with HandlingFailed.

// Quarantined is what storage keeps about one message the mail reader
// failed to fetch or record.
type Quarantined struct {
	Key      InboundKey
	Reason   string // the last failure, for the operator
	Attempts int
	FirstAt  time.Time
	LastAt   time.Time
	// SetAside is true once the reader gave up on the message: it was
	// moved to Folder, or, when Folder is "", left where it was and
	// skipped.
	SetAside   bool
	SetAsideAt time.Time
	Folder     string
}

// quarantineRecord is the JSON value in bucket "quarantine".
type quarantineRecord struct {
	Mailbox     string    `json:"mailbox"`
	UIDValidity uint32    `json:"uidValidity"`
	UID         uint32    `json:"uid"`
	Reason      string    `json:"reason"`
	Attempts    int       `json:"attempts"`
	FirstAt     time.Time `json:"firstAt,omitzero"`
	LastAt      time.Time `json:"lastAt,omitzero"`
	SetAside    bool      `json:"setAside,omitempty"`
	SetAsideAt  time.Time `json:"setAsideAt,omitzero"`
	Folder      string    `json:"folder,omitempty"`
}

func (r quarantineRecord) entry() Quarantined {
	return Quarantined{
		Key:    InboundKey{Mailbox: r.Mailbox, UIDValidity: r.UIDValidity, UID: r.UID},
		Reason: r.Reason, Attempts: r.Attempts, FirstAt: r.FirstAt, LastAt: r.LastAt,
		SetAside: r.SetAside, SetAsideAt: r.SetAsideAt, Folder: r.Folder,
	}
}

// maxReason bounds the stored failure text; a server's error can be long.
const maxReason = 500

func checkQuarantineKey(key InboundKey) error {
	if key.UID == 0 {
		return fmt.Errorf("%w: quarantine needs an IMAP UID", ErrInvalid)
	}
	return checkName("mailbox", key.Mailbox)
}

// quarantineRecordOf reads key's record; ok is false when there is none.
// A writing caller passes write, so a read-only transaction is refused.
func (tx *Tx) quarantineRecordOf(key InboundKey, write bool) (b *bolt.Bucket, rec quarantineRecord, ok bool, err error) {
	if write {
		if err = tx.writable(); err != nil {
			return nil, rec, false, err
		}
	}
	if b, err = tx.bucket(bucketQuarantine); err != nil {
		return nil, rec, false, err
	}
	ok, err = getJSON(b, uidKey(key), &rec)
	return b, rec, ok, err
}

// MailFailed records one failed attempt at the message with this key and
// returns the record as it now is (Attempts counts this one).
func (tx *Tx) MailFailed(key InboundKey, reason string, at time.Time) (Quarantined, error) {
	if err := checkQuarantineKey(key); err != nil {
		return Quarantined{}, err
	}
	b, rec, _, err := tx.quarantineRecordOf(key, true)
	if err != nil {
		return Quarantined{}, err
	}
	if rec.Attempts == 0 {
		rec.Mailbox, rec.UIDValidity, rec.UID, rec.FirstAt = key.Mailbox, key.UIDValidity, key.UID, at
	}
	rec.Attempts++
	rec.LastAt = at
	rec.Reason = clipReason(reason)
	if err := putJSON(b, uidKey(key), rec); err != nil {
		return Quarantined{}, fmt.Errorf("storage: quarantine: %w", err)
	}
	return rec.entry(), nil
}

// SetAside marks the message as given up: moved to folder, or skipped in
// place when folder is "". It fails with ErrNotFound when no attempt was
// recorded for key.
func (tx *Tx) SetAside(key InboundKey, folder string, at time.Time) error {
	b, rec, ok, err := tx.quarantineRecordOf(key, true)
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("%w: quarantine %s UID %d", ErrNotFound, key.Mailbox, key.UID)
	}
	rec.SetAside, rec.SetAsideAt, rec.Folder = true, at, folder
	if err := putJSON(b, uidKey(key), rec); err != nil {
		return fmt.Errorf("storage: quarantine: %w", err)
	}
	return nil
}

// ClearMailFailures forgets the failed attempts at a message that was
// taken in after all; a message already set aside stays recorded.
func (tx *Tx) ClearMailFailures(key InboundKey) error {
	b, rec, ok, err := tx.quarantineRecordOf(key, true)
	if err != nil || !ok || rec.SetAside {
		return err
	}
	return b.Delete(uidKey(key))
}

// QuarantineEntry returns the record of key, if any.
func (tx *Tx) QuarantineEntry(key InboundKey) (Quarantined, bool, error) {
	if key.UID == 0 {
		return Quarantined{}, false, nil
	}
	_, rec, ok, err := tx.quarantineRecordOf(key, false)
	return rec.entry(), ok, err
}

// QuarantineEntries returns every record, set aside or still being tried,
// the most recent failure first.
func (tx *Tx) QuarantineEntries() ([]Quarantined, error) {
	b, err := tx.bucket(bucketQuarantine)
	if err != nil {
		return nil, err
	}
	var out []Quarantined
	c := b.Cursor()
	for k, v := c.First(); k != nil; k, v = c.Next() {
		var rec quarantineRecord
		if err := decodeJSON(k, v, &rec); err != nil {
			return nil, err
		}
		out = append(out, rec.entry())
	}
	slices.SortStableFunc(out, func(a, b Quarantined) int { return b.LastAt.Compare(a.LastAt) })
	return out, nil
}

// FailedHandling is a recorded message whose handling failed (an error or
// a panic in the judge); the message is finished and its raw copy kept.
type FailedHandling struct {
	InboundID uint64
	At        time.Time
	Reason    string
}

// failedHandlingRecord is the JSON value in bucket "inbound_failed".
type failedHandlingRecord struct {
	At     time.Time `json:"at"`
	Reason string    `json:"reason"`
}

// HandlingFailed notes that handling inbound message id failed.
func (tx *Tx) HandlingFailed(id uint64, reason string, at time.Time) error {
	if err := tx.writable(); err != nil {
		return err
	}
	b, err := tx.bucket(bucketInboundFailed)
	if err != nil {
		return err
	}
	if err := putJSON(b, u64(id), failedHandlingRecord{At: at, Reason: clipReason(reason)}); err != nil {
		return fmt.Errorf("storage: inbound %d: %w", id, err)
	}
	return nil
}

// FailedHandlings returns the messages whose handling failed, newest first.
func (tx *Tx) FailedHandlings() ([]FailedHandling, error) {
	b, err := tx.bucket(bucketInboundFailed)
	if err != nil {
		return nil, err
	}
	var out []FailedHandling
	c := b.Cursor()
	for k, v := c.Last(); k != nil; k, v = c.Prev() {
		id, err := readU64(k)
		if err != nil {
			return nil, err
		}
		var rec failedHandlingRecord
		if err := decodeJSON(k, v, &rec); err != nil {
			return nil, err
		}
		out = append(out, FailedHandling{InboundID: id, At: rec.At, Reason: rec.Reason})
	}
	return out, nil
}

func clipReason(s string) string {
	if len(s) <= maxReason {
		return s
	}
	cut := maxReason
	for cut > 0 && s[cut]&0xC0 == 0x80 {
		cut--
	}
	return s[:cut] + "…"
}
