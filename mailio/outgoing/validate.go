package outgoing

import (
	"net/mail"
	"strings"
	"unicode"
	"unicode/utf8"
)

// validAddress accepts a bare addr-spec, ASCII or internationalised, that
// net/mail reads back unchanged.
func validAddress(addr string) bool {
	if !utf8.ValidString(addr) {
		return false
	}
	for _, r := range addr {
		// Beyond ASCII only letters, digits and marks, as an
		// internationalised address has them (RFC 6531, 5890): no space,
		// control or bidi character can ride in.
		if r <= ' ' || r == 0x7f || r >= 0x80 && !unicode.IsLetter(r) && !unicode.IsNumber(r) && !unicode.IsMark(r) {
			return false
		}
	}
	a, err := mail.ParseAddress(addr)
	return err == nil && a.Address == addr && a.Name == ""
}

// echoableID accepts a message identifier taken from someone else's mail:
// "<...>" with printable ASCII inside and no white space or brackets, or
// with UTF-8 letters, digits, marks, punctuation and symbols too, which
// RFC 6532 allows in a message identifier (section 3.2: UTF-8 is atext).
// A message that echoes such an identifier needs SMTPUTF8 (NeedsSMTPUTF8);
// the sink takes the identifier out again for a server without it
// (WithoutUTF8IDs).
func echoableID(id string) bool {
	if len(id) < 3 || id[0] != '<' || id[len(id)-1] != '>' || len(id) > 250 || !utf8.ValidString(id) {
		return false
	}
	for _, r := range id[1 : len(id)-1] {
		switch {
		case r <= ' ' || r == 0x7f || r == '<' || r == '>':
			return false
		case r >= 0x80 && !(unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.IsMark(r) ||
			unicode.IsPunct(r) || unicode.IsSymbol(r)):
			// white space, controls, format characters (bidi marks)
			return false
		}
	}
	return true
}

func validFieldName(k string) bool {
	if k == "" {
		return false
	}
	for i := 0; i < len(k); i++ {
		// RFC 5322 section 3.6.8 ftext.
		if c := k[i]; c < 33 || c > 126 || c == ':' {
			return false
		}
	}
	return true
}

// reservedField names the fields Compose writes itself, and Bcc, which
// must never appear in a message sent out.
func reservedField(k string) bool {
	switch strings.ToLower(k) {
	case "date", "from", "to", "cc", "bcc", "subject", "message-id", "in-reply-to", "references",
		"auto-submitted", "x-auto-response-suppress", "mime-version", "content-type",
		"content-transfer-encoding", "sender":
		return true
	}
	return false
}
