package storage

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"strings"
	"time"

	bolt "go.etcd.io/bbolt"
)

// InboundKey names a message by where it sits on the IMAP server. A UID is
// only meaningful together with its mailbox's UIDVALIDITY (RFC 9051
// §2.3.1.1), so all three together are the key.
type InboundKey struct {
	Mailbox     string
	UIDValidity uint32
	UID         uint32 // 0 means "no IMAP UID" (UIDs start at 1)
}

// Inbound is one received message: the marker that says it was seen, and
// a raw copy of it, kept so the judge can process it after a crash.
type Inbound struct {
	ID        uint64 // assigned by RecordInbound, ascending
	Key       InboundKey
	MessageID string // as in the header; <> and surrounding space are ignored for dedup
	// DedupKey, when set, replaces MessageID as the key under which a
	// message re-delivered with other transport headers is recognised. The
	// judge makes it of the Message-ID, the sender and the body, so that a
	// stranger who sends a mail with a player's future Message-ID cannot
	// make the player's mail look like a duplicate.
	DedupKey  string
	BodyHash  string // hex SHA-256 of Raw; RecordInbound computes it when empty
	Raw       []byte
	Size      int64 // size on the server; RecordInbound uses len(Raw) when 0
	Truncated bool  // Raw was cut at the size limit

	ReceivedAt time.Time

	Done    bool
	DoneAt  time.Time
	Outcome string // short text, e.g. "replied", "robot: auto-submitted"

	// StartAttempts counts how often the judge began handling this message
	// at start-up (CountStartAttempt): a message that kills the process
	// would otherwise be tried again at every start.
	StartAttempts int
}

// inboundRecord is the JSON value in bucket "inbound" (Raw lives in
// "inbound_raw", the ID is the key).
type inboundRecord struct {
	Mailbox     string    `json:"mailbox,omitempty"`
	UIDValidity uint32    `json:"uidValidity,omitempty"`
	UID         uint32    `json:"uid,omitempty"`
	MessageID   string    `json:"messageId,omitempty"`
	BodyHash    string    `json:"bodyHash"`
	Size        int64     `json:"size"`
	Truncated   bool      `json:"truncated,omitempty"`
	ReceivedAt  time.Time `json:"receivedAt,omitzero"`
	Done        bool      `json:"done,omitempty"`
	DoneAt      time.Time `json:"doneAt,omitzero"`
	Outcome     string    `json:"outcome,omitempty"`
	// StartAttempts (schema 2, absent before) counts CountStartAttempt.
	StartAttempts int `json:"startAttempts,omitempty"`
}

// maxIndexedMessageID bounds Message-ID index keys; a longer id (which no
// sane mailer makes) is still deduplicated by body hash.
const maxIndexedMessageID = 998 // RFC 5322 §2.1.1 line length limit

// uidKey encodes an InboundKey for bucket "inbound_uid":
// mailbox NUL u32 uidvalidity u32 uid.
func uidKey(k InboundKey) []byte {
	b := make([]byte, 0, len(k.Mailbox)+9)
	b = append(b, k.Mailbox...)
	b = append(b, 0)
	b = binary.BigEndian.AppendUint32(b, k.UIDValidity)
	return binary.BigEndian.AppendUint32(b, k.UID)
}

// checkInboundKey rejects a key that has a UID but no usable mailbox name.
func checkInboundKey(k InboundKey) error {
	if k.UID == 0 {
		return nil
	}
	return checkName("mailbox", k.Mailbox)
}

// RecordInbound stores a received message unless it is a duplicate: same
// (mailbox, UIDVALIDITY, UID), same Message-ID (when not empty), or same
// body hash as a message recorded before. For a duplicate it returns the
// earlier message's ID and duplicate=true, and remembers the new server key
// too, so KnownInbound answers true for it (a message re-appearing under a
// new UID is not fetched again).
//
// Call it, and commit, before flagging or moving the message on the server:
// a crash in between then leaves a recorded message that the next poll
// recognises, never a second reply.
func (tx *Tx) RecordInbound(in Inbound) (id uint64, duplicate bool, err error) {
	if err := tx.writable(); err != nil {
		return 0, false, err
	}
	if len(in.Raw) == 0 {
		return 0, false, fmt.Errorf("%w: inbound message without data", ErrInvalid)
	}
	if err := checkInboundKey(in.Key); err != nil {
		return 0, false, err
	}
	keys := inboundKeysOf(in)
	idx, err := tx.inboundIndexes()
	if err != nil {
		return 0, false, err
	}
	prev, found, err := idx.find(keys)
	if err != nil {
		return 0, false, err
	}
	if found {
		if err := idx.rememberUID(keys.server, prev); err != nil {
			return 0, false, err
		}
		return prev, true, nil
	}
	id, err = tx.storeInbound(in, keys.hash)
	if err != nil {
		return 0, false, err
	}
	if err := idx.put(keys, id); err != nil {
		return 0, false, err
	}
	return id, false, nil
}

// inboundKeys are the three keys under which a received message is
// recognised when it comes again.
type inboundKeys struct {
	server InboundKey // no server key when server.UID is 0
	msgID  string     // empty when the message has none worth indexing
	hash   string     // hex SHA-256 of the raw message
}

