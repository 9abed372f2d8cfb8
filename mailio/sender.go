package mailio

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"sync"
	"time"
)

// Queued is one message waiting in the outbox.
type Queued struct {
	ID       uint64
	From, To string // envelope sender and the one recipient
	Data     []byte // the complete message; unchanged across retries, so its Message-ID is too
	Attempts int    // failed attempts so far
}

// Outbox is what the Sender needs from durable storage (the lead adapts
// package storage to it).
type Outbox interface {
	// Due returns up to limit messages whose next attempt is at or before now,
	// in the order they should go: answers to players before bulk mail, and
	// oldest first within each.
	Due(now time.Time, limit int) ([]Queued, error)
	// NextAt returns when the earliest waiting message is due; ok is false
	// when the outbox is empty.
	NextAt() (at time.Time, ok bool, err error)
	// Sent records delivery to the server.
	Sent(id uint64, at time.Time) error
	// Retry records a failed attempt (Attempts+1) and when to try again.
	Retry(id uint64, next time.Time, errText string) error
	// Failed records that the message will never be sent.
	Failed(id uint64, at time.Time, errText string) error
}

// SenderOptions tune a Sender; a nil *SenderOptions means all defaults.
type SenderOptions struct {
	MinBackoff  time.Duration // wait after the first failure; default 1m
	MaxBackoff  time.Duration // cap of the doubling wait; default 4h
	MaxAttempts int           // after this many failed attempts a message fails for good; default 20
	// StopGrace is how long a message already handed to SMTP may take to
	// finish once the sender is stopped; default 15s.
	StopGrace time.Duration
	// MaxServerWait caps the doubling wait (from MinBackoff) between
	// tries while the server cannot be reached or refuses the judge's
	// session; default 5m. Such failures are no message's fault and are
	// not counted against any.
	MaxServerWait time.Duration
	Logger        *slog.Logger     // nil = slog.Default()
	Now           func() time.Time // nil = time.Now
}

const (
	defaultMinBackoff  = time.Minute
	defaultMaxBackoff  = 4 * time.Hour
	defaultMaxAttempts = 20
	defaultStopGrace   = 15 * time.Second
	defaultServerWait  = 5 * time.Minute
	// dueBatch is how many messages one Due call asks for.
	dueBatch = 50
	// outboxErrorWait is the pause after the outbox itself failed.
	outboxErrorWait = 10 * time.Second
	// idleFloor is the shortest sleep after a round that sent nothing.
	idleFloor = time.Second
)

// ServerWatcher is an Outbox that also records the SMTP server's state
// for `adjutant status`: the sender tells it of every try that found the
// server down (err, and how many tries in a row) and, once, that it is
// back (err nil, tries 0). A failure to record is logged, nothing more.
type ServerWatcher interface {
	ServerState(at time.Time, tries int, err error) error
}

// Sender drains an Outbox through a Sink: each message is sent, or retried
// with capped exponential back-off after a temporary failure, or failed at
// once after a permanent one (5yz reply) or after MaxAttempts tries. A
// server that cannot be reached or refuses the judge's session fails no
// message and counts no attempt: the round stops, and the mail waits, in
// its order, until the server takes a message again (serverDown).
type Sender struct {
	sink   *Sink
	outbox Outbox
	opts   SenderOptions
	log    *slog.Logger
	wake   chan struct{}

	mu sync.Mutex
	// unrecorded holds the messages the server accepted whose delivery
	// the outbox failed to record (a full or read-only disk), with the
	// time of delivery: they are recorded, never sent again, when they
	// come up next.
	unrecorded map[uint64]time.Time
	// While the server is down: how many tries in a row found it so, and
	// when to try it next. Nothing is sent before then.
	serverFailures int
	serverRetryAt  time.Time
	// watcherTold: the outbox has heard of the server from this sender,
	// so a state left by an earlier run is cleared at the first message
	// the server takes.
	watcherTold bool
}

// errServerDown ends a round: the server cannot take any mail now.
var errServerDown = errors.New("smtp server unavailable")

