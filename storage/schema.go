package storage

import (
	"adjutant/mailio/mailaddr"
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	bolt "go.etcd.io/bbolt"
)

// CurrentSchemaVersion is the schema version this build writes. doc.go
// describes every bucket of it; migrate.go holds the upgrades to it.
const CurrentSchemaVersion = 5

// Bucket names of the current schema (version 5). doc.go documents keys and
// values.
const (
	bucketMeta         = "meta"          // "schemaVersion" -> decimal ASCII
	bucketDaemon       = "daemon"        // free-form daemon metadata (SetMeta)
	bucketInbound      = "inbound"       // u64 ID -> inboundRecord
	bucketInboundRaw   = "inbound_raw"   // u64 ID -> raw RFC 5322 bytes
	bucketInboundOpen  = "inbound_open"  // u64 ID -> empty (not yet finished)
	bucketInboundUID   = "inbound_uid"   // mailbox NUL u32 uidvalidity u32 uid -> u64 ID
	bucketInboundMsgID = "inbound_msgid" // Message-ID -> u64 ID
	bucketInboundHash  = "inbound_hash"  // hex sha256 -> u64 ID
	bucketSync         = "sync"          // mailbox -> syncRecord
	bucketOutbox       = "outbox"        // u64 ID -> outgoingRecord (waiting)
	bucketOutboxDue    = "outbox_due"    // u8 lane, u64 nextAttempt ns, u64 ID -> empty
	bucketMailData     = "mail_data"     // u64 ID -> message bytes, whole or in pieces (outbox, sent, failed)
	bucketSent         = "sent"          // u64 ID -> outgoingRecord
	bucketSentMsgID    = "sent_msgid"    // Message-ID NUL u64 ID -> empty
	bucketSentTo       = "sent_to"       // key(addr) NUL u64 ID -> empty
	bucketFailed       = "failed"        // u64 ID -> outgoingRecord
	bucketFailedAt     = "failed_at"     // u64 failedAt ns, u64 ID -> empty
	bucketAudit        = "audit"         // u64 seq -> auditRecord
	bucketAuditGame    = "audit_game"    // game NUL u64 seq -> empty
	bucketBudget       = "budget"        // key(sender) -> budgetRecord
	bucketBounces      = "bounces"       // key(addr) NUL u64 seq -> bounceRecord
	bucketGames        = "games"         // name -> opaque bytes
	bucketAccounts     = "accounts"      // key(addr) -> opaque bytes
	bucketPhases       = "phases"        // game NUL u64 seq -> opaque bytes
	bucketDeadlines    = "deadlines"     // u64 at ns, game -> empty
	bucketDeadlineOf   = "deadline_of"   // game -> u64 at ns
	bucketHeld         = "held"          // key(sender) NUL u64 seq -> heldRecord (since version 3)
	bucketHeldDue      = "held_due"      // u64 digestAt ns, key(sender) -> empty (since version 3)
	bucketPictures     = "pictures"      // SHA-256 -> picture bytes (since version 4)
	bucketPictureUses  = "picture_uses"  // SHA-256, u64 mail ID -> empty (since version 4)

	// Schema version 2 adds:
	bucketQuarantine    = "quarantine"     // mailbox NUL u32 uidvalidity u32 uid -> quarantineRecord
	bucketInboundFailed = "inbound_failed" // u64 inbound ID -> failedHandlingRecord

	metaSchemaVersion = "schemaVersion"
)

// schemaV1Buckets lists every bucket of schema version 1, sorted: what the
// migration from version 0 creates.
func schemaV1Buckets() []string {
	return []string{
		bucketAccounts, bucketAudit, bucketAuditGame, bucketBounces, bucketBudget,
		bucketDaemon, bucketDeadlineOf, bucketDeadlines, bucketFailed, bucketFailedAt,
		bucketGames, bucketInbound, bucketInboundHash, bucketInboundMsgID, bucketInboundOpen,
		bucketInboundRaw, bucketInboundUID, bucketMailData, bucketMeta, bucketOutbox,
		bucketOutboxDue, bucketPhases, bucketSent, bucketSentMsgID, bucketSentTo, bucketSync,
	}
}

// schemaV2Buckets lists the buckets schema version 2 adds, sorted.
func schemaV2Buckets() []string {
	return []string{bucketInboundFailed, bucketQuarantine}
}

// schemaV3Buckets lists the buckets schema version 3 adds, sorted: the
// answers held for a digest.
func schemaV3Buckets() []string {
	return []string{bucketHeld, bucketHeldDue}
}

// schemaV4Buckets lists the buckets schema version 4 adds, sorted: the
// pictures of mail, each stored once.
func schemaV4Buckets() []string {
	return []string{bucketPictureUses, bucketPictures}
}

// schemaBuckets lists every bucket of the current schema, so that Open can
// check a file.
func schemaBuckets() []string {
	return slices.Concat(schemaV1Buckets(), schemaV2Buckets(), schemaV3Buckets(), schemaV4Buckets())
}

