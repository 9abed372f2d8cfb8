package mailio

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/emersion/go-imap/v2"
)

// errRetryMessage marks a scan that stopped at a message which failed
// fewer than MaxAttempts times: the source tries it again after RetryWait
// rather than at the next rescan.
var errRetryMessage = errors.New("imap: will try the message again")

// failed counts one failed attempt at uid and, at MaxAttempts, sets the
// message aside (setAside); gaveUp then tells the scan to go on with the
// next message. An error means the attempt could not even be counted,
// or the connection broke.
func (s *Source) failed(ctx context.Context, ic *imapConn, validity, uid uint32, reason string) (gaveUp bool, err error) {
	attempts, err := s.store.MessageFailed(s.opts.Mailbox, validity, uid, reason, time.Now())
	if err != nil {
		return false, storeError{fmt.Errorf("imap: count the failed attempt at UID %d of %s: %w", uid, s.opts.Mailbox, err)}
	}
	if attempts < s.opts.MaxAttempts {
		s.log.Warn("could not take a message in; trying it again soon", "uid", uid, "attempt", attempts, "of", s.opts.MaxAttempts, "reason", reason, "wait", s.opts.RetryWait)
		return false, nil
	}
	return true, s.setAside(ctx, ic, validity, uid, reason, attempts)
}

// setAside gives up on a message: it is moved to QuarantineFolder
// (created when missing), or, when there is none or the server cannot
// move it, left where it is and skipped. Either way the store remembers
// it with the reason.
func (s *Source) setAside(ctx context.Context, ic *imapConn, validity, uid uint32, reason string, attempts int) error {
	folder := s.opts.QuarantineFolder
	if folder != "" {
		err := ic.ensureFolder(ctx, folder)
		if err == nil {
			err = ic.moveTo(ctx, uid, folder)
		}
		var refused *imap.Error
		switch {
		case err == nil:
		case errors.As(err, &refused):
			s.log.Error("the server would not move the message to quarantine; skipping it where it is", "uid", uid, "folder", folder, "err", err)
			folder = ""
		default:
			return err // the connection broke: the next session tries again
		}
	}
	if err := s.store.SetAside(s.opts.Mailbox, validity, uid, folder, reason, time.Now()); err != nil {
		return storeError{fmt.Errorf("imap: set UID %d of %s aside: %w", uid, s.opts.Mailbox, err)}
	}
	delete(s.doomed, uid)
	s.log.Error("gave up on a message after repeated failures; set aside, going on with the next", "uid", uid, "attempts", attempts, "folder", folder, "reason", reason)
	return nil
}

// fetchFailed handles a FETCH that broke the connection (a server that
// crashes or hangs on one message does that, on every attempt). The first
// time, the next sessions fetch one message at a time; when a single
// message breaks it, that counts as a failed attempt at it, and at
// MaxAttempts the next session sets it aside without fetching it.
//
// The returned error is err, marked with errRetryMessage when the source
// is closing in on a bad message, so that it reconnects without growing
// its back-off.
func (s *Source) fetchFailed(ctx context.Context, validity uint32, batch []uint32, err error) error {
	var refused *imap.Error
	if ctx.Err() != nil || errors.As(err, &refused) {
		return err
	}
	if !s.single {
		s.single = true
		s.log.Warn("the connection broke during a FETCH; fetching one message at a time to find the cause", "err", err)
		return fmt.Errorf("%w (%w)", err, errRetryMessage)
	}
	uid := batch[0]
	reason := "the connection broke while the server sent it: " + err.Error()
	attempts, serr := s.store.MessageFailed(s.opts.Mailbox, validity, uid, reason, time.Now())
	switch {
	case serr != nil:
		s.log.Error("could not count a failed attempt", "uid", uid, "err", serr)
		return err
	case attempts >= s.opts.MaxAttempts:
		s.doomed[uid] = doomed{reason: reason, attempts: attempts}
	default:
		s.log.Warn("could not fetch a message; trying it again", "uid", uid, "attempt", attempts, "of", s.opts.MaxAttempts, "reason", reason)
	}
	return fmt.Errorf("%w (%w)", err, errRetryMessage)
}

// doomed is a message to set aside, unfetched, in the next session.
type doomed struct {
	reason   string
	attempts int
}

// moveTo moves one message to folder with UID MOVE (RFC 6851).
func (ic *imapConn) moveTo(ctx context.Context, uid uint32, folder string) error {
	return ic.guard(ctx, "UID MOVE "+folder, func() error {
		_, err := ic.c.Move(imap.UIDSetNum(imap.UID(uid)), folder).Wait()
		return err
	})
}

// fetchEach is fetch that survives a server refusing one message: when
// the batch FETCH is answered NO or BAD, each UID is fetched alone, and a
// UID the server still refuses comes back with err set instead of raw.
// Connection failures are returned as errors.
func (ic *imapConn) fetchEach(ctx context.Context, uids []uint32, maxSize int64) ([]fetchedMessage, error) {
	msgs, err := ic.fetch(ctx, uids, maxSize)
	var refused *imap.Error
	if err == nil || !errors.As(err, &refused) {
		return msgs, err
	}
	msgs = msgs[:0]
	for _, uid := range uids {
		one, err := ic.fetch(ctx, []uint32{uid}, maxSize)
		switch {
		case errors.As(err, &refused):
			msgs = append(msgs, fetchedMessage{uid: uid, err: err})
		case err != nil:
			return nil, err
		default:
			msgs = append(msgs, one...)
		}
	}
	return msgs, nil
}
