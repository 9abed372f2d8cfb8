// Package judge turns players' mail into actions and answers.
//
// One goroutine, Judge.Run, owns every write of game and inbox state: mail
// arrivals, wake-ups and deadlines reach it as typed events (Arrival, Wake,
// Tick), in order, so handlers need no locks and behave the same in tests
// as in production. Each inbound message is handled in one storage
// transaction that marks it done, applies what it asked for and puts the
// replies it causes in the outbox; a crash before the commit leaves the
// message pending and it is handled again on start, a crash after leaves
// nothing to redo.
//
// The work is split by concern into packages whose imports run one way:
//
//	judge          the event loop, one mail in one transaction, bounces
//	judge/command  the command language: the session of one mail, the
//	               command tree and its handlers
//	judge/play     the game life cycle: game and phase records, settings,
//	               deadlines, resolution, the end, rollback, verify
//	judge/outbox   the one way mail leaves: composing and queueing
//	judge/account  accounts, password hashes, guessing limits
//
// The player text of all of them is in templates (one catalogue per
// language). The package knows nothing of IMAP, SMTP or bbolt: mail arrives
// as raw bytes with a storage key, and leaves as composed messages in the
// outbox.
package judge