// NewSender returns a Sender; opts may be nil.
func NewSender(sink *Sink, outbox Outbox, opts *SenderOptions) *Sender {
	var o SenderOptions
	if opts != nil {
		o = *opts
	}
	if o.MinBackoff <= 0 {
		o.MinBackoff = defaultMinBackoff
	}
	if o.MaxBackoff <= 0 {
		o.MaxBackoff = defaultMaxBackoff
	}
	if o.MaxAttempts <= 0 {
		o.MaxAttempts = defaultMaxAttempts
	}
	if o.StopGrace <= 0 {
		o.StopGrace = defaultStopGrace
	}
	if o.MaxServerWait <= 0 {
		o.MaxServerWait = defaultServerWait
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	return &Sender{sink: sink, outbox: outbox, opts: o, log: o.Logger, wake: make(chan struct{}, 1), unrecorded: map[uint64]time.Time{}}
}

// Wake tells the Sender that mail was enqueued. It never blocks.
func (s *Sender) Wake() {
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// Run sends due mail until ctx is done, then returns nil. Between rounds it
// sleeps until the outbox's NextAt or a Wake. Panics are logged and the
// loop goes on after a pause.
func (s *Sender) Run(ctx context.Context) error {
	for {
		wait := s.round(ctx)
		if ctx.Err() != nil {
			return nil
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return nil
		case <-s.wake:
			t.Stop()
		case <-t.C:
		}
	}
}

// round flushes what is due and returns how long to sleep before the next.
func (s *Sender) round(ctx context.Context) (wait time.Duration) {
	defer func() {
		if r := recover(); r != nil {
			s.log.Error("panic in SMTP sender", "panic", r, "stack", string(debug.Stack()))
			wait = outboxErrorWait
		}
	}()
	tried, err := s.flush(ctx)
	if err != nil {
		if ctx.Err() == nil {
			s.log.Error("outbox round failed", "err", err)
		}
		return outboxErrorWait
	}
	if until := s.serverWait(); until > 0 {
		return until
	}
	at, ok, err := s.outbox.NextAt()
	if err != nil {
		s.log.Error("outbox NextAt failed", "err", err)
		return outboxErrorWait
	}
	if !ok {
		// Nothing queued: sleep until Wake. An hour cap keeps a lost wake-up harmless.
		return time.Hour
	}
	wait = max(at.Sub(s.opts.Now()), 0)
	if tried == 0 {
		// NextAt says something is due but Due gave nothing (clock skew, or
		// an outbox whose two views disagree): do not spin.
		wait = max(wait, idleFloor)
	}
	return wait
}

// Flush sends everything due now and returns when nothing due is left
// (used for the shutdown flush, under a short ctx). Errors returned are the
// outbox's; send failures are recorded through Retry/Failed instead.
func (s *Sender) Flush(ctx context.Context) error {
	_, err := s.flush(ctx)
	return err
}

// flush is Flush reporting how many messages it tried. A Wake while it
// works ends the batch early and asks the outbox again: the new mail may
// be an answer that the outbox hands out before the rest of a burst of
// reports, and it should not wait for the batch to finish.
func (s *Sender) flush(ctx context.Context) (tried int, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for {
		if s.opts.Now().Before(s.serverRetryAt) {
			return tried, nil // the server is down: its wait is not over
		}
		due, err := s.outbox.Due(s.opts.Now(), dueBatch)
		if err != nil {
			return tried, fmt.Errorf("outbox due: %w", err)
		}
		if len(due) == 0 {
			return tried, nil
		}
		woken := false
		for _, q := range due {
			if err := ctx.Err(); err != nil {
				return tried, err
			}
			tried++
			if err := s.sendInFlight(ctx, q); errors.Is(err, errServerDown) {
				return tried, nil
			} else if err != nil {
				return tried, err
			}
			if woken = s.takeWake(); woken {
				break
			}
		}
		if len(due) < dueBatch && !woken {
			return tried, nil
		}
	}
}

// takeWake reports whether Wake was called since the last look, and
// forgets it.
func (s *Sender) takeWake() bool {
	select {
	case <-s.wake:
		return true
	default:
		return false
	}
}

// sendInFlight sends q and lets the exchange finish when ctx ends during
// it, for up to StopGrace: cut off between the server's acceptance and our
// record of it, the message would be sent again on the next start.
func (s *Sender) sendInFlight(ctx context.Context, q Queued) error {
	sendCtx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	defer cancel()
	// A grace timer left running after the send cancels a finished context.
	stop := context.AfterFunc(ctx, func() { time.AfterFunc(s.opts.StopGrace, cancel) })
	defer stop()
	return s.sendOne(sendCtx, q)
}

// serverWait is how long the server's wait has still to run, 0 when the
// server is not known to be down.
func (s *Sender) serverWait() time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	return max(s.serverRetryAt.Sub(s.opts.Now()), 0)
}

// sendOne tries q once and records the outcome. A message the server
// took before, whose delivery could not be recorded then, is only
// recorded now: sent again, the player would have it twice.
func (s *Sender) sendOne(ctx context.Context, q Queued) error {
	if at, ok := s.unrecorded[q.ID]; ok {
		if err := s.outbox.Sent(q.ID, at); err != nil {
			return fmt.Errorf("outbox sent %d (delivered %s, not sent again): %w", q.ID, at.Format(time.RFC3339), err)
		}
		delete(s.unrecorded, q.ID)
		return nil
	}
	err := s.sink.Send(ctx, q.From, []string{q.To}, q.Data)
	now := s.opts.Now()
	if err == nil {
		s.serverUp()
		s.log.Info("sent", "id", q.ID, "to", q.To)
		if err := s.outbox.Sent(q.ID, now); err != nil {
			s.unrecorded[q.ID] = now
			return fmt.Errorf("outbox sent %d (delivered; it will not be sent again): %w", q.ID, err)
		}
		return nil
	}
	if ctx.Err() != nil {
		// Cut off when the stop's grace ran out: not the message's fault,
		// not an attempt; it is sent on the next start.
		return ctx.Err()
	}
	if IsServerFault(err) {
		s.serverDown(now, err)
		return errServerDown
	}
	attempts := q.Attempts + 1
	if IsPermanent(err) || attempts >= s.opts.MaxAttempts {
		s.log.Warn("giving up on message", "id", q.ID, "to", q.To, "attempts", attempts, "err", err)
		if err := s.outbox.Failed(q.ID, now, err.Error()); err != nil {
			return fmt.Errorf("outbox failed %d: %w", q.ID, err)
		}
		return nil
	}
	next := now.Add(backoff(q.Attempts, s.opts.MinBackoff, s.opts.MaxBackoff))
	s.log.Warn("send failed; will retry", "id", q.ID, "to", q.To, "attempts", attempts, "next", next, "err", err)
	if err := s.outbox.Retry(q.ID, next, err.Error()); err != nil {
		return fmt.Errorf("outbox retry %d: %w", q.ID, err)
	}
	return nil
}

// serverDown notes a try that found the server unreachable or refusing
// the judge's session. No message is tried again before the server's
// wait (doubling from MinBackoff to MaxServerWait) is over, and no
// message's attempts are counted: the mail waits, in its order, however
// long the server is down, and goes once it is back.
func (s *Sender) serverDown(now time.Time, err error) {
	wait := backoff(s.serverFailures, s.opts.MinBackoff, s.opts.MaxServerWait)
	s.serverFailures++
	s.serverRetryAt = now.Add(wait)
	s.tellWatcher(now, err)
	if IsSessionRefused(err) {
		s.log.Error("SMTP server refused the judge's session or sender address: no mail leaves until the [smtp] settings, judge.address and judge.verp are right (adjutant check-config tries them); will retry",
			"tries", s.serverFailures, "next", s.serverRetryAt, "err", err)
		return
	}
	s.log.Error("SMTP server unavailable; the mail waits in the outbox and goes when it is back",
		"tries", s.serverFailures, "next", s.serverRetryAt, "err", err)
}

// serverUp notes a message the server took: if it was down, it is back.
func (s *Sender) serverUp() {
	wasDown := s.serverFailures > 0
	if wasDown {
		s.log.Info("SMTP server available again; sending the mail that waited", "tries", s.serverFailures)
	}
	s.serverFailures, s.serverRetryAt = 0, time.Time{}
	if wasDown || !s.watcherTold {
		s.tellWatcher(s.opts.Now(), nil)
	}
}

// tellWatcher passes the server's state to the outbox when it records it.
func (s *Sender) tellWatcher(at time.Time, err error) {
	w, ok := s.outbox.(ServerWatcher)
	if !ok {
		return
	}
	if werr := w.ServerState(at, s.serverFailures, err); werr != nil {
		s.log.Error("recording the SMTP server's state", "err", werr)
		return
	}
	s.watcherTold = true
}