// inboundKeysOf derives the dedup keys of in: the body hash (computed when
// the caller gave none) and the Message-ID, or the judge's DedupKey when
// set.
func inboundKeysOf(in Inbound) inboundKeys {
	hash := strings.ToLower(strings.TrimSpace(in.BodyHash))
	if hash == "" {
		sum := sha256.Sum256(in.Raw)
		hash = hex.EncodeToString(sum[:])
	}
	msgID := normMessageID(in.MessageID)
	if in.DedupKey != "" {
		msgID = "k:" + in.DedupKey // apart from bare Message-IDs recorded before keys existed
	}
	if len(msgID) > maxIndexedMessageID {
		msgID = ""
	}
	return inboundKeys{server: in.Key, msgID: msgID, hash: hash}
}

// inboundIndexes are the buckets that map each dedup key to a message ID.
type inboundIndexes struct {
	byUID, byMsgID, byHash *bolt.Bucket
}

func (tx *Tx) inboundIndexes() (inboundIndexes, error) {
	byUID, err := tx.bucket(bucketInboundUID)
	if err != nil {
		return inboundIndexes{}, err
	}
	byMsgID, err := tx.bucket(bucketInboundMsgID)
	if err != nil {
		return inboundIndexes{}, err
	}
	byHash, err := tx.bucket(bucketInboundHash)
	if err != nil {
		return inboundIndexes{}, err
	}
	return inboundIndexes{byUID: byUID, byMsgID: byMsgID, byHash: byHash}, nil
}

// find returns the ID of a message recorded before under any of the keys:
// server key first, then Message-ID, then body hash.
func (idx inboundIndexes) find(keys inboundKeys) (uint64, bool, error) {
	var found []byte
	if keys.server.UID != 0 {
		found = idx.byUID.Get(uidKey(keys.server))
	}
	if found == nil && keys.msgID != "" {
		found = idx.byMsgID.Get([]byte(keys.msgID))
	}
	if found == nil {
		found = idx.byHash.Get([]byte(keys.hash))
	}
	if found == nil {
		return 0, false, nil
	}
	prev, err := readU64(found)
	if err != nil {
		return 0, false, err
	}
	return prev, true, nil
}

// rememberUID points a new server key at a message recorded before, so
// that KnownInbound answers true for the copy under its new UID.
func (idx inboundIndexes) rememberUID(key InboundKey, id uint64) error {
	if key.UID == 0 || idx.byUID.Get(uidKey(key)) != nil {
		return nil
	}
	if err := idx.byUID.Put(uidKey(key), u64(id)); err != nil {
		return fmt.Errorf("storage: record inbound: %w", err)
	}
	return nil
}

// put indexes a newly recorded message under each of its keys.
func (idx inboundIndexes) put(keys inboundKeys, id uint64) error {
	if keys.server.UID != 0 {
		if err := idx.byUID.Put(uidKey(keys.server), u64(id)); err != nil {
			return fmt.Errorf("storage: record inbound: %w", err)
		}
	}
	if keys.msgID != "" {
		if err := idx.byMsgID.Put([]byte(keys.msgID), u64(id)); err != nil {
			return fmt.Errorf("storage: record inbound: %w", err)
		}
	}
	if err := idx.byHash.Put([]byte(keys.hash), u64(id)); err != nil {
		return fmt.Errorf("storage: record inbound: %w", err)
	}
	return nil
}

// storeInbound writes a new message's record and its raw copy under the
// next ID and returns that ID.
func (tx *Tx) storeInbound(in Inbound, hash string) (uint64, error) {
	records, err := tx.bucket(bucketInbound)
	if err != nil {
		return 0, err
	}
	id, err := records.NextSequence()
	if err != nil {
		return 0, fmt.Errorf("storage: record inbound: %w", err)
	}
	size := in.Size
	if size == 0 {
		size = int64(len(in.Raw))
	}
	rec := inboundRecord{
		Mailbox: in.Key.Mailbox, UIDValidity: in.Key.UIDValidity, UID: in.Key.UID,
		MessageID: strings.TrimSpace(in.MessageID), BodyHash: hash,
		Size: size, Truncated: in.Truncated, ReceivedAt: in.ReceivedAt,
		Done: in.Done, DoneAt: in.DoneAt, Outcome: in.Outcome,
	}
	if err := tx.putInbound(id, rec); err != nil {
		return 0, err
	}
	raw, err := tx.bucket(bucketInboundRaw)
	if err != nil {
		return 0, err
	}
	if err := raw.Put(u64(id), cloneBytes(in.Raw)); err != nil {
		return 0, fmt.Errorf("storage: record inbound: %w", err)
	}
	return id, nil
}

