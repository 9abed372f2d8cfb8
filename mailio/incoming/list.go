package incoming

import (
	"net/mail"
	"strings"
)

// List describes the mailing list that relayed a message.
//
// A list's copy must never be answered (the answer would go to every
// member), but it may carry a player's orders: a player who writes to a
// list the judge is subscribed to, or whose mail a list forwards, is
// still a player. Original names that player when the list says who
// wrote; the judge decides whether to read the mail as theirs.
type List struct {
	// ID is the list's identity for logs and replies: the List-Id (RFC
	// 2919) without its brackets, else the list's posting address.
	ID string
	// Address is the list's posting address (List-Post, RFC 2369), lower
	// case, or "" when the list does not give one.
	Address string
	// Original is the person who wrote the mail, when it can be told: the
	// From address when the list left it alone; otherwise, when the list
	// rewrote From to its own address ("Alice via Group <group@…>", as
	// Google Groups and Mailman's DMARC mitigation do), the first of
	// X-Original-Sender, X-Original-From and Reply-To that is not the
	// list itself. Nil when nobody but the list can be named.
	Original *mail.Address
	// Reason says what marked the mail as a list's, e.g. "List-Id header".
	Reason string
}

// listOf returns the list that relayed a message, or nil. A list is
// recognised by Precedence: list (or bulk together with a list field),
// any List-* field (RFC 2369, RFC 2919), Mailing-List (Google Groups and
// older list servers) or X-Mailman-Version.
func listOf(h header, from mail.Address) *List {
	reason := ""
	for _, f := range h {
		if strings.HasPrefix(f.name, "List-") || f.name == "Mailing-List" || f.name == "X-Mailman-Version" {
			reason = f.name + " header (mailing list)"
			break
		}
	}
	if p := strings.ToLower(strings.TrimSpace(h.get("Precedence"))); p == "list" {
		reason = "Precedence: list (mailing list)"
	}
	if reason == "" {
		return nil
	}
	l := &List{Reason: reason}
	if v := h.get("List-Post"); v != "" {
		if a, ok := mailtoAddress(v); ok {
			l.Address = a
		}
	}
	id := strings.TrimSpace(h.get("List-Id"))
	if i := strings.LastIndexByte(id, '<'); i >= 0 {
		id = strings.TrimSuffix(id[i+1:], ">")
	}
	l.ID = strings.ToLower(strings.TrimSpace(id))
	if l.ID == "" {
		l.ID = l.Address
	}
	if !l.isListAddress(from) {
		if from.Address != "" {
			a := from
			l.Original = &a
		}
		return l
	}
	for _, name := range []string{"X-Original-Sender", "X-Original-From", "Reply-To"} {
		for _, v := range headerValues(h, name) {
			if a, ok := parseAddress(v); ok && !l.isListAddress(a) {
				l.Original = &a
				return l
			}
		}
	}
	return l
}

// isListAddress reports whether a is the list itself: its posting
// address, the address its List-Id stands for ("dipl.lists.example" is
// dipl@lists.example, as Mailman and Google Groups build them), or a
// From rewritten "Name via List" by the list.
func (l *List) isListAddress(a mail.Address) bool {
	addr := strings.ToLower(a.Address)
	if addr == "" {
		return false
	}
	if addr == l.Address {
		return true
	}
	if local, domain, ok := strings.Cut(addr, "@"); ok && l.ID != "" && l.ID == local+"."+domain {
		return true
	}
	return strings.Contains(strings.ToLower(a.Name), " via ")
}

// mailtoAddress reads the first "<mailto:addr?…>" of a List-Post field.
func mailtoAddress(v string) (string, bool) {
	for _, part := range strings.Split(v, ",") {
		part = strings.Trim(strings.TrimSpace(part), "<>")
		rest, ok := strings.CutPrefix(strings.ToLower(part), "mailto:")
		if !ok {
			continue
		}
		rest, _, _ = strings.Cut(rest, "?")
		if strings.Contains(rest, "@") {
			return rest, true
		}
	}
	return "", false
}
