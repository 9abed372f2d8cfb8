package storage

import (
	"fmt"
	"time"
)

// AuditEntry is one line of the append-only audit log: who did what, to
// which game, when. Game is "" for actions outside any game.
type AuditEntry struct {
	At     time.Time
	Actor  string
	Game   string
	Action string
	Detail string
}

// auditRecord is the JSON value in bucket "audit" (a sequence is the key).
type auditRecord struct {
	At     time.Time `json:"at,omitzero"`
	Actor  string    `json:"actor,omitempty"`
	Game   string    `json:"game,omitempty"`
	Action string    `json:"action"`
	Detail string    `json:"detail,omitempty"`
}

// Audit appends an entry. Entries are never changed or removed.
func (tx *Tx) Audit(e AuditEntry) error {
	if err := tx.writable(); err != nil {
		return err
	}
	if e.Action == "" {
		return fmt.Errorf("%w: audit entry without action", ErrInvalid)
	}
	if e.Game != "" {
		if err := checkName("game", e.Game); err != nil {
			return err
		}
	}
	log, err := tx.bucket(bucketAudit)
	if err != nil {
		return err
	}
	seq, err := log.NextSequence()
	if err != nil {
		return fmt.Errorf("storage: audit: %w", err)
	}
	rec := auditRecord(e)
	if err := putJSON(log, u64(seq), rec); err != nil {
		return fmt.Errorf("storage: audit: %w", err)
	}
	if e.Game != "" {
		byGame, err := tx.bucket(bucketAuditGame)
		if err != nil {
			return err
		}
		if err := byGame.Put(nameSeqKey(e.Game, seq), []byte{}); err != nil {
			return fmt.Errorf("storage: audit: %w", err)
		}
	}
	return nil
}

// AuditLog returns up to limit entries, newest (last appended) first; for
// one game, or for everything when game is "". limit <= 0 means all.
func (tx *Tx) AuditLog(game string, limit int) ([]AuditEntry, error) {
	log, err := tx.bucket(bucketAudit)
	if err != nil {
		return nil, err
	}
	var out []AuditEntry
	add := func(key, raw []byte) (bool, error) {
		var rec auditRecord
		if err := decodeJSON(key, raw, &rec); err != nil {
			return false, err
		}
		out = append(out, AuditEntry(rec))
		return limit <= 0 || len(out) < limit, nil
	}
	if game == "" {
		c := log.Cursor()
		for k, v := c.Last(); k != nil; k, v = c.Prev() {
			if more, err := add(k, v); err != nil || !more {
				return out, err
			}
		}
		return out, nil
	}
	if checkName("game", game) != nil {
		return nil, nil
	}
	byGame, err := tx.bucket(bucketAuditGame)
	if err != nil {
		return nil, err
	}
	err = eachWithPrefixReverse(byGame, namePrefix(game), func(k []byte) (bool, error) {
		_, seq, err := splitNameSeqKey(k)
		if err != nil {
			return false, err
		}
		raw := log.Get(u64(seq))
		if raw == nil {
			return false, fmt.Errorf("%w: audit index names missing entry %d", ErrCorrupt, seq)
		}
		return add(u64(seq), raw)
	})
	return out, err
}
