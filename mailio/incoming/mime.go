package incoming

import (
	"mime"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// segment is the text of one body part, in reading order.
type segment struct {
	text string
	html bool // converted from text/html
}

// walker walks a MIME tree (RFC 2045, 2046) and gathers text, attachments
// and problems. The whole message is in memory already, so parts are
// sub-slices of it rather than streams; that lets a damaged part be read as
// far as it goes.
type walker struct {
	parts       int
	attachments []Attachment
	broken      []string
	damage      Damage // the first damage found, for the reply
	warnings    []string
	readable    string
	report      *report
	sealed      []string // sorted, no repeats
	tnef        [][]byte // the decoded winmail.dat parts, read when the mail has no other text
	files       []TextFile
}

// seal records a part that held text the judge cannot open.
func (w *walker) seal(kind string) {
	if i, found := slices.BinarySearch(w.sealed, kind); !found {
		w.sealed = slices.Insert(w.sealed, i, kind)
	}
}

// tnefSegments reads the text of Outlook's winmail.dat, for a mail that
// has no other text: the message is in it. It takes winmail.dat out of
// the attachments, and records it as sealed when no text could be read.
func (w *walker) tnefSegments() []segment {
	var segs []segment
	for _, b := range w.tnef {
		if text, html, ok := tnefText(b); ok {
			segs = append(segs, segment{text: strings.ReplaceAll(text, "\r\n", "\n"), html: html})
		}
	}
	var kept []Attachment
	for _, a := range w.attachments {
		if !isTNEF(a) {
			kept = append(kept, a)
		} else if len(segs) == 0 {
			w.seal(SealedTNEF)
		}
	}
	w.attachments = kept
	return segs
}

// tnefAttachments takes the files out of each winmail.dat: a text file
// is read as an attached one is (orders.txt attached in Outlook's Rich
// Text mode), any other named file is listed as not read. A winmail.dat
// that held such files is no longer listed itself: the files inside it are.
func (w *walker) tnefAttachments() {
	held := false
	for _, b := range w.tnef {
		for _, f := range tnefFiles(b) {
			if f.name == "" {
				continue // nothing to tell the player it by
			}
			held = true
			a := Attachment{Filename: f.name, ContentType: "application/octet-stream", Size: len(f.data), Unread: UnreadType}
			if isTextFile(a.ContentType, f.name) {
				tf, why := textFile(f.name, "", f.data)
				switch {
				case why != "":
					a.Unread = why
				case len(w.files) == MaxFiles:
					a.Unread = UnreadTooMany
				default:
					w.files = append(w.files, tf)
					continue
				}
			}
			w.attachments = append(w.attachments, a)
		}
	}
	if held {
		w.attachments = slices.DeleteFunc(w.attachments, isTNEF)
	}
}

func isTNEF(a Attachment) bool {
	return a.ContentType == "application/ms-tnef" || a.ContentType == "application/vnd.ms-tnef" ||
		strings.EqualFold(a.Filename, "winmail.dat")
}

func (w *walker) fail(problem string, d Damage, readable []byte) {
	w.broken = append(w.broken, problem)
	if w.damage == "" {
		w.damage = d
	}
	if w.readable == "" && len(readable) > 0 {
		w.readable = strings.ToValidUTF8(string(readable), string(utf8.RuneError))
	}
}

// contentType returns the media type (lower-case) and parameters. A
// missing or unreadable Content-Type means text/plain (RFC 2045 section 5.2).
func contentType(h header) (string, map[string]string) {
	v := h.get("Content-Type")
	if v == "" {
		return "text/plain", map[string]string{}
	}
	mt, params, err := mime.ParseMediaType(v)
	if mt == "" {
		// Try the bare type before any parameter.
		t := strings.ToLower(strings.TrimSpace(strings.SplitN(v, ";", 2)[0]))
		if strings.Count(t, "/") == 1 && !strings.ContainsAny(t, " \t\"") {
			mt = t
		} else {
			mt = "text/plain"
		}
	}
	if params == nil || err != nil {
		params = lenientParams(v, params)
	}
	return mt, params
}

// lenientParams reads "key=value" pairs when mime.ParseMediaType refused
// the field (an unquoted boundary with a space, say), keeping what it got.
func lenientParams(v string, got map[string]string) map[string]string {
	out := map[string]string{}
	for k, x := range got {
		out[k] = x
	}
	for _, p := range strings.Split(v, ";")[1:] {
		k, x, ok := strings.Cut(p, "=")
		if !ok {
			continue
		}
		k = strings.ToLower(strings.TrimSpace(k))
		if _, done := out[k]; !done {
			out[k] = strings.Trim(strings.TrimSpace(x), `"`)
		}
	}
	return out
}

// disposition reports whether a part is marked as an attachment and its
// file name (RFC 2183; RFC 2231 parameters are decoded by mime).
func disposition(h header, ctParams map[string]string) (attached bool, filename string) {
	// mime decodes RFC 2231 values only in UTF-8 and US-ASCII and drops
	// the rest, or keeps only their plain pieces: Chinese and older
	// Western clients write filename*=gbk''%C3%FC%C1%EE.txt, and the
	// file's name decides whether it is read as orders.
	if v := h.get("Content-Disposition"); v != "" {
		d, params, _ := mime.ParseMediaType(v)
		attached = d == "attachment"
		filename = param2231(v, "filename")
		if filename == "" {
			filename = params["filename"]
		}
		if filename == "" {
			filename = lenientParams(v, nil)["filename"]
		}
	}
	if filename == "" {
		filename = param2231(h.get("Content-Type"), "name")
	}
	if filename == "" {
		filename = ctParams["name"]
	}
	return attached, decodeText(filename)
}

// param2231 reads an RFC 2231 extended parameter (key*=charset'lang'value,
// or its numbered pieces key*0*=…; key*1*=…) in any charset the judge
// reads; "" when the field has none.
func param2231(v, key string) string {
	if v == "" {
		return ""
	}
	pieces := map[int]string{}
	encoded := map[int]bool{}
	for _, p := range strings.Split(v, ";")[1:] {
		k, x, ok := strings.Cut(p, "=")
		if !ok {
			continue
		}
		k = strings.ToLower(strings.TrimSpace(k))
		x = strings.Trim(strings.TrimSpace(x), `"`)
		if !strings.HasPrefix(k, key+"*") {
			continue
		}
		rest := strings.TrimPrefix(k, key+"*")
		n, enc := 0, strings.HasSuffix(rest, "*") || rest == ""
		if num := strings.TrimSuffix(rest, "*"); num != "" {
			var err error
			if n, err = strconv.Atoi(num); err != nil || n < 0 || n > 99 {
				continue
			}
		}
		pieces[n], encoded[n] = x, enc
	}
	first, ok := pieces[0]
	if !ok || !encoded[0] {
		return ""
	}
	charset, rest, ok := strings.Cut(first, "'")
	if !ok {
		return ""
	}
	_, rest, ok = strings.Cut(rest, "'")
	if !ok {
		return ""
	}
	pieces[0] = rest
	var raw []byte
	for i := 0; i < len(pieces); i++ {
		x, ok := pieces[i]
		if !ok {
			break
		}
		if encoded[i] {
			raw = append(raw, percentDecode(x)...)
		} else {
			raw = append(raw, x...)
		}
	}
	if charset == "" {
		charset = "us-ascii"
	}
	s, _ := decodeCharset(charset, raw)
	return s
}

// percentDecode undoes RFC 2231's %XX escapes; a stray % stays as it is.
func percentDecode(s string) []byte {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			if b, err := strconv.ParseUint(s[i+1:i+3], 16, 8); err == nil {
				out = append(out, byte(b))
				i += 2
				continue
			}
		}
		out = append(out, s[i])
	}
	return out
}

