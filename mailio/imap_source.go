package mailio

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"strings"
	"time"

	"github.com/emersion/go-imap/v2"
)

// Fetched is one message read from the IMAP server, handed to Store.Deliver.
type Fetched struct {
	Mailbox     string
	UIDValidity uint32
	UID         uint32
	Size        int64  // RFC822.SIZE as the server reports it
	Raw         []byte // the RFC 5322 message, or its first MaxMessageSize bytes
	Truncated   bool   // Raw is only a prefix: Size > MaxMessageSize
}

// Store is what the source needs from durable storage (the lead adapts
// package storage to it).
type Store interface {
	// Deliver records the message durably (or recognises it as already
	// recorded, by Message-ID and body hash) and returns nil; only then does
	// the source flag/move it. An error leaves the message untouched on the
	// server, and the scan stops there so that later messages keep their
	// order. Unless the error wraps ErrTryLater it counts as a failed
	// attempt at the message (MessageFailed), tried again after RetryWait
	// and set aside after MaxAttempts.
	Deliver(ctx context.Context, m Fetched) error
	// MessageFailed durably counts one failed attempt to fetch or record
	// a message and returns the number of failed attempts so far.
	MessageFailed(mailbox string, uidValidity, uid uint32, reason string, at time.Time) (attempts int, err error)
	// SetAside records that the source gave up on a message: it was moved
	// to folder, or skipped where it is when folder is "".
	SetAside(mailbox string, uidValidity, uid uint32, folder, reason string, at time.Time) error
	// LoadSync returns the stored position in mailbox, zeros when none.
	LoadSync(mailbox string) (uidValidity, lastUID uint32, err error)
	// SaveSync stores the position after the messages up to lastUID were
	// delivered and flagged.
	SaveSync(mailbox string, uidValidity, lastUID uint32) error
	// Polled is told after every scan (err nil on success) and when the
	// connection fails between scans, for `adjutant status`.
	Polled(mailbox string, at time.Time, err error)
}

// Source reads new mail from one IMAP mailbox and hands it to a Store.
// Create it with NewSource and run it with Run; it is safe to call Poke from
// any goroutine.
type Source struct {
	opts  IMAPOptions
	store Store
	log   *slog.Logger
	poke  chan struct{}

	// Kept by the session goroutine only, across reconnects: fetch one
	// message at a time (a FETCH broke the connection), and the messages
	// to set aside without fetching them (fetchFailed).
	single bool
	doomed map[uint32]doomed
}

// NewSource returns a Source for opts (zero fields take their defaults).
func NewSource(opts IMAPOptions, store Store) *Source {
	opts = opts.withDefaults()
	return &Source{
		opts:   opts,
		store:  store,
		log:    opts.Logger.With("mailbox", opts.Mailbox),
		poke:   make(chan struct{}, 1),
		doomed: map[uint32]doomed{},
	}
}

// Poke asks for a scan soon: at once while idle or polling, or a reconnect
// at once while waiting to reconnect. It never blocks.
func (s *Source) Poke() {
	select {
	case s.poke <- struct{}{}:
	default:
	}
}

// storeError marks a failure of the Store, as opposed to the connection:
// the session survives it.
type storeError struct{ err error }

func (e storeError) Error() string { return e.err.Error() }
func (e storeError) Unwrap() error { return e.err }

// Run reads mail until ctx is done, then returns nil. Connection failures
// and panics are logged and followed by a reconnect after a capped
// exponential back-off (1s doubling to 5m, reset after a good scan). Only
// invalid options make it return an error at once.
func (s *Source) Run(ctx context.Context) error {
	if err := s.opts.validate(); err != nil {
		return err
	}
	if s.opts.TLS == TLSNone && !isLoopbackAddr(s.opts.Addr) {
		s.log.Warn("IMAP without TLS to a non-loopback server: the password crosses the network in clear text", "addr", s.opts.Addr)
	}
	attempt := 0
	for {
		healthy, err := s.session(ctx)
		if ctx.Err() != nil {
			return nil
		}
		if healthy {
			attempt = 0
		}
		wait := backoff(attempt, minReconnectWait, maxReconnectWait)
		attempt++
		if loginRefused(err) {
			// Not a passing fault: nothing is read until the operator
			// changes the configuration.
			s.log.Error("IMAP server refused the login: no mail is read until imap.user and the password are right (adjutant check-config tries them); trying again", "err", err, "wait", wait)
		} else if IsMailboxRefused(err) {
			s.log.Error("IMAP server will not open the mailbox: no mail is read until it exists or imap.mailbox names another (adjutant check-config tries it); trying again", "err", err, "wait", wait)
		} else {
			s.log.Warn("IMAP connection ended; reconnecting", "err", err, "wait", wait)
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return nil
		case <-s.poke:
			t.Stop()
		case <-t.C:
		}
	}
}

// loginRefused reports a LOGIN or AUTHENTICATE the server answered with
// NO: wrong credentials (RFC 5530's AUTHENTICATIONFAILED,
// AUTHORIZATIONFAILED), not a broken connection.
func loginRefused(err error) bool {
	var ie *imap.Error
	if !errors.As(err, &ie) {
		return false
	}
	switch ie.Code {
	case imap.ResponseCodeAuthenticationFailed, imap.ResponseCodeAuthorizationFailed:
		return true
	}
	msg := err.Error()
	return ie.Type == imap.StatusResponseTypeNo && (strings.Contains(msg, "LOGIN") || strings.Contains(msg, "AUTHENTICATE"))
}

