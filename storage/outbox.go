package storage

import (
	"fmt"
	"time"
)

// Outgoing is one message to one recipient. A message for several people
// is enqueued once per recipient, so each delivery is retried on its own.
// Data is the complete RFC 5322 message, composed once at Enqueue, so its
// Message-ID stays the same across retries. Pictures, given to Enqueue,
// are the bytes of the pictures Data carries in base64: each is stored
// once however many mails carry it (pictures.go), and Data is put
// together again, byte for byte, when the mail is read.
//
// An outgoing message lives in exactly one of three places: the outbox
// (waiting, with NextAttempt), the sent log, or the failed list. Its ID
// stays the same in all three.
type Outgoing struct {
	ID        uint64
	MessageID string
	Kind      string // "reply", "report", "notice", …
	From      string
	To        string
	Data      []byte
	Pictures  [][]byte // only for Enqueue; empty when read
	Game      string
	InReplyTo uint64 // Inbound.ID that caused it, or 0

	CreatedAt   time.Time
	Attempts    int       // delivery attempts made (MarkRetry, MarkFailed and MarkSent each count one)
	NextAttempt time.Time // zero means due at once
	LastError   string
	SentAt      time.Time
	FailedAt    time.Time
}

// outgoingRecord is the JSON value in buckets "outbox", "sent" and
// "failed" (the ID is the key; Data lives in "mail_data").
type outgoingRecord struct {
	MessageID   string    `json:"messageId,omitempty"`
	Kind        string    `json:"kind,omitempty"`
	From        string    `json:"from,omitempty"`
	To          string    `json:"to"`
	Game        string    `json:"game,omitempty"`
	InReplyTo   uint64    `json:"inReplyTo,omitempty"`
	CreatedAt   time.Time `json:"createdAt,omitzero"`
	Attempts    int       `json:"attempts,omitempty"`
	NextAttempt time.Time `json:"nextAttempt,omitzero"`
	LastError   string    `json:"lastError,omitempty"`
	SentAt      time.Time `json:"sentAt,omitzero"`
	FailedAt    time.Time `json:"failedAt,omitzero"`
}

func recordOf(o Outgoing) outgoingRecord {
	return outgoingRecord{
		MessageID: o.MessageID, Kind: o.Kind, From: o.From, To: o.To, Game: o.Game,
		InReplyTo: o.InReplyTo, CreatedAt: o.CreatedAt, Attempts: o.Attempts,
		NextAttempt: o.NextAttempt, LastError: o.LastError, SentAt: o.SentAt, FailedAt: o.FailedAt,
	}
}

func (r outgoingRecord) outgoing(id uint64, data []byte) Outgoing {
	return Outgoing{
		ID: id, MessageID: r.MessageID, Kind: r.Kind, From: r.From, To: r.To, Data: data,
		Game: r.Game, InReplyTo: r.InReplyTo, CreatedAt: r.CreatedAt, Attempts: r.Attempts,
		NextAttempt: r.NextAttempt, LastError: r.LastError, SentAt: r.SentAt, FailedAt: r.FailedAt,
	}
}

// Enqueue puts a message in the outbox and returns its ID. Call it in the
// same Update as the state change that causes the message (the outbox
// pattern): then either both are stored or neither is.
func (tx *Tx) Enqueue(o Outgoing) (uint64, error) {
	if err := tx.writable(); err != nil {
		return 0, err
	}
	if o.To == "" || len(o.Data) == 0 {
		return 0, fmt.Errorf("%w: outgoing message needs a recipient and data", ErrInvalid)
	}
	outbox, err := tx.bucket(bucketOutbox)
	if err != nil {
		return 0, err
	}
	id, err := outbox.NextSequence()
	if err != nil {
		return 0, fmt.Errorf("storage: enqueue: %w", err)
	}
	if err := tx.putMailData(id, o.Data, o.Pictures); err != nil {
		return 0, fmt.Errorf("storage: enqueue: %w", err)
	}
	rec := recordOf(o)
	rec.Attempts, rec.LastError, rec.SentAt, rec.FailedAt = 0, "", time.Time{}, time.Time{}
	if err := tx.putWaiting(id, rec); err != nil {
		return 0, err
	}
	return id, nil
}

// putWaiting writes an outbox record and its "outbox_due" index entry.
func (tx *Tx) putWaiting(id uint64, rec outgoingRecord) error {
	outbox, err := tx.bucket(bucketOutbox)
	if err != nil {
		return err
	}
	due, err := tx.bucket(bucketOutboxDue)
	if err != nil {
		return err
	}
	if err := putJSON(outbox, u64(id), rec); err != nil {
		return fmt.Errorf("storage: outbox %d: %w", id, err)
	}
	if err := due.Put(dueKey(rec.lane(), rec.NextAttempt, id), []byte{}); err != nil {
		return fmt.Errorf("storage: outbox %d: %w", id, err)
	}
	return nil
}

