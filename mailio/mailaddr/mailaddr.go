// Package mailaddr holds the one form of a mail address that the judge
// keys on: accounts, seats, masters, observers, invitations, budgets,
// bounces, held answers and the sent log all compare addresses in this
// form, whichever way the player's mail program wrote them.
package mailaddr

import (
	"strings"

	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/width"
)

// Key is addr in its key form:
//
//   - space and the angle brackets of "<a@b>" are dropped;
//   - full-width forms typed by East Asian input methods become ASCII
//     ("ｂｏｂ＠ｅｘａｍｐｌｅ．ｏｒｇ" is "bob@example.org");
//   - the local part is in Unicode NFC and lower case: RFC 5321 §2.4 lets
//     a server tell "Bob" from "bob", but players do not, and neither does
//     any mail system they use;
//   - the domain is lower case, without a trailing dot, and an
//     internationalised domain is in its Unicode form (RFC 5890 U-labels):
//     "张伟@xn--fsqu00a.xn--fiqs8s" and "张伟@例子.中国" are one address,
//     written the way its owner reads it. Outgoing mail turns the domain
//     back into its ASCII form for the envelope (mailio/outgoing).
//
// A domain that is not a valid IDNA name is only lower-cased. Key is
// idempotent: Key(Key(a)) == Key(a).
func Key(addr string) string {
	a := strings.TrimSpace(width.Fold.String(addr))
	if strings.HasPrefix(a, "<") && strings.HasSuffix(a, ">") {
		a = strings.TrimSpace(a[1 : len(a)-1])
	}
	at := strings.LastIndexByte(a, '@')
	if at < 0 {
		return strings.ToLower(norm.NFC.String(a))
	}
	local := strings.ToLower(norm.NFC.String(a[:at]))
	return local + "@" + Domain(a[at+1:])
}

// Domain is the key form of a domain: see Key.
func Domain(d string) string {
	d = strings.TrimRight(strings.TrimSpace(width.Fold.String(d)), trailing)
	if u, err := idna.Lookup.ToUnicode(d); err == nil && u != "" {
		d = u
	} else {
		d = strings.ToLower(norm.NFC.String(d))
	}
	return strings.TrimRight(d, trailing)
}

// trailing is what may follow a domain and is not part of it: the dot
// of a fully qualified name, and space.
const trailing = ". \t\r\n"

// Same reports whether a and b are one address.
func Same(a, b string) bool { return Key(a) == Key(b) }
