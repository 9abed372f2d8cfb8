package mailio

import (
	"context"
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
		if err := s.store.SaveSync(mailbox, validity, 0); err != nil {
			return 0, storeError{fmt.Errorf("imap: save sync state of %s: %w", mailbox, err)}
		}
	}
	uids, err := ic.uidsAbove(ctx, last)
	if err != nil {
		return 0, err
	}
	delivered := 0
	for start := 0; start < len(uids); start += fetchBatch {
		batch := uids[start:min(start+fetchBatch, len(uids))]
		msgs, err := ic.fetch(ctx, batch, s.opts.MaxMessageSize)
		if err != nil {
			return delivered, err
		}
		done, deliverErr := s.deliverAll(ctx, validity, msgs)
		if len(done) > 0 {
			if err := ic.markProcessed(ctx, done, s.opts.ProcessedFolder); err != nil {
				return delivered, err
			}
			if err := s.store.SaveSync(mailbox, validity, done[len(done)-1]); err != nil {
				return delivered, storeError{fmt.Errorf("imap: save sync state of %s: %w", mailbox, err)}
			}
			delivered += len(done)
		}
		if deliverErr != nil {
			return delivered, deliverErr
		}
	}
	return delivered, nil
}

// deliverAll hands msgs to the store in order and stops at the first
// refusal, returning the UIDs that were recorded.
func (s *Source) deliverAll(ctx context.Context, validity uint32, msgs []fetchedMessage) ([]uint32, error) {
	var done []uint32
	for _, m := range msgs {
		if err := ctx.Err(); err != nil {
			return done, err
		}
		f := Fetched{
			Mailbox:     s.opts.Mailbox,
			UIDValidity: validity,
			UID:         m.uid,
			Size:        m.size,
			Raw:         m.raw,
			Truncated:   s.opts.MaxMessageSize > 0 && m.size > s.opts.MaxMessageSize,
		}
		if err := s.store.Deliver(ctx, f); err != nil {
			return done, storeError{fmt.Errorf("imap: deliver UID %d of %s: %w", m.uid, s.opts.Mailbox, err)}
		}
		done = append(done, m.uid)
	}
	return done, nil
}
