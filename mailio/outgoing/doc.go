// Package outgoing composes the judge's mail: a single UTF-8 text/plain
// part with the header fields a well-behaved mail robot sends.
//
// Compose writes, in this order: Date, From, To, Subject, Message-ID,
// In-Reply-To, References, Auto-Submitted, X-Auto-Response-Suppress,
// MIME-Version, Content-Type, Content-Transfer-Encoding, then any Extra
// fields sorted by name. Lines end in CRLF; header fields are folded near
// 78 characters and no line passes 998 octets (RFC 5322 section 2.1.1).
//
// Threading (RFC 5322 section 3.6.4): In-Reply-To is the player's
// Message-ID, and References ends with it. Identifiers taken from a
// player's mail are checked and silently dropped when malformed, so a
// strange Message-ID never stops a reply; the judge's own Message-ID must
// be valid (NewMessageID builds one) and stay the same across retries.
// A player's identifier in UTF-8 (RFC 6532 section 3.2) is echoed as it
// stands: the message then needs SMTPUTF8 (NeedsSMTPUTF8), and the sink
// takes such identifiers out again (WithoutUTF8IDs) for a server that does
// not offer it, since a UTF-8 header may travel only with SMTPUTF8.
//
// Loop prevention: every message carries Auto-Submitted (RFC 3834 section
// 5), "auto-replied" for answers to a player's mail and "auto-generated"
// for turn reports and reminders, and X-Auto-Response-Suppress: All,
// which Exchange honours. We do not send Precedence: it was never
// standardised (RFC 3834 defines Auto-Submitted for this job instead),
// and some filters score "bulk" mail as spam.
//
// Encoding: a body of printable ASCII with lines within 998 octets goes
// as 7bit; a body whose bytes are more than a third non-ASCII (mostly
// CJK text) as base64, which is then shorter; anything else as
// quoted-printable. We never use format=flowed, because ASCII maps and
// order tables must not be re-wrapped. Subjects, display names and Extra
// values are RFC 2047 encoded when they are not plain ASCII; CR, LF and
// other control characters in them become spaces, so no input can add a
// header field. Subjects longer than 250 characters and names longer than
// 100 are cut. Addresses must be plain ASCII addr-specs.
package outgoing
