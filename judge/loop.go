package judge

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"net/mail"
	"runtime/debug"
	"time"

	"adjutant/storage"
	"adjutant/templates"
)

// Event is something the judge's loop must act on. The concrete types are
// listed below; the loop handles them one at a time, in arrival order.
type Event interface{ isEvent() }

// Arrival is a message fetched from the mailbox. The loop records it durably
// and then sends the result on Done (nil: recorded or already known), which
// is when the mail source may flag or move it on the server.
type Arrival struct {
	Key       storage.InboundKey
	Raw       []byte
	Size      int64
	Truncated bool
	Done      chan<- error
}

// Wake asks the loop to look for pending work (at start, or after a restore).
type Wake struct{}

// MailboxRead is the mail source's word that it has read the mailbox
// through: every mail that waited there is recorded.
type MailboxRead struct{}

// MailboxUnreadable is the mail source's word that it cannot read the
// mailbox now (the connection broke, the server is down, a message
// there is being retried): mail may wait there unread.
type MailboxUnreadable struct{}

func (Arrival) isEvent()           {}
func (Wake) isEvent()              {}
func (MailboxRead) isEvent()       {}
func (MailboxUnreadable) isEvent() {}

// Run handles events until ctx is done. Pending mail left by a crash is
// handled first. A panic while handling one message is recovered, logged and
// answered, so one bad message cannot stop the judge.
func (j *Judge) Run(ctx context.Context, events <-chan Event) error {
	j.handlePendingAtStart()
	if !j.ranBefore {
		// A loop started again after a fault has read the mailbox all along.
		j.ranBefore = true
		j.mailboxUnreadable()
	}
	j.tick()
	timer := time.NewTimer(time.Hour)
	defer timer.Stop()
	for {
		j.arm(timer)
		select {
		case <-ctx.Done():
			return nil
		case <-timer.C:
			if !j.retryAt.IsZero() && !j.waitingForDisk() {
				j.retryAt = time.Time{}
				j.handlePending()
			}
			j.tick()
		case ev := <-events:
			switch ev := ev.(type) {
			case Arrival:
				err := j.recordSafely(ev)
				if ev.Done != nil {
					ev.Done <- err
				}
				if err == nil {
					j.handlePending()
				}
			case MailboxRead:
				held := !j.holdTicksUntil.IsZero()
				j.mailboxUnread, j.holdTicksUntil, j.holdSpent = false, time.Time{}, false
				if held {
					j.log.Info("the mailbox has been read; the deadlines that waited for it are handled now")
					j.tick()
				}
			case MailboxUnreadable:
				j.mailboxUnreadable()
			case Wake:
				j.handlePending()
			case Tick:
				j.tick()
			}
		}
	}
}

// arm sets the timer to the next game wake-up; with none, it waits an hour
// and looks again (a cheap guard against a missed index update).
func (j *Judge) arm(timer *time.Timer) {
	d := time.Hour
	if at, ok := j.nextWake(); ok {
		d = at.Sub(j.opts.Now())
		if d < 0 {
			d = 0
		}
	}
	if !j.holdTicksUntil.IsZero() {
		// Nothing due is handled before the mailbox has been read.
		d = max(j.holdTicksUntil.Sub(j.opts.Now()), 0)
	}
	if !j.retryAt.IsZero() {
		// After a failed write nothing is tried before retryAt, and the
		// pending mail is tried then.
		d = max(j.retryAt.Sub(j.opts.Now()), 0)
	}
	if !timer.Stop() {
		select {
		case <-timer.C:
		default:
		}
	}
	timer.Reset(d)
}

// recordSafely is record with a panic turned into an error, so that the
// mail source always hears back (a failed attempt at the message, which
// it sets aside after a few) and no fault there ends the loop.
func (j *Judge) recordSafely(a Arrival) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("recording the mail: panic: %v", r)
			j.log.Error("recording a mail failed", "uid", a.Key.UID, "err", err, "stack", string(debug.Stack()))
		}
	}()
	return j.record(a)
}

