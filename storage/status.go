package storage

import (
	"fmt"
	"time"
)

// recentFailures is how many failed messages Status lists.
const recentFailures = 10

// Status is a snapshot for `adjutant status`: queue depths, mail sync,
// trouble, and what the scheduler will do next.
type Status struct {
	SchemaVersion int

	PendingInbound int // recorded but not finished
	Inbound        int // recorded in total
	Outbox         int // waiting to be sent
	Failed         int
	Sent           int
	// HeldAnswers are answers past a sender's reply budget waiting for
	// their digest, to HeldFor senders.
	HeldAnswers, HeldFor int
	// Pictures is how many distinct pictures of mail are stored, each once
	// for every waiting, failed and kept sent mail that carries it.
	Pictures int

	OldestOutbox    time.Time // CreatedAt of the oldest waiting message; zero if none
	NextOutgoing    time.Time // earliest NextAttempt; meaningful if HasNextOutgoing
	HasNextOutgoing bool

	Sync           []SyncState // every mailbox, sorted by name (last poll, last error)
	SMTP           SMTPState   // the SMTP server, when the sender last found it down
	RecentFailures []Outgoing  // newest first, at most 10, without Data
	// Retrying counts the waiting mail the server refused for a while
	// (4xx), to be tried again; RecentRetrying lists it, oldest first, at
	// most 10, without Data, each with its attempts and the server's words.
	Retrying       int
	RecentRetrying []Outgoing
	Bouncing       []string // addresses with bounces, sorted

	// Mail the reader set aside after repeated failures (moved to the
	// quarantine folder or skipped), mail it is still retrying, and
	// recorded mail whose handling failed; the Recent lists are newest
	// first, at most 10 each.
	Quarantined       int
	QuarantineRetries int
	HandlingFailed    int
	RecentQuarantine  []Quarantined
	RecentFailedMail  []FailedHandling

	Games           int
	Accounts        int
	NextDeadline    GameDeadline // meaningful if HasNextDeadline
	HasNextDeadline bool
}

// Status reads a consistent snapshot of the numbers `adjutant status`
// shows. Counting walks each bucket, which is cheap at judge scale.
func (db *DB) Status() (Status, error) {
	var s Status
	err := db.View(func(tx *Tx) error {
		var err error
		if s.SchemaVersion, err = readSchemaVersion(tx.tx); err != nil {
			return err
		}
		counts := []struct {
			bucket string
			n      *int
		}{
			{bucketInboundOpen, &s.PendingInbound}, {bucketInbound, &s.Inbound},
			{bucketOutbox, &s.Outbox}, {bucketFailed, &s.Failed}, {bucketSent, &s.Sent},
			{bucketGames, &s.Games}, {bucketAccounts, &s.Accounts},
			{bucketHeld, &s.HeldAnswers}, {bucketHeldDue, &s.HeldFor},
			{bucketPictures, &s.Pictures},
		}
		for _, c := range counts {
			b, err := tx.bucket(c.bucket)
			if err != nil {
				return err
			}
			*c.n = b.Stats().KeyN
		}
		if s.OldestOutbox, err = tx.oldestWaiting(); err != nil {
			return err
		}
		if s.NextOutgoing, s.HasNextOutgoing, err = tx.NextOutgoingAt(); err != nil {
			return err
		}
		if s.Sync, err = tx.SyncStates(); err != nil {
			return err
		}
		if s.SMTP, err = tx.SMTPState(); err != nil {
			return err
		}
		if s.RecentFailures, err = tx.FailedOutgoing(recentFailures); err != nil {
			return err
		}
		for i := range s.RecentFailures {
			s.RecentFailures[i].Data = nil
		}
		if s.Retrying, s.RecentRetrying, err = tx.retryingOutgoing(recentFailures); err != nil {
			return err
		}
		if s.Bouncing, err = tx.BouncingAddresses(); err != nil {
			return err
		}
		if err := s.readQuarantine(tx); err != nil {
			return err
		}
		s.NextDeadline.Game, s.NextDeadline.At, s.HasNextDeadline, err = tx.NextDeadline()
		return err
	})
	if err != nil {
		return Status{}, fmt.Errorf("storage: status: %w", err)
	}
	return s, nil
}

// oldestWaiting is the CreatedAt of the lowest-ID (first enqueued) message
// still in the outbox.
func (tx *Tx) oldestWaiting() (time.Time, error) {
	outbox, err := tx.bucket(bucketOutbox)
	if err != nil {
		return time.Time{}, err
	}
	k, v := outbox.Cursor().First()
	if k == nil {
		return time.Time{}, nil
	}
	var rec outgoingRecord
	if err := decodeJSON(k, v, &rec); err != nil {
		return time.Time{}, err
	}
	return rec.CreatedAt, nil
}

// retryingOutgoing counts the waiting messages with a failed attempt
// (the server refused them for a while) and lists the first limit of
// them, oldest first, without their text.
func (tx *Tx) retryingOutgoing(limit int) (int, []Outgoing, error) {
	outbox, err := tx.bucket(bucketOutbox)
	if err != nil {
		return 0, nil, err
	}
	n := 0
	var out []Outgoing
	err = outbox.ForEach(func(k, v []byte) error {
		var rec outgoingRecord
		if err := decodeJSON(k, v, &rec); err != nil {
			return err
		}
		if rec.Attempts == 0 {
			return nil
		}
		n++
		if len(out) < limit {
			id, err := readU64(k)
			if err != nil {
				return err
			}
			out = append(out, rec.outgoing(id, nil))
		}
		return nil
	})
	return n, out, err
}

// readQuarantine fills the quarantine counts and lists.
func (s *Status) readQuarantine(tx *Tx) error {
	entries, err := tx.QuarantineEntries()
	if err != nil {
		return err
	}
	for _, e := range entries {
		if e.SetAside {
			s.Quarantined++
			if len(s.RecentQuarantine) < recentFailures {
				s.RecentQuarantine = append(s.RecentQuarantine, e)
			}
		} else {
			s.QuarantineRetries++
		}
	}
	failed, err := tx.FailedHandlings()
	if err != nil {
		return err
	}
	s.HandlingFailed = len(failed)
	s.RecentFailedMail = failed[:min(len(failed), recentFailures)]
	return nil
}
