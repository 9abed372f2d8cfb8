package incoming

import (
	"bytes"
	"fmt"
	"net/mail"
	"strings"
	"time"
	"unicode/utf8"
)

// Options tune Parse. A nil *Options, or a zero field, means the default.
type Options struct {
	// Self lists the judge's own addresses, lower-case. Mail from any of
	// them is never answered.
	Self []string
	// MaxTextBytes caps the cleaned text (default 256 KiB). Longer text is
	// cut at a character boundary and the message is marked Oversized.
	MaxTextBytes int
	// MaxRawBytes caps the whole message (default 8 MiB). A longer message
	// gets its header read but its body skipped, and is marked Oversized.
	MaxRawBytes int
}

// The kinds of Message.Sealed.
const (
	// SealedPGP is a PGP-encrypted message: PGP/MIME (RFC 3156) or an
	// inline "-----BEGIN PGP MESSAGE-----" block.
	SealedPGP = "pgp"
	// SealedSMIME is an S/MIME-encrypted message (enveloped data).
	SealedSMIME = "smime"
	// SealedSMIMESigned is an opaque S/MIME signature (the text inside
	// the signature) that could not be unwrapped.
	SealedSMIMESigned = "smime-signed"
	// SealedTNEF is Outlook's winmail.dat (application/ms-tnef) sent
	// without a plain-text or HTML copy of the message, and holding no
	// body text that could be read (plain, HTML or compressed RTF).
	SealedTNEF = "tnef"
	// SealedPartial is one piece of a message its mail program split
	// (message/partial, RFC 2046 section 5.2.2): the pieces are not
	// joined, so none is read.
	SealedPartial = "partial"
)

const (
	defaultMaxTextBytes = 256 << 10
	defaultMaxRawBytes  = 8 << 20
	// maxReadableBytes caps Message.Readable: it is quoted back in a reply.
	maxReadableBytes = 4 << 10
	// maxParts and maxDepth bound the work done on a hostile MIME tree.
	maxParts = 200
	maxDepth = 16
)

func (o *Options) withDefaults() Options {
	var out Options
	if o != nil {
		out = *o
	}
	if out.MaxTextBytes <= 0 {
		out.MaxTextBytes = defaultMaxTextBytes
	}
	if out.MaxRawBytes <= 0 {
		out.MaxRawBytes = defaultMaxRawBytes
	}
	return out
}

// Attachment describes a part that is not read as text. Its content is
// dropped; only the fact that it was there is kept, so the reply can say
// it was ignored.
type Attachment struct {
	Filename, ContentType string
	Size                  int    // decoded bytes
	Unread                string // why it was not read: UnreadType, UnreadTooLarge … (textfile.go)
}

// BounceRecipient is one per-recipient block of a delivery status
// notification (RFC 3464 section 2.3).
type BounceRecipient struct {
	Addr       string // Original-Recipient if given, else Final-Recipient; the address only
	Action     string // lower-case: failed, delayed, delivered, relayed, expanded
	Status     string // e.g. "5.1.1" (RFC 3463)
	Diagnostic string // Diagnostic-Code without its type, e.g. "550 5.1.1 no such user"
}

// Bounce is what a delivery status notification says about our mail.
type Bounce struct {
	Recipients        []BounceRecipient
	OriginalMessageID string   // "<...>" of the message that bounced, when returned
	OriginalTo        []string // its To addresses, when returned
}

