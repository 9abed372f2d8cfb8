package storage

import (
	"bytes"
	"fmt"
	"net/mail"
	"sort"
	"strconv"
	"strings"
	"time"

	bolt "go.etcd.io/bbolt"
)

// migration upgrades a file from version from to from+1. It runs in one
// write transaction together with the version bump, so a crash leaves the
// file at either version, never between.
type migration struct {
	from  int
	name  string
	apply func(tx *Tx) error
}

// migrations lists every upgrade in order; migrations()[i].from == i.
// Never edit a released migration: add a new one.
func migrations() []migration {
	return []migration{
		{from: 0, name: "pre-release layout to schema 1", apply: migrateV0toV1},
		{from: 1, name: "quarantine of mail that cannot be taken in or handled", apply: migrateV1toV2},
		{from: 2, name: "held answers, outbox lanes", apply: migrateV2toV3},
		{from: 3, name: "pictures of mail stored once", apply: migrateV3toV4},
		{from: 4, name: "addresses in one key form", apply: migrateV4toV5},
	}
}

// migrate runs every migration from version up to CurrentSchemaVersion.
func migrate(bdb *bolt.DB, version int) error {
	steps := migrations()
	for v := version; v < CurrentSchemaVersion; v++ {
		if v >= len(steps) || steps[v].from != v {
			return fmt.Errorf("storage: no migration from schema version %d", v)
		}
		step := steps[v]
		err := bdb.Update(func(btx *bolt.Tx) error {
			if err := step.apply(&Tx{tx: btx}); err != nil {
				return err
			}
			meta, err := btx.CreateBucketIfNotExists([]byte(bucketMeta))
			if err != nil {
				return err
			}
			return meta.Put([]byte(metaSchemaVersion), []byte(strconv.Itoa(v+1)))
		})
		if err != nil {
			return fmt.Errorf("storage: migration %d→%d (%s): %w", v, v+1, step.name, err)
		}
	}
	return nil
}

// The version 0 ("pre-release") layout, the one Adjutant's first
// prototypes wrote; a brand-new empty file is version 0 too. It has no
// "meta" bucket and at most two buckets:
//
//	inbox   key:   "<mailbox>/<uidvalidity>/<uid>", numbers in decimal
//	                (the mailbox name may itself contain "/")
//	        value: JSON {"received": RFC 3339 time, "done": bool,
//	                     "raw": base64 of the message}
//	outbox  key:   8-byte big-endian sequence
//	        value: JSON {"from": addr, "to": addr, "created": RFC 3339
//	                     time, "data": base64 of the message}
//
// Every v0 outbox entry was a reply to a player.
type v0Inbox struct {
	Received time.Time `json:"received"`
	Done     bool      `json:"done"`
	Raw      []byte    `json:"raw"`
}

type v0Outbox struct {
	From    string    `json:"from"`
	To      string    `json:"to"`
	Created time.Time `json:"created"`
	Data    []byte    `json:"data"`
}

const (
	v0BucketInbox  = "inbox"
	v0BucketOutbox = "outbox"
)

// parseV0InboxKey splits "<mailbox>/<uidvalidity>/<uid>" from the right,
// because IMAP hierarchy delimiters put "/" into mailbox names.
func parseV0InboxKey(key string) (InboundKey, error) {
	rest, uidText, ok1 := cutLast(key, "/")
	mailbox, validityText, ok2 := cutLast(rest, "/")
	if !ok1 || !ok2 || mailbox == "" {
		return InboundKey{}, fmt.Errorf("%w: v0 inbox key %q is not mailbox/uidvalidity/uid", ErrCorrupt, key)
	}
	validity, err := strconv.ParseUint(validityText, 10, 32)
	if err != nil {
		return InboundKey{}, fmt.Errorf("%w: v0 inbox key %q: uidvalidity: %w", ErrCorrupt, key, err)
	}
	uid, err := strconv.ParseUint(uidText, 10, 32)
	if err != nil || uid == 0 {
		return InboundKey{}, fmt.Errorf("%w: v0 inbox key %q: bad uid", ErrCorrupt, key)
	}
	if err := checkName("mailbox", mailbox); err != nil {
		return InboundKey{}, fmt.Errorf("%w: v0 inbox key %q: %w", ErrCorrupt, key, err)
	}
	return InboundKey{Mailbox: mailbox, UIDValidity: uint32(validity), UID: uint32(uid)}, nil
}