// entity reads one entity and returns its text segments.
func (w *walker) entity(h header, body []byte, depth int, inReport bool) []segment {
	w.parts++
	if w.parts > maxParts {
		if w.parts == maxParts+1 {
			w.fail("too many MIME parts", DamageTooManyParts, nil)
		}
		return nil
	}
	mt, params := contentType(h)
	attached, filename := disposition(h, params)
	switch {
	case strings.HasPrefix(mt, "multipart/"):
		return w.multipart(mt, params, body, depth, inReport)
	case mt == "text/plain" && !(filename != "" && (attached || depth > 0)):
		// A named text part inside a multipart is a file, even one a
		// mailer shows inline (Apple Mail): read as one (textfile.go),
		// it is not carried out twice when the text repeats it.
		return w.text(h, params, body, false)
	case mt == "text/html" && !attached:
		return w.text(h, params, body, true)
	case readAsText(mt) && mt != "text/plain" && !(attached && filename != ""):
		segs := w.text(h, params, body, false)
		if mt == "text/enriched" || mt == "text/richtext" {
			for i := range segs {
				segs[i].text = enrichedToText(segs[i].text, mt == "text/richtext")
			}
		}
		return segs
	case inReport && (mt == "message/delivery-status" || mt == "message/global-delivery-status"):
		b, _ := decodeTransfer(h.get("Content-Transfer-Encoding"), body)
		w.report.recipients = append(w.report.recipients, parseDeliveryStatus(b)...)
		return nil
	case inReport && (mt == "message/rfc822" || mt == "message/global" || mt == "text/rfc822-headers" ||
		mt == "message/global-headers"):
		b, _ := decodeTransfer(h.get("Content-Transfer-Encoding"), body)
		w.report.original(b)
		return nil
	case isSignature(mt):
		return nil
	case mt == "message/partial":
		w.seal(SealedPartial)
		return nil
	case isSMIME(mt, filename):
		return w.smime(params, h, body, depth, inReport)
	case h.get("Content-Id") != "" && !attached && !strings.HasPrefix(mt, "text/") && depth > 0:
		// An image embedded in HTML (a logo in a signature): part of
		// the HTML, not something the player attached.
		return nil
	}
	b, _ := decodeTransfer(h.get("Content-Transfer-Encoding"), body)
	unread := UnreadType
	if !inReport && filename != "" && isTextFile(mt, filename) {
		// A file's own fault is told before its place: sent alone it
		// would still not be read.
		f, why := textFile(filename, params["charset"], b)
		switch {
		case why != "":
			unread = why
		case len(w.files) == MaxFiles:
			unread = UnreadTooMany
		default:
			w.files = append(w.files, f)
			return nil
		}
	}
	if mt == "message/rfc822" || mt == "message/global" {
		unread = UnreadForwarded
		if filename == "" {
			filename = "forwarded message"
		}
	}
	a := Attachment{Filename: filename, ContentType: mt, Size: len(b), Unread: unread}
	if isTNEF(a) && len(w.tnef) < 4 {
		w.tnef = append(w.tnef, b)
	}
	w.attachments = append(w.attachments, a)
	return nil
}