// IsMailboxRefused reports a SELECT of the watched mailbox the server
// answered with NO: a folder that does not exist, or that the login may
// not open; a matter of the configuration, as a refused login is.
func IsMailboxRefused(err error) bool {
	var ie *imap.Error
	return errors.As(err, &ie) && ie.Type == imap.StatusResponseTypeNo && strings.Contains(err.Error(), "imap SELECT ")
}

// session runs one connection: connect, log in, then scan and wait in turn
// until the connection fails. healthy reports that at least one scan
// reached the server successfully.
func (s *Source) session(ctx context.Context) (healthy bool, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("imap: panic: %v", r)
			s.log.Error("panic in IMAP source", "panic", r, "stack", string(debug.Stack()))
		}
	}()
	ic, err := dialIMAP(ctx, s.opts)
	if err != nil {
		s.polled(ctx, err)
		return false, err
	}
	defer ic.close()
	if err := s.prepare(ctx, ic); err != nil {
		s.polled(ctx, err)
		return false, err
	}
	for {
		// Forget pending wake-ups: the scan below sees whatever they announced.
		ic.drainNewMail()
		select {
		case <-s.poke:
		default:
		}
		n, err := s.scan(ctx, ic)
		s.polled(ctx, err)
		var se storeError
		switch {
		case err == nil:
			healthy = true
			if n > 0 {
				s.log.Info("fetched new mail", "count", n)
			}
		case errors.Is(err, errRetryMessage):
			healthy = true // closing in on a bad message: no back-off
			if ic.broken() {
				return healthy, err
			}
		case errors.As(err, &se) && errors.Is(err, ErrTryLater):
			healthy = true
			s.log.Error("storage cannot take mail now; the message stays on the server, uncounted, and is tried again", "err", err, "wait", s.opts.StoreRetryWait)
		case errors.As(err, &se):
			healthy = true
			s.log.Error("storage refused a message; it stays on the server for the next scan", "err", err)
		default:
			return healthy, err
		}
		if err := s.wait(ctx, ic, waitKind(err)); err != nil {
			// Tell the status page the link broke, not only failed scans.
			s.polled(ctx, err)
			return healthy, err
		}
	}
}

// polled reports a scan or connection outcome to the store, except the
// errors caused by shutdown, which say nothing about the server.
func (s *Source) polled(ctx context.Context, err error) {
	if err != nil && ctx.Err() != nil {
		return
	}
	s.store.Polled(s.opts.Mailbox, time.Now(), err)
}

// prepare logs in and makes sure the processed folder exists.
func (s *Source) prepare(ctx context.Context, ic *imapConn) error {
	if err := ic.authenticate(ctx, s.opts); err != nil {
		return err
	}
	if s.opts.ProcessedFolder != "" {
		if err := ic.ensureFolder(ctx, s.opts.ProcessedFolder); err != nil {
			return err
		}
	}
	return nil // the quarantine folder is made when first needed
}

// scanEnd says how a scan ended, for the wait before the next.
type scanEnd int

const (
	scanDone      scanEnd = iota
	scanRetry             // a message failed: RetryWait
	scanStoreBusy         // the store cannot take mail now: StoreRetryWait
)

func waitKind(err error) scanEnd {
	switch {
	case errors.Is(err, errRetryMessage):
		return scanRetry
	case errors.Is(err, ErrTryLater):
		return scanStoreBusy
	}
	return scanDone
}

// wait returns when the next scan is due: new mail announced during IDLE,
// a Poke, the rescan timer, or the poll interval; after a failed message
// RetryWait, and after the store could not take mail StoreRetryWait. An
// error means the connection is unusable.
func (s *Source) wait(ctx context.Context, ic *imapConn, end scanEnd) error {
	pause := s.opts.PollInterval
	switch {
	case end == scanRetry:
		pause = min(s.opts.RetryWait, pause)
	case end == scanStoreBusy:
		pause = min(s.opts.StoreRetryWait, pause)
	case s.opts.UseIDLE && ic.canIdle():
		return s.idleWait(ctx, ic)
	}
	t := time.NewTimer(pause)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-s.poke:
	case <-t.C:
	case <-ic.c.Closed():
		return errConnClosed
	}
	return nil
}

var errConnClosed = errors.New("imap: connection closed by the server")

// idleWait idles (RFC 2177) until something calls for a scan. IDLE is
// re-issued every IdleRestart so that neither the server's inactivity timer
// nor a silently dead link (DONE gets no answer: the watchdog fires) goes
// unnoticed. The rescan timer is the backstop for lost notifications, which
// every server has been seen to drop now and then.
func (s *Source) idleWait(ctx context.Context, ic *imapConn) error {
	rescan := time.NewTimer(s.opts.RescanInterval)
	defer rescan.Stop()
	for {
		var idle interface {
			Close() error
			Wait() error
		}
		err := ic.guard(ctx, "IDLE", func() error {
			cmd, err := ic.c.Idle()
			idle = cmd
			return err
		})
		if err != nil {
			return err
		}
		restart := time.NewTimer(s.opts.IdleRestart)
		scanNow := true
		select {
		case <-ctx.Done():
		case <-ic.newMail:
		case <-s.poke:
		case <-rescan.C:
		case <-restart.C:
			scanNow = false
		case <-ic.c.Closed():
		}
		restart.Stop()
		err = ic.guard(ctx, "IDLE DONE", func() error {
			if err := idle.Close(); err != nil {
				return err
			}
			return idle.Wait()
		})
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if err != nil {
			return err
		}
		if scanNow {
			return nil
		}
	}
}
