package main

import (
	"context"
	"errors"
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
}

var errLoopStopped = errors.New("judge loop stopped")

func (s *storeAdapter) Deliver(ctx context.Context, m mailio.Fetched) error {
	done := make(chan error, 1)
	ev := judge.Arrival{
		Key: storage.InboundKey{Mailbox: m.Mailbox, UIDValidity: m.UIDValidity, UID: m.UID},
		Raw: m.Raw, Size: m.Size, Truncated: m.Truncated, Done: done,
	}
	select {
	case s.events <- ev:
	case <-ctx.Done():
		return ctx.Err()
	case <-s.loopDone:
		return errLoopStopped
	}
	select {
	case err := <-done:
		if err == nil {
			s.crash("after-record")
		}
		return err
	case <-s.loopDone:
		return errLoopStopped
	}
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

func (o *outboxAdapter) Failed(id uint64, at time.Time, errText string) error {
	return o.db.Update(func(tx *storage.Tx) error { return tx.MarkFailed(id, at, errText) })
}
