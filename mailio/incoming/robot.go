package incoming

import (
	"net/mail"
	"regexp"
	"strings"

	"adjutant/mailio/mailaddr"
)

// robotReason says why a message must not be answered, or returns "".
// The rules follow RFC 3834 section 2 (a responder must not answer
// automatic mail) and common practice; see doc.go for the full list.
//
// Mail relayed by a mailing list is not a robot's here: listOf tells it
// apart, so that a player's orders sent through a list are not lost.
func robotReason(h header, m *Message, rep *report, self []string) string {
	from := strings.ToLower(m.From.Address)
	if from != "" && isSelf(from, self) {
		return "mail from the judge itself"
	}
	if a, ok := parseAddress(h.get("Sender")); ok && isSelf(strings.ToLower(a.Address), self) {
		return "mail sent by the judge itself"
	}
	for _, v := range headerValues(h, "X-Loop") {
		if isSelf(strings.ToLower(returnPath(v)), self) {
			return "X-Loop names the judge"
		}
	}
	// RFC 3834 section 5: anything but "no" is automatic.
	if v, ok := h.lookup("Auto-Submitted"); ok {
		kw := strings.ToLower(strings.TrimSpace(strings.SplitN(v, ";", 2)[0]))
		if kw != "no" {
			return "Auto-Submitted: " + kw
		}
	}
	if rep != nil {
		switch rep.kind {
		case "delivery-status":
			return "delivery status notification (bounce)"
		case "disposition-notification":
			return "read receipt"
		default:
			return "automatic report (" + rep.kind + ")"
		}
	}
	// RFC 5321 section 4.5.5: the null reverse-path marks a bounce or
	// other notification.
	if m.HasReturnPath && m.ReturnPath == "" {
		return "empty Return-Path"
	}
	listed := listOf(h, m.From) != nil
	if p := strings.ToLower(strings.TrimSpace(h.get("Precedence"))); p == "junk" || p == "auto_reply" || p == "bulk" && !listed {
		// Older list servers mark their copies "bulk"; with a list
		// field the mail is a list's, which listOf handles.
		return "Precedence: " + p
	}
	for _, name := range []string{"X-Autoreply", "X-Autorespond", "X-Autoresponder", "X-Auto-Reply", "X-Mailer-Autoreply"} {
		if _, ok := h.lookup(name); ok {
			return name + " header"
		}
	}
	if _, ok := h.lookup("X-Auto-Response-Suppress"); ok && autoReplySubjectRe.MatchString(m.Subject) {
		return "auto-reply subject with X-Auto-Response-Suppress"
	}
	// Some webmail responders (QQ, 163) send no header that says so: an
	// auto-reply subject on a reply to the judge's own mail is one.
	if autoReplySubjectRe.MatchString(m.Subject) && answersSelf(m, self) {
		return "auto-reply subject on a reply to the judge's mail"
	}
	if r := robotMailbox(from); r != "" {
		return r
	}
	if r := robotMailbox(strings.ToLower(m.ReturnPath)); r == "mailer-daemon" || r == "postmaster" {
		return "Return-Path " + r
	}
	return ""
}

// autoReplySubjectRe matches the subjects of vacation and out-of-office
// replies that Exchange and common webmails send: a responder's phrase
// followed by a colon and the subject it answers ("自动回复: Re: west",
// "Automatic reply: west"), or standing alone. A subject a person wrote
// that merely starts with those words ("Out of office next week - my
// orders", "不在家期间的命令") is not one, so that their orders are read.
var autoReplySubjectRe = regexp.MustCompile(`(?i)^\s*(out of (the )?office( auto-?reply)?|automatic reply|auto(matic)?[- ]?reply|autoreply|auto|abwesenheitsnotiz|réponse automatique|自动回复|自動回覆|自動回复|自动答复|自動回信|不在(通知)?)\s*([:：]|$)`)

// robotMailbox recognises sender mailboxes that belong to software: the
// bounce senders of RFC 5321, list software (RFC 2142 "-request",
// "owner-"), and no-reply addresses, which cannot receive our answer.
func robotMailbox(addr string) string {
	local, _, ok := strings.Cut(addr, "@")
	if !ok {
		return ""
	}
	switch {
	case local == "mailer-daemon":
		return "mailer-daemon"
	case local == "postmaster":
		return "postmaster"
	case strings.HasSuffix(local, "-request"), strings.HasPrefix(local, "owner-"), strings.HasSuffix(local, "-owner"),
		local == "listserv", local == "majordomo":
		return "mailing-list software " + local
	case strings.Trim(strings.NewReplacer("-", "", "_", "", ".", "").Replace(local), "0123456789") == "noreply",
		strings.NewReplacer("-", "", "_", "", ".", "").Replace(local) == "donotreply":
		return "no-reply sender " + local
	}
	return ""
}

// answersSelf reports whether m replies to a mail of the judge's: its
// In-Reply-To or References names a message identifier in the domain of
// one of the judge's addresses, where the judge makes its own.
func answersSelf(m *Message, self []string) bool {
	for _, s := range self {
		_, domain, ok := strings.Cut(strings.TrimSpace(s), "@")
		if !ok || domain == "" {
			continue
		}
		suffix := "@" + strings.ToLower(domain) + ">"
		for _, id := range append([]string{m.InReplyTo}, m.References...) {
			if strings.HasSuffix(strings.ToLower(id), suffix) {
				return true
			}
		}
	}
	return false
}

func isSelf(addr string, self []string) bool {
	for _, s := range self {
		// One address in either form of an internationalised domain:
		// the judge's own mail goes out with the ASCII form.
		if mailaddr.Same(addr, s) {
			return true
		}
	}
	return false
}

func headerValues(h header, name string) []string {
	var out []string
	for _, f := range h {
		if strings.EqualFold(f.name, name) {
			out = append(out, f.value)
		}
	}
	return out
}

// IsAutoReplySubject reports whether subject is written the way
// vacation and out-of-office responders write theirs ("自动回复: …",
// "Automatic reply: …"). On its own it does not make a mail a robot's,
// since a responder that marks nothing else may answer any mail; the
// judge uses it together with what the mail holds.
func IsAutoReplySubject(subject string) bool {
	return autoReplySubjectRe.MatchString(subject)
}

// addressedTo reports whether one of self is among the addresses of a To
// or Cc field. A field the parser refuses is searched for the address as text.
func addressedTo(to string, self []string) bool {
	p := mail.AddressParser{WordDecoder: wordDecoder()}
	if list, err := p.ParseList(mergeEncodedWords(to)); err == nil {
		for _, a := range list {
			if isSelf(strings.ToLower(a.Address), self) {
				return true
			}
		}
		return false
	}
	for _, s := range self {
		if s != "" && strings.Contains(strings.ToLower(to), strings.ToLower(s)) {
			return true
		}
	}
	return false
}