// takeWaiting removes a message from the outbox and its index and returns
// its record; ErrNotFound if it is not waiting there.
func (tx *Tx) takeWaiting(id uint64) (outgoingRecord, error) {
	outbox, err := tx.bucket(bucketOutbox)
	if err != nil {
		return outgoingRecord{}, err
	}
	due, err := tx.bucket(bucketOutboxDue)
	if err != nil {
		return outgoingRecord{}, err
	}
	var rec outgoingRecord
	ok, err := getJSON(outbox, u64(id), &rec)
	if err != nil {
		return outgoingRecord{}, err
	}
	if !ok {
		return outgoingRecord{}, fmt.Errorf("%w: outgoing %d is not in the outbox", ErrNotFound, id)
	}
	if err := outbox.Delete(u64(id)); err != nil {
		return outgoingRecord{}, fmt.Errorf("storage: outbox %d: %w", id, err)
	}
	if err := due.Delete(dueKey(rec.lane(), rec.NextAttempt, id)); err != nil {
		return outgoingRecord{}, fmt.Errorf("storage: outbox %d: %w", id, err)
	}
	return rec, nil
}

// loadOutgoing reads a record from one of "outbox", "sent", "failed",
// with its data.
func (tx *Tx) loadOutgoing(bucket string, id uint64) (Outgoing, bool, error) {
	b, err := tx.bucket(bucket)
	if err != nil {
		return Outgoing{}, false, err
	}
	var rec outgoingRecord
	ok, err := getJSON(b, u64(id), &rec)
	if err != nil || !ok {
		return Outgoing{}, false, err
	}
	data, err := tx.mailData(id)
	if err != nil {
		return Outgoing{}, false, err
	}
	return rec.outgoing(id, data), true, nil
}

// DueOutgoing returns up to limit waiting messages whose NextAttempt is not
// after now: the answer lane first, then the bulk lane, each earliest
// NextAttempt first (ties by ID). limit <= 0 means all.
func (tx *Tx) DueOutgoing(now time.Time, limit int) ([]Outgoing, error) {
	due, err := tx.bucket(bucketOutboxDue)
	if err != nil {
		return nil, err
	}
	cutoff := timeKey(now)
	var out []Outgoing
	for _, lane := range []Lane{LaneAnswer, LaneBulk} {
		c := due.Cursor()
		for k, _ := c.Seek([]byte{byte(lane)}); k != nil && (limit <= 0 || len(out) < limit); k, _ = c.Next() {
			l, at, id, err := splitDueKey(k)
			if err != nil {
				return nil, err
			}
			if l != lane || at > cutoff {
				break
			}
			o, ok, err := tx.loadOutgoing(bucketOutbox, id)
			if err != nil {
				return nil, err
			}
			if !ok {
				return nil, fmt.Errorf("%w: outbox index names missing message %d", ErrCorrupt, id)
			}
			out = append(out, o)
		}
	}
	return out, nil
}

// splitTimeIDKey is the inverse of timeIDKey (time as its key value).
func splitTimeIDKey(k []byte) (uint64, uint64, error) {
	if len(k) != 16 {
		return 0, 0, fmt.Errorf("%w: malformed time index key %q", ErrCorrupt, k)
	}
	at, _ := readU64(k[:8])
	id, _ := readU64(k[8:])
	return at, id, nil
}

// NextOutgoingAt returns the earliest NextAttempt of any waiting message,
// so the sender knows how long it may sleep; ok is false when the outbox
// is empty. A zero time means a message is due at once.
func (tx *Tx) NextOutgoingAt() (time.Time, bool, error) {
	due, err := tx.bucket(bucketOutboxDue)
	if err != nil {
		return time.Time{}, false, err
	}
	outbox, err := tx.bucket(bucketOutbox)
	if err != nil {
		return time.Time{}, false, err
	}
	var first time.Time
	found := false
	for _, lane := range []Lane{LaneAnswer, LaneBulk} {
		k, _ := due.Cursor().Seek([]byte{byte(lane)})
		if k == nil {
			continue
		}
		l, _, id, err := splitDueKey(k)
		if err != nil {
			return time.Time{}, false, err
		}
		if l != lane {
			continue
		}
		// The record alone: the mail's bytes are not needed here.
		var rec outgoingRecord
		ok, err := getJSON(outbox, u64(id), &rec)
		if err != nil {
			return time.Time{}, false, err
		}
		if !ok {
			return time.Time{}, false, fmt.Errorf("%w: outbox index names missing message %d", ErrCorrupt, id)
		}
		if !found || rec.NextAttempt.Before(first) {
			first, found = rec.NextAttempt, true
		}
	}
	return first, found, nil
}

// KindSecret marks outgoing mail that carries a secret for its reader (a
// password the judge made): its text is deleted as soon as it is sent,
// keeping only the record.
const KindSecret = "secret"

