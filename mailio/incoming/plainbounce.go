package incoming

import (
	"regexp"
	"strings"
)

// Many servers still return mail with a plain-text explanation rather than
// a delivery status notification (RFC 3464): Exim's "Mail delivery failed",
// qmail's "failure notice", Postfix without DSN, Gmail's and Exchange's
// human-readable notices. plainBounce reads those for the address that
// failed, an RFC 3463 status and the quoted Message-ID of our mail.

var (
	bounceSubject = regexp.MustCompile(`(?i)(undeliver|returned to sender|delivery (status notification|failure|has failed|failed|notification)|mail delivery (failed|subsystem)|failure notice|could not be delivered|non-?delivery|rejected)`)
	bounceStatus  = regexp.MustCompile(`\b([45])\.(\d{1,3})\.(\d{1,3})\b`)
	bounceSMTP    = regexp.MustCompile(`\b(5[05][0-9]|4[25][0-9])[ -]`)
	bounceAddr    = regexp.MustCompile(`<?([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)>?`)
	bounceMsgID   = regexp.MustCompile(`(?im)^\s*Message-I[dD]:\s*(<[^>\s]+>)`)
	bounceTemp    = regexp.MustCompile(`(?i)(delayed|will (keep trying|retry)|temporar|has not yet been delivered)`)
)

// plainBounce returns a Bounce for a plain-text delivery failure from a
// mail system, or nil. from is the sender's address, nullPath tells a
// null envelope sender (Return-Path: <>); self are the judge's own
// addresses, never the failed one.
func plainBounce(from string, nullPath bool, subject, text string, self []string) *Bounce {
	local := strings.ToLower(from)
	if i := strings.IndexByte(local, '@'); i >= 0 {
		local = local[:i]
	}
	fromSystem := local == "mailer-daemon" || local == "postmaster" || nullPath || strings.Contains(local, "mail-daemon")
	if !fromSystem || !bounceSubject.MatchString(subject+" "+firstLines(text, 5)) {
		return nil
	}
	// The explanation comes before the quoted original, whose own headers
	// (To: the player, From: the judge) must not be read as the failure.
	explain := text
	if i := originalStart(text); i > 0 {
		explain = text[:i]
	}
	skip := map[string]bool{strings.ToLower(from): true}
	for _, s := range self {
		skip[strings.ToLower(s)] = true
	}
	var addr string
	for _, m := range bounceAddr.FindAllStringSubmatch(explain, -1) {
		a := strings.ToLower(strings.TrimRight(m[1], "."))
		l := a[:strings.IndexByte(a, '@')]
		if skip[a] || l == "mailer-daemon" || l == "postmaster" {
			continue
		}
		addr = a
		break
	}
	r := BounceRecipient{Addr: addr, Action: "failed"}
	if m := bounceStatus.FindStringSubmatch(explain); m != nil {
		r.Status = m[0]
		if m[1] == "4" {
			r.Action = "delayed"
		}
	} else if m := bounceSMTP.FindStringSubmatch(explain); m != nil {
		r.Status = map[byte]string{'5': "5.0.0", '4': "4.0.0"}[m[1][0]]
		if m[1][0] == '4' {
			r.Action = "delayed"
		}
	}
	if r.Status == "" && bounceTemp.MatchString(explain) {
		r.Action, r.Status = "delayed", "4.0.0"
	}
	if r.Status == "" {
		r.Status = "5.0.0" // a notice that mail was not delivered, with no code: permanent
	}
	for _, l := range strings.Split(explain, "\n") {
		if bounceStatus.MatchString(l) || bounceSMTP.MatchString(l) {
			r.Diagnostic = strings.TrimSpace(l)
			break
		}
	}
	b := &Bounce{Recipients: []BounceRecipient{r}}
	if m := bounceMsgID.FindStringSubmatch(text); m != nil {
		b.OriginalMessageID = m[1]
	}
	return b
}

// originalStart finds where a bounce quotes the returned message.
func originalStart(text string) int {
	lower := strings.ToLower(text)
	best := -1
	for _, mark := range []string{"------ this is a copy of the message", "--- below this line is a copy of the message", "original message follows", "----- original message -----", "\nreturn-path:", "\nreceived: from", "original message headers"} {
		if i := strings.Index(lower, mark); i >= 0 && (best < 0 || i < best) {
			best = i
		}
	}
	return best
}

func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, " ")
}