// Message is what a player's mail says, ready for the judge.
//
// Message identifiers (MessageID, InReplyTo, References) keep their angle
// brackets, as outgoing.Message expects them.
type Message struct {
	MessageID, InReplyTo string
	References           []string
	From                 mail.Address
	ReplyTo              *mail.Address
	ReturnPath           string // without brackets; "" for the null path "<>"
	HasReturnPath        bool
	Subject              string // RFC 2047 decoded
	// CopiedToSelf is set when one of Options.Self is among the Cc
	// addresses and none among the To: the mail was written to others
	// and the judge copied in.
	CopiedToSelf bool
	Date         time.Time

	// Text is the cleaned body: LF line ends, quoted reply text and the
	// signature dropped, full-width forms normalised (NormaliseWidth).
	Text string
	// TextAsWritten is Text before width normalisation: the same lines,
	// with the player's own punctuation, for press messages.
	TextAsWritten string
	// QuotedLines counts the non-empty lines left out of Text as quoted
	// text: lines starting with ">", their "On … wrote:" attribution, and
	// an earlier message quoted below the player's text (after
	// "-----Original Message-----", an Outlook header block, or an
	// attribution followed by unmarked text). The reply says so.
	QuotedLines int
	// Forwarded is set when a forwarded message written out in the text
	// ("---------- Forwarded message ---------", "Begin forwarded
	// message:") was left out of Text.
	Forwarded bool
	// SignOffLines counts the non-empty lines left out of Text at its end
	// as a sign-off ("Thanks!", a name, an address: signoff.go says what
	// counts); the reply says so in one line.
	SignOffLines int
	// Banner and Disclaimer are the starts of a banner at the top of the
	// text ("[EXTERNAL]") and of a disclaimer at its end ("This email and
	// any attachments are confidential…") that a mail server added and
	// that were left out of Text (disclaimer.go); "" when none was. The
	// reply names them.
	Banner, Disclaimer string
	// PGPSigned is set when an inline PGP signature's armour was removed:
	// Text holds the signed text alone. The signature is not checked.
	PGPSigned bool

	Attachments []Attachment
	// Files are the attached plain-text files that were read
	// (textfile.go), in the order the mail has them; they are not in
	// Attachments. The judge decides whether their lines are commands.
	Files []TextFile
	// Sealed lists, sorted, the kinds of part that held the sender's
	// text in a form the judge cannot open (SealedPGP …): the reply says
	// what could not be read and what to send instead.
	Sealed   []string
	HTMLOnly bool // the text was converted from HTML
	// Oversized is set when the message or its text passed a limit in
	// Options; Text is then cut short or empty.
	Oversized bool
	// LinesBeforeCut is how many lines the text had when it was cut at
	// MaxTextBytes (0 when it was not), so that a reply can say how many
	// were not read.
	LinesBeforeCut int

	// Decoded is the whole decoded body text before cleaning, quoted
	// reply text and signature included, so that the judge can tell
	// whether the raw copy it keeps holds a password.
	Decoded string

	// Robot is non-empty when the mail must never be answered; it says why,
	// e.g. "Auto-Submitted: auto-replied".
	Robot string
	// List is set when a mailing list relayed the mail and nothing else
	// marks it automatic; Robot then holds List.Reason, so that code that
	// knows nothing of lists never answers the list.
	List *List
	// Bounce is set for a delivery status notification (RFC 3464); Robot
	// is then set too.
	Bounce *Bounce

	// Broken is non-empty when the MIME structure could not be fully
	// parsed; it says what went wrong, briefly, for the log.
	Broken string
	// Damage goes with Broken: what was wrong, in a form the reply can
	// put in the player's words (the first damage found).
	Damage Damage
	// Readable goes with Broken: whatever text could still be read, for
	// quoting back to the sender (at most 4 KiB).
	Readable string
	// Warnings are lesser oddities worth logging (unknown charset, bad
	// header lines). They never stop a reply.
	Warnings []string
}

// Parse reads a raw RFC 5322 message. It fails (with ErrNoHeader) only
// when the input has no header field at all; damaged MIME sets Broken and
// Readable instead. Memory use is bounded by a small multiple of
// Options.MaxRawBytes whatever the input.
func Parse(raw []byte, opts *Options) (*Message, error) {
	o := opts.withDefaults()
	raw = bareCRToLF(raw)
	h, body, bad := splitHeader(raw)
	if len(h) == 0 {
		return nil, fmt.Errorf("parse %d bytes: %w", len(raw), ErrNoHeader)
	}
	m := &Message{}
	if bad > 0 {
		m.Warnings = append(m.Warnings, fmt.Sprintf("%d malformed header lines skipped", bad))
	}
	m.readHeader(h)
	m.CopiedToSelf = addressedTo(h.get("Cc"), o.Self) && !addressedTo(h.get("To"), o.Self)

	w := &walker{}
	var segs []segment
	if len(raw) > o.MaxRawBytes {
		m.Oversized = true
	} else {
		segs = w.entity(h, body, 0, false)
		w.tnefAttachments()
	}
	text, htmlOnly := joinSegments(segs)
	if strings.TrimSpace(text) == "" && len(w.tnef) > 0 {
		text, htmlOnly = joinSegments(w.tnefSegments())
	}
	text, uu := stripUUEncoded(text)
	w.attachments = append(w.attachments, uu...)
	text = Sanitise(text, true) // what one player wrote may reach others (sanitise.go)
	m.HTMLOnly = htmlOnly
	if len(text) > o.MaxTextBytes {
		m.LinesBeforeCut = strings.Count(strings.TrimRight(text, "\n"), "\n") + 1
		text = cutUTF8(text, o.MaxTextBytes)
		m.Oversized = true
	}
	var sk skipped
	m.Text, m.TextAsWritten, sk = clean(text)
	m.QuotedLines, m.Forwarded = sk.quoted, sk.forwarded
	m.SignOffLines, m.PGPSigned = sk.signOff, sk.pgp
	m.Banner, m.Disclaimer = sk.banner, sk.disclaimer
	if sk.pgpEncrypted {
		w.seal(SealedPGP)
	}
	m.Decoded = text
	m.Files = w.files
	for i := range m.Files {
		m.Files[i].Name = Sanitise(m.Files[i].Name, false)
		// A password in a file is as secret as one in the text.
		m.Decoded += "\n" + m.Files[i].TextAsWritten
	}
	m.Attachments = w.attachments
	m.Sealed = w.sealed
	for i := range m.Attachments {
		m.Attachments[i].Filename = Sanitise(m.Attachments[i].Filename, false)
	}
	m.Warnings = append(m.Warnings, w.warnings...)
	if len(w.broken) > 0 {
		m.Broken = strings.Join(w.broken, "; ")
		m.Damage = w.damage
		// Prefer the text that decoded; fall back to the raw bytes.
		m.Readable = text
		if strings.TrimSpace(m.Readable) == "" {
			m.Readable = Sanitise(w.readable, true)
		}
		m.Readable = cutUTF8(m.Readable, maxReadableBytes)
	}
	if w.report != nil && w.report.isDSN {
		m.Bounce = w.report.bounce()
	}
	m.Robot = robotReason(h, m, w.report, o.Self)
	if m.Robot == "" {
		// A list's copy is never answered as it stands; List says who
		// wrote it, for the judge to decide.
		if m.List = listOf(h, m.From); m.List != nil {
			m.Robot = m.List.Reason
		}
	}
	if m.Bounce == nil && m.Robot != "" && m.List == nil {
		// Only mail already known to come from a machine is read as a
		// plain-text bounce: a player's mail never is.
		m.Bounce = plainBounce(m.From.Address, m.HasReturnPath && m.ReturnPath == "", m.Subject, text, o.Self)
	}
	return m, nil
}

