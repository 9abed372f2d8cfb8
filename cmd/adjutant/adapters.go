package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"adjutant/judge"
	"adjutant/mailio"
	"adjutant/storage"
)

// storeAdapter gives the mail source what it needs from storage. New mail is
// recorded by the judge's loop (the single writer of inbox state); Deliver
// returns only once that commit is done, which is the moment the source may
// flag or move the message on the server.
type storeAdapter struct {
	db       *storage.DB
	events   chan<- judge.Event
	loopDone <-chan struct{}
	crash    func(string)
	log      *slog.Logger
	// read: the judge was last told that the mailbox was read through
	// (judge.MailboxRead), not that it cannot be or that a scan is taking
	// in new mail (judge.MailboxUnreadable); the deadlines due wait for it
	// to be read. Only the source's goroutine touches it.
	read bool
}

var errLoopStopped = errors.New("judge loop stopped")

func (s *storeAdapter) Deliver(ctx context.Context, m mailio.Fetched) error {
	if s.read {
		// A scan is taking in new mail: until it is through, the mail
		// behind this one waits unread, and so does a deadline that
		// comes meanwhile (a flood ahead of orders sent in time).
		if err := s.tell(ctx, judge.MailboxUnreadable{}); err != nil {
			return err
		}
		s.read = false
	}
	done := make(chan error, 1)
	ev := judge.Arrival{
		Key: storage.InboundKey{Mailbox: m.Mailbox, UIDValidity: m.UIDValidity, UID: m.UID},
		Raw: m.Raw, Size: m.Size, Truncated: m.Truncated, Done: done,
	}
	if err := s.tell(ctx, ev); err != nil {
		return err
	}
	select {
	case err := <-done:
		if errors.Is(err, storage.ErrWriteFailed) {
			// A full or read-only disk: no fault of the message, which
			// stays where it is, uncounted, for the next scan.
			return fmt.Errorf("%w: %w", mailio.ErrTryLater, err)
		}
		if err != nil {
			return err
		}
		s.crash("after-record")
		s.clearFailures(ev.Key)
		return nil
	case <-s.loopDone:
		return fmt.Errorf("%w: %w", mailio.ErrTryLater, errLoopStopped)
	}
}

// clearFailures forgets failed attempts at a message that was recorded
// after all (the failure was passing), so status does not count it.
func (s *storeAdapter) clearFailures(key storage.InboundKey) {
	var known bool
	_ = s.db.View(func(tx *storage.Tx) error {
		_, known, _ = tx.QuarantineEntry(key)
		return nil
	})
	if !known {
		return
	}
	if err := s.db.Update(func(tx *storage.Tx) error { return tx.ClearMailFailures(key) }); err != nil {
		s.log.Error("forgetting failed attempts", "uid", key.UID, "err", err)
	}
}

func (s *storeAdapter) MessageFailed(mailbox string, uidValidity, uid uint32, reason string, at time.Time) (int, error) {
	var q storage.Quarantined
	err := s.db.Update(func(tx *storage.Tx) error {
		var err error
		q, err = tx.MailFailed(storage.InboundKey{Mailbox: mailbox, UIDValidity: uidValidity, UID: uid}, reason, at)
		return err
	})
	return q.Attempts, err
}

func (s *storeAdapter) SetAside(mailbox string, uidValidity, uid uint32, folder, reason string, at time.Time) error {
	return s.db.Update(func(tx *storage.Tx) error {
		key := storage.InboundKey{Mailbox: mailbox, UIDValidity: uidValidity, UID: uid}
		if err := tx.SetAside(key, folder, at); err != nil {
			return err
		}
		where := "skipped in " + mailbox
		if folder != "" {
			where = "moved to " + folder
		}
		return tx.Audit(storage.AuditEntry{At: at, Actor: "mail reader", Action: "quarantine",
			Detail: fmt.Sprintf("UID %d of %s (UIDVALIDITY %d) %s: %s", uid, mailbox, uidValidity, where, reason)})
	})
}

