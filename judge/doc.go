// Package judge turns players' mail into actions and answers.
//
// One goroutine, Judge.Run, owns every write of game and inbox state: mail
// arrivals and (later) deadlines reach it as typed events, in order, so
// handlers need no locks and behave the same in tests as in production. Each
// inbound message is handled in one storage transaction that marks it done,
// applies what it asked for and puts the replies it causes in the outbox; a
// crash before the commit leaves the message pending and it is handled again
// on start, a crash after leaves nothing to redo.
//
// The command language follows the classic email judges: one command per
// line, case-insensitive, SIGNOFF ends reading. Every message that is not
// from a robot gets exactly one reply, which echoes each line with what was
// understood and lists every problem with its line number.
//
// The package knows nothing of IMAP, SMTP or bbolt: mail arrives as raw bytes
// with a storage key, and leaves as composed messages in the outbox.
package judge
