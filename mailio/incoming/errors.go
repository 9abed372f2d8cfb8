package incoming

import "errors"

// Sentinel errors. Parse returns only ErrNoHeader (wrapped); the others are
// reported inside a Message (Broken, Warnings) and are exported so that
// callers and tests can recognise them with errors.Is.
var (
	// ErrNoHeader means the input has no RFC 5322 header block at all:
	// there is nothing to reply to.
	ErrNoHeader = errors.New("incoming: no header block")

	// ErrUnknownCharset means a part named a charset we cannot decode; its
	// text was read as UTF-8 instead.
	ErrUnknownCharset = errors.New("incoming: unknown charset")
)