// readAsText reports whether a text/ subtype other than plain and HTML
// is read as the message's text: what a person reads as it stands
// (markdown and any subtype we do not know, as RFC 2046 section 4.1.4
// says), or after its formatting is dropped (enriched, richtext). A
// calendar invitation, a contact card or a header block is data for a
// program, not words to the judge.
func readAsText(mt string) bool {
	if !strings.HasPrefix(mt, "text/") {
		return false
	}
	switch mt {
	case "text/calendar", "text/x-vcalendar", "text/vcard", "text/x-vcard", "text/directory",
		"text/rfc822-headers", "text/csv", "text/tab-separated-values", "text/xml", "text/css", "text/javascript":
		return false
	}
	return true
}

// isSMIME reports an S/MIME body: application/pkcs7-mime, or a file
// smime.p7m that a mailer labelled application/octet-stream.
func isSMIME(mt, filename string) bool {
	return mt == "application/pkcs7-mime" || mt == "application/x-pkcs7-mime" ||
		mt == "application/octet-stream" && strings.HasSuffix(strings.ToLower(filename), ".p7m")
}

// smime reads an S/MIME body: opaque signed data is unwrapped and the
// signed entity read as if it stood here (the signature is not checked);
// encrypted data, or signed data that does not unwrap, is sealed.
func (w *walker) smime(params map[string]string, h header, body []byte, depth int, inReport bool) []segment {
	if strings.EqualFold(params["smime-type"], "certs-only") {
		return nil // certificates alone: no text, like a detached signature
	}
	b, _ := decodeTransfer(h.get("Content-Transfer-Encoding"), body)
	content, kind := smimeContent(b)
	switch {
	case kind == cmsSigned && depth < maxDepth:
		ph, pb, _ := splitHeader(bareCRToLF(content))
		return w.entity(ph, pb, depth+1, inReport)
	case kind == cmsEncrypted || strings.EqualFold(params["smime-type"], "enveloped-data") ||
		strings.EqualFold(params["smime-type"], "authenveloped-data"):
		w.seal(SealedSMIME)
	default:
		w.seal(SealedSMIMESigned)
	}
	return nil
}