// record stores an arriving message, or recognises it as one already stored.
func (j *Judge) record(a Arrival) error {
	return j.db.Update(func(tx *storage.Tx) error {
		known, err := tx.KnownInbound(a.Key)
		if err != nil || known {
			return err
		}
		earlier, again, err := tx.RecordInbound(storage.Inbound{
			Key:        a.Key,
			MessageID:  messageIDOf(a.Raw),
			DedupKey:   dedupKey(a.Raw),
			BodyHash:   bodyHash(a.Raw),
			Raw:        a.Raw,
			Size:       a.Size,
			Truncated:  a.Truncated,
			ReceivedAt: j.opts.Now(),
		})
		if err == nil && again {
			// Delivered twice (two routes, a server's retry, a copy put
			// back): the first copy is carried out and answered once.
			j.log.Info("second delivery of a mail already recorded, not read again", "inbound", earlier, "mailbox", a.Key.Mailbox, "uid", a.Key.UID)
		}
		return err
	})
}

// pendingMail lists the recorded messages not yet done, oldest first; a
// failure to read them is logged and reported as !ok.
func (j *Judge) pendingMail() ([]storage.Inbound, bool) {
	var pending []storage.Inbound
	if err := j.db.View(func(tx *storage.Tx) error {
		var err error
		pending, err = tx.PendingInbound()
		return err
	}); err != nil {
		j.log.Error("listing pending mail", "err", err)
		return nil, false
	}
	return pending, true
}

// handlePending answers every recorded message not yet done, oldest first,
// each in its own transaction.
func (j *Judge) handlePending() {
	pending, ok := j.pendingMail()
	if !ok {
		return
	}
	for _, in := range pending {
		if j.waitingForDisk() || !j.handleSafely(in) {
			return // the rest waits too, so that mail keeps its order
		}
	}
}

// maxStartAttempts is how many starts may find a message still pending
// before it is set aside unhandled: a message whose handling kills the
// process (a fatal error no recover catches) is pending at every start.
const maxStartAttempts = 3

// handlePendingAtStart is handlePending for mail left by a previous run.
// Each attempt is counted on disk before the message is handled; a
// message that was already begun maxStartAttempts-1 times without being
// finished is set aside and its sender told, so it cannot stop every start.
func (j *Judge) handlePendingAtStart() {
	pending, ok := j.pendingMail()
	if !ok {
		return
	}
	for _, in := range pending {
		if j.waitingForDisk() {
			return // an apology could not be written: the rest waits too
		}
		var n int
		err := j.db.Update(func(tx *storage.Tx) error {
			var err error
			n, err = tx.CountStartAttempt(in.ID)
			return err
		})
		if j.writeFailed(err, "the pending mail", "inbound", in.ID) {
			return
		}
		if err != nil {
			j.log.Error("counting a start-up attempt", "inbound", in.ID, "err", err)
			continue
		}
		if n >= maxStartAttempts {
			j.log.Error("a pending mail was begun at every start without being finished; setting it aside", "inbound", in.ID, "starts", n)
			j.apologise(in, fmt.Errorf("%w: begun at %d starts without being finished", errStoppedTheJudge, n-1))
			continue
		}
		if !j.handleSafely(in) {
			// The answer could not be written: the judge did not die on
			// this mail, and a restart while the disk is full must not
			// bring it nearer to being set aside.
			if err := j.db.Update(func(tx *storage.Tx) error { return tx.UncountStartAttempt(in.ID) }); err != nil {
				j.log.Error("taking back a start-up attempt", "inbound", in.ID, "err", err)
			}
			return
		}
	}
}

// panicAsError runs f and turns a panic in it into an error carrying the
// stack: one mail's or one game's fault rolls back its own transaction
// and leaves the loop running.
func panicAsError(f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v\n%s", r, debug.Stack())
		}
	}()
	return f()
}

