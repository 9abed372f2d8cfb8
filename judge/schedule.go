package judge

import (
	"time"

	"adjutant/judge/play"
	"adjutant/storage"
)

// Tick is the event of the clock reaching a game's next wake-up time (a
// reminder, a deadline, the end of grace).
type Tick struct{}

func (Tick) isEvent() {}

// nextWake reports when the loop must tick next, if any game or held
// answer waits on time.
func (j *Judge) nextWake() (time.Time, bool) {
	var at time.Time
	var ok bool
	err := j.db.View(func(tx *storage.Tx) error {
		var err error
		_, at, ok, err = tx.NextDeadline()
		if err != nil {
			return err
		}
		digest, held, err := tx.NextDigestAt()
		if held && (!ok || digest.Before(at)) {
			at, ok = digest, true
		}
		return err
	})
	if err != nil {
		j.log.Error("reading the deadline index", "err", err)
		return time.Time{}, false
	}
	return at, ok
}

// tickBatch is how many due games one tick handles before the loop looks
// at its mail again: a burst of a thousand deadlines must not keep a
// player's mail waiting until the last of them is done. A batch takes
// about 0.1 s while the sender delivers the burst's reports beside it
// (BenchmarkDeadlineBurst); looking at the mail between batches costs one
// read of the deadline index.
const tickBatch = 4

// tick handles the games whose wake-up time has come, each in its own
// transaction. A deadline that passed while the daemon was down is handled
// on the first tick after start, once: handling it moves the game on.
func (j *Judge) tick() {
	now := j.opts.Now()
	j.sendDueDigests(now)
	var due []storage.GameDeadline
	if err := j.db.View(func(tx *storage.Tx) error {
		var err error
		due, err = tx.DueDeadlines(now)
		return err
	}); err != nil {
		j.log.Error("reading due deadlines", "err", err)
		return
	}
	if len(due) > 0 && j.deadlinesHeld(now) {
		return
	}
	if len(due) > tickBatch {
		// The rest are still due: the loop's timer fires again at once, and
		// mail that arrived meanwhile gets its turn in between.
		due = due[:tickBatch]
	}
	for _, d := range due {
		if j.waitingForDisk() {
			return
		}
		j.out.TakeQueued()
		err := j.wakeGame(d.Game, now)
		if j.writeFailed(err, "the game's deadline", "game", d.Game) {
			j.out.TakeQueued()
			return
		}
		if err != nil {
			j.out.TakeQueued()
			j.gameFailed(d.Game, now, err)
			continue
		}
		j.crash("after-deadline")
		if j.out.TakeQueued() && j.opts.OnEnqueue != nil {
			j.opts.OnEnqueue()
		}
	}
}

// gameRetryWait is how long a game whose wake-up failed (an engine's
// error or panic) waits before it is tried again.
const gameRetryWait = 15 * time.Minute

// wakeGame handles one game's wake-up (a reminder, a deadline, the end of
// grace) in its own transaction; a panic in its engine is an error, and
// the transaction is rolled back.
func (j *Judge) wakeGame(name string, now time.Time) error {
	return panicAsError(func() error {
		return j.db.Update(func(tx *storage.Tx) error {
			g, ok, err := play.Load(tx, j.engines, name)
			if err != nil || !ok {
				if err == nil {
					err = tx.ClearDeadline(name)
				}
				return err
			}
			if err := j.clerk.Wake(tx, g, now); err != nil {
				return err
			}
			return play.Save(tx, g)
		})
	})
}

// gameFailed notes a game whose wake-up failed: nothing of it was done
// (the transaction was rolled back), and it is tried again after
// gameRetryWait rather than at once, so that one broken game neither
// stops the loop nor keeps it spinning, and the mail and the other games
// go on. The cause goes to the log and the audit log.
func (j *Judge) gameFailed(name string, now time.Time, cause error) {
	retry := now.Add(gameRetryWait)
	j.log.Error("handling a game's deadline failed; nothing of it was done, and it is tried again later",
		"game", name, "retry_at", retry, "err", cause)
	err := j.db.Update(func(tx *storage.Tx) error {
		if err := tx.Audit(storage.AuditEntry{At: now, Actor: "judge", Game: name, Action: "internal-error",
			Detail: "deadline: " + firstLine(cause.Error()) + "; tried again at " + retry.UTC().Format(time.RFC3339)}); err != nil {
			return err
		}
		return tx.SetDeadline(name, retry)
	})
	if err != nil && !j.writeFailed(err, "the failed game's retry", "game", name) {
		j.log.Error("postponing a failed game", "game", name, "err", err)
	}
}

// mailboxUnreadable notes that mail may wait unread in the mailbox (at
// start, or after the source said it cannot read it): the deadlines due
// meanwhile wait for it (deadlinesHeld).
func (j *Judge) mailboxUnreadable() {
	if j.opts.AwaitMailbox <= 0 || j.mailboxUnread {
		return
	}
	j.mailboxUnread, j.holdTicksUntil, j.holdSpent = true, time.Time{}, false
}

// deadlinesHeld reports whether the deadlines due wait for the mail
// source to read the mailbox: from the first one due while it is unread,
// for Options.AwaitMailbox. A source that cannot read it in that time
// (the server down) holds them no longer: the games go on without the
// mail it could not read, until the mailbox has been read again.
func (j *Judge) deadlinesHeld(now time.Time) bool {
	if !j.mailboxUnread || j.holdSpent {
		return false
	}
	if j.holdTicksUntil.IsZero() {
		j.holdTicksUntil = now.Add(j.opts.AwaitMailbox)
		j.log.Info("a deadline is due while the mailbox is unread; it waits for the mail there", "until", j.holdTicksUntil)
	}
	if now.Before(j.holdTicksUntil) {
		return true
	}
	j.log.Warn("the mailbox could not be read; the deadlines due are handled without the mail that may wait there",
		"waited", j.opts.AwaitMailbox)
	j.holdTicksUntil, j.holdSpent = time.Time{}, true
	return false
}