func isSignature(mt string) bool {
	switch mt {
	case "application/pgp-signature", "application/pkcs7-signature", "application/x-pkcs7-signature":
		return true
	}
	return false
}

// text decodes a text/plain or text/html part.
func (w *walker) text(h header, params map[string]string, body []byte, isHTML bool) []segment {
	b, problem := decodeTransfer(h.get("Content-Transfer-Encoding"), body)
	cs := params["charset"]
	if unencoded(h.get("Content-Transfer-Encoding")) && (undeclared(cs) || utf8Label(cs)) {
		b = serverNULs(b)
	}
	if isHTML && cs == "" && !utf8.Valid(b) {
		cs = metaCharset(b)
	}
	if latinLabel(cs) && utf8Text(b) {
		cs = "utf-8"
	}
	if !isHTML && htmlDocument(b) {
		// An HTML page sent as text/plain (some phone apps and web
		// forms do): read as the HTML it is, else its tags hid the
		// commands and their echo showed the password in them.
		isHTML = true
		if cs == "" && !utf8.Valid(b) {
			cs = metaCharset(b)
		}
	}
	s, err := decodeCharset(cs, b)
	if problem != "" && undeclared(cs) && !utf8.Valid(b) {
		// What a broken transfer encoding leaves is not text in any
		// charset: no reading of it is guessed.
		s, err = strings.ToValidUTF8(string(b), string(utf8.RuneError)), nil
	}
	if err != nil {
		w.warnings = append(w.warnings, err.Error())
	}
	if problem != "" {
		w.fail(problem, transferDamage(problem), []byte(s))
	}
	if isHTML {
		return []segment{{text: htmlToText(s), html: true}}
	}
	s = strings.ReplaceAll(s, "\r\n", "\n")
	if strings.EqualFold(params["format"], "flowed") {
		s = unflow(s, strings.EqualFold(params["delsp"], "yes"))
	}
	return []segment{{text: s}}
}

// joinSegments concatenates segment texts, one line break apart, and says
// whether all of them came from HTML.
func joinSegments(segs []segment) (string, bool) {
	var b strings.Builder
	htmlOnly := len(segs) > 0
	for _, s := range segs {
		if strings.TrimSpace(s.text) == "" {
			continue
		}
		if b.Len() > 0 && !strings.HasSuffix(b.String(), "\n") {
			b.WriteByte('\n')
		}
		b.WriteString(s.text)
		if !s.html {
			htmlOnly = false
		}
	}
	return b.String(), htmlOnly && b.Len() > 0
}

// metaCharset finds a charset declared inside HTML (<meta charset=...> or
// http-equiv) within its first 2 KiB.
func metaCharset(b []byte) string {
	head := strings.ToLower(string(b[:min(len(b), 2048)]))
	i := strings.Index(head, "charset=")
	if i < 0 {
		return ""
	}
	v := strings.TrimLeft(head[i+len("charset="):], `"' `)
	end := strings.IndexAny(v, `"'; />`)
	if end < 0 {
		return ""
	}
	return v[:end]
}