// handleSafely handles one pending mail in its own transaction. It
// returns false when the database could not be written: the mail stays
// pending, untouched, and is tried again after WriteRetryWait.
func (j *Judge) handleSafely(in storage.Inbound) bool {
	j.out.TakeQueued() // what a failed transaction queued is gone
	err := panicAsError(func() error {
		return j.db.Update(func(tx *storage.Tx) error {
			return j.handle(tx, in)
		})
	})
	if j.writeFailed(err, "the mail", "inbound", in.ID) {
		j.out.TakeQueued()
		return false
	}
	if err != nil {
		j.log.Error("handling mail failed; answering with an apology", "inbound", in.ID, "err", err)
		j.out.TakeQueued()
		j.apologise(in, err)
	} else {
		j.logHandled(in)
	}
	j.crash("after-commit")
	if j.out.TakeQueued() && j.opts.OnEnqueue != nil {
		j.opts.OnEnqueue()
	}
	return true
}

// logHandled writes, at debug level, who sent a mail just handled and how
// it ended: for an operator asked why a mail got no answer. Never the
// mail's text, which may hold a password.
func (j *Judge) logHandled(in storage.Inbound) {
	if !j.log.Enabled(context.Background(), slog.LevelDebug) {
		return
	}
	var rec storage.Inbound
	if err := j.db.View(func(tx *storage.Tx) error {
		var err error
		rec, _, err = tx.Inbound(in.ID)
		return err
	}); err != nil {
		j.log.Debug("mail handled; its record could not be read", "inbound", in.ID, "err", err)
		return
	}
	from := ""
	if msg, err := mail.ReadMessage(bytes.NewReader(in.Raw)); err == nil {
		if a, err := mail.ParseAddress(msg.Header.Get("From")); err == nil {
			from = a.Address
		}
	}
	j.log.Debug("mail handled", "inbound", in.ID, "from", from, "message_id", in.MessageID,
		"mailbox", in.Key.Mailbox, "uid", in.Key.UID, "outcome", rec.Outcome)
}

// apologise sets aside a message that could not be handled: it is marked
// done, so it cannot wedge the judge or be retried forever, its raw copy
// is kept and noted for `adjutant status` (inbound_failed), and the sender
// is told. The internal cause goes to the log, the audit trail and the
// note, never to the player. When even that fails, the message is still
// finished and noted, without an answer.
func (j *Judge) apologise(in storage.Inbound, cause error) {
	now := j.opts.Now()
	reason := firstLine(cause.Error())
	err := j.db.Update(func(tx *storage.Tx) error {
		if err := tx.Audit(storage.AuditEntry{At: now, Actor: "judge", Action: "internal-error", Detail: fmt.Sprintf("inbound %d: %v", in.ID, reason)}); err != nil {
			return err
		}
		if err := j.replyInternalError(tx, in); err != nil {
			return err
		}
		if err := tx.HandlingFailed(in.ID, reason, now); err != nil {
			return err
		}
		return tx.FinishInbound(in.ID, "internal error; set aside", now)
	})
	if err == nil {
		return
	}
	j.out.TakeQueued()
	if j.writeFailed(err, "the failed mail", "inbound", in.ID) {
		return // still pending: set aside once the disk takes writes
	}
	j.log.Error("could not answer the failed message; setting it aside unanswered", "inbound", in.ID, "err", err)
	err = j.db.Update(func(tx *storage.Tx) error {
		if err := tx.HandlingFailed(in.ID, reason, now); err != nil {
			return err
		}
		return tx.FinishInbound(in.ID, "internal error; set aside, not answered", now)
	})
	if err != nil {
		j.log.Error("could not record the failure either; the message stays pending", "inbound", in.ID, "err", err)
	}
}

func firstLine(s string) string {
	for i, r := range s {
		if r == '\n' {
			return s[:i]
		}
	}
	return s
}

// Clock helpers shared by handlers.
func (j *Judge) formatTime(t time.Time) string {
	return templates.When(t, j.opts.Location)
}
