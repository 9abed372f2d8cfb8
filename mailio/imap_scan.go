package mailio

import (
	"context"
	"errors"
	"fmt"
)

// scan delivers every message above the stored last UID, oldest first, and
// returns how many it delivered. The order of effects is what makes a crash
// harmless: Deliver (durable) first, then \Seen / MOVE on the server, then
// SaveSync. A crash after Deliver re-fetches the message on restart, and
// Deliver recognises it, so no second reply is sent. Flags are never used
// to skip messages: a person may have read the judge's mailbox.
func (s *Source) scan(ctx context.Context, ic *imapConn) (int, error) {
	mailbox := s.opts.Mailbox
	validity, err := ic.selectMailbox(ctx, mailbox)
	if err != nil {
		return 0, err
	}
	storedValidity, last, err := s.store.LoadSync(mailbox)
	if err != nil {
		return 0, storeError{fmt.Errorf("imap: load sync state of %s: %w", mailbox, err)}
	}
	if storedValidity != validity {
		// RFC 3501 section 2.3.1.1: a new UIDVALIDITY means old UIDs mean
		// nothing now. Rescan from the start; Deliver deduplicates.
		if storedValidity != 0 {
			s.log.Warn("UIDVALIDITY changed; rescanning the whole mailbox", "old", storedValidity, "new", validity)
		}
		last = 0
		clear(s.doomed) // their UIDs name other messages now
		if err := s.store.SaveSync(mailbox, validity, 0); err != nil {
			return 0, storeError{fmt.Errorf("imap: save sync state of %s: %w", mailbox, err)}
		}
	}
	uids, err := ic.uidsAbove(ctx, last)
	if err != nil {
		return 0, err
	}
	delivered := 0
	for start := 0; start < len(uids); {
		size := fetchBatch
		if s.single {
			size = 1
		}
		batch := uids[start:min(start+size, len(uids))]
		start += len(batch)
		if d, ok := s.doomed[batch[0]]; ok && len(batch) == 1 {
			if err := s.setAside(ctx, ic, validity, batch[0], d.reason, d.attempts); err != nil {
				return delivered, err
			}
			if err := s.store.SaveSync(mailbox, validity, batch[0]); err != nil {
				return delivered, storeError{fmt.Errorf("imap: save sync state of %s: %w", mailbox, err)}
			}
			continue
		}
		msgs, err := ic.fetchEach(ctx, batch, s.opts.MaxMessageSize)
		if err != nil {
			return delivered, s.fetchFailed(ctx, validity, batch, err)
		}
		n, err := s.takeBatch(ctx, ic, validity, msgs)
		delivered += n
		if err != nil {
			return delivered, err
		}
	}
	s.single = false // every message came: batches are safe again
	return delivered, nil
}

// takeBatch hands msgs to the store in order. A message that cannot be
// fetched or recorded is counted (Store.MessageFailed); below
// MaxAttempts the batch stops there, so that later mail keeps its order,
// and the source tries again after RetryWait; at MaxAttempts the message
// is set aside and the batch goes on. Recorded messages are then flagged
// or moved, and the sync position saved past everything dealt with.
func (s *Source) takeBatch(ctx context.Context, ic *imapConn, validity uint32, msgs []fetchedMessage) (int, error) {
	var done []uint32
	var last uint32 // every UID up to here is recorded or set aside
	flush := func() error {
		if len(done) > 0 {
			if err := ic.markProcessed(ctx, done, s.opts.ProcessedFolder); err != nil {
				return err
			}
		}
		if last == 0 {
			return nil
		}
		if err := s.store.SaveSync(s.opts.Mailbox, validity, last); err != nil {
			return storeError{fmt.Errorf("imap: save sync state of %s: %w", s.opts.Mailbox, err)}
		}
		return nil
	}
	// stop ends the batch with err, after saving what was done; a failure
	// to save wins, since it is the more serious.
	stop := func(err error) (int, error) {
		if ferr := flush(); ferr != nil {
			return len(done), ferr
		}
		return len(done), err
	}
	for _, m := range msgs {
		if err := ctx.Err(); err != nil {
			return stop(err)
		}
		failure, err := s.take(ctx, validity, m)
		if err != nil {
			return stop(err)
		}
		if failure != nil {
			gaveUp, err := s.failed(ctx, ic, validity, m.uid, failure.Error())
			if err == nil && !gaveUp {
				err = storeError{fmt.Errorf("imap: UID %d of %s: %w; %w", m.uid, s.opts.Mailbox, failure, errRetryMessage)}
			}
			if err != nil {
				return stop(err)
			}
		} else {
			done = append(done, m.uid)
		}
		last = m.uid
	}
	return len(done), flush()
}

// take delivers one fetched message. It returns why the message could
// not be taken in (failure, nil when it was), or an error when the fault
// is not the message's (shutdown, ErrTryLater), which stops the scan
// without counting an attempt.
func (s *Source) take(ctx context.Context, validity uint32, m fetchedMessage) (failure, err error) {
	switch {
	case m.err != nil:
		return fmt.Errorf("the server would not send it: %w", m.err), nil
	case len(m.raw) == 0:
		return fmt.Errorf("the server sent it without content (RFC822.SIZE %d)", m.size), nil
	}
	f := Fetched{
		Mailbox:     s.opts.Mailbox,
		UIDValidity: validity,
		UID:         m.uid,
		Size:        m.size,
		Raw:         m.raw,
		Truncated:   s.opts.MaxMessageSize > 0 && m.size > s.opts.MaxMessageSize,
	}
	err = s.store.Deliver(ctx, f)
	switch {
	case err == nil:
		return nil, nil
	case ctx.Err() != nil:
		return nil, ctx.Err()
	case errors.Is(err, ErrTryLater):
		return nil, storeError{fmt.Errorf("imap: deliver UID %d of %s: %w", m.uid, s.opts.Mailbox, err)}
	}
	return fmt.Errorf("storage refused it: %w", err), nil
}
