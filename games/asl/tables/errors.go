package tables

import "errors"

// ErrTables wraps a problem with the embedded table or counter data.
var ErrTables = errors.New("asl: bad table data")
