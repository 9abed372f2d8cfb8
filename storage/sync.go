package storage

import (
	"fmt"
	"time"
)

// SyncState is what the mail reader remembers about one IMAP mailbox
// between polls, plus what `adjutant status` shows about it.
type SyncState struct {
	Mailbox     string
	UIDValidity uint32 // when the server's value differs, every UID is new (RFC 9051 §2.3.1.1)
	LastUID     uint32 // highest UID fetched and recorded
	LastPoll    time.Time
	LastError   string
	LastErrorAt time.Time
}

// syncRecord is the JSON value in bucket "sync" (the mailbox is the key).
type syncRecord struct {
	UIDValidity uint32    `json:"uidValidity,omitempty"`
	LastUID     uint32    `json:"lastUid,omitempty"`
	LastPoll    time.Time `json:"lastPoll,omitzero"`
	LastError   string    `json:"lastError,omitempty"`
	LastErrorAt time.Time `json:"lastErrorAt,omitzero"`
}

// SyncState returns the stored state of a mailbox, or a zero state with
// only Mailbox set when there is none yet.
func (tx *Tx) SyncState(mailbox string) (SyncState, error) {
	b, err := tx.bucket(bucketSync)
	if err != nil {
		return SyncState{}, err
	}
	var rec syncRecord
	if _, err := getJSON(b, []byte(mailbox), &rec); err != nil {
		return SyncState{}, err
	}
	return rec.state(mailbox), nil
}

func (rec syncRecord) state(mailbox string) SyncState {
	return SyncState{
		Mailbox: mailbox, UIDValidity: rec.UIDValidity, LastUID: rec.LastUID,
		LastPoll: rec.LastPoll, LastError: rec.LastError, LastErrorAt: rec.LastErrorAt,
	}
}

// PutSyncState replaces the stored state of s.Mailbox.
func (tx *Tx) PutSyncState(s SyncState) error {
	if err := tx.writable(); err != nil {
		return err
	}
	if err := checkName("mailbox", s.Mailbox); err != nil {
		return err
	}
	b, err := tx.bucket(bucketSync)
	if err != nil {
		return err
	}
	rec := syncRecord{
		UIDValidity: s.UIDValidity, LastUID: s.LastUID, LastPoll: s.LastPoll,
		LastError: s.LastError, LastErrorAt: s.LastErrorAt,
	}
	if err := putJSON(b, []byte(s.Mailbox), rec); err != nil {
		return fmt.Errorf("storage: sync state %q: %w", s.Mailbox, err)
	}
	return nil
}

// SyncStates returns the state of every mailbox, sorted by name.
func (tx *Tx) SyncStates() ([]SyncState, error) {
	b, err := tx.bucket(bucketSync)
	if err != nil {
		return nil, err
	}
	var out []SyncState
	c := b.Cursor()
	for k, v := c.First(); k != nil; k, v = c.Next() {
		var rec syncRecord
		if err := decodeJSON(k, v, &rec); err != nil {
			return nil, err
		}
		out = append(out, rec.state(string(k)))
	}
	return out, nil
}