// readHeader fills the header-derived fields.
func (m *Message) readHeader(h header) {
	if ids := msgIDs(h.get("Message-Id")); len(ids) > 0 {
		m.MessageID = ids[0]
	}
	if ids := msgIDs(h.get("In-Reply-To")); len(ids) > 0 {
		m.InReplyTo = ids[0]
	}
	m.References = msgIDs(h.get("References"))
	// An address with a control or bidi character (eve\u202e@…) is no
	// usable sender: it would be shown to other players as it is.
	if a, ok := parseAddress(h.get("From")); ok && Sanitise(a.Address, false) == a.Address {
		a.Name = Sanitise(a.Name, false)
		m.From = a
	} else {
		m.Warnings = append(m.Warnings, "no usable From address")
	}
	if a, ok := parseAddress(h.get("Reply-To")); ok && Sanitise(a.Address, false) == a.Address {
		m.ReplyTo = &a
	}
	if v, ok := h.lookup("Return-Path"); ok {
		m.ReturnPath, m.HasReturnPath = returnPath(v), true
	}
	m.Subject = Sanitise(decodeText(h.get("Subject")), false)
	if d := h.get("Date"); d != "" {
		if t, err := mail.ParseDate(d); err == nil {
			m.Date = t
		} else {
			m.Warnings = append(m.Warnings, "unreadable Date")
		}
	}
}

// bareCRToLF turns every CR that ends a line on its own into an LF. Mail
// written with the old Macintosh line end, a CR alone, has no LF at all:
// without this its whole header is one line, and the address a reply goes
// to would be guessed from it. A CR before CRLF, as some phone clients
// write every line end, stays: clean reads "\r\r\n" as one line end.
func bareCRToLF(raw []byte) []byte {
	if !hasBareCR(raw) {
		return raw
	}
	out := make([]byte, len(raw))
	for i, c := range raw {
		if isBareCR(raw, i) {
			c = '\n'
		}
		out[i] = c
	}
	return out
}

// isBareCR reports whether raw[i] is a CR followed neither by LF nor by
// CRLF.
func isBareCR(raw []byte, i int) bool {
	if raw[i] != '\r' {
		return false
	}
	rest := raw[i+1:]
	return !bytes.HasPrefix(rest, []byte("\n")) && !bytes.HasPrefix(rest, []byte("\r\n"))
}

func hasBareCR(raw []byte) bool {
	for i := bytes.IndexByte(raw, '\r'); i >= 0; {
		if isBareCR(raw, i) {
			return true
		}
		j := bytes.IndexByte(raw[i+1:], '\r')
		if j < 0 {
			return false
		}
		i += 1 + j
	}
	return false
}

// cutUTF8 shortens s to at most n bytes without splitting a character.
func cutUTF8(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}
