package outgoing

import (
	"fmt"
	"strings"
)

// NewMessageID builds "<unique@domain>" (RFC 5322 section 3.6.4). Both
// halves must be dot-atom text, so any other byte is written as "=XX"
// (and "=" itself as "=3D"), which keeps distinct inputs distinct; a dot
// that would start or end a half, or follow another dot, is escaped too.
// The domain is lower-cased. An empty domain becomes "adjutant.invalid".
// An empty unique yields an identifier that Compose rejects: the caller
// must supply something unique (a game, phase and sequence number, say).
func NewMessageID(domain string, unique string) string {
	domain = strings.ToLower(strings.TrimSpace(domain))
	if domain == "" {
		domain = "adjutant.invalid"
	}
	return "<" + dotAtom(unique) + "@" + dotAtom(domain) + ">"
}

// dotAtom escapes s into RFC 5322 dot-atom-text.
func dotAtom(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		dotOK := c == '.' && i > 0 && i < len(s)-1 && s[i-1] != '.'
		if (isAtext(c) && c != '=') || dotOK {
			b.WriteByte(c)
			continue
		}
		fmt.Fprintf(&b, "=%02X", c)
	}
	return b.String()
}

// isAtext reports RFC 5322 section 3.2.3 atext (ASCII only).
func isAtext(c byte) bool {
	switch {
	case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		return true
	}
	return strings.IndexByte("!#$%&'*+-/=?^_`{|}~", c) >= 0
}

// validMessageID reports whether id is "<dot-atom@dot-atom>" (the
// no-fold-literal form "[...]" on the right is accepted too).
func validMessageID(id string) bool {
	if len(id) < 5 || id[0] != '<' || id[len(id)-1] != '>' {
		return false
	}
	left, right, ok := strings.Cut(id[1:len(id)-1], "@")
	if !ok || !isDotAtom(left) {
		return false
	}
	if strings.HasPrefix(right, "[") && strings.HasSuffix(right, "]") && len(right) > 2 {
		for i := 1; i < len(right)-1; i++ {
			if c := right[i]; c < 33 || c > 126 || c == '[' || c == ']' || c == '\\' {
				return false
			}
		}
		return true
	}
	return isDotAtom(right)
}

func isDotAtom(s string) bool {
	if s == "" || s[0] == '.' || s[len(s)-1] == '.' || strings.Contains(s, "..") {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] != '.' && !isAtext(s[i]) {
			return false
		}
	}
	return true
}