// MarkSent moves a waiting message to the sent log, counting the attempt
// that delivered it, and indexes it by Message-ID and recipient.
func (tx *Tx) MarkSent(id uint64, at time.Time) error {
	if err := tx.writable(); err != nil {
		return err
	}
	rec, err := tx.takeWaiting(id)
	if err != nil {
		return err
	}
	rec.Attempts++
	rec.SentAt = at
	sent, err := tx.bucket(bucketSent)
	if err != nil {
		return err
	}
	if rec.Kind == KindSecret {
		if err := tx.dropMailData(id); err != nil {
			return fmt.Errorf("storage: sent %d: %w", id, err)
		}
	}
	if err := putJSON(sent, u64(id), rec); err != nil {
		return fmt.Errorf("storage: sent %d: %w", id, err)
	}
	if mid := normMessageID(rec.MessageID); mid != "" && len(mid) <= maxIndexedMessageID {
		byMsgID, err := tx.bucket(bucketSentMsgID)
		if err != nil {
			return err
		}
		if err := byMsgID.Put(nameSeqKey(mid, id), []byte{}); err != nil {
			return fmt.Errorf("storage: sent %d: %w", id, err)
		}
	}
	if addr := normAddr(rec.To); checkName("address", addr) == nil {
		byTo, err := tx.bucket(bucketSentTo)
		if err != nil {
			return err
		}
		if err := byTo.Put(nameSeqKey(addr, id), []byte{}); err != nil {
			return fmt.Errorf("storage: sent %d: %w", id, err)
		}
	}
	return nil
}

// MarkRetry counts a failed attempt and schedules the next one.
func (tx *Tx) MarkRetry(id uint64, next time.Time, errText string) error {
	if err := tx.writable(); err != nil {
		return err
	}
	rec, err := tx.takeWaiting(id)
	if err != nil {
		return err
	}
	rec.Attempts++
	rec.NextAttempt = next
	rec.LastError = errText
	return tx.putWaiting(id, rec)
}

// MarkFailed counts a final failed attempt and moves the message from the
// outbox to the failed list, where it stays until RequeueFailed.
func (tx *Tx) MarkFailed(id uint64, at time.Time, errText string) error {
	if err := tx.writable(); err != nil {
		return err
	}
	rec, err := tx.takeWaiting(id)
	if err != nil {
		return err
	}
	rec.Attempts++
	rec.FailedAt = at
	rec.LastError = errText
	failed, err := tx.bucket(bucketFailed)
	if err != nil {
		return err
	}
	failedAt, err := tx.bucket(bucketFailedAt)
	if err != nil {
		return err
	}
	if err := putJSON(failed, u64(id), rec); err != nil {
		return fmt.Errorf("storage: failed %d: %w", id, err)
	}
	if err := failedAt.Put(timeIDKey(at, id), []byte{}); err != nil {
		return fmt.Errorf("storage: failed %d: %w", id, err)
	}
	return nil
}

// RequeueFailed moves a failed message back into the outbox, due at next,
// keeping its Attempts and LastError (for an operator's "retry").
func (tx *Tx) RequeueFailed(id uint64, next time.Time) error {
	return tx.requeueFailed(id, next, false)
}

// requeueFailed moves failed message id back into the outbox, due at
// next, with its attempts started again from none when fresh.
func (tx *Tx) requeueFailed(id uint64, next time.Time, fresh bool) error {
	if err := tx.writable(); err != nil {
		return err
	}
	failed, err := tx.bucket(bucketFailed)
	if err != nil {
		return err
	}
	failedAt, err := tx.bucket(bucketFailedAt)
	if err != nil {
		return err
	}
	var rec outgoingRecord
	ok, err := getJSON(failed, u64(id), &rec)
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("%w: outgoing %d is not in the failed list", ErrNotFound, id)
	}
	if err := failed.Delete(u64(id)); err != nil {
		return fmt.Errorf("storage: requeue %d: %w", id, err)
	}
	if err := failedAt.Delete(timeIDKey(rec.FailedAt, id)); err != nil {
		return fmt.Errorf("storage: requeue %d: %w", id, err)
	}
	rec.FailedAt = time.Time{}
	rec.NextAttempt = next
	if fresh {
		rec.Attempts = 0
	}
	return tx.putWaiting(id, rec)
}

// FailedOutgoing returns up to limit failed messages, most recently
// failed first. limit <= 0 means all.
func (tx *Tx) FailedOutgoing(limit int) ([]Outgoing, error) {
	failedAt, err := tx.bucket(bucketFailedAt)
	if err != nil {
		return nil, err
	}
	var out []Outgoing
	c := failedAt.Cursor()
	for k, _ := c.Last(); k != nil && (limit <= 0 || len(out) < limit); k, _ = c.Prev() {
		_, id, err := splitTimeIDKey(k)
		if err != nil {
			return nil, err
		}
		o, ok, err := tx.loadOutgoing(bucketFailed, id)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, fmt.Errorf("%w: failed index names missing message %d", ErrCorrupt, id)
		}
		out = append(out, o)
	}
	return out, nil
}

// ResendFailed puts a failed message back in the outbox, due at next, as
// new: its attempts start again from none (an operator's resend after
// the cause was mended), so a passing refusal gets the whole back-off
// again rather than failing the message at once. Its last error stays
// until the next attempt.
func (tx *Tx) ResendFailed(id uint64, next time.Time) error {
	return tx.requeueFailed(id, next, true)
}
