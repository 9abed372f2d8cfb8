package variant

import "errors"

// ErrUnknown is wrapped by the errors of ByName and Variant.Joined when a
// variant or seat name is not known.
var ErrUnknown = errors.New("variant: unknown name")