// putInbound writes the record and keeps the "inbound_open" index in step
// with its Done flag.
func (tx *Tx) putInbound(id uint64, rec inboundRecord) error {
	records, err := tx.bucket(bucketInbound)
	if err != nil {
		return err
	}
	open, err := tx.bucket(bucketInboundOpen)
	if err != nil {
		return err
	}
	if err := putJSON(records, u64(id), rec); err != nil {
		return fmt.Errorf("storage: inbound %d: %w", id, err)
	}
	if rec.Done {
		err = open.Delete(u64(id))
	} else {
		err = open.Put(u64(id), []byte{})
	}
	if err != nil {
		return fmt.Errorf("storage: inbound %d: %w", id, err)
	}
	return nil
}

// KnownInbound reports whether a message with this server key was recorded.
// A key without UID is never known.
func (tx *Tx) KnownInbound(key InboundKey) (bool, error) {
	if key.UID == 0 {
		return false, nil
	}
	byUID, err := tx.bucket(bucketInboundUID)
	if err != nil {
		return false, err
	}
	return byUID.Get(uidKey(key)) != nil, nil
}

// PendingInbound returns every message not yet finished, oldest (lowest
// ID) first, with its raw data: what the judge must (re)process at start.
func (tx *Tx) PendingInbound() ([]Inbound, error) {
	open, err := tx.bucket(bucketInboundOpen)
	if err != nil {
		return nil, err
	}
	var out []Inbound
	c := open.Cursor()
	for k, _ := c.First(); k != nil; k, _ = c.Next() {
		id, err := readU64(k)
		if err != nil {
			return nil, err
		}
		in, ok, err := tx.Inbound(id)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, fmt.Errorf("%w: open inbound %d has no record", ErrCorrupt, id)
		}
		out = append(out, in)
	}
	return out, nil
}

// FinishInbound marks a message processed with a short outcome text. It
// fails with ErrNotFound for an unknown ID and ErrAlreadyDone when the
// message was finished before. The raw copy is kept.
func (tx *Tx) FinishInbound(id uint64, outcome string, at time.Time) error {
	return tx.updateInbound(id, func(rec *inboundRecord) error {
		if rec.Done {
			return fmt.Errorf("%w: inbound %d (%s)", ErrAlreadyDone, id, rec.Outcome)
		}
		rec.Done, rec.DoneAt, rec.Outcome = true, at, outcome
		return nil
	})
}

// updateInbound changes the record of message id in place; ErrNotFound
// for an unknown ID. An error from change leaves the record as it was.
func (tx *Tx) updateInbound(id uint64, change func(*inboundRecord) error) error {
	if err := tx.writable(); err != nil {
		return err
	}
	records, err := tx.bucket(bucketInbound)
	if err != nil {
		return err
	}
	var rec inboundRecord
	ok, err := getJSON(records, u64(id), &rec)
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("%w: inbound %d", ErrNotFound, id)
	}
	if err := change(&rec); err != nil {
		return err
	}
	return tx.putInbound(id, rec)
}

// Inbound returns one message with its raw data.
func (tx *Tx) Inbound(id uint64) (Inbound, bool, error) {
	records, err := tx.bucket(bucketInbound)
	if err != nil {
		return Inbound{}, false, err
	}
	var rec inboundRecord
	ok, err := getJSON(records, u64(id), &rec)
	if err != nil || !ok {
		return Inbound{}, false, err
	}
	raw, err := tx.bucket(bucketInboundRaw)
	if err != nil {
		return Inbound{}, false, err
	}
	return Inbound{
		ID:         id,
		Key:        InboundKey{Mailbox: rec.Mailbox, UIDValidity: rec.UIDValidity, UID: rec.UID},
		MessageID:  rec.MessageID,
		BodyHash:   rec.BodyHash,
		Raw:        cloneBytes(raw.Get(u64(id))),
		Size:       rec.Size,
		Truncated:  rec.Truncated,
		ReceivedAt: rec.ReceivedAt,
		Done:       rec.Done,
		DoneAt:     rec.DoneAt,
		Outcome:    rec.Outcome,

		StartAttempts: rec.StartAttempts,
	}, true, nil
}

// UncountStartAttempt takes back the last CountStartAttempt of id: the
// judge did not die on the message (its answer could not be written),
// so the start says nothing against it.
func (tx *Tx) UncountStartAttempt(id uint64) error {
	return tx.updateInbound(id, func(rec *inboundRecord) error {
		rec.StartAttempts = max(rec.StartAttempts-1, 0)
		return nil
	})
}

// CountStartAttempt records that the judge begins handling pending
// message id at start-up and returns how many times it did, this time
// included. It fails with ErrNotFound for an unknown ID.
func (tx *Tx) CountStartAttempt(id uint64) (int, error) {
	var n int
	err := tx.updateInbound(id, func(rec *inboundRecord) error {
		rec.StartAttempts++
		n = rec.StartAttempts
		return nil
	})
	if err != nil {
		return 0, err
	}
	return n, nil
}

// DropInboundRaw deletes the raw copy of a message, keeping its record
// (sender, Message-ID, outcome). The judge calls it for mail that carried a
// password once the mail has been handled: nothing after that needs it.
func (tx *Tx) DropInboundRaw(id uint64) error {
	if err := tx.writable(); err != nil {
		return err
	}
	raw, err := tx.bucket(bucketInboundRaw)
	if err != nil {
		return err
	}
	return raw.Delete(u64(id))
}
