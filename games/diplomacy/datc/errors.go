package datc

import (
	"errors"
	"fmt"
)

// Sentinel errors. Every error the reader returns wraps ErrFormat inside a
// *FormatError that names the file and line; callers test with errors.Is.
var (
	// ErrFormat means a case file does not follow the text format.
	ErrFormat = errors.New("datc: malformed case file")
	// ErrVariant means a file asks for a variant other than Standard, the
	// only map the runner has.
	ErrVariant = errors.New("datc: unsupported variant")
)

// FormatError is a problem at one line of a case file.
type FormatError struct {
	File string // as given to the reader
	Line int    // 1-based
	Msg  string
	Err  error // ErrFormat or ErrVariant, possibly wrapping a parser's error
}

func (e *FormatError) Error() string {
	return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
}

func (e *FormatError) Unwrap() error { return e.Err }