func (s *storeAdapter) LoadSync(mailbox string) (uint32, uint32, error) {
	var st storage.SyncState
	err := s.db.View(func(tx *storage.Tx) error {
		var err error
		st, err = tx.SyncState(mailbox)
		return err
	})
	return st.UIDValidity, st.LastUID, err
}

func (s *storeAdapter) SaveSync(mailbox string, uidValidity, lastUID uint32) error {
	s.crash("after-flag")
	return s.db.Update(func(tx *storage.Tx) error {
		st, err := tx.SyncState(mailbox)
		if err != nil {
			return err
		}
		st.UIDValidity, st.LastUID = uidValidity, lastUID
		return tx.PutSyncState(st)
	})
}

func (s *storeAdapter) Polled(mailbox string, at time.Time, pollErr error) {
	err := s.db.Update(func(tx *storage.Tx) error {
		st, err := tx.SyncState(mailbox)
		if err != nil {
			return err
		}
		st.LastPoll = at
		if pollErr != nil {
			st.LastError, st.LastErrorAt = pollErr.Error(), at
		}
		return tx.PutSyncState(st)
	})
	if err != nil {
		s.log.Error("recording poll", "err", err)
	}
	if read := pollErr == nil; read != s.read {
		var ev judge.Event = judge.MailboxUnreadable{}
		if read {
			ev = judge.MailboxRead{}
		}
		if s.tell(context.Background(), ev) == nil {
			s.read = read
		}
	}
}

// tell passes ev to the judge's loop.
func (s *storeAdapter) tell(ctx context.Context, ev judge.Event) error {
	select {
	case s.events <- ev:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	case <-s.loopDone:
		return fmt.Errorf("%w: %w", mailio.ErrTryLater, errLoopStopped)
	}
}

// outboxAdapter lets the sender drain the storage outbox. It only changes
// delivery state of queued mail, never game or inbox state, so it writes
// directly rather than through the judge's loop.
type outboxAdapter struct {
	db    *storage.DB
	crash func(string)
	verp  bool // envelope senders carry the outbox ID (judge.verp)
}

func (o *outboxAdapter) Due(now time.Time, limit int) ([]mailio.Queued, error) {
	var out []mailio.Queued
	err := o.db.View(func(tx *storage.Tx) error {
		due, err := tx.DueOutgoing(now, limit)
		for _, d := range due {
			from := d.From
			if o.verp {
				from = judge.VERPAddress(d.From, d.ID)
			}
			out = append(out, mailio.Queued{ID: d.ID, From: from, To: d.To, Data: d.Data, Attempts: d.Attempts})
		}
		return err
	})
	return out, err
}

func (o *outboxAdapter) NextAt() (t time.Time, ok bool, err error) {
	err = o.db.View(func(tx *storage.Tx) error {
		t, ok, err = tx.NextOutgoingAt()
		return err
	})
	return t, ok, err
}

func (o *outboxAdapter) Sent(id uint64, at time.Time) error {
	o.crash("after-send")
	return o.db.Update(func(tx *storage.Tx) error { return tx.MarkSent(id, at) })
}

func (o *outboxAdapter) Retry(id uint64, next time.Time, errText string) error {
	return o.db.Update(func(tx *storage.Tx) error { return tx.MarkRetry(id, next, errText) })
}

// ServerState records for `adjutant status` that the SMTP server is down
// (err) or back (nil).
func (o *outboxAdapter) ServerState(at time.Time, tries int, err error) error {
	return o.db.Update(func(tx *storage.Tx) error {
		if err == nil {
			return tx.PutSMTPState(storage.SMTPState{})
		}
		st, rerr := tx.SMTPState()
		if rerr != nil {
			return rerr
		}
		if st.Since.IsZero() || tries == 1 {
			st.Since = at
		}
		st.Error, st.LastTry, st.Tries = err.Error(), at, tries
		return tx.PutSMTPState(st)
	})
}

func (o *outboxAdapter) Failed(id uint64, at time.Time, errText string) error {
	return o.db.Update(func(tx *storage.Tx) error { return tx.MarkFailed(id, at, errText) })
}
