package storage

import "errors"

// Sentinel errors. Every error this package returns that a caller may want
// to act on wraps one of these, so test for them with errors.Is.
var (
	// ErrNotFound means the record named by an ID, key or name does not
	// exist (or is not in the state the call needs, e.g. MarkSent on an
	// ID that is no longer in the outbox).
	ErrNotFound = errors.New("storage: not found")

	// ErrNewerSchema means the file was written by a newer Adjutant whose
	// schema version this build does not know. The file is left untouched.
	ErrNewerSchema = errors.New("storage: file has a newer schema version than this program")

	// ErrNeedsMigration means a read-only Open found a file with an older
	// schema version; open it read-write once so that it is upgraded.
	ErrNeedsMigration = errors.New("storage: file has an older schema version and was opened read-only")

	// ErrClosed means the DB was used after Close.
	ErrClosed = errors.New("storage: database is closed")

	// ErrLocked means another process (or another Open in this one) holds
	// the file's lock and Options.Timeout ran out while waiting for it.
	ErrLocked = errors.New("storage: database file is locked by another process")

	// ErrReadOnly means a write was attempted in a View transaction or on a
	// DB opened with Options.ReadOnly.
	ErrReadOnly = errors.New("storage: read-only transaction or database")

	// ErrInvalid means an argument cannot be stored: an empty name, a name
	// with a NUL byte (NUL separates parts of composite keys), an outgoing
	// message without recipient or data, and the like.
	ErrInvalid = errors.New("storage: invalid argument")

	// ErrAlreadyDone means FinishInbound was called on a message that was
	// already finished; finishing twice is a bug in the caller.
	ErrAlreadyDone = errors.New("storage: inbound message already finished")

	// ErrWriteFailed means a transaction's changes could not be written
	// to the file (a full or read-only disk, an I/O error): nothing of it
	// was kept, and the same transaction may well succeed later. It is no
	// fault of what was being stored.
	ErrWriteFailed = errors.New("storage: the database file could not be written")

	// ErrCorrupt means a stored value could not be decoded; the file was
	// damaged or written by a buggy program.
	ErrCorrupt = errors.New("storage: stored value is corrupt")
)
