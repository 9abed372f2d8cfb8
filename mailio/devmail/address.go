package devmail

import (
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// ErrBadAddress reports an address devmail cannot use as a mailbox name.
var ErrBadAddress = errors.New("devmail: unusable address")

// maxAddressLen is RFC 5321 section 4.5.3.1.3's limit on a path (256
// octets including the angle brackets).
const maxAddressLen = 254

// normalizeAddress turns what a client typed ("Bob@Example.ORG", "<bob@example.org>",
// " bob@example.org ") into the mailbox key "bob@example.org". Whole
// addresses are folded to lower case: in a dev system "Bob" and "bob" are
// one player, although RFC 5321 section 2.4 lets a real server tell local
// parts apart by case. Only characters that are safe as a directory name
// are accepted (the dot-atom characters of RFC 5322 section 3.2.3 without
// '/' and '\\', and UTF-8 as RFC 6531 allows), so quoted local parts are
// refused. An internationalised domain is kept in its ASCII form
// (xn--…), so that mail to either form reaches one mailbox.
func normalizeAddress(s string) (string, error) {
	a := strings.TrimSpace(s)
	if strings.HasPrefix(a, "<") && strings.HasSuffix(a, ">") {
		a = a[1 : len(a)-1]
	}
	a = strings.ToLower(a)
	if !utf8.ValidString(a) {
		return "", fmt.Errorf("%w: %q: not UTF-8", ErrBadAddress, s)
	}
	if at := strings.LastIndexByte(a, '@'); at > 0 && !isASCII(a[at+1:]) {
		if d, err := idna.Lookup.ToASCII(a[at+1:]); err == nil {
			a = a[:at+1] + d
		}
	}
	if a == "" || len(a) > maxAddressLen {
		return "", fmt.Errorf("%w: %q: empty or too long", ErrBadAddress, s)
	}
	at := strings.LastIndexByte(a, '@')
	if at <= 0 || at == len(a)-1 || strings.Count(a, "@") != 1 {
		return "", fmt.Errorf("%w: %q: want local@domain", ErrBadAddress, s)
	}
	local, domain := a[:at], a[at+1:]
	if !dotAtom(local, isAtext) || !dotAtom(domain, isDomainChar) {
		return "", fmt.Errorf("%w: %q: unsupported characters", ErrBadAddress, s)
	}
	return a, nil
}

// dotAtom reports whether s is one or more runs of ok characters joined by
// single dots, with no dot at either end (so no "." or ".." path elements).
func dotAtom(s string, ok func(byte) bool) bool {
	if s == "" || s[0] == '.' || s[len(s)-1] == '.' || strings.Contains(s, "..") {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] != '.' && !ok(s[i]) {
			return false
		}
	}
	return true
}

// isAtext: RFC 5322 atext minus '/' (a path separator), and the bytes of
// UTF-8 characters (RFC 6532), lower case only
// because the caller already folded case.
func isAtext(c byte) bool {
	switch {
	case 'a' <= c && c <= 'z', '0' <= c && c <= '9', c >= 0x80:
		return true
	}
	return strings.IndexByte("!#$%&'*+-=?^_`{|}~", c) >= 0
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// isDomainChar: letters, digits and hyphens of host names (RFC 1123 section 2.1).
func isDomainChar(c byte) bool {
	return 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-'
}
