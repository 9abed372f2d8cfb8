package incoming

import (
	"bytes"
	"strings"
)

// multipart reads a multipart entity (RFC 2046 section 5.1).
func (w *walker) multipart(mt string, params map[string]string, body []byte, depth int, inReport bool) []segment {
	if mt == "multipart/encrypted" {
		// RFC 1847: PGP/MIME (RFC 3156) is the one protocol in use.
		if strings.Contains(strings.ToLower(params["protocol"]), "pkcs7") {
			w.seal(SealedSMIME)
		} else {
			w.seal(SealedPGP)
		}
		return nil
	}
	boundary := params["boundary"]
	if boundary == "" {
		w.fail("multipart without boundary", DamageNoBoundary, body)
		return nil
	}
	if depth >= maxDepth {
		w.fail("MIME parts nested too deeply", DamageTooManyParts, nil)
		return nil
	}
	parts, closed := splitMultipart(body, boundary)
	switch {
	case parts == nil:
		w.fail("MIME boundary not found", DamageNoBoundary, body)
	case !closed:
		// Some mailers omit the close delimiter; a message cut short
		// in transit usually also shows as truncated base64.
		w.warnings = append(w.warnings, "MIME closing boundary missing")
	}
	if mt == "multipart/report" {
		if w.report == nil {
			w.report = &report{kind: strings.ToLower(params["report-type"])}
			w.report.isDSN = w.report.kind == "delivery-status"
		}
		inReport = true
	}
	var segs []segment
	if mt == "multipart/alternative" {
		return w.alternative(parts, depth, inReport)
	}
	for _, p := range parts {
		ph, pb, _ := splitPart(p)
		segs = append(segs, w.entity(ph, pb, depth+1, inReport)...)
	}
	return withoutHTMLCopies(segs)
}

// withoutHTMLCopies drops an HTML part that says word for word what a
// plain-text part beside it says: some mail programs send the two
// renderings side by side in multipart/mixed instead of as
// multipart/alternative, and read twice every order and message in them
// would count twice.
func withoutHTMLCopies(segs []segment) []segment {
	plain := map[string]bool{}
	for _, sg := range segs {
		if !sg.html {
			plain[strings.Join(strings.Fields(sg.text), " ")] = true
		}
	}
	out := segs[:0:0]
	for _, sg := range segs {
		words := strings.Join(strings.Fields(sg.text), " ")
		if sg.html && words != "" && plain[words] {
			continue
		}
		out = append(out, sg)
	}
	return out
}

// alternative picks one rendering of the same content (RFC 2046 section
// 5.1.4): the first with plain text if there is one, since that is what the
// player typed; otherwise the last non-empty one, the richest.
func (w *walker) alternative(parts [][]byte, depth int, inReport bool) []segment {
	var fallback []segment
	for _, p := range parts {
		ph, pb, _ := splitPart(p)
		segs := w.entity(ph, pb, depth+1, inReport)
		text, htmlOnly := joinSegments(segs)
		if strings.TrimSpace(text) == "" {
			continue
		}
		if !htmlOnly {
			return segs
		}
		fallback = segs
	}
	return fallback
}

// splitPart separates a body part's header from its content. A part that
// begins with an empty line has no header (and so is text/plain).
func splitPart(p []byte) (header, []byte, int) {
	if bytes.HasPrefix(p, []byte("\r\n")) {
		return nil, p[2:], 0
	}
	if bytes.HasPrefix(p, []byte("\n")) {
		return nil, p[1:], 0
	}
	return splitHeader(p)
}

// splitMultipart cuts a multipart body at its boundary lines. A delimiter
// is a line that is "--" + boundary, optionally followed by white space;
// the close delimiter adds "--" (RFC 2046 section 5.1.1). The line break
// before a delimiter belongs to the delimiter. Text before the first and
// after the last delimiter (preamble, epilogue) is ignored. When the close
// delimiter is missing, the parts found so far are returned and closed is
// false. Without any delimiter, parts is nil.
func splitMultipart(body []byte, boundary string) (parts [][]byte, closed bool) {
	dash := []byte("--" + boundary)
	start := -1 // start of the current part's content, or -1 before the first delimiter
	pos := 0
	for pos < len(body) {
		end := bytes.IndexByte(body[pos:], '\n')
		next := len(body)
		lineEnd := len(body)
		if end >= 0 {
			lineEnd = pos + end
			next = lineEnd + 1
		}
		if line := body[pos:lineEnd]; bytes.HasPrefix(line, dash) {
			rest := string(bytes.TrimRight(line[len(dash):], " \t\r"))
			if rest == "" || rest == "--" {
				if start >= 0 {
					parts = append(parts, trimPartEnd(body[start:pos]))
				}
				if rest == "--" {
					return parts, true
				}
				start = next
			}
		}
		pos = next
	}
	if start < 0 {
		return nil, false
	}
	return append(parts, body[start:]), false
}

// trimPartEnd removes the line break that belongs to the next delimiter.
func trimPartEnd(p []byte) []byte {
	p = bytes.TrimSuffix(p, []byte("\n"))
	return bytes.TrimSuffix(p, []byte("\r"))
}