// u64 encodes n big-endian so that byte order is numeric order.
func u64(n uint64) []byte {
	var b [8]byte
	binary.BigEndian.PutUint64(b[:], n)
	return b[:]
}

// readU64 decodes an 8-byte big-endian value.
func readU64(b []byte) (uint64, error) {
	if len(b) != 8 {
		return 0, fmt.Errorf("%w: want 8-byte integer, have %d bytes", ErrCorrupt, len(b))
	}
	return binary.BigEndian.Uint64(b), nil
}

// timeKey maps a time to an ordered 8-byte key: nanoseconds since 1970,
// with the zero time and anything before 1970 as 0 (sorts first, "now"),
// and anything past 2262 clamped to the largest value.
func timeKey(t time.Time) uint64 {
	if t.IsZero() || t.Before(time.Unix(0, 0)) {
		return 0
	}
	if t.After(time.Unix(0, math.MaxInt64)) {
		return math.MaxInt64
	}
	return uint64(t.UnixNano())
}

// keyTime is the inverse of timeKey (in UTC; 0 gives the zero time).
func keyTime(n uint64) time.Time {
	if n == 0 {
		return time.Time{}
	}
	return time.Unix(0, int64(n)).UTC()
}

// timeIDKey builds an index key that orders by time, then by ID.
func timeIDKey(t time.Time, id uint64) []byte {
	k := make([]byte, 16)
	binary.BigEndian.PutUint64(k[:8], timeKey(t))
	binary.BigEndian.PutUint64(k[8:], id)
	return k
}

// nameSeqKey builds name NUL u64(seq). The NUL makes "ab" and "abc" prefixes
// distinct, which is why names may not contain NUL.
func nameSeqKey(name string, seq uint64) []byte {
	k := make([]byte, 0, len(name)+9)
	k = append(k, name...)
	k = append(k, 0)
	return append(k, u64(seq)...)
}

// namePrefix is the common prefix of every nameSeqKey for name.
func namePrefix(name string) []byte {
	return append([]byte(name), 0)
}

// splitNameSeqKey is the inverse of nameSeqKey.
func splitNameSeqKey(k []byte) (string, uint64, error) {
	if len(k) < 9 || k[len(k)-9] != 0 {
		return "", 0, fmt.Errorf("%w: malformed composite key %q", ErrCorrupt, k)
	}
	name := k[:len(k)-9]
	if bytes.IndexByte(name, 0) >= 0 {
		return "", 0, fmt.Errorf("%w: malformed composite key %q", ErrCorrupt, k)
	}
	return string(name), binary.BigEndian.Uint64(k[len(k)-8:]), nil
}

// checkName rejects names that cannot be part of a key.
func checkName(what, name string) error {
	switch {
	case name == "":
		return fmt.Errorf("%w: empty %s", ErrInvalid, what)
	case strings.IndexByte(name, 0) >= 0:
		return fmt.Errorf("%w: %s %q contains NUL", ErrInvalid, what, name)
	case len(name) > 1024:
		return fmt.Errorf("%w: %s longer than 1024 bytes", ErrInvalid, what)
	}
	return nil
}

// normAddr is the key form of a mail address (mailaddr.Key): every
// bucket keyed by address uses it, so that the forms one mail program or
// another writes (case, full width, an internationalised domain in
// either form) reach one record.
func normAddr(addr string) string {
	return mailaddr.Key(addr)
}

// normMessageID trims space and the angle brackets of RFC 5322 §3.6.4, so
// "<a@b>" and "a@b" are the same key. Case is kept: the id is opaque.
func normMessageID(id string) string {
	id = strings.TrimSpace(id)
	id = strings.TrimPrefix(id, "<")
	return strings.TrimSuffix(id, ">")
}

// cloneBytes copies b so the caller can neither change what bbolt holds
// until commit nor see bbolt's memory after the transaction.
func cloneBytes(b []byte) []byte {
	if b == nil {
		return nil
	}
	return append(make([]byte, 0, len(b)), b...)
}

// getJSON decodes the value at key into v; it reports false if absent.
func getJSON(b *bolt.Bucket, key []byte, v any) (bool, error) {
	raw := b.Get(key)
	if raw == nil {
		return false, nil
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return false, fmt.Errorf("%w: key %q: %w", ErrCorrupt, key, err)
	}
	return true, nil
}

// putJSON encodes v as the value at key.
func putJSON(b *bolt.Bucket, key []byte, v any) error {
	raw, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("storage: encode: %w", err)
	}
	return b.Put(key, raw)
}

// decodeJSON decodes a value met while iterating a cursor.
func decodeJSON(key, raw []byte, v any) error {
	if err := json.Unmarshal(raw, v); err != nil {
		return fmt.Errorf("%w: key %q: %w", ErrCorrupt, key, err)
	}
	return nil
}
