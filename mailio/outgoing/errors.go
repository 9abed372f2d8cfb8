package outgoing

import "errors"

// Sentinel errors returned (wrapped) by Compose.
var (
	// ErrNoFrom means Message.From has no address.
	ErrNoFrom = errors.New("outgoing: no From address")
	// ErrNoRecipient means Message.To is empty.
	ErrNoRecipient = errors.New("outgoing: no recipient")
	// ErrBadAddress means an address is not a plain RFC 5322 addr-spec
	// (or contains white space or control characters).
	ErrBadAddress = errors.New("outgoing: bad address")
	// ErrBadMessageID means Message.MessageID is missing or not of the
	// form "<left@right>" (see NewMessageID).
	ErrBadMessageID = errors.New("outgoing: bad Message-ID")
	// ErrNoDate means Message.Date is zero: the caller owns the clock.
	ErrNoDate = errors.New("outgoing: no Date")
	// ErrBadAuto means Message.Auto is not "", "auto-replied" or
	// "auto-generated".
	ErrBadAuto = errors.New("outgoing: bad Auto-Submitted value")
	// ErrBodyNotUTF8 means Message.Body is not valid UTF-8.
	ErrBodyNotUTF8 = errors.New("outgoing: body is not valid UTF-8")
	// ErrBadExtra means an Extra header has an invalid name or one that
	// Compose writes itself.
	ErrBadExtra = errors.New("outgoing: bad extra header")
	// ErrBadInline means an Inline picture has an empty or unsafe name,
	// a media type other than image/png, or no data.
	ErrBadInline = errors.New("outgoing: bad inline picture")
)
