package incoming

import (
	"strings"
)

// report gathers the machine-readable parts of a multipart/report
// (RFC 6522) while the MIME tree is walked.
type report struct {
	kind       string // report-type parameter, lower-case
	isDSN      bool   // report-type=delivery-status (RFC 3464)
	recipients []BounceRecipient
	origID     string
	origTo     []string
}

func (r *report) bounce() *Bounce {
	return &Bounce{Recipients: r.recipients, OriginalMessageID: r.origID, OriginalTo: r.origTo}
}

// original reads the returned message or its header (message/rfc822 or
// text/rfc822-headers) for the identity of the mail that bounced.
func (r *report) original(b []byte) {
	h, _, _ := splitHeader(b)
	if ids := msgIDs(h.get("Message-Id")); len(ids) > 0 && r.origID == "" {
		r.origID = ids[0]
	}
	if r.origTo != nil {
		return
	}
	for _, part := range strings.Split(h.get("To"), ",") {
		if a, ok := parseAddress(part); ok {
			r.origTo = append(r.origTo, a.Address)
		}
	}
}

// parseDeliveryStatus reads a message/delivery-status body (RFC 3464
// section 2.1): one block of per-message fields, then one block of
// per-recipient fields for each recipient, blocks separated by empty lines.
func parseDeliveryStatus(b []byte) []BounceRecipient {
	var out []BounceRecipient
	rest := b
	for len(rest) > 0 {
		rest = skipBlankLines(rest)
		if len(rest) == 0 {
			break
		}
		var h header
		h, rest, _ = splitHeader(rest)
		final, orig := h.get("Final-Recipient"), h.get("Original-Recipient")
		if final == "" && orig == "" {
			continue // the per-message block, or noise
		}
		addr := typedValue(orig)
		if addr == "" {
			addr = typedValue(final)
		}
		status := strings.Fields(h.get("Status"))
		rec := BounceRecipient{
			Addr:       strings.Trim(addr, "<>"),
			Action:     strings.ToLower(strings.TrimSpace(h.get("Action"))),
			Diagnostic: typedValue(h.get("Diagnostic-Code")),
		}
		if len(status) > 0 {
			rec.Status = status[0]
		}
		out = append(out, rec)
	}
	return out
}

// typedValue strips the "type;" prefix of a DSN field such as
// "rfc822; someone@example.org" (RFC 3464 section 2.1.2) and any RFC 6533
// "utf-8;" encoding of it.
func typedValue(v string) string {
	if _, after, ok := strings.Cut(v, ";"); ok {
		v = after
	}
	return strings.TrimSpace(v)
}

func skipBlankLines(b []byte) []byte {
	for len(b) > 0 && (b[0] == '\n' || b[0] == '\r' || b[0] == ' ' || b[0] == '\t') {
		b = b[1:]
	}
	return b
}
