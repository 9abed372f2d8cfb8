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

// Damage names what made a mail's structure unreadable, so that the
// reply can tell the player what was wrong without the parser's words.
type Damage string

// The kinds of Damage.
const (
	// DamageCutOff: a base64 text ends in the middle of a group, as a
	// mail cut short on its way does.
	DamageCutOff Damage = "cut-off"
	// DamageBadEncoding: a base64 text holds characters that base64
	// does not use.
	DamageBadEncoding Damage = "bad-encoding"
	// DamageUnknownEncoding: a part names a transfer encoding no mail
	// program uses.
	DamageUnknownEncoding Damage = "unknown-encoding"
	// DamageNoBoundary: a multipart mail names no separator between its
	// parts, or one its text does not have.
	DamageNoBoundary Damage = "no-boundary"
	// DamageTooManyParts: more parts, or parts nested deeper, than are
	// read.
	DamageTooManyParts Damage = "too-many-parts"
)