func cutLast(s, sep string) (before, after string, found bool) {
	i := strings.LastIndex(s, sep)
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+len(sep):], true
}

// headerMessageID reads the Message-ID header of a raw message, or "".
// Only the migration needs this: from schema 1 on, the mail reader hands
// storage the Message-ID it parsed.
func headerMessageID(raw []byte) string {
	msg, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return ""
	}
	return strings.TrimSpace(msg.Header.Get("Message-Id"))
}

// migrateV0toV1 creates every schema 1 bucket and moves the v0 inbox and
// outbox into them: inbox entries become inbound messages (IDs in order
// of receipt, then key), outbox entries become waiting outgoing messages
// of kind "reply", due at once. It uses the schema 1 Tx methods, which is
// right while 1 is the current schema; a schema 2 that changes them must
// freeze a copy of what this migration needs.
func migrateV0toV1(tx *Tx) error {
	type inboxEntry struct {
		key InboundKey
		rec v0Inbox
	}
	var inbox []inboxEntry
	if b := tx.tx.Bucket([]byte(v0BucketInbox)); b != nil {
		err := b.ForEach(func(k, v []byte) error {
			key, err := parseV0InboxKey(string(k))
			if err != nil {
				return err
			}
			var rec v0Inbox
			if err := decodeJSON(k, v, &rec); err != nil {
				return err
			}
			inbox = append(inbox, inboxEntry{key: key, rec: rec})
			return nil
		})
		if err != nil {
			return err
		}
	}
	var outbox []v0Outbox
	if b := tx.tx.Bucket([]byte(v0BucketOutbox)); b != nil {
		err := b.ForEach(func(k, v []byte) error {
			var rec v0Outbox
			if err := decodeJSON(k, v, &rec); err != nil {
				return err
			}
			outbox = append(outbox, rec)
			return nil
		})
		if err != nil {
			return err
		}
		// v1 reuses the name "outbox" with another value format.
		if err := tx.tx.DeleteBucket([]byte(v0BucketOutbox)); err != nil {
			return err
		}
	}
	if tx.tx.Bucket([]byte(v0BucketInbox)) != nil {
		if err := tx.tx.DeleteBucket([]byte(v0BucketInbox)); err != nil {
			return err
		}
	}
	for _, name := range schemaV1Buckets() {
		if _, err := tx.tx.CreateBucketIfNotExists([]byte(name)); err != nil {
			return fmt.Errorf("create bucket %q: %w", name, err)
		}
	}

	sort.SliceStable(inbox, func(i, j int) bool {
		a, b := inbox[i], inbox[j]
		if !a.rec.Received.Equal(b.rec.Received) {
			return a.rec.Received.Before(b.rec.Received)
		}
		return string(uidKey(a.key)) < string(uidKey(b.key))
	})
	for _, e := range inbox {
		if len(e.rec.Raw) == 0 {
			continue // nothing to process or deduplicate against
		}
		in := Inbound{
			Key: e.key, MessageID: headerMessageID(e.rec.Raw), Raw: e.rec.Raw,
			ReceivedAt: e.rec.Received,
		}
		if e.rec.Done {
			in.Done, in.Outcome = true, "done before schema 1 (time unknown)"
		}
		if _, _, err := tx.RecordInbound(in); err != nil {
			return fmt.Errorf("inbox %+v: %w", e.key, err)
		}
	}
	for i, o := range outbox {
		if o.To == "" || len(o.Data) == 0 {
			continue // could never be sent
		}
		_, err := tx.Enqueue(Outgoing{
			MessageID: headerMessageID(o.Data), Kind: "reply",
			From: o.From, To: o.To, Data: o.Data, CreatedAt: o.Created,
		})
		if err != nil {
			return fmt.Errorf("outbox entry %d: %w", i, err)
		}
	}
	return nil
}

// migrateV1toV2 adds the two buckets of schema 2, both empty: quarantine
// (mail the reader gave up fetching or recording) and inbound_failed
// (recorded mail whose handling failed). Nothing else changes.
func migrateV1toV2(tx *Tx) error {
	for _, name := range schemaV2Buckets() {
		if _, err := tx.tx.CreateBucketIfNotExists([]byte(name)); err != nil {
			return fmt.Errorf("create bucket %q: %w", name, err)
		}
	}
	return nil
}
