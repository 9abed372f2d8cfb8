package dipmap

import (
	"errors"
	"fmt"
	"strings"

	"adjutant/games/diplomacy/dip"
)

// ErrBadData is wrapped by every error that comes from map data that does
// not load: a malformed line, an unknown place, an edge written at one end
// only, a name given to two places.
var ErrBadData = errors.New("dipmap: invalid map data")

// UnknownError says that no place goes by the name. Suggestions lists the
// places whose names are closest to what was written, best first; it may be
// empty.
type UnknownError struct {
	Input       string
	Suggestions []dip.Province
}

func (e *UnknownError) Error() string {
	if len(e.Suggestions) == 0 {
		return fmt.Sprintf("unknown place %q", e.Input)
	}
	return fmt.Sprintf("unknown place %q (did you mean %s?)", e.Input, joinProvinces(e.Suggestions, " or "))
}

// AmbiguousError says that the name is the start of the names of several
// places. Candidates lists them in id order.
type AmbiguousError struct {
	Input      string
	Candidates []dip.Province
}

func (e *AmbiguousError) Error() string {
	return fmt.Sprintf("ambiguous place %q: could be %s", e.Input, joinProvinces(e.Candidates, ", "))
}

// CoastError says that a coast was written that the province does not have:
// a coast on a province without named coasts ("lon/nc"), a coast a split
// province lacks ("bul/nc"), or a word after the slash that is no coast.
// Prov is the province that was recognised; a lenient caller may use it
// and drop the coast (as DATC 6.B.12 does for armies).
type CoastError struct {
	Input string
	Prov  dip.Province
	Coast string      // the coast as written
	Valid []dip.Coast // the province's coasts, sorted; empty when it has none
}

func (e *CoastError) Error() string {
	if len(e.Valid) == 0 {
		return fmt.Sprintf("%q: %s has no named coasts", e.Input, e.Prov)
	}
	valid := make([]string, len(e.Valid))
	for i, c := range e.Valid {
		valid[i] = string(c)
	}
	return fmt.Sprintf("%q: %q is not a coast of %s (it has %s)", e.Input, e.Coast, e.Prov, strings.Join(valid, ", "))
}

func joinProvinces(ps []dip.Province, sep string) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = string(p)
	}
	return strings.Join(s, sep)
}
