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
// "<...>" with printable ASCII inside and no white space or brackets.
func echoableID(id string) bool {
	if len(id) < 3 || id[0] != '<' || id[len(id)-1] != '>' || len(id) > 250 {
		return false
	}
	for i := 1; i < len(id)-1; i++ {
		if c := id[i]; c <= ' ' || c >= 0x7f || c == '<' || c == '>' {
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
