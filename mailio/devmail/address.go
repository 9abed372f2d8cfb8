package devmail

import (
	"errors"
	"fmt"
	"strings"
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
// '/' and '\\'), so quoted local parts are refused.
func normalizeAddress(s string) (string, error) {
	a := strings.TrimSpace(s)
	if strings.HasPrefix(a, "<") && strings.HasSuffix(a, ">") {
		a = a[1 : len(a)-1]
	}
	a = strings.ToLower(a)
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

// isAtext: RFC 5322 atext minus '/' (a path separator), lower case only
// because the caller already folded case.
func isAtext(c byte) bool {
	switch {
	case 'a' <= c && c <= 'z', '0' <= c && c <= '9':
		return true
	}
	return strings.IndexByte("!#$%&'*+-=?^_`{|}~", c) >= 0
}

// isDomainChar: letters, digits and hyphens of host names (RFC 1123 section 2.1).
func isDomainChar(c byte) bool {
	return 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-'
}
